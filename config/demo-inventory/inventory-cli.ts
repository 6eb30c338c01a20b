/**
 * The pieces of the demo-inventory command line (cli.ts), kept free of side effects so they
 * can be tested: argument parsing, the per-site summary and streaming JSON output (a
 * 100,000-car inventory is ~600 MB of JSON, more than one string can hold).
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Car, CarStatus, CarType } from '../../domain/vehicle/car';

export const MAX_CLI_CARS = 100_000;
/** Above this many cars the command shows a progress bar. */
export const PROGRESS_BAR_THRESHOLD = 2_000;

export const USAGE = 'Usage: npx tsx config/demo-inventory/cli.ts --cars N [--seed S] [--out file.json|file.ndjson] [--now 2026-01-31T00:00:00Z]';

export interface CliOptions {
  cars: number;
  seed: number;
  out: string | null;
  now: Date;
}

export type ParsedCli = { ok: true; options: CliOptions } | { ok: false; error: string };

/** Parses the arguments; `now` defaults to `defaultNow`. Never throws. */
export function parseCliArgs(argv: readonly string[], defaultNow: Date = new Date()): ParsedCli {
  let values: { cars?: string; seed?: string; out?: string; now?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { cars: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' }, now: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (values.cars === undefined) return { ok: false, error: '--cars is required' };
  const cars = Number(values.cars);
  if (!/^\d+$/.test(values.cars) || cars < 1 || cars > MAX_CLI_CARS) {
    return { ok: false, error: `--cars must be a whole number from 1 to ${MAX_CLI_CARS.toLocaleString('en-AU')}` };
  }
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (values.seed !== undefined && (!/^\d+$/.test(values.seed) || seed > 0xffffffff)) {
    return { ok: false, error: '--seed must be a whole number from 0 to 4294967295' };
  }
  const now = values.now === undefined ? defaultNow : new Date(values.now);
  if (Number.isNaN(now.getTime())) return { ok: false, error: '--now must be an ISO date-time' };
  if (values.out === '') return { ok: false, error: '--out needs a file name' };
  return { ok: true, options: { cars, seed, out: values.out ?? null, now } };
}

export interface SiteSummary {
  site: string;
  total: number;
  byCarType: Record<CarType, number>;
  byStatus: Record<CarStatus, number>;
}

export function summariseInventory(cars: readonly Car[]): SiteSummary[] {
  const bySite = new Map<string, SiteSummary>();
  for (const car of cars) {
    let row = bySite.get(car.site_slug);
    if (row === undefined) {
      row = {
        site: car.site_slug,
        total: 0,
        byCarType: { new: 0, demo: 0, used: 0 },
        byStatus: { in_stock: 0, coming_soon: 0, sold: 0, other: 0 },
      };
      bySite.set(car.site_slug, row);
    }
    row.total += 1;
    row.byCarType[car.car_type] += 1;
    row.byStatus[car.status] += 1;
  }
  return [...bySite.values()];
}

/** A plain-text table: one row per site and a total row. */
export function formatSummary(rows: readonly SiteSummary[]): string {
  const header = ['site', 'new', 'demo', 'used', 'in_stock', 'coming_soon', 'sold', 'other', 'total'];
  const line = (r: SiteSummary): string[] => [
    r.site,
    ...(['new', 'demo', 'used'] as const).map((t) => String(r.byCarType[t])),
    ...(['in_stock', 'coming_soon', 'sold', 'other'] as const).map((s) => String(r.byStatus[s])),
    String(r.total),
  ];
  const total: SiteSummary = {
    site: 'TOTAL',
    total: rows.reduce((a, r) => a + r.total, 0),
    byCarType: { new: 0, demo: 0, used: 0 },
    byStatus: { in_stock: 0, coming_soon: 0, sold: 0, other: 0 },
  };
  for (const r of rows) {
    for (const t of ['new', 'demo', 'used'] as const) total.byCarType[t] += r.byCarType[t];
    for (const s of ['in_stock', 'coming_soon', 'sold', 'other'] as const) total.byStatus[s] += r.byStatus[s];
  }
  const table = [header, ...rows.map(line), line(total)];
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  return table.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')).join('\n');
}

/**
 * Writes the cars a car at a time: a JSON array with one car per line, or newline-delimited
 * JSON when the file name ends in .ndjson or .jsonl (a large array is past what one
 * JSON.parse can read in Node, ~512 MB; either format can be read line by line).
 * Returns the bytes written.
 */
export function writeInventoryJson(path: string, cars: readonly Car[]): number {
  const ndjson = /\.(ndjson|jsonl)$/i.test(path);
  const fd = openSync(path, 'w');
  let bytes = 0;
  const write = (text: string): void => {
    bytes += writeSync(fd, text);
  };
  try {
    let buffer = ndjson ? '' : '[';
    cars.forEach((car, i) => {
      buffer += ndjson ? `${JSON.stringify(car)}\n` : `${i === 0 ? '\n' : ',\n'}${JSON.stringify(car)}`;
      if (buffer.length > 1 << 20) {
        write(buffer);
        buffer = '';
      }
    });
    write(ndjson ? buffer : `${buffer}\n]\n`);
  } finally {
    closeSync(fd);
  }
  return bytes;
}
