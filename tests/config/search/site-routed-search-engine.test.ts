import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { SiteRoutedSearchEngine } from '../../../config/search/site-routed-search-engine';
import { DEFAULT_SITE } from '../../../config/dealer-sites/default-site';
import { loadDealerSites } from '../../../config/dealer-sites';
import { searchUnavailable, type SearchRequest } from '../../../application/search/search-engine.port';
import type { Car } from '../../../domain/vehicle/car';
import { emptySearchState } from '../../../domain/search';
import { aCar } from '../../support/car-builder';
import { FakeSearchEngine } from '../../application/search/fake-search-engine';
import { searchResult } from '../../application/search/search-result';
import { aSiteOverride } from '../dealer-sites/site-override.mother';

class RecordingEngine extends FakeSearchEngine {
  readonly changed: Car[][] = [];
  readonly rebuilt: string[] = [];
  async carsChanged(cars: readonly Car[]): Promise<void> {
    this.changed.push([...cars]);
  }
  async rebuild(siteSlug: string): Promise<void> {
    this.rebuilt.push(siteSlug);
  }
}

const request = (slug: string): SearchRequest => ({
  site: { slug, stockFilter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] }, includeSoldCarsDays: 3, financeProvider: 'Manual' },
  state: emptySearchState,
  now: new Date('2025-06-02T00:00:00Z'),
});

describe('search provider per site', () => {
  it("is 'embedded' by default and validated by the site schema", () => {
    expect(DEFAULT_SITE.search_provider).toBe('embedded');
    expect(loadDealerSites().every((site) => site.search_provider === 'embedded')).toBe(true);
    expect(loadDealerSites([aSiteOverride().with({ search_provider: 'postgres' }).build()])[0]?.search_provider).toBe('postgres');
    expect(() => loadDealerSites([aSiteOverride().with({ search_provider: 'elastic' }).build()])).toThrow('search_provider: ');
  });

  it("sends each search to the engine bound for the request's site", async () => {
    const embedded = new RecordingEngine();
    const postgres = new RecordingEngine();
    const engine = new SiteRoutedSearchEngine({
      engines: { embedded, postgres },
      sites: [
        { slug: 'a', search_provider: 'embedded' },
        { slug: 'b', search_provider: 'postgres' },
      ],
    });
    await searchResult(engine, request('a'));
    await searchResult(engine, request('b'));
    await searchResult(engine, request('unknown'));
    expect(embedded.requests.map((r) => r.site.slug)).toEqual(['a', 'unknown']);
    expect(postgres.requests.map((r) => r.site.slug)).toEqual(['b']);
    await engine.rebuild('b');
    expect(postgres.rebuilt).toEqual(['b']);
    await engine.carsChanged([aCar().withSite('a').build()]);
    expect(embedded.changed).toHaveLength(1);
    expect(postgres.changed).toHaveLength(1);
  });

  it("answers the bound engine's SEARCH.UNAVAILABLE as a Left, for its sites only", async () => {
    const embedded = new RecordingEngine();
    const postgres = new RecordingEngine();
    postgres.unavailable = searchUnavailable('database down');
    const engine = new SiteRoutedSearchEngine({
      engines: { embedded, postgres },
      sites: [
        { slug: 'a', search_provider: 'embedded' },
        { slug: 'b', search_provider: 'postgres' },
      ],
    });
    expect(await engine.search(request('b'))()).toEqual(E.left({ code: 'SEARCH.UNAVAILABLE', message: 'database down' }));
    expect((await searchResult(engine, request('a'))).count).toBe(1);
  });

  it('refuses at start-up a site whose provider has no engine', () => {
    expect(() => new SiteRoutedSearchEngine({ engines: { embedded: new RecordingEngine() }, sites: [{ slug: 'b', search_provider: 'postgres' }] })).toThrow(
      "Site b uses the 'postgres' search provider, but no engine is bound for it",
    );
  });
});
