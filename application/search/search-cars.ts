import type * as E from 'fp-ts/lib/Either.js';
import { canonicalSearchState } from '../../domain/search';
import type { SearchEngine, SearchRequest, SearchResult, SearchUnavailable } from './search-engine.port';

// The failure is defined with its port; re-exported so the use cases importing it from here keep working.
export type { SearchUnavailable } from './search-engine.port';

/**
 * How every search-backed use case (SearchListing, LookupCars, SearchModels, FindSimilarCars)
 * asks the engine — not a use case of its own: the state is made canonical, then the engine
 * (usually the cached, site-routed one) answers (spec 1 §2 listing).
 * Left when the engine's store is unavailable; any other failure is a bug and rejects.
 */
export async function searchCars(engine: SearchEngine, request: SearchRequest): Promise<E.Either<SearchUnavailable, SearchResult>> {
  return engine.search({ ...request, state: canonicalSearchState(request.state) })();
}
