import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { timeZoneOfState } from '../../domain/locations/time-zone';
import { wallClockText, zonedDateTimeText } from '../../domain/locations/zoned-text';
import { reservationReference } from '../../domain/reservations/reservation-confirmation-email';
import { effectiveOrderStatus, garageServiceBookings, garageStatusLabel, garageTradeIns, type GarageServiceBookingRecord } from '../../domain/shoppers/garage';
import { SERVICE_CATEGORY } from '../../domain/service/service-booking-fields';
import { TRADE_IN_CATEGORY } from '../../domain/tradein/trade-in-flow';
import type { AcceptedTradeInOffers } from '../checkout/accepted-trade-in-offers.port';
import type { CarRepository } from '../inventory/car-repository.port';
import { holdTimeZone } from '../reservations/reserve-car.use-case';
import type { ReservationStatus } from '../reservations/reservation-repository.port';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { GarageOrderRecord, GarageRecords, GarageReservationRecord, GarageTestDriveRecord } from './garage-records.port';
import type { ShopperQuery } from './list-watchlist.use-case';
import { watchedCars } from './list-watchlist.use-case';
import type { GarageAnswer, GarageOrder, GarageReservation, GarageServiceBooking, GarageTestDrive } from './shopper-contract';
import type { ShopperLists } from './shopper-lists.port';
import { alertSettingsView, savedSearchView, sessionView, shopperView, signedInOn, SIGN_IN_REQUIRED_MESSAGE, type SignInRequired } from './shopper-lists-views';

/**
 * Choice: the reservations a garage lists — a deposit paid (paid; expired: the 48-hour hold ran
 * out after payment) or being paid (pending). Declined cards and abandoned payments are attempts,
 * not reservations.
 */
export const GARAGE_RESERVATION_STATUSES: readonly ReservationStatus[] = ['pending', 'paid', 'expired'];
/** The most records of each kind a garage reads (newest first). */
export const GARAGE_RECORD_LIMIT = 50;
/** Leads read to make up trade-ins and bookings: each is a chain of several leads (spec 2 §4). */
const GARAGE_LEAD_LIMIT = 500;

/** A car's name from its slug, for a reserved car the site no longer lists ('2021-toyota-corolla' → '2021 Toyota Corolla'). */
export function nameFromSlug(slug: string): string {
  const words = slug.split('-').filter((word) => word !== '');
  return words.length === 0 ? 'Reserved car' : words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
}

/**
 * `GET /api/garage` (issue 14 '/my-garage': 'the watchlist, saved searches, the shopper's
 * reservations, trade-in offers and service bookings found by their phone, and alert settings';
 * the accepted instant offers made to that phone, with the reference the online purchase takes;
 * 'A shopper can see … what the site holds about them (watchlist, alerts, sessions)'). Everything
 * is this site's: a shopper is a phone on one site, and the records are found by that phone
 * among this site's own.
 */
export class GetGarage implements UseCase<ShopperQuery, SignInRequired, GarageAnswer> {
  readonly #clock: Clock;

