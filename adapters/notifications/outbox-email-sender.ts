import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { EmailFailed, EmailSender, OutgoingEmail } from '../../application/notifications/email-sender.port';
import { EmailAddress } from '../../domain/leads/contact-validation';
import { writeDurably } from '../files/write-durably';
import { composeEmail } from './rfc5322-message';

export interface OutboxEmailSenderOptions {
  /** Where the .eml files go: `{DATA_DIR}/outbox`, beside the lead emails. */
  dir: string;
  /** Told of each email written (the server's log): never the address, nor the text. */
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** The file of one message: `email-{messageId}.eml`, one per message id, so a repeated send rewrites it. */
export function outboxEmailFileName(messageId: string): string {
  return `email-${messageId.replace(/[^A-Za-z0-9-]/g, (char) => `_${char.codePointAt(0)!.toString(16)}_`)}.eml`;
}

/** The domain of a sender address, for the Message-ID. */
const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1) || 'caryard.localhost';

/**
 * The EmailSender's default adapter (ARCHITECTURE 'outbox adapters that write emails … to
 * data/outbox/'): each message becomes one RFC 5322 `.eml` file, `email-{messageId}.eml`,
 * written whole (a temporary name, flushed, renamed) — open it in any mail client. A message of
 * a list carries List-Unsubscribe with its one-click URL and List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click (RFC 2369, RFC 8058), so a mail client's Unsubscribe button works.
 */
export class OutboxEmailSender implements EmailSender {
  constructor(private readonly options: OutboxEmailSenderOptions) {}

  send(message: OutgoingEmail): TE.TaskEither<EmailFailed, void> {
    return async () => {
      if (message.messageId === '' || message.messageId.length > 150) return failed('the message id must be given, and short enough to name a file');
      const to = EmailAddress.parse(message.to);
      if (E.isLeft(to)) return failed('the address is not an email address');
      if (message.oneClickUnsubscribe !== undefined && !/^https?:\/\/[^\s<>]+$/.test(message.oneClickUnsubscribe))
        return failed('the unsubscribe link is not an http(s) URL');
      const eml = composeEmail({
        from: message.from,
        to: { address: to.right },
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        date: message.date,
        messageId: `${message.messageId}@${domainOf(message.from.address)}`,
        headers: message.oneClickUnsubscribe
          ? { 'List-Unsubscribe': `<${message.oneClickUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {},
        text: message.text,
      });
      const path = join(this.options.dir, outboxEmailFileName(message.messageId));
      try {
        await writeDurably(path, eml);
      } catch (error) {
        return failed(`could not write ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      this.options.log?.('email written to the outbox', { message_id: message.messageId, file: path });
      return E.right(undefined);
    };
  }
}

function failed(message: string): E.Either<EmailFailed, never> {
  return E.left({ code: 'EMAIL.FAILED', message });
}
