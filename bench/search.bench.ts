/**
 * Search benchmark (issue 4, ARCHITECTURE "Quality bars"): for 1,000, 10,000 and 100,000
 * generated cars of one dealer site — index build time and memory, and p50/p99 latency
 * over a fixed, seeded mix of realistic searches (text + 3 refinements + a price range +
 * a sort, every facet counted) for the embedded engine, the PostgreSQL engine (a throwaway
 * cluster) and the peer, Orama, in the same process on the same cars and searches.
 *
 * Every loop is bounded by a count and a time budget, so the whole run stays within
 * minutes. Memory needs `node --expose-gc` (npm run bench passes it).
 */
import * as E from 'fp-ts/lib/Either.js';
import { migrate } from '../adapters/persistence/migrator';
import { PostgresDatabase } from '../adapters/persistence/postgres-database';
import { SqlCarRepository } from '../adapters/persistence/sql-car-repository';
import { EmbeddedSearchEngine } from '../adapters/search/embedded-search-engine';
import { PostgresSearchEngine } from '../adapters/search/postgres-search-engine';
import type { CarRepository } from '../application/inventory/car-repository.port';
import type { SearchEngine, SearchRequest, SearchResult, SearchSiteContext } from '../application/search/search-engine.port';
import { searchProfile, searchSiteContext } from '../application/search/search-site-context';
import { generateInventory } from '../config/demo-inventory/generate-inventory';
import { DEFAULT_SITE_SLUG, loadDealerSites } from '../config/dealer-sites';
import { DEFAULT_HITS_PER_PAGE, searchDocuments, siteStockPredicate, type SearchState } from '../domain/search';
import type { DealerSite } from '../domain/dealer-site';
import type { Car } from '../domain/vehicle/car';
import { startPostgres, type PostgresServer } from '../tests/support/postgres-server';
import { oramaDocument, oramaIndex, oramaSearch } from './support/orama-peer';
import { queryMix } from './support/query-mix';

/** The instant the stock is generated for and every search runs at. */
export const BENCH_NOW = new Date('2025-06-02T03:00:00.000Z');
const SEED = 20_250_602;
const MIX_SIZE = 200;
const MIX_SEED = 42;

export interface SearchBenchOptions {
  readonly sizes: readonly number[];
  readonly postgres: boolean;
  readonly orama: boolean;
  readonly log: (line: string) => void;
}

export interface SearchBenchRow {
  readonly cars: number;
  readonly engine: 'embedded' | 'postgres' | 'orama';
  /** Index build: embedded index, SQL search columns (plus the load, shown apart), Orama inserts. */
  readonly buildMs: number;
  readonly loadMs?: number;
  /** Retained heap of the index (MB), or the database size for PostgreSQL. */
  readonly memoryMb: number;
  readonly rssMb?: number;
  readonly p50: number;
  readonly p99: number;
  readonly mean: number;
  readonly searches: number;
  readonly meanCount: number;
}

interface LatencyBudget {
  readonly warmup: number;
  readonly max: number;
  readonly seconds: number;
}

const BUDGET: Record<SearchBenchRow['engine'], LatencyBudget> = {
  embedded: { warmup: 100, max: 3_000, seconds: 20 },
  orama: { warmup: 20, max: 400, seconds: 40 },
  postgres: { warmup: 20, max: 400, seconds: 40 },
};

