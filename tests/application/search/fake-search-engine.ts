import type { SearchEngine, SearchRequest, SearchResult } from '../../../application/search/search-engine.port';

/** A SearchEngine that records its requests and answers with one hit per call (its call number as id). */
export class FakeSearchEngine implements SearchEngine {
  readonly requests: SearchRequest[] = [];
  failWith: Error | null = null;
  /** Resolves a search only when released (to interleave with changes). */
  gate: Promise<void> | null = null;

  async search(request: SearchRequest): Promise<SearchResult> {
    this.requests.push(request);
    if (this.gate) await this.gate;
    if (this.failWith) throw this.failWith;
    const id = this.requests.length;
    return {
      hits: [{ id } as SearchResult['hits'][number]],
      count: 1,
      page: request.state.page,
      pages: 1,
      hitsPerPage: 21,
      facets: {},
      facetStats: {},
      ms: 1,
    };
  }
}
