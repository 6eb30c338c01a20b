import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ClientUseCases } from '../../application/client/client-use-cases';
import type { GetShopperSession } from '../../application/shoppers/get-shopper-session.use-case';
import type { Logger } from '../../application/shared/logger.port';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { mediaFileFor } from '../media/media-files';
import { HttpError } from './http-error';
import { inProcessCaryardClient } from './in-process-caryard-client';
import type { RateLimit, RateLimitStore } from './rate-limit';
import { handleClientError } from './client-error';
import { errorHandlerPlugin } from './plugins/error-handler.plugin';
import { inputHygienePlugin } from './plugins/input-hygiene.plugin';
import { securityHeadersPlugin } from './plugins/security-headers.plugin';
import { PageCache } from './page-cache';
import { ssrPlugin } from './plugins/ssr.plugin';
import { staticAssetsPlugin } from './plugins/static-assets.plugin';
import { maskCardNumbers } from '../../domain/payments/card';
import { shopperSessionPlugin } from './plugins/shopper-session.plugin';
import { tenancyPlugin } from './plugins/tenancy.plugin';
import { healthRoutes } from './routes/health.routes';
import { mediaRoutes, type MediaHandler } from './routes/media.routes';
import { zodValidatorCompiler } from './zod-validation';

/**
 * Per client IP (and site), by route family — the names the modules' routes ask for (modules/*: `http.limit('leads')`);
 * a family not given keeps its route file's DEFAULT_*.
 */
export type HttpRateLimits = { readonly [family: string]: RateLimit | undefined };

/** Registers a module's routes on a scope (config/app.ts makes these from config/modules.ts). */
export type RoutesOnScope = (scope: FastifyInstance) => Promise<void>;

/**
 * Which proxies' X-Forwarded-For/-Proto/-Host the server believes (settings TRUST_PROXY; issue 14
 * review): never every one (`true` believed the leftmost X-Forwarded-For entry, which the client
 * writes, so anyone could fake their address past the per-address limits).
 * - `hops`: that many proxies stand in front of the server; the client is the address the
 *   outermost one saw — the `hops`-th X-Forwarded-For entry from the right. Only safe when
 *   clients cannot reach the server but through those proxies.
 * - `addresses`: proxies at these IPs, CIDR ranges or @fastify/proxy-addr names ('loopback',
 *   'linklocal', 'uniquelocal'); the client is the rightmost address that is none of them.
 */
export type TrustProxy = { readonly hops: number } | { readonly addresses: readonly string[] };

/**
 * TrustProxy as Fastify takes it. A hop count is a function: Fastify 5.12 refuses a plain number
 * (it trusts nothing then), because hop-count-only trust cannot check the peer — said in docs/operations.md.
 */
function fastifyTrustProxy(trust: TrustProxy | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    if (!Number.isInteger(hops) || hops < 1) throw new Error(`trustProxy.hops must be a positive integer, not ${hops}`);
    // hop 0 is the socket's peer (the nearest proxy), hop 1 the rightmost X-Forwarded-For entry, …
    return (_address, hop) => hop < hops;
  }
  if (trust.addresses.length === 0) throw new Error('trustProxy.addresses must name at least one proxy');
  return [...trust.addresses];
}

/** What the HTTP channel is made of: the core's sites and use cases, and how to serve pages. */
export interface HttpServerDeps {
  /** issue 16: where every rate limit counts (the shared database on PostgreSQL); default each limit's own memory. */
  rateLimitStore?: RateLimitStore;
  /** Every configured dealer site (tenants). */
  readonly sites: readonly DealerSite[];
  /** The site served on a host that names no site (bare `localhost`, the IP). */
  readonly defaultSiteSlug: string;
  /** The reads the pages are rendered with (the in-process client), and the session every site route knows. */
  readonly useCases: ClientUseCases & { readonly getShopperSession: GetShopperSession };
  /** The feature modules' routes on any host (webhooks, content-hashed images), in module order. */
  readonly hostRoutes: readonly RoutesOnScope[];
  /** The feature modules' routes on a site's host, in module order: they call use cases, never a repository. */
  readonly siteRoutes: readonly RoutesOnScope[];
  /** issue 30: the deployment's key binding CSRF tokens to their site and session (every instance the same). */
  readonly csrfKey: string;
  /** The core's logger: request logs go to the same place as the core's. */
  readonly logger: Logger;
  /** True once the core is ready (database migrated, stock seeded, search indexes built): `GET /healthz`. */
  readonly isReady: () => boolean;
  /**
   * Server-rendered pages from the Vite build (`clientDir` = dist/client, `serverEntry` =
   * dist/server/entry-server.js); absent, the server answers the JSON API only and needs no UI build.
   */
  readonly render?: { readonly clientDir: string; readonly serverEntry: string };
  /**
   * issue 16: a site's data version (the core's `dataVersion`), moved by every stock change this
   * instance hears; with it, rendered pages are cached per site, URL and version.
   */
  readonly dataVersion?: (siteSlug: string) => number;
  /** The time the page cache ages pages by, in ms (the core's clock; default Date.now). */
  readonly pageClock?: () => number;
  /** Unhashed public files (ui/public: logos, favicon), served from `/`. */
  readonly publicDir?: string;
  /** Answers `/media/*`; defaults to the generated vehicle illustrations (adapters/media). */
  readonly mediaHandler?: MediaHandler;
  /** Which proxies' X-Forwarded-* (Host, protocol, client IP) are believed (settings TRUST_PROXY); absent: none. */
  readonly trustProxy?: TrustProxy;
}

