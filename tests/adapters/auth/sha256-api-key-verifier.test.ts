import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiKeySha256, Sha256ApiKeyVerifier } from '../../../adapters/auth/sha256-api-key-verifier';
import { INVALID_API_KEY_MESSAGE } from '../../../application/dealer-site/api-key-verifier.port';
import { loadDealerSites } from '../../../config/dealer-sites';

const verifier = new Sha256ApiKeyVerifier();
const site = { slug: 'acme-motors', api_key_sha256: [apiKeySha256('cy_live_first'), apiKeySha256('cy_live_second')] };
const refused = { _tag: 'Left', left: { code: 'AUTH.INVALID_API_KEY', message: INVALID_API_KEY_MESSAGE } };

describe('Sha256ApiKeyVerifier: a key passes when its SHA-256 is listed by the site (issue 10)', () => {
  it('hashes a key to lower-case hex SHA-256, what a site configuration lists', () => {
    expect(apiKeySha256('cy_demo_harbour-motors')).toBe(createHash('sha256').update('cy_demo_harbour-motors').digest('hex'));
    expect(apiKeySha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('passes each of the site’s keys', () => {
    expect(verifier.verify(site, 'cy_live_first')).toEqual({ _tag: 'Right', right: undefined });
    expect(verifier.verify(site, 'cy_live_second')).toEqual({ _tag: 'Right', right: undefined });
  });

  it('refuses a wrong key, a blank one, a near miss, and any key on a site with none', () => {
    for (const key of ['cy_live_third', '', ' ', 'cy_live_first ', 'CY_LIVE_FIRST', apiKeySha256('cy_live_first')]) expect(verifier.verify(site, key)).toEqual(refused);
    expect(verifier.verify({ slug: 'no-keys', api_key_sha256: [] }, 'cy_live_first')).toEqual(refused);
  });

  it('no key but the listed ones passes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (key) => {
        fc.pre(key !== 'cy_live_first' && key !== 'cy_live_second');
        expect(verifier.verify(site, key)._tag).toBe('Left');
      }),
      { numRuns: 200 },
    );
  });

  it("each demo site's demo key (cy_demo_{slug}) is its own and no other site's", () => {
    const sites = loadDealerSites();
    for (const demo of sites) {
      for (const other of sites) expect(verifier.verify(other, `cy_demo_${demo.slug}`)._tag).toBe(other.slug === demo.slug ? 'Right' : 'Left');
    }
  });
});
