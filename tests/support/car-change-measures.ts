/**
 * issue 16 'Many instances on PostgreSQL': the measurements behind the change feed, for the
 * benchmark (bench/) and for a look by hand:
 *
 *   npx tsx tests/support/car-change-measures.ts            # all three, printed as JSON
 *
 * - measureImportWithChangeTriggers: importing N cars (SqlCarRepository.upsertMany, chunks of
 *   500) with the car_changes triggers on and off, on a throwaway PostgreSQL cluster;
 * - measureIncrementalUpdateCost: one changed car applied to an embedded index of N cars
 *   (EmbeddedSearchEngine.carsChanged, then the next search), against a full rebuild;
 * - measureCrossInstanceLatency: two cores on one throwaway PostgreSQL, a price change through
 *   one, milliseconds until the other's search shows it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import { openPostgresDatabase } from '../../adapters/persistence/open-database';
import { SqlCarRepository } from '../../adapters/persistence/sql-car-repository';
import { EmbeddedSearchEngine } from '../../adapters/search/embedded-search-engine';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import type { SearchSiteContext } from '../../application/search/search-engine.port';
import { searchSiteContext } from '../../application/search/search-site-context';
import { buildCore, type CaryardCore } from '../../config/core';
import { PORTS } from '../../config/ports';
import type { SearchStack } from '../../config/search/search-stack';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import type { Settings } from '../../config/runtime/settings';
import { emptySearchState } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';
import { startPostgres } from './postgres-server';

const TRIGGERS = ['cars_changed_insert', 'cars_changed_update', 'cars_changed_delete'];
const SITE = 'bayside-pre-owned';

/** `total` demo cars on one site (ids from 1), as the demo generator makes them. */
export function carsOnOneSite(total: number, siteSlug = SITE): Car[] {
  const sites = loadDealerSites();
  const cars = generateInventory({ sites, totalCars: total, seed: 7, now: new Date('2030-01-01T00:00:00Z') });
  return cars.map((car, i) => ({ ...car, id: i + 1, site_slug: siteSlug, slug: `${car.slug}-${i + 1}` }));
}

/**
 * Imports `total` cars into an empty PostgreSQL database twice — change triggers disabled, then
 * enabled — and re-imports them changed (every price + 1), each in chunks of 500 in one
 * transaction as SqlCarRepository does. Milliseconds of each, and the change rows written.
 */
export async function measureImportWithChangeTriggers(
  total = 100_000,
): Promise<{ cars: number; insertMs: { without: number; with: number }; updateMs: { without: number; with: number }; changeRows: number }> {
  const server = await startPostgres();
  try {
    const cars = carsOnOneSite(total);
    const changed = cars.map((car) => ({ ...car, price: car.price + 1 }));
    const run = async (name: string, triggers: boolean) => {
      const db = await openPostgresDatabase(await server.createDatabase(name));
      try {
        if (!triggers) for (const t of TRIGGERS) await db.exec(`ALTER TABLE cars DISABLE TRIGGER ${t}`);
        const repo = new SqlCarRepository(db);
        let started = performance.now();
        await repo.upsertMany(cars);
        const insert = performance.now() - started;
        started = performance.now();
        await repo.upsertMany(changed);
        const update = performance.now() - started;
        const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM car_changes');
        return { insert, update, rows: row?.n ?? 0 };
      } finally {
        await db.close();
      }
    };
    const without = await run('import_without_triggers', false);
    const withTriggers = await run('import_with_triggers', true);
    return {
      cars: total,
      insertMs: { without: Math.round(without.insert), with: Math.round(withTriggers.insert) },
      updateMs: { without: Math.round(without.update), with: Math.round(withTriggers.update) },
      changeRows: withTriggers.rows,
    };
  } finally {
    await server.stop();
  }
}

/** A CarRepository over an array (the engine reads a site's cars once). */
function arrayRepository(cars: readonly Car[]): CarRepository {
  return {
    listBySite: async (site) => cars.filter((car) => car.site_slug === site),
    findBySlug: async (site, slug) => cars.find((car) => car.site_slug === site && car.slug === slug) ?? null,
    findById: async (site, id) => cars.find((car) => car.site_slug === site && car.id === id) ?? null,
    upsertMany: async () => {},
    count: async () => cars.length,
  };
}

/**
 * Milliseconds (p50, p99 over `rounds` changes) to apply one changed car to an embedded index of
 * `total` cars — carsChanged, then the first search, which pays for whatever the change left to
 * do — beside the same search with nothing changed (searchAloneMs; the difference is the
 * update's cost) and one full build of the index (reading and documenting every car included).
 */
