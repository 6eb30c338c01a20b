import * as E from 'fp-ts/lib/Either.js';
import type {
  AnalyticsEvent,
  CaryardClient,
  DealershipItemSearch,
  DeliveryEstimate,
  DeliveryEstimateError,
  MarketComparison,
  PhoneRevealIds,
  VehicleViewResult,
  ViewedCarSnapshot,
  ModelSearch,
  ModelSearchResult,
  PublicSite,
  SearchHit,
  SearchRejected,
  SearchResult,
} from '../../application/client/caryard-client.port';
import { getPublicSite } from '../../application/dealer-site/get-site.use-case';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import { searchDealershipItems } from '../../application/inventory/dealership-items.use-case';
import { getCar } from '../../application/inventory/get-car.use-case';
import { lookupCars } from '../../application/inventory/lookup-cars.use-case';
import { searchListing, type SearchListingFailure } from '../../application/inventory/search-listing.use-case';
import { searchModels } from '../../application/inventory/search-models.use-case';
import { findSimilarCars } from '../../application/inventory/similar-cars.use-case';
import { trackEvent } from '../../application/analytics/track-event.use-case';
import type { SearchUnavailable } from '../../application/search/search-cars.use-case';
import { compareWithMarket } from '../../application/vehicle/compare-with-market.use-case';
import { estimateDelivery } from '../../application/vehicle/estimate-delivery.use-case';
import { recordPhoneReveal } from '../../application/vehicle/record-phone-reveal.use-case';
import { recordVehicleView } from '../../application/vehicle/record-vehicle-view.use-case';
import type { VehicleEngagementStore } from '../../application/vehicle/vehicle-engagement.port';
import { parseUpdatedAt } from './updated-at';
import type { SearchEngine, SearchSiteContext } from '../../application/search/search-engine.port';
import { SearchUnavailableError } from '../../application/search/search-engine.port';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { SearchState } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';

export interface InProcessClientDeps {
  readonly cars: CarRepository;
  readonly search: SearchEngine;
  readonly lookups: SearchEngine;
  readonly context: SearchSiteContext;
  /** Views, phone reveals and analytics; absent, those calls are not recorded. */
  readonly engagement?: VehicleEngagementStore;
}


/** An outage is a rejection of the client port, as over HTTP (a 503). */
const outage = (failure: SearchUnavailable): never => {
  throw new SearchUnavailableError(failure.message);
};

function rejectedOrOutage(failure: SearchListingFailure): SearchRejected {
  return failure.code === 'SEARCH.UNAVAILABLE' ? outage(failure) : failure;
}

/**
 * The client port served in-process while rendering a page on the server: the same
 * answers as the JSON API, without the HTTP round trip. One per request, bound to
 * the request's site.
 */
export class InProcessCaryardClient implements CaryardClient {
  constructor(
    private readonly site: DealerSite,
    private readonly deps: InProcessClientDeps,
  ) {}

  async getSite(): Promise<PublicSite> {
    return getPublicSite(this.site);
  }

  async search(state: SearchState): Promise<E.Either<SearchRejected, SearchResult>> {
    const answer = await searchListing(this.deps.search, { site: this.deps.context, state, now: new Date() });
    return E.isLeft(answer) ? E.left(rejectedOrOutage(answer.left)) : answer;
  }

  async getCar(slug: string): Promise<Car | null> {
    const answer = await getCar(this.deps.cars, this.site.slug, slug);
    return E.isRight(answer) ? answer.right : null;
  }

  async similar(slug: string): Promise<readonly SearchHit[] | null> {
    const answer = await findSimilarCars({ cars: this.deps.cars, engine: this.deps.search }, { site: this.deps.context, slug, now: new Date() });
    if (E.isRight(answer)) return answer.right;
    return answer.left.code === 'CAR.NOT_FOUND' ? null : outage(answer.left);
  }

  async lookupCars(filters: SearchState, limit: number): Promise<readonly SearchHit[]> {
    const answer = await lookupCars(this.deps.search, { site: this.deps.context, filters, limit, now: new Date() });
    return E.isRight(answer) ? answer.right : outage(answer.left);
  }

  async searchModels(search: ModelSearch): Promise<ModelSearchResult> {
    const answer = await searchModels(this.deps.lookups, { site: this.deps.context, search, now: new Date() });
    return E.isRight(answer) ? answer.right : outage(answer.left);
  }

  async searchDealershipItems(dealershipSlug: string, search: DealershipItemSearch): Promise<E.Either<SearchRejected, SearchResult> | null> {
    const answer = await searchDealershipItems(this.deps.lookups, {
      site: this.deps.context,
      dealershipSlugs: this.site.dealerships.map((d) => d.slug),
      dealershipSlug,
      search,
      now: new Date(),
    });
    if (E.isRight(answer)) return answer;
    if (answer.left.code === 'DEALERSHIP.NOT_FOUND') return null;
    return E.left(rejectedOrOutage(answer.left));
  }

  async autogauge(slug: string): Promise<MarketComparison | null> {
    const answer = await compareWithMarket(this.deps.cars, this.site.slug, slug);
    return E.isRight(answer) ? answer.right : null;
  }

  async recordView(slug: string, snapshot: ViewedCarSnapshot): Promise<VehicleViewResult | null> {
    const engagement = this.deps.engagement;
    if (!engagement) throw new Error('No engagement store: views are not counted here.');
    const updatedAt = snapshot.updated_at === undefined ? null : parseUpdatedAt(snapshot.updated_at);
    const answer = await recordVehicleView(
      { cars: this.deps.cars, engagement },
      {
        site: this.site,
        slug,
        ...(snapshot.photos_count !== undefined ? { photosCount: snapshot.photos_count } : {}),
        ...(updatedAt ? { updatedAt } : {}),
        ...(snapshot.website_id !== undefined ? { websiteId: snapshot.website_id } : {}),
      },
    );
    if (E.isRight(answer)) return answer.right;
    if (answer.left.code === 'CAR.NOT_FOUND') return null;
    throw new Error(answer.left.message);
  }

  async deliveryEstimate(postcode: string): Promise<E.Either<DeliveryEstimateError, DeliveryEstimate>> {
    return estimateDelivery(postcode);
  }

  async revealPhone(slug: string, ids: PhoneRevealIds): Promise<boolean> {
    const engagement = this.deps.engagement;
    if (!engagement) return false;
    try {
      const answer = await recordPhoneReveal(
        { cars: this.deps.cars, engagement },
        { site: this.site, slug, carId: ids.car_id, dealershipId: ids.dealership_id, websiteId: ids.website_id },
      );
      return E.isRight(answer);
    } catch {
      return false;
    }
  }

  async trackEvent(event: AnalyticsEvent): Promise<boolean> {
    const engagement = this.deps.engagement;
    if (!engagement) return false;
    try {
      return E.isRight(await trackEvent({ cars: this.deps.cars, engagement }, { siteSlug: this.site.slug, event }));
    } catch {
      return false;
    }
  }

  carPdfUrl(slug: string): string {
    return `/api/cars/${encodeURIComponent(slug)}/pdf`;
  }
}
