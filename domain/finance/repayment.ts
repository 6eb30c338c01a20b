/**
 * Loan repayments (spec 2 §9 "Repayment": standard amortisation with a residual balloon;
 * financed amount = amount − deposit + establishment fees; frequencies weekly 52,
 * fortnightly 26, monthly 12; result rounded up on some sites, down under a threshold
 * for one provider; spec 1 §5: weekly payments on the vehicle page in whole dollars).
 */
import * as E from 'fp-ts/Either';
import { roundToCents } from './money';

export interface Frequency {
  readonly name: FrequencyName;
  readonly periodsPerYear: number;
  /** spec 2 §9 labels wk, fn, mo, yr. */
  readonly label: 'wk' | 'fn' | 'mo' | 'yr';
}

export type FrequencyName = 'weekly' | 'fortnightly' | 'monthly' | 'yearly';

/**
 * spec 2 §9: weekly 52, fortnightly 26, monthly 12. Choice: the spec lists a fourth
 * label, 'yr', without a period count; yearly (1 per year) is the only reading, and no
 * profile offers it in its selector by default.
 */
export const FREQUENCIES: Readonly<Record<FrequencyName, Frequency>> = {
  weekly: { name: 'weekly', periodsPerYear: 52, label: 'wk' },
  fortnightly: { name: 'fortnightly', periodsPerYear: 26, label: 'fn' },
  monthly: { name: 'monthly', periodsPerYear: 12, label: 'mo' },
  yearly: { name: 'yearly', periodsPerYear: 1, label: 'yr' },
};

export const isFrequencyName = (name: string): name is FrequencyName => Object.hasOwn(FREQUENCIES, name);

/** spec 2 §9: financed amount is amount minus deposit plus establishment fees. */
export const financedAmount = (options: { readonly amount: number; readonly deposit?: number; readonly establishmentFees?: number }): number =>
  options.amount - (options.deposit ?? 0) + (options.establishmentFees ?? 0);

/** Payments over the term: term years × periods per year, to the nearest whole payment. */
export const numberOfPayments = (termYears: number, frequency: FrequencyName): number => Math.round(termYears * FREQUENCIES[frequency].periodsPerYear);

/**
 * Level payment, in arrears, that repays `principal` over `periods` at `ratePerPeriod`
 * and leaves `balloon` owing at the end:
 *   P = (PV − FV·v^n) · r / (1 − v^n),  v = 1/(1+r);  r = 0 → (PV − FV)/n.
 * Written with log1p/expm1 so tiny rates stay accurate. Needs periods ≥ 1.
 */
export function amortisedPayment(options: {
  readonly principal: number;
  readonly balloon: number;
  readonly ratePerPeriod: number;
  readonly periods: number;
}): number {
  const { principal, balloon, ratePerPeriod: r, periods: n } = options;
  if (r === 0) return (principal - balloon) / n;
  const logGrowth = n * Math.log1p(r);
  const discount = Math.exp(-logGrowth); // v^n
  const annuityFactor = -Math.expm1(-logGrowth); // 1 − v^n
  return ((principal - balloon * discount) * r) / annuityFactor;
}

/**
 * Rounding of the displayed repayment.
 * - cents: to the cent (the default).
 * - up: up to the whole dollar (spec 2 §9 "rounded up on some sites").
 * - whole-dollars: to the nearest dollar (spec 1 §5 weekly payments on the vehicle page).
 * - down-under-threshold: spec 2 §9 "one provider rounds down when that keeps it under a
 *   threshold". Choice: up to the whole dollar, except when rounding up would reach the
 *   threshold and rounding down stays under it — then down ($99.40 with threshold 100 → $99;
 *   $98.20 → $99; $100.50 → $101).
 */
export type RoundingMode =
  | { readonly kind: 'cents' }
  | { readonly kind: 'up' }
  | { readonly kind: 'whole-dollars' }
  | { readonly kind: 'down-under-threshold'; readonly threshold: number };

