/**
 * HTTP throughput of `GET /api/search` (issue 4 Benchmarks): the real server
 * (`config/main.ts`, embedded PGlite and the embedded search engine) in its own process
 * on loopback with 10,000 demo cars, loaded by autocannon from this process over a fixed,
 * seeded mix of searches. Bounded: one warm-up and one measured run of fixed duration.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_SITE_SLUG, loadDealerSites } from '../config/dealer-sites';
import { generateInventory } from '../config/demo-inventory/generate-inventory';
import { writeSearchParams } from '../domain/search';
import { queryMix } from './support/query-mix';
import { freePort } from './support/free-port';

export interface HttpBenchRow {
  cars: number;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export const SEED = 20_261_121;

export async function startServer(cars: number, log: (line: string) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'caryard-bench-http-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'config/main.ts'], {
    // warn: no per-request log lines, so logging does not weigh on the measurement.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_CARS: String(cars), SEED: String(SEED), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`server up on port ${port} with ${cars} cars`);
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function runHttpBench(options: { cars?: number; seconds?: number; connections?: number; log: (line: string) => void }): Promise<HttpBenchRow> {
  const cars = options.cars ?? 10_000;
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? 16;
  const server = await startServer(cars, options.log);
  try {
    // The same stock the server seeded (same seed, same day), to draw searches that have results.
    const today = new Date(new Date().toISOString().slice(0, 10));
    const sites = loadDealerSites();
    const stock = generateInventory({ sites, totalCars: cars, seed: SEED, now: today }).filter((c) => c.site_slug === DEFAULT_SITE_SLUG);
    // Page 1 of each search: a later page may lie beyond the end at this size (a 400 by design).
    const paths = queryMix(stock, 200, 7).map((state) => `/api/search?${writeSearchParams({ ...state, page: 1 })}`);
    const host = `${DEFAULT_SITE_SLUG}.localhost:${server.port}`;
    const requests = paths.map((path) => ({ method: 'GET' as const, path, headers: { host } }));
    const run = (duration: number) => autocannon({ url: `http://127.0.0.1:${server.port}`, connections, duration, requests, headers: { host } });
    await run(2);
    const result = await run(seconds);
    return {
      cars,
      connections,
      seconds,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await server.stop();
  }
}

export function httpBenchTable(row: HttpBenchRow): string {
  return [
    '| Cars | Connections | Duration | Requests/s | p50 latency | p99 latency | Non-2xx | Errors | Target |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${row.cars.toLocaleString('en-AU')} | ${row.connections} | ${row.seconds} s | ${Math.round(row.requestsPerSecond).toLocaleString('en-AU')} | ${row.p50} ms | ${row.p99} ms | ${row.non2xx} | ${row.errors} | ≥ 2,000 req/s: ${row.requestsPerSecond >= 2000 ? 'met' : 'NOT met'} |`,
  ].join('\n');
}
