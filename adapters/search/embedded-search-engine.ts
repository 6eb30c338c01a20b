/**
 * The default search engine: an in-process columnar index per dealer site (see
 * embedded/site-index.ts), built from the CarRepository and kept current through the
 * InventoryIndex change feed. Nothing leaves the process, so a search costs microseconds
 * to a few milliseconds even at 100,000 cars.
 */
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import type { InventoryIndex, RemovedCar } from '../../application/search/inventory-index.port';
import type { SearchEngine, SearchRequest, SearchResult, SearchSiteContext, SearchUnavailable } from '../../application/search/search-engine.port';
import { toSearchHit } from '../../application/search/search-hit';
import { effectiveHitsPerPage, searchProfile } from '../../application/search/search-site-context';
import { FACET_ATTRIBUTES, canonicalSearchState, isFacetAttribute, searchDocuments, searchProfileSignature, type SearchDocument } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';
import { LayeredSiteIndex } from './embedded/layered-site-index';
import { SiteIndex, type IndexedCar } from './embedded/site-index';

interface SiteEntry {
  readonly slug: string;
  signature: string;
  documents: (car: Car) => SearchDocument;
  readonly cars: Map<number, IndexedCar>;
  /**
   * The index searched; changed cars are layered on it (issue 16: no full rebuild per change).
   * null: many cars changed since the last build; rebuilt by the next search.
   */
  index: LayeredSiteIndex | null;
  /** A read of the repository in progress, and the changes that arrived meanwhile. */
  loading: Promise<void> | null;
  pending: Car[];
}

export class EmbeddedSearchEngine implements SearchEngine, InventoryIndex {
  readonly #sites = new Map<string, SiteEntry>();
  /** The site each indexed car is in, to follow a car that moves site. */
  readonly #siteOfCar = new Map<number, string>();
  readonly #signatures = new WeakMap<SearchSiteContext, { year: number; signature: string }>();
  /** How each site was last asked for, so rebuild() can re-read it. */
  readonly #contexts = new Map<string, SearchSiteContext>();

  /** `cars` is read by site: once per site at start or first search, and on rebuild. */
  constructor(private readonly cars: CarRepository) {}

  /**
   * Builds the index of every given site (reading each site's cars once), so the first
   * searches do not pay for it. Rejects when the repository fails.
   */
  async start(sites: readonly SearchSiteContext[], now: Date = new Date()): Promise<void> {
    for (const site of sites) {
      const entry = await this.#entryFor(site, now);
      entry.index ??= this.#build(entry);
    }
  }

  /**
   * Never Left: the index is in this process. A failure of the repository read that builds a
   * site's index rejects, as the repository does.
   */
  search(request: SearchRequest): TE.TaskEither<SearchUnavailable, SearchResult> {
    return TE.rightTask(() => this.#search(request));
  }

  async #search(request: SearchRequest): Promise<SearchResult> {
    const started = performance.now();
    const { site, now } = request;
    const state = canonicalSearchState(request.state);
    const entry = await this.#entryFor(site, now);
    entry.index ??= this.#build(entry);
    const hitsPerPage = effectiveHitsPerPage(site, state.hitsPerPage);
    const answer = entry.index.search({
      state,
      hitsPerPage,
      now,
      includeSoldCarsDays: site.includeSoldCarsDays,
      priceAscExcludesZero: site.priceAscExcludesZero ?? false,
      facets: request.facets ? request.facets.filter(isFacetAttribute) : FACET_ATTRIBUTES,
    });
    return {
      hits: answer.hits,
      count: answer.count,
      page: state.page,
      pages: Math.ceil(answer.count / hitsPerPage),
      hitsPerPage,
      facets: answer.facets,
      facetStats: answer.facetStats,
      ms: performance.now() - started,
    };
  }

  async carsChanged(cars: readonly Car[]): Promise<void> {
    for (const car of cars) {
      const previous = this.#siteOfCar.get(car.id);
      if (previous !== undefined && previous !== car.site_slug) {
        const old = this.#sites.get(previous);
        if (old?.cars.delete(car.id)) this.#changeIndex(old, (index) => index.remove(car.id));
        this.#siteOfCar.delete(car.id);
      }
      const entry = this.#sites.get(car.site_slug);
      if (!entry) continue; // not indexed yet: read whole at its first search
      if (entry.loading) entry.pending.push(car);
      else this.#put(entry, car);
    }
  }