  constructor(
    private readonly deps: {
      readonly lists: ShopperLists;
      readonly records: GarageRecords;
      readonly cars: Pick<CarRepository, 'findById'>;
      readonly tradeInOffers: Pick<AcceptedTradeInOffers, 'byPhone'>;
      readonly clock?: Clock;
      /** Whether alert texts come from a number that takes replies (SMS_REPLY_NUMBER): the consent words then offer STOP. Default false. */
      readonly smsTakesReplies?: boolean;
    },
  ) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute(query: ShopperQuery): TaskEither<SignInRequired, GarageAnswer> {
    return async () => {
      const signedIn = signedInOn(query.site, query.shopper, SIGN_IN_REQUIRED_MESSAGE);
      if (E.isLeft(signedIn)) return signedIn;
      const { lists, records } = this.deps;
      const { site } = query;
      const id = signedIn.right.shopper_id;
      const shopper = await lists.shopper(id);
      // Deleted meanwhile (in another tab): signed out.
      if (!shopper) return E.left({ code: 'AUTH.SIGN_IN_REQUIRED', message: SIGN_IN_REQUIRED_MESSAGE });
      const [watchlist, searches, alerts, sessions, reservations, leads, orders, testDrives, acceptedOffers] = await Promise.all([
        watchedCars(this.deps, site, id),
        lists.savedSearches(id),
        lists.alertSettings(id),
        lists.sessions(id, this.#clock.now()),
        records.reservations(site.slug, shopper.phone, GARAGE_RESERVATION_STATUSES, GARAGE_RECORD_LIMIT),
        records.leadsByPhone(site.slug, shopper.phone, [TRADE_IN_CATEGORY, SERVICE_CATEGORY], GARAGE_LEAD_LIMIT),
        records.orders(site.slug, shopper.phone, GARAGE_RECORD_LIMIT),
        records.testDrives(site.slug, shopper.phone, GARAGE_RECORD_LIMIT),
        this.deps.tradeInOffers.byPhone(site.slug, shopper.phone, GARAGE_RECORD_LIMIT),
      ]);
      const serviceLeadIds = leads.filter((lead) => lead.user.category === SERVICE_CATEGORY).map((lead) => lead.lead_id);
      const slots = await records.serviceSlotsOf(site.slug, serviceLeadIds);
      return E.right({
        shopper: shopperView(shopper),
        watchlist,
        saved_searches: searches.map(savedSearchView),
        reservations: await this.#reservations(site, reservations),
        orders: await this.#orders(site, orders),
        test_drives: await this.#testDrives(site, testDrives),
        trade_ins: garageTradeIns(leads).slice(0, GARAGE_RECORD_LIMIT),
        accepted_trade_in_offers: acceptedOffers.map((o) => ({
          reference: o.reference,
          vehicle: o.description,
          amount: o.amount,
          valid_until: o.valid_until,
          accepted_at: o.accepted_at,
        })),
        service_bookings: garageServiceBookings(leads, slots)
          .slice(0, GARAGE_RECORD_LIMIT)
          .map((booking) => serviceBooking(site, booking)),
        alerts: alertSettingsView(alerts, site, this.deps.smsTakesReplies ?? false),
        sessions: sessions.map((session) => sessionView(session, signedIn.right.session_id)),
      });
    };
  }

  async #reservations(site: DealerSite, reservations: readonly GarageReservationRecord[]): Promise<GarageReservation[]> {
    const cars = await Promise.all(reservations.map((r) => this.deps.cars.findById(site.slug, r.car_id)));
    return reservations.map((r, i) => {
      const car = cars[i] ?? null;
      return {
        reservation_id: r.reservation_id,
        reference: reservationReference(r.reservation_id),
        car_name: car?.name ?? nameFromSlug(r.car_slug),
        car_slug: car?.slug ?? null,
        status: r.status,
        status_label: garageStatusLabel(r.status),
        deposit: r.deposit_cents / 100,
        created_at: r.created_at,
        // A hold that is over has no end to show.
        expires_at: r.status === 'expired' ? null : r.expires_at,
      };
    });
  }

  async #orders(site: DealerSite, orders: readonly GarageOrderRecord[]): Promise<GarageOrder[]> {
    const now = this.#clock.now();
    const cars = await Promise.all(orders.map((o) => this.deps.cars.findById(site.slug, o.car_id)));
    return orders.map((o, i) => {
      const car = cars[i] ?? null;
      const status = effectiveOrderStatus(o.status, o.hold_until, now);
      return {
        reference: o.reference,
        car_name: car?.name ?? nameFromSlug(o.car_slug),
        car_slug: car?.slug ?? null,
        status,
        status_label: garageStatusLabel(status),
        placed_at: o.placed_at,
        hold_until_text: status === 'placed' && o.hold_until ? zonedDateTimeText(new Date(o.hold_until), holdTimeZone(site, car)) : null,
        total: o.totals?.total ?? null,
        deposit: o.totals?.deposit ?? null,
        balance: o.totals?.balance ?? null,
        fulfilment: o.fulfilment,
      };
    });
  }

  async #testDrives(site: DealerSite, drives: readonly GarageTestDriveRecord[]): Promise<GarageTestDrive[]> {
    const cars = await Promise.all(drives.map((d) => this.deps.cars.findById(site.slug, d.car_id)));
    return drives.map((d, i) => {
      const car = cars[i] ?? null;
      const location = site.locations.find((l) => l.id === d.location_id) ?? null;
      // The slot is on the location's wall clock (migration 005): read in its zone, never the browser's.
      return {
        lead_id: d.lead_id,
        car_name: car?.name ?? 'The car you booked',
        car_slug: car?.slug ?? null,
        location: location?.name ?? null,
        when_text: wallClockText(d.date, d.time, timeZoneOfState(location?.address.state)),
        date: d.date,
        time: d.time,
      };
    });
  }
}

/** A booking with its location named as the site names it (a location since removed: null). */
function serviceBooking(site: Pick<DealerSite, 'locations'>, booking: GarageServiceBookingRecord): GarageServiceBooking {
  const where = booking.location;
  const location =
    where === null ? undefined : 'id' in where ? site.locations.find((l) => l.id === where.id) : site.locations.find((l) => l.slug === where.slug);
  return {
    lead_id: booking.lead_id,
    vehicle: booking.vehicle,
    location: location?.name ?? null,
    date: booking.date,
    time: booking.time,
    created_at: booking.created_at,
  };
}
