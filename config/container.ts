/**
 * The composition root: the one place that knows every concrete adapter and binds it
 * to its port (ARCHITECTURE.md). No side effects on import: nothing opens until a
 * binding is resolved.
 */
import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Container } from 'inversify';
import { buildHttpServer } from '../adapters/http';
import { openDatabase } from '../adapters/persistence/open-database';
import { SqlCarRepository } from '../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../adapters/persistence/sql-database';
import { SqlLeadRepository } from '../adapters/persistence/sql-lead-repository';
import { SqlVehicleEngagementStore } from '../adapters/persistence/sql-vehicle-engagement-store';
import { PdfLibVehiclePdfRenderer } from '../adapters/pdf/pdf-lib-vehicle-pdf-renderer';
import type { VehicleEngagementStore } from '../application/vehicle/vehicle-engagement.port';
import type { VehiclePdfRenderer } from '../application/vehicle/vehicle-pdf-renderer.port';
import { VEHICLE } from '../application/vehicle/vehicle.tokens';
import type { CarRepository } from '../application/inventory/car-repository.port';
import { IndexedCarRepository } from '../application/inventory/indexed-car-repository';
import { INVENTORY } from '../application/inventory/inventory.tokens';
import type { InventoryIndex } from '../application/search/inventory-index.port';
import type { SearchEngine } from '../application/search/search-engine.port';
import { SEARCH } from '../application/search/search.tokens';
import type { LeadRepository } from '../application/leads/lead-repository.port';
import { LEADS } from '../application/leads/leads.tokens';
import type { DealerSite } from '../domain/dealer-site';
import { DEFAULT_SITE_SLUG, loadDealerSites } from './dealer-sites';
import { bindLeads, leadRoutesOptions, testDriveRoutesOptions } from './leads/lead-bindings';
import { bindReservations, reservationRoutesOptions } from './reservations/reservation-bindings';
import type { Settings } from './runtime/settings';
import { RUNTIME } from './runtime/tokens';
import { createSearchStack, type SearchStack } from './search/search-stack';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const BUILD = {
  clientDir: fromRoot('dist/client'),
  serverEntry: fromRoot('dist/server/entry-server.js'),
  publicDir: fromRoot('ui/public'),
};

export interface ContainerOptions {
  /** Replaces the demo sites (tests). */
  sites?: readonly DealerSite[];
  /** The site served on the bare host (default: the demo group site). */
  defaultSiteSlug?: string;
  /** Reports whether the server may take traffic (GET /healthz). */
  isReady?: () => Promise<boolean>;
}

export function createContainer(settings: Settings, options: ContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Settings>(RUNTIME.Settings).toConstantValue(settings);
  // Loading validates every site: an invalid configuration stops start-up, naming site and field.
  container.bind<readonly DealerSite[]>(RUNTIME.DealerSites).toDynamicValue(() => options.sites ?? loadDealerSites());
  container
    .bind<SqlDatabase>(RUNTIME.SqlDatabase)
    .toDynamicValue(() => openDatabase({ dataDir: settings.dataDir, ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}) }));
  // The engines read the stored inventory; every writer goes through the IndexedCarRepository,
  // which tells the engines and caches (the change feed) once stock is stored.
  container.bind<SearchStack>(RUNTIME.SearchStack).toDynamicValue(async (ctx) =>
    createSearchStack({
      sites: ctx.get<readonly DealerSite[]>(RUNTIME.DealerSites),
      cars: new SqlCarRepository(await ctx.getAsync<SqlDatabase>(RUNTIME.SqlDatabase)),
      db: () => ctx.getAsync<SqlDatabase>(RUNTIME.SqlDatabase),
    }),
  );
  container.bind<SearchEngine>(SEARCH.SearchEngine).toDynamicValue(async (ctx) => (await ctx.getAsync<SearchStack>(RUNTIME.SearchStack)).engine);
  container.bind<InventoryIndex>(SEARCH.InventoryIndex).toDynamicValue(async (ctx) => (await ctx.getAsync<SearchStack>(RUNTIME.SearchStack)).feed);
  container
    .bind<CarRepository>(INVENTORY.CarRepository)
    .toDynamicValue(
      async (ctx) =>
        new IndexedCarRepository(
          new SqlCarRepository(await ctx.getAsync<SqlDatabase>(RUNTIME.SqlDatabase)),
          await ctx.getAsync<InventoryIndex>(SEARCH.InventoryIndex),
        ),
    );
  container
    .bind<LeadRepository>(LEADS.LeadRepository)
    .toDynamicValue(async (ctx) => new SqlLeadRepository(await ctx.getAsync<SqlDatabase>(RUNTIME.SqlDatabase)));
  bindLeads(container, settings);
  bindReservations(container);
  container
    .bind<VehicleEngagementStore>(VEHICLE.EngagementStore)
    .toDynamicValue(async (ctx) => new SqlVehicleEngagementStore(await ctx.getAsync<SqlDatabase>(RUNTIME.SqlDatabase)));
  container.bind<VehiclePdfRenderer>(VEHICLE.PdfRenderer).toConstantValue(new PdfLibVehiclePdfRenderer());
  container.bind<FastifyInstance>(RUNTIME.HttpServer).toDynamicValue(async (ctx) => {
    const search = await ctx.getAsync<SearchStack>(RUNTIME.SearchStack);
    return buildHttpServer({
      sites: ctx.get<readonly DealerSite[]>(RUNTIME.DealerSites),
      defaultSiteSlug: options.defaultSiteSlug ?? DEFAULT_SITE_SLUG,
      cars: await ctx.getAsync<CarRepository>(INVENTORY.CarRepository),
      search: search.engine,
      lookups: search.lookups,
      searchContexts: search.contexts,
      isReady: options.isReady ?? (async () => true),
      render: { clientDir: BUILD.clientDir, serverEntry: BUILD.serverEntry },
      publicDir: BUILD.publicDir,
      logger: settings.logLevel === 'silent' ? false : { level: settings.logLevel },
      leads: await leadRoutesOptions(ctx),
      testDrives: await testDriveRoutesOptions(ctx),
      reservations: await reservationRoutesOptions(ctx),
      vehicle: {
        engagement: await ctx.getAsync<VehicleEngagementStore>(VEHICLE.EngagementStore),
        pdfRenderer: ctx.get<VehiclePdfRenderer>(VEHICLE.PdfRenderer),
      },
    });
  });
  return container;
}
