import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeySha256, Sha256ApiKeyVerifier } from '../../../adapters/auth/sha256-api-key-verifier';
import { migrate } from '../../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { LEAD_KEYS, SqlInventoryApiKeys } from '../../../adapters/persistence/sql-inventory-api-keys';
import { INVALID_API_KEY_MESSAGE } from '../../../application/dealer-site/api-key-verifier.port';
import { loadDealerSites } from '../../../config/dealer-sites';
import { emptyPglite } from '../../support/pglite-snapshots';

const verifier = new Sha256ApiKeyVerifier();
const site = { slug: 'acme-motors', api_key_sha256: [apiKeySha256('cy_live_first'), apiKeySha256('cy_live_second')] };
const refused = { _tag: 'Left', left: { code: 'AUTH.INVALID_API_KEY', message: INVALID_API_KEY_MESSAGE } };
const passed = { _tag: 'Right', right: undefined };

describe('Sha256ApiKeyVerifier: a key passes when its SHA-256 is listed by the site (issue 10)', () => {
  it('hashes a key to lower-case hex SHA-256, what a site configuration lists', () => {
    expect(apiKeySha256('cy_live_first')).toBe(createHash('sha256').update('cy_live_first').digest('hex'));
    expect(apiKeySha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('passes each of the site’s keys', async () => {
    expect(await verifier.verify(site, 'cy_live_first')).toEqual(passed);
    expect(await verifier.verify(site, 'cy_live_second')).toEqual(passed);
  });

  it('refuses a wrong key, a blank one, a near miss, and any key on a site with none', async () => {
    for (const key of ['cy_live_third', '', ' ', 'cy_live_first ', 'CY_LIVE_FIRST', apiKeySha256('cy_live_first')])
      expect(await verifier.verify(site, key)).toEqual(refused);
    expect(await verifier.verify({ slug: 'no-keys', api_key_sha256: [] }, 'cy_live_first')).toEqual(refused);
  });

  it('no key but the listed ones passes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), async (key) => {
        fc.pre(key !== 'cy_live_first' && key !== 'cy_live_second');
        expect((await verifier.verify(site, key))._tag).toBe('Left');
      }),
      { numRuns: 200 },
    );
  });

  it('issue 30: no demo site lists a key fixed in the code (a key that would work on every deployment)', () => {
    for (const demo of loadDealerSites()) expect(demo.api_key_sha256, demo.slug).toEqual([]);
  });
});

describe("issue 30: a deployment's own lead API keys (PGlite)", () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await emptyPglite();
    await migrate(db);
  });
  afterAll(async () => db?.close());

  it('a key made for a site passes there and nowhere else, until the next key replaces it', async () => {
    const keys = new SqlInventoryApiKeys(db, LEAD_KEYS);
    const deployment = new Sha256ApiKeyVerifier(keys);
    const harbour = { slug: 'harbour-motors', api_key_sha256: [] };
    const bayside = { slug: 'bayside-pre-owned', api_key_sha256: [] };
    const first = await keys.rotate('harbour-motors');
    expect(first).toMatch(/^cyl_[A-Za-z0-9_-]{43}$/);
    expect(await deployment.verify(harbour, first)).toEqual(passed);
    expect(await deployment.verify(bayside, first)).toEqual(refused);
    expect(await new SqlInventoryApiKeys(db).verify('harbour-motors', first), 'not an inventory key').toBe(false);
    const second = await keys.rotate('harbour-motors');
    expect(await deployment.verify(harbour, first)).toEqual(refused);
    expect(await deployment.verify(harbour, second)).toEqual(passed);
    expect(await db.query('SELECT key_sha256 FROM lead_api_keys WHERE key_sha256 = $1', [second])).toEqual([]);
  });
});
