/**
 * The emails the outbox adapter wrote (adapters/notifications/outbox-email-sender.ts: one RFC 5322
 * `.eml` per message, its text quoted-printable), read back as a mail client would: headers
 * unfolded, the text decoded. For tests that follow an email's link.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxEmail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly from: string;
  /** The body, decoded. */
  readonly text: string;
}

/** The emails in `dir` whose file name starts with `prefix` (e.g. 'email-confirm-email-'), by file name. */
export function outboxEmails(dir: string, prefix = 'email-'): OutboxEmail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(name, readFileSync(join(dir, name), 'utf8')));
}

/** The confirmation emails of alert addresses (application/shoppers/alert-email-confirmations.ts) sent to `address`. */
export function confirmationEmailsTo(dir: string, address: string): OutboxEmail[] {
  return outboxEmails(dir, 'email-confirm-email-').filter((email) => email.to === address);
}

/** The alert emails (digests) sent to `address`. */
export function alertEmailsTo(dir: string, address: string): OutboxEmail[] {
  return outboxEmails(dir, 'email-alert-').filter((email) => email.to === address);
}

/** The token of the confirmation link in an email: `…/alerts/confirm-email?token={token}`. */
export function confirmationTokenIn(email: OutboxEmail): string {
  const link = /\/alerts\/confirm-email\?token=([^\s]+)/.exec(email.text);
  if (!link?.[1]) throw new Error(`No confirmation link in ${email.file}`);
  return decodeURIComponent(link[1]);
}

function parseEml(file: string, eml: string): OutboxEmail {
  const split = eml.indexOf('\r\n\r\n');
  const headers = eml.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string): string => decodeWords(new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '');
  const to = header('To').replace(/^.*<([^>]+)>$/, '$1');
  return {
    file,
    to,
    from: header('From'),
    subject: header('Subject'),
    text: decodeQuotedPrintable(eml.slice(split + 4))
      .replace(/\r\n/g, '\n')
      .trimEnd(),
  };
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`) of a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, base64: string) => Buffer.from(base64, 'base64').toString('utf8'));
}

/** RFC 2045 §6.7: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
