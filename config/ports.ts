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
  CaptchaVerifier: Symbol.for('caryard.leads.CaptchaVerifier'),
  /** Signs and verifies the lead forms' render tokens (issue 10). */
  FormTokens: Symbol.for('caryard.leads.FormTokens'),
  /** Checks a caller's per-site API key (issue 10). */
  ApiKeyVerifier: Symbol.for('caryard.dealer-site.ApiKeyVerifier'),
  LeadDeliveryChannels: Symbol.for('caryard.leads.LeadDeliveryChannels'),
  PaymentGateway: Symbol.for('caryard.payments.PaymentGateway'),
  ReservationRepository: Symbol.for('caryard.reservations.ReservationRepository'),
  EngagementStore: Symbol.for('caryard.vehicle.VehicleEngagementStore'),
  PdfRenderer: Symbol.for('caryard.vehicle.VehiclePdfRenderer'),
  /** Renders the sites' content pages (issue 11). */
  MarkdownRenderer: Symbol.for('caryard.site-pages.MarkdownRenderer'),
} as const;
