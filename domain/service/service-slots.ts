import type { BlockedTime, SiteLocation, SpecialHour, WorkshopSettings } from '../dealer-site/dealer-site';
import { isCalendarDate, minutesOf } from '../leads/test-drive-slots';
import { departmentHours } from '../locations/departments';
import { formatTime12 } from '../locations/opening-hours';
import { addDays, localDateTime, timeZoneOfState, zonedInstant } from '../locations/time-zone';
import { SERVICE_CATEGORY, SERVICE_FIELDS } from './service-booking-fields';
import { isWholeDay, publicHolidayName, type PublicHolidayCalendar } from './public-holidays';

/**
 * issue 13 'Slots a workshop can keep' (spec 2 §2 'Service booking', §3 Service booking fields,
 * Opening hour and Special hours entries): the drop-off times a service location offers on a
 * date. The spec gives a Preferred Service Date only; the times, capacities and notice are the
 * issue's, configured per location (SiteLocation.service, WorkshopSettings). The rules:
 *  - times every `slot_minutes` from the service department's opening on that date (its own
 *    week, else the location's; a special-hours entry for 'service' — else for 'all' — replaces
 *    the week on its date, spec 2 §3), the last one ending by closing time;
 *  - none on a public holiday of the location's state (the PublicHolidayCalendar port of
 *    domain/service/public-holidays.ts, passed in by the caller; an evening holiday closes the
 *    rest of its day). Choice: a holiday wins over a special-hours
 *    'open' entry — the issue says "skips the state's public holidays";
 *  - none overlapping a blocked time ([start, end) of its weekday or date);
 *  - none under `min_notice_hours` from now, none in the past, none after the location's today
 *    plus `booking_window_days`;
 *  - a time takes `capacity_per_slot` bookings and the day `capacity_per_day` (null: no limit).
 * Every "now" and "today" is the location's wall clock (domain/locations/time-zone.ts), with
 * daylight saving: the notice is measured between instants, so the changeover day is exact, and a
 * time the clocks skip on the spring-forward night is never offered.
 */

/** The location fields the slot rules read. */
export type ServiceSlotLocation = Pick<SiteLocation, 'address' | 'contact_detail' | 'location_type'> &
  Partial<Pick<SiteLocation, 'special_hours' | 'department_hours' | 'location_subtype'>> & { readonly service?: WorkshopSettings | null };

/** A drop-off time offered: 'HH:MM', its spec 2 §9 12-hour label, and the bookings it still takes. */
export interface ServiceSlotOption {
  readonly time: string;
  readonly label: string;
  readonly remaining: number;
}

/** Why a date offers no time, for the form's note; null when it offers some. */
export type ServiceNoSlotsReason = 'closed' | 'holiday' | 'past' | 'too-far' | 'fully-booked' | null;

export interface ServiceDaySlots {
  readonly date: string;
  /** The free times, earliest first. */
  readonly slots: readonly ServiceSlotOption[];
  readonly reason: ServiceNoSlotsReason;
  /** The state's public holiday on the date ('Christmas Day'), also when it closes only the evening; else null. */
  readonly holiday: string | null;
}

/** The bookings a location holds on one date: per drop-off time ('HH:MM') and in all. */
export interface BookedCounts {
  readonly perTime: ReadonlyMap<string, number>;
  readonly day: number;
}

export const NO_BOOKINGS: BookedCounts = { perTime: new Map(), day: 0 };

/** A free time with its date, for "the next free time". */
export interface FreeServiceSlot {
  readonly date: string;
  readonly time: string;
  readonly label: string;
}

