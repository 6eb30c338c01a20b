import { createHash, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { INVALID_API_KEY_MESSAGE, type ApiKeyVerifier, type InvalidApiKey } from '../../application/dealer-site/api-key-verifier.port';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';

/** The lower-case hex SHA-256 of a key: what a site's `api_key_sha256` lists. */
export function apiKeySha256(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Checks a presented key against the site's hashes with node:crypto. Every listed hash is
 * compared, with timingSafeEqual, whatever matched before: the time taken tells nothing of
 * which hash, or how much of one, matched.
 */
export class Sha256ApiKeyVerifier implements ApiKeyVerifier {
  verify(site: Pick<DealerSite, 'slug' | 'api_key_sha256'>, key: string): E.Either<InvalidApiKey, void> {
    const presented = createHash('sha256').update(key, 'utf8').digest();
    let matched = false;
    for (const listed of site.api_key_sha256) {
      const hash = Buffer.from(listed, 'hex');
      // Schema-checked to 32 bytes; a bad entry simply never matches.
      if (hash.length === presented.length && timingSafeEqual(hash, presented)) matched = true;
    }
    return matched && key.trim() !== '' ? E.right(undefined) : E.left({ code: 'AUTH.INVALID_API_KEY', message: INVALID_API_KEY_MESSAGE });
  }
}
