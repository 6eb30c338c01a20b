/**
 * The finance calculator (spec 2 §2 "Finance calculator", §3 state, §4 transitions,
 * §5 validation, §9 defaults): reading typed input, defaults, and the result shown.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { FinanceLender } from '../vehicle/car';
import { loanFees, priceSliderMax, type CalculatorProfile, type NumberBounds } from './calculator-profile';
import { formatMoney, roundToCents } from './money';
import { calculateRepayment, FREQUENCIES, isFrequencyName, type Frequency, type FrequencyName } from './repayment';

export type CalculatorField = 'amount' | 'term' | 'interest' | 'deposit' | 'residual';

/** spec 2 §3 finance calculator state (total is derived, see calculateFinance). */
export interface CalculatorState {
  readonly amount: number;
  readonly termYears: number;
  readonly interestRate: number;
  /** Deposit or trade-in. */
  readonly deposit: number;
  readonly residual: number;
  readonly frequency: FrequencyName;
}

/** spec 2 §5: non-numeric text is stripped to digits, dot and minus. */
export const stripNumericText = (text: string): string => text.replace(/[^0-9.-]/g, '');

/**
 * A typed value → a number, or null when it holds no number. After stripping, the
 * longest leading number is read ('1.2.3' → 1.2, '5-3' → 5, '--5' → null);
 * spec 2 §5: negative values become 0.
 */
export function parseNumericText(text: string): number | null {
  const match = /^-?(?:\d+\.?\d*|\.\d+)/.exec(stripNumericText(text));
  if (!match) return null;
  const n = Number(match[0]);
  if (!Number.isFinite(n)) return null;
  return Math.max(0, n) + 0;
}

/** The bounds of a field for a profile (the amount's max is the input max, not the slider max). */
export function fieldBounds(field: CalculatorField, profile: CalculatorProfile): NumberBounds {
  switch (field) {
    case 'amount':
      return profile.price;
    case 'term':
      return profile.term;
    case 'interest':
      return profile.interest;
    case 'deposit':
      return profile.deposit;
    case 'residual':
      return profile.residual;
  }
}

/** The price slider for a car: min, max (spec 2 §5 105 % rule or 100,000) and step 500. */
export const priceSlider = (profile: CalculatorProfile, carPrice?: number | null): NumberBounds => ({
  min: profile.price.min,
  max: Math.max(profile.price.min, priceSliderMax(profile, carPrice)),
  step: profile.price.step,
});

export const clampTo = (value: number, bounds: { readonly min: number; readonly max: number }): number => Math.min(bounds.max, Math.max(bounds.min, value));

/**
 * spec 2 §5 / §8: 'Cannot be less than {min} or more than $250,000'. Choice: {min} is
 * written as money like the maximum ('$1,000', '$5,000'), and the maximum comes from the
 * profile (250,000 for every profile).
 */
export const priceBoundMessage = (profile: CalculatorProfile): string =>
  `Cannot be less than ${formatMoney(profile.price.min)} or more than ${formatMoney(profile.price.max)}`;

export interface FieldReading {
  /** The value to use: parsed, negatives to 0, clamped to the field's bounds. */
  readonly value: number;
  readonly clamped: boolean;
  /**
   * What the shopper is told: the purchase price bound message (at or beyond a bound), or for
   * another field the range and the value now used when what was typed was clamped; else null.
   */
  readonly message: string | null;
}

const years = (n: number): string => `${n} ${n === 1 ? 'year' : 'years'}`;

/**
 * A clamped entry is never silent: the field's allowed range and the value the calculator now
 * uses ('Interest rate must be 7.5% to 14.5% p.a.: using 7.5%').
 */
export function clampedFieldMessage(field: Exclude<CalculatorField, 'amount'>, bounds: { readonly min: number; readonly max: number }, used: number): string {
  switch (field) {
    case 'interest':
      return `Interest rate must be ${bounds.min}% to ${bounds.max}% p.a.: using ${used}%`;
    case 'term':
      return `Loan term must be ${years(bounds.min)} to ${years(bounds.max)}: using ${years(used)}`;
    case 'deposit':
      return `Deposit cannot be more than ${formatMoney(bounds.max)}: using ${formatMoney(used)}`;
    case 'residual':
      return `Residual cannot be more than ${formatMoney(bounds.max)}: using ${formatMoney(used)}`;
  }
}

/**
 * Reads what was typed in a field; total over any text (spec 2 §5: strip, negatives to 0,
 * clamp out-of-range values to the bound). The price message shows when the value is at
 * or beyond a bound; any other field says so when it was clamped. Choice: text with no number
 * reads as the field's minimum (0 for deposit and residual), and so shows the price message for
 * the amount (an empty other field is not a clamp: nothing was typed to change).
 */
export function readCalculatorField(options: { readonly field: CalculatorField; readonly text: string; readonly profile: CalculatorProfile }): FieldReading {
  const bounds = fieldBounds(options.field, options.profile);
  const parsed = parseNumericText(options.text) ?? bounds.min;
  const value = clampTo(parsed, bounds);
  const atBound = parsed <= bounds.min || parsed >= bounds.max;
  const clamped = value !== parsed;
  const field = options.field;
  return {
    value,
    clamped,
    message: field === 'amount' ? (atBound ? priceBoundMessage(options.profile) : null) : clamped ? clampedFieldMessage(field, bounds, value) : null,
  };
}

