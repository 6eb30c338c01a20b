import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import { watchlistShopper, type WatchlistCommand, type WatchlistPhoneMismatch } from './save-car-to-watchlist.use-case';
import type { ShopperLists } from './shopper-lists.port';
import type { SignInRequired } from './shopper-lists-views';

export type RemoveCarFailure = SignInRequired | WatchlistPhoneMismatch;

/** Removed now, or it was not on the watchlist (idempotent: removing twice succeeds). */
export interface CarRemoved {
  readonly removed: boolean;
}

/**
 * Takes a car off the signed-in shopper's watchlist (spec 1 §4, §7 `/remove-car`). Choice: the
 * car need not be on the site any more — a car that has left the stock stays on the watchlist,
 * marked, and its shopper must be able to remove it; a car id the watchlist does not hold (this
 * site's or another's) removes nothing and succeeds.
 */
export class RemoveCarFromWatchlist implements UseCase<WatchlistCommand, RemoveCarFailure, CarRemoved> {
  constructor(private readonly deps: { readonly lists: Pick<ShopperLists, 'removeCar'> }) {}

  execute(command: WatchlistCommand): TaskEither<RemoveCarFailure, CarRemoved> {
    return async () => {
      const shopper = watchlistShopper(command);
      if (E.isLeft(shopper)) return shopper;
      return E.right({ removed: await this.deps.lists.removeCar(shopper.right.shopper_id, command.car_id) });
    };
  }
}
