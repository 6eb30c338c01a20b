/**
 * `npm run bench`: the benchmarks of ARCHITECTURE "Quality bars" — not timed tests.
 *
 *   npm run bench                                  every size, every engine
 *   npm run bench -- --sizes=1000,10000            chosen sizes
 *   npm run bench -- --no-postgres --no-orama      the embedded engine only
 *
 *   npm run bench -- --only=http                   one benchmark (search, http, html, page)
 *   npm run bench -- --only=html                   page HTML throughput against /api/search, the uncached render
 *   npm run bench -- --only=page --runs=3          page weight (Lighthouse), median of 3 runs a page
 *   npm run bench -- --only=page --pages=sell,home  only those pages (by the start of their name)
 *   npm run bench -- --only=page --sites=all        every demo site's page types (default Harbour Motors)
 *   npm run bench -- --only=steps                   the trade-in's and the purchase journey's later steps (Lighthouse snapshots)
 *   npm run bench -- --only=stock --import-cars=100000   the stock import (PGlite and PostgreSQL)
 *   npm run bench -- --only=many                   change-to-search across two instances, incremental index updates
 *   npm run bench -- --only=uploads                the server's memory under 20 oversized and 20 normal photo uploads at once (issue 30)
 */
import { httpBenchTable, runHttpBench } from './http.bench';
import { pageThroughputTable, runPageThroughputBench } from './page-throughput.bench';
import { DEMO_SITES, pageWeightTable, pageWeightTargets, runPageWeightBench } from './page-weight.bench';
import { pageStepsTable, runPageStepsBench } from './page-steps.bench';
import { runSearchBench, searchBenchTable, searchBenchTargets } from './search.bench';
import { runStockImportBench, stockImportTable, stockImportTargets } from './stock-import.bench';
import { runUploadsBench, uploadsBenchTable } from './uploads.bench';
import { measureCrossInstanceLatency, measureIncrementalUpdateCost } from '../tests/support/car-change-measures';

interface Bench {
  readonly name: string;
  run(args: readonly string[], log: (line: string) => void): Promise<string>;
}

const flag = (args: readonly string[], name: string): boolean => args.includes(`--${name}`);
const value = (args: readonly string[], name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const BENCHES: readonly Bench[] = [
  {
    name: 'Search',
    async run(args, log) {
      const sizes = (value(args, 'sizes') ?? '1000,10000,100000')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0);
      const rows = await runSearchBench({ sizes, postgres: !flag(args, 'no-postgres'), orama: !flag(args, 'no-orama'), log });
      return `${searchBenchTable(rows)}\n\n${searchBenchTargets(rows)}`;
    },
  },
  {
    name: 'HTTP: GET /api/search',
    async run(args, log) {
      return httpBenchTable(await runHttpBench({ cars: Number(value(args, 'http-cars') ?? 10_000), log }));
    },
  },
  {
    name: 'HTML pages at the speed of the API (issue 16)',
    async run(args, log) {
      return pageThroughputTable(await runPageThroughputBench({ cars: Number(value(args, 'http-cars') ?? 10_000), log }));
    },
  },
  {
    name: 'Page weight (Lighthouse mobile, Debian Chromium)',
    async run(args, log) {
      const runs = Math.max(1, Number(value(args, 'runs') ?? 1) || 1);
      const seedCars = Math.max(100, Number(value(args, 'page-cars') ?? 2_500) || 2_500);
      const pages = value(args, 'pages')?.split(',').filter(Boolean);
      const sitesArg = value(args, 'sites');
      const sites = sitesArg === 'all' ? DEMO_SITES : sitesArg?.split(',').filter(Boolean);
      const rows = await runPageWeightBench({ runs, seedCars, log, ...(pages?.length ? { pages } : {}), ...(sites?.length ? { sites } : {}) });
      return `${pageWeightTable(rows)}\n\n${pageWeightTargets(rows)}`;
    },
  },
  {
    name: 'Steps within a page (Lighthouse snapshots, issue 17)',
    async run(args, log) {
      const seedCars = Math.max(100, Number(value(args, 'page-cars') ?? 2_500) || 2_500);
      return pageStepsTable(await runPageStepsBench({ seedCars, log }));
    },
  },
  {
    name: 'Stock import (issue 16)',
    async run(args, log) {
      const rows = await runStockImportBench({ cars: Number(value(args, 'import-cars') ?? 100_000), postgres: !flag(args, 'no-postgres'), log });
      return `${stockImportTable(rows)}\n\n${stockImportTargets(rows)}`;
    },
  },
  {
    name: 'Many instances (issue 16)',
    async run(args, log) {
      const rounds = Number(value(args, 'latency-rounds') ?? 100);
      log(`change-to-search latency: two cores on one PostgreSQL, ${rounds} price changes…`);
      const latency = await measureCrossInstanceLatency(1_000, rounds);
      const cars = Number(value(args, 'incremental-cars') ?? 100_000);
      log(`incremental update: one changed car at a time on an index of ${cars} cars…`);
      const incremental = await measureIncrementalUpdateCost(cars, 200);
      const perCar = incremental.perChangedCarMs.p50 - incremental.searchAloneMs.p50;
      return [
        '| Measure | Figure | Target |',
        '|---|---:|---:|',
        `| Change on instance A to B's search (${latency.cars.toLocaleString('en-AU')} cars, ${rounds} changes) | p50 ${latency.latencyMs.p50} ms, max ${latency.latencyMs.max} ms | p99 ≤ 1,000 ms: ${latency.latencyMs.max <= 1_000 ? 'met' : 'NOT met'} |`,
        `| One changed car at ${incremental.cars.toLocaleString('en-AU')} cars (change + next search − search alone, p50) | ${perCar.toFixed(2)} ms (change + search p50 ${incremental.perChangedCarMs.p50} ms, p99 ${incremental.perChangedCarMs.p99} ms; search alone p50 ${incremental.searchAloneMs.p50} ms) | ≤ 5 ms: ${perCar <= 5 ? 'met' : 'NOT met'} |`,
        `| Full build of that site's index (for comparison) | ${incremental.fullBuildMs.toLocaleString('en-AU')} ms | |`,
      ].join('\n');
    },
  },
  {
    name: 'Uploads: photos decoded within limits (issue 30)',
    async run(args, log) {
      const oversized = Math.max(1, Number(value(args, 'oversized') ?? 20) || 20);
      const normal = Math.max(0, Number(value(args, 'normal') ?? 20) || 0);
      return uploadsBenchTable(await runUploadsBench({ oversized, normal, log }));
    },
  },
];

const started = performance.now();
const args = process.argv.slice(2);
if (!(globalThis as { gc?: unknown }).gc) console.warn('Run with node --expose-gc (npm run bench does) for memory figures.');
const only = value(args, 'only')?.split(',');
for (const bench of BENCHES.filter((b) => !only || only.some((o) => b.name.toLowerCase().startsWith(o)))) {
  const table = await bench.run(args, (line) => console.error(`  ${line}`));
  console.log(`\n## ${bench.name}\n\n${table}\n`);
}
console.log(`Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs; total ${((performance.now() - started) / 1000).toFixed(0)} s`);
