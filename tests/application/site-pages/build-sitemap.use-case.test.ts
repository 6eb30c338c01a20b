/**
 * BuildSitemap at scale (issue 11 item 8: "it must stay correct at 100,000 cars"): the sitemaps.org
 * limit of 50,000 URLs a file holds, and the chunks together list every car for sale exactly once.
 * The real embedded search engine answers, over 100,000 generated cars of one demo site.
 */
import { execFileSync } from 'node:child_process';
import * as E from 'fp-ts/lib/Either.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../adapters/http/routes/seo.routes';
import { EmbeddedSearchEngine } from '../../../adapters/search/embedded-search-engine';
import { searchSiteContext } from '../../../application/search/search-site-context';
import { BuildSitemap, SITEMAP_MAX_URLS, type Sitemap, type SitemapPart } from '../../../application/site-pages/build-sitemap.use-case';
import { loadDealerSites } from '../../../config/dealer-sites';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { siteStockPredicate, slugify } from '../../../domain/search';
import { isAvailable } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { FakeSearchEngine } from '../search/fake-search-engine';
import { InMemoryCars } from '../vehicle/in-memory-vehicle';

const NOW = new Date('2026-11-24T00:00:00Z');
const clock = { now: () => NOW };
const SITE = ((): DealerSite => {
  const site = loadDealerSites().find((s) => s.slug === 'harbour-motors');
  if (!site) throw new Error('No demo site harbour-motors');
  return site;
})();

const locsOf = (sitemap: Sitemap): string[] => (sitemap.kind === 'index' ? sitemap.sitemaps : sitemap.urls).map((entry) => entry.loc);

async function partOf(useCase: BuildSitemap, part: SitemapPart): Promise<Sitemap> {
  const answer = await useCase.execute({ site: SITE, part })();
  if (E.isLeft(answer)) throw new Error(`${answer.left.code}: ${answer.left.message}`);
  return answer.right;
}

describe('BuildSitemap', () => {
  describe('at 100,000 cars', () => {
    let cars: Car[];
    let useCase: BuildSitemap;

    beforeAll(async () => {
      cars = generateInventory({ sites: [SITE], totalCars: 100_000, seed: 11, now: NOW });
      const engine = new EmbeddedSearchEngine(new InMemoryCars(cars));
      await engine.start([searchSiteContext(SITE)], NOW);
      useCase = new BuildSitemap({ engine, clock });
    }, 300_000);

    it('chunks of at most 50,000 cars together list every car for sale exactly once', { timeout: 120_000 }, async () => {
      const shown = siteStockPredicate({ stockFilter: SITE.stock_filter, includeSoldCarsDays: SITE.include_sold_cars_days, now: NOW });
      const forSale = cars.filter((car) => isAvailable(car) && shown(car));
      expect(forSale.length).toBeGreaterThan(SITEMAP_MAX_URLS);

      const index = await partOf(useCase, { kind: 'index' });
      const chunks = Math.ceil(forSale.length / SITEMAP_MAX_URLS);
      expect(locsOf(index)).toEqual([
        `${SITE.site_url}/sitemap-pages.xml`,
        ...Array.from({ length: chunks }, (_, i) => `${SITE.site_url}/sitemap-cars-${i + 1}.xml`),
      ]);

      const listed: string[] = [];
      for (let chunk = 1; chunk <= chunks; chunk++) {
        const urls = locsOf(await partOf(useCase, { kind: 'cars', chunk }));
        expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
        listed.push(...urls);
      }
      expect(listed.length).toBe(forSale.length);
      expect(new Set(listed).size).toBe(listed.length);
      expect([...listed].sort()).toEqual(forSale.map((car) => `${SITE.site_url}/cars/${car.slug}`).sort());

      const beyond = await useCase.execute({ site: SITE, part: { kind: 'cars', chunk: chunks + 1 } })();
      expect(E.isLeft(beyond) && beyond.left.code).toBe('SITEMAP.NOT_FOUND');
    });

    it('a full chunk is well-formed XML well under the 50 MB a sitemap may weigh', { timeout: 60_000 }, async () => {
      const xml = sitemapXml(await partOf(useCase, { kind: 'cars', chunk: 1 }));
      expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
      expect(() =>
        execFileSync('/usr/bin/xmllint', ['--noout', '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 }),
      ).not.toThrow();
      expect(xml.match(/<url>/g)?.length).toBe(SITEMAP_MAX_URLS);
    });

    it('the pages file lists each search page of the stock once, on the site origin', async () => {
      const locs = locsOf(await partOf(useCase, { kind: 'pages' }));
      expect(new Set(locs).size).toBe(locs.length);
      expect(locs.every((loc) => loc.startsWith(`${SITE.site_url}/`))).toBe(true);
      const shown = siteStockPredicate({ stockFilter: SITE.stock_filter, includeSoldCarsDays: SITE.include_sold_cars_days, now: NOW });
      const makes = new Set(cars.filter((car) => isAvailable(car) && shown(car)).map((car) => car.make));
      expect(makes.size).toBeGreaterThan(0);
      for (const make of makes) expect(locs).toContain(`${SITE.site_url}/search/${slugify(make)}`);
    });
  });

  it('answers SEARCH.UNAVAILABLE for every part when the search store is down', async () => {
    const engine = new FakeSearchEngine();
    engine.unavailable = { code: 'SEARCH.UNAVAILABLE', message: 'down' };
    const useCase = new BuildSitemap({ engine, clock });
    for (const part of [{ kind: 'index' }, { kind: 'pages' }, { kind: 'cars', chunk: 1 }] as const) {
      const answer = await useCase.execute({ site: SITE, part })();
      expect(E.isLeft(answer) && answer.left.code).toBe('SEARCH.UNAVAILABLE');
    }
  });

  it('asks the search for cars in stock or coming soon only, newest first, a chunk a page', async () => {
    const engine = new FakeSearchEngine();
    await new BuildSitemap({ engine, clock, chunkSize: 7 }).execute({ site: SITE, part: { kind: 'cars', chunk: 3 } })();
    const [asked] = engine.requests;
    expect(asked?.state.refinementList).toEqual({ status: ['coming_soon', 'in_stock'] });
    expect(asked?.state).toMatchObject({ page: 3, sortBy: 'latest' });
    expect(asked?.site.hitsPerPage).toBe(7);
    expect(asked?.now).toBe(NOW);
  });
});
