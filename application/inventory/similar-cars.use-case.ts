import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { emptySearchState, type SearchState } from '../../domain/search';
import { SIMILAR_LOOKUP_LIMIT, similarVehicles, similarVehiclesCriteria, type SimilarVehiclesCriteria } from '../../domain/vehicle';
import type { SearchEngine, SearchHit } from '../search/search-engine.port';
import { searchSiteContext } from '../search/search-site-context';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import { searchCars, type SearchUnavailable } from '../search/search-cars';
import type { CarRepository } from './car-repository.port';
import { carNotFound, type CarNotFound } from './get-car.use-case';

/**
 * The multi-search of spec 1 §7 as search states: one query per arm of the filter (same
 * make and model; same car type and body), each in stock, inside the price band, limited
 * to 10 hits. One more hit is asked for than the limit, since the current car may be among
 * them and is removed afterwards (the filter's "exclusion of the current id").
 */
export function similarQueries(criteria: SimilarVehiclesCriteria): SearchState[] {
  const base: SearchState = {
    ...emptySearchState,
    hitsPerPage: SIMILAR_LOOKUP_LIMIT + 1,
    range: { price: { min: criteria.price.min, max: criteria.price.max } },
  };
  const queries: SearchState[] = [
    {
      ...base,
      refinementList: {
        status: [criteria.status],
        make: [criteria.sameMakeModel.make],
        model: [criteria.sameMakeModel.model],
      },
    },
  ];
  if (criteria.sameTypeBody) {
    queries.push({
      ...base,
      refinementList: {
        status: [criteria.status],
        car_type: [criteria.sameTypeBody.car_type],
        body: [criteria.sameTypeBody.simple_body],
      },
    });
  }
  return queries;
}

/**
 * Similar vehicles for a car of the site (spec 1 §5, §7, §9): the queries above, in
 * order, their hits concatenated and chosen by the domain rule (in stock, 6 shown,
 * duplicates removed by id, the current car never). Left when the car is not on the
 * site, or the search store is unavailable.
 */
export class FindSimilarCars implements UseCase<{ readonly site: DealerSite; readonly slug: string }, CarNotFound | SearchUnavailable, readonly SearchHit[]> {
  constructor(private readonly deps: { readonly cars: Pick<CarRepository, 'findBySlug'>; readonly engine: SearchEngine; readonly clock?: Clock }) {}

  execute(request: { readonly site: DealerSite; readonly slug: string }): TaskEither<CarNotFound | SearchUnavailable, readonly SearchHit[]> {
    return () => this.#similar(request.site, request.slug);
  }

  async #similar(site: DealerSite, slug: string): Promise<E.Either<CarNotFound | SearchUnavailable, readonly SearchHit[]>> {
    const deps = this.deps;
    const request = { site: searchSiteContext(site), slug, now: (deps.clock ?? systemClock).now() };
    const current = await deps.cars.findBySlug(request.site.slug, request.slug);
    if (!current) return E.left(carNotFound(request.slug));
    const candidates: SearchHit[] = [];
    for (const state of similarQueries(similarVehiclesCriteria(current))) {
      // spec 1 §7: the multi-search asks for no facets.
      const answer = await searchCars(deps.engine, { site: request.site, state, now: request.now, facets: [] });
      if (E.isLeft(answer)) return answer;
      candidates.push(...answer.right.hits);
    }
    return E.right(similarVehicles(current, candidates));
  }
}
