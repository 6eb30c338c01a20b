/**
 * The keys of the core's bindings (config/core.ts): one per port, plus what only the
 * composition root knows (settings, sites, the database, the search stack). A test swaps one
 * with `container.rebind(PORTS.Clock).toConstantValue(clock)` in BuildCoreOptions.overrides.
 */
export const PORTS = {
  Settings: Symbol.for('caryard.Settings'),
  DealerSites: Symbol.for('caryard.DealerSites'),
  Logger: Symbol.for('caryard.Logger'),
  Clock: Symbol.for('caryard.Clock'),
  SqlDatabase: Symbol.for('caryard.SqlDatabase'),
  /** The search engines, their caches and change feed (config/search/search-stack.ts). */
  SearchStack: Symbol.for('caryard.SearchStack'),
  CarRepository: Symbol.for('caryard.inventory.CarRepository'),
  LeadRepository: Symbol.for('caryard.leads.LeadRepository'),
  LeadOutbox: Symbol.for('caryard.leads.LeadOutbox'),
  TestDriveSlots: Symbol.for('caryard.leads.TestDriveSlotRepository'),
  /** Service booking drop-off times held with their leads (issue 13, migration 010). */
  ServiceSlots: Symbol.for('caryard.service.ServiceSlotStore'),
  /** The states' public holidays the service times skip (issue 13): the date-holidays package. */
  PublicHolidays: Symbol.for('caryard.service.PublicHolidayCalendar'),
  CaptchaVerifier: Symbol.for('caryard.leads.CaptchaVerifier'),
  /** Signs and verifies the lead forms' render tokens (issue 10). */
  FormTokens: Symbol.for('caryard.leads.FormTokens'),
  SpentFormTokens: Symbol.for('caryard.leads.SpentFormTokens'),
  /** Checks a caller's per-site API key (issue 10). */
  ApiKeyVerifier: Symbol.for('caryard.dealer-site.ApiKeyVerifier'),
  LeadApiKeys: Symbol.for('caryard.dealer-site.LeadApiKeys'),
  LeadDeliveryChannels: Symbol.for('caryard.leads.LeadDeliveryChannels'),
  /** Sends text messages (issue 12: the trade-in thanks SMS): the outbox files by default; a real gateway is one rebind. */
  SmsSender: Symbol.for('caryard.notifications.SmsSender'),
  /**
   * issue 15, issue 30: takes the online order's and the reserve-online deposit by token — the
   * offline test provider by default, Stripe with PAYMENT_PROVIDER=stripe. No port takes card numbers.
   */
  PaymentProvider: Symbol.for('caryard.payments.PaymentProvider'),
  InventoryApiKeys: Symbol.for('caryard.inventory.InventoryApiKeys'),
  /** issue 15: online orders (migration 013) and the accepted trade-in offers they subtract. */
  Orders: Symbol.for('caryard.checkout.OrderStore'),
  AcceptedTradeInOffers: Symbol.for('caryard.checkout.AcceptedTradeInOffers'),
  ReservationRepository: Symbol.for('caryard.reservations.ReservationRepository'),
  EngagementStore: Symbol.for('caryard.vehicle.VehicleEngagementStore'),
  PdfRenderer: Symbol.for('caryard.vehicle.VehiclePdfRenderer'),
  /** The car's photo for the printable sheet, from the photos Caryard holds (no download). */
  VehiclePhotos: Symbol.for('caryard.vehicle.VehiclePhotoSource'),
  /** Trade-in evaluations and their photo records (issue 12, migration 009). */
  TradeInStore: Symbol.for('caryard.tradein.TradeInEvaluationStore'),
  /** Decides an uploaded photo's type by its bytes and strips a JPEG's location (issue 12). */
  ImageInspector: Symbol.for('caryard.tradein.ImageInspector'),
  /** Sellers' photo files: {DATA_DIR}/uploads/trade-in, served by no route (issue 12). */
  ImageFileStore: Symbol.for('caryard.tradein.ImageFileStore'),
  /** issue 16: car photos, stored once by content hash, served as variants by width and format (sharp, under {DATA_DIR}/images). */
  ImageStore: Symbol.for('caryard.media.ImageStore'),
  /** issue 16: downloads a feed's photo by URL, bounded in time and bytes. */
  ImageDownloader: Symbol.for('caryard.media.ImageDownloader'),
  /** Renders the sites' content pages (issue 11). */
  MarkdownRenderer: Symbol.for('caryard.site-pages.MarkdownRenderer'),
  /** Postcode → Australian place (issue 12): the postcode table, or Google's Geocoding API with a key. */
  Geocoder: Symbol.for('caryard.locations.Geocoder'),
  /** The valuation provider of each site (issue 12; config/valuation-providers.ts). */
  ValuationProviders: Symbol.for('caryard.tradein.ValuationProviders'),
  /** Sign-in codes, shoppers and sessions (issue 14, migration 011). */
  ShopperAccounts: Symbol.for('caryard.shoppers.ShopperAccounts'),
  /** Random codes and tokens, keyed hashes (issue 14): node:crypto keyed by the deployment's secret. */
  ShopperSecrets: Symbol.for('caryard.shoppers.ShopperSecrets'),
  /** Alerts stopped and resumed by phone: the STOP / START replies (issue 14, migration 011 alert_settings). */
  AlertConsent: Symbol.for('caryard.shoppers.AlertConsentStore'),
  /** A shopper's watchlist, saved searches, alert consent and sessions (issue 14, migration 011). */
  ShopperLists: Symbol.for('caryard.shoppers.ShopperLists'),
  /** A shopper's reservations, trade-ins and service bookings found by phone (issue 14, the garage). */
  GarageRecords: Symbol.for('caryard.shoppers.GarageRecords'),
  /** Alert events and the outbox of messages to shoppers (issue 14, migration 012): one SQL adapter for both ports. */
  ShopperAlerts: Symbol.for('caryard.shoppers.ShopperAlerts'),
  /** Signs the unsubscribe link of every alert (issue 14): HMAC with a secret kept in the database. */
  UnsubscribeTokens: Symbol.for('caryard.shoppers.UnsubscribeTokens'),
  /** Signs the link that confirms a shopper's alert email (issue 14; Spam Act s 16): HMAC with its own secret kept in the database. */
  AlertEmailTokens: Symbol.for('caryard.shoppers.AlertEmailTokens'),
  /** Sends alert emails (issue 14): .eml files in the outbox by default. */
  EmailSender: Symbol.for('caryard.notifications.EmailSender'),
} as const;
