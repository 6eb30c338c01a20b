/**
 * The core: the whole application — every use case, the background workers (lead outbox
 * dispatcher, reservation sweeper) and the adapters chosen by settings — built with no
 * HTTP server and no UI build (issue 10). Channels are built on it: the HTTP app
 * (config/app.ts, adapters/http) and the command-line tool (config/cli/).
 *
 * Two kinds of wiring, each where it earns its keep:
 * - ports → adapters are inversify bindings (the container below): the modules a test or a
 *   deployment swaps one at a time (`rebind` in BuildCoreOptions.overrides: the database, the
 *   clock, the captcha, the payment gateway, the delivery channels, the logger);
 * - use cases, workers and routes are the feature modules' (config/modules.ts): each module's
 *   `build` makes its own from those ports and the use cases of the modules before it.
 * No side effects on import: nothing opens until buildCore runs.
 */
import 'reflect-metadata';
import { Container } from 'inversify';
import { NodeCryptoSecrets, SHOPPER_AUTH_SECRET_NAME } from '../adapters/auth/node-crypto-secrets';
import { Sha256ApiKeyVerifier } from '../adapters/auth/sha256-api-key-verifier';
import { LEAD_KEYS, SqlInventoryApiKeys } from '../adapters/persistence/sql-inventory-api-keys';
import { HmacFormTokens } from '../adapters/captcha/hmac-form-tokens';
import { HoneypotCaptchaVerifier } from '../adapters/captcha/honeypot-captcha-verifier';
import { pinoLogger } from '../adapters/logging/pino-logger';
import { AdfEmailDelivery } from '../adapters/notifications/adf-email-delivery';
import { CustomerEmailLeadDelivery } from '../adapters/notifications/customer-email-lead-delivery';
import { HttpCrmWebhookDelivery } from '../adapters/notifications/http-crm-webhook-delivery';
import { OutboxEmailDelivery } from '../adapters/notifications/outbox-email-delivery';
import { OutboxSmsSender } from '../adapters/notifications/outbox-sms-sender';
import { TwilioSmsSender } from '../adapters/notifications/twilio-sms-sender';
import { SqlAlertConsent } from '../adapters/persistence/sql-alert-consent';
import { SqlSpentFormTokens } from '../adapters/persistence/sql-spent-form-tokens';
import type { AlertConsentStore } from '../application/shoppers/alert-consent.port';
import { SmsLeadDelivery } from '../adapters/notifications/sms-lead-delivery';
import { TestPaymentProvider } from '../adapters/payments/test-payment-provider';
import { StripePaymentProvider } from '../adapters/payments/stripe-payment-provider';
import { SqlOrders } from '../adapters/persistence/sql-orders';
import { SqlAcceptedTradeInOffers } from '../adapters/persistence/sql-accepted-trade-in-offers';
import type { PaymentProvider } from '../application/payments/payment-provider.port';
import type { OrderStore } from '../application/checkout/order-store.port';
import type { AcceptedTradeInOffers } from '../application/checkout/accepted-trade-in-offers.port';
import { PdfLibVehiclePdfRenderer } from '../adapters/pdf/pdf-lib-vehicle-pdf-renderer';
import { SharpVehiclePhotoSource } from '../adapters/media/sharp-vehicle-photo-source';
import { MarkedMarkdownRenderer } from '../adapters/content/marked-markdown-renderer';
import { GoogleGeocodingGeocoder } from '../adapters/locations/google-geocoding-geocoder';
import { PostcodeTableGeocoder } from '../adapters/locations/postcode-table-geocoder';
import { openDatabase } from '../adapters/persistence/open-database';
import { FORM_TOKEN_SECRET_NAME, SqlAppSecrets } from '../adapters/persistence/sql-app-secrets';
import { SqlCarRepository } from '../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../adapters/persistence/sql-database';
import { SqlLeadOutbox } from '../adapters/persistence/sql-lead-outbox';
import { SqlLeadRepository } from '../adapters/persistence/sql-lead-repository';
import { SqlReservationRepository } from '../adapters/persistence/sql-reservation-repository';
import { SqlTestDriveSlots } from '../adapters/persistence/sql-test-drive-slots';
import { SqlServiceSlots } from '../adapters/persistence/sql-service-slots';
import { SqlShopperAccounts } from '../adapters/persistence/sql-shopper-accounts';
import { SqlShopperLists } from '../adapters/persistence/sql-shopper-lists';
import { SqlGarageRecords } from '../adapters/persistence/sql-garage-records';
import { DateHolidaysCalendar } from '../adapters/calendar/date-holidays-calendar';
import { SqlVehicleEngagementStore } from '../adapters/persistence/sql-vehicle-engagement-store';
import { SqlTradeInStore } from '../adapters/persistence/sql-trade-in-store';
import { LocalImageFileStore } from '../adapters/media/local-image-file-store';
import { UploadImageInspector } from '../adapters/media/upload-image-inspector';
import { SharpImagePipeline } from '../adapters/media/sharp-image-pipeline';
import { FetchImageDownloader } from '../adapters/media/fetch-image-downloader';
import type { ImageDownloader, ImageStore } from '../application/media/image-store.port';
import type { ApiKeyVerifier, LeadApiKeys } from '../application/dealer-site/api-key-verifier.port';
import type { InventoryApiKeys } from '../application/inventory/inventory-api-keys.port';
import type { CarRepository } from '../application/inventory/car-repository.port';
import { IndexedCarRepository } from '../application/inventory/indexed-car-repository';
import type { CaptchaVerifier } from '../application/leads/captcha-verifier.port';
import type { FormTokens, SpentFormTokens } from '../application/leads/form-token.port';
import type { LeadDeliveryChannel } from '../application/leads/lead-delivery.port';
import type { SmsSender } from '../application/notifications/sms-sender.port';
import type { LeadOutbox } from '../application/leads/lead-outbox.port';
import type { LeadRepository } from '../application/leads/lead-repository.port';
import type { TestDriveSlotRepository } from '../application/leads/test-drive-slots.port';
import type { ServiceSlotStore } from '../application/service/service-slot-store.port';
import type { ShopperSecrets } from '../application/shoppers/secrets.port';
import type { ShopperAccounts } from '../application/shoppers/shopper-accounts.port';
import type { ShopperLists } from '../application/shoppers/shopper-lists.port';
import type { GarageRecords } from '../application/shoppers/garage-records.port';
import type { PublicHolidayCalendar } from '../domain/service/public-holidays';
import type { ReservationRepository } from '../application/reservations/reservation-repository.port';
import { systemClock, type Clock } from '../application/shared/clock.port';
import type { Logger } from '../application/shared/logger.port';
import type { VehicleEngagementStore } from '../application/vehicle/vehicle-engagement.port';
import type { VehiclePdfRenderer } from '../application/vehicle/vehicle-pdf-renderer.port';
import type { VehiclePhotoSource } from '../application/vehicle/vehicle-photo-source.port';
import type { MarkdownRenderer } from '../application/site-pages/markdown-renderer.port';
import type { Geocoder } from '../application/locations/geocoder.port';
import type { ImageFileStore, ImageInspector, TradeInEvaluationStore } from '../application/tradein/trade-in-store.port';
import type { ValuationProviders } from '../application/tradein/valuation-providers';
import type { DealerSite } from '../domain/dealer-site';
import { DEFAULT_SITE_SLUG, loadDealerSites } from './dealer-sites';
import { generateInventory } from './demo-inventory/generate-inventory';
import { PORTS } from './ports';
import type { Settings } from './runtime/settings';
import { createSearchStack, type SearchStack } from './search/search-stack';
import { PostgresCarChangeListener, pruneCarChanges } from '../adapters/search/postgres-car-change-listener';
import { MODULES, type CaryardUseCases, type CoreWorkers } from './modules';
import type { ModuleContext, ModuleWorker } from './feature-module';
import { outboxDir, imagesDir, tradeInUploadsDir } from './data-dirs';
import { valuationProviders } from './valuation-providers';
import { HmacUnsubscribeTokens, UNSUBSCRIBE_SECRET_NAME } from '../adapters/auth/hmac-unsubscribe-tokens';
import { ALERT_EMAIL_SECRET_NAME, HmacAlertEmailTokens } from '../adapters/auth/hmac-alert-email-tokens';
import type { AlertEmailTokens } from '../application/shoppers/alert-email-tokens.port';
import { OutboxEmailSender } from '../adapters/notifications/outbox-email-sender';
import { SqlShopperAlerts } from '../adapters/persistence/sql-shopper-alerts';
import type { EmailSender } from '../application/notifications/email-sender.port';
import type { UnsubscribeTokens } from '../application/shoppers/unsubscribe-tokens.port';

