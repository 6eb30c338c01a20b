/**
 * The search pages' data (spec 1 §2 "Vehicle search listing", spec 2 §2 /search/... routes):
 * the URL is the search state; the loader reads it, asks the client port, and hands the page
 * everything it shows. One loader serves /search/..., /used-car/... and /special-offers.
 */
import * as E from 'fp-ts/Either';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { CaryardClient, SearchResult } from '../../../application/client/caryard-client.port';
import {
  emptySearchState,
  parseSearchParams,
  parseSearchPath,
  searchHref,
  setPage,
  writeSearchParams,
  type SearchRouteBase,
  type SearchState,
} from '../../../domain/search';
import { routeContextOf, type RouteContextData } from '../../lib/search-route-context';
import { offerTagsOf } from '../../../domain/search/offers';

export type SearchVariant = 'search' | 'offers';

export type { RouteContextData };

export interface SearchPageData {
  readonly variant: SearchVariant;
  /** The state the URL states (path refinements included; on the offers page without its offer tags). */
  readonly state: SearchState;
  readonly routes: RouteContextData;
  /** The offers page's tag refinement (its base filter). */
  readonly offerTags: readonly string[];
  /** The answer; null when there was nothing to search (no offers) or the search failed. */
  readonly result: SearchResult | null;
  /** True when the search failed in the browser: the page keeps showing its last results. */
  readonly failed: boolean;
  /** When the results were fetched (ISO): tag banners are measured from it on server and browser alike. */
  readonly now: string;
}

export const OFFERS_PATH = '/special-offers';

/** What makes a car an offer: domain/search/offers.ts. */
export { offerTagsOf };

/** The href of a state on this page: the canonical search path, or the offers page with its own filters. */
export function hrefFor(variant: SearchVariant, state: SearchState, routes: RouteContextData): string {
  if (variant === 'offers') {
    const { tag: _offerTags, ...refinementList } = state.refinementList;
    const query = writeSearchParams({ ...state, refinementList });
    return query === '' ? OFFERS_PATH : `${OFFERS_PATH}?${query}`;
  }
  return searchHref(state, routes);
}

/** The search the offers page runs: its filters within the offer tags. */
export function searchedState(page: Pick<SearchPageData, 'variant' | 'state' | 'offerTags'>): SearchState {
  if (page.variant !== 'offers') return page.state;
  return { ...page.state, refinementList: { ...page.state.refinementList, tag: page.offerTags } };
}

const inBrowser = typeof document !== 'undefined';

interface Catalogue {
  readonly facets: SearchResult['facets'];
}

/**
 * In the browser the site's makes, models, bodies and tags are read once per visit (they
 * only name routes); the page the server rendered hands over its own (rememberCatalogue),
 * so the first navigation needs no extra request and survives a search outage.
 */
let browserCatalogue: Promise<Catalogue> | null = null;
let known: { readonly routes: RouteContextData; readonly offerTags: readonly string[] } | null = null;

/** The search page tells the loader what its route context was (browser only). */
export function rememberCatalogue(routes: RouteContextData, offerTags: readonly string[]): void {
  if (inBrowser) known = { routes, offerTags };
}

async function catalogue(client: CaryardClient): Promise<Catalogue> {
  const load = async (): Promise<Catalogue> => {
    const answer = await client.search({ state: { ...emptySearchState, hitsPerPage: 1 } });
    if (E.isLeft(answer)) {
      // Page 1 always exists, so a refusal here is a bug; anything else is an outage (503).
      if (answer.left.code === 'VALIDATION_FAILED') throw new Error(answer.left.message);
      throw data({ message: answer.left.message }, { status: 503 });
    }
    return { facets: answer.right.facets };
  };
  if (!inBrowser) return load();
  browserCatalogue ??= load().catch((error: unknown) => {
    browserCatalogue = null;
    throw error;
  });
  return browserCatalogue;
}

/** The base of a search path: '/used-car' for that dealer variant, else '/search'. */
export const baseOf = (pathname: string): SearchRouteBase => (/^\/used-car(\/|$)/i.test(pathname) ? '/used-car' : '/search');

/** The routes and offer tags of the site: read, or in the browser remembered from the last page. */
async function routeContextFor(client: CaryardClient, base: SearchRouteBase): Promise<{ routes: RouteContextData; offerTags: string[] }> {
  if (inBrowser && known && browserCatalogue === null) return { routes: { ...known.routes, base }, offerTags: [...known.offerTags] };
  try {
    const { facets } = await catalogue(client);
    return { routes: routeContextOf(base, facets), offerTags: offerTagsOf(facets.tag) };
  } catch (error) {
    if (!inBrowser) throw error;
    // The search below will most likely fail too, and keep the last results on screen.
    return { routes: { base, makes: [], models: {}, bodies: [] }, offerTags: [] };
  }
}

export function searchLoader(client: CaryardClient, variant: SearchVariant) {
  return async ({ request }: LoaderFunctionArgs): Promise<SearchPageData> => {
    const url = new URL(request.url);
    const now = new Date().toISOString();
    const { routes, offerTags } = await routeContextFor(client, baseOf(url.pathname));
    let state: SearchState = parseSearchParams(url.search);
    if (variant === 'search') {
      const parsed = parseSearchPath(`${url.pathname}${url.search}`, routes);
      // A make the site does not stock is a search with no results (domain KNOWN_MAKES); a word
      // that names no car type, body or make, or a model the site does not stock, is a real 404.
      if (E.isLeft(parsed)) throw data({ message: parsed.left.message }, { status: 404 });
      state = parsed.right;
    }
    const page = { variant, state, routes, offerTags };
    if (variant === 'offers' && offerTags.length === 0) return { ...page, result: null, failed: false, now };
    const answer = await client.search({ state: searchedState(page) }, { signal: request.signal });
    if (E.isRight(answer)) return { ...page, result: answer.right, failed: false, now };
    const failure = answer.left;
    if (failure.code === 'VALIDATION_FAILED') {
      // A page beyond the last: the same search from its first page.
      if (failure.fields['page'] !== undefined) throw redirect(hrefFor(variant, setPage(state, 1), routes));
      throw data({ message: failure.message }, { status: 400 });
    }
    if (failure.code === 'CLIENT.REJECTED') throw data({ message: failure.message }, { status: 400 });
    // SEARCH.UNAVAILABLE or CLIENT.UNAVAILABLE: on the server the page is a 503.
    if (!inBrowser) throw data({ message: failure.message }, { status: 503 });
    // spec 1 §4, §7: a failed search keeps the last results on screen; it is logged, not shown.
    if (!request.signal.aborted) console.warn(`Search failed; the last results stay on screen (${failure.code}: ${failure.message}).`);
    return { ...page, result: null, failed: true, now };
  };
}
