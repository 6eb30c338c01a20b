/**
 * The search port (docs/http-api.md, `GET /api/search`): every use case that lists
 * cars asks a SearchEngine. Adapters: EmbeddedSearchEngine (in-process index, the default)
 * and PostgresSearchEngine (SQL over the shared database); they answer alike.
 */
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FinanceProviderName, StockFilter } from '../../domain/dealer-site/dealer-site';
import type { FacetAttribute, RangeAttribute, SearchState } from '../../domain/search';
import type { CarImage, CarStatus, CarType, ItemType } from '../../domain/vehicle/car';

/** What a search needs to know of the dealer site it runs for. */
export interface SearchSiteContext {
  readonly slug: string;
  /** spec 1 §1: the site's stock filter (preset 0–14 and conditions). */
  readonly stockFilter: StockFilter;
  /** spec 2 §4, §7: sold cars stay listed this many days (3 by default). */
  readonly includeSoldCarsDays: number;
  /** The site's finance provider: its lender record on each car gives weekly_price. */
  readonly financeProvider: FinanceProviderName;
  /** spec 1 §5: on some sites price ascending sort adds price > 0. Default false. */
  readonly priceAscExcludesZero?: boolean;
  /** Page size when the state names none; default 21 (spec 1 §9). */
  readonly hitsPerPage?: number;
  /** The make of a manufacturer site (spec 2 §4: no finance estimate on the Suzuki site). */
  readonly manufacturer?: string | null;
  /** spec 2 §4: dealerships without a finance estimate (so without weekly_price). */
  readonly hiddenFinanceDealershipIds?: readonly number[];
  /** The site's dealerships: dealership_name values by dealership_id. */
  readonly dealerships?: readonly { readonly id: number; readonly name: string }[];
}

export interface SearchRequest {
  readonly site: SearchSiteContext;
  /** The search as the URL states it; engines read it in canonical form (canonicalSearchState). */
  readonly state: SearchState;
  /** The instant of the search: the sold-car window and the age rules are measured from it. */
  readonly now: Date;
  /** Facet attributes to count; default every FACET_ATTRIBUTES. */
  readonly facets?: readonly FacetAttribute[];
}

/** The location a card overlays (spec 1 §2 "Card location overlay"). */
export interface SearchHitLocation {
  readonly id: number;
  readonly name: string;
  readonly city: string | null;
  readonly state: string | null;
}

/**
 * One result: the fields of a search card (spec 1 §2 "Search card": year, make, model,
 * badge, series, price and price type, condition, transmission, odometer, fuel, tag
 * banner inputs, location overlay, images) plus what the UI needs to link and decide.
 * Optional car fields the car lacks are null.
 */
export interface SearchHit {
  readonly id: number;
  readonly slug: string;
  readonly path: string;
  readonly name: string;
  readonly item_type: ItemType;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly badge: string | null;
  readonly series: string | null;
  readonly price: number;
  readonly before_price: number | null;
  readonly offer_price: number | null;
  readonly subscription_price: number | null;
  readonly preorder: boolean;
  readonly price_type: string | null;
  readonly car_type: CarType;
  readonly status: CarStatus;
  readonly tag: string | null;
  readonly reserved: boolean;
  readonly certified: boolean;
  readonly km: number;
  readonly trans: string | null;
  readonly simple_transmission: string | null;
  readonly fuel: string | null;
  readonly simple_fuel: string | null;
  readonly simple_body: string | null;
  readonly simple_drive: string | null;
  readonly colour: string | null;
  readonly stocknum: string;
  /** The first images of the car (at most 3), videos included as the feed has them. */
  readonly images: readonly CarImage[];
  readonly primary_image_url: string | null;
  readonly photos_count: number;
  readonly location: SearchHitLocation | null;
  readonly location_id: number;
  readonly dealership_id: number;
  readonly dealership_slug: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly sold_at: string | null;
  /** The weekly finance estimate for the site's provider, whole dollars; null when none shows. */
  readonly weekly_price: number | null;
}

/** `{value: count}` of one facet attribute; only values with a count above 0. */
export type FacetCounts = Readonly<Record<string, number>>;

export interface FacetStat {
  readonly min: number;
  readonly max: number;
}

export interface SearchResult {
  /** The requested page, in sort order. Empty beyond the last page. */
  readonly hits: readonly SearchHit[];
  /** Cars matching the whole search. */
  readonly count: number;
  /** 1-based, as requested. */
  readonly page: number;
  /** ceil(count / hitsPerPage). */
  readonly pages: number;
  readonly hitsPerPage: number;
  /**
   * Disjunctive counts for each requested facet attribute (present even when empty):
   * every filter except the attribute's own (its refinements and its range) applies.
   */
  readonly facets: Readonly<Partial<Record<FacetAttribute, FacetCounts>>>;
  /**
   * {min, max} of each range attribute over the search without that attribute's own
   * filters; absent when no such car has the number.
   */
  readonly facetStats: Readonly<Partial<Record<RangeAttribute, FacetStat>>>;
  /** Milliseconds this search took to answer. */
  readonly ms: number;
}

/**
 * The engine's backing store could not answer (database down, connection lost): an
 * expected failure, a value, never an exception. Adapters map it (HTTP 503, a CLI message).
 */
export interface SearchUnavailable {
  readonly code: 'SEARCH.UNAVAILABLE';
  readonly message: string;
}

export const searchUnavailable = (message: string): SearchUnavailable => ({ code: 'SEARCH.UNAVAILABLE', message });

export interface SearchEngine {
  /**
   * Answers one search over the cars of `request.site.slug` that the site lists at
   * `request.now` (siteStockPredicate: visible on the website, within the stock filter,
   * available or sold within include_sold_cars_days):
   * - text: every query term matches make, model, badge, series, colour, stock number or
   *   rego — exactly, by prefix for the last word, or one typo away (domain/search search-text);
   * - refinements: OR within an attribute, AND across attributes; ranges inclusive, a car
   *   without the number fails the range;
   * - sort by the domain's sortPlan (price_asc with price > 0 where the site says so);
   *   relevance with a query puts cars containing more query terms exactly first;
   * - the page `state.page` of `state.hitsPerPage ?? site.hitsPerPage ?? 21` hits;
   * - disjunctive facet counts and facetStats (see SearchResult).
   * Deterministic: equal requests give equal results. Lazy: nothing runs until the task is
   * run. Right for every canonical state; Left SearchUnavailable when the engine's backing
   * store cannot be reached. Any other failure is a bug: the task rejects.
   */
  search(request: SearchRequest): TaskEither<SearchUnavailable, SearchResult>;
}
