import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ShopperSecrets } from '../../application/shoppers/secrets.port';

/** A key shorter than this could be guessed offline from one stored hash and a known code. */
export const MIN_SHOPPER_SECRET_LENGTH = 32;

/** The name of the shopper sign-in hashing key in `app_secrets` (generated once per deployment). */
export const SHOPPER_AUTH_SECRET_NAME = 'shopper_auth_secret';

/**
 * The ShopperSecrets port on node:crypto (issue 14): codes from `randomInt` (uniform, no modulo
 * bias), tokens from 32 `randomBytes`, ids from `randomUUID`, HMAC-SHA256 keyed by the
 * deployment's secret (the `app_secrets` row every instance shares) and `timingSafeEqual`.
 */
export class NodeCryptoSecrets implements ShopperSecrets {
  readonly #key: string;

  constructor(options: { readonly secret: string }) {
    // A configuration bug (the stored secrets are 43 characters): not an expected failure.
    if (options.secret.length < MIN_SHOPPER_SECRET_LENGTH)
      throw new Error(`The shopper sign-in secret must be at least ${MIN_SHOPPER_SECRET_LENGTH} characters`);
    this.#key = options.secret;
  }

  oneTimeCode(digits: number): string {
    if (!Number.isInteger(digits) || digits < 1 || digits > 12) throw new Error(`A one-time code has 1 to 12 digits, not ${digits}`);
    return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  }

  sessionToken(): string {
    return randomBytes(32).toString('base64url');
  }

  newId(): string {
    return randomUUID();
  }

  hash(purpose: string, value: string): string {
    // The purpose is length-prefixed so ('a:b', 'c') and ('a', 'b:c') never hash alike.
    return createHmac('sha256', this.#key).update(`${purpose.length}:${purpose}:${value}`).digest('base64url');
  }

  equal(a: string, b: string): boolean {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    // timingSafeEqual needs equal lengths; the hashes of this adapter always are (43 characters).
    if (left.length !== right.length) return false;
    return timingSafeEqual(left, right);
  }
}
