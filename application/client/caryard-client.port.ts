import type { Either } from 'fp-ts/lib/Either.js';
import type { SearchState } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';
import type { PublicSite } from '../dealer-site/get-site.use-case';
import type { DealershipItemSearch } from '../inventory/dealership-items.use-case';
import type { SearchRejected } from '../inventory/search-listing.use-case';
import type { ModelSearch, ModelSearchResult } from '../inventory/search-models.use-case';
import type { SearchHit, SearchResult } from '../search/search-engine.port';
import type { AnalyticsEvent } from '../analytics/track-event.use-case';
import type { MarketComparison } from '../vehicle/compare-with-market.use-case';
import type { DeliveryEstimate, DeliveryEstimateError } from '../vehicle/estimate-delivery.use-case';
import type { VehicleViewResult } from '../vehicle/record-vehicle-view.use-case';

export type { PublicSite, PublicLocation } from '../dealer-site/get-site.use-case';
export type { SearchHit, SearchResult, FacetCounts, FacetStat } from '../search/search-engine.port';
export type { SearchRejected } from '../inventory/search-listing.use-case';
export type { ModelHit, ModelSearch, ModelSearchResult } from '../inventory/search-models.use-case';
export type { DealershipItemSearch } from '../inventory/dealership-items.use-case';
export type { AnalyticsEvent } from '../analytics/track-event.use-case';
export type { MarketComparison } from '../vehicle/compare-with-market.use-case';
export type { DeliveryEstimate, DeliveryEstimateError } from '../vehicle/estimate-delivery.use-case';
export type { LiveCarFields, VehicleViewResult } from '../vehicle/record-vehicle-view.use-case';

/** What a vehicle page sends with a view: its copy of the car (spec 1 §7 view.json). */
export interface ViewedCarSnapshot {
  readonly photos_count?: number;
  /** The car's updated_at as the page has it (ISO 8601, or epoch seconds or milliseconds). */
  readonly updated_at?: string | number;
  /** The site's id (PublicSite.id); optional, the site is the page's own. */
  readonly website_id?: number;
}

/** The ids a phone reveal carries (spec 1 §7): the page's car, its dealership, the site. */
export interface PhoneRevealIds {
  readonly car_id: number;
  readonly dealership_id: number;
  readonly website_id: number;
}

/**
 * Everything the UI asks of Caryard, scoped to the site being browsed. The server
 * implements it in-process (adapters/http) for rendering; the browser implements it
 * over `fetch` against the JSON API (ui/client). Route loaders depend only on this.
 *
 * Every method rejects when Caryard cannot be reached or fails (an outage, a bug: not
 * an expected outcome); expected outcomes are in the resolved value.
 */
export interface CaryardClient {
  /**
   * The current dealer site's public configuration. Resolves for any request that
   * reached a known site.
   */
  getSite(): Promise<PublicSite>;

  /**
   * One page of the site's search (`GET /api/search`): hits, count, disjunctive facets
   * and facetStats. Left when the search is refused: a query over 200 characters, or a
   * page beyond the last page (page 1 always exists).
   */
  search(state: SearchState, options?: { readonly signal?: AbortSignal }): Promise<Either<SearchRejected, SearchResult>>;

  /** A car of the site by slug (`GET /api/cars/{slug}`); null when the site has no such car. */
  getCar(slug: string): Promise<Car | null>;

  /**
   * Up to 6 in-stock cars similar to the car with this slug (`GET /api/cars/{slug}/similar`,
   * spec 1 §5, §7); null when the site has no such car.
   */
  similar(slug: string): Promise<readonly SearchHit[] | null>;

  /** The first `limit` (1–100) cars of a search, without facets (`GET /api/cars?search_filters=&limit=`). */
  lookupCars(filters: SearchState, limit: number): Promise<readonly SearchHit[]>;

  /** Manufacturer model search, 21 a page (`GET /api/models`). */
  searchModels(search: ModelSearch): Promise<ModelSearchResult>;

  /**
   * Items of one of the site's dealerships, 21 a page (`GET /api/dealerships/{slug}/items`).
   * null when the dealership is not the site's; Left when the page is beyond the last.
   */
  searchDealershipItems(dealershipSlug: string, search: DealershipItemSearch): Promise<Either<SearchRejected, SearchResult> | null>;

  /**
   * The price comparison of a car (`GET /cars/{slug}/autogauge`, spec 1 §3, §7): where its
   * asking price sits in its market range, `fill` 0–1 with a lower price a higher fill. null
   * when the site has no such car or the car has no market data (the panel is then hidden);
   * whether the panel shows is domain priceComparisonPanel's call on the numbers.
   */
  autogauge(slug: string): Promise<MarketComparison | null>;

  /**
   * Counts a view of the car (`GET /api/cars/{slug}/view.json`, spec 1 §7) and resolves with
   * `{views, car_fields}`: car_fields holds the car's live fields (price, status, photos…)
   * when the page's snapshot is stale, else `{}`. null when the site has no such car.
   */
  recordView(slug: string, snapshot: ViewedCarSnapshot): Promise<VehicleViewResult | null>;

  /**
   * Delivery estimate for a postcode (`GET /api/delivery-estimate?postcode=`, spec 1 §7):
   * `{price, name}`. Left with POSTCODE.REQUIRED / POSTCODE.INVALID (the Postcode message)
   * or DELIVERY.NO_ESTIMATE (the spec 1 §8 text) in `message`, ready to show.
   */
  deliveryEstimate(postcode: string): Promise<Either<DeliveryEstimateError, DeliveryEstimate>>;

  /**
   * Records a phone reveal on a car's page (`POST /api/cars/{slug}/phone-reveal`, spec 1 §4,
   * §7). Never rejects: resolves true when recorded, false when not (logged as a warning) —
   * a failed record must not stop the number being shown.
   */
  revealPhone(slug: string, ids: PhoneRevealIds): Promise<boolean>;

  /**
   * Sends an analytics event (`POST /api/analytics/events`): a spec 2 §7 id, or the name of an
   * event the spec gives no id (`'call_click'`, spec 1 §7), exactly one of them. Never rejects:
   * resolves true when recorded, false when not — spec 1 §8: logged as a warning, ignored.
   */
  trackEvent(event: AnalyticsEvent): Promise<boolean>;

  /** The URL of the car's PDF (`GET /api/cars/{slug}/pdf`, saved as `{slug}.pdf`), same origin. */
  carPdfUrl(slug: string): string;
}
