/**
 * spec 2 §2, §9 'Sales this Month': a counter computed from Brisbane time. Brisbane keeps
 * UTC+10 all year (Queensland has no daylight saving), so the wall clock is computed by a
 * fixed offset rather than by time-zone data.
 */
export const SALES_COUNTER_TITLE = 'Sales this Month';
export const BRISBANE_UTC_OFFSET_MS = 10 * 3_600_000;
/** spec 2 §9: sales per day of month. */
export const SALES_PER_DAY = 192;
/** spec 2 §9: one sale per 450 seconds (86,400 / 450 = 192 a day). */
export const SECONDS_PER_SALE = 450;
/** spec 2 §9: refresh every 150,000 ms, animate over 2 seconds. */
export const REFRESH_INTERVAL_MS = 150_000;
export const ANIMATION_MS = 2_000;

export interface BrisbaneClock {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  /** 1–31. */
  readonly dayOfMonth: number;
  /** Whole seconds since Brisbane midnight, 0–86,399. */
  readonly secondsSinceMidnight: number;
}

/** The Brisbane wall clock at an instant. */
export function brisbaneClock(instant: Date): BrisbaneClock {
  const local = new Date(instant.getTime() + BRISBANE_UTC_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    dayOfMonth: local.getUTCDate(),
    secondsSinceMidnight: local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds(),
  };
}

/** spec 2 §9: (day of month − 1) × 192 + floor(seconds since midnight / 450), Brisbane time. */
export function salesThisMonth(instant: Date): number {
  const { dayOfMonth, secondsSinceMidnight } = brisbaneClock(instant);
  return (dayOfMonth - 1) * SALES_PER_DAY + Math.floor(secondsSinceMidnight / SECONDS_PER_SALE);
}
