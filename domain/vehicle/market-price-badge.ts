import * as O from 'fp-ts/Option';
import type { Car } from './car';
import { isPositiveAmount } from './money';
import { cashPrice } from './price-display';

/** spec 1 §5, §9: the market average must exceed the price by more than 499. */
export const MARKET_BADGE_THRESHOLD = 499;

export interface MarketPriceBadge {
  /** How far below the market average the price is (> 499). */
  readonly belowAverageBy: number;
}

/**
 * spec 1 §5: the market-price badge shows only when average market price − price > 499 and
 * price is below the state average. The price is the cash price the shopper can pay (an offer
 * where one applies, never a weekly subscription); a car without one never shows the badge.
 */
export function marketPriceBadge(car: Pick<Car, 'price'> & Partial<Pick<Car, 'offer_price' | 'before_price' | 'autograb_data'>>): O.Option<MarketPriceBadge> {
  const average = car.autograb_data?.average_market_price;
  const stateAverage = car.autograb_data?.state_average_market_price;
  const price = cashPrice(car);
  if (price === null || !isPositiveAmount(average) || !isPositiveAmount(stateAverage)) return O.none;
  const belowAverageBy = average - price;
  return belowAverageBy > MARKET_BADGE_THRESHOLD && price < stateAverage ? O.some({ belowAverageBy }) : O.none;
}
