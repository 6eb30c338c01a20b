import { createHash, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { INVALID_API_KEY_MESSAGE, type ApiKeyVerifier, type InvalidApiKey, type LeadApiKeys } from '../../application/dealer-site/api-key-verifier.port';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';

/** The lower-case hex SHA-256 of a key: what a site's `api_key_sha256` lists. */
export function apiKeySha256(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Checks a presented key against the site's hashes with node:crypto. Every listed hash is
 * compared, with timingSafeEqual, whatever matched before: the time taken tells nothing of
 * which hash, or how much of one, matched. Then (issue 30) against the deployment's own keys
 * for the site, when given.
 */
export class Sha256ApiKeyVerifier implements ApiKeyVerifier {
  constructor(private readonly deployment?: Pick<LeadApiKeys, 'verify'>) {}

  async verify(site: Pick<DealerSite, 'slug' | 'api_key_sha256'>, key: string): Promise<E.Either<InvalidApiKey, void>> {
    const invalid = E.left<InvalidApiKey, void>({ code: 'AUTH.INVALID_API_KEY', message: INVALID_API_KEY_MESSAGE });
    if (key.trim() === '') return invalid;
    if (this.#listed(site, key)) return E.right(undefined);
    return this.deployment && (await this.deployment.verify(site.slug, key)) ? E.right(undefined) : invalid;
  }

  #listed(site: Pick<DealerSite, 'api_key_sha256'>, key: string): boolean {
    const presented = createHash('sha256').update(key, 'utf8').digest();
    let matched = false;
    for (const listed of site.api_key_sha256) {
      const hash = Buffer.from(listed, 'hex');
      // Schema-checked to 32 bytes; a bad entry simply never matches.
      if (hash.length === presented.length && timingSafeEqual(hash, presented)) matched = true;
    }
    return matched;
  }
}
