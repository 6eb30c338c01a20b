/**
 * The real server for tests, built the way `npm start` builds it: the core (config/core.ts)
 * with single bindings swapped — an in-memory PGlite, optionally a clock or another adapter —
 * and the HTTP app over it (config/app.ts) on 127.0.0.1, a free port, with the real Vite build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import type { HttpRateLimits } from '../../../../adapters/http/http-server';
import type { SqlDatabase } from '../../../../adapters/persistence/sql-database';
import type { CarRepository } from '../../../../application/inventory/car-repository.port';
import type { Clock } from '../../../../application/shared/clock.port';
import type { Car } from '../../../../domain/vehicle/car';
import { buildHttpApp } from '../../../../config/app';
import { buildCore, type CaryardCore } from '../../../../config/core';
import { PORTS } from '../../../../config/ports';
import type { Settings } from '../../../../config/runtime/settings';
import { migratedPglite } from '../../../support/pglite-snapshots';
import { CLIENT_DIR, ensureUiBuilt, PUBLIC_DIR, SERVER_ENTRY } from './ui-build';

export interface TestServer {
  app: FastifyInstance;
  core: CaryardCore;
  /** The database behind the core: in-memory PGlite, or PostgreSQL with settings.databaseUrl. */
  db: SqlDatabase;
  /** The core's (indexed) car repository: writes reach search at once. */
  cars: CarRepository;
  port: number;
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** `http://{slug}.localhost:{port}` */
  siteUrl: (slug: string) => string;
  /** Host header of a demo site on this server. */
  host: (slug: string) => string;
  /** Starts the core if `start: false` was given (GET /healthz turns 200). */
  start: () => Promise<void>;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  cars?: readonly Car[];
  /** Runs on the instance before it starts listening (e.g. a test-only route). */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** Swaps single bindings of the core (`c.rebind(PORTS.X).toConstantValue(x)`); see config/ports.ts. */
  overrides?: (container: Container) => void;
  /** The core's clock (use cases and workers). */
  clock?: Clock;
  rateLimits?: HttpRateLimits;
  /** Start the core before answering (default true); false leaves /healthz at 503 until `start()`. */
  start?: boolean;
  /** Run the background workers (lead dispatcher, reservation sweeper); default false, so tests drive them. */
  workers?: boolean;
  /** Serve pages from the UI build (default true). */
  ssr?: boolean;
  /** Settings over the test defaults (issue 13: a map tile service). */
  settings?: Partial<Settings>;
}

/** Settings of a test core: nothing seeded, no logs, a throwaway data directory (lead emails). */
export function testSettings(dataDir: string): Settings {
  return { port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent', seedCars: 0, seed: 1, smsReplyNumber: null };
}

/** An in-memory PGlite database, migrated. */
export async function inMemoryDatabase(): Promise<SqlDatabase> {
  return migratedPglite();
}

/** The core on an in-memory database, with the given cars stored; not started. */
export async function buildTestCore(
  options: Pick<TestServerOptions, 'cars' | 'overrides' | 'clock' | 'settings'> & { dataDir?: string } = {},
): Promise<{ core: CaryardCore; db: SqlDatabase; dataDir: string }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'caryard-test-core-'));
  // With settings.databaseUrl the core opens (and migrates) that PostgreSQL database itself, as in production.
  const memory = options.settings?.databaseUrl ? null : await inMemoryDatabase();
  // A test server takes a form as soon as it is sent (FORM_MIN_FILL_MS 0), so no journey waits out
  // the 3 s a person needs; the captcha API test sets the real minimum back and asserts it.
  const core = await buildCore(
    { ...testSettings(dataDir), formMinFillMs: 0, ...options.settings },
    {
      overrides: (container) => {
        if (memory) container.rebind(PORTS.SqlDatabase).toConstantValue(memory);
        if (options.clock) container.rebind(PORTS.Clock).toConstantValue(options.clock);
        options.overrides?.(container);
      },
    },
  );
  const db = memory ?? (await core.container.getAsync<SqlDatabase>(PORTS.SqlDatabase));
  if (options.cars?.length) await core.container.get<CarRepository>(PORTS.CarRepository).upsertMany(options.cars);
  return { core, db, dataDir };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ssr = options.ssr ?? true;
  if (ssr) await ensureUiBuilt();
  const { core, db, dataDir } = await buildTestCore(options);
  const app = await buildHttpApp(core, {
    ssr: ssr ? { clientDir: CLIENT_DIR, serverEntry: SERVER_ENTRY, publicDir: PUBLIC_DIR } : false,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  const startCore = () => core.start({ workers: options.workers ?? false });
  if (options.start ?? true) await startCore();
  await options.beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no TCP address.');
  const { port } = address;
  return {
    app,
    core,
    db,
    cars: core.container.get<CarRepository>(PORTS.CarRepository),
    port,
    origin: `http://127.0.0.1:${port}`,
    siteUrl: (slug) => `http://${slug}.localhost:${port}`,
    host: (slug) => `${slug}.localhost:${port}`,
    start: startCore,
    close: async () => {
      await app.close();
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
