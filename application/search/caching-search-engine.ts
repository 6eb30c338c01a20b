import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { searchStateKey } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';
import type { InventoryIndex, RemovedCar } from './inventory-index.port';
import type { SearchEngine, SearchRequest, SearchResult, SearchUnavailable } from './search-engine.port';

export interface SearchCacheOptions {
  /** Most searches kept; the oldest is dropped beyond it (spec 1 §7). Default 100. */
  readonly capacity?: number;
  /**
   * Longest a result is reused, in ms of request time (default 60 s): the sold-car window
   * moves with time, so a cached page is at most this much behind it.
   */
  readonly ttlMs?: number;
}

interface Entry {
  readonly result: SearchResult;
  readonly at: number;
}

/**
 * spec 1 §7: "results are cached by request key; the cache keeps a limited number of
 * searches and drops the oldest". A decorator of any SearchEngine: keyed by site and
 * searchStateKey (plus the site context and facet list), least recently used dropped
 * first, and a site's entries dropped when its stock changes. A search that started
 * before a change is not stored, nor is a failure (the next search asks the engine again).
 */
export class CachingSearchEngine implements SearchEngine, InventoryIndex {
  readonly #entries = new Map<string, Entry>();
  readonly #generation = new Map<string, number>();
  readonly #capacity: number;
  readonly #ttlMs: number;

  constructor(
    private readonly engine: SearchEngine,
    options: SearchCacheOptions = {},
  ) {
    this.#capacity = Math.max(1, Math.floor(options.capacity ?? 100));
    this.#ttlMs = options.ttlMs ?? 60_000;
  }

  /** Searches held now. */
  get size(): number {
    return this.#entries.size;
  }

  search(request: SearchRequest): TaskEither<SearchUnavailable, SearchResult> {
    return () => this.#search(request);
  }

  async #search(request: SearchRequest): Promise<E.Either<SearchUnavailable, SearchResult>> {
    const started = performance.now();
    const key = cacheKey(request);
    const now = request.now.getTime();
    const entry = this.#entries.get(key);
    if (entry && now >= entry.at && now - entry.at <= this.#ttlMs) {
      // Most recently used goes last: Map order is the eviction order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return E.right({ ...entry.result, ms: performance.now() - started });
    }
    const generation = this.#generationOf(request.site.slug);
    const answer = await this.engine.search(request)();
    if (E.isRight(answer) && this.#generationOf(request.site.slug) === generation) {
      this.#entries.delete(key);
      this.#entries.set(key, { result: answer.right, at: now });
      while (this.#entries.size > this.#capacity) {
        const oldest = this.#entries.keys().next().value;
        if (oldest === undefined) break;
        this.#entries.delete(oldest);
      }
    }
    return answer;
  }

  /** Drops every search of a site. */
  invalidateSite(siteSlug: string): void {
    this.#generation.set(siteSlug, this.#generationOf(siteSlug) + 1);
    const prefix = `${siteSlug}\u0000`;
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  async carsChanged(cars: readonly Car[]): Promise<void> {
    for (const site of new Set(cars.map((car) => car.site_slug))) this.invalidateSite(site);
  }

  async carsRemoved(cars: readonly RemovedCar[]): Promise<void> {
    for (const site of new Set(cars.map((car) => car.site_slug))) this.invalidateSite(site);
  }

  async rebuild(siteSlug: string): Promise<void> {
    this.invalidateSite(siteSlug);
  }

  #generationOf(siteSlug: string): number {
    return this.#generation.get(siteSlug) ?? 0;
  }
}

/** site \0 site context \0 canonical search state \0 facet list. */
function cacheKey(request: SearchRequest): string {
  const facets = request.facets ? request.facets.join(',') : '*';
  return `${request.site.slug}\u0000${JSON.stringify(request.site)}\u0000${searchStateKey(request.state)}\u0000${facets}`;
}
