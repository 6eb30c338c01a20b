import type * as TE from 'fp-ts/lib/TaskEither.js';

/**
 * Sends an email to a shopper (issue 14: price-drop, sold and new-stock alerts). The default
 * adapter writes each message as an RFC 5322 `.eml` file to `DATA_DIR/outbox` beside the lead
 * emails (adapters/notifications/outbox-email-sender.ts); an SMTP or API adapter is one more.
 * Delivery is driven by the shopper message outbox, which retries.
 */
export interface EmailSender {
  /** Right once the message was accepted; Left (retried by the caller) otherwise. The same `messageId` twice sends once where the adapter can tell. */
  send(message: OutgoingEmail): TE.TaskEither<EmailFailed, void>;
}

export interface OutgoingEmail {
  /** Stable per message: the outbox row's id, e.g. 'alert-42'. */
  readonly messageId: string;
  readonly from: { readonly name: string; readonly address: string };
  readonly replyTo?: { readonly name?: string; readonly address: string };
  readonly to: string;
  readonly subject: string;
  /** Plain text. */
  readonly text: string;
  /**
   * RFC 2369 / RFC 8058: the https URL a POST to stops the messages (List-Unsubscribe with
   * List-Unsubscribe-Post: List-Unsubscribe=One-Click); absent for a message that is not a list's.
   */
  readonly oneClickUnsubscribe?: string;
  readonly date: Date;
}

export interface EmailFailed {
  readonly code: 'EMAIL.FAILED';
  readonly message: string;
}
