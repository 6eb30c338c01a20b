/**
 * The sitemap of a dealer site (issue 11 item 8; sitemaps.org protocol): every indexable page
 * (domain/site-content/indexable-paths) and every car the site shows for sale, as absolute URLs
 * on the site's configured `site_url` (the origin canonical links use).
 *
 * Choice (the protocol: at most 50,000 URLs a file, an index above): /sitemap.xml is always a
 * sitemap index — of /sitemap-pages.xml and /sitemap-cars-{n}.xml, chunks of at most 50,000
 * cars — so its shape never changes with the stock and a site of 100,000 cars needs nothing else.
 */
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { emptySearchState, type FacetAttribute, type SearchState } from '../../domain/search';
import { indexablePages, stockFacetsOf, type IndexablePage } from '../../domain/site-content/indexable-paths';
import type { CarStatus } from '../../domain/vehicle/car';
import type { SearchEngine, SearchSiteContext } from '../search/search-engine.port';
import { searchCars, type SearchUnavailable } from '../search/search-cars';
import { searchSiteContext } from '../search/search-site-context';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';

/** sitemaps.org: a sitemap file lists at most 50,000 URLs. */
export const SITEMAP_MAX_URLS = 50_000;

/** Which file of the sitemap: the index, the pages, or the n-th chunk of cars (from 1). */
export type SitemapPart = { readonly kind: 'index' } | { readonly kind: 'pages' } | { readonly kind: 'cars'; readonly chunk: number };

/** The path each part is served at. */
export function sitemapPath(part: SitemapPart): string {
  switch (part.kind) {
    case 'index':
      return '/sitemap.xml';
    case 'pages':
      return '/sitemap-pages.xml';
    case 'cars':
      return `/sitemap-cars-${part.chunk}.xml`;
  }
}

/** One entry: an absolute URL and, when known, its last change (W3C datetime). */
export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod?: string;
}

/** A sitemap index (`<sitemapindex>`) or a sitemap (`<urlset>`); the channel writes it as XML. */
export type Sitemap =
  { readonly kind: 'index'; readonly sitemaps: readonly SitemapEntry[] } | { readonly kind: 'urlset'; readonly urls: readonly SitemapEntry[] };

/** A chunk of cars the site does not have (beyond the last, or any when it has no car for sale). */
export interface SitemapNotFound {
  readonly code: 'SITEMAP.NOT_FOUND';
  readonly message: string;
}

export interface SitemapRequest {
  readonly site: DealerSite;
  readonly part: SitemapPart;
}

/**
 * Choice (spec 1 §9 shows sold cars for include_sold_cars_days; the sitemap lists what is for
 * sale): only cars in stock or coming soon are listed. A sold car still shown in its window
 * keeps answering its page, but is not offered to search engines, which would index a car
 * nobody can buy; a car past the window is not on the site at all (the search's visibility).
 */
const FOR_SALE: readonly CarStatus[] = ['in_stock', 'coming_soon'];
const STOCK_FACETS: readonly FacetAttribute[] = ['car_type', 'make', 'make_model', 'body'];

const forSale = (state: Partial<SearchState> = {}): SearchState => ({
  ...emptySearchState,
  ...state,
  refinementList: { status: FOR_SALE },
});

