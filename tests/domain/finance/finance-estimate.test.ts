import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { FinanceProviderName } from '../../../domain/dealer-site/dealer-site';
import {
  estimateBasis,
  estimateBasisText,
  estimateWeeklyPayment,
  financeEstimateEligibility,
  isFinanceEstimateShown,
  lenderFor,
  type FinanceEstimateOptions,
} from '../../../domain/finance';
import type { Car, CarStatus, FinanceLender } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';

const lender = (fields: Partial<FinanceLender> = {}): FinanceLender => ({
  financeProvider: 'Taurus',
  interestRate: 9.5,
  comparisonRate: 10.2,
  paymentWeek: 150.4,
  paymentMonth: 652.1,
  termYears: 5,
  ...fields,
});
const carWith = (provider: string, entry: FinanceLender | undefined, more: Partial<Car> = {}) =>
  aCar()
    .with({ finance_lenders: entry ? { [provider]: { ...entry, financeProvider: provider } } : {}, ...more })
    .build();
const options = (provider: FinanceProviderName, car: Car, site: FinanceEstimateOptions['site'] = { manufacturer: null }): FinanceEstimateOptions => ({
  provider,
  car,
  site,
  currentYear: 2025,
});
const code = (o: FinanceEstimateOptions) =>
  E.match(
    (e: { code: string }) => e.code,
    () => 'SHOWN',
  )(financeEstimateEligibility(o));

describe('finance estimate eligibility (spec 2 §4)', () => {
  it('Taurus: year > current year − 12, price > 500, available, comparison rate present', () => {
    expect(code(options('Taurus', carWith('Taurus', lender(), { year: 2014 })))).toBe('SHOWN');
    expect(code(options('Taurus', carWith('Taurus', lender(), { year: 2013 })))).toBe('FINANCE.TOO_OLD');
    expect(code(options('Taurus', carWith('Taurus', lender(), { price: 500 })))).toBe('FINANCE.PRICE_TOO_LOW');
    expect(code(options('Taurus', carWith('Taurus', lender(), { price: 501 })))).toBe('SHOWN');
    expect(code(options('Taurus', carWith('Taurus', lender(), { status: 'sold' })))).toBe('FINANCE.NOT_AVAILABLE');
    expect(code(options('Taurus', carWith('Taurus', lender({ comparisonRate: null }))))).toBe('FINANCE.RATES_MISSING');
  });

  it('360 Finance and AusLoans: available only (no price, age or payment condition)', () => {
    for (const provider of ['360 Finance', 'AusLoans'] as const) {
      const cheapOld = { price: 0, year: 1990 };
      expect(code(options(provider, carWith(provider, lender({ paymentWeek: null, paymentMonth: null }), cheapOld)))).toBe('SHOWN');
      expect(code(options(provider, carWith(provider, lender(), { status: 'sold' })))).toBe('FINANCE.NOT_AVAILABLE');
    }
  });

  it('Manual, Angle, Powertorque: price > 500, available, weekly payment present', () => {
    for (const provider of ['Manual', 'Angle', 'Powertorque'] as const) {
      expect(code(options(provider, carWith(provider, lender())))).toBe('SHOWN');
      expect(code(options(provider, carWith(provider, lender({ paymentWeek: null }))))).toBe('FINANCE.PAYMENT_MISSING');
      expect(code(options(provider, carWith(provider, lender(), { price: 400 })))).toBe('FINANCE.PRICE_TOO_LOW');
    }
  });

  it('Nissan Finance: price > 500, available, monthly payment present', () => {
    expect(code(options('Nissan Finance', carWith('Nissan Finance', lender({ paymentWeek: null }))))).toBe('SHOWN');
    expect(code(options('Nissan Finance', carWith('Nissan Finance', lender({ paymentMonth: null }))))).toBe('FINANCE.PAYMENT_MISSING');
    expect(code(options('Nissan Finance', carWith('Nissan Finance', lender(), { status: 'coming_soon' })))).toBe('SHOWN');
  });

  it('only when the provider entry exists, is non-empty, and both rates are non-null', () => {
    expect(code(options('AusLoans', carWith('AusLoans', undefined)))).toBe('FINANCE.NO_LENDER');
    expect(code(options('AusLoans', carWith('AusLoans', { financeProvider: 'AusLoans' })))).toBe('FINANCE.NO_LENDER');
    expect(code(options('AusLoans', carWith('AusLoans', lender({ interestRate: null }))))).toBe('FINANCE.RATES_MISSING');
    expect(code(options('AusLoans', carWith('Taurus', lender())))).toBe('FINANCE.NO_LENDER');
  });

  it('hidden on the Suzuki manufacturer site and for listed dealerships', () => {
    const car = carWith('AusLoans', lender());
    expect(code(options('AusLoans', car, { manufacturer: 'Suzuki' }))).toBe('FINANCE.HIDDEN_FOR_SITE');
    expect(code(options('AusLoans', car, { manufacturer: 'Mazda' }))).toBe('SHOWN');
    expect(code(options('AusLoans', car, { manufacturer: null, hiddenDealershipIds: [car.dealership_id] }))).toBe('FINANCE.HIDDEN_FOR_DEALERSHIP');
  });

  it('finds the provider entry by key, ignoring case and spacing', () => {
    expect(lenderFor({ 'nissan-finance': lender() }, 'Nissan Finance')).toBeDefined();
    expect(lenderFor({ x: lender({ financeProvider: 'AusLoans' }) }, 'AusLoans')).toBeDefined();
    expect(lenderFor(undefined, 'AusLoans')).toBeUndefined();
  });

  it('is never shown for a car that is not available, whatever the provider', () => {
    const providers: FinanceProviderName[] = ['Taurus', '360 Finance', 'AusLoans', 'Manual', 'Angle', 'Powertorque', 'Nissan Finance'];
    fc.assert(
      fc.property(
        fc.constantFrom(...providers),
        fc.constantFrom<CarStatus>('in_stock', 'coming_soon', 'sold', 'other'),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1990, max: 2025 }),
        (provider, status, price, year) => {
          const shown = isFinanceEstimateShown(options(provider, carWith(provider, lender(), { status, price, year })));
          if (status === 'sold' || status === 'other') expect(shown).toBe(false);
        },
      ),
    );
  });
});

