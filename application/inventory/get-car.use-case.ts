import * as E from 'fp-ts/lib/Either.js';
import type { Car } from '../../domain/vehicle/car';
import type { CarRepository } from './car-repository.port';

/** The car is not listed on this site (wrong slug, or another dealer's car). */
export interface CarNotFound {
  readonly code: 'CAR.NOT_FOUND';
  readonly slug: string;
}

/** A car of one site by its slug: `GET /api/cars/{slug}` (ARCHITECTURE contracts). */
export async function getCar(cars: CarRepository, siteSlug: string, slug: string): Promise<E.Either<CarNotFound, Car>> {
  const car = await cars.findBySlug(siteSlug, slug);
  return car ? E.right(car) : E.left({ code: 'CAR.NOT_FOUND', slug });
}
