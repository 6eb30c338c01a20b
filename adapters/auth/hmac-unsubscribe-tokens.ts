import { createHmac, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { INVALID_UNSUBSCRIBE_TOKEN_MESSAGE, type InvalidUnsubscribeToken, type UnsubscribeTokens } from '../../application/shoppers/unsubscribe-tokens.port';

/** A secret shorter than this is guessable offline from one token. */
export const MIN_UNSUBSCRIBE_SECRET_LENGTH = 32;

/** The name of the signing key in `app_secrets` (generated once per deployment). */
export const UNSUBSCRIBE_SECRET_NAME = 'alert_unsubscribe_secret';

const UUID_HEX = /^[0-9a-f]{32}$/;
/** base64url of 16 bytes (the shopper's uuid), '.', base64url of 16 bytes (the signature). */
const TOKEN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/;

const invalid = (): E.Either<InvalidUnsubscribeToken, never> => E.left({ code: 'ALERTS.INVALID_TOKEN', message: INVALID_UNSUBSCRIBE_TOKEN_MESSAGE });

/**
 * Unsubscribe tokens signed with HMAC-SHA256 (node:crypto): `{base64url(shopper uuid)}.{base64url(
 * first 16 bytes of HMAC(secret, "alerts-unsubscribe.v1.{site_slug}.{shopper uuid}"))}` — 45
 * characters, short enough for an SMS. Stateless and without expiry; a token signed for one site
 * is refused on another. 128 bits of signature put forging one beyond reach.
 */
export class HmacUnsubscribeTokens implements UnsubscribeTokens {
  readonly #secret: string;

  constructor(options: { readonly secret: string }) {
    // A configuration bug: the core passes a generated secret.
    if (options.secret.length < MIN_UNSUBSCRIBE_SECRET_LENGTH)
      throw new Error(`The unsubscribe token secret must be at least ${MIN_UNSUBSCRIBE_SECRET_LENGTH} characters`);
    this.#secret = options.secret;
  }

  issue(siteSlug: string, shopperId: string): string {
    const hex = shopperId.toLowerCase().replace(/-/g, '');
    if (!UUID_HEX.test(hex)) throw new Error(`'${shopperId}' is not a shopper id (a uuid)`);
    return `${Buffer.from(hex, 'hex').toString('base64url')}.${this.#signature(siteSlug, uuidOf(hex)).toString('base64url')}`;
  }

  verify(siteSlug: string, token: string): E.Either<InvalidUnsubscribeToken, string> {
    if (typeof token !== 'string' || !TOKEN.test(token)) return invalid();
    const [idPart = '', signaturePart = ''] = token.split('.');
    const id = Buffer.from(idPart, 'base64url');
    const given = Buffer.from(signaturePart, 'base64url');
    if (id.length !== 16 || given.length !== 16) return invalid();
    // base64url has spare bits: only the canonical spelling of the bytes is accepted.
    if (id.toString('base64url') !== idPart || given.toString('base64url') !== signaturePart) return invalid();
    const shopperId = uuidOf(id.toString('hex'));
    return timingSafeEqual(given, this.#signature(siteSlug, shopperId)) ? E.right(shopperId) : invalid();
  }

  #signature(siteSlug: string, shopperId: string): Buffer {
    return createHmac('sha256', this.#secret).update(`alerts-unsubscribe.v1.${siteSlug}.${shopperId}`).digest().subarray(0, 16);
  }
}

/** 32 hex digits as a uuid: 8-4-4-4-12. */
function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
