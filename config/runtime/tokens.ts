/** DI tokens of what only the composition root knows: settings, sites, database, search stack, server. */
export const RUNTIME = {
  Settings: Symbol.for('caryard.runtime.Settings'),
  DealerSites: Symbol.for('caryard.runtime.DealerSites'),
  SqlDatabase: Symbol.for('caryard.runtime.SqlDatabase'),
  HttpServer: Symbol.for('caryard.runtime.HttpServer'),
  /** The search engines, their caches and change feed (config/search/search-stack.ts). */
  SearchStack: Symbol.for('caryard.runtime.SearchStack'),
} as const;
