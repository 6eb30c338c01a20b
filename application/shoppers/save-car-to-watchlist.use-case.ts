import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { WATCHLIST_MAX_CARS, WATCHLIST_MESSAGES } from '../../domain/shoppers/shopper-lists';
import { isAvailable } from '../../domain/vehicle/availability';
import { cashPrice } from '../../domain/vehicle/price-display';
import type { CarRepository } from '../inventory/car-repository.port';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { ShopperLists } from './shopper-lists.port';
import { sameMobile, signedInOn, type SignedInShopper, type SignInRequired } from './shopper-lists-views';

/** spec 1 §7 `POST /api/watchlist/save-car` and `/remove-car`: `{phone_number, car_id}`, for the signed-in shopper. */
export interface WatchlistCommand {
  readonly site: DealerSite;
  readonly shopper: SignedInShopper | null;
  /** The phone the page holds for the shopper: it must be theirs. */
  readonly phone_number: string;
  readonly car_id: number;
}

/** The phone sent is not the signed-in shopper's (another tab signed in as someone else meanwhile). */
export interface WatchlistPhoneMismatch {
  readonly code: 'WATCHLIST.PHONE_MISMATCH';
  readonly message: string;
}
export interface WatchlistCarNotOnSite {
  readonly code: 'WATCHLIST.CAR_NOT_FOUND';
  readonly message: string;
}
export interface WatchlistCarSold {
  readonly code: 'WATCHLIST.CAR_SOLD';
  readonly message: string;
}
export interface WatchlistFull {
  readonly code: 'WATCHLIST.FULL';
  readonly message: string;
}

export type SaveCarFailure = SignInRequired | WatchlistPhoneMismatch | WatchlistCarNotOnSite | WatchlistCarSold | WatchlistFull;

/** Saved now (`created`), or saved already (idempotent: saving twice succeeds). */
export interface CarSaved {
  readonly created: boolean;
}

const signInRequired: SignInRequired = { code: 'AUTH.SIGN_IN_REQUIRED', message: WATCHLIST_MESSAGES.signInRequired };

/** Both watchlist calls: signed in on this site, and the phone sent is the shopper's own (spec 1 §5 'Watchlist save needs a phone'). */
export function watchlistShopper(
  command: Pick<WatchlistCommand, 'site' | 'shopper' | 'phone_number'>,
): E.Either<SignInRequired | WatchlistPhoneMismatch, SignedInShopper> {
  const signedIn = signedInOn(command.site, command.shopper, WATCHLIST_MESSAGES.signInRequired);
  if (E.isLeft(signedIn)) return signedIn;
  return sameMobile(command.phone_number, signedIn.right.phone)
    ? signedIn
    : E.left({ code: 'WATCHLIST.PHONE_MISMATCH', message: WATCHLIST_MESSAGES.phoneMismatch });
}

/**
 * Saves a car to the signed-in shopper's watchlist (spec 1 §4 'Watchlist', §5, §7): the car must
 * be on this site (CarRepository.findById is per site: another site's car is not found); a car
 * that can no longer be bought (spec 1 §4 availability: not in stock nor coming soon) is refused
 * unless it is saved already — spec 1 §4 'A sold car that is not saved shows no save button', and
 * saving twice succeeds. The car's cash price now (cashPrice: an offer where one applies, a car on
 * subscription by its cash price) is kept with it, for the watchlist page's price comparison.
 */
export class SaveCarToWatchlist implements UseCase<WatchlistCommand, SaveCarFailure, CarSaved> {
  readonly #clock: Clock;

  constructor(private readonly deps: { readonly lists: ShopperLists; readonly cars: Pick<CarRepository, 'findById'>; readonly clock?: Clock }) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute(command: WatchlistCommand): TaskEither<SaveCarFailure, CarSaved> {
    return async () => {
      const shopper = watchlistShopper(command);
      if (E.isLeft(shopper)) return shopper;
      const { lists, cars } = this.deps;
      const car = await cars.findById(command.site.slug, command.car_id);
      if (!car) return E.left({ code: 'WATCHLIST.CAR_NOT_FOUND', message: WATCHLIST_MESSAGES.carNotOnSite });
      if (!isAvailable(car)) {
        return (await lists.isSaved(shopper.right.shopper_id, car.id))
          ? E.right({ created: false })
          : E.left({ code: 'WATCHLIST.CAR_SOLD', message: WATCHLIST_MESSAGES.carSold });
      }
      const saved = await lists.saveCar(shopper.right.shopper_id, car.id, this.#clock.now(), cashPrice(car), WATCHLIST_MAX_CARS);
      switch (saved._tag) {
        case 'Saved':
          return E.right({ created: true });
        case 'AlreadySaved':
          return E.right({ created: false });
        case 'Full':
          return E.left({ code: 'WATCHLIST.FULL', message: WATCHLIST_MESSAGES.full });
        case 'NoShopper':
          return E.left(signInRequired);
      }
    };
  }
}
