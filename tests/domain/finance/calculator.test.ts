import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateFinance,
  calculatorDefaults,
  calculatorProfile,
  ENQUIRE_FOR_FINANCE,
  fieldBounds,
  formatMoney,
  parseNumericText,
  priceBoundMessage,
  priceSlider,
  readCalculatorField,
  stripNumericText,
  type CalculatorField,
  type CalculatorState,
} from '../../../domain/finance';

const base = calculatorProfile();
const FIELDS: CalculatorField[] = ['amount', 'term', 'interest', 'deposit', 'residual'];

describe('calculator input (spec 2 §5)', () => {
  it('strips non-numeric text to digits, dot and minus', () => {
    expect(stripNumericText('$30,000.50 AUD')).toBe('30000.50');
    expect(stripNumericText('-1e5')).toBe('-15');
    expect(parseNumericText('$30,000')).toBe(30_000);
    expect(parseNumericText('1.2.3')).toBe(1.2);
    expect(parseNumericText('abc')).toBeNull();
  });

  it('turns negative values into 0', () => {
    expect(parseNumericText('-5000')).toBe(0);
    expect(readCalculatorField({ field: 'deposit', text: '-250', profile: base })).toMatchObject({ value: 0, message: null });
  });

  it('clamps out-of-range values to the bound', () => {
    expect(readCalculatorField({ field: 'amount', text: '300,000', profile: base })).toMatchObject({ value: 250_000, clamped: true });
    expect(readCalculatorField({ field: 'term', text: '9', profile: base }).value).toBe(7);
    expect(readCalculatorField({ field: 'interest', text: '0.1', profile: base }).value).toBe(0.5);
    expect(readCalculatorField({ field: 'residual', text: '999999', profile: base }).value).toBe(250_000);
  });

  it("shows 'Cannot be less than $1,000 or more than $250,000' at or beyond a price bound", () => {
    expect(priceBoundMessage(base)).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(priceBoundMessage(calculatorProfile({ provider: 'Angle' }))).toBe('Cannot be less than $5,000 or more than $250,000');
    expect(readCalculatorField({ field: 'amount', text: '999', profile: base }).message).toBe('Cannot be less than $1,000 or more than $250,000');
    expect(readCalculatorField({ field: 'amount', text: '1000', profile: base }).message).not.toBeNull();
    expect(readCalculatorField({ field: 'amount', text: '250000', profile: base }).message).not.toBeNull();
    expect(readCalculatorField({ field: 'amount', text: '30000', profile: base }).message).toBeNull();
  });

  it('the price slider: min, 100,000 max by default, step 500', () => {
    expect(priceSlider(base, 45_000)).toEqual({ min: 1_000, max: 100_000, step: 500 });
  });

  it('clamp and strip are total over arbitrary strings: a number within the bounds, never an exception', () => {
    const profiles = fc.constantFrom(base, calculatorProfile({ provider: 'Taurus', variant: 'brand-finance' }), calculatorProfile({ variant: 'high-rate' }));
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom(...FIELDS), profiles, (text, field, profile) => {
        expect(stripNumericText(text)).toMatch(/^[0-9.-]*$/);
        const parsed = parseNumericText(text);
        if (parsed !== null) expect(parsed).toBeGreaterThanOrEqual(0);
        const { value } = readCalculatorField({ field, text, profile });
        const bounds = fieldBounds(field, profile);
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(bounds.min);
        expect(value).toBeLessThanOrEqual(bounds.max);
      }),
      { numRuns: 500 },
    );
  });

  it('reading a number inside the bounds gives it back unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 250_000 }), (n) => {
        expect(readCalculatorField({ field: 'amount', text: formatMoney(n), profile: base }).value).toBe(n);
      }),
    );
  });
});

describe('calculator defaults (spec 2 §9)', () => {
  it('amount: the car price if above 0, else 30,000; some sites always the car price', () => {
    expect(calculatorDefaults({ profile: base, carPrice: 45_990 }).amount).toBe(45_990);
    expect(calculatorDefaults({ profile: base, carPrice: 0 }).amount).toBe(30_000);
    expect(calculatorDefaults({ profile: base }).amount).toBe(30_000);
    const always = calculatorProfile({ switches: { amountAlwaysCarPrice: true } });
    expect(calculatorDefaults({ profile: always, carPrice: 0 }).amount).toBe(1_000); // 0, clamped to the minimum
  });

  it("term: the lender's termYears else 5; deposit: the lender's deposit to the cent else 0; residual 0; interest 12.94 %", () => {
    expect(calculatorDefaults({ profile: base, carPrice: 20_000, lender: { termYears: 4, deposit: 1234.567 } })).toEqual({
      amount: 20_000,
      termYears: 4,
      interestRate: 12.94,
      deposit: 1234.57,
      residual: 0,
      frequency: 'weekly',
    });
    expect(calculatorDefaults({ profile: base, lender: { termYears: null, deposit: null } })).toMatchObject({ termYears: 5, deposit: 0 });
    expect(calculatorDefaults({ profile: calculatorProfile({ switches: { defaultTermYears: 6 } }) }).termYears).toBe(6);
  });
});

describe('calculator result (spec 2 §4)', () => {
  const state: CalculatorState = { amount: 30_000, termYears: 5, interestRate: 12.94, deposit: 0, residual: 0, frequency: 'weekly' };

  it('shows the repayment per period and the total of repayments', () => {
    expect(calculateFinance({ state, profile: base })).toMatchObject({
      kind: 'repayment',
      payment: 156.85,
      paymentText: '$156.85',
      total: 40_781,
      totalText: '$40,781',
    });
  });

  it("a repayment of 25 or less shows 'Enquire for Finance' and a blank total", () => {
    const result = calculateFinance({ state: { ...state, amount: 2_000, deposit: 1_000 }, profile: base });
    expect(result).toMatchObject({ kind: 'enquire', paymentText: ENQUIRE_FOR_FINANCE, totalText: '' });
    expect(ENQUIRE_FOR_FINANCE).toBe('Enquire for Finance');
  });

  it('includes the provider fees: 1,300 for 360 Finance, the brand fee list with $8 a month', () => {
    const monthly = { ...state, frequency: 'monthly' as const };
    expect(calculateFinance({ state: monthly, profile: calculatorProfile({ variant: 'brand-finance' }) })).toMatchObject({ payment: 719.51 });
    expect(calculateFinance({ state, profile: calculatorProfile({ provider: '360 Finance' }) })).toMatchObject({ payment: 163.64 });
  });

  it('rounds up on a round-up site', () => {
    expect(calculateFinance({ state, profile: calculatorProfile({ switches: { roundUp: true } }) })).toMatchObject({ payment: 157, totalText: '$40,820' });
  });

  it('falls back to the profile frequency when the state names one the profile does not offer', () => {
    expect(calculateFinance({ state, profile: calculatorProfile({ provider: 'Nissan Finance' }) }).frequency.name).toBe('monthly');
  });

  it('any state gives a result, never an exception', () => {
    const anyNumber = fc.oneof(fc.double(), fc.integer({ min: -1e6, max: 1e6 }));
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, anyNumber, (amount, termYears, interestRate, deposit, residual) => {
        const result = calculateFinance({ state: { amount, termYears, interestRate, deposit, residual, frequency: 'weekly' }, profile: base });
        if (result.kind === 'repayment') {
          expect(result.payment).toBeGreaterThan(25);
          expect(Number.isFinite(result.total)).toBe(true);
        } else expect(result.totalText).toBe('');
      }),
    );
  });
});
