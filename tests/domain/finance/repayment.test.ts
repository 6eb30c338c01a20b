import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  amortisedPayment,
  calculateRepayment,
  financedAmount,
  FREQUENCIES,
  numberOfPayments,
  roundRepayment,
  roundWeeklyPayment,
  type FrequencyName,
  type RepaymentOptions,
} from '../../../domain/finance';

const repay = (options: RepaymentOptions) => {
  const result = calculateRepayment(options);
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

describe('repayment (spec 2 §9)', () => {
  it('frequencies: weekly 52, fortnightly 26, monthly 12; labels wk, fn, mo, yr', () => {
    expect(Object.values(FREQUENCIES).map((f) => [f.name, f.periodsPerYear, f.label])).toEqual([
      ['weekly', 52, 'wk'],
      ['fortnightly', 26, 'fn'],
      ['monthly', 12, 'mo'],
      ['yearly', 1, 'yr'],
    ]);
    expect(numberOfPayments(2.5, 'weekly')).toBe(130);
    expect(numberOfPayments(5, 'monthly')).toBe(60);
  });

  it('financed amount is amount minus deposit plus establishment fees', () => {
    expect(financedAmount({ amount: 30_000, deposit: 5_000, establishmentFees: 1_300 })).toBe(26_300);
  });

  it('$30,000 over 5 years at the default 12.94 %: $681.67 a month, $156.85 a week, $313.97 a fortnight', () => {
    const base = { amount: 30_000, termYears: 5, annualRatePercent: 12.94 };
    expect(repay({ ...base, frequency: 'monthly' }).payment).toBe(681.67);
    expect(repay({ ...base, frequency: 'weekly' }).payment).toBe(156.85);
    expect(repay({ ...base, frequency: 'fortnightly' }).payment).toBe(313.97);
  });

  it('a residual balloon lowers the payment and is added to the total', () => {
    const r = repay({ amount: 30_000, residual: 10_000, termYears: 5, annualRatePercent: 12.94, frequency: 'monthly' });
    expect(r.payment).toBe(562.28);
    expect(r.total).toBe(43_736.8); // 562.28 × 60 + 10,000
  });

  it('total of repayments = payment × number of payments + residual', () => {
    const r = repay({ amount: 30_000, deposit: 5_000, establishmentFees: 1_300, termYears: 5, annualRatePercent: 12.94, frequency: 'weekly' });
    expect(r.financed).toBe(26_300);
    expect(r.payment).toBe(137.5);
    expect(r.total).toBe(35_750); // 137.50 × 260
  });

  it('rate 0 gives (PV − FV) / n', () => {
    expect(repay({ amount: 24_000, termYears: 5, annualRatePercent: 0, frequency: 'monthly' }).payment).toBe(400);
    expect(amortisedPayment({ principal: 24_000, balloon: 6_000, ratePerPeriod: 0, periods: 60 })).toBe(300);
  });

  it('rounding modes: cents, up, whole dollars, and down when that keeps it under the threshold', () => {
    expect(roundRepayment(156.847, { kind: 'cents' })).toBe(156.85);
    expect(roundRepayment(156.01, { kind: 'up' })).toBe(157);
    expect(roundRepayment(156.000000001, { kind: 'up' })).toBe(156);
    expect(roundRepayment(156.5, { kind: 'whole-dollars' })).toBe(157);
    expect(roundRepayment(99.4, { kind: 'down-under-threshold', threshold: 100 })).toBe(99);
    expect(roundRepayment(98.2, { kind: 'down-under-threshold', threshold: 100 })).toBe(99);
    expect(roundRepayment(100.5, { kind: 'down-under-threshold', threshold: 100 })).toBe(101);
    expect(roundRepayment(100, { kind: 'down-under-threshold', threshold: 100 })).toBe(100);
  });

  it('weekly payments on the vehicle page are whole dollars (spec 1 §5)', () => {
    expect(roundWeeklyPayment(156.85)).toBe(157);
    expect(roundWeeklyPayment(156.49)).toBe(156);
  });

  it('rejects invalid input with Left, never throws', () => {
    const ok = { amount: 30_000, termYears: 5, annualRatePercent: 10, frequency: 'weekly' as const };
    expect(calculateRepayment({ ...ok, amount: -1 })).toMatchObject({ _tag: 'Left', left: { code: 'FINANCE.INVALID_INPUT', field: 'amount' } });
    expect(calculateRepayment({ ...ok, annualRatePercent: Number.NaN })).toMatchObject({ left: { field: 'annualRatePercent' } });
    expect(calculateRepayment({ ...ok, termYears: 0 })).toMatchObject({ left: { field: 'termYears' } });
    expect(calculateRepayment({ ...ok, frequency: 'daily' as FrequencyName })).toMatchObject({ left: { field: 'frequency' } });
  });

  const loan = fc.record({
    principal: fc.double({ min: 1_000, max: 500_000, noNaN: true }),
    balloonShare: fc.double({ min: 0, max: 1, noNaN: true }),
    annualRate: fc.double({ min: 0.01, max: 30, noNaN: true }),
    frequency: fc.constantFrom<FrequencyName>('weekly', 'fortnightly', 'monthly'),
    termYears: fc.integer({ min: 2, max: 14 }).map((half) => half / 2),
  });

  it('payments and the discounted balloon repay the financed amount (present value within a cent)', () => {
    fc.assert(
      fc.property(loan, ({ principal, balloonShare, annualRate, frequency, termYears }) => {
        const balloon = principal * balloonShare;
        const r = annualRate / 100 / FREQUENCIES[frequency].periodsPerYear;
        const n = numberOfPayments(termYears, frequency);
        const p = amortisedPayment({ principal, balloon, ratePerPeriod: r, periods: n });
        let presentValue = 0;
        let discount = 1;
        for (let k = 1; k <= n; k++) {
          discount /= 1 + r;
          presentValue += p * discount;
        }
        presentValue += balloon * discount;
        expect(Math.abs(presentValue - principal)).toBeLessThan(0.01);
      }),
    );
  });

  it('the payment rises with the rate', () => {
    fc.assert(
      fc.property(loan, fc.double({ min: 0.01, max: 10, noNaN: true }), ({ principal, balloonShare, annualRate, frequency, termYears }, extra) => {
        const n = numberOfPayments(termYears, frequency);
        const per = FREQUENCIES[frequency].periodsPerYear;
        const at = (rate: number) => amortisedPayment({ principal, balloon: principal * balloonShare, ratePerPeriod: rate / 100 / per, periods: n });
        expect(at(annualRate + extra)).toBeGreaterThan(at(annualRate));
      }),
    );
  });

  it('the payment falls with the term (balloon below the financed amount)', () => {
    fc.assert(
      fc.property(loan, fc.integer({ min: 1, max: 6 }), ({ principal, balloonShare, annualRate, frequency, termYears }, extraHalves) => {
        fc.pre(balloonShare < 0.999);
        const per = FREQUENCIES[frequency].periodsPerYear;
        const at = (years: number) =>
          amortisedPayment({
            principal,
            balloon: principal * balloonShare,
            ratePerPeriod: annualRate / 100 / per,
            periods: numberOfPayments(years, frequency),
          });
        expect(at(termYears + extraHalves / 2)).toBeLessThan(at(termYears));
      }),
    );
  });

  it('rate 0 gives (PV − FV) / n for any loan', () => {
    fc.assert(
      fc.property(loan, ({ principal, balloonShare, frequency, termYears }) => {
        const n = numberOfPayments(termYears, frequency);
        const balloon = principal * balloonShare;
        expect(amortisedPayment({ principal, balloon, ratePerPeriod: 0, periods: n })).toBeCloseTo((principal - balloon) / n, 9);
      }),
    );
  });

  it('a tiny rate gives almost the rate-0 payment (no loss of precision)', () => {
    fc.assert(
      fc.property(loan, ({ principal, balloonShare, frequency, termYears }) => {
        const n = numberOfPayments(termYears, frequency);
        const balloon = principal * balloonShare;
        const tiny = amortisedPayment({ principal, balloon, ratePerPeriod: 1e-12, periods: n });
        expect(Math.abs(tiny - (principal - balloon) / n)).toBeLessThan(0.01);
      }),
    );
  });

  it('the rounded payment is within a dollar of the exact one, and up never rounds below it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (p) => {
        for (const mode of [{ kind: 'cents' }, { kind: 'up' }, { kind: 'whole-dollars' }, { kind: 'down-under-threshold', threshold: 100 }] as const) {
          expect(Math.abs(roundRepayment(p, mode) - p)).toBeLessThanOrEqual(1);
        }
        expect(roundRepayment(p, { kind: 'up' })).toBeGreaterThanOrEqual(roundRepayment(p, { kind: 'cents' }));
      }),
    );
  });
});
