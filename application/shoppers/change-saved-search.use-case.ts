import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { ALERTS_NOT_OFFERED_MESSAGE } from '../../domain/shoppers/alert-consent';
import { SAVED_SEARCH_MESSAGES } from '../../domain/shoppers/shopper-lists';
import type { UseCase } from '../shared/use-case';
import type { SavedSearchView } from './shopper-contract';
import type { ShopperLists } from './shopper-lists.port';
import { savedSearchView, signedInOn, SIGN_IN_REQUIRED_MESSAGE, type SignedInShopper, type SignInRequired } from './shopper-lists-views';
import type { AlertsNotOffered } from './set-alert-settings.use-case';

export interface SavedSearchNotFound {
  readonly code: 'SAVED_SEARCH.NOT_FOUND';
  readonly message: string;
}

export interface SavedSearchCommand {
  readonly site: DealerSite;
  readonly shopper: SignedInShopper | null;
  /** The saved search's id. */
  readonly id: string;
}

const notFound: SavedSearchNotFound = { code: 'SAVED_SEARCH.NOT_FOUND', message: SAVED_SEARCH_MESSAGES.notFound };

/** `POST /api/garage/saved-searches/:id {alerts}`: new-stock alerts of one of the shopper's own saved searches on or off. */
export class SetSavedSearchAlerts implements UseCase<
  SavedSearchCommand & { readonly alerts: boolean },
  SignInRequired | SavedSearchNotFound | AlertsNotOffered,
  SavedSearchView
> {
  constructor(private readonly deps: { readonly lists: Pick<ShopperLists, 'setSearchAlerts'> }) {}

  execute(command: SavedSearchCommand & { readonly alerts: boolean }): TaskEither<SignInRequired | SavedSearchNotFound | AlertsNotOffered, SavedSearchView> {
    return async () => {
      const shopper = signedInOn(command.site, command.shopper, SIGN_IN_REQUIRED_MESSAGE);
      if (E.isLeft(shopper)) return shopper;
      if (command.alerts && !command.site.shopper_lists.alerts) return E.left({ code: 'ALERTS.NOT_OFFERED', message: ALERTS_NOT_OFFERED_MESSAGE });
      const search = await this.deps.lists.setSearchAlerts(shopper.right.shopper_id, command.id, command.alerts);
      return search ? E.right(savedSearchView(search)) : E.left(notFound);
    };
  }
}

/** `DELETE /api/garage/saved-searches/:id`: removes one of the shopper's own saved searches (another's is not found). */
export class RemoveSavedSearch implements UseCase<SavedSearchCommand, SignInRequired | SavedSearchNotFound, { readonly removed: true }> {
  constructor(private readonly deps: { readonly lists: Pick<ShopperLists, 'removeSearch'> }) {}

  execute(command: SavedSearchCommand): TaskEither<SignInRequired | SavedSearchNotFound, { readonly removed: true }> {
    return async () => {
      const shopper = signedInOn(command.site, command.shopper, SIGN_IN_REQUIRED_MESSAGE);
      if (E.isLeft(shopper)) return shopper;
      return (await this.deps.lists.removeSearch(shopper.right.shopper_id, command.id)) ? E.right({ removed: true as const }) : E.left(notFound);
    };
  }
}
