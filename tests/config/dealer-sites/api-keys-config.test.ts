/** issue 10: a site's configuration lists the SHA-256 of each of its API keys, validated at start-up. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getPublicSite } from '../../../application/dealer-site/get-site.use-case';
import { loadDealerSites } from '../../../config/dealer-sites';
import { aSiteOverride } from './site-override.mother';

const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');

describe('API key hashes in the dealer site configuration', () => {
  it('issue 30: lists no key on a demo site (each deployment makes its own)', () => {
    for (const site of loadDealerSites()) expect(site.api_key_sha256).toEqual([]);
  });

  it('defaults to no keys', () => {
    const { api_key_sha256: _listed, ...withoutKeys } = aSiteOverride('harbour-motors').build();
    const [site] = loadDealerSites([withoutKeys]);
    expect(site?.api_key_sha256).toEqual([]);
  });

  it.each([
    [['cy_live_harbour-motors'], 'api_key_sha256[0]: must be the SHA-256 of a key: 64 lower-case hex digits'],
    [[sha256('a').toUpperCase()], 'api_key_sha256[0]: must be the SHA-256 of a key: 64 lower-case hex digits'],
    [[sha256('a'), sha256('a')], `api_key_sha256[1]: duplicate API key hash "${sha256('a')}"`],
  ])('%j stops start-up naming the field: %s', (hashes, message) => {
    expect(() => loadDealerSites([aSiteOverride('harbour-motors').with({ api_key_sha256: hashes }).build()])).toThrow(
      `Invalid dealer site configuration for "harbour-motors": ${message}`,
    );
  });

  it('never shows the key hashes to browsers', () => {
    const [site] = loadDealerSites([
      aSiteOverride('harbour-motors')
        .with({ api_key_sha256: [sha256('cy_live_harbour')] })
        .build(),
    ]);
    expect(getPublicSite(site!)).not.toHaveProperty('api_key_sha256');
    expect(JSON.stringify(getPublicSite(site!))).not.toContain(site!.api_key_sha256[0]);
  });
});
