import * as E from 'fp-ts/lib/Either.js';
import { MAX_HITS_PER_PAGE, type SearchState } from '../../domain/search';
import type { SearchEngine, SearchHit, SearchSiteContext } from '../search/search-engine.port';
import { searchCars, type SearchUnavailable } from '../search/search-cars.use-case';

/** Choice: a lookup without a limit returns one page's worth (spec 1 §9: 21). */
export const DEFAULT_LOOKUP_LIMIT = 21;

/**
 * Vehicle lookup by filter (spec 1 §7: "parameters search_filters and limit; returns a
 * list of hits"): the first `limit` cars (1 to 100) of the search, in its sort order,
 * without facets. Left only when the search store is unavailable.
 */
export async function lookupCars(
  engine: SearchEngine,
  request: { readonly site: SearchSiteContext; readonly filters: SearchState; readonly limit: number; readonly now: Date },
): Promise<E.Either<SearchUnavailable, readonly SearchHit[]>> {
  const limit = Math.min(MAX_HITS_PER_PAGE, Math.max(1, Math.floor(request.limit)));
  const answer = await searchCars(engine, {
    site: request.site,
    state: { ...request.filters, page: 1, hitsPerPage: limit },
    now: request.now,
    facets: [],
  });
  return E.map((result: { hits: readonly SearchHit[] }) => result.hits)(answer);
}
