import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { EmailAddress } from '../../domain/leads/contact-validation';
import { ALERTS_NOT_OFFERED_MESSAGE, alertConsentText, CONSENT_REQUIRED_MESSAGE } from '../../domain/shoppers/alert-consent';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { AlertEmailConfirmations } from './alert-email-confirmations';
import type { AlertSettingsView } from './shopper-contract';
import type { ShopperLists } from './shopper-lists.port';
import {
  alertSettingsView,
  signedInOn,
  SIGN_IN_REQUIRED_MESSAGE,
  VALIDATION_MESSAGE,
  type SignedInShopper,
  type SignInRequired,
  type ValidationFailed,
} from './shopper-lists-views';

export interface SetAlertSettingsCommand {
  readonly site: DealerSite;
  readonly shopper: SignedInShopper | null;
  readonly enabled: boolean;
  /** The consent box, ticked beside `consent_text`: must be true to switch on. */
  readonly consent?: boolean | undefined;
  /** An email for alert emails; null or '' removes it; absent leaves it as it is. */
  readonly email?: string | null | undefined;
}

/** The site sends no alerts (shopper_lists.alerts off). */
export interface AlertsNotOffered {
  readonly code: 'ALERTS.NOT_OFFERED';
  readonly message: string;
}

export type SetAlertSettingsFailure = SignInRequired | ValidationFailed | AlertsNotOffered;

/**
 * `POST /api/garage/alerts` (issue 14 'Consent is asked for and recorded when the alert is
 * switched on'; Spam Act 2003 s 16 express consent): switching on needs the box ticked
 * (`consent: true`) and records the words agreed to (alertConsentText of this site) and when;
 * switching off records the stop ('settings'). An email, when given, must be a valid address
 * (the lead forms' rule) and is kept as the shopper's email too; a new address is unconfirmed,
 * and gets alerts only once its owner opens the link emailed to it (ConfirmAlertEmail).
 * Switching on while alerts are on keeps the consent already recorded.
 */
export class SetAlertSettings implements UseCase<SetAlertSettingsCommand, SetAlertSettingsFailure, AlertSettingsView> {
  readonly #clock: Clock;

  constructor(
    private readonly deps: {
      readonly lists: Pick<ShopperLists, 'changeAlerts' | 'alertSettings'>;
      readonly clock?: Clock;
      /** Sends the link that confirms an alert email (Spam Act s 16). Absent: none is sent, so an address stays unconfirmed and gets no alert. */
      readonly confirmations?: Pick<AlertEmailConfirmations, 'request'>;
      /** Whether alert texts come from a number that takes replies (SMS_REPLY_NUMBER): the consent words then offer STOP. Default false. */
      readonly smsTakesReplies?: boolean;
    },
  ) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute(command: SetAlertSettingsCommand): TaskEither<SetAlertSettingsFailure, AlertSettingsView> {
    return async () => {
      const { site } = command;
      const shopper = signedInOn(site, command.shopper, SIGN_IN_REQUIRED_MESSAGE);
      if (E.isLeft(shopper)) return shopper;
      if (!site.shopper_lists.alerts) return E.left({ code: 'ALERTS.NOT_OFFERED', message: ALERTS_NOT_OFFERED_MESSAGE });
      const fields: Record<string, string> = {};
      if (command.enabled && command.consent !== true) fields.consent = CONSENT_REQUIRED_MESSAGE;
      let email: string | null | undefined;
      if (command.email === null || command.email?.trim() === '') email = null;
      else if (command.email !== undefined) {
        const parsed = EmailAddress.parse(command.email);
        if (E.isLeft(parsed)) fields.email = parsed.left.message;
        else email = parsed.right;
      }
      if (Object.keys(fields).length > 0) return E.left({ code: 'VALIDATION_FAILED', message: VALIDATION_MESSAGE, fields });
      const at = this.#clock.now();
      const replies = this.deps.smsTakesReplies ?? false;
      const withEmail = email === undefined ? {} : { email };
      const id = shopper.right.shopper_id;
      const record = command.enabled
        ? await this.deps.lists.changeAlerts(id, { _tag: 'On', consentText: alertConsentText(site.name, replies), at, ...withEmail })
        : await this.deps.lists.changeAlerts(id, { _tag: 'Off', at, ...withEmail });
      // Deleted meanwhile: signed out. (Off with alerts never on changes nothing: null, shown as off.)
      if (record === null && command.enabled) return E.left({ code: 'AUTH.SIGN_IN_REQUIRED', message: SIGN_IN_REQUIRED_MESSAGE });
      // An address for alerts gets none until its owner confirms it: each switch-on while it waits
      // sends the link (again), within the hourly limit; the settings stand whatever the email port says.
      if (command.enabled && record !== null && record.email !== null && !record.email_confirmed)
        await this.deps.confirmations?.request(site, id, record.email, at);
      return E.right(alertSettingsView(record, site, replies));
    };
  }
}
