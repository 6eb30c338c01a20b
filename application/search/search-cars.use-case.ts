import * as E from 'fp-ts/lib/Either.js';
import { canonicalSearchState } from '../../domain/search';
import { SearchUnavailableError, type SearchEngine, type SearchRequest, type SearchResult } from './search-engine.port';

/** The search engine's store could not answer (database down). */
export interface SearchUnavailable {
  readonly code: 'SEARCH.UNAVAILABLE';
  readonly message: string;
}

/**
 * Searches a site's cars (spec 1 §2 listing, ARCHITECTURE.md `GET /api/search`): the
 * state is made canonical, then the engine (usually the cached, site-routed one) answers.
 * Left when the engine's store is unavailable; any other failure is a bug and rejects.
 */
export async function searchCars(engine: SearchEngine, request: SearchRequest): Promise<E.Either<SearchUnavailable, SearchResult>> {
  try {
    return E.right(await engine.search({ ...request, state: canonicalSearchState(request.state) }));
  } catch (error) {
    if (error instanceof SearchUnavailableError) return E.left({ code: error.code, message: error.message });
    throw error;
  }
}
