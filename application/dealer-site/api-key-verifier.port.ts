import type * as E from 'fp-ts/lib/Either.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';

/** A key was presented that is not one of the site's (HTTP 401). */
export interface InvalidApiKey {
  readonly code: 'AUTH.INVALID_API_KEY';
  readonly message: string;
}

export const INVALID_API_KEY_MESSAGE =
  "The API key is not valid for this site. Send one of the site's keys as 'Authorization: Bearer {key}' or 'X-Api-Key: {key}'.";

/**
 * Per-site API keys (issue 10): callers of other channels — an app, a partner's system —
 * authenticate with a key instead of a form token. A site's configuration lists only the
 * SHA-256 hashes of its keys (`api_key_sha256`), so the configuration never holds a key; and
 * (issue 30) a deployment makes its own keys, kept hashed in its database
 * (`npm run caryard -- leads key --site SLUG`), so no key works on every deployment.
 */
export interface ApiKeyVerifier {
  /**
   * Right when the SHA-256 of `key` is one of `site.api_key_sha256` or one of the deployment's
   * current keys for the site, compared in constant time (how much of a hash matched is not
   * observable); Left AUTH.INVALID_API_KEY otherwise, including for a blank key or a site with no keys.
   */
  verify(site: Pick<DealerSite, 'slug' | 'api_key_sha256'>, key: string): Promise<E.Either<InvalidApiKey, void>>;
}

/** issue 30: a deployment's own lead API keys, per site: made (the site's earlier ones revoked) and checked. */
export interface LeadApiKeys {
  /** Makes a new key for the site and revokes its earlier ones; resolves with the key, shown this once. */
  rotate(siteSlug: string): Promise<string>;
  /** True when `key` is the site's current key. */
  verify(siteSlug: string, key: string): Promise<boolean>;
}
