import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import * as O from 'fp-ts/lib/Option.js';
import { marketComparison, type MarketComparison } from '../../domain/vehicle/market-comparison';
import type { CarRepository } from '../inventory/car-repository.port';
import { carNotFound, type CarNotFound, type CarOfSite } from '../inventory/get-car.use-case';

export type { MarketComparison } from '../../domain/vehicle/market-comparison';

/** The car has no market data to compare with (no autograb_data, no range, or no asking price). */
export interface NoMarketData {
  readonly code: 'AUTOGAUGE.NO_MARKET_DATA';
  readonly slug: string;
  readonly message: string;
}

/**
 * `GET /cars/{slug}/autogauge` (spec 1 §3, §7): where the car's asking price sits in its
 * market range (domain/vehicle/market-comparison). Whether the panel shows is the page's
 * call (priceComparisonPanel); this answers the numbers.
 */
async function compareWithMarket(cars: CarRepository, siteSlug: string, slug: string): Promise<E.Either<CarNotFound | NoMarketData, MarketComparison>> {
  const car = await cars.findBySlug(siteSlug, slug);
  if (!car) return E.left(carNotFound(slug));
  const comparison = marketComparison(car);
  return O.isSome(comparison) ? E.right(comparison.value) : E.left({ code: 'AUTOGAUGE.NO_MARKET_DATA', slug, message: `No market data for car '${slug}'.` });
}

/** `GET /cars/{slug}/autogauge` (spec 1 §3, §7): the comparison above for a car of a site. */
export class CompareWithMarket implements UseCase<CarOfSite, CarNotFound | NoMarketData, MarketComparison> {
  constructor(private readonly deps: { readonly cars: CarRepository }) {}

  execute({ site, slug }: CarOfSite): TaskEither<CarNotFound | NoMarketData, MarketComparison> {
    return () => compareWithMarket(this.deps.cars, site.slug, slug);
  }
}
