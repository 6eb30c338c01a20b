import type { FastifyInstance } from 'fastify';
import { buildHttpServer, type HttpServerDeps } from '../../../../adapters/http';
import { migrate } from '../../../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../../../adapters/persistence/pglite-database';
import { SqlCarRepository } from '../../../../adapters/persistence/sql-car-repository';
import { SqlVehicleEngagementStore } from '../../../../adapters/persistence/sql-vehicle-engagement-store';
import { PdfLibVehiclePdfRenderer } from '../../../../adapters/pdf/pdf-lib-vehicle-pdf-renderer';
import { EmbeddedSearchEngine } from '../../../../adapters/search/embedded-search-engine';
import type { Car } from '../../../../domain/vehicle/car';
import { DEFAULT_SITE_SLUG, loadDealerSites } from '../../../../config/dealer-sites';
import { CLIENT_DIR, ensureUiBuilt, PUBLIC_DIR, SERVER_ENTRY } from './ui-build';

export interface TestServer {
  app: FastifyInstance;
  port: number;
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** `http://{slug}.localhost:{port}` */
  siteUrl: (slug: string) => string;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  cars?: readonly Car[];
  /** Runs on the instance before it starts listening (e.g. a test-only route). */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  overrides?: Partial<HttpServerDeps>;
}

/**
 * The real server on 127.0.0.1, a free port: the demo dealer sites, an in-memory
 * PGlite inventory (SqlCarRepository, migrated), and the real Vite build.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  await ensureUiBuilt();
  const db = await PgliteDatabase.open();
  await migrate(db);
  const cars = new SqlCarRepository(db);
  if (options.cars?.length) await cars.upsertMany(options.cars);

  const app = await buildHttpServer({
    sites: loadDealerSites(),
    defaultSiteSlug: DEFAULT_SITE_SLUG,
    cars,
    // The default engine, reading the repository at each site's first search.
    search: new EmbeddedSearchEngine(cars),
    isReady: async () => true,
    render: { clientDir: CLIENT_DIR, serverEntry: SERVER_ENTRY },
    publicDir: PUBLIC_DIR,
    logger: false,
    // The vehicle page's calls (issue 5), counting on the same database.
    vehicle: { engagement: new SqlVehicleEngagementStore(db), pdfRenderer: new PdfLibVehiclePdfRenderer() },
    ...options.overrides,
  });
  await options.beforeListen?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no TCP address.');
  const { port } = address;
  return {
    app,
    port,
    origin: `http://127.0.0.1:${port}`,
    siteUrl: (slug) => `http://${slug}.localhost:${port}`,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
