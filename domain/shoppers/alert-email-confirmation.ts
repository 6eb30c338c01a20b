/**
 * Confirming the email a shopper gives for alerts (issue 14 'Consent is asked for and recorded
 * when the alert is switched on'; Spam Act 2003 s 16: the consent must be the account-holder's).
 * Anyone can type any address: an address given for alerts is held unconfirmed, and gets no
 * alert until its owner opens the link sent to it and presses Confirm — a GET (a mail filter
 * scanning links) confirms nothing. Changing the address un-confirms it.
 *
 * The link's token names the shopper and the address, signed for the site
 * (application/shoppers/alert-email-tokens.port.ts): `{shopper}.{email}.{signature}`, each part
 * base64url without padding — the shopper's uuid (16 bytes), the address in UTF-8, the signature
 * (16 bytes). The address travels in the token so the page can ask 'Confirm {email}?' before
 * anything is sent; the signature covers it, so a token cannot confirm another address.
 */
import * as E from 'fp-ts/lib/Either.js';
import { EmailAddress } from '../leads/contact-validation';

/** The page the link opens (ui/features/alerts), and the calls that confirm (adapters/http/routes/alerts.routes.ts). */
export const CONFIRM_EMAIL_PAGE_PATH = '/alerts/confirm-email';
export const CONFIRM_EMAIL_API_PATH = '/api/alerts/confirm-email';

/**
 * At most this many confirmation emails to one shopper in CONFIRMATION_WINDOW_MS. Choice: room
 * for a typo or two and a lost email; a ceiling for anyone sending links to strangers' inboxes.
 */
export const MAX_CONFIRMATION_EMAILS = 5;
export const CONFIRMATION_WINDOW_MS = 60 * 60 * 1000;

/** 16 bytes in base64url: the shopper's uuid, and the signature. */
const PART_16_BYTES = /^[A-Za-z0-9_-]{22}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The longest token: two 22-character parts, two dots, and a 254-character address of 4-byte characters. */
export const CONFIRMATION_TOKEN_MAX_LENGTH = 1_500;

/** The three parts of a token, as written; null when it is not shaped as one. */
export function confirmationTokenParts(token: string): { readonly shopper: string; readonly email: string; readonly signature: string } | null {
  if (typeof token !== 'string' || token.length > CONFIRMATION_TOKEN_MAX_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [shopper = '', email = '', signature = ''] = parts;
  if (!PART_16_BYTES.test(shopper) || !PART_16_BYTES.test(signature) || !BASE64URL.test(email)) return null;
  return { shopper, email, signature };
}

/**
 * The address a token names, for the page to ask about — read, not verified: the confirmation
 * itself checks the signature. null for a token not shaped as one, or naming no valid address.
 */
export function confirmationTokenEmail(token: string): string | null {
  const parts = confirmationTokenParts(token);
  if (parts === null) return null;
  const bytes = base64urlBytes(parts.email);
  if (bytes === null) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const email = EmailAddress.parse(text);
  return E.isRight(email) && email.right === text ? email.right : null;
}

/**
 * base64url without padding → bytes; null unless it is the one canonical spelling of its bytes
 * (the spare bits of the last character zero), so one token has one spelling.
 */
export function base64urlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    buffer = (buffer << 6) | ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
      buffer &= (1 << bits) - 1;
    }
  }
  return buffer === 0 ? Uint8Array.from(bytes) : null;
}

/** The link of a confirmation email: the site's page, which asks before it confirms. */
export function alertEmailConfirmationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${CONFIRM_EMAIL_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

export interface AlertEmailConfirmationMessage {
  readonly subject: string;
  readonly text: string;
}

/**
 * The confirmation email: who asks (the dealer, named with their address and phone), for which
 * address, the link, and what happens if the reader did not ask — nothing. It is no alert and
 * carries no unsubscribe: one message, sent because the address was given.
 */
export function alertEmailConfirmationMessage(input: {
  readonly dealer: { readonly name: string; readonly address: string; readonly phone: string };
  readonly email: string;
  readonly link: string;
}): AlertEmailConfirmationMessage {
  const dealer = oneLine(input.dealer.name) || 'the dealer';
  return {
    subject: `Confirm your email for alerts from ${dealer}`,
    text: [
      'Hello,',
      '',
      `This address, ${input.email}, was given on the ${dealer} website for price-drop, sold and new-stock alerts.`,
      '',
      'To get those alerts by email, open this link and press Confirm:',
      input.link,
      '',
      'Did not ask for this? Ignore this email: we send no alerts to this address unless it is confirmed.',
      '',
      dealer,
      oneLine(input.dealer.address),
      oneLine(input.dealer.phone),
    ].join('\n'),
  };
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
