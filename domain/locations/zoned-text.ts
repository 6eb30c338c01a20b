import { DAY_NAMES, formatTime12 } from './opening-hours';
import { localDateTime } from './time-zone';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 'Australia/Sydney' → 'Sydney', 'Australia/Perth' → 'Perth': the city a zone is named after. */
export function zoneCityName(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/**
 * An instant as a shopper at a dealership reads it (issue 13 'Time zones'): the location's wall
 * clock, 'Monday 4 March 2030 at 11:00am (Sydney time)'.
 * Choices: the time in spec 2 §9's 12-hour style ('11:00am', as the opening hours); the zone named
 * by its city rather than 'AEDT'/'ACST' (a shopper in Perth reading a Sydney dealer's hold knows
 * 'Sydney time', and the words do not change with daylight saving or the browser's ICU data).
 * Built from localDateTime (Intl with the zone), so the server and the browser write the same text.
 */
export function zonedDateTimeText(instant: Date, timeZone: string): string {
  const local = localDateTime(instant, timeZone);
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
  const mm = String(local.minutes % 60).padStart(2, '0');
  return wallClockText(local.date, `${hh}:${mm}`, timeZone);
}

/**
 * A date and time already on a location's wall clock (a booked slot: 'YYYY-MM-DD', 'HH:MM') in
 * the same words as zonedDateTimeText: 'Tuesday 2 December 2025 at 10:00am (Sydney time)'.
 */
export function wallClockText(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${DAY_NAMES[weekday] ?? ''} ${day ?? ''} ${MONTH_NAMES[(month ?? 1) - 1] ?? ''} ${year ?? ''} at ${formatTime12(time)} (${zoneCityName(timeZone)} time)`;
}

