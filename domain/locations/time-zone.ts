/**
 * Local time at a dealership. Opening hours (spec 2 §3) are the location's wall-clock times,
 * so "is this slot still ahead of us" is asked in the location's time zone, not the server's.
 */

/** The IANA zone of each Australian state and territory (choice: ACT follows Sydney, TAS Hobart). */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  NT: 'Australia/Darwin',
};

/** spec 2 §9 (sales counter): Brisbane, when a location's state is unknown. */
export const DEFAULT_TIME_ZONE = 'Australia/Brisbane';

export function timeZoneOfState(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? '').trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

export interface LocalDateTime {
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** Minutes since local midnight. */
  readonly minutes: number;
}

// One formatter per zone: making one costs far more than using it, and a results page asks per card.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of `instant` in `timeZone`. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const MINUTE_MS = 60_000;

/**
 * The instant of a wall-clock time at `timeZone` (for the notice across daylight saving). A time
 * the clocks skip (2:30am on the spring-forward night) has none: it comes out an hour early
 * (1:30am), so workshopTimesOn leaves such times out (wallTimeExists). A time the clocks show
 * twice (2:30am on the fall-back night) reads as one of the two.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const local = localDateTime(new Date(guess), timeZone);
    const diff = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE_MS - wall;
    if (diff === 0) return guess;
    guess -= diff;
  }
  return guess;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** ISO 8601 with the zone's offset at that instant, to the second: '2026-03-02T20:15:30+11:00'. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const local = localDateTime(instant, timeZone);
  const seconds = instant.getUTCSeconds();
  // Every Australian (and every current) offset is whole minutes, so the seconds are the instant's own.
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  const offset = Math.round((Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE_MS + seconds * 1000 - wholeSecond) / MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local.date}T${two(Math.floor(local.minutes / 60))}:${two(local.minutes % 60)}:${two(seconds)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
