import type { Car } from '../../domain/vehicle/car';

/** Where the inventory lives (PGlite embedded, PostgreSQL at scale). */
export interface CarRepository {
  /** Every car of one site, in no particular order. Empty array when the site has none. */
  listBySite(siteSlug: string): Promise<Car[]>;
  /** The car with that slug on that site, or null when the site has no such car. */
  findBySlug(siteSlug: string, slug: string): Promise<Car | null>;
  /** The car with that id on that site, or null when the site has no such car (another site's car included). */
  findById(siteSlug: string, id: number): Promise<Car | null>;
  /** Inserts or replaces cars by id, in one transaction: all of them or none. */
  upsertMany(cars: readonly Car[]): Promise<void>;
  /** Number of cars of a site, or of all sites when no slug is given. */
  count(siteSlug?: string): Promise<number>;
}
