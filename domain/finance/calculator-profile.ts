/**
 * Finance calculator profiles: the bounds, defaults, fees, rounding and frequencies of
 * the calculator for one finance provider on one kind of site (spec 2 §5 "Finance
 * calculator", §9 "Finance").
 *
 * The spec names these variations without saying who has them ("one provider", "one
 * site", "one brand variant", "some sites"). Our assignment, in three layers applied in
 * order (later wins):
 *
 * 1. Base (every site):            price 1,000–250,000, slider max 100,000, step 500;
 *                                  term 1–7 step 0.5; interest 0.5–15 step 0.5;
 *                                  deposit and residual 0–250,000 step 0.5; fees from the
 *                                  lender (else 0); payments to the cent; weekly,
 *                                  fortnightly, monthly, default weekly; interest 12.94 %.
 * 2. Provider ("one provider"):
 *    | Taurus         | interest 7.5–14.5                                    |
 *    | 360 Finance    | establishment fee 1,300                              |
 *    | AusLoans       | establishment fee from the lender, default 1,360.50  |
 *    | Angle          | price minimum 5,000                                  |
 *    | Powertorque    | rounds down when that keeps it under $100 (else up)  |
 *    | Nissan Finance | monthly only, frequency selector hidden              |
 *    | Manual         | base                                                 |
 * 3. Site variant ("one site", "one brand variant"):
 *    | standard      | nothing changes                                                  |
 *    | brand-finance | price min 5,000; interest 4–20; fees $395 establishment, $6     |
 *    |               | security registration, $912.25 agency (financed) + $8 monthly    |
 *    | prestige      | slider max 105 % of the car price when it is above 100,000       |
 *    | high-rate     | interest 9.95–19.95                                              |
 * 4. Site switches ("some sites"): term max 5, default term 6, rounding up, monthly only,
 *    interest slider disabled, amount always the car price — see SiteCalculatorSwitches.
 */
import type { FinanceProviderName } from '../dealer-site/dealer-site';
import type { FrequencyName, RoundingMode } from './repayment';

export interface NumberBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export interface Fee {
  readonly label: string;
  readonly amount: number;
}

export type EstablishmentFeeRule =
  /** The lender's establishmentFees, else `fallback`. */
  | { readonly kind: 'lender'; readonly fallback: number }
  | { readonly kind: 'fixed'; readonly amount: number }
  /** A fixed fee list: one-off fees are financed, monthly fees are added to each repayment. */
  | { readonly kind: 'fee-list'; readonly upfront: readonly Fee[]; readonly monthly: readonly Fee[] };

export type PriceSliderMax =
  | { readonly kind: 'fixed'; readonly max: number }
  /** spec 2 §5: when the car price is above `above`, the slider max is `percent` % of it. */
  | { readonly kind: 'percent-of-price'; readonly above: number; readonly percent: number; readonly otherwise: number };

export interface CalculatorProfile {
  readonly provider: FinanceProviderName | null;
  readonly variant: CalculatorVariant;
  readonly price: NumberBounds & { readonly sliderMax: PriceSliderMax };
  readonly term: NumberBounds & { readonly options?: readonly number[] };
  readonly interest: NumberBounds & { readonly sliderEnabled: boolean };
  readonly deposit: NumberBounds;
  readonly residual: NumberBounds;
  readonly fees: EstablishmentFeeRule;
  readonly rounding: RoundingMode;
  readonly frequencies: readonly FrequencyName[];
  readonly defaultFrequency: FrequencyName;
  readonly showFrequencySelector: boolean;
  readonly defaults: {
    readonly interestRate: number;
    readonly termYears: number;
    /** spec 2 §9: the car price if above 0, else `fallbackAmount`; some sites always use the car price. */
    readonly amount: 'car-price-if-positive' | 'car-price';
    readonly fallbackAmount: number;
  };
  /** spec 2 §4: a repayment of 25 or less shows 'Enquire for Finance'. */
  readonly enquireAtOrBelow: number;
}

export type CalculatorVariant = 'standard' | 'brand-finance' | 'prestige' | 'high-rate';

/** spec 2 §5: price maximum 250,000 (the bound message names it). */
export const PRICE_MAX = 250_000;
/** spec 2 §9: fallback amount, default interest, default term, establishment fees. */
export const DEFAULT_AMOUNT = 30_000;
export const DEFAULT_INTEREST_RATE = 12.94;
export const DEFAULT_TERM_YEARS = 5;
export const ENQUIRE_AT_OR_BELOW = 25;

