import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { AlertStore } from './shopper-alerts.port';
import type { InvalidUnsubscribeToken, UnsubscribeTokens } from './unsubscribe-tokens.port';

export interface UnsubscribeAlertsInput {
  readonly site: Pick<DealerSite, 'slug'>;
  /** The token of the message's link (`?token=`). */
  readonly token: string;
}

export interface AlertsUnsubscribed {
  /** Always true: after this no alert goes to the shopper (it may already have been so). */
  readonly stopped: true;
}

/**
 * The unsubscribe link of every alert (issue 14; Spam Act 2003 s 18: a functional unsubscribe):
 * the shopper the signed token names stops getting alerts from this site — stopped_by
 * 'unsubscribe_link', their undelivered messages cancelled. Idempotent: a second click, a mail
 * filter's one-click POST after the shopper's own, or a shopper with nothing left to stop, all
 * answer stopped. Left for a token this site did not sign.
 */
export class UnsubscribeAlerts implements UseCase<UnsubscribeAlertsInput, InvalidUnsubscribeToken, AlertsUnsubscribed> {
  constructor(private readonly deps: { readonly tokens: UnsubscribeTokens; readonly alerts: Pick<AlertStore, 'stopAlerts'>; readonly clock?: Clock }) {}

  execute(input: UnsubscribeAlertsInput): TaskEither<InvalidUnsubscribeToken, AlertsUnsubscribed> {
    return async () => {
      const shopper = this.deps.tokens.verify(input.site.slug, input.token);
      if (E.isLeft(shopper)) return shopper;
      await this.deps.alerts.stopAlerts(shopper.right, input.site.slug, 'unsubscribe_link', (this.deps.clock ?? systemClock).now());
      return E.right({ stopped: true });
    };
  }
}