export function roundRepayment(payment: number, mode: RoundingMode): number {
  // Cents first, so 123.000000001 of float noise does not round up to 124.
  const cents = roundToCents(payment);
  switch (mode.kind) {
    case 'cents':
      return cents;
    case 'up':
      return Math.ceil(cents) + 0;
    case 'whole-dollars':
      return Math.floor(cents + 0.5) + 0;
    case 'down-under-threshold': {
      const up = Math.ceil(cents);
      const down = Math.floor(cents);
      return (up >= mode.threshold && down < mode.threshold ? down : up) + 0;
    }
  }
}

export interface RepaymentOptions {
  /** Purchase price. */
  readonly amount: number;
  /** Deposit or trade-in. */
  readonly deposit?: number;
  /** Residual (balloon) owing after the last payment. */
  readonly residual?: number;
  /** Financed up front (establishment and other one-off fees). */
  readonly establishmentFees?: number;
  /** Fees charged per month on top of the repayment (spec 2 §9 monthly administration fee). */
  readonly monthlyFees?: number;
  readonly termYears: number;
  /** Annual rate in percent, e.g. 12.94. */
  readonly annualRatePercent: number;
  readonly frequency: FrequencyName;
  readonly rounding?: RoundingMode;
}

export interface Repayment {
  readonly frequency: Frequency;
  readonly financed: number;
  readonly periods: number;
  /** Unrounded level payment including per-period fees. */
  readonly exactPayment: number;
  /** The payment as displayed, rounded by the mode. */
  readonly payment: number;
  /** spec 2 §2: total of repayments = payment × number of payments + residual, to the cent. */
  readonly total: number;
}

export interface RepaymentError {
  readonly code: 'FINANCE.INVALID_INPUT';
  readonly field: keyof RepaymentOptions;
  readonly message: string;
}

const invalid = (field: keyof RepaymentOptions, message: string): E.Either<RepaymentError, never> => E.left({ code: 'FINANCE.INVALID_INPUT', field, message });

/**
 * The repayment for a loan. Left for non-finite or negative money, a rate below 0, an
 * unknown frequency, or a term shorter than one payment.
 */
export function calculateRepayment(options: RepaymentOptions): E.Either<RepaymentError, Repayment> {
  const money: (keyof RepaymentOptions)[] = ['amount', 'deposit', 'residual', 'establishmentFees', 'monthlyFees'];
  for (const field of money) {
    const value = options[field] ?? 0;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return invalid(field, `${field} must be a number of dollars, 0 or more`);
    }
  }
  if (!Number.isFinite(options.annualRatePercent) || options.annualRatePercent < 0) {
    return invalid('annualRatePercent', 'The interest rate must be 0 % or more');
  }
  if (!isFrequencyName(options.frequency)) return invalid('frequency', `Unknown frequency ${String(options.frequency)}`);
  if (!Number.isFinite(options.termYears)) return invalid('termYears', 'The term must be a number of years');
  const periods = numberOfPayments(options.termYears, options.frequency);
  if (periods < 1) return invalid('termYears', 'The term must cover at least one payment');

  const frequency = FREQUENCIES[options.frequency];
  const financed = financedAmount(options);
  const residual = options.residual ?? 0;
  const perPeriodFees = ((options.monthlyFees ?? 0) * 12) / frequency.periodsPerYear;
  const exactPayment =
    amortisedPayment({
      principal: financed,
      balloon: residual,
      ratePerPeriod: options.annualRatePercent / 100 / frequency.periodsPerYear,
      periods,
    }) + perPeriodFees;
  const payment = roundRepayment(exactPayment, options.rounding ?? { kind: 'cents' });
  return E.right({
    frequency,
    financed,
    periods,
    exactPayment,
    payment,
    total: roundToCents(payment * periods + residual),
  });
}

/** spec 1 §5: weekly payments on the vehicle page are rounded to whole dollars (nearest). */
export const roundWeeklyPayment = (payment: number): number => roundRepayment(payment, { kind: 'whole-dollars' });