export const BASE_PROFILE: CalculatorProfile = {
  provider: null,
  variant: 'standard',
  // spec 2 §5: min 1000, max 250000, slider step 500, slider default max 100000.
  price: { min: 1_000, max: PRICE_MAX, step: 500, sliderMax: { kind: 'fixed', max: 100_000 } },
  // spec 2 §5: term 1–7, step 0.5.
  term: { min: 1, max: 7, step: 0.5 },
  // spec 2 §5: interest 0.5–15, step 0.5.
  interest: { min: 0.5, max: 15, step: 0.5, sliderEnabled: true },
  // spec 2 §5: deposit and residual 0–250000, step 0.5.
  deposit: { min: 0, max: 250_000, step: 0.5 },
  residual: { min: 0, max: 250_000, step: 0.5 },
  fees: { kind: 'lender', fallback: 0 },
  rounding: { kind: 'cents' },
  // spec 2 §9: default weekly.
  frequencies: ['weekly', 'fortnightly', 'monthly'],
  defaultFrequency: 'weekly',
  showFrequencySelector: true,
  defaults: { interestRate: DEFAULT_INTEREST_RATE, termYears: DEFAULT_TERM_YEARS, amount: 'car-price-if-positive', fallbackAmount: DEFAULT_AMOUNT },
  enquireAtOrBelow: ENQUIRE_AT_OR_BELOW,
};

/** Choice: the threshold of Powertorque's round-down rule (the spec gives none). */
export const POWERTORQUE_ROUND_DOWN_THRESHOLD = 100;

type Patch = (profile: CalculatorProfile) => CalculatorProfile;

/** Layer 2 (see the file comment): what each provider changes. */
export const PROVIDER_PATCHES: Readonly<Record<FinanceProviderName, Patch>> = {
  // spec 2 §5: interest 7.5 to 14.5 for one provider.
  Taurus: (p) => ({ ...p, interest: { ...p.interest, min: 7.5, max: 14.5 } }),
  // spec 2 §9: establishment fee 1300 for one provider.
  '360 Finance': (p) => ({ ...p, fees: { kind: 'fixed', amount: 1300 } }),
  // spec 2 §9: 1360.5 by default for another.
  AusLoans: (p) => ({ ...p, fees: { kind: 'lender', fallback: 1360.5 } }),
  // spec 2 §5: price minimum 5000 for one provider.
  Angle: (p) => ({ ...p, price: { ...p.price, min: 5_000 } }),
  // spec 2 §9: one provider rounds down when that keeps it under a threshold.
  Powertorque: (p) => ({ ...p, rounding: { kind: 'down-under-threshold', threshold: POWERTORQUE_ROUND_DOWN_THRESHOLD } }),
  // spec 2 §9: frequency selector hidden for one provider (monthly: its estimate is a monthly payment, spec 2 §4).
  'Nissan Finance': (p) => ({ ...p, frequencies: ['monthly'], defaultFrequency: 'monthly', showFrequencySelector: false }),
  Manual: (p) => p,
};

/** spec 2 §9: the fixed fee list of one brand variant. */
export const BRAND_FINANCE_FEES: EstablishmentFeeRule = {
  kind: 'fee-list',
  upfront: [
    { label: 'Establishment fee', amount: 395 },
    { label: 'Security registration fee', amount: 6 },
    { label: 'Agency fee', amount: 912.25 },
  ],
  monthly: [{ label: 'Monthly administration fee', amount: 8 }],
};

/** Layer 3 (see the file comment): what each site variant changes. */
export const VARIANT_PATCHES: Readonly<Record<CalculatorVariant, Patch>> = {
  standard: (p) => p,
  // spec 2 §5: price min 5000 and interest 4–20 for one brand variant; spec 2 §9 fee list.
  'brand-finance': (p) => ({
    ...p,
    price: { ...p.price, min: 5_000 },
    interest: { ...p.interest, min: 4, max: 20 },
    fees: BRAND_FINANCE_FEES,
  }),
  // spec 2 §5: on one site, when the car price is above 100000 the slider maximum is 105 % of the price.
  prestige: (p) => ({ ...p, price: { ...p.price, sliderMax: { kind: 'percent-of-price', above: 100_000, percent: 105, otherwise: 100_000 } } }),
  // spec 2 §5: interest 9.95 to 19.95 on one site.
  'high-rate': (p) => ({ ...p, interest: { ...p.interest, min: 9.95, max: 19.95 } }),
};

