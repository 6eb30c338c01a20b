/** DI tokens of what only the composition root knows: settings, sites, database, server. */
export const RUNTIME = {
  Settings: Symbol.for('caryard.runtime.Settings'),
  DealerSites: Symbol.for('caryard.runtime.DealerSites'),
  SqlDatabase: Symbol.for('caryard.runtime.SqlDatabase'),
  HttpServer: Symbol.for('caryard.runtime.HttpServer'),
} as const;
