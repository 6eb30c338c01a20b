/**
 * The HTTP channel over the core (issue 10): the JSON API and the server-rendered pages,
 * built from a CaryardCore. `startCaryard` is what `npm start` runs.
 */
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { buildHttpServer, type HttpServerDeps } from '../adapters/http';
import type { HttpRateLimits, RoutesOnScope } from '../adapters/http/http-server';
import { CSRF_KEY_SECRET_NAME, SqlAppSecrets } from '../adapters/persistence/sql-app-secrets';
import { SqlRateLimitStore } from '../adapters/persistence/sql-rate-limit-store';
import type { DealerSite } from '../domain/dealer-site';
import { buildCore, type BuildCoreOptions, type CaryardCore } from './core';
import type { ModuleHttpContext, ModuleRoutes } from './feature-module';
import { MODULES, type CaryardUseCases } from './modules';
import type { Settings } from './runtime/settings';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The Vite build the pages are rendered from. */
export const BUILD = {
  clientDir: fromRoot('dist/client'),
  serverEntry: fromRoot('dist/server/entry-server.js'),
  publicDir: fromRoot('ui/public'),
};

export interface HttpAppOptions extends Pick<HttpServerDeps, 'mediaHandler' | 'trustProxy'> {
  /** Serve the pages from the UI build (default true); false answers the JSON API only, with no build needed. */
  readonly ssr?: boolean | { readonly clientDir: string; readonly serverEntry: string; readonly publicDir?: string };
  /** Rate limits by route family (the names the modules' routes ask for); a family not given keeps its default. */
  readonly rateLimits?: HttpRateLimits;
}

/** The HTTP app (not listening) over a core: the modules' routes (config/modules.ts) receive the core's use cases. */
export async function buildHttpApp(core: CaryardCore, options: HttpAppOptions = {}): Promise<FastifyInstance> {
  const ssr = options.ssr ?? true;
  const build = ssr === true ? BUILD : ssr === false ? null : ssr;
  const { db, useCases, clock } = core;
  const limits = options.rateLimits ?? {};
  const http: ModuleHttpContext = { settings: core.settings, limit: (family) => limits[family] };
  const onScope = (routes: ModuleRoutes<CaryardUseCases>): RoutesOnScope[] => (routes ? [(scope) => routes(scope, useCases, http)] : []);
  // The list's modules lost their own types; each is given every use case, a superset of what it declared it needs.
  const modules = MODULES.modules as unknown as readonly {
    readonly siteRoutes: ModuleRoutes<CaryardUseCases>;
    readonly hostRoutes: ModuleRoutes<CaryardUseCases>;
  }[];
  return buildHttpServer({
    sites: core.sites,
    defaultSiteSlug: core.defaultSiteSlug,
    useCases,
    hostRoutes: modules.flatMap((module) => onScope(module.hostRoutes)),
    siteRoutes: modules.flatMap((module) => onScope(module.siteRoutes)),
    csrfKey: await new SqlAppSecrets(db).getOrCreate(CSRF_KEY_SECRET_NAME),
    logger: core.logger,
    isReady: () => core.isReady(),
    ...(build ? { render: { clientDir: build.clientDir, serverEntry: build.serverEntry } } : {}),
    dataVersion: (siteSlug) => core.dataVersion(siteSlug),
    pageClock: () => clock.now().getTime(),
    ...(build?.publicDir ? { publicDir: build.publicDir } : {}),
    ...(options.mediaHandler ? { mediaHandler: options.mediaHandler } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    // On PostgreSQL every instance counts its rate limits in the shared database; one embedded instance counts in memory.
    ...(core.settings.databaseUrl ? { rateLimitStore: new SqlRateLimitStore(db) } : {}),
  });
}

export interface RunningCaryard {
  core: CaryardCore;
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  sites: readonly DealerSite[];
  /** Closes the server, then the core (workers, database). */
  close(): Promise<void>;
  /** Closes the core only (after the server was closed by a signal handler). */
  closeDatabase(): Promise<void>;
}

/**
 * Builds Caryard from settings and listens: `GET /healthz` answers 503 while the demo stock
 * is seeded and the search indexes are built, then 200.
 */
export async function startCaryard(settings: Settings, options: BuildCoreOptions & HttpAppOptions = {}): Promise<RunningCaryard> {
  const core = await buildCore(settings, options);
  try {
    // issue 14: TRUST_PROXY (a proxy count or the proxies' addresses, never 'trust all') decides
    // unless the caller did: the client's address for the limits, https for Secure cookies.
    const trustProxy = options.trustProxy ?? settings.trustProxy;
    const app = await buildHttpApp(core, { ...options, ...(trustProxy !== undefined ? { trustProxy } : {}) });
    const url = await app.listen({ port: settings.port, host: settings.host });
    try {
      await core.start();
    } catch (error) {
      await app.close().catch(() => {});
      throw error;
    }
    return {
      core,
      app,
      url,
      sites: core.sites,
      closeDatabase: () => core.close(),
      close: async () => {
        await app.close();
        await core.close();
      },
    };
  } catch (error) {
    await core.close().catch(() => {});
    throw error;
  }
}