/** issue 12: the offline geocoder's data (config/reference/README.md says where it came from). */
export const POSTCODE_TABLE_FILE = new URL('./reference/au-postcodes.csv', import.meta.url);

export interface BuildCoreOptions {
  /** Replaces the demo sites (tests). */
  readonly sites?: readonly DealerSite[];
  /** The site served on a host that names no site (default: the demo group site). */
  readonly defaultSiteSlug?: string;
  /**
   * Swaps single bindings before anything is resolved, e.g.
   * `(c) => c.rebind(PORTS.Clock).toConstantValue(clock)`. The keys are in config/ports.ts.
   */
  readonly overrides?: (container: Container) => void;
}

export interface CaryardCore {
  readonly settings: Settings;
  readonly sites: readonly DealerSite[];
  readonly defaultSiteSlug: string;
  readonly logger: Logger;
  /** The time every use case reads (a test's fixed clock when it rebinds PORTS.Clock). */
  readonly clock: Clock;
  /** The migrated database (the channels keep their own secrets and rate limits in it). */
  readonly db: SqlDatabase;
  readonly useCases: CaryardUseCases;
  readonly workers: CoreWorkers;
  /** The site of a slug, or undefined. */
  siteOf(slug: string): DealerSite | undefined;
  /**
   * Makes the core ready to serve: seeds the demo stock into an empty inventory, builds each
   * site's search index, releases lead deliveries a killed predecessor had claimed, and —
   * unless `workers: false` (a one-shot CLI command) — starts the workers.
   */
  start(options?: { readonly workers?: boolean }): Promise<void>;
  /** True once `start` has finished. */
  isReady(): boolean;
  /** Stops the workers (letting a pass under way finish), then closes the database. Idempotent. */
  close(): Promise<void>;
  /** The container, for the few callers that need a port itself (tests, the seed). */
  readonly container: Container;
  /**
   * issue 16: on PostgreSQL (DATABASE_URL), what keeps this instance's search indexes current
   * with changes made by others (LISTEN/NOTIFY and catch-up); started by `start()`, stopped by
   * `close()`. Null on the embedded database, where every change is this process's own.
   */
  readonly carChanges: PostgresCarChangeListener | null;
  /**
   * issue 16: a site's data version, moved by every stock change this instance hears (its own,
   * and through `carChanges` everybody else's): the page cache keys on it.
   */
  dataVersion(siteSlug: string): number;
}

