import type { FastifyInstance } from 'fastify';
import type { CarRepository } from '../application/inventory/car-repository.port';
import { INVENTORY } from '../application/inventory/inventory.tokens';
import type { DealerSite } from '../domain/dealer-site';
import type { SqlDatabase } from '../adapters/persistence/sql-database';
import { createContainer, type ContainerOptions } from './container';
import { generateInventory } from './demo-inventory/generate-inventory';
import { startLeadDispatcher } from './leads/lead-bindings';
import { startReservationSweeper } from './reservations/reservation-bindings';
import type { Settings } from './runtime/settings';
import { RUNTIME } from './runtime/tokens';
import type { SearchStack } from './search/search-stack';

export interface RunningCaryard {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  sites: readonly DealerSite[];
  /** Closes the server, then the database. */
  close(): Promise<void>;
  /** Closes the database only (after the server was closed by a signal handler). */
  closeDatabase(): Promise<void>;
}

/**
 * Seeds the demo stock on first start (an empty inventory): deterministic for a
 * given seed, so every instance sharing one PostgreSQL writes the same rows.
 */
export async function seedDemoInventory(cars: CarRepository, sites: readonly DealerSite[], settings: Settings, log: (msg: string) => void): Promise<number> {
  if (settings.seedCars === 0 || (await cars.count()) > 0) return 0;
  const started = Date.now();
  // The start of today (UTC) as "now": instances starting the same day generate the same rows.
  const today = new Date(new Date().toISOString().slice(0, 10));
  const stock = generateInventory({ sites, totalCars: settings.seedCars, seed: settings.seed, now: today });
  await cars.upsertMany(stock);
  log(`seeded ${stock.length} demo cars across ${sites.length} sites in ${Date.now() - started} ms`);
  return stock.length;
}

/** Builds Caryard from settings, seeds it when new, and listens. */
export async function startCaryard(settings: Settings, options: ContainerOptions = {}): Promise<RunningCaryard> {
  let ready = false;
  const container = createContainer(settings, { ...options, isReady: async () => ready });
  const sites = container.get<readonly DealerSite[]>(RUNTIME.DealerSites);
  const db = await container.getAsync<SqlDatabase>(RUNTIME.SqlDatabase);
  try {
    const app = await container.getAsync<FastifyInstance>(RUNTIME.HttpServer);
    const cars = await container.getAsync<CarRepository>(INVENTORY.CarRepository);
    await seedDemoInventory(cars, sites, settings, (msg) => app.log.info(msg));
    const url = await app.listen({ port: settings.port, host: settings.host });
    // GET /healthz stays 503 until the in-process search index of every site is built.
    const indexing = Date.now();
    await (await container.getAsync<SearchStack>(RUNTIME.SearchStack)).start();
    app.log.info(`search index built for ${sites.length} sites in ${Date.now() - indexing} ms`);
    // Leads stored before a crash are delivered now; new ones as they come (issue 6).
    const dispatcher = await startLeadDispatcher(container);
    // Lapsed 48-hour holds make their cars available again (issue 6, reserve online).
    const sweeper = await startReservationSweeper(container);
    ready = true;
    return {
      app,
      url,
      sites,
      closeDatabase: async () => {
        await sweeper.stop();
        await dispatcher.stop();
        await db.close();
      },
      close: async () => {
        await app.close();
        await sweeper.stop();
        await dispatcher.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
