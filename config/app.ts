/**
 * The HTTP channel over the core (issue 10): the JSON API and the server-rendered pages,
 * built from a CaryardCore. `startCaryard` is what `npm start` runs.
 */
import type { SqlDatabase } from '../adapters/persistence/sql-database';
import { SqlRateLimitStore } from '../adapters/persistence/sql-rate-limit-store';
import { CSRF_KEY_SECRET_NAME, SqlAppSecrets } from '../adapters/persistence/sql-app-secrets';
import { fileURLToPath } from 'node:url';
import { TestPaymentProvider } from '../adapters/payments/test-payment-provider';
import type { PaymentProvider } from '../application/payments/payment-provider.port';
import { RESERVE_ONLINE_PAYMENT } from '../application/reservations/reserve-car.use-case';
import type { Clock } from '../application/shared/clock.port';
import { PORTS } from './ports';
import type { FastifyInstance } from 'fastify';
import { buildHttpServer, type HttpServerDeps } from '../adapters/http';
import type { DealerSite } from '../domain/dealer-site';
import { buildCore, type BuildCoreOptions, type CaryardCore } from './core';
import type { Settings } from './runtime/settings';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The Vite build the pages are rendered from. */
export const BUILD = {
  clientDir: fromRoot('dist/client'),
  serverEntry: fromRoot('dist/server/entry-server.js'),
  publicDir: fromRoot('ui/public'),
};

export interface HttpAppOptions extends Pick<HttpServerDeps, 'mediaHandler' | 'trustProxy' | 'rateLimits'> {
  /** Serve the pages from the UI build (default true); false answers the JSON API only, with no build needed. */
  readonly ssr?: boolean | { readonly clientDir: string; readonly serverEntry: string; readonly publicDir?: string };
}

/** The HTTP app (not listening) over a core: routes receive the core's use cases. */
export async function buildHttpApp(core: CaryardCore, options: HttpAppOptions = {}): Promise<FastifyInstance> {
  const ssr = options.ssr ?? true;
  // issue 15: the deployment's payment provider — its webhook, and the test provider's own card form.
  const provider = await core.container.getAsync<PaymentProvider>(PORTS.PaymentProvider);
  const build = ssr === true ? BUILD : ssr === false ? null : ssr;
  const clock = core.container.get<Clock>(PORTS.Clock);
  // issue 16: on PostgreSQL every instance counts its rate limits in the shared database; one embedded instance counts in memory.
  const rateLimitStore = core.settings.databaseUrl ? new SqlRateLimitStore(await core.container.getAsync<SqlDatabase>(PORTS.SqlDatabase)) : undefined;
  const db = await core.container.getAsync<SqlDatabase>(PORTS.SqlDatabase);
  return buildHttpServer({
    sites: core.sites,
    defaultSiteSlug: core.defaultSiteSlug,
    useCases: core.useCases,
    csrfKey: await new SqlAppSecrets(db).getOrCreate(CSRF_KEY_SECRET_NAME),
    logger: core.logger,
    isReady: () => core.isReady(),
    ...(build ? { render: { clientDir: build.clientDir, serverEntry: build.serverEntry } } : {}),
    dataVersion: (siteSlug) => core.dataVersion(siteSlug),
    pageClock: () => clock.now().getTime(),
    ...(build?.publicDir ? { publicDir: build.publicDir } : {}),
    ...(options.mediaHandler ? { mediaHandler: options.mediaHandler } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(rateLimitStore ? { rateLimitStore } : {}),
    payments: {
      provider,
      testCardForm: provider instanceof TestPaymentProvider ? provider : null,
      // issue 30: a reserve-online payment's events go to ReserveCar (it refunds a payment it refused); the rest are orders'.
      onPaymentEvent: (event) =>
        event.metadata['purpose'] === RESERVE_ONLINE_PAYMENT
          ? core.useCases.reserveCar.applyPaymentEvent(event)
          : core.useCases.checkout.applyPaymentEvent(event, core.siteOf),
    },
    // issue 14: Twilio signs its inbound SMS webhook with the account's auth token.
    ...(core.settings.twilio
      ? {
          twilioWebhook: {
            authToken: core.settings.twilio.authToken,
            ...(core.settings.twilio.webhookUrl ? { webhookUrl: core.settings.twilio.webhookUrl } : {}),
          },
        }
      : {}),
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
