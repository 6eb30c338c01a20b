/**
 * The comparison rate of the rate in use (spec 2 §9: on a $30,000 secured loan over 5 years,
 * repaid monthly): the yearly rate at which the repayments — the loan plus its financed fees
 * at the interest rate, and any monthly fees — are worth exactly the $30,000 lent. The
 * calculator shows the one for the rate it uses, never a rate it has left.
 */
import type { FinanceLender } from '../vehicle/car';
import { loanFees, type CalculatorProfile } from './calculator-profile';
import { COMPARISON_RATE_BASIS } from './finance-estimate';
import { amortisedPayment } from './repayment';

const MONTHS = COMPARISON_RATE_BASIS.termYears * 12;

/** Present value of `months` level payments at `monthlyRate`. */
const presentValue = (payment: number, monthlyRate: number, months: number): number =>
  monthlyRate === 0 ? payment * months : (payment * -Math.expm1(-months * Math.log1p(monthlyRate))) / monthlyRate;

/**
 * The comparison rate, % p.a. to two decimals, of `annualRatePercent` with these fees on the
 * standard example loan. With no fees it is the interest rate itself.
 */
export function comparisonRate(options: {
  readonly annualRatePercent: number;
  /** One-off fees added to the loan. */
  readonly upfrontFees?: number;
  /** Fees paid with every monthly repayment. */
  readonly monthlyFees?: number;
}): number {
  const lent = COMPARISON_RATE_BASIS.amount;
  const upfront = Math.max(0, options.upfrontFees ?? 0);
  const monthly = Math.max(0, options.monthlyFees ?? 0);
  const rate = Math.max(0, options.annualRatePercent) / 100 / 12;
  const payment = amortisedPayment({ principal: lent + upfront, balloon: 0, ratePerPeriod: rate, periods: MONTHS }) + monthly;
  // The value of the repayments falls as the rate rises: bisect for the rate where they are worth what was lent.
  let low = rate;
  let high = Math.max(rate * 2, 0.01);
  while (presentValue(payment, high, MONTHS) > lent) high *= 2;
  for (let i = 0; i < 100 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (presentValue(payment, mid, MONTHS) > lent) low = mid;
    else high = mid;
  }
  return Math.round(((low + high) / 2) * 12 * 100 * 100) / 100;
}

/**
 * The comparison rate the calculator shows beside the rate it uses: the lender's own quoted
 * figure while the rate in use is the lender's rate, otherwise worked out for the rate in use
 * with the fees the calculator counts (the car's lender fee first, else the provider's rule).
 */
export function comparisonRateInUse(options: {
  readonly interestRate: number;
  readonly profile: CalculatorProfile;
  readonly lender?: Pick<FinanceLender, 'interestRate' | 'comparisonRate' | 'establishmentFees'> | null;
}): number {
  const { lender, interestRate } = options;
  const quoted = lender?.comparisonRate;
  if (
    typeof quoted === 'number' &&
    Number.isFinite(quoted) &&
    typeof lender?.interestRate === 'number' &&
    Math.abs(lender.interestRate - interestRate) < 1e-9
  ) {
    return quoted;
  }
  const fees = loanFees(options.profile, lender, { lenderFirst: true });
  return comparisonRate({ annualRatePercent: interestRate, upfrontFees: fees.upfront, monthlyFees: fees.monthly });
}
