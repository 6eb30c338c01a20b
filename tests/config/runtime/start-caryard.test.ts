/**
 * The embedded default end to end: `config/main.ts` as `npm start` runs it, on a fresh
 * data directory — created, migrated and seeded on first start, every demo site served
 * by Host, a second process on the same directory refused, SIGTERM shuts down cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../../config/dealer-sites';
import { loadSettings } from '../../../config/runtime/settings';
import { request } from '../../adapters/http/support/http-request';
import { ensureUiBuilt } from '../../adapters/http/support/ui-build';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'caryard-start-'));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'config/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_CARS: '300', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function waitForPort(started: Started, timeoutMs = 90_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(started.output());
    if (match) return Number(match[1]);
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`did not start:\n${started.output()}`);
}

describe('npm start: the embedded default', () => {
  let first: Started;
  let port: number;

  beforeAll(async () => {
    await ensureUiBuilt();
    first = startMain({ PORT: '0' });
    port = await waitForPort(first);
  });
  afterAll(async () => {
    if (first?.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is healthy once migrated and seeded', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    // The child's log reaches this process through a pipe, maybe after its health answer.
    await expect.poll(() => first.output()).toMatch(/seeded 300 demo cars across \d+ sites/);
  });

  it('serves every demo site by Host, with its dealer name in the HTML before any script runs', async () => {
    for (const site of loadDealerSites()) {
      const res = await request(port, '/', { host: `${site.slug}.localhost:${port}` });
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<title>`);
      expect(res.text).toContain(site.name.replaceAll('&', '&amp;'));
    }
  });

  it('writes JSON log lines', () => {
    const line = first
      .output()
      .split('\n')
      .find((l) => l.includes('Server listening'));
    expect(() => JSON.parse(line ?? '')).not.toThrow();
  });

  it('refuses a second process on the same data directory with a clear message', async () => {
    const second = startMain({ PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Data directory "${dataDir}" is in use by another Caryard process (pid ${first.child.pid})`);
  });

  it('stops with a message naming the variable when a setting is invalid', async () => {
    const bad = startMain({ PORT: 'eighty', DATA_DIR: join(dataDir, 'other') });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Caryard did not start: Invalid settings:');
    expect(bad.output()).toMatch(/PORT: /);
  });

  it('shuts down gracefully on SIGTERM, and keeps its data for the next start', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const again = startMain({ PORT: '0' });
    const againPort = await waitForPort(again);
    const res = await request(againPort, '/api/site', { host: 'harbour-motors.localhost' });
    expect(res.json<{ name: string }>().name).toBe('Harbour Motors');
    expect(again.output()).not.toMatch(/seeded \d+ demo cars/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});

describe('settings', () => {
  it('has the documented defaults', () => {
    expect(loadSettings({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: 'data',
      logLevel: 'info',
      seedCars: 2500,
      seed: 20261121,
      smsReplyNumber: null,
      ingestFeedPhotos: true,
    });
  });
  it('names every invalid variable', () => {
    expect(() => loadSettings({ PORT: '70000', DATABASE_URL: 'mysql://x' })).toThrow(/PORT: .*\n\s+DATABASE_URL: must be a postgres/s);
  });
});