/** Full collections until the heap settles (finalizers run between them). */
async function gc(): Promise<void> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return;
  for (let i = 0; i < 3; i++) {
    collect();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const mb = (bytes: number): number => bytes / 1_048_576;

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function measureLatency(
  budget: LatencyBudget,
  mix: readonly SearchState[],
  run: (state: SearchState) => Promise<number>,
): Promise<{ p50: number; p99: number; mean: number; searches: number; meanCount: number }> {
  for (let i = 0; i < budget.warmup; i++) await run(mix[i % mix.length]!);
  const samples: number[] = [];
  let counted = 0;
  const deadline = performance.now() + budget.seconds * 1000;
  for (let i = 0; i < budget.max && performance.now() < deadline; i++) {
    const started = performance.now();
    counted += await run(mix[i % mix.length]!);
    samples.push(performance.now() - started);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    searches: samples.length,
    meanCount: counted / samples.length,
  };
}

function benchSite(): DealerSite {
  const site = loadDealerSites().find((s) => s.slug === DEFAULT_SITE_SLUG);
  if (!site) throw new Error(`demo site ${DEFAULT_SITE_SLUG} not found`);
  return site;
}

const generate = (site: DealerSite, cars: number): Car[] => generateInventory({ sites: [site], totalCars: cars, seed: SEED, now: BENCH_NOW });

/** A repository that generates the site's stock when read, so the index is all the benchmark holds. */
class GeneratedCarRepository implements CarRepository {
  listMs = 0;
  constructor(
    private readonly site: DealerSite,
    private readonly cars: number,
  ) {}
  async listBySite(): Promise<Car[]> {
    const started = performance.now();
    const cars = generate(this.site, this.cars);
    this.listMs += performance.now() - started;
    return cars;
  }
  async findBySlug(): Promise<Car | null> {
    return null;
  }
  async findById(): Promise<Car | null> {
    return null;
  }
  async upsertMany(): Promise<void> {}
  async count(): Promise<number> {
    return this.cars;
  }
}

/** A search's result; a Left (the database went away mid-run) aborts the benchmark. */
async function searched(engine: SearchEngine, request: SearchRequest): Promise<SearchResult> {
  const answer = await engine.search(request)();
  if (E.isLeft(answer)) throw new Error(`${answer.left.code}: ${answer.left.message}`);
  return answer.right;
}

async function benchEmbedded(site: DealerSite, context: SearchSiteContext, n: number, mix: readonly SearchState[]): Promise<SearchBenchRow> {
  await gc();
  const before = process.memoryUsage();
  const repository = new GeneratedCarRepository(site, n);
  let engine: EmbeddedSearchEngine | null = new EmbeddedSearchEngine(repository);
  const started = performance.now();
  await engine.start([context], BENCH_NOW);
  const buildMs = performance.now() - started - repository.listMs;
  await gc();
  const after = process.memoryUsage();
  const e = engine;
  const latency = await measureLatency(BUDGET.embedded, mix, async (state) => (await searched(e, { site: context, state, now: BENCH_NOW })).count);
  engine = null;
  return {
    cars: n,
    engine: 'embedded',
    buildMs,
    memoryMb: mb(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers),
    rssMb: mb(after.rss - before.rss),
    ...latency,
  };
}

async function benchOrama(cars: readonly Car[], context: SearchSiteContext, n: number, mix: readonly SearchState[]): Promise<SearchBenchRow> {
  const documents = searchDocuments(searchProfile(context, BENCH_NOW));
  const listed = siteStockPredicate({ stockFilter: context.stockFilter, includeSoldCarsDays: context.includeSoldCarsDays, now: BENCH_NOW });
  const input = cars.filter(listed).map((car) => oramaDocument(car, documents(car)));
  await gc();
  const before = process.memoryUsage();
  const started = performance.now();
  const db = await oramaIndex(input);
  const buildMs = performance.now() - started;
  await gc();
  const after = process.memoryUsage();
  const latency = await measureLatency(BUDGET.orama, mix, async (state) => (await oramaSearch(db, state, DEFAULT_HITS_PER_PAGE)).count);
  return {
    cars: n,
    engine: 'orama',
    buildMs,
    memoryMb: mb(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers),
    rssMb: mb(after.rss - before.rss),
    ...latency,
  };
}

async function benchPostgres(
  server: PostgresServer,
  cars: readonly Car[],
  context: SearchSiteContext,
  n: number,
  mix: readonly SearchState[],
): Promise<SearchBenchRow> {
  const db = await PostgresDatabase.connect(await server.createDatabase(`bench_${n}`));
  try {
    await migrate(db);
    let started = performance.now();
    await new SqlCarRepository(db).upsertMany(cars);
    const loadMs = performance.now() - started;
    const engine: SearchEngine = new PostgresSearchEngine(db, { refreshBatchSize: 2_000 });
    started = performance.now();
    // The first search derives every row's search columns: the PostgreSQL "index build".
    await searched(engine, { site: context, state: mix[0]!, now: BENCH_NOW });
    const buildMs = performance.now() - started;
    await db.exec('VACUUM ANALYZE cars');
    const [size] = await db.query<{ bytes: string }>(
      "SELECT (pg_total_relation_size('cars') + pg_total_relation_size('search_terms') + pg_total_relation_size('search_term_variants'))::text AS bytes",
    );
    const latency = await measureLatency(BUDGET.postgres, mix, async (state) => (await searched(engine, { site: context, state, now: BENCH_NOW })).count);
    return { cars: n, engine: 'postgres', buildMs, loadMs, memoryMb: mb(Number(size?.bytes ?? 0)), ...latency };
  } finally {
    await db.close();
  }
}

export async function runSearchBench(options: SearchBenchOptions): Promise<SearchBenchRow[]> {
  const site = benchSite();
  const context = searchSiteContext(site);
  const rows: SearchBenchRow[] = [];
  const server = options.postgres ? await startPostgres() : undefined;
  try {
    for (const n of options.sizes) {
      // The same searches for every engine: drawn from the site's first cars (a site's n-th
      // car is the same vehicle whatever the total).
      const mix = queryMix(generate(site, Math.min(n, 2_000)), MIX_SIZE, MIX_SEED);
      options.log(`${n} cars: embedded…`);
      rows.push(await benchEmbedded(site, context, n, mix));
      if (!options.orama && !server) continue;
      const cars = generate(site, n);
      if (options.orama) {
        options.log(`${n} cars: Orama…`);
        rows.push(await benchOrama(cars, context, n, mix));
      }
      if (server) {
        options.log(`${n} cars: PostgreSQL…`);
        rows.push(await benchPostgres(server, cars, context, n, mix));
      }
    }
  } finally {
    await server?.stop();
  }
  return rows;
}

const fmt = (n: number | undefined, digits = 2): string => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits));
const thousands = (n: number): string => n.toLocaleString('en-AU');

