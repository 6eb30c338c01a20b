/**
 * The two adapters on one PostgreSQL database agree (issue 4): the embedded index reading
 * the repository and the SQL engine give equal hits, counts, pages, facets and facetStats
 * for a seeded mix of searches on every demo site's stock (each with its own provider,
 * stock filter and sold window).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import { EmbeddedSearchEngine } from '../../../adapters/search/embedded-search-engine';
import { PostgresSearchEngine } from '../../../adapters/search/postgres-search-engine';
import type { SearchResult } from '../../../application/search/search-engine.port';
import { searchProfile, searchSiteContext } from '../../../application/search/search-site-context';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import { loadDealerSites } from '../../../config/dealer-sites';
import { searchDocuments } from '../../../domain/search';
import type { Car } from '../../../domain/vehicle/car';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { searchResult } from '../../application/search/search-result';
import { NOW, searchStates } from './search-engine-contract';

const SEARCHES_PER_SITE = 40;

let server: PostgresServer | undefined;
let db: PostgresDatabase | undefined;
let cars: Car[] = [];
let embedded: EmbeddedSearchEngine;
let postgres: PostgresSearchEngine;
const sites = loadDealerSites();

beforeAll(async () => {
  server = await startPostgres();
  db = await PostgresDatabase.connect(server.url);
  await migrate(db);
  cars = generateInventory({ sites, totalCars: 1_500, seed: 2024, now: NOW });
  await new SqlCarRepository(db).upsertMany(cars);
  embedded = new EmbeddedSearchEngine(new SqlCarRepository(db));
  postgres = new PostgresSearchEngine(db);
});
afterAll(async () => {
  await db?.close();
  await server?.stop();
});

const withoutMs = ({ ms: _ms, ...rest }: SearchResult): Omit<SearchResult, 'ms'> => rest;

describe('embedded and PostgreSQL engines agree', () => {
  for (const dealerSite of sites) {
    it(`on a seeded mix of ${SEARCHES_PER_SITE} searches of ${dealerSite.slug}`, async () => {
      const site = searchSiteContext(dealerSite, { priceAscExcludesZero: dealerSite.slug.length % 2 === 0 });
      const own = cars.filter((car) => car.site_slug === site.slug);
      const states = fc.sample(searchStates(own.map(searchDocuments(searchProfile(site, NOW))), own), { numRuns: SEARCHES_PER_SITE, seed: 7 });
      let found = 0;
      for (const state of states) {
        const [a, b] = await Promise.all([searchResult(embedded, { site, state, now: NOW }), searchResult(postgres, { site, state, now: NOW })]);
        expect(withoutMs(b), JSON.stringify(state)).toEqual(withoutMs(a));
        found += a.count;
      }
      expect(found).toBeGreaterThan(0);
    });
  }
});