/** Binds every port to its default adapter, chosen by settings. */
function bindPorts(container: Container, settings: Settings, options: BuildCoreOptions): void {
  container.bind<Settings>(PORTS.Settings).toConstantValue(settings);
  // Loading validates every site: an invalid configuration stops start-up, naming site and field.
  container.bind<readonly DealerSite[]>(PORTS.DealerSites).toDynamicValue(() => options.sites ?? loadDealerSites());
  container.bind<Logger>(PORTS.Logger).toDynamicValue(() => pinoLogger(settings.logLevel));
  container.bind<Clock>(PORTS.Clock).toConstantValue(systemClock);
  container
    .bind<SqlDatabase>(PORTS.SqlDatabase)
    .toDynamicValue(() => openDatabase({ dataDir: settings.dataDir, ...(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : {}) }));
  const db = (ctx: { getAsync<T>(id: symbol): Promise<T> }) => ctx.getAsync<SqlDatabase>(PORTS.SqlDatabase);
  // The engines read the stored inventory; every writer goes through the IndexedCarRepository,
  // which tells the engines and caches (the change feed) once stock is stored.
  container
    .bind<SearchStack>(PORTS.SearchStack)
    .toDynamicValue(async (ctx) =>
      createSearchStack({ sites: ctx.get<readonly DealerSite[]>(PORTS.DealerSites), cars: new SqlCarRepository(await db(ctx)), db: () => db(ctx) }),
    );
  container
    .bind<CarRepository>(PORTS.CarRepository)
    .toDynamicValue(async (ctx) => new IndexedCarRepository(new SqlCarRepository(await db(ctx)), (await ctx.getAsync<SearchStack>(PORTS.SearchStack)).feed));
  container.bind<LeadRepository>(PORTS.LeadRepository).toDynamicValue(async (ctx) => new SqlLeadRepository(await db(ctx)));
  container.bind<LeadOutbox>(PORTS.LeadOutbox).toDynamicValue(async (ctx) => new SqlLeadOutbox(await db(ctx)));
  container.bind<TestDriveSlotRepository>(PORTS.TestDriveSlots).toDynamicValue(async (ctx) => new SqlTestDriveSlots(await db(ctx)));
  container.bind<ServiceSlotStore>(PORTS.ServiceSlots).toDynamicValue(async (ctx) => new SqlServiceSlots(await db(ctx)));
  container.bind<PublicHolidayCalendar>(PORTS.PublicHolidays).toDynamicValue(() => new DateHolidaysCalendar());
  // issue 10: one signing secret per deployment — FORM_TOKEN_SECRET, else one generated once and
  // kept in the database, so every instance on it verifies what another issued.
  container.bind<FormTokens>(PORTS.FormTokens).toDynamicValue(
    async (ctx) =>
      new HmacFormTokens({
        secret: settings.formTokenSecret ?? (await new SqlAppSecrets(await db(ctx)).getOrCreate(FORM_TOKEN_SECRET_NAME)),
        ...(settings.formMinFillMs !== undefined ? { minFillMs: settings.formMinFillMs } : {}),
      }),
  );
  // issue 30: a form token serves one lead, across every instance.
  container.bind<SpentFormTokens>(PORTS.SpentFormTokens).toDynamicValue(async (ctx) => new SqlSpentFormTokens(await db(ctx)));
  // issue 14: sign-in codes and session tokens are stored as HMACs keyed by one secret per
  // deployment, generated once and kept in the database (every instance verifies the others').
  container.bind<ShopperAccounts>(PORTS.ShopperAccounts).toDynamicValue(async (ctx) => new SqlShopperAccounts(await db(ctx)));
  // issue 14: the watchlist, saved searches, alert consent and sessions; the garage's records found by phone.
  container.bind<ShopperLists>(PORTS.ShopperLists).toDynamicValue(async (ctx) => new SqlShopperLists(await db(ctx)));
  container.bind<GarageRecords>(PORTS.GarageRecords).toDynamicValue(async (ctx) => new SqlGarageRecords(await db(ctx)));
  container
    .bind<ShopperSecrets>(PORTS.ShopperSecrets)
    .toDynamicValue(async (ctx) => new NodeCryptoSecrets({ secret: await new SqlAppSecrets(await db(ctx)).getOrCreate(SHOPPER_AUTH_SECRET_NAME) }));
  container
    .bind<CaptchaVerifier>(PORTS.CaptchaVerifier)
    .toDynamicValue(async (ctx) => new HoneypotCaptchaVerifier({ tokens: await ctx.getAsync<FormTokens>(PORTS.FormTokens) }));
  // issue 30: a site's listed key hashes, and the keys this deployment made for it (kept hashed in its database).
  container.bind<LeadApiKeys>(PORTS.LeadApiKeys).toDynamicValue(async (ctx) => new SqlInventoryApiKeys(await db(ctx), LEAD_KEYS));
  container
    .bind<ApiKeyVerifier>(PORTS.ApiKeyVerifier)
    .toDynamicValue(async (ctx) => new Sha256ApiKeyVerifier(await ctx.getAsync<LeadApiKeys>(PORTS.LeadApiKeys)));
  // issue 12: text messages go to the outbox beside the emails; issue 14: SMS_PROVIDER=twilio sends them through Twilio.
  container.bind<SmsSender>(PORTS.SmsSender).toDynamicValue((ctx) => {
    const logger = ctx.get<Logger>(PORTS.Logger);
    if (settings.twilio) {
      const { accountSid, authToken, apiUrl } = settings.twilio;
      return new TwilioSmsSender({ accountSid, authToken, apiUrl, log: (level, message, fields) => logger[level](fields, message) });
    }
    return new OutboxSmsSender({ dir: outboxDir(settings), log: (message, fields) => logger.info(fields, message) });
  });
  // issue 14: STOP / START replies switch alerts by phone (POST /api/sms/inbound).
  container.bind<AlertConsentStore>(PORTS.AlertConsent).toDynamicValue(async (ctx) => new SqlAlertConsent(await db(ctx)));
  // issue 14: price-drop, sold and new-stock alerts — their events and the outbox of messages to shoppers;
  // unsubscribe links signed with a secret generated once and kept in the database; alert emails as .eml files.
  container.bind<SqlShopperAlerts>(PORTS.ShopperAlerts).toDynamicValue(async (ctx) => new SqlShopperAlerts(await db(ctx)));
  container
    .bind<UnsubscribeTokens>(PORTS.UnsubscribeTokens)
    .toDynamicValue(async (ctx) => new HmacUnsubscribeTokens({ secret: await new SqlAppSecrets(await db(ctx)).getOrCreate(UNSUBSCRIBE_SECRET_NAME) }));
  container
    .bind<AlertEmailTokens>(PORTS.AlertEmailTokens)
    .toDynamicValue(async (ctx) => new HmacAlertEmailTokens({ secret: await new SqlAppSecrets(await db(ctx)).getOrCreate(ALERT_EMAIL_SECRET_NAME) }));
  container.bind<EmailSender>(PORTS.EmailSender).toDynamicValue((ctx) => {
    const logger = ctx.get<Logger>(PORTS.Logger);
    return new OutboxEmailSender({ dir: outboxDir(settings), log: (message, fields) => logger.info(fields, message) });
  });
  container.bind<readonly LeadDeliveryChannel[]>(PORTS.LeadDeliveryChannels).toDynamicValue(async (ctx) => {
    const logger = ctx.get<Logger>(PORTS.Logger);
    const cars = await ctx.getAsync<CarRepository>(PORTS.CarRepository);
    return [
      new OutboxEmailDelivery({ dir: outboxDir(settings), log: (message, fields) => logger.info(fields, message) }),
      // issue 16: the lead as an ADF 1.0 XML email for the dealer's CRM, with the car as the inventory holds it.
      new AdfEmailDelivery({
        dir: outboxDir(settings),
        findCar: (site, id) => cars.findById(site, id),
        log: (message, fields) => logger.info(fields, message),
      }),
      new HttpCrmWebhookDelivery(),
      new SmsLeadDelivery(ctx.get<SmsSender>(PORTS.SmsSender)),
      new CustomerEmailLeadDelivery(ctx.get<EmailSender>(PORTS.EmailSender)),
    ];
  });
  container.bind<InventoryApiKeys>(PORTS.InventoryApiKeys).toDynamicValue(async (ctx) => new SqlInventoryApiKeys(await db(ctx)));
  container.bind<ReservationRepository>(PORTS.ReservationRepository).toDynamicValue(async (ctx) => new SqlReservationRepository(await db(ctx)));
  // issue 15, issue 30: the online order's and the reserve-online deposit — Stripe (PaymentIntents, signed webhooks)
  // with PAYMENT_PROVIDER=stripe, else the offline test provider, its tokens signed with a secret generated once and
  // kept in the database. Both take a token from the browser; no port takes a card number.
  container.bind<PaymentProvider>(PORTS.PaymentProvider).toDynamicValue(async (ctx) =>
    settings.stripe
      ? new StripePaymentProvider(settings.stripe)
      : new TestPaymentProvider({
          secret: await new SqlAppSecrets(await db(ctx)).getOrCreate(TEST_PAYMENT_TOKEN_SECRET_NAME),
          clock: ctx.get<Clock>(PORTS.Clock),
        }),
  );
  container.bind<OrderStore>(PORTS.Orders).toDynamicValue(async (ctx) => new SqlOrders(await db(ctx)));
  container.bind<AcceptedTradeInOffers>(PORTS.AcceptedTradeInOffers).toDynamicValue(async (ctx) => new SqlAcceptedTradeInOffers(await db(ctx)));
  container.bind<VehicleEngagementStore>(PORTS.EngagementStore).toDynamicValue(async (ctx) => new SqlVehicleEngagementStore(await db(ctx)));
  container.bind<VehiclePdfRenderer>(PORTS.PdfRenderer).toDynamicValue(() => new PdfLibVehiclePdfRenderer());
  container.bind<MarkdownRenderer>(PORTS.MarkdownRenderer).toDynamicValue(() => new MarkedMarkdownRenderer());
  // issue 12 uploads: photos checked by their bytes, kept under {DATA_DIR}/uploads/trade-in (served by no route).
  container.bind<TradeInEvaluationStore>(PORTS.TradeInStore).toDynamicValue(async (ctx) => new SqlTradeInStore(await db(ctx)));
  container.bind<ImageInspector>(PORTS.ImageInspector).toDynamicValue(() => new UploadImageInspector());
  container.bind<ImageFileStore>(PORTS.ImageFileStore).toDynamicValue(() => new LocalImageFileStore(tradeInUploadsDir(settings)));
  // issue 16: car photos under {DATA_DIR}/images, checked by their bytes, served as variants by width and format.
  container.bind<ImageStore>(PORTS.ImageStore).toDynamicValue(() => new SharpImagePipeline({ dir: imagesDir(settings) }));
  container.bind<ImageDownloader>(PORTS.ImageDownloader).toDynamicValue(() => new FetchImageDownloader());
  container
    .bind<VehiclePhotoSource>(PORTS.VehiclePhotos)
    .toDynamicValue((ctx) => new SharpVehiclePhotoSource({ images: ctx.get<ImageStore>(PORTS.ImageStore) }));
  // issue 12: each site's valuation provider; a site choosing one the settings lack stops start-up.
  container
    .bind<ValuationProviders>(PORTS.ValuationProviders)
    .toDynamicValue((ctx) => valuationProviders(settings, ctx.get<readonly DealerSite[]>(PORTS.DealerSites), ctx.get<Clock>(PORTS.Clock)));
  // issue 12: Google's Geocoding API when a key is set; otherwise the postcode table, read on the first lookup.
  container
    .bind<Geocoder>(PORTS.Geocoder)
    .toDynamicValue(() =>
      settings.googleGeocoding ? new GoogleGeocodingGeocoder(settings.googleGeocoding) : PostcodeTableGeocoder.fromFile(POSTCODE_TABLE_FILE),
    );
}

