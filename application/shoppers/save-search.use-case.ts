import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { ALERTS_NOT_OFFERED_MESSAGE } from '../../domain/shoppers/alert-consent';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE, SavedSearchHref, SavedSearchLabel } from '../../domain/shoppers/shopper-lists';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { SavedSearchView } from './shopper-contract';
import type { ShopperLists } from './shopper-lists.port';
import {
  savedSearchView,
  signedInOn,
  SIGN_IN_REQUIRED_MESSAGE,
  VALIDATION_MESSAGE,
  type SignedInShopper,
  type SignInRequired,
  type ValidationFailed,
} from './shopper-lists-views';
import type { AlertsNotOffered } from './set-alert-settings.use-case';

export interface SaveSearchCommand {
  readonly site: DealerSite;
  readonly shopper: SignedInShopper | null;
  readonly label: string;
  readonly href: string;
  readonly alerts?: boolean | undefined;
}

export interface SavedSearchLimitReached {
  readonly code: 'SAVED_SEARCHES.LIMIT';
  readonly message: string;
}

export type SaveSearchFailure = SignInRequired | ValidationFailed | SavedSearchLimitReached | AlertsNotOffered;

export interface SearchSaved {
  readonly search: SavedSearchView;
  /** False when the href was saved before (its name updated). */
  readonly created: boolean;
}

/**
 * `POST /api/garage/saved-searches` (issue 14 'Saved searches can alert on new matching stock'):
 * a search page of this site (SavedSearchHref) under a name of at most 120 characters, at most
 * 20 a shopper. Choice: saving an href saved before renames it (and sets its alerts when given)
 * rather than refusing it. Alerts on a site that sends none are refused (ALERTS.NOT_OFFERED).
 */
export class SaveSearch implements UseCase<SaveSearchCommand, SaveSearchFailure, SearchSaved> {
  readonly #clock: Clock;
  readonly #newId: () => string;

  constructor(private readonly deps: { readonly lists: Pick<ShopperLists, 'saveSearch'>; readonly clock?: Clock; readonly newId?: () => string }) {
    this.#clock = deps.clock ?? systemClock;
    this.#newId = deps.newId ?? (() => globalThis.crypto.randomUUID());
  }

  execute(command: SaveSearchCommand): TaskEither<SaveSearchFailure, SearchSaved> {
    return async () => {
      const shopper = signedInOn(command.site, command.shopper, SIGN_IN_REQUIRED_MESSAGE);
      if (E.isLeft(shopper)) return shopper;
      const label = SavedSearchLabel.parse(command.label);
      const href = SavedSearchHref.parse(command.href);
      if (E.isLeft(label) || E.isLeft(href)) {
        const fields: Record<string, string> = {};
        if (E.isLeft(label)) fields.label = label.left.message;
        if (E.isLeft(href)) fields.href = href.left.message;
        return E.left({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGE, fields });
      }
      if (command.alerts === true && !command.site.shopper_lists.alerts) return E.left({ code: 'ALERTS.NOT_OFFERED', message: ALERTS_NOT_OFFERED_MESSAGE });
      const saved = await this.deps.lists.saveSearch(
        shopper.right.shopper_id,
        {
          id: this.#newId(),
          label: label.right,
          href: href.right,
          now: this.#clock.now(),
          ...(command.alerts === undefined ? {} : { alerts: command.alerts }),
        },
        SAVED_SEARCH_LIMIT,
      );
      switch (saved._tag) {
        case 'Created':
          return E.right({ search: savedSearchView(saved.search), created: true });
        case 'Updated':
          return E.right({ search: savedSearchView(saved.search), created: false });
        case 'LimitReached':
          return E.left({ code: 'SAVED_SEARCHES.LIMIT', message: SAVED_SEARCH_LIMIT_MESSAGE });
        case 'NoShopper':
          return E.left({ code: 'AUTH.SIGN_IN_REQUIRED', message: SIGN_IN_REQUIRED_MESSAGE });
      }
    };
  }
}
