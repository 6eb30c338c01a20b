import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { SmsFailed, SmsMessage, SmsSender } from '../../application/notifications/sms-sender.port';
import { maskedNumber } from '../../domain/leads/sms';
import { writeDurably } from '../files/write-durably';

export interface OutboxSmsOptions {
  /** Where the messages go: `{DATA_DIR}/outbox`, beside the lead emails. */
  dir: string;
  /** Told of each message written (the server's log): never the whole number, nor the text. */
  log?: (message: string, fields: Record<string, unknown>) => void;
  /** The `created` instant written in each file (tests fix it). */
  now?: () => Date;
}

/** What an outbox SMS file holds (JSON, UTF-8). */
export interface OutboxSms {
  readonly message_id: string;
  readonly to: string;
  readonly from: string;
  readonly body: string;
  /** ISO 8601 UTC: when the file was (last) written. */
  readonly created: string;
}

/** The longest file name of a message (file systems allow 255 bytes; the temporary name adds some). */
const MAX_FILE_NAME_LENGTH = 200;

/**
 * The file of one message: `sms-{messageId}.json`, one per message id, so a repeated send
 * rewrites it rather than adding one. Letters, digits and hyphens stand as they are; any other
 * character is written `_` and its code in hex, so two ids never share a file.
 */
export function smsFileName(messageId: string): string {
  const safe = Array.from(messageId, (char) => (/^[A-Za-z0-9-]$/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`)).join('');
  return `sms-${safe}.json`;
}

/**
 * The SMS port's default adapter (issue 12: 'writes each SMS to DATA_DIR/outbox beside the
 * emails and logs it'): each message becomes one JSON file `sms-{messageId}.json` with its
 * to, from, body and when it was written — read by a person or a test as the text the seller
 * would get. Written to a temporary name, flushed, then renamed into place, as the lead emails
 * are (OutboxEmailDelivery): a file in the outbox is always whole, and sending the same message
 * id again replaces it, so a repeated delivery never sends twice. A real gateway is another
 * adapter of the port (config/ports.ts `SmsSender`).
 */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly options: OutboxSmsOptions) {}

  send(message: SmsMessage): TE.TaskEither<SmsFailed, void> {
    return async () => {
      const { messageId, to, from, body } = message;
      const name = smsFileName(messageId);
      if (messageId === '' || name.length > MAX_FILE_NAME_LENGTH) return failed('the message id must be given, and short enough to name a file');
      // E.164: a + and up to 15 digits, the first not 0.
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return failed(`'${maskedNumber(to)}' is not a number in E.164 form`);
      if (!/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/.test(from) && !/^\+?\d{3,15}$/.test(from))
        return failed('the sender id must be up to 11 letters and digits, or a number');
      if (body.trim() === '') return failed('the message has no text');
      const path = join(this.options.dir, name);
      const file: OutboxSms = { message_id: messageId, to, from, body, created: (this.options.now?.() ?? new Date()).toISOString() };
      try {
        await writeDurably(path, `${JSON.stringify(file, null, 2)}\n`);
      } catch (error) {
        return failed(`could not write ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      this.options.log?.('sms written to the outbox', { to: maskedNumber(to), from, body_length: body.length, file: path });
      return E.right(undefined);
    };
  }
}

function failed(message: string): E.Either<SmsFailed, never> {
  return E.left({ code: 'SMS.FAILED', message });
}
