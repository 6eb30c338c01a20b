import * as O from 'fp-ts/Option';
import type { AutograbData, Car } from './car';
import type { PriceComparisonResult } from './price-comparison';
import { cashPrice } from './price-display';

/**
 * The price a market comparison is about: the car's cash price (cashPrice: a weekly
 * subscription is not comparable with a market price of the whole car); PREORDER or no
 * price: nothing to compare.
 */
export function comparableListingPrice(car: Pick<Car, 'price'> & Partial<Pick<Car, 'offer_price' | 'before_price'>>): O.Option<number> {
  return O.fromNullable(cashPrice(car));
}

/** A computed comparison: every number present; confidence and description as the market data gave them. */
export interface MarketComparison extends PriceComparisonResult {
  readonly fill: number;
  readonly listing_price: number;
  readonly market_range_min: number;
  readonly market_range_max: number;
  readonly confidence: number | null;
  readonly description: string | null;
  readonly average_market_price: number | null;
  readonly state_average_market_price: number | null;
  readonly state: string | null;
  readonly comparable_count: number | null;
}

/**
 * spec 1 §3 price comparison result, computed from the car's market data (autograb_data).
 *
 * `fill` is where the listing price sits in the market range, read as a deal score:
 * `(market_range_max − listing_price) / (market_range_max − market_range_min)`, clamped to
 * 0…1 and rounded to 2 decimals. So a lower price is a better deal and a higher fill: 1 at or
 * below the bottom of the market, 0 at or above its top, 0.5 mid-range. That matches the
 * spec 1 §4 labels ('Great Deal' from 0.65, 'Good Deal' below).
 *
 * None (no comparison to make) without a listing price, without market data, or without a
 * proper range (min and max present, positive, min below max). Confidence and description
 * are passed on as given (null when absent): whether the panel shows is the UI's call with
 * priceComparisonPanel (confidence above 0.2, max not below the price).
 */
export function marketComparison(
  car: Pick<Car, 'price'> & Partial<Pick<Car, 'offer_price' | 'before_price' | 'autograb_data' | 'state'>>,
): O.Option<MarketComparison> {
  const data: AutograbData | null | undefined = car.autograb_data;
  const price = comparableListingPrice(car);
  if (!data || O.isNone(price)) return O.none;
  const min = data.market_range_min;
  const max = data.market_range_max;
  if (!isAmount(min) || !isAmount(max) || !(min < max)) return O.none;
  const listing = price.value;
  const fill = Math.round(clamp01((max - listing) / (max - min)) * 100) / 100;
  const confidence = typeof data.confidence === 'number' && Number.isFinite(data.confidence) ? data.confidence : null;
  const description = data.description?.trim() ? data.description.trim() : null;
  return O.some({
    fill,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence,
    description,
    // issue 17: the working behind the rating, for the panel to show.
    average_market_price: isAmount(data.average_market_price) ? data.average_market_price : null,
    state_average_market_price: isAmount(data.state_average_market_price) ? data.state_average_market_price : null,
    state: car.state?.trim() ? car.state.trim() : null,
    comparable_count:
      typeof data.comparable_count === 'number' && Number.isFinite(data.comparable_count) && data.comparable_count > 0
        ? Math.round(data.comparable_count)
        : null,
  });
}

function isAmount(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

function clamp01(n: number): number {
  return Math.min(1, Math.max(0, n));
}
