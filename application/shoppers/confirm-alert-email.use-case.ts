import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { AlertEmailTokens, InvalidConfirmationToken } from './alert-email-tokens.port';
import type { ShopperLists } from './shopper-lists.port';

export interface ConfirmAlertEmailInput {
  readonly site: Pick<DealerSite, 'slug'>;
  /** The token of the confirmation email's link (`?token=`). */
  readonly token: string;
}

/** The link names an address that is no longer the shopper's alert email (changed since, removed, or the shopper deleted). */
export interface AlertEmailChanged {
  readonly code: 'ALERTS.EMAIL_CHANGED';
  readonly message: string;
}

export const ALERT_EMAIL_CHANGED_MESSAGE =
  'This link is for an email address that is no longer the one for your alerts. Use the link in the latest email we sent you, or check your alert settings.';

export interface AlertEmailConfirmed {
  readonly confirmed: true;
  /** The address confirmed. */
  readonly email: string;
}

/**
 * The link of the confirmation email, once its reader presses Confirm (issue 14; Spam Act 2003
 * s 16): the address the signed token names becomes the shopper's confirmed alert email — when
 * it still is their alert email. Idempotent: a second press answers confirmed. Needs no session:
 * the signed token is the authority (the link may be opened on any device).
 */
export class ConfirmAlertEmail implements UseCase<ConfirmAlertEmailInput, InvalidConfirmationToken | AlertEmailChanged, AlertEmailConfirmed> {
  constructor(
    private readonly deps: {
      readonly tokens: Pick<AlertEmailTokens, 'verify'>;
      readonly lists: Pick<ShopperLists, 'confirmAlertEmail'>;
      readonly clock?: Clock;
    },
  ) {}

  execute(input: ConfirmAlertEmailInput): TaskEither<InvalidConfirmationToken | AlertEmailChanged, AlertEmailConfirmed> {
    return async () => {
      const claim = this.deps.tokens.verify(input.site.slug, input.token);
      if (E.isLeft(claim)) return claim;
      const { shopper_id, email } = claim.right;
      const confirmed = await this.deps.lists.confirmAlertEmail(shopper_id, input.site.slug, email, (this.deps.clock ?? systemClock).now());
      return confirmed ? E.right({ confirmed: true, email }) : E.left({ code: 'ALERTS.EMAIL_CHANGED', message: ALERT_EMAIL_CHANGED_MESSAGE });
    };
  }
}
