/**
 * The finance estimate on the vehicle page, sidebar and sticky header (spec 2 §4
 * "Finance estimate", §9 "Finance"; spec 1 §5 weekly payments in whole dollars).
 */
import * as E from 'fp-ts/Either';
import type { FinanceProviderName } from '../dealer-site/dealer-site';
import { isAvailable } from '../vehicle';
import type { Car, FinanceLender } from '../vehicle/car';
import { formatMoney } from './money';
import { calculateRepayment, roundWeeklyPayment } from './repayment';

/** spec 2 §9: Taurus age limit 12 years; price threshold above 500. */
export const TAURUS_MAX_AGE_YEARS = 12;
export const ESTIMATE_MIN_PRICE_EXCLUSIVE = 500;
/** spec 2 §9: 5 year term for the estimate; comparison rate based on a $30,000 5-year secured loan. */
export const ESTIMATE_TERM_YEARS = 5;
export const COMPARISON_RATE_BASIS = { amount: 30_000, termYears: 5, secured: true } as const;

export type EstimateCar = Pick<Car, 'year' | 'price' | 'status' | 'dealership_id'> & {
  readonly finance_lenders?: Readonly<Record<string, FinanceLender>> | null;
};

export type FinanceEstimateIneligibleCode =
  | 'FINANCE.HIDDEN_FOR_SITE'
  | 'FINANCE.HIDDEN_FOR_DEALERSHIP'
  | 'FINANCE.NO_LENDER'
  | 'FINANCE.RATES_MISSING'
  | 'FINANCE.NOT_AVAILABLE'
  | 'FINANCE.PRICE_TOO_LOW'
  | 'FINANCE.TOO_OLD'
  | 'FINANCE.PAYMENT_MISSING';

export interface FinanceEstimateIneligible {
  readonly code: FinanceEstimateIneligibleCode;
  readonly message: string;
}

export interface FinanceEstimateOptions {
  readonly car: EstimateCar;
  readonly provider: FinanceProviderName;
  readonly site: {
    /** The single make of a manufacturer site, else null. */
    readonly manufacturer: string | null;
    /** spec 2 §4: hidden for certain dealerships (the list is configuration). */
    readonly hiddenDealershipIds?: readonly number[];
  };
  /** The calendar year for the Taurus age rule (the caller picks the time zone). */
  readonly currentYear: number;
}

const present = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The provider's entry on the car. Choice: the key is matched exactly, then ignoring case
 * and spaces ('nissan-finance' and 'Nissan Finance' are one provider), then by the
 * record's own financeProvider.
 */
export function lenderFor(lenders: Readonly<Record<string, FinanceLender>> | null | undefined, provider: string): FinanceLender | undefined {
  if (!lenders) return undefined;
  const exact = lenders[provider];
  if (exact) return exact;
  const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const wanted = key(provider);
  const byKey = Object.entries(lenders).find(([k]) => key(k) === wanted)?.[1];
  return byKey ?? Object.values(lenders).find((lender) => key(lender.financeProvider ?? '') === wanted);
}

/** spec 2 §4: "the provider entry exists and is non-empty" — some field besides the provider name is set. */
const isNonEmpty = (lender: FinanceLender): boolean =>
  Object.entries(lender).some(([field, value]) => field !== 'financeProvider' && value !== null && value !== undefined);

/** Choice: a site is the Suzuki manufacturer site when its manufacturer is Suzuki (or the feed name 'Suzuki Australia'). */
const isSuzukiSite = (manufacturer: string | null): boolean => /^\s*suzuki(\s+australia)?\s*$/i.test(manufacturer ?? '');

const no = (code: FinanceEstimateIneligibleCode, message: string): E.Either<FinanceEstimateIneligible, never> => E.left({ code, message });

/**
 * spec 2 §4: whether the finance estimate shows, and with which lender record.
 * | Taurus                     | year > current year − 12; price > 500; available; comparison rate |
 * | 360 Finance, AusLoans      | available                                                         |
 * | Manual, Angle, Powertorque | price > 500; available; weekly payment present                    |
 * | Nissan Finance             | price > 500; available; monthly payment present                   |
 * Always: the entry exists, is non-empty, interestRate and comparisonRate are non-null;
 * never on the Suzuki manufacturer site or for listed dealerships. Available is the
 * vehicle area's rule (in_stock or coming_soon).
 */
