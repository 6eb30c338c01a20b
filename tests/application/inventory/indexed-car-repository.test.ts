import { describe, expect, it } from 'vitest';
import type { CarRepository, CarUpdater } from '../../../application/inventory/car-repository.port';
import { IndexedCarRepository } from '../../../application/inventory/indexed-car-repository';
import type { InventoryIndex } from '../../../application/search/inventory-index.port';
import type { Car } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';

/** An in-memory repository and an index that records what it hears. */
function fakes(options: { failWrites?: boolean } = {}) {
  const stored = new Map<number, Car>();
  const cars: CarRepository & CarUpdater = {
    listBySite: async (site) => [...stored.values()].filter((c) => c.site_slug === site),
    findBySlug: async (site, slug) => [...stored.values()].find((c) => c.site_slug === site && c.slug === slug) ?? null,
    findById: async (site, id) => (stored.get(id)?.site_slug === site ? (stored.get(id) ?? null) : null),
    upsertMany: async (list) => {
      if (options.failWrites) throw new Error('database down');
      for (const car of list) stored.set(car.id, car);
    },
    count: async (site) => [...stored.values()].filter((c) => site === undefined || c.site_slug === site).length,
    updateWith: async (site, id, change) => {
      const before = stored.get(id);
      if (before?.site_slug !== site) return null;
      if (options.failWrites) throw new Error('database down');
      const after = change(before);
      stored.set(id, after);
      return { before, after };
    },
    applyStock: async (site, batch) => {
      if (options.failWrites) throw new Error('database down');
      const inserted = batch.inserts(Array.from({ length: batch.newCars }, (_, i) => 900_000 + stored.size + i));
      const updated = [...batch.updates]
        .map(([id, change]) => ({ before: stored.get(id), change }))
        .filter((u): u is { before: Car; change: (car: Car) => Car } => u.before?.site_slug === site)
        .map(({ before, change }) => ({ before, after: change(before) }))
        .filter(({ before, after }) => after !== before);
      for (const car of [...inserted, ...updated.map((u) => u.after)]) stored.set(car.id, car);
      return { inserted, updated };
    },
    listStock: async (site) =>
      [...stored.values()].filter((c) => c.site_slug === site).map((c) => ({ id: c.id, stocknum: c.stocknum, slug: c.slug, status: c.status })),
  };
  const heard: Car[][] = [];
  const index: InventoryIndex = {
    carsChanged: async (list) => {
      // The index hears only of stock that is already stored.
      for (const car of list) expect(stored.get(car.id)).toBe(car);
      heard.push([...list]);
    },
    rebuild: async () => {},
  };
  return { repository: new IndexedCarRepository(cars, index), heard, stored };
}

describe('IndexedCarRepository (the search index follows stock changes)', () => {
  it('tells the indexes of stored cars after storing them', async () => {
    const { repository, heard } = fakes();
    const car = aCar().withSite('harbour-motors').build();
    await repository.upsertMany([car]);
    expect(heard).toEqual([[car]]);
    await expect(repository.findBySlug('harbour-motors', car.slug)).resolves.toBe(car);
    await expect(repository.count()).resolves.toBe(1);
  });

  it('tells nobody when nothing was written, or when the write failed', async () => {
    const empty = fakes();
    await empty.repository.upsertMany([]);
    expect(empty.heard).toEqual([]);
    const failing = fakes({ failWrites: true });
    await expect(failing.repository.upsertMany([aCar().build()])).rejects.toThrow('database down');
    expect(failing.heard).toEqual([]);
  });

  it('tells the indexes of an updated car as stored, and nobody when there is no such car or the update failed', async () => {
    const { repository, heard } = fakes();
    const car = aCar().withId(5).withSite('harbour-motors').withPrice(30_000).build();
    await repository.upsertMany([car]);
    const updated = await repository.updateWith('harbour-motors', 5, (c) => ({ ...c, price: 28_000 }));
    expect(updated?.before).toBe(car);
    expect(updated?.after.price).toBe(28_000);
    expect(heard).toEqual([[car], [updated?.after]]);
    expect(await repository.updateWith('bayside-pre-owned', 5, (c) => c)).toBeNull();
    expect(await repository.updateWith('harbour-motors', 6, (c) => c)).toBeNull();
    expect(heard).toHaveLength(2);
    const failing = fakes({ failWrites: true });
    failing.stored.set(5, car);
    await expect(failing.repository.updateWith('harbour-motors', 5, (c) => c)).rejects.toThrow('database down');
    expect(failing.heard).toEqual([]);
  });
});