describe('finance estimate figures (spec 2 §9, spec 1 §5)', () => {
  it("uses the lender's weekly payment in whole dollars", () => {
    expect(estimateWeeklyPayment({ price: 30_000, lender: lender({ paymentWeek: 150.5 }) })).toBe(151);
  });

  it('otherwise works it out over 5 years from the lender rate, in whole dollars', () => {
    expect(estimateWeeklyPayment({ price: 30_000, lender: lender({ paymentWeek: null, interestRate: 12.94, termYears: null }) })).toBe(157);
    expect(estimateWeeklyPayment({ price: 30_000, lender: lender({ paymentWeek: null, interestRate: null }) })).toBeNull();
  });

  it("says what the estimate assumes: the lender's deposit, balloon, fee, term and rate", () => {
    const basis = estimateBasis(lender({ deposit: 4_500, balloon: 7_600, establishmentFees: 1_300, termYears: 5, interestRate: 7.5 }));
    expect(basis).toEqual({ deposit: 4_500, balloon: 7_600, establishmentFee: 1_300, termMonths: 60, interestRate: 7.5 });
    expect(estimateBasisText(basis!)).toBe('Based on a $4,500 deposit, a $7,600 balloon and a $1,300 establishment fee, over 60 months at 7.5% p.a.');
    // No deposit or balloon is said, not left out; the estimate's 5-year term without the lender's.
    expect(estimateBasisText(estimateBasis(lender({ deposit: 0, balloon: null, establishmentFees: 0, termYears: null, interestRate: 9.99 }))!)).toBe(
      'Based on no deposit and no balloon, over 60 months at 9.99% p.a.',
    );
    expect(estimateBasis(lender({ interestRate: null }))).toBeNull();
    // Beside a weekly subscription, the price it finances is said first: the cash price.
    expect(estimateBasisText(basis!, 46_990)).toBe(
      'Based on the cash price of $46,990, a $4,500 deposit, a $7,600 balloon and a $1,300 establishment fee, over 60 months at 7.5% p.a.',
    );
    expect(estimateBasisText(basis!, null)).toBe(estimateBasisText(basis!));
  });

  it('the basis is the one the weekly figure is worked out on: the same figures give the same payment', () => {
    const record = lender({ paymentWeek: null, deposit: 4_500, balloon: 7_600, establishmentFees: 0, termYears: 5, interestRate: 7.5 });
    const basis = estimateBasis(record)!;
    const again = lender({
      paymentWeek: null,
      deposit: basis.deposit,
      balloon: basis.balloon,
      establishmentFees: basis.establishmentFee,
      termYears: basis.termMonths / 12,
      interestRate: basis.interestRate,
    });
    expect(estimateWeeklyPayment({ price: 38_000, lender: again })).toBe(estimateWeeklyPayment({ price: 38_000, lender: record }));
  });
});
