/**
 * issue 16 'Pages at the speed of the API': in one run of the real server (`config/main.ts`,
 * embedded PGlite, 10,000 demo cars, its own process on loopback), loaded by autocannon from
 * this process —
 *   - `GET /api/search` over the HTTP bench's seeded mix of searches (the yardstick);
 *   - vehicle pages (200 different cars of the default site) and the home page, warmed first, as a
 *     CDN or a returning crowd meets them: served from the in-process page cache;
 *   - one vehicle page rendered afresh for every request (a query string never asked before, so the
 *     cache never has it), one connection at a time: the uncached render's latency.
 * Targets (ratios, in this one run): vehicle-page and home-page HTML throughput ≥ 30% of
 * /api/search's; the uncached vehicle-page render p50 ≤ 15 ms. Bounded: fixed durations and counts.
 */
import autocannon from 'autocannon';
import { DEFAULT_SITE_SLUG, loadDealerSites } from '../config/dealer-sites';
import { generateInventory } from '../config/demo-inventory/generate-inventory';
import { writeSearchParams } from '../domain/search';
import { SEED, startServer } from './http.bench';
import { queryMix } from './support/query-mix';

export interface PageThroughputRow {
  readonly name: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly bytesPerRequest: number;
}

export interface PageThroughputResult {
  readonly cars: number;
  readonly seconds: number;
  readonly rows: readonly PageThroughputRow[];
  /** The uncached vehicle-page render, one request at a time. */
  readonly uncached: { readonly requests: number; readonly p50: number; readonly p99: number; readonly mean: number; readonly non2xx: number };
}

export async function runPageThroughputBench(options: {
  cars?: number;
  seconds?: number;
  connections?: number;
  uncachedRequests?: number;
  log: (line: string) => void;
}): Promise<PageThroughputResult> {
  const cars = options.cars ?? 10_000;
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 16;
  const uncachedRequests = options.uncachedRequests ?? 300;
  const server = await startServer(cars, options.log);
  try {
    const today = new Date(new Date().toISOString().slice(0, 10));
    const stock = generateInventory({ sites: loadDealerSites(), totalCars: cars, seed: SEED, now: today }).filter((c) => c.site_slug === DEFAULT_SITE_SLUG);
    const host = `${DEFAULT_SITE_SLUG}.localhost:${server.port}`;
    const url = `http://127.0.0.1:${server.port}`;
    const searches = queryMix(stock, 200, 7).map((state) => `/api/search?${writeSearchParams({ ...state, page: 1 })}`);
    const vehicles = stock
      .filter((car) => car.status !== 'sold')
      .slice(0, 200)
      .map((car) => `/cars/${car.slug}`);
    const load = async (name: string, paths: readonly string[]): Promise<PageThroughputRow> => {
      const requests = paths.map((path) => ({ method: 'GET' as const, path, headers: { host } }));
      // Warm-up: every connection asks every path once (the page cache and the search cache fill as they would in use).
      await autocannon({ url, connections, amount: paths.length * connections, requests, headers: { host } });
      const result = await autocannon({ url, connections, duration: seconds, requests, headers: { host } });
      options.log(`${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms`);
      return {
        name,
        connections,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        bytesPerRequest: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
      };
    };
    const rows = [
      await load('GET /api/search (200 searches)', searches),
      await load('Vehicle page HTML (200 cars)', vehicles),
      await load('Home page HTML', ['/']),
    ];

    // Uncached: the same car's page under a query string no request used before, one at a time.
    let n = 0;
    const vehicle = vehicles[0] ?? '/';
    const uncached = await autocannon({
      url,
      connections: 1,
      amount: uncachedRequests,
      requests: [{ method: 'GET', headers: { host }, setupRequest: (request) => ({ ...request, path: `${vehicle}?uncached=${(n += 1)}` }) }],
      headers: { host },
    });
    options.log(`uncached vehicle page: p50 ${uncached.latency.p50} ms over ${uncached.requests.total} requests`);
    return {
      cars,
      seconds,
      rows,
      uncached: {
        requests: uncached.requests.total,
        p50: uncached.latency.p50,
        p99: uncached.latency.p99,
        mean: uncached.latency.average,
        non2xx: uncached.non2xx,
      },
    };
  } finally {
    await server.stop();
  }
}

export function pageThroughputTable(result: PageThroughputResult): string {
  const search = result.rows[0]?.requestsPerSecond ?? 0;
  const lines = [
    `${result.cars.toLocaleString('en-AU')} cars, ${result.seconds} s a run after a warm-up, one server process; ratios are to /api/search in the same run.`,
    '',
    '| Requests | Connections | Requests/s | p50 | p99 | Bytes a response | Non-2xx | Of /api/search | Target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  result.rows.forEach((row, i) => {
    const ratio = search > 0 ? row.requestsPerSecond / search : 0;
    const target = i === 0 ? '' : `≥ 30%: ${ratio >= 0.3 ? 'met' : 'NOT met'}`;
    lines.push(
      `| ${row.name} | ${row.connections} | ${Math.round(row.requestsPerSecond).toLocaleString('en-AU')} | ${row.p50} ms | ${row.p99} ms | ${row.bytesPerRequest.toLocaleString('en-AU')} | ${row.non2xx} | ${i === 0 ? '100%' : `${Math.round(ratio * 100)}%`} | ${target} |`,
    );
  });
  const u = result.uncached;
  lines.push(
    `| Vehicle page rendered afresh (no cache), one at a time | 1 | ${Math.round(1000 / Math.max(u.mean, 0.001)).toLocaleString('en-AU')} | ${u.p50} ms | ${u.p99} ms | | ${u.non2xx} | | p50 ≤ 15 ms: ${u.p50 <= 15 ? 'met' : 'NOT met'} |`,
  );
  return lines.join('\n');
}