/** Layer 4: the "some sites" switches of spec 2 §5 and §9. */
export interface SiteCalculatorSwitches {
  /** spec 2 §5: term max 5 on some sites. */
  readonly termMaxYears?: number;
  /** spec 2 §5: custom year increments instead of 0.5 steps. */
  readonly termOptions?: readonly number[];
  /** spec 2 §9: default term 6 on some sites. */
  readonly defaultTermYears?: number;
  /** spec 2 §9: result rounded up on some sites. */
  readonly roundUp?: boolean;
  /** spec 2 §9: monthly only on some sites. */
  readonly monthlyOnly?: boolean;
  /** spec 2 §5: the interest slider can be disabled on some sites. */
  readonly interestSliderEnabled?: boolean;
  /** spec 2 §9: some sites always use the car price. */
  readonly amountAlwaysCarPrice?: boolean;
  /** spec 2 §9: other site-config default interest rates (10; 8.5 for one group). */
  readonly defaultInterestRate?: number;
}

function applySwitches(p: CalculatorProfile, s: SiteCalculatorSwitches): CalculatorProfile {
  const termOptions = s.termOptions ? [...s.termOptions].filter((n) => Number.isFinite(n) && n > 0).sort((a, b) => a - b) : undefined;
  const termMax = s.termMaxYears ?? p.term.max;
  return {
    ...p,
    term:
      termOptions && termOptions.length > 0
        ? { ...p.term, min: termOptions[0] ?? p.term.min, max: termOptions[termOptions.length - 1] ?? termMax, options: termOptions }
        : { ...p.term, max: termMax },
    interest: { ...p.interest, sliderEnabled: s.interestSliderEnabled ?? p.interest.sliderEnabled },
    rounding: s.roundUp ? { kind: 'up' } : p.rounding,
    ...(s.monthlyOnly ? { frequencies: ['monthly'], defaultFrequency: 'monthly', showFrequencySelector: false } : {}),
    defaults: {
      ...p.defaults,
      termYears: s.defaultTermYears ?? p.defaults.termYears,
      interestRate: s.defaultInterestRate ?? p.defaults.interestRate,
      amount: s.amountAlwaysCarPrice ? 'car-price' : p.defaults.amount,
    },
  };
}

/** The calculator profile of a provider on a site (see the table in the file comment). */
export function calculatorProfile(
  options: {
    readonly provider?: FinanceProviderName | null;
    readonly variant?: CalculatorVariant;
    readonly switches?: SiteCalculatorSwitches;
  } = {},
): CalculatorProfile {
  const provider = options.provider ?? null;
  const variant = options.variant ?? 'standard';
  const withProvider = provider ? PROVIDER_PATCHES[provider]({ ...BASE_PROFILE, provider }) : BASE_PROFILE;
  const withVariant = VARIANT_PATCHES[variant]({ ...withProvider, variant });
  return options.switches ? applySwitches(withVariant, options.switches) : withVariant;
}

/**
 * The price slider's maximum (spec 2 §5). Choice: 105 % of the price is rounded up to the
 * slider step and never exceeds the input maximum of 250,000.
 */
export function priceSliderMax(profile: CalculatorProfile, carPrice?: number | null): number {
  const rule = profile.price.sliderMax;
  if (rule.kind === 'fixed') return rule.max;
  const price = carPrice ?? 0;
  if (!(price > rule.above)) return rule.otherwise;
  const step = profile.price.step;
  return Math.min(profile.price.max, Math.ceil((price * rule.percent) / 100 / step) * step);
}

/** One-off fees financed with the loan, and fees added per month (spec 2 §9). */
export function loanFees(
  profile: CalculatorProfile,
  lender?: { readonly establishmentFees?: number | null } | null,
  options: { readonly lenderFirst?: boolean } = {},
): { readonly upfront: number; readonly monthly: number } {
  const rule = profile.fees;
  // issue 17 'One set of figures per car': a car's lender fee, when it has one, is the loan's fee
  // whatever the profile's rule (the estimate beside the calculator counts it, and only it).
  const own = lender?.establishmentFees;
  if (options.lenderFirst === true && typeof own === 'number' && Number.isFinite(own) && own >= 0) return { upfront: own, monthly: 0 };
  switch (rule.kind) {
    case 'fixed':
      return { upfront: rule.amount, monthly: 0 };
    case 'lender': {
      const fromLender = lender?.establishmentFees;
      return { upfront: typeof fromLender === 'number' && Number.isFinite(fromLender) && fromLender >= 0 ? fromLender : rule.fallback, monthly: 0 };
    }
    case 'fee-list':
      return {
        upfront: Math.round(rule.upfront.reduce((sum, fee) => sum + fee.amount, 0) * 100) / 100,
        monthly: rule.monthly.reduce((sum, fee) => sum + fee.amount, 0),
      };
  }
}
