import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite, SiteLocation, WorkshopSettings } from '../../domain/dealer-site/dealer-site';
import { isCalendarDate } from '../../domain/leads/test-drive-slots';
import type { PublicHolidayCalendar } from '../../domain/service/public-holidays';
import {
  availableServiceDates,
  DATE_FORMAT_MESSAGE,
  bookingWindow,
  freeServiceSlots,
  NO_BOOKINGS,
  nextFreeSlot,
  serviceLocationOf,
  serviceLocations,
  serviceTimeZone,
  type BookedCounts,
  type ServiceNoSlotsReason,
  type ServiceSlotOption,
} from '../../domain/service/service-slots';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { ServiceSlotStore } from './service-slot-store.port';

export interface ServiceSlotsQuery {
  readonly site: DealerSite;
  /** The service location's slug (spec 2 §3 Location slug). */
  readonly location: string;
  /** 'YYYY-MM-DD', the location's calendar date (the route checks it is one). */
  readonly date: string;
}

/** A location as the slot picker names it. */
export interface ServiceSlotLocationRef {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

/** A free time elsewhere or later: where, which date, which time. */
export interface NextFreeServiceSlot {
  readonly location: ServiceSlotLocationRef;
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** 'HH:MM' */
  readonly time: string;
  /** '7:30am' (spec 2 §9 12-hour times) */
  readonly label: string;
}

/** `GET /api/service/slots` (issue 13): one date's drop-off times at a service location, and where else to look. */
export interface ServiceSlots {
  readonly location: ServiceSlotLocationRef;
  /** The location's IANA zone ('Australia/Sydney'): every date and time here is its wall clock. */
  readonly time_zone: string;
  readonly date: string;
  /** The free times of the date, earliest first, with the bookings each still takes. */
  readonly slots: readonly ServiceSlotOption[];
  /** Why the date offers none ('closed', 'holiday', 'past', 'too-far', 'fully-booked'); null when it offers some. */
  readonly reason: ServiceNoSlotsReason;
  /** The state's public holiday on the date, else null. */
  readonly holiday: string | null;
  /** Every date of the location's booking window with at least one free time (the date picker's enabled days). */
  readonly available_dates: readonly string[];
  /**
   * Empty when the date has a free time. Otherwise: the next free time at this location (on the
   * date or after), then the first free time (from the same date) at each other service location
   * of the site, in the site's order; locations with none are left out.
   */
  readonly next_free: readonly NextFreeServiceSlot[];
}

/** No service location of this site has that slug (unknown, hidden, or taking no bookings). */
export interface ServiceLocationNotFound {
  readonly code: 'SERVICE.LOCATION_NOT_FOUND';
  readonly location: string;
  readonly message: string;
}

/** The date is not a calendar date 'YYYY-MM-DD'. */
export interface ServiceDateInvalid {
  readonly code: 'SERVICE.DATE_INVALID';
  readonly date: string;
  readonly message: string;
}

export const serviceDateInvalid = (date: string): ServiceDateInvalid => ({ code: 'SERVICE.DATE_INVALID', date, message: DATE_FORMAT_MESSAGE });

export type ServiceSlotsFailure = ServiceDateInvalid | ServiceLocationNotFound;

export const serviceLocationNotFound = (slug: string): ServiceLocationNotFound => ({
  code: 'SERVICE.LOCATION_NOT_FOUND',
  location: slug,
  message: `No service location '${slug}' on this site.`,
});

type ServiceLocation = SiteLocation & { readonly service: WorkshopSettings };

const refOf = (location: Pick<SiteLocation, 'id' | 'slug' | 'name'>): ServiceSlotLocationRef => ({ id: location.id, slug: location.slug, name: location.name });

/** The bookings of a location's whole booking window (one read), by date. */
async function windowBookings(
  store: Pick<ServiceSlotStore, 'bookedCountsRange'>,
  siteSlug: string,
  location: ServiceLocation,
  now: Date,
): Promise<ReadonlyMap<string, BookedCounts>> {
  const { from, to } = bookingWindow(location, now);
  return store.bookedCountsRange(siteSlug, location.id, from, to);
}

/**
 * issue 13: "a taken slot is refused … with the next free times; when a location is full, the
 * form offers the next free slot at the site's other service locations". The next free time at
 * `location` on `fromDate` or after, then the first at each other service location of the site
 * from the same date, skipping the public holidays of `holidays`. `bookedHere` is the
 * location's window bookings when the caller has them.
 */
export async function nextFreeServiceSlots(
  store: Pick<ServiceSlotStore, 'bookedCountsRange'>,
  holidays: PublicHolidayCalendar,
  site: Pick<DealerSite, 'slug' | 'locations'>,
  location: ServiceLocation,
  fromDate: string,
  now: Date,
  bookedHere?: ReadonlyMap<string, BookedCounts>,
): Promise<NextFreeServiceSlot[]> {
  const found: NextFreeServiceSlot[] = [];
  const here = nextFreeSlot(location, fromDate, bookedHere ?? (await windowBookings(store, site.slug, location, now)), now, holidays);
  if (here) found.push({ location: refOf(location), ...here });
  for (const other of serviceLocations(site.locations)) {
    if (other.id === location.id) continue;
    const there = nextFreeSlot(other, fromDate, await windowBookings(store, site.slug, other, now), now, holidays);
    if (there) found.push({ location: refOf(other), ...there });
  }
  return found;
}

/**
 * `GET /api/service/slots?location=&date=` (issue 13 'Slots a workshop can keep'): the free
 * drop-off times of a service location on a date (domain/service/service-slots), the dates of
 * its booking window that have room, and — when the date has none — the next free times here
 * and at the site's other service locations. Read in the location's time zone.
 */
export class GetServiceSlots implements UseCase<ServiceSlotsQuery, ServiceSlotsFailure, ServiceSlots> {
  readonly #clock: Clock;

  constructor(
    private readonly deps: {
      readonly slots: Pick<ServiceSlotStore, 'bookedCountsRange'>;
      /** The public holidays the times skip (issue 13), by the location's state. */
      readonly holidays: PublicHolidayCalendar;
      readonly clock?: Clock;
    },
  ) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute({ site, location: slug, date }: ServiceSlotsQuery): TaskEither<ServiceSlotsFailure, ServiceSlots> {
    return async () => {
      if (!isCalendarDate(date)) return E.left(serviceDateInvalid(date));
      const location = serviceLocationOf(site.locations, slug);
      if (!location) return E.left(serviceLocationNotFound(slug));
      const now = this.#clock.now();
      const booked = await windowBookings(this.deps.slots, site.slug, location, now);
      const day = freeServiceSlots(date, location, booked.get(date) ?? NO_BOOKINGS, now, this.deps.holidays);
      const next_free = day.slots.length > 0 ? [] : await nextFreeServiceSlots(this.deps.slots, this.deps.holidays, site, location, date, now, booked);
      return E.right({
        location: refOf(location),
        time_zone: serviceTimeZone(location),
        date,
        slots: day.slots,
        reason: day.reason,
        holiday: day.holiday,
        available_dates: availableServiceDates(location, booked, now, this.deps.holidays),
        next_free,
      });
    };
  }
}
