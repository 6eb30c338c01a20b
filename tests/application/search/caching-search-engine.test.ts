import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { CachingSearchEngine } from '../../../application/search/caching-search-engine';
import { searchUnavailable, type SearchRequest, type SearchSiteContext } from '../../../application/search/search-engine.port';
import { emptySearchState, setQuery, setRefinement } from '../../../domain/search';
import { aCar } from '../../support/car-builder';
import { FakeSearchEngine } from './fake-search-engine';
import { searchResult } from './search-result';

const NOW = new Date('2025-06-02T00:00:00Z');
const site = (slug: string): SearchSiteContext => ({
  slug,
  stockFilter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  includeSoldCarsDays: 3,
  financeProvider: 'Manual',
});
const request = (query: string, slug = 'a', now = NOW): SearchRequest => ({ site: site(slug), state: setQuery(emptySearchState, query), now });
const firstHit = async (engine: CachingSearchEngine, r: SearchRequest) => (await searchResult(engine, r)).hits[0]?.id;

describe('cache of recent searches (spec 1 §7: keyed by request, oldest dropped)', () => {
  it('answers a repeated search from the cache, keyed by site and canonical state', async () => {
    const inner = new FakeSearchEngine();
    const cache = new CachingSearchEngine(inner);
    expect(await firstHit(cache, request('ute'))).toBe(1);
    expect(await firstHit(cache, request('ute'))).toBe(1);
    expect(await firstHit(cache, request('ute', 'b'))).toBe(2);
    // The same search written differently is the same key.
    const a = { ...request(''), state: setRefinement(setRefinement(emptySearchState, 'make', ['Kia', 'Ford']), 'body', ['SUV']) };
    const b = { ...request(''), state: setRefinement(setRefinement(emptySearchState, 'body', ['SUV']), 'make', ['Ford', 'Kia']) };
    expect(await firstHit(cache, a)).toBe(await firstHit(cache, b));
    expect(inner.requests).toHaveLength(3);
  });

  it('keeps at most its capacity, dropping the least recently used first', async () => {
    const inner = new FakeSearchEngine();
    const cache = new CachingSearchEngine(inner, { capacity: 2 });
    await searchResult(cache, request('one'));
    await searchResult(cache, request('two'));
    await searchResult(cache, request('one')); // 'one' is now the most recent
    await searchResult(cache, request('three')); // drops 'two'
    expect(cache.size).toBe(2);
    expect(inner.requests).toHaveLength(3);
    await searchResult(cache, request('one'));
    expect(inner.requests).toHaveLength(3);
    await searchResult(cache, request('two'));
    expect(inner.requests).toHaveLength(4);
  });

  it("drops a site's searches when its stock changes, and keeps the other sites'", async () => {
    const inner = new FakeSearchEngine();
    const cache = new CachingSearchEngine(inner);
    await searchResult(cache, request('x', 'a'));
    await searchResult(cache, request('x', 'b'));
    await cache.carsChanged([aCar().withSite('a').build()]);
    expect(cache.size).toBe(1);
    await searchResult(cache, request('x', 'b'));
    expect(inner.requests).toHaveLength(2);
    await cache.rebuild('b');
    expect(cache.size).toBe(0);
  });

  it('does not keep the answer of a search that began before a change of its site', async () => {
    const inner = new FakeSearchEngine();
    const cache = new CachingSearchEngine(inner);
    let release = (): void => {};
    inner.gate = new Promise((resolve) => (release = resolve));
    const pending = cache.search(request('x'))();
    await cache.carsChanged([aCar().withSite('a').build()]);
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('reuses an answer for at most ttlMs of request time (the sold window moves on)', async () => {
    const inner = new FakeSearchEngine();
    const cache = new CachingSearchEngine(inner, { ttlMs: 60_000 });
    await searchResult(cache, request('x', 'a', NOW));
    await searchResult(cache, request('x', 'a', new Date(NOW.getTime() + 60_000)));
    expect(inner.requests).toHaveLength(1);
    await searchResult(cache, request('x', 'a', new Date(NOW.getTime() + 60_001)));
    expect(inner.requests).toHaveLength(2);
  });

  it('does not cache failures', async () => {
    const inner = new FakeSearchEngine();
    inner.failWith = new Error('boom');
    const cache = new CachingSearchEngine(inner);
    await expect(cache.search(request('x'))()).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
  });

  it('passes SEARCH.UNAVAILABLE through as a Left, not cached: the next search asks the engine again', async () => {
    const inner = new FakeSearchEngine();
    inner.unavailable = searchUnavailable('database down');
    const cache = new CachingSearchEngine(inner);
    expect(await cache.search(request('x'))()).toEqual(E.left({ code: 'SEARCH.UNAVAILABLE', message: 'database down' }));
    expect(cache.size).toBe(0);
    inner.unavailable = null;
    expect(await firstHit(cache, request('x'))).toBe(2);
    expect(cache.size).toBe(1);
  });
});