export async function measureIncrementalUpdateCost(
  total = 100_000,
  rounds = 200,
): Promise<{ cars: number; perChangedCarMs: { p50: number; p99: number }; searchAloneMs: { p50: number; p99: number }; fullBuildMs: number }> {
  const cars = carsOnOneSite(total);
  const site: SearchSiteContext = searchSiteContext(loadDealerSites().find((s) => s.slug === SITE)!);
  const now = new Date('2030-06-01T00:00:00Z');
  const request = { site, state: emptySearchState, now };
  let started = performance.now();
  const engine = new EmbeddedSearchEngine(arrayRepository(cars));
  await engine.start([site], now);
  const fullBuildMs = performance.now() - started;
  const times: number[] = [];
  const alone: number[] = [];
  for (let i = 0; i < rounds; i++) {
    started = performance.now();
    await engine.search(request)();
    alone.push(performance.now() - started);
  }
  for (let i = 0; i < rounds; i++) {
    const car = cars[(i * 7919) % cars.length]!;
    const changed = { ...car, price: car.price + i + 1 };
    started = performance.now();
    await engine.carsChanged([changed]);
    const answer = await engine.search(request)();
    times.push(performance.now() - started);
    if (E.isLeft(answer)) throw new Error('search failed');
  }
  const at = (list: number[], q: number) => Number(list.sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]!.toFixed(3));
  return {
    cars: total,
    perChangedCarMs: { p50: at(times, 0.5), p99: at(times, 0.99) },
    searchAloneMs: { p50: at(alone, 0.5), p99: at(alone, 0.99) },
    fullBuildMs: Math.round(fullBuildMs),
  };
}

/**
 * Two cores on one throwaway PostgreSQL (the change listener on, as with DATABASE_URL), `cars`
 * cars on one site; `rounds` price changes through core A, each timed until core B's search
 * returns the new price. Milliseconds, p50 and max.
 */
export async function measureCrossInstanceLatency(cars = 1_000, rounds = 20): Promise<{ cars: number; latencyMs: { p50: number; max: number } }> {
  const server = await startPostgres();
  const dirs: string[] = [];
  const cores: CaryardCore[] = [];
  try {
    const open = async (): Promise<CaryardCore> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'caryard-latency-'));
      dirs.push(dataDir);
      const settings: Settings = {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        logLevel: 'silent',
        seedCars: 0,
        seed: 1,
        smsReplyNumber: null,
        databaseUrl: server.url,
      };
      const core = await buildCore(settings);
      cores.push(core);
      return core;
    };
    const stock = carsOnOneSite(cars);
    const a = await open();
    await (await a.container.getAsync<CarRepository>(PORTS.CarRepository)).upsertMany(stock);
    const b = await open();
    await a.start({ workers: false });
    await b.start({ workers: false });
    const search = await b.container.getAsync<SearchStack>(PORTS.SearchStack);
    const site = search.contexts.get(SITE)!;
    // The cars at exactly this price: the changed one shows there once B's index has it.
    const priceOnB = async (id: number, price: number): Promise<number | undefined> => {
      const answer = await search.engine.search({ site, state: { ...emptySearchState, range: { price: { min: price, max: price } } }, now: new Date() })();
      if (E.isLeft(answer)) throw new Error('search failed');
      return answer.right.hits.find((hit) => hit.id === id)?.price;
    };
    // Cars B lists (the site's stock rules leave some out).
    const shown = await search.engine.search({ site, state: { ...emptySearchState, hitsPerPage: 48 }, now: new Date() })();
    if (E.isLeft(shown)) throw new Error('search failed');
    const byId = new Map(stock.map((car) => [car.id, car]));
    const listed = shown.right.hits.map((hit) => byId.get(hit.id)!);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const car = listed[(i * 37) % listed.length]!;
      const price = 50_000 + i;
      const started = performance.now();
      const updated = await a.useCases.updateCar.execute({ site_slug: SITE, car_id: car.id, changes: { price } })();
      if (E.isLeft(updated)) throw new Error(updated.left.message);
      while ((await priceOnB(car.id, price)) !== price) {
        if (performance.now() - started > 10_000) throw new Error(`car ${car.id}: not in the other instance's search after 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    return {
      cars: stock.length,
      latencyMs: { p50: Number(times[Math.floor(times.length / 2)]!.toFixed(1)), max: Number(times[times.length - 1]!.toFixed(1)) },
    };
  } finally {
    for (const core of cores) await core.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const which = process.argv[2] ?? 'all';
  const out: Record<string, unknown> = {};
  if (which === 'all' || which === 'import') out.import = await measureImportWithChangeTriggers(Number(process.argv[3] ?? 100_000));
  if (which === 'all' || which === 'incremental') out.incremental = await measureIncrementalUpdateCost(Number(process.argv[3] ?? 100_000));
  if (which === 'all' || which === 'latency') out.latency = await measureCrossInstanceLatency();
  console.log(JSON.stringify(out, null, 2));
}
