import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { Car } from '../../domain/vehicle/car';
import type { UseCase } from '../shared/use-case';
import type { CarRepository } from './car-repository.port';

/** The car is not listed on this site (wrong slug, or another dealer's car). */
export interface CarNotFound {
  readonly code: 'CAR.NOT_FOUND';
  readonly slug: string;
  readonly message: string;
}

export const carNotFound = (slug: string): CarNotFound => ({ code: 'CAR.NOT_FOUND', slug, message: `No car '${slug}' on this site.` });

/** Which car of which site: the input of every use case about one car. */
export interface CarOfSite {
  readonly site: Pick<DealerSite, 'slug'>;
  readonly slug: string;
}

/**
 * A car of one site by its slug: `GET /api/cars/{slug}` (ARCHITECTURE contracts). Issue 12: a
 * slug of digits that no car has is read as the car's id, because spec 1 §2's trade-in link
 * names the car by id (`/cars/trade-in?car_id={id}`); the car's own pages keep its slug as
 * their canonical URL.
 */
export class GetCar implements UseCase<CarOfSite, CarNotFound, Car> {
  constructor(private readonly deps: { readonly cars: Pick<CarRepository, 'findBySlug' | 'findById'> }) {}

  execute({ site, slug }: CarOfSite): TaskEither<CarNotFound, Car> {
    return async () => {
      const bySlug = await this.deps.cars.findBySlug(site.slug, slug);
      const car = bySlug ?? (/^\d{1,15}$/.test(slug) ? await this.deps.cars.findById(site.slug, Number(slug)) : null);
      return car ? E.right(car) : E.left(carNotFound(slug));
    };
  }
}
