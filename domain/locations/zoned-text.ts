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

/** Australian zones' abbreviations by UTC offset in minutes, for a runtime without time-zone names. */
const AUSTRALIAN_ABBREVIATIONS: Readonly<Record<number, string>> = { 480: 'AWST', 570: 'ACST', 600: 'AEST', 630: 'ACDT', 660: 'AEDT' };

/**
 * The abbreviation of a zone at an instant ('AEDT', 'AEST', 'ACST', 'AWST'), as Australians
 * write it beside a time: the runtime's own name, or from the offset where it names none.
 */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const named =
    new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
  if (/^[A-Z]{3,5}$/.test(named)) return named;
  const local = localDateTime(instant, timeZone);
  const offset = Math.round((Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000 - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
  return AUSTRALIAN_ABBREVIATIONS[offset] ?? named;
}

/** An instant on a zone's clock with the zone's abbreviation: 'Tuesday 2 December 2025 at 8:15am AEDT'. */
export function zonedDateTimeWithAbbreviation(instant: Date, timeZone: string): string {
  return `${zonedDateTimeText(instant, timeZone).replace(/ \([^)]*\)$/, '')} ${zoneAbbreviation(instant, timeZone)}`;
}