/** An ISO instant as a W3C datetime to the second; undefined when it is not one. */
function w3cDatetime(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export class BuildSitemap implements UseCase<SitemapRequest, SitemapNotFound | SearchUnavailable, Sitemap> {
  readonly #chunkSize: number;
  /** The site's search context with the chunk as its page size (per site object, like searchSiteContext). */
  readonly #chunkContexts = new WeakMap<DealerSite, SearchSiteContext>();

  /**
   * @param deps.engine the search engine the site's listings use: the sitemap lists what the search shows
   * @param deps.chunkSize cars a file (default and at most SITEMAP_MAX_URLS; smaller in tests)
   */
  constructor(private readonly deps: { readonly engine: SearchEngine; readonly clock?: Clock; readonly chunkSize?: number }) {
    this.#chunkSize = Math.min(SITEMAP_MAX_URLS, Math.max(1, Math.floor(deps.chunkSize ?? SITEMAP_MAX_URLS)));
  }

  /**
   * The part asked for. Left SITEMAP.NOT_FOUND for a chunk of cars the site does not have;
   * Left SEARCH.UNAVAILABLE when the search store cannot answer.
   */
  execute({ site, part }: SitemapRequest): TaskEither<SitemapNotFound | SearchUnavailable, Sitemap> {
    const url = (path: string): string => new URL(path, site.site_url).href;
    switch (part.kind) {
      case 'index':
        return TE.map((count: number): Sitemap => {
          const chunks = Math.ceil(count / this.#chunkSize);
          const parts: SitemapPart[] = [{ kind: 'pages' }, ...Array.from({ length: chunks }, (_, i): SitemapPart => ({ kind: 'cars', chunk: i + 1 }))];
          return { kind: 'index', sitemaps: parts.map((p) => ({ loc: url(sitemapPath(p)) })) };
        })(this.#carsForSale(site));
      case 'pages':
        return TE.map((pages: readonly IndexablePage[]): Sitemap => ({
          kind: 'urlset',
          urls: pages.map((page) => ({ loc: url(page.path), ...(page.lastmod ? { lastmod: page.lastmod } : {}) })),
        }))(this.#pages(site));
      case 'cars':
        return this.#cars(site, part.chunk, url);
    }
  }

  #search(site: SearchSiteContext, state: SearchState, facets: readonly FacetAttribute[]) {
    return () => searchCars(this.deps.engine, { site, state, now: (this.deps.clock ?? systemClock).now(), facets });
  }

  #carsForSale(site: DealerSite): TaskEither<SearchUnavailable, number> {
    return TE.map((result: { count: number }) => result.count)(this.#search(searchSiteContext(site), forSale({ hitsPerPage: 1 }), []));
  }

  /** The site's pages: its configuration's, and the search pages its stock for sale fills. */
  #pages(site: DealerSite): TaskEither<SearchUnavailable, readonly IndexablePage[]> {
    return TE.map((result: { facets: Parameters<typeof stockFacetsOf>[0] }) => indexablePages(site, stockFacetsOf(result.facets)))(
      this.#search(searchSiteContext(site), forSale({ hitsPerPage: 1 }), STOCK_FACETS),
    );
  }

  /** Chunk n of the cars for sale, newest first (the search's 'latest' order), at /cars/{slug}, lastmod from updated_at. */
  #cars(site: DealerSite, chunk: number, url: (path: string) => string): TaskEither<SitemapNotFound | SearchUnavailable, Sitemap> {
    const notFound: SitemapNotFound = { code: 'SITEMAP.NOT_FOUND', message: `This site has no ${sitemapPath({ kind: 'cars', chunk })}.` };
    if (!Number.isSafeInteger(chunk) || chunk < 1) return TE.left(notFound);
    // The engine pages by the context's page size when the state names none (states allow at most 100).
    let context = this.#chunkContexts.get(site);
    if (!context) {
      context = { ...searchSiteContext(site), hitsPerPage: this.#chunkSize };
      this.#chunkContexts.set(site, context);
    }
    const search = this.#search(context, forSale({ page: chunk, sortBy: 'latest' }), []);
    return async () => {
      const answer = await search();
      if (E.isLeft(answer)) return answer;
      const { hits, pages } = answer.right;
      if (chunk > pages || hits.length === 0) return E.left(notFound);
      return E.right({
        kind: 'urlset',
        urls: hits.map((hit) => {
          const lastmod = w3cDatetime(hit.updated_at);
          return { loc: url(`/cars/${encodeURIComponent(hit.slug)}`), ...(lastmod ? { lastmod } : {}) };
        }),
      });
    };
  }
}
