import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { MAX_HITS_PER_PAGE, type SearchState } from '../../domain/search';
import type { SearchHit } from '../search/search-engine.port';
import { searchCars, type SearchUnavailable } from '../search/search-cars';
import { searchSiteContext } from '../search/search-site-context';
import { systemClock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { SearchDeps } from './search-listing.use-case';

/** spec 1 §7 vehicle lookup: 21 cars unless the caller asks for another number. */
export const DEFAULT_LOOKUP_LIMIT = 21;

export interface LookupRequest {
  readonly site: DealerSite;
  readonly filters: SearchState;
  /** 1–100; clamped. */
  readonly limit: number;
}

/**
 * Vehicle lookup by filter (spec 1 §7 `GET /api/cars?search_filters=&limit=`): the first
 * `limit` cars of the search, without facets. Left when the search store is unavailable.
 */
export class LookupCars implements UseCase<LookupRequest, SearchUnavailable, readonly SearchHit[]> {
  constructor(private readonly deps: SearchDeps) {}

  execute({ site, filters, limit }: LookupRequest): TaskEither<SearchUnavailable, readonly SearchHit[]> {
    return async () => {
      const hitsPerPage = Math.min(MAX_HITS_PER_PAGE, Math.max(1, Math.floor(limit)));
      const answer = await searchCars(this.deps.engine, {
        site: searchSiteContext(site),
        state: { ...filters, page: 1, hitsPerPage },
        now: (this.deps.clock ?? systemClock).now(),
        facets: [],
      });
      return E.map((result: { hits: readonly SearchHit[] }) => result.hits)(answer);
    };
  }
}
