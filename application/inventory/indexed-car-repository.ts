import type { Car } from '../../domain/vehicle/car';
import type { InventoryIndex } from '../search/inventory-index.port';
import type { CarRepository, CarUpdate, CarUpdater, StockApplied, StockBatch, StockEntry } from './car-repository.port';

/**
 * The CarRepository every writer uses: after stock is stored, the inventory indexes (search
 * engines and their caches) hear of it through their change feed, so searches follow the
 * inventory (issue 4: the index is kept current when stock changes). Reads pass through.
 * The engines themselves read the undecorated repository.
 */
export class IndexedCarRepository implements CarRepository, CarUpdater {
  constructor(
    private readonly cars: CarRepository & CarUpdater,
    private readonly index: InventoryIndex,
  ) {}

  listBySite(siteSlug: string): Promise<Car[]> {
    return this.cars.listBySite(siteSlug);
  }

  findBySlug(siteSlug: string, slug: string): Promise<Car | null> {
    return this.cars.findBySlug(siteSlug, slug);
  }

  findById(siteSlug: string, id: number): Promise<Car | null> {
    return this.cars.findById(siteSlug, id);
  }

  /** Stores, then tells the indexes; rejects (telling nobody) when the store fails. */
  async upsertMany(cars: readonly Car[]): Promise<void> {
    await this.cars.upsertMany(cars);
    if (cars.length > 0) await this.index.carsChanged(cars);
  }

  /**
   * Updates under the row lock, then tells the indexes of the car as stored (right after its
   * commit, as upsertMany does); tells nobody when there is no such car or the update failed.
   */
  async updateWith(siteSlug: string, id: number, change: (car: Car) => Car): Promise<CarUpdate | null> {
    const updated = await this.cars.updateWith(siteSlug, id, change);
    if (updated) await this.index.carsChanged([updated.after]);
    return updated;
  }

  /**
   * Applies the batch, then tells the indexes of every car inserted or changed — so the store need
   * not bring this process the same changes again through its change feed (a 100,000-car import
   * would be read back and indexed twice).
   */
  async applyStock(siteSlug: string, batch: StockBatch): Promise<StockApplied> {
    const applied = await this.cars.applyStock(siteSlug, { ...batch, indexedByCaller: true });
    const changed = [...applied.inserted, ...applied.updated.map((u) => u.after)];
    if (changed.length > 0 && !batch.dryRun) await this.index.carsChanged(changed);
    return applied;
  }

  listStock(siteSlug: string, only?: readonly string[]): Promise<StockEntry[]> {
    return this.cars.listStock(siteSlug, only);
  }

  count(siteSlug?: string): Promise<number> {
    return this.cars.count(siteSlug);
  }
}