/** issue 15: the name of the test payment provider's token-signing secret in app_secrets. */
export const TEST_PAYMENT_TOKEN_SECRET_NAME = 'test-payment-tokens';

/**
 * Builds Caryard's core from settings: opens (and migrates) the database, assembles the
 * search stack, every use case and the workers. Serves nothing and starts nothing: call
 * `start()`. Rejects with a clear message on an invalid site configuration or a data
 * directory in use.
 */
export async function buildCore(settings: Settings, options: BuildCoreOptions = {}): Promise<CaryardCore> {
  const container = new Container({ defaultScope: 'Singleton' });
  bindPorts(container, settings, options);
  options.overrides?.(container);

  const sites = container.get<readonly DealerSite[]>(PORTS.DealerSites);
  const logger = container.get<Logger>(PORTS.Logger);
  const db = await container.getAsync<SqlDatabase>(PORTS.SqlDatabase);
  try {
    const bySlug = new Map(sites.map((site) => [site.slug, site]));
    const search = await container.getAsync<SearchStack>(PORTS.SearchStack);
    // The IndexedCarRepository bound above: update-car changes a car under its row lock through it.
    const cars = await container.getAsync<IndexedCarRepository>(PORTS.CarRepository);
    const context: ModuleContext = {
      settings,
      sites,
      siteOf: (slug) => bySlug.get(slug),
      clock: container.get<Clock>(PORTS.Clock),
      logger,
      port: (key) => container.getAsync(key),
    };
    // Each module in order, given the use cases of those before it (config/modules.ts).
    let gathered: object = {};
    let named: object = {};
    const built: { readonly name: string; readonly workers: readonly ModuleWorker[]; readonly start: (() => Promise<void>) | null }[] = [];
    for (const module of MODULES.modules) {
      const made = await module.build(context, gathered as never);
      gathered = { ...gathered, ...made.useCases };
      named = { ...named, ...made.workers };
      built.push({ name: module.name, workers: Object.values(made.workers), start: made.start });
    }
    const useCases = gathered as CaryardUseCases;
    const workers = named as CoreWorkers;

    const carChanges =
      settings.databaseUrl && db.engine === 'postgres'
        ? new PostgresCarChangeListener({
            connectionString: settings.databaseUrl,
            db,
            index: search.feed,
            log: (level, message, fields) => logger[level](fields ?? {}, message),
          })
        : null;

    let ready = false;
    let closing: Promise<void> | null = null;
    return {
      settings,
      sites,
      defaultSiteSlug: options.defaultSiteSlug ?? DEFAULT_SITE_SLUG,
      logger,
      clock: context.clock,
      db,
      useCases,
      workers,
      container,
      carChanges,
      dataVersion: (slug) => search.versions.of(slug),
      siteOf: (slug) => bySlug.get(slug),
      isReady: () => ready,
      async start({ workers: startWorkers = true } = {}) {
        await seedDemoInventory(cars, sites, settings, logger);
        // issue 16: follow other instances' changes from before the index reads the inventory,
        // so none falls between the two; on the embedded database nobody reads the change rows.
        if (carChanges) await carChanges.start();
        else await pruneCarChanges(db, 0);
        // The in-process search index of every embedded site (GET /healthz stays 503 until built).
        const indexing = Date.now();
        await search.start();
        logger.info(`search index built for ${sites.length} sites in ${Date.now() - indexing} ms`);
        if (startWorkers) {
          for (const module of built) {
            if (module.start) await module.start();
            else for (const worker of module.workers) worker.start();
          }
        }
        ready = true;
      },
      close() {
        closing ??= (async () => {
          ready = false;
          await carChanges?.stop();
          // The modules' workers in reverse order, each letting a pass under way finish.
          for (const worker of built.flatMap((module) => module.workers).reverse()) await worker.stop();
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

/**
 * Seeds the demo stock on first start (an empty inventory): deterministic for a given seed,
 * so every instance sharing one PostgreSQL writes the same rows.
 */
export async function seedDemoInventory(cars: CarRepository, sites: readonly DealerSite[], settings: Settings, logger: Pick<Logger, 'info'>): Promise<number> {
  if (settings.seedCars === 0 || (await cars.count()) > 0) return 0;
  const started = Date.now();
  // The start of today (UTC) as "now": instances starting the same day generate the same rows.
  const today = new Date(new Date().toISOString().slice(0, 10));
  const stock = generateInventory({ sites, totalCars: settings.seedCars, seed: settings.seed, now: today });
  await cars.upsertMany(stock);
  logger.info(`seeded ${stock.length} demo cars across ${sites.length} sites in ${Date.now() - started} ms`);
  return stock.length;
}
