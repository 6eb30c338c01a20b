/**
 * The search engines of one process, as the composition root assembles them (issue 4):
 *
 *   CachingSearchEngine (100 recent searches)  ┐
 *   CachingSearchEngine (10: models, dealers)  ┴→ SiteRoutedSearchEngine ─┬→ EmbeddedSearchEngine (default)
 *                                                                         └→ PostgresSearchEngine (sites with search_provider 'postgres')
 *
 * and the change feed that keeps them current: engines first, then the caches in front, then
 * each site's data version (the page cache's key, issue 16), then whatever else `follow`s it.
 * Nothing here runs on import; `start()` builds the embedded index of every embedded site.
 */
import { EmbeddedSearchEngine } from '../../adapters/search/embedded-search-engine';
import { PostgresSearchEngine } from '../../adapters/search/postgres-search-engine';
import type { SqlDatabase } from '../../adapters/persistence/sql-database';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import { CachingSearchEngine } from '../../application/search/caching-search-engine';
import { InventoryChangeFeed, type InventoryIndex } from '../../application/search/inventory-index.port';
import type { SearchEngine, SearchSiteContext } from '../../application/search/search-engine.port';
import { SiteDataVersions } from '../../application/search/site-data-versions';
import { searchSiteContext } from '../../application/search/search-site-context';
import type { DealerSite, SearchProviderName } from '../../domain/dealer-site/dealer-site';
import { SiteRoutedSearchEngine, type RoutedEngine } from './site-routed-search-engine';

/** spec 1 §7: "the cache keeps a limited number of searches ... (10 for model and dealership searches)". */
const LISTING_CACHE_SEARCHES = 100;
const LOOKUP_CACHE_SEARCHES = 10;

export interface SearchStack {
  /** Every listing of cars: the cached, site-routed engine. */
  readonly engine: SearchEngine;
  /** The model and dealership listings, behind their own cache of 10. */
  readonly lookups: SearchEngine;
  /** Tell it of stock changes (the IndexedCarRepository does). */
  readonly feed: InventoryIndex;
  /** Adds an index told of every stock change after the search engines, caches and versions (issue 16: the feed-photo ingestion). */
  follow(index: InventoryIndex): void;
  /** Each site's data version, moved by the feed after the engines and caches (issue 16: the page cache keys on it). */
  readonly versions: SiteDataVersions;
  /** The search context of each site (one object per site, shared by every request). */
  readonly contexts: ReadonlyMap<string, SearchSiteContext>;
  /** Builds the embedded index of every site served by it. Rejects when the repository fails. */
  start(now?: Date): Promise<void>;
}

/**
 * @param cars the undecorated repository the engines read
 * @param db   the database, for the PostgreSQL engine (opened only when a site uses it)
 */
export async function createSearchStack(options: {
  readonly sites: readonly DealerSite[];
  readonly cars: CarRepository;
  readonly db: () => Promise<SqlDatabase>;
}): Promise<SearchStack> {
  const { sites, cars } = options;
  const providers = new Set<SearchProviderName>(sites.map((site) => site.search_provider));
  const embedded = new EmbeddedSearchEngine(cars);
  const engines: Partial<Record<SearchProviderName, RoutedEngine>> = { embedded };
  if (providers.has('postgres')) engines.postgres = new PostgresSearchEngine(await options.db());
  const routed = new SiteRoutedSearchEngine({ engines, sites });
  const engine = new CachingSearchEngine(routed, { capacity: LISTING_CACHE_SEARCHES });
  const lookups = new CachingSearchEngine(routed, { capacity: LOOKUP_CACHE_SEARCHES });
  const contexts = new Map(sites.map((site) => [site.slug, searchSiteContext(site)]));
  const versions = new SiteDataVersions();
  const feed = new InventoryChangeFeed([routed, engine, lookups, versions]);
  return {
    engine,
    lookups,
    feed,
    follow: (index) => feed.follow(index),
    versions,
    contexts,
    start: (now = new Date()) =>
      embedded.start(
        sites.filter((site) => site.search_provider === 'embedded').map((site) => contexts.get(site.slug) ?? searchSiteContext(site)),
        now,
      ),
  };
}
