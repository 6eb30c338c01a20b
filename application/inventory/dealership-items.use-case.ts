import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { DEFAULT_HITS_PER_PAGE, emptySearchState, type RangeBound, type SearchState } from '../../domain/search';
import type { SearchResult } from '../search/search-engine.port';
import type { SearchUnavailable } from '../search/search-cars';
import type { UseCase } from '../shared/use-case';
import { SearchListing, type SearchDeps, type SearchRejected } from './search-listing.use-case';

/** `GET /api/dealerships/{slug}/items` parameters (spec 1 §7). */
export interface DealershipItemSearch {
  readonly categories?: readonly string[];
  readonly price?: RangeBound;
  readonly query?: string;
  readonly page?: number;
}

/** The dealership is not one of this site's. */
export interface DealershipNotFound {
  readonly code: 'DEALERSHIP.NOT_FOUND';
  readonly slug: string;
  readonly message: string;
}

export interface DealershipItemsRequest {
  readonly site: DealerSite;
  readonly dealershipSlug: string;
  readonly search: DealershipItemSearch;
}

export type DealershipItemsFailure = DealershipNotFound | SearchRejected | SearchUnavailable;

/**
 * Items of one of the site's dealerships, 21 a page (spec 1 §7 dealership items): the
 * listing restricted to the dealership, with optional categories, price range and text.
 * Left when the dealership is not the site's, or as the listing refuses.
 */
export class SearchDealershipItems implements UseCase<DealershipItemsRequest, DealershipItemsFailure, SearchResult> {
  readonly #listing: SearchListing;

  constructor(deps: SearchDeps) {
    this.#listing = new SearchListing(deps);
  }

  execute({ site, dealershipSlug, search }: DealershipItemsRequest): TaskEither<DealershipItemsFailure, SearchResult> {
    if (!site.dealerships.some((d) => d.slug === dealershipSlug)) {
      return async () => E.left({ code: 'DEALERSHIP.NOT_FOUND', slug: dealershipSlug, message: `No dealership '${dealershipSlug}' on this site.` });
    }
    const state: SearchState = {
      ...emptySearchState,
      query: search.query ?? '',
      page: search.page ?? 1,
      hitsPerPage: DEFAULT_HITS_PER_PAGE,
      refinementList: {
        dealership_slug: [dealershipSlug],
        ...(search.categories?.length ? { categories: search.categories } : {}),
      },
      range: search.price ? { price: search.price } : {},
    };
    return this.#listing.execute({ site, state });
  }
}
