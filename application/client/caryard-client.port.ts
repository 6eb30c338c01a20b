import type { Either } from 'fp-ts/lib/Either.js';
import type { SearchState } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';
import type { PublicSite } from '../dealer-site/get-site.use-case';
import type { DealershipItemSearch } from '../inventory/dealership-items.use-case';
import type { SearchRejected } from '../inventory/search-listing.use-case';
import type { ModelSearch, ModelSearchResult } from '../inventory/search-models.use-case';
import type { SearchHit, SearchResult } from '../search/search-engine.port';

export type { PublicSite, PublicLocation } from '../dealer-site/get-site.use-case';
export type { SearchHit, SearchResult, FacetCounts, FacetStat } from '../search/search-engine.port';
export type { SearchRejected } from '../inventory/search-listing.use-case';
export type { ModelHit, ModelSearch, ModelSearchResult } from '../inventory/search-models.use-case';
export type { DealershipItemSearch } from '../inventory/dealership-items.use-case';

/**
 * Everything the UI asks of Caryard, scoped to the site being browsed. The server
 * implements it in-process (adapters/http) for rendering; the browser implements it
 * over `fetch` against the JSON API (ui/client). Route loaders depend only on this.
 *
 * Every method rejects when Caryard cannot be reached or fails (an outage, a bug: not
 * an expected outcome); expected outcomes are in the resolved value.
 */
export interface CaryardClient {
  /**
   * The current dealer site's public configuration. Resolves for any request that
   * reached a known site.
   */
  getSite(): Promise<PublicSite>;

  /**
   * One page of the site's search (`GET /api/search`): hits, count, disjunctive facets
   * and facetStats. Left when the search is refused: a query over 200 characters, or a
   * page beyond the last page (page 1 always exists).
   */
  search(state: SearchState, options?: { readonly signal?: AbortSignal }): Promise<Either<SearchRejected, SearchResult>>;

  /** A car of the site by slug (`GET /api/cars/{slug}`); null when the site has no such car. */
  getCar(slug: string): Promise<Car | null>;

  /**
   * Up to 6 in-stock cars similar to the car with this slug (`GET /api/cars/{slug}/similar`,
   * spec 1 §5, §7); null when the site has no such car.
   */
  similar(slug: string): Promise<readonly SearchHit[] | null>;

  /** The first `limit` (1–100) cars of a search, without facets (`GET /api/cars?search_filters=&limit=`). */
  lookupCars(filters: SearchState, limit: number): Promise<readonly SearchHit[]>;

  /** Manufacturer model search, 21 a page (`GET /api/models`). */
  searchModels(search: ModelSearch): Promise<ModelSearchResult>;

  /**
   * Items of one of the site's dealerships, 21 a page (`GET /api/dealerships/{slug}/items`).
   * null when the dealership is not the site's; Left when the page is beyond the last.
   */
  searchDealershipItems(dealershipSlug: string, search: DealershipItemSearch): Promise<Either<SearchRejected, SearchResult> | null>;
}
