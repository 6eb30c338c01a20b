/**
 * issue 16 'Rate limits … hold across instances': the rate limits' windows counted in the database
 * two instances share. The store itself on PGlite and on a real PostgreSQL server (two pools hitting
 * one key at once: every request counted once), then two real servers on one throwaway PostgreSQL
 * cluster holding one limit between them — before, two instances accepted twice the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { emptyPglite } from '../../support/pglite-snapshots';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlRateLimitStore } from '../../../adapters/persistence/sql-rate-limit-store';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { errorShapeProblem } from './support/error-shape';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const T0 = Date.parse('2026-11-24T01:00:00.000Z');

async function expectFixedWindows(db: SqlDatabase): Promise<void> {
  const store = new SqlRateLimitStore(db);
  expect(await store.hit('lead|a', 60_000, T0)).toEqual({ count: 1, resetAt: T0 + 60_000 });
  expect(await store.hit('lead|a', 60_000, T0 + 1_000)).toEqual({ count: 2, resetAt: T0 + 60_000 });
  expect(await store.hit('lead|b', 60_000, T0 + 2_000)).toEqual({ count: 1, resetAt: T0 + 62_000 });
  // The window has ended: a new one starts at one.
  expect(await store.hit('lead|a', 60_000, T0 + 60_000)).toEqual({ count: 1, resetAt: T0 + 120_000 });
}

describe('the shared rate-limit store', () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('counts fixed windows per key on PGlite', async () => {
    const db = await emptyPglite();
    try {
      await migrate(db);
      await expectFixedWindows(db);
    } finally {
      await db.close();
    }
  });

  it('counts fixed windows per key on PostgreSQL, and counts every one of 200 requests at once from two pools exactly once', async () => {
    const url = await server.createDatabase('rate_limit_store');
    const pools = [await PostgresDatabase.connect(url), await PostgresDatabase.connect(url)];
    try {
      await migrate(pools[0]!);
      await expectFixedWindows(pools[0]!);
      const stores = pools.map((p) => new SqlRateLimitStore(p));
      const hits = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % 2]!.hit('race', 60_000, T0 + 5_000)));
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    } finally {
      for (const pool of pools) await pool.close();
    }
  });
});

describe('two instances on one PostgreSQL hold one rate limit', () => {
  let postgres: PostgresServer;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase('two_instances_rate_limit');
    const limits = { inventoryBulk: { max: 4, windowMs: 60_000 } };
    a = await startTestServer({ ssr: false, settings: { databaseUrl }, rateLimits: limits });
    b = await startTestServer({ ssr: false, settings: { databaseUrl }, rateLimits: limits });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await postgres?.stop();
  });

  it('the fifth bulk import in a minute from one address is refused, whichever instance it reaches', async () => {
    const key = await a.core.useCases.inventoryKeys.rotate('harbour-motors');
    const post = (server: TestServer) =>
      request(server.port, '/api/inventory/import?dry_run=true', {
        method: 'POST',
        host: server.host('harbour-motors'),
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ cars: [] }),
      });
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) statuses.push((await post(server)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    const refusedByB = await post(b);
    const refusedByA = await post(a);
    expect([refusedByB.status, refusedByA.status]).toEqual([429, 429]);
    expect(errorShapeProblem(refusedByB.text)).toBeNull();
    expect(refusedByB.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refusedByA.headers['retry-after'])).toBeGreaterThan(0);
  });
});
