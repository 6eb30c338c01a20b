import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorProfile, comparisonRate, comparisonRateInUse, readCalculatorField } from '../../../domain/finance';

const taurus = calculatorProfile({ provider: 'Taurus' });
const base = calculatorProfile();

describe('the comparison rate of the rate in use', () => {
  it('is the interest rate itself when the loan has no fees', () => {
    expect(comparisonRate({ annualRatePercent: 7.5 })).toBe(7.5);
    expect(comparisonRate({ annualRatePercent: 12.94 })).toBe(12.94);
  });

  it('counts financed and monthly fees on the $30,000 5-year example loan', () => {
    // $31,300 at 7.5% over 60 months is $627.19 a month; 60 of those are worth $30,000 at 9.30% p.a.
    expect(comparisonRate({ annualRatePercent: 7.5, upfrontFees: 1_300 })).toBeCloseTo(9.3, 1);
    expect(comparisonRate({ annualRatePercent: 7.5, upfrontFees: 1_300, monthlyFees: 8 })).toBeGreaterThan(
      comparisonRate({ annualRatePercent: 7.5, upfrontFees: 1_300 }),
    );
  });

  it('rises with the interest rate and never falls below it (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 25, noNaN: true }), fc.double({ min: 0, max: 5_000, noNaN: true }), (rate, fee) => {
        const at = comparisonRate({ annualRatePercent: rate, upfrontFees: fee });
        expect(at).toBeGreaterThanOrEqual(Math.round(rate * 100) / 100 - 0.01);
        expect(comparisonRate({ annualRatePercent: rate + 1, upfrontFees: fee })).toBeGreaterThan(at);
      }),
    );
  });

  it("is the lender's quoted figure at the lender's rate, and worked out again for any other rate", () => {
    const lender = { interestRate: 7.59, comparisonRate: 8.61, establishmentFees: 1_300 };
    expect(comparisonRateInUse({ interestRate: 7.59, profile: taurus, lender })).toBe(8.61);
    // The shopper typed 0: the calculator uses Taurus's minimum 7.5 %, and shows that rate's comparison rate.
    const used = readCalculatorField({ field: 'interest', text: '0', profile: taurus }).value;
    expect(used).toBe(7.5);
    expect(comparisonRateInUse({ interestRate: used, profile: taurus, lender })).toBe(comparisonRate({ annualRatePercent: 7.5, upfrontFees: 1_300 }));
    expect(comparisonRateInUse({ interestRate: 14.5, profile: taurus, lender })).toBe(comparisonRate({ annualRatePercent: 14.5, upfrontFees: 1_300 }));
    // Without a car, the profile's fees: none on the base profile.
    expect(comparisonRateInUse({ interestRate: 12.94, profile: base })).toBe(12.94);
  });
});

describe('a clamped calculator entry is never silent', () => {
  it('says the allowed interest range and the rate now used (Taurus 7.5–14.5 %)', () => {
    expect(readCalculatorField({ field: 'interest', text: '0', profile: taurus })).toEqual({
      value: 7.5,
      clamped: true,
      message: 'Interest rate must be 7.5% to 14.5% p.a.: using 7.5%',
    });
    expect(readCalculatorField({ field: 'interest', text: '45', profile: taurus }).message).toBe('Interest rate must be 7.5% to 14.5% p.a.: using 14.5%');
    expect(readCalculatorField({ field: 'interest', text: '9.5', profile: taurus }).message).toBeNull();
  });

  it('says so for the term, the deposit and the residual too', () => {
    expect(readCalculatorField({ field: 'term', text: '12', profile: base }).message).toBe('Loan term must be 1 year to 7 years: using 7 years');
    expect(readCalculatorField({ field: 'deposit', text: '300000', profile: base }).message).toBe('Deposit cannot be more than $250,000: using $250,000');
    expect(readCalculatorField({ field: 'residual', text: '300000', profile: base }).message).toBe('Residual cannot be more than $250,000: using $250,000');
    expect(readCalculatorField({ field: 'deposit', text: '', profile: base }).message).toBeNull();
  });

  it('a message shows exactly when the value used differs from what was typed (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('interest', 'term', 'deposit', 'residual') as fc.Arbitrary<'interest' | 'term' | 'deposit' | 'residual'>,
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (field, n) => {
          const reading = readCalculatorField({ field, text: String(n), profile: taurus });
          expect(reading.message !== null).toBe(reading.clamped);
        },
      ),
    );
  });
});
