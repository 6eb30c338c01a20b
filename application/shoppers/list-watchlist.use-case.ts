import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { CarRepository } from '../inventory/car-repository.port';
import type { UseCase } from '../shared/use-case';
import type { WatchedCar, WatchlistPageAnswer } from './shopper-contract';
import type { ShopperLists } from './shopper-lists.port';
import { signedInOn, watchedCar, type SignedInShopper, type SignInRequired } from './shopper-lists-views';

export interface ShopperQuery {
  readonly site: DealerSite;
  readonly shopper: SignedInShopper | null;
}

export const WATCHLIST_SIGN_IN_MESSAGE = 'Please sign in to see your watchlist.';

/** The watchlist's cars as the site shows them now, newest saved first; sold and gone cars kept, marked. */
export async function watchedCars(
  deps: { readonly lists: Pick<ShopperLists, 'watchlist'>; readonly cars: Pick<CarRepository, 'findById'> },
  site: DealerSite,
  shopperId: string,
): Promise<WatchedCar[]> {
  const items = await deps.lists.watchlist(shopperId);
  const cars = await Promise.all(items.map((item) => deps.cars.findById(site.slug, item.car_id)));
  return items.map((item, i) => watchedCar(item, cars[i] ?? null, site));
}

/**
 * `GET /api/watchlist` (issue 14 'The watchlist page lists saved cars with their current price
 * and status (sold cars marked, not silently dropped)'): every saved car, newest first.
 */
export class ListWatchlist implements UseCase<ShopperQuery, SignInRequired, WatchlistPageAnswer> {
  constructor(private readonly deps: { readonly lists: Pick<ShopperLists, 'watchlist'>; readonly cars: Pick<CarRepository, 'findById'> }) {}

  execute(query: ShopperQuery): TaskEither<SignInRequired, WatchlistPageAnswer> {
    return async () => {
      const shopper = signedInOn(query.site, query.shopper, WATCHLIST_SIGN_IN_MESSAGE);
      if (E.isLeft(shopper)) return shopper;
      return E.right({ cars: await watchedCars(this.deps, query.site, shopper.right.shopper_id) });
    };
  }
}
