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

/** A car before and after a change made under its row lock. */
export interface CarUpdate {
  readonly before: Car;
  readonly after: Car;
}

/**
 * Changes one car read-modify-write, safe against another change at the same moment (issue 14:
 * a price and a status changed at once must both stand, and a price drop be judged against the
 * price it replaced).
 */
export interface CarUpdater {
  /**
   * In one transaction: reads the car with that id on that site, locking it (another update of
   * it waits), stores `change(car)` in its place and commits. `change` must be pure and keep the
   * car's id and site. Resolves with the car before and after, or null when the site has no
   * such car.
   */
  updateWith(siteSlug: string, id: number, change: (car: Car) => Car): Promise<CarUpdate | null>;

  /**
   * issue 16 (a stock feed, the inventory API): in one transaction, allocates ids for and inserts
   * `inserts(ids)` — the new cars, given their ids in order — and updates each car of `updates`
   * (id → change) on that site under its row lock, as updateWith does. All of it or none. A change
   * that returns the car unchanged (the same object) writes nothing. Resolves with the cars inserted
   * and the updates made (cars of the map the site does not have are skipped).
   */
  applyStock(siteSlug: string, batch: StockBatch): Promise<StockApplied>;
  /** The stock numbers of a site's cars (all, or only those listed), with their ids, slugs and statuses. */
  listStock(siteSlug: string, only?: readonly string[]): Promise<StockEntry[]>;
}

export interface StockEntry {
  readonly id: number;
  readonly stocknum: string;
  readonly slug: string;
  readonly status: Car['status'];
}

export interface StockBatch {
  /** How many new cars, and the cars once their ids are known. */
  readonly newCars: number;
  readonly inserts: (ids: readonly number[]) => readonly Car[];
  readonly updates: ReadonlyMap<number, (car: Car) => Car>;
  /** Work out what would change and write nothing (new cars get id 0). */
  readonly dryRun?: boolean;
  /**
   * The caller tells this process's indexes of every car applied, once committed (the
   * IndexedCarRepository does): a store whose change feed would also bring this process its own
   * changes (PostgreSQL's, heard by every instance) may leave them out of this process's feed.
   * Other processes still hear them.
   */
  readonly indexedByCaller?: boolean;
}

export interface StockApplied {
  readonly inserted: readonly Car[];
  readonly updated: readonly CarUpdate[];
}