/**
 * spec 2 §9 defaults: amount the car price if above 0 else 30,000 (some sites always the
 * car price); term the lender's termYears else 5 (6 on some sites); deposit the lender's
 * deposit rounded to cents else 0; residual 0; interest 12.94 %.
 * issue 17 'One set of figures per car': a car with its lender's figures opens the calculator
 * on them — the lender's interest rate, term, deposit and balloon (as the residual), and its
 * establishment fee (calculateFinance) — so the calculator agrees with the estimate in the
 * sidebar and the sticky header (finance-estimate.ts); the spec's 12.94 % and residual 0 are
 * the defaults of a car without them and of the finance page. Every default is clamped to its
 * field's bounds so the calculator opens valid.
 */
export function calculatorDefaults(options: {
  readonly profile: CalculatorProfile;
  readonly carPrice?: number | null;
  readonly lender?: (Pick<FinanceLender, 'termYears' | 'deposit'> & Partial<Pick<FinanceLender, 'interestRate' | 'balloon'>>) | null;
}): CalculatorState {
  const { profile, lender } = options;
  const price = typeof options.carPrice === 'number' && Number.isFinite(options.carPrice) ? options.carPrice : 0;
  const amount = profile.defaults.amount === 'car-price' || price > 0 ? price : profile.defaults.fallbackAmount;
  const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  const termYears = positive(lender?.termYears) ? lender.termYears : profile.defaults.termYears;
  const deposit = positive(lender?.deposit) ? roundToCents(lender.deposit) : 0;
  const interestRate = positive(lender?.interestRate) ? lender.interestRate : profile.defaults.interestRate;
  const residual = positive(lender?.balloon) ? roundToCents(lender.balloon) : 0;
  return {
    amount: clampTo(amount, profile.price),
    termYears: clampTo(termYears, profile.term),
    interestRate: clampTo(interestRate, profile.interest),
    deposit: clampTo(deposit, profile.deposit),
    residual: clampTo(residual, profile.residual),
    frequency: profile.defaultFrequency,
  };
}

/**
 * The figures the calculator opens on for a car (issue 17: it says which it uses), or null when
 * the car has no lender figures and the site's defaults apply.
 */
export interface LenderFigures {
  readonly interestRate: number;
  readonly termYears: number;
  readonly deposit: number;
  readonly residual: number;
  readonly establishmentFee: number;
}

export function lenderFigures(options: {
  readonly profile: CalculatorProfile;
  readonly carPrice?: number | null;
  readonly lender?: Pick<FinanceLender, 'termYears' | 'deposit' | 'interestRate' | 'balloon' | 'establishmentFees'> | null;
}): LenderFigures | null {
  const { lender, profile } = options;
  if (!lender || typeof lender.interestRate !== 'number' || !Number.isFinite(lender.interestRate) || lender.interestRate <= 0) return null;
  const opening = calculatorDefaults(options);
  return {
    interestRate: opening.interestRate,
    termYears: opening.termYears,
    deposit: opening.deposit,
    residual: opening.residual,
    establishmentFee: loanFees(profile, lender, { lenderFirst: true }).upfront,
  };
}

/** spec 2 §4, §8: shown instead of a price when the repayment is 25 or less. */
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';

export type CalculatorResult =
  | {
      readonly kind: 'repayment';
      readonly frequency: Frequency;
      readonly payment: number;
      readonly total: number;
      /** '$123.45' */
      readonly paymentText: string;
      readonly totalText: string;
    }
  | {
      readonly kind: 'enquire';
      readonly frequency: Frequency;
      readonly paymentText: typeof ENQUIRE_FOR_FINANCE;
      /** spec 2 §4: the total is blank. */
      readonly totalText: '';
    };

/**
 * spec 2 §4: the repayment and total, recomputed from the inputs. Inputs are clamped to
 * the profile first, so any state gives a result; fees come from the profile and lender.
 */
export function calculateFinance(options: {
  readonly state: CalculatorState;
  readonly profile: CalculatorProfile;
  readonly lender?: Pick<FinanceLender, 'establishmentFees'> | null;
}): CalculatorResult {
  const { state, profile } = options;
  const safe = (n: number, bounds: NumberBounds): number => clampTo(Number.isFinite(n) ? n : bounds.min, bounds);
  const frequencyName = isFrequencyName(state.frequency) && profile.frequencies.includes(state.frequency) ? state.frequency : profile.defaultFrequency;
  const frequency = FREQUENCIES[frequencyName];
  // issue 17: a car's own lender fee when it has one (as the estimate counts it), else the profile's rule.
  const fees = loanFees(profile, options.lender, { lenderFirst: true });
  const enquire: CalculatorResult = { kind: 'enquire', frequency, paymentText: ENQUIRE_FOR_FINANCE, totalText: '' };
  return pipe(
    calculateRepayment({
      amount: safe(state.amount, profile.price),
      deposit: safe(state.deposit, profile.deposit),
      residual: safe(state.residual, profile.residual),
      establishmentFees: fees.upfront,
      monthlyFees: fees.monthly,
      termYears: safe(state.termYears, profile.term),
      annualRatePercent: safe(state.interestRate, profile.interest),
      frequency: frequencyName,
      rounding: profile.rounding,
    }),
    E.match(
      (): CalculatorResult => enquire,
      (repayment): CalculatorResult =>
        repayment.payment <= profile.enquireAtOrBelow
          ? enquire
          : {
              kind: 'repayment',
              frequency,
              payment: repayment.payment,
              total: repayment.total,
              paymentText: formatMoney(repayment.payment),
              totalText: formatMoney(repayment.total),
            },
    ),
  );
}
