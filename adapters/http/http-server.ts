import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import type { SearchEngine, SearchSiteContext } from '../../application/search/search-engine.port';
import { searchSiteContext } from '../../application/search/search-site-context';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { mediaFileFor } from '../media/media-files';
import { InProcessCaryardClient } from './in-process-caryard-client';
import { errorHandlerPlugin } from './plugins/error-handler.plugin';
import { securityHeadersPlugin } from './plugins/security-headers.plugin';
import { ssrPlugin } from './plugins/ssr.plugin';
import { staticAssetsPlugin } from './plugins/static-assets.plugin';
import { tenancyPlugin } from './plugins/tenancy.plugin';
import { healthRoutes } from './routes/health.routes';
import { leadsRoutes, type LeadsRoutesOptions } from './routes/leads.routes';
import { mediaRoutes, type MediaHandler } from './routes/media.routes';
import { reservationsRoutes, type ReservationsRoutesOptions } from './routes/reservations.routes';
import { searchApiRoutes } from './routes/search-api.routes';
import { siteApiRoutes } from './routes/site-api.routes';
import { testDriveSlotsRoutes, type TestDriveSlotsRoutesOptions } from './routes/test-drive-slots.routes';
import { vehicleApiRoutes, type VehicleApiRoutesOptions } from './routes/vehicle-api.routes';
import { zodValidatorCompiler } from './zod-validation';

export interface HttpServerDeps {
  /** Every configured dealer site (tenants). */
  sites: readonly DealerSite[];
  /** The site served on a host that names no site (bare `localhost`, the IP). */
  defaultSiteSlug: string;
  cars: CarRepository;
  /** Answers every listing of cars (the cached, site-routed engine of the composition root). */
  search: SearchEngine;
  /** Answers the model and dealership listings (their own small cache); default `search`. */
  lookups?: SearchEngine;
  /** The search context of each site; default searchSiteContext of the site. */
  searchContexts?: ReadonlyMap<string, SearchSiteContext>;
  /** True once the database and the search index are ready (`GET /healthz`). */
  isReady: () => Promise<boolean>;
  /** The Vite build: `clientDir` = dist/client, `serverEntry` = dist/server/entry-server.js. */
  render: { clientDir: string; serverEntry: string };
  /** Unhashed public files (ui/public: logos, favicon), served from `/`. */
  publicDir?: string;
  /** Answers `/media/*`; defaults to the generated vehicle illustrations (adapters/media). */
  mediaHandler?: MediaHandler;
  /** Fastify's pino logger: `true`, `false`, or pino options (JSON lines). */
  logger?: FastifyServerOptions['logger'];
  /** Trust X-Forwarded-* from a load balancer (Host, protocol, client IP). Default false. */
  trustProxy?: boolean;
  /** The lead use cases and limits: `POST /api/leads` and its follow-up (issue 6); absent, no lead routes. */
  leads?: LeadsRoutesOptions;
  /** `GET /api/cars/{slug}/test-drive-slots` (issue 6); absent, no such route. */
  testDrives?: TestDriveSlotsRoutesOptions;
  /** Reserve online: `POST /api/cars/{slug}/reservations`, `GET /api/payments/config` (issue 6); absent, no such routes. */
  reservations?: ReservationsRoutesOptions;
  /**
   * The vehicle page's calls (issue 5): autogauge, view.json, PDF, delivery estimate, phone
   * reveal, analytics; absent, no such routes. Views, reveals and events go to `engagement`.
   */
  vehicle?: Omit<VehicleApiRoutesOptions, 'cars'>;
}

/**
 * The Caryard HTTP server, ready to `listen` (not listening). Rejects when the build
 * is missing or the default site is not configured. The caller owns its lifetime:
 * `await app.close()` drains in-flight requests (see installGracefulShutdown).
 */
export async function buildHttpServer(deps: HttpServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    // Generous but bounded: forms and uploads have their own limits per route.
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    return503OnClosing: true,
    // Errors Fastify raises before routing (a malformed URL, bad content type) in the same shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ error: { code: status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST', message: error.message } });
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(zodValidatorCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(staticAssetsPlugin, {
    clientDir: deps.render.clientDir,
    ...(deps.publicDir ? { publicDir: deps.publicDir } : {}),
  });
  await app.register(healthRoutes, { isReady: deps.isReady });
  await app.register(mediaRoutes, { mediaHandler: deps.mediaHandler ?? mediaFileFor });

  // One search context per site, made once: engines key their per-site work on it.
  const contexts = new Map(deps.sites.map((site) => [site.slug, deps.searchContexts?.get(site.slug) ?? searchSiteContext(site)]));
  const contextOf = (request: FastifyRequest): SearchSiteContext => {
    const context = contexts.get(request.site.slug);
    if (!context) throw new Error(`No search context for site ${request.site.slug}`);
    return context;
  };
  const lookups = deps.lookups ?? deps.search;

  // Everything below knows its dealer site; the routes above answer on any host.
  await app.register(async (siteScope) => {
    await siteScope.register(tenancyPlugin, { sites: deps.sites, defaultSiteSlug: deps.defaultSiteSlug });
    await siteScope.register(siteApiRoutes, { cars: deps.cars });
    if (deps.leads) await siteScope.register(leadsRoutes, deps.leads);
    if (deps.testDrives) await siteScope.register(testDriveSlotsRoutes, deps.testDrives);
    if (deps.reservations) await siteScope.register(reservationsRoutes, deps.reservations);
    if (deps.vehicle) await siteScope.register(vehicleApiRoutes, { ...deps.vehicle, cars: deps.cars });
    await siteScope.register(searchApiRoutes, { cars: deps.cars, search: deps.search, lookups, contextOf });
    await siteScope.register(ssrPlugin, {
      ...deps.render,
      clientFor: (request) =>
        new InProcessCaryardClient(request.site, {
          cars: deps.cars,
          search: deps.search,
          lookups,
          context: contextOf(request),
          ...(deps.vehicle ? { engagement: deps.vehicle.engagement } : {}),
        }),
    });
  });

  return app;
}

export type { MediaFile, MediaHandler } from './routes/media.routes';
