import { describe, expect, it } from 'vitest';
import { ANIMATION_MS, REFRESH_INTERVAL_MS, SALES_COUNTER_TITLE, salesThisMonth } from '../../../domain/sales-counter';

/** spec 2 §9 read literally: (day of month − 1) × 192 + floor(seconds since midnight / 450). */
const formula = (day: number, h: number, m: number, s: number) => (day - 1) * 192 + Math.floor((h * 3600 + m * 60 + s) / 450);

describe('sales counter at fixed Brisbane times (spec 2 §9)', () => {
  it.each([
    ['2026-03-01T00:00:00+10:00', 1, 0, 0, 0],
    ['2026-03-01T07:30:00+10:00', 1, 7, 30, 0],
    ['2026-03-10T09:15:42+10:00', 10, 9, 15, 42],
    ['2026-03-31T23:59:59+10:00', 31, 23, 59, 59],
  ])('at %s shows the formula value', (iso, day, h, m, s) => {
    expect(salesThisMonth(new Date(iso))).toBe(formula(day, h, m, s));
  });

  it('counts a UTC date that is already the next day in Brisbane as that next day', () => {
    // 2026-03-14T15:30:00Z is 01:30 on 15 March in Brisbane: day 15, 5,400 seconds.
    expect(salesThisMonth(new Date('2026-03-14T15:30:00Z'))).toBe(formula(15, 1, 30, 0));
    expect(formula(15, 1, 30, 0)).toBe(14 * 192 + 12);
    // 2026-03-31T14:00:00Z is midnight on 1 April in Brisbane: a new month starts at 0.
    expect(salesThisMonth(new Date('2026-03-31T14:00:00Z'))).toBe(0);
  });

  it('is titled Sales this Month, refreshes every 150000 ms and animates over 2 seconds', () => {
    expect(SALES_COUNTER_TITLE).toBe('Sales this Month');
    expect(REFRESH_INTERVAL_MS).toBe(150_000);
    expect(ANIMATION_MS).toBe(2_000);
  });
});
