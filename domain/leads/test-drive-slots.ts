import type { OpeningHour, SpecialHour } from '../dealer-site/dealer-site';
import { formatTime12 } from '../locations/opening-hours';
import { addDays, localDateTime } from '../locations/time-zone';
import { wallClockText } from '../locations/zoned-text';

/**
 * Test drive appointment times (issue 6: "appointment times looked up for the car and date;
 * only free slots offered"). The spec makes the date and time optional (spec 2 §2) and says
 * nothing of how times are offered; these rules are ours:
 *  - slots are 30 minutes, starting on the hour and half hour, inside the opening hours of
 *    the car's location on that date (a sales or 'all' special-hours entry replaces the
 *    weekly hours; a closed day has none); the last slot ends at closing time;
 *  - a slot must start at least an hour from now, in the location's time zone;
 *  - bookings are taken from today up to 60 days ahead;
 *  - a slot held by another test drive of the same car is not offered.
 */
export const SLOT_MINUTES = 30;
export const MIN_NOTICE_MINUTES = 60;
export const BOOKING_WINDOW_DAYS = 60;

export const SLOT_TAKEN_MESSAGE = 'Sorry, that test drive time has just been booked. Please choose another time.';
export const SLOT_UNAVAILABLE_MESSAGE = 'That time is not available for a test drive. Please choose one of the times offered.';
export const SLOT_TIME_REQUIRED_MESSAGE = 'Please choose a time for your test drive';
export const SLOT_DATE_REQUIRED_MESSAGE = 'Please choose a date for your test drive';

/** A slot as the form sends it: the location's calendar date and wall-clock start. */
export interface TestDriveSlot {
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** 'HH:MM', 24-hour */
  readonly time: string;
}

export interface SlotOption {
  /** 'HH:MM' */
  readonly time: string;
  /** '9:30am' (spec 2 §9: 12-hour times) */
  readonly label: string;
}

export interface SlotHours {
  readonly weekly: readonly OpeningHour[];
  readonly special?: readonly SpecialHour[];
  readonly timeZone: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** 'HH:MM' or 'HH:MM:SS' → minutes since midnight; null when unreadable. */
export function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec((time ?? '').trim());
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h <= 24 && m <= 59 ? h * 60 + m : null;
}

const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The open and close minutes of the location on `date`, or null when it is closed. */
export function openingSpanOn(date: string, hours: Pick<SlotHours, 'weekly' | 'special'>): { open: number; close: number } | null {
  const special = (hours.special ?? []).filter((s) => s.date.slice(0, 10) === date && (s.department === 'sales' || s.department === 'all'));
  const entry = special.find((s) => s.department === 'sales') ?? special[0];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const span = entry ? { status: entry.status, open: entry.start_hour, close: entry.end_hour } : hours.weekly.find((h) => h.weekday === weekday);
  if (!span || span.status !== 'open') return null;
  const open = minutesOf(span.open);
  const close = minutesOf(span.close);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

/** Why a date offers no slot, for the form's note. */
export type NoSlotsReason = 'closed' | 'past' | 'too-far' | 'fully-booked' | null;

export interface DaySlots {
  readonly date: string;
  readonly slots: readonly SlotOption[];
  readonly reason: NoSlotsReason;
}

/** The free slots of a date: the opening hours in 30-minute steps, minus past and held ones. */
export function freeSlots(date: string, hours: SlotHours, held: ReadonlySet<string>, now: Date): DaySlots {
  const local = localDateTime(now, hours.timeZone);
  if (date < local.date) return { date, slots: [], reason: 'past' };
  if (date > addDays(local.date, BOOKING_WINDOW_DAYS)) return { date, slots: [], reason: 'too-far' };
  const span = openingSpanOn(date, hours);
  if (!span) return { date, slots: [], reason: 'closed' };
  const earliest = date === local.date ? local.minutes + MIN_NOTICE_MINUTES : -1;
  const first = Math.ceil(span.open / SLOT_MINUTES) * SLOT_MINUTES;
  const slots: SlotOption[] = [];
  let upcoming = 0;
  for (let start = first; start + SLOT_MINUTES <= span.close; start += SLOT_MINUTES) {
    if (start < earliest) continue;
    upcoming++;
    const time = hhmm(start);
    if (!held.has(time)) slots.push({ time, label: formatTime12(time) });
  }
  if (slots.length > 0) return { date, slots, reason: null };
  return { date, slots, reason: upcoming > 0 ? 'fully-booked' : date === local.date ? 'past' : 'closed' };
}

/** The slot a test-drive lead asks for (user.test_drive_date, user.test_drive_time), if any. */
export function requestedSlot(user: Readonly<Record<string, unknown>>): { slot: TestDriveSlot | null; errors: Record<string, string> } {
  const date = typeof user.test_drive_date === 'string' ? user.test_drive_date.trim() : '';
  const time = typeof user.test_drive_time === 'string' ? user.test_drive_time.trim() : '';
  if (date === '' && time === '') return { slot: null, errors: {} };
  const errors: Record<string, string> = {};
  if (date === '') errors['user.test_drive_date'] = SLOT_DATE_REQUIRED_MESSAGE;
  else if (!isCalendarDate(date)) errors['user.test_drive_date'] = 'Please enter a date as YYYY-MM-DD';
  if (time === '') errors['user.test_drive_time'] = SLOT_TIME_REQUIRED_MESSAGE;
  else if (!TIME.test(time)) errors['user.test_drive_time'] = 'Please enter a time as HH:MM';
  return Object.keys(errors).length > 0 ? { slot: null, errors } : { slot: { date, time }, errors };
}

/** '9:30am Friday 4 July 2025' — how a booked slot reads in the lead. */
export function slotText(slot: TestDriveSlot): string {
  const day = new Date(`${slot.date}T00:00:00Z`).toLocaleDateString('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${formatTime12(slot.time)} ${day.replace(',', '')}`;
}

/**
 * A booked test drive as the shopper's thanks reads it: the car, when (the location's wall clock,
 * named by its zone) and where — 'the 2021 Mazda CX-5 on Tuesday 2 December 2025 at 10:00am
 * (Sydney time), at Harbour Motors Mazda'.
 */
export function testDriveBookingLine(carName: string, slot: TestDriveSlot, at: { readonly locationName: string; readonly timeZone: string }): string {
  return `the ${carName} on ${wallClockText(slot.date, slot.time, at.timeZone)}, at ${at.locationName}`;
}
