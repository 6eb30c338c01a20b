/**
 * issue 16: one changed car updates a site's index without rebuilding it. The SiteIndex built
 * from every car stays as the base; a car changed or removed since has its base document
 * marked dead, and the changed cars get a small SiteIndex of their own (rebuilt from only
 * them, on the next search after a change). A search asks both, leaving the dead documents
 * out of the base, and merges: counts, facet counts and stats add up, and the page is the
 * merge of each layer's first matches in the one sort order (compareRanked). The engine folds
 * the changes into a new base once they grow past a share of the site (EmbeddedSearchEngine).
 */
import type { FacetCounts, FacetStat } from '../../../application/search/search-engine.port';
import type { FacetAttribute, RangeAttribute } from '../../../domain/search';
import { emptyBitset, setBit, type Bitset } from './bitset';
import { compareRanked, SiteIndex, type IndexAnswer, type IndexQuery, type IndexedCar, type RankedHit } from './site-index';

export class LayeredSiteIndex {
  readonly #base: SiteIndex;
  readonly #dead: Bitset;
  #deadCount = 0;
  readonly #changed = new Map<number, IndexedCar>();
  #top: SiteIndex | null = null;

  constructor(base: SiteIndex) {
    this.#base = base;
    this.#dead = emptyBitset(base.size);
  }

  /** Cars changed or removed since the base was built. */
  get changes(): number {
    return this.#changed.size + this.#deadCount;
  }

  /** The car as it is now (inserted or changed). */
  put(car: IndexedCar): void {
    this.#kill(car.id);
    this.#changed.delete(car.id);
    this.#changed.set(car.id, car);
    this.#top = null;
  }

  /** The car is gone. */
  remove(carId: number): void {
    this.#kill(carId);
    if (this.#changed.delete(carId)) this.#top = null;
  }

  search(query: IndexQuery): IndexAnswer {
    if (this.#changed.size === 0 && this.#deadCount === 0) return this.#base.search(query);
    this.#top ??= new SiteIndex([...this.#changed.values()]);
    const offset = (query.state.page - 1) * query.hitsPerPage;
    const take = offset + query.hitsPerPage;
    const base = this.#base.searchParts(query, this.#deadCount > 0 ? this.#dead : null, take);
    const top = this.#top.searchParts(query, null, take);
    const merged: RankedHit[] = [...base.top, ...top.top].sort(compareRanked(base.order));
    const facets: Partial<Record<FacetAttribute, FacetCounts>> = {};
    for (const attribute of query.facets) facets[attribute] = addCounts(base.facets[attribute], top.facets[attribute]);
    const facetStats: Partial<Record<RangeAttribute, FacetStat>> = { ...base.facetStats };
    for (const [attribute, stat] of Object.entries(top.facetStats) as [RangeAttribute, FacetStat][]) {
      const known = facetStats[attribute];
      facetStats[attribute] = known ? { min: Math.min(known.min, stat.min), max: Math.max(known.max, stat.max) } : stat;
    }
    return { hits: merged.slice(offset, take).map((r) => r.hit), count: base.count + top.count, facets, facetStats };
  }

  #kill(carId: number): void {
    const doc = this.#base.docOf(carId);
    if (doc < 0 || ((this.#dead[doc >>> 5]! >>> (doc & 31)) & 1) === 1) return;
    setBit(this.#dead, doc);
    this.#deadCount++;
  }
}

/** Facet counts of two layers added up: the base's values in its order, then the new ones. */
function addCounts(a: FacetCounts | undefined, b: FacetCounts | undefined): FacetCounts {
  if (!b || Object.keys(b).length === 0) return a ?? {};
  const out: Record<string, number> = { ...a };
  for (const [value, count] of Object.entries(b)) out[value] = (out[value] ?? 0) + count;
  return out;
}
