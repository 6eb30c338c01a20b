import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import type { ShopperQuery } from './list-watchlist.use-case';
import type { DeleteMyDataAnswer } from './shopper-contract';
import type { ShopperLists } from './shopper-lists.port';
import { signedInOn, SIGN_IN_REQUIRED_MESSAGE, type SignInRequired } from './shopper-lists-views';

/**
 * `DELETE /api/garage` (issue 14 'A shopper can see and delete what the site holds about them
 * (watchlist, alerts, sessions) from their garage, and deleting removes it'): deletes the shopper
 * — their watchlist, saved searches, consent, alert history, messages and every session go with
 * them (migration 011 cascades), and the sign-in codes of their number. The leads, reservations,
 * trade-ins and service bookings they sent are the dealer's records of dealings with them and are
 * not touched here (choice: those are kept and handled by the dealer under its privacy policy).
 */
export class DeleteMyData implements UseCase<ShopperQuery, SignInRequired, DeleteMyDataAnswer> {
  constructor(private readonly deps: { readonly lists: Pick<ShopperLists, 'deleteShopper'> }) {}

  execute(query: ShopperQuery): TaskEither<SignInRequired, DeleteMyDataAnswer> {
    return async () => {
      const shopper = signedInOn(query.site, query.shopper, SIGN_IN_REQUIRED_MESSAGE);
      if (E.isLeft(shopper)) return shopper;
      const deleted = await this.deps.lists.deleteShopper(shopper.right.shopper_id);
      return deleted ? E.right({ deleted }) : E.left({ code: 'AUTH.SIGN_IN_REQUIRED', message: SIGN_IN_REQUIRED_MESSAGE });
    };
  }
}
