import type * as TE from 'fp-ts/lib/TaskEither.js';

/**
 * Sends a text message (issue 12: the trade-in thanks SMS, spec 2 §2). The default adapter
 * writes each message to `DATA_DIR/outbox` beside the lead emails and logs it; a real SMS
 * gateway is one more adapter. Delivery is driven by the lead outbox (retried like email).
 */
export interface SmsSender {
  /** Right once the gateway accepted the message; Left (retried by the caller) otherwise. The same `messageId` twice sends once where the gateway can tell. */
  send(message: SmsMessage): TE.TaskEither<SmsFailed, void>;
}

export interface SmsMessage {
  /** Stable per message: the outbox entry's id. */
  readonly messageId: string;
  /** E.164 Australian mobile, e.g. +61412345678. */
  readonly to: string;
  /** Sender id: up to 11 letters and digits, or a number. */
  readonly from: string;
  readonly body: string;
}

export interface SmsFailed {
  readonly code: 'SMS.FAILED';
  readonly message: string;
}
