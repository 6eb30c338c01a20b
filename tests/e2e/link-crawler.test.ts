/**
 * Link integrity (issue 11, item 1): on each of the five demo sites, every internal link a
 * visitor or a search engine can follow — in the server-rendered HTML, in /sitemap.xml, and in
 * the hydrated page with its menus open — answers 200 (or redirects to a page that does), and
 * every external link is one the site's configuration names. Dead links to features a later
 * issue builds are listed in ./link-allow-list.ts and reported as waiting; that list may only
 * shrink. How the crawl samples listings and vehicle pages: ./support/link-crawler.ts.
 */
import { Agent } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { describeEntry, LINK_ALLOW_LIST } from './link-allow-list';
import { launchChromium } from './support/browser';
import { failuresOf, formatReport, SiteCrawler, type CrawlReport } from './support/link-crawler';

const DEMO_SITES = ['sunstate-motor-group', 'harbour-motors', 'bayside-pre-owned', 'saltbush-caravans', 'sunset-coast-suzuki'];
/** Enough stock for every card variant and facet; the crawl samples vehicle pages anyway. */
const CARS_PER_SITE = 150;
const CRAWL_TIMEOUT_MS = 240_000;
/** The crawler reads every PDF link it is given; the per-IP limits are for real visitors. */
const GENEROUS = { max: 100_000, windowMs: 60_000 };

describe('link integrity of the demo sites', () => {
  let server: TestServer;
  let browser: Browser;
  let carTokens: Set<string>;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const reports = new Map<string, CrawlReport>();

  beforeAll(async () => {
    const sites = loadDealerSites().filter((site) => DEMO_SITES.includes(site.slug));
    const cars = generateInventory({ sites, carsPerSite: CARS_PER_SITE });
    carTokens = new Set(cars.flatMap((car) => [car.slug, String(car.id)]));
    [server, browser] = await Promise.all([
      startTestServer({ cars, rateLimits: { pdf: GENEROUS, views: GENEROUS, analytics: GENEROUS, phoneReveals: GENEROUS } }),
      launchChromium(),
    ]);
  }, CRAWL_TIMEOUT_MS);

  afterAll(async () => {
    agent.destroy();
    await browser?.close();
    await server?.close();
  });

  function siteOf(slug: string): DealerSite {
    const site = server.core.sites.find((s) => s.slug === slug);
    if (!site) throw new Error(`The core has no demo site ${slug}`);
    return site;
  }

  for (const slug of DEMO_SITES) {
    it(
      `has no dead internal links and no unconfigured external links on ${slug}`,
      async () => {
        const crawler = new SiteCrawler({
          site: siteOf(slug),
          port: server.port,
          host: server.host(slug),
          carTokens,
          agent,
          allowList: LINK_ALLOW_LIST,
        });
        const report = await crawler.run(browser);
        reports.set(slug, report);
        console.log(formatReport(report));

        expect(report.pagesCrawled).toBeGreaterThan(1);
        const failures = failuresOf(report);
        expect(failures, `${failures.length} broken links on ${slug}:\n${failures.join('\n')}`).toEqual([]);
      },
      CRAWL_TIMEOUT_MS,
    );
  }

  it('keeps only allow-list entries that some dead link still needs', (context) => {
    // Judged over every site: with a site filtered out (vitest -t) there is nothing to judge.
    if (reports.size < DEMO_SITES.length) context.skip();
    const used = new Set([...reports.values()].flatMap((report) => [...report.waiting.keys()]));
    const unused = LINK_ALLOW_LIST.filter((entry) => !used.has(entry)).map(describeEntry);
    expect(unused, 'allow-list entries no dead link needs any more: remove them from tests/e2e/link-allow-list.ts').toEqual([]);
  });
});