export const SERVICE_SLOT_TAKEN_MESSAGE = 'Sorry, that time has just been booked. Please choose another time.';
export const SERVICE_SLOT_UNAVAILABLE_MESSAGE = 'That time is not available for a service booking. Please choose one of the times offered.';
export const SERVICE_TIME_REQUIRED_MESSAGE = 'Please choose a time for your service';
export const SERVICE_DATE_REQUIRED_MESSAGE = 'Please choose a date for your service';
export const SERVICE_LOCATION_REQUIRED_MESSAGE = 'Please choose where you would like your vehicle serviced';
export const SERVICE_LOCATION_UNAVAILABLE_MESSAGE = 'That location does not take service bookings. Please choose another location.';
export const DATE_FORMAT_MESSAGE = 'Please enter a date as YYYY-MM-DD';
export const TIME_FORMAT_MESSAGE = 'Please enter a time as HH:MM';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HOUR_MS = 3_600_000;

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The IANA zone of the location (its state's). */
export function serviceTimeZone(location: Pick<SiteLocation, 'address'>): string {
  return timeZoneOfState(location.address.state);
}

/** The first and last dates a location takes bookings for, as of `now` (its today, and today + booking_window_days). */
export function bookingWindow(
  location: Pick<SiteLocation, 'address'> & { readonly service?: WorkshopSettings | null },
  now: Date,
): { readonly from: string; readonly to: string } {
  const today = localDateTime(now, serviceTimeZone(location)).date;
  return { from: today, to: addDays(today, location.service?.booking_window_days ?? 0) };
}

/** True when the clocks at `timeZone` show `minutes` on `date`: false for a time skipped when they spring forward. */
export function wallTimeExists(date: string, minutes: number, timeZone: string): boolean {
  const local = localDateTime(new Date(zonedInstant(date, minutes, timeZone)), timeZone);
  return local.date === date && local.minutes === minutes;
}

const changeDays = new Map<string, boolean>();
/** A window scan asks of the same few hundred dates on every request; the cache is bounded all the same. */
const MAX_CHANGE_DAYS = 8192;

/** True when the clocks at `timeZone` change on `date` (its day is not 24 hours long); remembered, a scan asks it of every date. */
function clocksChangeOn(date: string, timeZone: string): boolean {
  const key = `${timeZone} ${date}`;
  const known = changeDays.get(key);
  if (known !== undefined) return known;
  const changes = zonedInstant(addDays(date, 1), 0, timeZone) - zonedInstant(date, 0, timeZone) !== 24 * HOUR_MS;
  if (changeDays.size >= MAX_CHANGE_DAYS) changeDays.clear();
  changeDays.set(key, changes);
  return changes;
}

/**
 * The service department's open and close minutes on `date`, or null when it is closed: a
 * special entry for 'service' (before one for 'all') replaces the week (spec 2 §3).
 */
export function serviceSpanOn(date: string, location: ServiceSlotLocation): { readonly open: number; readonly close: number } | null {
  const special: readonly SpecialHour[] = (location.special_hours ?? []).filter((s) => s.date.slice(0, 10) === date);
  const entry = special.find((s) => s.department === 'service') ?? special.find((s) => s.department === 'all');
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const span = entry
    ? { status: entry.status, open: entry.start_hour, close: entry.end_hour }
    : departmentHours(location, 'service').find((h) => h.weekday === weekday);
  if (!span || span.status !== 'open') return null;
  const open = minutesOf(span.open);
  const close = minutesOf(span.close);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

/** The blocked times of a date (its own and its weekday's), as [from, to) minutes. */
function blockedSpansOn(date: string, blocked: readonly BlockedTime[]): readonly (readonly [number, number])[] {
  if (blocked.length === 0) return [];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const spans: (readonly [number, number])[] = [];
  for (const b of blocked) {
    const applies = (b.date != null && b.date.slice(0, 10) === date) || (b.weekday != null && b.weekday === weekday);
    const from = minutesOf(b.start);
    const to = minutesOf(b.end);
    if (applies && from !== null && to !== null) spans.push([from, to]);
  }
  return spans;
}

const overlaps = (start: number, length: number, spans: readonly (readonly [number, number])[]): boolean =>
  spans.some(([from, to]) => start < to && start + length > from);

/**
 * The times the workshop takes drop-offs on `date` by its hours, holidays and blocked times
 * alone (no clock, no bookings), with the day's holiday (from `holidays`, by the location's state).
 */
export function workshopTimesOn(
  date: string,
  location: ServiceSlotLocation,
  holidays: PublicHolidayCalendar,
): { readonly times: readonly number[]; readonly holiday: string | null; readonly closedBy: 'closed' | 'holiday' | null } {
  const workshop = location.service;
  const holiday = holidays.on(location.address.state, date);
  if (!workshop) return { times: [], holiday: holiday?.name ?? null, closedBy: 'closed' };
  if (holiday && isWholeDay(holiday)) return { times: [], holiday: holiday.name, closedBy: 'holiday' };
  const span = serviceSpanOn(date, location);
  if (!span) return { times: [], holiday: holiday?.name ?? null, closedBy: 'closed' };
  const length = workshop.slot_minutes;
  const times: number[] = [];
  let cutByHoliday = false;
  // Daylight saving: on the spring-forward day (October: 2am → 3am; Adelaide too) a time the
  // clocks skip is never offered — no shopper can drop a car off at 2:30am that night.
  const timeZone = serviceTimeZone(location);
  const skips = clocksChangeOn(date, timeZone);
  // Choice: drop-offs start at opening time (7:45 opens at 7:45), not on a clock grid.
  const blocked = blockedSpansOn(date, workshop.blocked);
  for (let start = span.open; start + length <= span.close; start += length) {
    if (overlaps(start, length, blocked)) continue;
    if (skips && !wallTimeExists(date, start, timeZone)) continue;
    if (holiday && start + length > holiday.fromMinutes) {
      cutByHoliday = true;
      continue;
    }
    times.push(start);
  }
  return { times, holiday: holiday?.name ?? null, closedBy: times.length > 0 ? null : cutByHoliday ? 'holiday' : 'closed' };
}

/** What one read of the slots knows of the clock: the location's zone and today, and the notice's earliest instant and its date. */
interface SlotClock {
  readonly timeZone: string;
  readonly today: string;
  /** The booking window's last date (today + booking_window_days). */
  readonly last: string;
  readonly earliest: number;
  readonly earliestDate: string;
}

function slotClockOf(location: Pick<SiteLocation, 'address'>, workshop: WorkshopSettings, now: Date): SlotClock {
  const timeZone = serviceTimeZone(location);
  const earliest = now.getTime() + workshop.min_notice_hours * HOUR_MS;
  const today = localDateTime(now, timeZone).date;
  return { timeZone, today, last: addDays(today, workshop.booking_window_days), earliest, earliestDate: localDateTime(new Date(earliest), timeZone).date };
}

/**
 * The day's free times under a clock read once (a scan over the window reads it once, not once a
 * day); at most `limit` of them (a scan asking "any?" stops at the first).
 */
function slotsOn(
  date: string,
  location: ServiceSlotLocation & { readonly service: WorkshopSettings },
  booked: BookedCounts,
  clock: SlotClock,
  holidays: PublicHolidayCalendar,
  limit: number,
): ServiceDaySlots {
  const workshop = location.service;
  if (date < clock.today) return { date, slots: [], reason: 'past', holiday: publicHolidayName(holidays, location.address.state, date) };
  if (date > clock.last) return { date, slots: [], reason: 'too-far', holiday: publicHolidayName(holidays, location.address.state, date) };
  const { times, holiday, closedBy } = workshopTimesOn(date, location, holidays);
  if (closedBy) return { date, slots: [], reason: closedBy, holiday };

  // Wall-clock dates after the notice's own date are wholly ahead of it (no changeover is at midnight).
  const upcoming = date > clock.earliestDate ? times : times.filter((start) => zonedInstant(date, start, clock.timeZone) >= clock.earliest);
  if (upcoming.length === 0) return { date, slots: [], reason: 'past', holiday };

  const dayLeft = workshop.capacity_per_day === null ? Number.POSITIVE_INFINITY : workshop.capacity_per_day - booked.day;
  const slots: ServiceSlotOption[] = [];
  if (dayLeft > 0) {
    for (const start of upcoming) {
      const time = hhmm(start);
      const remaining = Math.min(workshop.capacity_per_slot - (booked.perTime.get(time) ?? 0), dayLeft);
      if (remaining > 0) slots.push({ time, label: formatTime12(time), remaining });
      if (slots.length >= limit) break;
    }
  }
  return { date, slots, reason: slots.length > 0 ? null : 'fully-booked', holiday };
}

/** The day's free drop-off times at the location, as of `now`, given the bookings it holds that day and the public holidays. */
export function freeServiceSlots(
  date: string,
  location: ServiceSlotLocation,
  booked: BookedCounts,
  now: Date,
  holidays: PublicHolidayCalendar,
): ServiceDaySlots {
  const workshop = location.service;
  if (!isCalendarDate(date) || !workshop) return { date, slots: [], reason: 'closed', holiday: null };
  return slotsOn(date, { ...location, service: workshop }, booked, slotClockOf(location, workshop, now), holidays, Number.POSITIVE_INFINITY);
}

/** Every date of the booking window, from the location's today. */
export function windowDates(location: Pick<SiteLocation, 'address'> & { readonly service?: WorkshopSettings | null }, now: Date): string[] {
  const { from, to } = bookingWindow(location, now);
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The bookings of a date in a range lookup: none when the date is not in it. */
const bookedOn = (booked: ReadonlyMap<string, BookedCounts>, date: string): BookedCounts => booked.get(date) ?? NO_BOOKINGS;

/** The dates of the booking window with at least one free time (for the date picker). */
export function availableServiceDates(
  location: ServiceSlotLocation,
  booked: ReadonlyMap<string, BookedCounts>,
  now: Date,
  holidays: PublicHolidayCalendar,
): string[] {
  const workshop = location.service;
  if (!workshop) return [];
  const clock = slotClockOf(location, workshop, now);
  const withWorkshop = { ...location, service: workshop };
  return windowDates(location, now).filter((date) => slotsOn(date, withWorkshop, bookedOn(booked, date), clock, holidays, 1).slots.length > 0);
}

/**
 * The first free time at the location on `fromDate` or after (from its today when `fromDate` is
 * past), within its booking window; null when none.
 */
export function nextFreeSlot(
  location: ServiceSlotLocation,
  fromDate: string,
  booked: ReadonlyMap<string, BookedCounts>,
  now: Date,
  holidays: PublicHolidayCalendar,
): FreeServiceSlot | null {
  const workshop = location.service;
  if (!workshop) return null;
  const clock = slotClockOf(location, workshop, now);
  const withWorkshop = { ...location, service: workshop };
  const { from, to } = bookingWindow(location, now);
  for (let date = isCalendarDate(fromDate) && fromDate > from ? fromDate : from; date <= to; date = addDays(date, 1)) {
    const first = slotsOn(date, withWorkshop, bookedOn(booked, date), clock, holidays, 1).slots[0];
    if (first) return { date, time: first.time, label: first.label };
  }
  return null;
}

/** The slot a Service Booking lead asks for: the location's slug, its date and its drop-off time. */
export interface RequestedServiceSlot {
  readonly location: string;
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** 'HH:MM' */
  readonly time: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The slot a lead asks for (spec 2 §3 'Preferred Service Date' with our 'Preferred Service Time'
 * and 'location'), or none: only a Service Booking lead books a time, and only when it names a
 * date or a time (an earlier step without them saves as usual). A date without a time, a time
 * without a date, or either without a location is refused with the field's message, as a test
 * drive's is (choice: a time with no place cannot be held).
 */
export function requestedServiceSlot(user: Readonly<Record<string, unknown>>): {
  readonly slot: RequestedServiceSlot | null;
  readonly errors: Record<string, string>;
} {
  if (user.category !== SERVICE_CATEGORY) return { slot: null, errors: {} };
  const date = text(user[SERVICE_FIELDS.date]);
  const time = text(user[SERVICE_FIELDS.time]);
  const location = text(user[SERVICE_FIELDS.location]);
  if (date === '' && time === '') return { slot: null, errors: {} };
  const errors: Record<string, string> = {};
  const path = (field: string) => `user.${field}`;
  if (date === '') errors[path(SERVICE_FIELDS.date)] = SERVICE_DATE_REQUIRED_MESSAGE;
  else if (!isCalendarDate(date)) errors[path(SERVICE_FIELDS.date)] = DATE_FORMAT_MESSAGE;
  if (time === '') errors[path(SERVICE_FIELDS.time)] = SERVICE_TIME_REQUIRED_MESSAGE;
  else if (!TIME.test(time)) errors[path(SERVICE_FIELDS.time)] = TIME_FORMAT_MESSAGE;
  if (location === '') errors[path(SERVICE_FIELDS.location)] = SERVICE_LOCATION_REQUIRED_MESSAGE;
  return Object.keys(errors).length > 0 ? { slot: null, errors } : { slot: { location, date, time }, errors };
}

/** A location of the site that takes service bookings (visible, with workshop settings), by slug. */
export function serviceLocationOf<L extends Pick<SiteLocation, 'slug' | 'visible'> & { readonly service?: WorkshopSettings | null }>(
  locations: readonly L[],
  slug: string,
): (L & { readonly service: WorkshopSettings }) | null {
  const found = locations.find((l) => l.slug === slug && l.visible && l.service);
  return found ? (found as L & { readonly service: WorkshopSettings }) : null;
}

/** The site's locations that take service bookings, in the site's order. */
export function serviceLocations<L extends Pick<SiteLocation, 'visible'> & { readonly service?: WorkshopSettings | null }>(
  locations: readonly L[],
): (L & { readonly service: WorkshopSettings })[] {
  return locations.filter((l): l is L & { readonly service: WorkshopSettings } => l.visible && Boolean(l.service));
}
