import * as E from 'fp-ts/lib/Either.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import {
  alertEmailConfirmationLink,
  alertEmailConfirmationMessage,
  CONFIRMATION_WINDOW_MS,
  MAX_CONFIRMATION_EMAILS,
} from '../../domain/shoppers/alert-email-confirmation';
import { oneLineAddress } from '../../domain/shoppers/alerts';
import type { EmailSender } from '../notifications/email-sender.port';
import type { Logger } from '../shared/logger.port';
import type { AlertEmailTokens } from './alert-email-tokens.port';
import type { ShopperLists } from './shopper-lists.port';

/** What asking for a confirmation email came to. */
export type ConfirmationRequest =
  /** Written to the email port (the outbox). */
  | 'sent'
  /** Not due (alerts off, no unconfirmed address), or the hourly limit was reached. */
  | 'not_sent'
  /** The email port refused it (logged); the shopper can switch alerts on again to have it resent. */
  | 'failed';

/**
 * Sends the link that confirms a shopper's alert email (issue 14; Spam Act 2003 s 16;
 * domain/shoppers/alert-email-confirmation.ts): counted against the shopper's limit first
 * (MAX_CONFIRMATION_EMAILS an hour), then written through the email port — to the outbox by
 * default, beside the alert emails. Used by SetAlertSettings when an address waits for its owner.
 */
export class AlertEmailConfirmations {
  constructor(
    private readonly deps: {
      readonly lists: Pick<ShopperLists, 'claimEmailConfirmation'>;
      readonly tokens: Pick<AlertEmailTokens, 'issue'>;
      readonly email: EmailSender;
      readonly logger?: Pick<Logger, 'info' | 'warn'>;
    },
  ) {}

  /** Sends the link for `email` to it, when due; resolves with what happened, rejects only when the database does. */
  async request(site: DealerSite, shopperId: string, email: string, at: Date): Promise<ConfirmationRequest> {
    const n = await this.deps.lists.claimEmailConfirmation(shopperId, email, at, { max: MAX_CONFIRMATION_EMAILS, windowMs: CONFIRMATION_WINDOW_MS });
    if (n === null) {
      this.deps.logger?.info({ site: site.slug }, 'alert email confirmation not sent: not due, or the hourly limit was reached');
      return 'not_sent';
    }
    const link = alertEmailConfirmationLink(site.site_url, this.deps.tokens.issue(site.slug, shopperId, email));
    const message = alertEmailConfirmationMessage({ dealer: { name: site.name, address: oneLineAddress(site.address), phone: site.phone }, email, link });
    const messageId = `confirm-email-${shopperId}-${at.getTime()}-${n}`;
    try {
      const sent = await this.deps.email.send({
        messageId,
        from: { name: site.name, address: `alerts@${mailDomain(site.site_url)}` },
        ...(site.email ? { replyTo: { name: site.name, address: site.email } } : {}),
        to: email,
        subject: message.subject,
        text: message.text,
        date: at,
      })();
      if (E.isRight(sent)) return 'sent';
      this.deps.logger?.warn({ site: site.slug, message_id: messageId, error: sent.left.message }, 'alert email confirmation not sent');
    } catch (error) {
      // A throwing adapter is a bug; the settings are saved all the same.
      this.deps.logger?.warn(
        { site: site.slug, message_id: messageId, error: error instanceof Error ? error.message : String(error) },
        'alert email confirmation not sent',
      );
    }
    return 'failed';
  }
}

/** `https://www.harbourmotors.com.au` → `harbourmotors.com.au` (the alert emails' own sender domain). */
function mailDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '') || 'caryard.localhost';
  } catch {
    return 'caryard.localhost';
  }
}
