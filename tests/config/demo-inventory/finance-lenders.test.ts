import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeLenders, repayment } from '../../../config/demo-inventory/finance-lenders';
import { Rng } from '../../../config/demo-inventory/prng';

describe('finance lender records (spec 2 §3)', () => {
  it('payments and balloon repay the financed amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 200_000 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 7 }),
        fc.double({ min: 0, max: 0.4, noNaN: true }),
        (principal, ratePercent, years, balloonShare) => {
          const n = years * 12;
          const r = ratePercent / 100 / 12;
          const balloon = principal * balloonShare;
          const payment = repayment(principal, r, n, balloon);
          let presentValue = balloon / (1 + r) ** n;
          for (let k = 1; k <= n; k++) presentValue += payment / (1 + r) ** k;
          expect(presentValue).toBeCloseTo(principal, 4);
        },
      ),
    );
  });

  it('a zero rate spreads the amount less the balloon evenly', () => {
    expect(repayment(12_000, 0, 12, 2_400)).toBe(800);
  });

  it('the record is keyed by the provider, weekly payments in whole dollars', () => {
    let found = 0;
    for (let seed = 0; seed < 50; seed++) {
      const lenders = financeLenders(new Rng(seed), { provider: 'Angle', price: 40_990, year: 2023, nowYear: 2026, carType: 'used', make: 'Mazda' });
      if (lenders === undefined) continue;
      found += 1;
      expect(Object.keys(lenders)).toEqual(['Angle']);
      const lender = lenders['Angle'];
      expect(Number.isInteger(lender?.paymentWeek)).toBe(true);
      expect(lender?.totalPayable).toBeGreaterThan(40_990 - (lender?.deposit ?? 0));
      expect(lender?.disclaimer === null || (lender?.disclaimer ?? '').length > 197).toBe(true);
    }
    expect(found).toBeGreaterThan(35);
  });

  it('no quote at a price of 500 or less, nor from Taurus for a vehicle 12 or more years old (spec 2 §4)', () => {
    for (let seed = 0; seed < 30; seed++) {
      expect(financeLenders(new Rng(seed), { provider: 'Manual', price: 500, year: 2024, nowYear: 2026, carType: 'used', make: 'Kia' })).toBeUndefined();
      expect(financeLenders(new Rng(seed), { provider: 'Taurus', price: 9_990, year: 2014, nowYear: 2026, carType: 'used', make: 'Kia' })).toBeUndefined();
    }
  });

  it('Nissan Finance offers promotional rates on new Nissans', () => {
    const rates: number[] = [];
    for (let seed = 0; seed < 40; seed++) {
      const lender = financeLenders(new Rng(seed), { provider: 'Nissan Finance', price: 59_990, year: 2026, nowYear: 2026, carType: 'new', make: 'Nissan' })?.[
        'Nissan Finance'
      ];
      if (lender?.interestRate != null) rates.push(lender.interestRate);
    }
    expect(Math.max(...rates)).toBeLessThan(6.6);
  });
});
