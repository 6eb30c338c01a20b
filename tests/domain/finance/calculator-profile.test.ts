import { describe, expect, it } from 'vitest';
import type { FinanceProviderName } from '../../../domain/dealer-site/dealer-site';
import { BASE_PROFILE, calculatorProfile, loanFees, priceSliderMax } from '../../../domain/finance';

const PROVIDERS: FinanceProviderName[] = ['Taurus', '360 Finance', 'AusLoans', 'Manual', 'Angle', 'Powertorque', 'Nissan Finance'];

describe('calculator profiles (spec 2 §5, §9)', () => {
  it('base bounds: price 1,000–250,000 step 500; term 1–7 step 0.5; interest 0.5–15 step 0.5; deposit and residual 0–250,000 step 0.5', () => {
    const p = calculatorProfile();
    expect(p.price).toMatchObject({ min: 1_000, max: 250_000, step: 500 });
    expect(p.term).toMatchObject({ min: 1, max: 7, step: 0.5 });
    expect(p.interest).toMatchObject({ min: 0.5, max: 15, step: 0.5, sliderEnabled: true });
    expect(p.deposit).toEqual({ min: 0, max: 250_000, step: 0.5 });
    expect(p.residual).toEqual({ min: 0, max: 250_000, step: 0.5 });
    expect(p.defaults).toEqual({ interestRate: 12.94, termYears: 5, amount: 'car-price-if-positive', fallbackAmount: 30_000 });
    expect(p.frequencies).toEqual(['weekly', 'fortnightly', 'monthly']);
    expect(p.defaultFrequency).toBe('weekly');
    expect(p).toEqual({ ...BASE_PROFILE });
  });

  it('price minimum 5,000 for one provider (Angle) and the brand variant', () => {
    expect(calculatorProfile({ provider: 'Angle' }).price.min).toBe(5_000);
    expect(calculatorProfile({ variant: 'brand-finance' }).price.min).toBe(5_000);
  });

  it('interest 7.5–14.5 for one provider (Taurus), 9.95–19.95 on one site, 4–20 for the brand variant', () => {
    expect(calculatorProfile({ provider: 'Taurus' }).interest).toMatchObject({ min: 7.5, max: 14.5, step: 0.5 });
    expect(calculatorProfile({ variant: 'high-rate' }).interest).toMatchObject({ min: 9.95, max: 19.95 });
    expect(calculatorProfile({ variant: 'brand-finance' }).interest).toMatchObject({ min: 4, max: 20 });
  });

  it('slider max 100,000 by default; 105 % of a car price above 100,000 on one site (prestige)', () => {
    expect(priceSliderMax(calculatorProfile(), 180_000)).toBe(100_000);
    const prestige = calculatorProfile({ variant: 'prestige' });
    expect(priceSliderMax(prestige, 100_000)).toBe(100_000);
    expect(priceSliderMax(prestige, 120_000)).toBe(126_000);
    expect(priceSliderMax(prestige, 120_300)).toBe(126_500); // 126,315 rounded up to the 500 step
    expect(priceSliderMax(prestige, 240_000)).toBe(250_000); // never past the input maximum
  });

  it('establishment fees: 1,300 for one provider (360 Finance), 1,360.50 by default for another (AusLoans)', () => {
    expect(loanFees(calculatorProfile({ provider: '360 Finance' }), { establishmentFees: 999 })).toEqual({ upfront: 1_300, monthly: 0 });
    expect(loanFees(calculatorProfile({ provider: 'AusLoans' }), {})).toEqual({ upfront: 1_360.5, monthly: 0 });
    expect(loanFees(calculatorProfile({ provider: 'AusLoans' }), { establishmentFees: 990 })).toEqual({ upfront: 990, monthly: 0 });
    expect(loanFees(calculatorProfile(), null)).toEqual({ upfront: 0, monthly: 0 });
  });

  it('the brand variant fee list: $395 + $6 + $912.25 financed, $8 a month', () => {
    expect(loanFees(calculatorProfile({ variant: 'brand-finance' }))).toEqual({ upfront: 1_313.25, monthly: 8 });
  });

  it('rounding: down under a threshold for one provider (Powertorque), up on some sites', () => {
    expect(calculatorProfile({ provider: 'Powertorque' }).rounding).toEqual({ kind: 'down-under-threshold', threshold: 100 });
    expect(calculatorProfile({ switches: { roundUp: true } }).rounding).toEqual({ kind: 'up' });
  });

  it('frequency selector hidden for one provider (Nissan Finance, monthly); monthly only on some sites', () => {
    expect(calculatorProfile({ provider: 'Nissan Finance' })).toMatchObject({
      frequencies: ['monthly'],
      defaultFrequency: 'monthly',
      showFrequencySelector: false,
    });
    expect(calculatorProfile({ switches: { monthlyOnly: true } }).frequencies).toEqual(['monthly']);
  });

  it('site switches: term max 5, custom year increments, default term 6, interest slider off, always the car price', () => {
    const p = calculatorProfile({ switches: { termMaxYears: 5, defaultTermYears: 6, interestSliderEnabled: false, amountAlwaysCarPrice: true } });
    expect(p.term.max).toBe(5);
    expect(p.defaults.termYears).toBe(6);
    expect(p.interest.sliderEnabled).toBe(false);
    expect(p.defaults.amount).toBe('car-price');
    expect(calculatorProfile({ switches: { termOptions: [5, 1, 3] } }).term).toMatchObject({ min: 1, max: 5, options: [1, 3, 5] });
  });

  it('every provider and variant keeps sane bounds (min < max, 12.94 % inside the interest bounds)', () => {
    for (const provider of [null, ...PROVIDERS]) {
      for (const variant of ['standard', 'brand-finance', 'prestige', 'high-rate'] as const) {
        const p = calculatorProfile({ provider, variant });
        for (const b of [p.price, p.term, p.interest, p.deposit, p.residual]) expect(b.min).toBeLessThan(b.max);
        expect(p.defaults.interestRate).toBeGreaterThanOrEqual(p.interest.min);
        expect(p.defaults.interestRate).toBeLessThanOrEqual(p.interest.max);
        expect(p.frequencies).toContain(p.defaultFrequency);
      }
    }
  });
});
