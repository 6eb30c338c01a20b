import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import { MAX_CLI_CARS, formatSummary, parseCliArgs, summariseInventory, writeInventoryJson } from '../../../config/demo-inventory/inventory-cli';
import { demoFixtureSites } from './a-dealer-site';

const NOW = new Date('2026-11-21T04:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'caryard-inventory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo inventory command line', () => {
  it('parses --cars, --seed, --out and --now', () => {
    expect(parseCliArgs(['--cars', '500', '--seed', '9', '--out', 'x.json', '--now', '2026-01-01T00:00:00Z'], NOW)).toEqual({
      ok: true,
      options: { cars: 500, seed: 9, out: 'x.json', now: new Date('2026-01-01T00:00:00Z') },
    });
    expect(parseCliArgs(['--cars', '10'], NOW)).toEqual({ ok: true, options: { cars: 10, seed: 1, out: null, now: NOW } });
  });

  it('rejects a missing, zero, fractional or too-large count and unknown options', () => {
    for (const argv of [
      [],
      ['--cars', '0'],
      ['--cars', '2.5'],
      ['--cars', String(MAX_CLI_CARS + 1)],
      ['--cars', '5', '--colour', 'red'],
      ['--cars', '5', '--seed', '-1'],
      ['--cars', '5', '--now', 'yesterday'],
      ['--cars', '5', 'extra'],
    ]) {
      expect(parseCliArgs(argv, NOW).ok, argv.join(' ')).toBe(false);
    }
  });

  it('summarises by site, car type and status, with a total row', () => {
    const cars = generateInventory({ sites: demoFixtureSites(), carsPerSite: 20, now: NOW });
    const rows = summariseInventory(cars);
    expect(rows.map((r) => r.site)).toEqual(demoFixtureSites().map((s) => s.slug));
    for (const row of rows) {
      expect(row.total).toBe(20);
      expect(row.byCarType.new + row.byCarType.demo + row.byCarType.used).toBe(20);
      expect(row.byStatus.in_stock + row.byStatus.coming_soon + row.byStatus.sold + row.byStatus.other).toBe(20);
    }
    const table = formatSummary(rows);
    expect(table.split('\n')[0]).toMatch(/^site\s+new\s+demo\s+used\s+in_stock\s+coming_soon\s+sold\s+other\s+total$/);
    expect(table.split('\n').at(-1)).toMatch(/^TOTAL\s.*\s100$/);
  });

  it('writes a JSON array one car per line, or newline-delimited JSON, that reads back equal', () => {
    const cars = generateInventory({ sites: demoFixtureSites(), carsPerSite: 4, now: NOW });
    const jsonPath = join(dir, 'cars.json');
    const bytes = writeInventoryJson(jsonPath, cars);
    const text = readFileSync(jsonPath, 'utf8');
    expect(Buffer.byteLength(text)).toBe(bytes);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(cars)));
    expect(text.split('\n')).toHaveLength(cars.length + 3);
    const ndPath = join(dir, 'cars.ndjson');
    writeInventoryJson(ndPath, cars);
    const lines = readFileSync(ndPath, 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(JSON.parse(JSON.stringify(cars)));
    writeInventoryJson(join(dir, 'empty.json'), []);
    expect(JSON.parse(readFileSync(join(dir, 'empty.json'), 'utf8'))).toEqual([]);
  });

  it('runs end to end against the demo dealer sites', async () => {
    const root = resolve(import.meta.dirname, '../../..');
    const run = promisify(execFile);
    const out = join(dir, 'cli.json');
    const cli = ['--import', 'tsx', 'config/demo-inventory/cli.ts'];
    const summary = await run(process.execPath, [...cli, '--cars', '50', '--now', NOW.toISOString()], { cwd: root });
    expect(summary.stdout).toMatch(/^50 cars for \d+ sites/);
    expect(summary.stdout).toMatch(/TOTAL\s.*\s50$/m);
    await run(process.execPath, [...cli, '--cars', '30', '--seed', '4', '--out', out, '--now', NOW.toISOString()], { cwd: root });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveLength(30);
    await expect(run(process.execPath, [...cli, '--cars', 'lots'], { cwd: root })).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
