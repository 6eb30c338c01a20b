import { createHmac, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import {
  INVALID_CONFIRMATION_TOKEN_MESSAGE,
  type AlertEmailTokens,
  type ConfirmationTokenClaim,
  type InvalidConfirmationToken,
} from '../../application/shoppers/alert-email-tokens.port';
import { confirmationTokenEmail, confirmationTokenParts } from '../../domain/shoppers/alert-email-confirmation';

/** A secret shorter than this is guessable offline from one token. */
export const MIN_ALERT_EMAIL_SECRET_LENGTH = 32;

/** The name of the signing key in `app_secrets` (generated once per deployment; not the unsubscribe key). */
export const ALERT_EMAIL_SECRET_NAME = 'alert_email_confirm_secret';

const UUID_HEX = /^[0-9a-f]{32}$/;

const invalid = (): E.Either<InvalidConfirmationToken, never> => E.left({ code: 'ALERTS.INVALID_TOKEN', message: INVALID_CONFIRMATION_TOKEN_MESSAGE });

/**
 * Email confirmation tokens signed with HMAC-SHA256 (node:crypto): `{base64url(shopper uuid)}.
 * {base64url(email)}.{base64url(first 16 bytes of HMAC(secret, "alerts-email-confirm.v1.
 * {site_slug}.{shopper uuid}.{email}"))}` (domain/shoppers/alert-email-confirmation.ts). The
 * address is signed, so a token cannot confirm another one; the site too, so a token of one
 * site is refused on another. Stateless; 128 bits of signature put forging one beyond reach.
 */
export class HmacAlertEmailTokens implements AlertEmailTokens {
  readonly #secret: string;

  constructor(options: { readonly secret: string }) {
    // A configuration bug: the core passes a generated secret.
    if (options.secret.length < MIN_ALERT_EMAIL_SECRET_LENGTH)
      throw new Error(`The alert email token secret must be at least ${MIN_ALERT_EMAIL_SECRET_LENGTH} characters`);
    this.#secret = options.secret;
  }

  issue(siteSlug: string, shopperId: string, email: string): string {
    const hex = shopperId.toLowerCase().replace(/-/g, '');
    if (!UUID_HEX.test(hex)) throw new Error(`'${shopperId}' is not a shopper id (a uuid)`);
    const id = uuidOf(hex);
    return [
      Buffer.from(hex, 'hex').toString('base64url'),
      Buffer.from(email, 'utf8').toString('base64url'),
      this.#signature(siteSlug, id, email).toString('base64url'),
    ].join('.');
  }

  verify(siteSlug: string, token: string): E.Either<InvalidConfirmationToken, ConfirmationTokenClaim> {
    const parts = confirmationTokenParts(token);
    const email = confirmationTokenEmail(token);
    if (parts === null || email === null) return invalid();
    const id = Buffer.from(parts.shopper, 'base64url');
    const given = Buffer.from(parts.signature, 'base64url');
    // base64url has spare bits: only the canonical spelling of the bytes is accepted.
    if (id.length !== 16 || given.length !== 16 || id.toString('base64url') !== parts.shopper || given.toString('base64url') !== parts.signature)
      return invalid();
    const shopperId = uuidOf(id.toString('hex'));
    return timingSafeEqual(given, this.#signature(siteSlug, shopperId, email)) ? E.right({ shopper_id: shopperId, email }) : invalid();
  }

  #signature(siteSlug: string, shopperId: string, email: string): Buffer {
    return createHmac('sha256', this.#secret).update(`alerts-email-confirm.v1.${siteSlug}.${shopperId}.${email}`).digest().subarray(0, 16);
  }
}

/** 32 hex digits as a uuid: 8-4-4-4-12. */
function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
