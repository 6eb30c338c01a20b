/**
 * The randomness and keyed hashing behind sign-in by phone (issue 14): one-time codes, session
 * tokens and the ids of stored rows are unguessable; codes and tokens are stored only as keyed
 * hashes, so a copy of the database alone neither signs anyone in nor reveals a code (the key is
 * the deployment's secret, not in the rows). The default adapter is node:crypto
 * (adapters/auth/node-crypto-secrets.ts).
 */
export interface ShopperSecrets {
  /** A uniformly random code of `digits` decimal digits, leading zeros kept ('004271'). Never fails. */
  oneTimeCode(digits: number): string;
  /** A random session token: 32 random bytes, base64url (43 characters). Never fails. */
  sessionToken(): string;
  /** A random id for a stored row (a UUID v4). Never fails. */
  newId(): string;
  /**
   * The keyed hash of a code or token (HMAC-SHA256 with the deployment's secret, base64url): the
   * same value gives the same hash on every instance sharing the secret. `purpose` separates the
   * uses ('sign-in-code', 'session'), so a hash of one kind never matches another.
   */
  hash(purpose: string, value: string): string;
  /** Whether two hashes are equal, in time that does not depend on where they differ (no timing oracle). */
  equal(a: string, b: string): boolean;
}
