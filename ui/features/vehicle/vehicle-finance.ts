import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { estimateBasis, estimateBasisText, estimateWeeklyPayment, financeEstimateEligibility } from '../../../domain/finance';
import { formatDollars } from '../../../domain/vehicle';
import { priceDisplay } from '../../../domain/vehicle/price-display';
import type { Car } from '../../../domain/vehicle/car';
import { comparableListingPrice } from '../../../domain/vehicle/market-comparison';

/** The car's asking price (spec 1 §4 precedence: an offer above $10, else the price); 0 without one. */
export const askingPrice = (car: Car): number => O.getOrElse(() => 0)(comparableListingPrice(car));

export interface FinanceEstimate {
  /** Whole dollars per week (spec 1 §5). */
  readonly weekly: number;
  readonly weeklyText: string;
  /** The lender's sample rate per year (spec 1 §2 sticky header). */
  readonly interestRate: number;
  readonly comparisonRate: number;
  readonly provider: string;
  /** What the weekly figure assumes, said beside it: 'Based on a $4,500 deposit, … at 7.49% p.a.' */
  readonly basisText: string;
}

/**
 * spec 2 §4: the finance estimate of the sidebar and sticky header — shown only when the
 * domain says the site's provider may show it for this car, at the lender's weekly payment.
 */
export function financeEstimate(
  car: Car,
  site: Pick<PublicSite, 'finance_provider' | 'manufacturer' | 'finance_estimate_hidden_dealerships' | 'features'>,
  now: string,
): FinanceEstimate | null {
  const eligibility = financeEstimateEligibility({
    car,
    provider: site.finance_provider,
    site: { manufacturer: site.manufacturer, hiddenDealershipIds: site.finance_estimate_hidden_dealerships },
    currentYear: new Date(now).getUTCFullYear(),
  });
  if (E.isLeft(eligibility)) return null;
  const lender = eligibility.right;
  const price = askingPrice(car) || car.price;
  const weekly = estimateWeeklyPayment({ price, lender });
  const basis = estimateBasis(lender);
  if (weekly === null || basis === null || lender.interestRate == null || lender.comparisonRate == null) return null;
  return {
    weekly,
    weeklyText: formatDollars(weekly),
    interestRate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    provider: lender.financeProvider ?? site.finance_provider,
    // A car shown at its weekly subscription: the estimate says it finances the cash price.
    basisText: estimateBasisText(basis, priceDisplay(car, { subscriptions: site.features.subscriptions })._tag === 'Subscription' ? price : null),
  };
}