/** Issue 4's targets at 100,000 cars, each with the measured figure and whether it is met. */
export function searchBenchTargets(rows: readonly SearchBenchRow[]): string {
  const at = (engine: SearchBenchRow['engine']) => rows.find((r) => r.cars === 100_000 && r.engine === engine);
  const embedded = at('embedded');
  const orama = at('orama');
  const postgres = at('postgres');
  const line = (label: string, measured: number | undefined, unit: string, ok: (v: number) => boolean, target: string): string =>
    measured === undefined
      ? `- ${label}: not measured (target ${target})`
      : `- ${label}: ${measured.toFixed(2)}${unit} (target ${target}) ${ok(measured) ? 'met' : 'NOT met'}`;
  return [
    'Targets at 100,000 cars:',
    line('embedded p50', embedded?.p50, ' ms', (v) => v <= 2, '≤ 2 ms'),
    line('embedded p99', embedded?.p99, ' ms', (v) => v <= 10, '≤ 10 ms'),
    line('embedded vs Orama at p50', embedded && orama ? orama.p50 / embedded.p50 : undefined, '×', (v) => v >= 3, '≥ 3×'),
    line('embedded index memory (heap)', embedded?.memoryMb, ' MB', (v) => v <= 400, '≤ 400 MB'),
    line('PostgreSQL p50', postgres?.p50, ' ms', (v) => v <= 30, '≤ 30 ms'),
  ].join('\n');
}

/** The results as a markdown table, with each engine's p50 and p99 against Orama's. */
export function searchBenchTable(rows: readonly SearchBenchRow[]): string {
  const lines = [
    '| Cars | Engine | Build (ms) | Memory (MB) | p50 (ms) | p99 (ms) | Mean (ms) | Searches | Mean hits | Orama p50 ÷ p50 | Orama p99 ÷ p99 |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const peer = rows.find((r) => r.cars === row.cars && r.engine === 'orama');
    const ratio = (mine: number, theirs: number | undefined): string => (peer && theirs !== undefined ? `${(theirs / mine).toFixed(1)}×` : '–');
    const build = row.loadMs !== undefined ? `${fmt(row.buildMs, 0)} (+${fmt(row.loadMs, 0)} load)` : fmt(row.buildMs, 0);
    const memory =
      row.engine === 'postgres'
        ? `${fmt(row.memoryMb, 0)} on disk`
        : `${fmt(row.memoryMb, 0)} heap${row.rssMb !== undefined ? ` (RSS +${fmt(row.rssMb, 0)})` : ''}`;
    lines.push(
      `| ${thousands(row.cars)} | ${row.engine} | ${build} | ${memory} | ${fmt(row.p50, 3)} | ${fmt(row.p99, 3)} | ${fmt(row.mean, 3)} | ${row.searches} | ${fmt(row.meanCount, 0)} | ${
        row.engine === 'orama' ? '1.0×' : ratio(row.p50, peer?.p50)
      } | ${row.engine === 'orama' ? '1.0×' : ratio(row.p99, peer?.p99)} |`,
    );
  }
  return lines.join('\n');
}
