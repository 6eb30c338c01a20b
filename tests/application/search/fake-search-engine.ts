import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { SearchEngine, SearchRequest, SearchResult, SearchUnavailable } from '../../../application/search/search-engine.port';

/** A SearchEngine that records its requests and answers with one hit per call (its call number as id). */
export class FakeSearchEngine implements SearchEngine {
  readonly requests: SearchRequest[] = [];
  /** Answered as the port's expected failure, Left. */
  unavailable: SearchUnavailable | null = null;
  /** Thrown: a bug, which rejects the task. */
  failWith: Error | null = null;
  /** Resolves a search only when released (to interleave with changes). */
  gate: Promise<void> | null = null;

  search(request: SearchRequest): TaskEither<SearchUnavailable, SearchResult> {
    return async () => {
      this.requests.push(request);
      if (this.gate) await this.gate;
      if (this.failWith) throw this.failWith;
      if (this.unavailable) return E.left(this.unavailable);
      const id = this.requests.length;
      return E.right({
        hits: [{ id } as SearchResult['hits'][number]],
        count: 1,
        page: request.state.page,
        pages: 1,
        hitsPerPage: 21,
        facets: {},
        facetStats: {},
        ms: 1,
      });
    };
  }
}
