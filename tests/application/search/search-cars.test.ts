import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { searchUnavailable } from '../../../application/search/search-engine.port';
import { searchCars } from '../../../application/search/search-cars';
import { emptySearchState } from '../../../domain/search';
import { FakeSearchEngine } from './fake-search-engine';

const site = {
  slug: 'a',
  stockFilter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  includeSoldCarsDays: 3,
  financeProvider: 'Manual' as const,
};
const NOW = new Date('2025-06-02T00:00:00Z');

describe('searchCars', () => {
  it('asks the engine with the state in canonical form', async () => {
    const engine = new FakeSearchEngine();
    const result = await searchCars(engine, {
      site,
      now: NOW,
      state: { ...emptySearchState, page: -3, refinementList: { make: [' Kia ', 'Kia', ''] }, range: { price: { min: 9, max: 1 } } },
    });
    expect(E.isRight(result)).toBe(true);
    expect(engine.requests[0]?.state).toEqual({ ...emptySearchState, refinementList: { make: ['Kia'] }, range: { price: { min: 1, max: 9 } } });
  });

  it("answers the engine's SEARCH.UNAVAILABLE as a Left; any other failure is a bug and rejects", async () => {
    const engine = new FakeSearchEngine();
    engine.unavailable = searchUnavailable('database down');
    expect(await searchCars(engine, { site, now: NOW, state: emptySearchState })).toEqual(E.left({ code: 'SEARCH.UNAVAILABLE', message: 'database down' }));
    engine.failWith = new TypeError('bug');
    await expect(searchCars(engine, { site, now: NOW, state: emptySearchState })).rejects.toThrow('bug');
  });
});
