/**
 * issue 16: the embedded engine applies a changed car to a site's index without rebuilding it
 * (a layer of changes over the base index, adapters/search/embedded/layered-site-index.ts).
 * Whatever cars change, move in or are removed, an engine kept current that way answers every
 * search exactly as an engine built afresh from the same cars.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmbeddedSearchEngine } from '../../../adapters/search/embedded-search-engine';
import type { CarRepository } from '../../../application/inventory/car-repository.port';
import type { SearchState } from '../../../domain/search';
import { searchDocuments } from '../../../domain/search';
import type { Car } from '../../../domain/vehicle/car';
import { searchProfile } from '../../../application/search/search-site-context';
import { searchResult } from '../../application/search/search-result';
import { NOW, PROPERTY_SITE, propertyInventory, searchStates } from './search-engine-contract';

function repositoryOf(cars: () => readonly Car[]): CarRepository {
  return {
    listBySite: async (site) => cars().filter((car) => car.site_slug === site),
    findBySlug: async () => null,
    findById: async () => null,
    upsertMany: async () => {},
    count: async () => cars().length,
  };
}

type Change = { kind: 'price' | 'reserve' | 'sell' | 'remove' | 'add' | 'rank'; pick: number; amount: number };

const changes = fc.array(
  fc.record({
    kind: fc.constantFrom('price', 'reserve', 'sell', 'remove', 'add', 'rank'),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 50_000 }),
  }) as fc.Arbitrary<Change>,
  { minLength: 1, maxLength: 12 },
);

describe('EmbeddedSearchEngine: a changed car updates the index in place', () => {
  const inventory = propertyInventory();
  const documentOf = searchDocuments(searchProfile(PROPERTY_SITE, NOW));
  const states = searchStates(inventory.map(documentOf), inventory);
  const withoutMs = <T extends { ms: number }>({ ms: _ms, ...rest }: T) => rest;

  it('an index kept current car by car answers every search as one built afresh from the same cars', async () => {
    await fc.assert(
      fc.asyncProperty(changes, fc.array(states, { minLength: 1, maxLength: 4 }), async (list, searches: SearchState[]) => {
        let cars = inventory.slice();
        const live = new EmbeddedSearchEngine(repositoryOf(() => cars));
        await live.start([PROPERTY_SITE], NOW);
        let nextId = 900_000;
        for (const change of list) {
          const at = change.pick % cars.length;
          const car = cars[at]!;
          if (change.kind === 'remove') {
            cars = cars.filter((c) => c.id !== car.id);
            await live.carsRemoved([{ id: car.id, site_slug: car.site_slug }]);
            continue;
          }
          const changed: Car =
            change.kind === 'price'
              ? { ...car, price: change.amount }
              : change.kind === 'reserve'
                ? { ...car, reserved: !car.reserved }
                : change.kind === 'sell'
                  ? { ...car, status: 'sold', sold_at: NOW.toISOString() }
                  : change.kind === 'rank'
                    ? { ...car, created_at: new Date(NOW.getTime() - change.amount * 60_000).toISOString() }
                    : { ...car, id: nextId++, slug: `${car.slug}-copy-${nextId}` };
          cars = change.kind === 'add' ? [...cars, changed] : cars.map((c) => (c.id === car.id ? changed : c));
          await live.carsChanged([changed]);
          // A search between changes, so later changes land on a built index.
          await searchResult(live, { site: PROPERTY_SITE, state: searches[0]!, now: NOW });
        }
        const fresh = new EmbeddedSearchEngine(repositoryOf(() => cars));
        for (const state of searches) {
          const request = { site: PROPERTY_SITE, state, now: NOW };
          expect(withoutMs(await searchResult(live, request))).toEqual(withoutMs(await searchResult(fresh, request)));
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
