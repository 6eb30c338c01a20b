/**
 * One SearchEngine for the whole deployment that hands each search to the engine bound
 * for the request's site (DealerSite.search_provider), so dealers on different providers
 * share one deployment and nothing outside config/ knows which engine a site uses.
 */
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { InventoryIndex, RemovedCar } from '../../application/search/inventory-index.port';
import type { SearchEngine, SearchRequest, SearchResult, SearchUnavailable } from '../../application/search/search-engine.port';
import type { DealerSite, SearchProviderName } from '../../domain/dealer-site/dealer-site';
import type { Car } from '../../domain/vehicle/car';

export type RoutedEngine = SearchEngine & Partial<InventoryIndex>;

export interface SiteRoutedSearchEngineOptions {
  /** The engine of each provider in use. */
  readonly engines: Readonly<Partial<Record<SearchProviderName, RoutedEngine>>>;
  /** The sites served and their providers. */
  readonly sites: readonly Pick<DealerSite, 'slug' | 'search_provider'>[];
  /** The provider of a site not in `sites`. Default 'embedded'. */
  readonly fallback?: SearchProviderName;
}

export class SiteRoutedSearchEngine implements SearchEngine, InventoryIndex {
  readonly #bySite: ReadonlyMap<string, RoutedEngine>;
  readonly #fallback: RoutedEngine | undefined;

  /** Throws when a site (or the fallback) names a provider with no engine: a configuration bug, found at start-up. */
  constructor(options: SiteRoutedSearchEngineOptions) {
    const engineOf = (provider: SearchProviderName, who: string): RoutedEngine => {
      const engine = options.engines[provider];
      if (!engine) throw new Error(`${who} uses the '${provider}' search provider, but no engine is bound for it`);
      return engine;
    };
    this.#bySite = new Map(options.sites.map((site) => [site.slug, engineOf(site.search_provider, `Site ${site.slug}`)]));
    const fallback = options.fallback ?? 'embedded';
    this.#fallback = options.engines[fallback];
  }

  /** The engine of the request's site answers (see SearchEngine.search), failures included. */
  search(request: SearchRequest): TaskEither<SearchUnavailable, SearchResult> {
    // Chosen when the task runs, so a site without an engine (a bug) rejects rather than throws.
    return () => this.#engineOf(request.site.slug).search(request)();
  }

  /**
   * Every engine hears every change: each indexes only the sites it serves, and one still
   * holding a car that moved to a site on another engine drops it.
   */
  async carsChanged(cars: readonly Car[]): Promise<void> {
    for (const engine of new Set([...this.#bySite.values(), ...(this.#fallback ? [this.#fallback] : [])])) {
      if (engine.carsChanged) await engine.carsChanged(cars);
    }
  }

  /** Every engine hears it, as with carsChanged: the car may have been indexed by any. */
  async carsRemoved(cars: readonly RemovedCar[]): Promise<void> {
    for (const engine of new Set([...this.#bySite.values(), ...(this.#fallback ? [this.#fallback] : [])])) {
      if (engine.carsRemoved) await engine.carsRemoved(cars);
    }
  }

  async rebuild(siteSlug: string): Promise<void> {
    const engine = this.#engineOf(siteSlug);
    if (engine.rebuild) await engine.rebuild(siteSlug);
  }

  #engineOf(siteSlug: string): RoutedEngine {
    const engine = this.#bySite.get(siteSlug) ?? this.#fallback;
    if (!engine) throw new Error(`No search engine for site ${siteSlug}`);
    return engine;
  }
}
