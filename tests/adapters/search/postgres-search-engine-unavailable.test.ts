/**
 * The search port's one expected failure (issue 10: errors are values): a PostgreSQL engine
 * whose database has gone away answers Left SEARCH.UNAVAILABLE, and the task resolves rather
 * than rejects. Anything else that goes wrong in SQL is a bug and still rejects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { emptyPglite } from '../../support/pglite-snapshots';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { PostgresSearchEngine } from '../../../adapters/search/postgres-search-engine';
import type { SearchRequest, SearchSiteContext } from '../../../application/search/search-engine.port';
import { searchCars } from '../../../application/search/search-cars';
import { emptySearchState } from '../../../domain/search';
import { aCar } from '../../support/car-builder';
import { startCluster, startPostgres, type PostgresServer } from '../../support/postgres-server';
import { searchResult } from '../../application/search/search-result';

const NOW = new Date('2025-06-02T03:00:00.000Z');
const site: SearchSiteContext = {
  slug: 'unavailable',
  stockFilter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  includeSoldCarsDays: 3,
  financeProvider: 'Manual',
};
const request: SearchRequest = { site, state: emptySearchState, now: NOW };
const unavailable = { _tag: 'Left', left: { code: 'SEARCH.UNAVAILABLE', message: expect.stringMatching(/^Search database unavailable: /) } };

/** An engine over `db` holding one car, which it has already found once (so the failure is not a first-use one). */
async function searchedEngine(db: SqlDatabase): Promise<PostgresSearchEngine> {
  await migrate(db);
  const cars = [aCar().withId(1).withSite(site.slug).build()];
  await new SqlCarRepository(db).upsertMany(cars);
  const engine = new PostgresSearchEngine(db);
  await engine.carsChanged(cars);
  expect((await searchResult(engine, request)).hits.map((hit) => hit.id)).toEqual([1]);
  return engine;
}

describe('PostgresSearchEngine when its database cannot answer', () => {
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const connect = async (name: string): Promise<PostgresDatabase> => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    return PostgresDatabase.connect(await server.createDatabase(name));
  };

  it('answers Left SEARCH.UNAVAILABLE once its PostgreSQL pool is closed (a search in flight at shutdown)', async () => {
    const db = await connect('pool_closed');
    const engine = await searchedEngine(db);
    await db.close();
    await expect(engine.search(request)()).resolves.toEqual(unavailable);
  });

  it('rejects on any other database error: a bug, not an outage', async () => {
    const db = await connect('bug');
    try {
      const engine = await searchedEngine(db);
      await db.exec('DROP TABLE car_search CASCADE');
      await expect(engine.search({ ...request, state: { ...emptySearchState, query: 'corolla' } })()).rejects.toThrow(/car_search/);
    } finally {
      await db.close();
    }
  });

  // A cluster of its own (not the run's shared one): it stops the server.
  it('answers Left SEARCH.UNAVAILABLE once the PostgreSQL server has stopped, and searchCars passes it on', async () => {
    const own = await startCluster();
    const db = await PostgresDatabase.connect(await own.createDatabase('server_stopped'));
    try {
      const engine = await searchedEngine(db);
      await own.stop();
      await expect(engine.search(request)()).resolves.toEqual(unavailable);
      // Another page, once the pool's connections are gone: refused, still a value.
      await expect(engine.search({ ...request, state: { ...emptySearchState, page: 2 } })()).resolves.toEqual(unavailable);
      expect(await searchCars(engine, request)).toEqual(unavailable);
      // The change feed is not the search port: the store's failure rejects there, as the repository's write would.
      await expect(engine.carsChanged([aCar().withId(1).withSite(site.slug).build()])).rejects.toThrow();
    } finally {
      await db.close();
      await own.stop();
    }
  });

  it('answers Left SEARCH.UNAVAILABLE once its PGlite database is closed', async () => {
    const db = await emptyPglite();
    const engine = await searchedEngine(db);
    await db.close();
    await expect(engine.search(request)()).resolves.toEqual(unavailable);
  });
});