export function financeEstimateEligibility(options: FinanceEstimateOptions): E.Either<FinanceEstimateIneligible, FinanceLender> {
  const { car, provider, site } = options;
  if (isSuzukiSite(site.manufacturer)) return no('FINANCE.HIDDEN_FOR_SITE', 'No finance estimate on the Suzuki manufacturer site');
  if (site.hiddenDealershipIds?.includes(car.dealership_id)) {
    return no('FINANCE.HIDDEN_FOR_DEALERSHIP', `No finance estimate for dealership ${car.dealership_id}`);
  }
  const lender = lenderFor(car.finance_lenders, provider);
  if (!lender || !isNonEmpty(lender)) return no('FINANCE.NO_LENDER', `The car has no ${provider} entry`);
  if (!present(lender.interestRate) || !present(lender.comparisonRate)) {
    return no('FINANCE.RATES_MISSING', 'The interest rate or comparison rate is missing');
  }
  type Check = readonly [ok: boolean, code: FinanceEstimateIneligibleCode, message: string];
  const tooOld: Check = [car.year > options.currentYear - TAURUS_MAX_AGE_YEARS, 'FINANCE.TOO_OLD', 'The car is 12 or more years old'];
  const priced: Check = [car.price > ESTIMATE_MIN_PRICE_EXCLUSIVE, 'FINANCE.PRICE_TOO_LOW', 'The price is not above $500'];
  const available: Check = [isAvailable(car), 'FINANCE.NOT_AVAILABLE', 'The car is not available'];
  const weekly: Check = [present(lender.paymentWeek), 'FINANCE.PAYMENT_MISSING', 'No weekly payment'];
  const monthly: Check = [present(lender.paymentMonth), 'FINANCE.PAYMENT_MISSING', 'No monthly payment'];
  // The comparison rate check of Taurus is the general one above.
  const checks: Record<FinanceProviderName, readonly Check[]> = {
    Taurus: [tooOld, priced, available],
    '360 Finance': [available],
    AusLoans: [available],
    Manual: [priced, available, weekly],
    Angle: [priced, available, weekly],
    Powertorque: [priced, available, weekly],
    'Nissan Finance': [priced, available, monthly],
  };
  const failed = (checks[provider] ?? [available]).find(([ok]) => !ok);
  return failed ? no(failed[1], failed[2]) : E.right(lender);
}

export const isFinanceEstimateShown = (options: FinanceEstimateOptions): boolean => E.isRight(financeEstimateEligibility(options));

/**
 * The weekly figure of the estimate, in whole dollars (spec 1 §5). The lender's
 * paymentWeek when present; otherwise (choice) worked out from the price with the
 * lender's rate, deposit, fees and balloon over its termYears, else 5 years (spec 2 §9).
 * Null when neither is possible.
 */
export function estimateWeeklyPayment(options: {
  readonly price: number;
  readonly lender: Pick<FinanceLender, 'paymentWeek' | 'interestRate' | 'deposit' | 'termYears' | 'establishmentFees' | 'balloon'>;
}): number | null {
  const { lender } = options;
  if (present(lender.paymentWeek)) return roundWeeklyPayment(lender.paymentWeek);
  if (!present(lender.interestRate)) return null;
  const result = calculateRepayment({
    amount: options.price,
    deposit: present(lender.deposit) ? lender.deposit : 0,
    establishmentFees: present(lender.establishmentFees) ? lender.establishmentFees : 0,
    residual: present(lender.balloon) ? lender.balloon : 0,
    termYears: present(lender.termYears) && lender.termYears > 0 ? lender.termYears : ESTIMATE_TERM_YEARS,
    annualRatePercent: lender.interestRate,
    frequency: 'weekly',
  });
  return E.isRight(result) ? roundWeeklyPayment(result.right.exactPayment) : null;
}

/**
 * What the estimate's weekly figure assumes: the lender's deposit, balloon, establishment fee,
 * term and rate (the same fields estimateWeeklyPayment works from, and that the lender's own
 * weekly payment was quoted on), so the shopper is told them beside the figure.
 */
export interface EstimateBasis {
  readonly deposit: number;
  readonly balloon: number;
  readonly establishmentFee: number;
  readonly termMonths: number;
  readonly interestRate: number;
}

export function estimateBasis(lender: Pick<FinanceLender, 'interestRate' | 'deposit' | 'termYears' | 'establishmentFees' | 'balloon'>): EstimateBasis | null {
  if (!present(lender.interestRate)) return null;
  const amount = (n: number | null | undefined): number => (present(n) && n > 0 ? n : 0);
  const years = present(lender.termYears) && lender.termYears > 0 ? lender.termYears : ESTIMATE_TERM_YEARS;
  return {
    deposit: amount(lender.deposit),
    balloon: amount(lender.balloon),
    establishmentFee: amount(lender.establishmentFees),
    termMonths: Math.round(years * 12),
    interestRate: lender.interestRate,
  };
}

/** 'Based on a $4,500 deposit, a $7,600 balloon and a $1,300 establishment fee, over 60 months at 7.49% p.a.' */
export function estimateBasisText(basis: EstimateBasis, cashPrice: number | null = null): string {
  const parts = [
    // Beside a weekly subscription, the price the estimate finances is said: the cash price, not the weekly amount.
    ...(cashPrice !== null && cashPrice > 0 ? [`the cash price of ${formatMoney(cashPrice)}`] : []),
    basis.deposit > 0 ? `a ${formatMoney(basis.deposit)} deposit` : 'no deposit',
    basis.balloon > 0 ? `a ${formatMoney(basis.balloon)} balloon` : 'no balloon',
    ...(basis.establishmentFee > 0 ? [`a ${formatMoney(basis.establishmentFee)} establishment fee`] : []),
  ];
  const listed = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `Based on ${listed}, over ${basis.termMonths} months at ${basis.interestRate}% p.a.`;
}