/**
 * The Caryard HTTP channel, ready to `listen` (not listening): the JSON API and, with
 * `render`, the server-rendered pages. Rejects when the build is missing or the default site
 * is not configured. The caller owns its lifetime: `await app.close()` drains in-flight
 * requests (see installGracefulShutdown); closing the core is the caller's too.
 */
export async function buildHttpServer(deps: HttpServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: fastifyTrustProxy(deps.trustProxy),
    // Generous but bounded: forms and uploads have their own limits per route.
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    // Loading the SSR bundle on a busy machine can take longer than Fastify's default 10 s.
    pluginTimeout: 60_000,
    // While closing, requests on kept-alive connections get a coded 503 (the hook below), not Fastify's own shape.
    return503OnClosing: false,
    clientErrorHandler: handleClientError,
    // Errors Fastify raises before routing (a malformed URL, bad content type) in the same shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .code(status)
        .type('application/json; charset=utf-8')
        .send({ error: { code: status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST', message: error.message } });
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // issue 30: no card number reaches the logs, even in a URL (such a request is refused: input hygiene).
    childLoggerFactory: (logger, bindings, options) =>
      logger.child(bindings, {
        ...options,
        serializers: { ...options.serializers, req: (request: FastifyRequest) => ({ ...requestLogValue(request), url: maskCardNumbers(request.url) }) },
      }),
    // issue 30: a request without a Host header reaches the tenancy hook, which answers it in the JSON error shape
    // (Node's own check answers a bare 400 with no body).
    http: { requireHostHeader: false },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  // issue 16: every rate limit counts in the shared store when there is one (rate-limit.ts).
  if (deps.rateLimitStore) app.decorate('rateLimitStore', deps.rateLimitStore);

  await app.register(errorHandlerPlugin);
  await app.register(inputHygienePlugin);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The server is restarting. Please try again in a moment.');
  });
  if (!deps.trustProxy) {
    // issue 14 review: a proxy forwarding https while TRUST_PROXY is unset breaks sign-in quietly —
    // every shopper POST fails the Origin check (http here, https in the browser) and cookies lose
    // Secure. Said once per server (one per process in production), not once per request.
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-proto'] === undefined) return;
      warned = true;
      request.log.warn(
        { x_forwarded_proto: request.headers['x-forwarded-proto'], peer: request.socket.remoteAddress },
        "X-Forwarded-Proto arrived but TRUST_PROXY is unset, so it is ignored: behind a TLS proxy sign-in refuses every POST and cookies are not Secure. Set TRUST_PROXY to the proxy count (e.g. 1) or the proxies' addresses.",
      );
    });
  }
  await app.register(securityHeadersPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  if (deps.render || deps.publicDir) {
    await app.register(staticAssetsPlugin, {
      ...(deps.render ? { clientDir: deps.render.clientDir } : {}),
      ...(deps.publicDir ? { publicDir: deps.publicDir } : {}),
    });
  }
  await app.register(healthRoutes, { isReady: async () => deps.isReady() });
  await app.register(mediaRoutes, { mediaHandler: deps.mediaHandler ?? mediaFileFor });
  for (const routes of deps.hostRoutes) await routes(app);

  const { useCases } = deps;
  // Everything below knows its dealer site; the routes above answer on any host.
  await app.register(async (siteScope) => {
    await siteScope.register(tenancyPlugin, { sites: deps.sites, defaultSiteSlug: deps.defaultSiteSlug });
    // issue 14: cookies, CSRF and `request.shopperSession()` for every route below.
    await siteScope.register(shopperSessionPlugin, { getShopperSession: useCases.getShopperSession, csrfKey: deps.csrfKey });
    for (const routes of deps.siteRoutes) await routes(siteScope);
    if (deps.render) {
      await siteScope.register(ssrPlugin, {
        ...deps.render,
        getSite: useCases.getSite,
        clientFor: (request) => inProcessCaryardClient(request.site, useCases),
        ...(deps.dataVersion ? { dataVersion: deps.dataVersion, pageCache: new PageCache(deps.pageClock ? { now: deps.pageClock } : {}) } : {}),
      });
    }
  });

  return app;
}

export type { MediaHandler } from './routes/media.routes';

/** Fastify's own request log value (lib/logger-pino.js), which the card-masking serializer above replaces. */
function requestLogValue(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url,
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
