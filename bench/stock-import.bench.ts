/**
 * issue 16 'Throughput: importing 100,000 cars into PostgreSQL at ≥ 2,000 cars/s, and into PGlite at
 * ≥ 1,000 cars/s'. The import as `npm run caryard -- stock import FILE --site SLUG` runs it: a CSV
 * file of 100,000 cars read (csv-parse), every row validated, the cars written in one transaction
 * through the core's indexed repository (the site's search index follows), on the core built from
 * settings — PGlite in a data directory, and a throwaway PostgreSQL cluster. Then the same file
 * again (every car unchanged) and a feed changing 1% of the prices.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { parseStockFeed } from '../adapters/inventory/stock-feed-files';
import { buildCore } from '../config/core';
import { loadDealerSites } from '../config/dealer-sites';
import { generateInventory } from '../config/demo-inventory/generate-inventory';
import type { Settings } from '../config/runtime/settings';
import type { Car } from '../domain/vehicle/car';
import { startPostgres } from '../tests/support/postgres-server';

export interface StockImportRow {
  readonly engine: 'pglite' | 'postgres';
  readonly cars: number;
  /** First import: every car new. */
  readonly createSeconds: number;
  /** The same file again: every car unchanged. */
  readonly againSeconds: number;
  /** 1% of the prices changed. */
  readonly changeSeconds: number;
}

const SITE = 'harbour-motors';
const TARGET_CARS_PER_SECOND = { postgres: 2_000, pglite: 1_000 } as const;

const CSV_COLUMNS = [
  'stocknum',
  'car_type',
  'status',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'vin',
  'regplate',
  'km',
  'price',
  'price_type',
  'body',
  'fuel',
  'transmission',
  'drive',
  'doors',
  'seats',
  'engine_size_litres',
  'location',
  'dealercomments',
  'features',
  'photos',
] as const;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join('|') : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A DMS export of the generated stock: one CSV row per car, the feed's columns. */
function feedCsv(cars: readonly Car[], priceOf: (car: Car, index: number) => number): string {
  const lines = [CSV_COLUMNS.join(',')];
  cars.forEach((car, i) => {
    const row: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      stocknum: `B-${String(i + 1).padStart(6, '0')}`,
      car_type: car.car_type,
      status: car.status === 'other' ? 'in_stock' : car.status,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      series: car.series,
      colour: car.colour,
      vin: car.vin,
      regplate: car.regplate,
      km: car.km,
      price: priceOf(car, i),
      price_type: car.price_type,
      body: car.simple_body,
      fuel: car.fuel,
      transmission: car.trans,
      drive: car.drive,
      doors: car.doors,
      seats: car.seats,
      engine_size_litres: car.engine_size_litres,
      location: 'newcastle-west',
      dealercomments: car.dealercomments?.slice(0, 400),
      features: car.features?.slice(0, 6),
      photos: car.images.slice(0, 3).map((_, n) => `https://images.example.com/${i + 1}/${n + 1}.jpg`),
    };
    lines.push(CSV_COLUMNS.map((c) => cell(row[c])).join(','));
  });
  return `${lines.join('\n')}\n`;
}

async function timedImport(settings: Settings, files: readonly string[], log: (line: string) => void): Promise<number[]> {
  const core = await buildCore(settings);
  try {
    await core.start({ workers: false });
    const seconds: number[] = [];
    for (const text of files) {
      const heard = core.carChanges?.status().applied ?? 0;
      const started = performance.now();
      const feed = parseStockFeed(text, 'csv');
      if (E.isLeft(feed)) throw new Error(feed.left.message);
      const result = await core.useCases.importStock.execute({ site_slug: SITE, rows: feed.right.rows })();
      if (E.isLeft(result)) throw new Error(result.left.message);
      const took = (performance.now() - started) / 1000;
      const r = result.right;
      log(
        `${settings.databaseUrl ? 'postgres' : 'pglite'}: ${r.rows} rows → created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejected} in ${took.toFixed(1)} s`,
      );
      if (r.rejected > 0) throw new Error(`bench feed has bad rows: ${JSON.stringify(r.problems.slice(0, 3))}`);
      seconds.push(took);
      if (core.carChanges) {
        // Untimed: the change listener's work for this import is done before the next one starts
        // (it leaves out the changes this instance indexed itself).
        const listening = performance.now();
        await core.carChanges.catchUp();
        log(
          `postgres: change listener caught up ${((performance.now() - listening) / 1000).toFixed(1)} s after; ${core.carChanges.status().applied - heard} change rows read`,
        );
      }
    }
    return seconds;
  } finally {
    await core.close();
  }
}

