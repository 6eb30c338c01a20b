import * as E from 'fp-ts/lib/Either.js';
import type {
  CaryardClient,
  DealershipItemSearch,
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
import type { SearchUnavailable } from '../../application/search/search-cars.use-case';
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
}
