import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brisbaneClock, salesThisMonth } from '../../../domain/sales-counter';

/** Brisbane wall clock from the IANA zone, as an independent oracle. */
function brisbaneByIntl(instant: Date): { year: number; month: number; day: number; seconds: number } {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Brisbane',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), seconds: part('hour') * 3600 + part('minute') * 60 + part('second') };
}

// Queensland's last daylight-saving trial ended in March 1992; from then on Brisbane is UTC+10.
const SINCE_1993 = new Date('1993-01-01T00:00:00Z').getTime();
const UNTIL_2200 = new Date('2200-01-01T00:00:00Z').getTime();
const anInstant = fc.integer({ min: SINCE_1993, max: UNTIL_2200 }).map((ms) => new Date(ms));

describe('sales counter (spec 2 §9)', () => {
  it('is 0 at Brisbane midnight on the 1st (14:00 UTC the day before)', () => {
    expect(salesThisMonth(new Date('2025-05-31T14:00:00Z'))).toBe(0);
    expect(salesThisMonth(new Date('2025-06-01T13:59:59Z'))).toBe(191);
  });

  it('is (day − 1) × 192 + floor(seconds / 450): noon on the 15th is 14 × 192 + 96 = 2784', () => {
    expect(salesThisMonth(new Date('2025-06-15T02:00:00Z'))).toBe(2784);
    expect(salesThisMonth(new Date('2025-06-15T02:07:29Z'))).toBe(2784);
    expect(salesThisMonth(new Date('2025-06-15T02:07:30Z'))).toBe(2785);
  });

  it('matches the formula on the Australia/Brisbane wall clock for any instant', () => {
    fc.assert(
      fc.property(anInstant, (instant) => {
        const wall = brisbaneByIntl(instant);
        expect(salesThisMonth(instant)).toBe((wall.day - 1) * 192 + Math.floor(wall.seconds / 450));
        expect(brisbaneClock(instant)).toMatchObject({ year: wall.year, month: wall.month, dayOfMonth: wall.day, secondsSinceMidnight: wall.seconds });
      }),
    );
  });

  it('never decreases within a Brisbane month', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: 0, max: 31 * 86_400_000 }), (first, gap) => {
        const later = new Date(first.getTime() + gap);
        const a = brisbaneClock(first);
        const b = brisbaneClock(later);
        fc.pre(a.year === b.year && a.month === b.month);
        expect(salesThisMonth(later)).toBeGreaterThanOrEqual(salesThisMonth(first));
      }),
    );
  });
});
