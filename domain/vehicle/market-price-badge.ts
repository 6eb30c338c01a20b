import * as O from 'fp-ts/Option';
import type { Car } from './car';
import { isPositiveAmount } from './money';

/** spec 1 §5, §9: the market average must exceed the price by more than 499. */
export const MARKET_BADGE_THRESHOLD = 499;

export interface MarketPriceBadge {
  /** How far below the market average the price is (> 499). */
  readonly belowAverageBy: number;
}

/**
 * spec 1 §5: the market-price badge shows only when average market price − price > 499 and
 * price is below the state average. Choice: a car without a price (0 or less) never shows it.
 */
export function marketPriceBadge(car: Pick<Car, 'price'> & Partial<Pick<Car, 'autograb_data'>>): O.Option<MarketPriceBadge> {
  const average = car.autograb_data?.average_market_price;
  const stateAverage = car.autograb_data?.state_average_market_price;
  if (!isPositiveAmount(car.price) || !isPositiveAmount(average) || !isPositiveAmount(stateAverage)) return O.none;
  const belowAverageBy = average - car.price;
  return belowAverageBy > MARKET_BADGE_THRESHOLD && car.price < stateAverage ? O.some({ belowAverageBy }) : O.none;
}
