import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { SearchState } from '../../domain/search';
import type { SearchEngine, SearchResult, SearchSiteContext } from '../search/search-engine.port';
import { searchSiteContext } from '../search/search-site-context';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import { searchCars, type SearchUnavailable } from '../search/search-cars';

/**
 * Choice (issue 4: over-long queries get a 400): a text query of more than 200
 * characters is refused rather than cut, so no caller gets a silently different search.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * A search the listing refuses: the query is too long, or the page lies beyond the last
 * one (issue 4: "page beyond the end gets a 400"). `fields` names the offending parameters
 * as the URL spells them.
 */
export interface SearchRejected {
  readonly code: 'VALIDATION_FAILED';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
  /** Set when only the page was out of range: the last page there is (0 when nothing matched). */
  readonly lastPage?: number;
}

export type SearchListingFailure = SearchRejected | SearchUnavailable;

export interface SearchListingRequest {
  readonly site: SearchSiteContext;
  readonly state: SearchState;
  readonly now: Date;
}

const rejected = (message: string, fields: Record<string, string>, lastPage?: number): SearchRejected => ({
  code: 'VALIDATION_FAILED',
  message,
  fields,
  ...(lastPage !== undefined ? { lastPage } : {}),
});

/**
 * The search listing of a site (spec 1 §2, docs/http-api.md, `GET /api/search`): the
 * engine's answer for the state, refused when the query is over 200 characters or the
 * page is beyond the last page (page 1 is always allowed, even with no results).
 */
async function searchListing(engine: SearchEngine, request: SearchListingRequest): Promise<E.Either<SearchListingFailure, SearchResult>> {
  const { state } = request;
  if (state.query.length > MAX_QUERY_LENGTH) {
    return E.left(
      rejected(`The search text is ${state.query.length} characters long; at most ${MAX_QUERY_LENGTH} are allowed.`, {
        query: `At most ${MAX_QUERY_LENGTH} characters.`,
      }),
    );
  }
  const answer = await searchCars(engine, { site: request.site, state, now: request.now });
  if (E.isLeft(answer)) return answer;
  const { page, pages } = answer.right;
  if (page > Math.max(1, pages)) {
    return E.left(
      rejected(
        pages === 0 ? `Page ${page} does not exist: nothing matches this search.` : `Page ${page} is beyond the last page, ${pages}.`,
        { page: pages === 0 ? 'Only page 1 exists for this search.' : `The last page is ${pages}.` },
        pages,
      ),
    );
  }
  return answer;
}

/** What every search-backed use case needs: the engine, and the clock the sold-car window is measured on. */
export interface SearchDeps {
  readonly engine: SearchEngine;
  readonly clock?: Clock;
}

export interface SiteSearch {
  readonly site: DealerSite;
  readonly state: SearchState;
}

/** `GET /api/search` and the search pages: the listing above for a dealer site, now. */
export class SearchListing implements UseCase<SiteSearch, SearchListingFailure, SearchResult> {
  constructor(private readonly deps: SearchDeps) {}

  execute({ site, state }: SiteSearch): TaskEither<SearchListingFailure, SearchResult> {
    return () => searchListing(this.deps.engine, { site: searchSiteContext(site), state, now: (this.deps.clock ?? systemClock).now() });
  }
}
