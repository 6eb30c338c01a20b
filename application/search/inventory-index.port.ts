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
   * Re-reads every car of one site from the repository: after deletions, a bulk load or a
   * change the feed missed. Resolves once searches reflect the repository as read. Rejects
   * only when the repository or the index's store fails.
   */
  rebuild(siteSlug: string): Promise<void>;
}

/** Tells several indexes, in order (engines before the caches in front of them). */
export class InventoryChangeFeed implements InventoryIndex {
  constructor(private readonly indexes: readonly InventoryIndex[]) {}

  async carsChanged(cars: readonly Car[]): Promise<void> {
    for (const index of this.indexes) await index.carsChanged(cars);
  }

  async rebuild(siteSlug: string): Promise<void> {
    for (const index of this.indexes) await index.rebuild(siteSlug);
  }
}