  async carsRemoved(cars: readonly RemovedCar[]): Promise<void> {
    for (const { id } of cars) {
      const slug = this.#siteOfCar.get(id);
      if (slug === undefined) continue;
      this.#siteOfCar.delete(id);
      const entry = this.#sites.get(slug);
      if (entry?.cars.delete(id)) this.#changeIndex(entry, (index) => index.remove(id));
    }
  }

  async rebuild(siteSlug: string): Promise<void> {
    const site = this.#contexts.get(siteSlug);
    const entry = this.#sites.get(siteSlug);
    if (!site || !entry) return; // never searched: read at its first search
    // A read already under way may predate what the caller wants reflected: read again after it.
    if (entry.loading) await entry.loading;
    await this.#load(entry, site, new Date());
  }

  /** Cars indexed per site (for health checks and the benchmark). */
  indexedCount(siteSlug: string): number {
    return this.#sites.get(siteSlug)?.cars.size ?? 0;
  }

  async #entryFor(site: SearchSiteContext, now: Date): Promise<SiteEntry> {
    const signature = this.#signatureOf(site, now);
    this.#contexts.set(site.slug, site);
    let entry = this.#sites.get(site.slug);
    if (entry?.loading) await entry.loading;
    if (entry && entry.signature === signature) return entry;
    if (!entry) {
      entry = {
        slug: site.slug,
        signature: '',
        documents: () => {
          throw new Error('not loaded');
        },
        cars: new Map(),
        index: null,
        loading: null,
        pending: [],
      };
      this.#sites.set(site.slug, entry);
    }
    await this.#load(entry, site, now);
    return entry;
  }

  /** (Re)reads a site's cars and documents them for the site's profile at `now`. */
  async #load(entry: SiteEntry, site: SearchSiteContext, now: Date): Promise<void> {
    if (entry.loading) return entry.loading;
    const profile = searchProfile(site, now);
    entry.loading = (async () => {
      try {
        const cars = await this.cars.listBySite(site.slug);
        entry.index = null;
        entry.signature = searchProfileSignature(profile);
        entry.documents = searchDocuments(profile);
        for (const id of entry.cars.keys()) this.#siteOfCar.delete(id);
        entry.cars.clear();
        for (const car of cars) this.#put(entry, car);
        for (const car of entry.pending.splice(0)) this.#put(entry, car);
        entry.index = null;
      } finally {
        entry.loading = null;
      }
    })();
    return entry.loading;
  }

  #put(entry: SiteEntry, car: Car): void {
    const doc = entry.documents(car);
    const indexed: IndexedCar = {
      id: car.id,
      doc,
      hit: toSearchHit(car, doc.numbers.weekly_price),
      sale: doc.listing === 'sold-window' ? { status: car.status, sold_at: car.sold_at ?? null, updated_at: car.updated_at } : null,
    };
    entry.cars.set(car.id, indexed);
    this.#siteOfCar.set(car.id, entry.slug);
    this.#changeIndex(entry, (index) => index.put(indexed));
  }

  /**
   * Layers a change on the site's index; past about sqrt(2n) changes, drops the index for a
   * rebuild at the next search instead. (Each search pays for the layer of k changes, rebuilt
   * after a change, ~k; a rebuild ~n: a change costs least, amortised, with k near sqrt(2n).)
   */
  #changeIndex(entry: SiteEntry, change: (index: LayeredSiteIndex) => void): void {
    const index = entry.index;
    if (!index) return;
    if (index.changes + 1 > Math.max(64, Math.sqrt(2 * entry.cars.size))) entry.index = null;
    else change(index);
  }

  #build(entry: SiteEntry): LayeredSiteIndex {
    return new LayeredSiteIndex(new SiteIndex([...entry.cars.values()]));
  }

  #signatureOf(site: SearchSiteContext, now: Date): string {
    const year = now.getUTCFullYear();
    const known = this.#signatures.get(site);
    if (known && known.year === year) return known.signature;
    const signature = searchProfileSignature(searchProfile(site, now));
    this.#signatures.set(site, { year, signature });
    return signature;
  }
}