export async function runStockImportBench(options: {
  readonly cars: number;
  readonly postgres: boolean;
  readonly log: (line: string) => void;
}): Promise<StockImportRow[]> {
  const site = loadDealerSites().find((s) => s.slug === SITE)!;
  const stock = generateInventory({ sites: [site], totalCars: options.cars, seed: 7, now: new Date('2026-11-01T00:00:00Z') });
  const first = feedCsv(stock, (car) => car.price);
  const changed = feedCsv(stock, (car, i) => (i % 100 === 0 && car.price > 1_000 ? car.price - 500 : car.price));
  options.log(`feed: ${options.cars} cars, ${(first.length / 1024 / 1024).toFixed(1)} MB of CSV`);
  const rows: StockImportRow[] = [];
  const base = (dataDir: string): Settings => ({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', seedCars: 0, seed: 1, smsReplyNumber: null });

  const dataDir = mkdtempSync(join(tmpdir(), 'caryard-bench-import-'));
  try {
    const [create, again, change] = await timedImport(base(dataDir), [first, first, changed], options.log);
    rows.push({ engine: 'pglite', cars: options.cars, createSeconds: create!, againSeconds: again!, changeSeconds: change! });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (options.postgres) {
    const server = await startPostgres();
    const pgDir = mkdtempSync(join(tmpdir(), 'caryard-bench-import-pg-'));
    try {
      const url = await server.createDatabase('bench_import');
      const [create, again, change] = await timedImport({ ...base(pgDir), databaseUrl: url }, [first, first, changed], options.log);
      rows.push({ engine: 'postgres', cars: options.cars, createSeconds: create!, againSeconds: again!, changeSeconds: change! });
    } finally {
      await server.stop();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  return rows;
}

const rate = (cars: number, seconds: number) => Math.round(cars / seconds).toLocaleString('en-AU');

export function stockImportTable(rows: readonly StockImportRow[]): string {
  const lines = ['| Engine | Cars | New cars | Same file again | 1% of prices changed | Target |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) {
    lines.push(
      `| ${r.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${r.cars.toLocaleString('en-AU')} | ${r.createSeconds.toFixed(1)} s (${rate(r.cars, r.createSeconds)} cars/s) | ${r.againSeconds.toFixed(1)} s (${rate(r.cars, r.againSeconds)} cars/s) | ${r.changeSeconds.toFixed(1)} s (${rate(r.cars, r.changeSeconds)} cars/s) | ≥ ${TARGET_CARS_PER_SECOND[r.engine].toLocaleString('en-AU')} cars/s |`,
    );
  }
  return lines.join('\n');
}

export function stockImportTargets(rows: readonly StockImportRow[]): string {
  return rows
    .map((r) => {
      const perSecond = r.cars / r.createSeconds;
      return `${r.engine}: ${Math.round(perSecond).toLocaleString('en-AU')} cars/s importing ${r.cars.toLocaleString('en-AU')} new cars — target ≥ ${TARGET_CARS_PER_SECOND[r.engine].toLocaleString('en-AU')}: ${perSecond >= TARGET_CARS_PER_SECOND[r.engine] ? 'met' : 'NOT met'}`;
    })
    .join('\n');
}
