import type { Car } from '../../domain/vehicle/car';

/**
 * The change feed of an index of the inventory: whoever changes the stock in the
 * CarRepository tells the indexes (search engines, caches), so searches follow the
 * inventory. Implemented by EmbeddedSearchEngine, PostgresSearchEngine and CachingSearchEngine.
 */
export interface InventoryIndex {
  /**
   * These cars were inserted or updated in the repository (whole, as stored; a car may
   * have moved site). Resolves once searches reflect them. Rejects only when the index's
   * own store fails, as the repository write before it would have (a store that fails
   * here answers searches with Left SearchUnavailable until it is back).
   */
  carsChanged(cars: readonly Car[]): Promise<void>;
  /**
   * These cars are no longer in the repository (issue 16: deleted by a direct database
   * write, seen through the change feed). Resolves once searches no longer return them; a car
   * the index does not hold is ignored. Rejects only when the index's own store fails.
   * Optional: an index that cannot outlive a deleted car's row needs none.
   */
  carsRemoved?(cars: readonly RemovedCar[]): Promise<void>;
  /**
   * Re-reads every car of one site from the repository: after deletions, a bulk load or a
   * change the feed missed. Resolves once searches reflect the repository as read. Rejects
   * only when the repository or the index's store fails.
   */
  rebuild(siteSlug: string): Promise<void>;
}

/** A car gone from the repository: its id and the site it was last seen on. */
export interface RemovedCar {
  readonly id: number;
  readonly site_slug: string;
}

/** Tells several indexes, in order (engines before the caches in front of them). */
export class InventoryChangeFeed implements InventoryIndex {
  readonly #indexes: InventoryIndex[];

  constructor(indexes: readonly InventoryIndex[]) {
    this.#indexes = [...indexes];
  }

  /**
   * Tells `index` of every change from now on, after the indexes already told (issue 16: the
   * feed-photo ingestion follows the stock this way). For the composition root, before start.
   */
  follow(index: InventoryIndex): void {
    this.#indexes.push(index);
  }

  async carsChanged(cars: readonly Car[]): Promise<void> {
    for (const index of this.#indexes) await index.carsChanged(cars);
  }

  async carsRemoved(cars: readonly RemovedCar[]): Promise<void> {
    for (const index of this.#indexes) await index.carsRemoved?.(cars);
  }

  async rebuild(siteSlug: string): Promise<void> {
    for (const index of this.#indexes) await index.rebuild(siteSlug);
  }
}
