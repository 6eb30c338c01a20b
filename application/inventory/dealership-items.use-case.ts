import * as E from 'fp-ts/lib/Either.js';
import { DEFAULT_HITS_PER_PAGE, emptySearchState, type RangeBound, type SearchState } from '../../domain/search';
import type { SearchEngine, SearchResult, SearchSiteContext } from '../search/search-engine.port';
import type { SearchUnavailable } from '../search/search-cars.use-case';
import { searchListing, type SearchRejected } from './search-listing.use-case';

/** spec 1 §2: the dealership item listing's filters. */
export interface DealershipItemSearch {
  readonly categories?: readonly string[];
  readonly price?: RangeBound;
  readonly query?: string;
  /** 1-based. */
  readonly page?: number;
}

/** The dealership is not one of this site's. */
export interface DealershipNotFound {
  readonly code: 'DEALERSHIP.NOT_FOUND';
  readonly slug: string;
}

/**
 * Dealership item search (spec 1 §2, §7): the site's search scoped to one of its
 * dealerships, filtered by categories, price and text, 21 a page. Left when the
 * dealership is not the site's, the page is beyond the last, or the store is down.
 */
export async function searchDealershipItems(
  engine: SearchEngine,
  request: {
    readonly site: SearchSiteContext;
    readonly dealershipSlugs: readonly string[];
    readonly dealershipSlug: string;
    readonly search: DealershipItemSearch;
    readonly now: Date;
  },
): Promise<E.Either<DealershipNotFound | SearchRejected | SearchUnavailable, SearchResult>> {
  if (!request.dealershipSlugs.includes(request.dealershipSlug)) {
    return E.left({ code: 'DEALERSHIP.NOT_FOUND', slug: request.dealershipSlug });
  }
  const { search } = request;
  const state: SearchState = {
    ...emptySearchState,
    query: search.query ?? '',
    page: search.page ?? 1,
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    refinementList: {
      dealership_slug: [request.dealershipSlug],
      ...(search.categories?.length ? { categories: search.categories } : {}),
    },
    range: search.price ? { price: search.price } : {},
  };
  return searchListing(engine, { site: request.site, state, now: request.now });
}
