/**
 * The feature modules of Caryard, in order: a module's `build` receives the use cases of the
 * modules above it (the compiler checks that what it needs is there). The core, the HTTP app and
 * the browser's pages are folded from this list; adding an area is its folder under modules/
 * and one line here (docs/architecture.md, "Adding a feature module").
 */
import { ModuleList, type UseCasesOf, type WorkersOf } from './feature-module';

export const MODULES = ModuleList.empty()
  .add((await import('../modules/inventory/inventory.module')).inventoryModule)
  .add((await import('../modules/site/site.module')).siteModule)
  .add((await import('../modules/vehicle/vehicle.module')).vehicleModule)
  .add((await import('../modules/locations/locations.module')).locationsModule)
  .add((await import('../modules/leads/leads.module')).leadsModule)
  .add((await import('../modules/service/service.module')).serviceModule)
  .add((await import('../modules/trade-in/trade-in.module')).tradeInModule)
  .add((await import('../modules/shoppers/shoppers.module')).shoppersModule)
  .add((await import('../modules/reservations/reservations.module')).reservationsModule)
  .add((await import('../modules/purchase/purchase.module')).purchaseModule)
  .add((await import('../modules/payments/payments.module')).paymentsModule)
  .add((await import('../modules/spin-to-win/spin-to-win.module')).spinToWinModule)
  .done();

/** Every use case of the core (and the services modules share), by name. */
export type CaryardUseCases = UseCasesOf<typeof MODULES>;
/** Every background worker of the core, by name. */
export type CoreWorkers = WorkersOf<typeof MODULES>;
