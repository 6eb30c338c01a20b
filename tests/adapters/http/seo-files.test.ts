/**
 * The files search engines read (issue 11 item 8): /sitemap.xml (an index of /sitemap-pages.xml
 * and /sitemap-cars-{n}.xml), /robots.txt, and the one canonical link of every page — on the
 * real server, for every demo site, every URL of the sitemap fetched with the site's Host.
 */
import { execFileSync } from 'node:child_process';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS } from '../../../application/site-pages/build-sitemap.use-case';
import { loadDealerSites } from '../../../config/dealer-sites';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { hasRange, modelPath } from '../../../domain/models/model-range';
import { siteStockPredicate } from '../../../domain/search';
import {
  FIXED_INDEXABLE_PATHS,
  isDisallowedByRobots,
  LOCATIONS_PAGE_PATHS,
  locationPagePath,
  locationsPagePath,
} from '../../../domain/site-content/indexable-paths';
import { BLOG_PATH, blogArticlePath, contentPagePaths } from '../../../domain/site-content/site-content';
import { isAvailable } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITES = loadDealerSites();
const DAY = 86_400_000;
const NOW = new Date();

/** A parsed XML element: enough of a DOM to read a sitemap. */
interface XmlElement {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

/** Parses well-formed XML (xmllint has already said so) into elements. */
function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: XmlElement = { name, attributes, children: [], text: '' };
        open.at(-1)?.children.push(element);
        open.push(element);
      },
      ontext(text) {
        const current = open.at(-1);
        if (current) current.text += text;
      },
      onclosetag() {
        open.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  const [document] = root.children;
  if (!document) throw new Error('No root element');
  return document;
}

/** xmllint's verdict on a document: '' when it is well-formed. */
function xmllintErrors(xml: string): string {
  try {
    execFileSync('/usr/bin/xmllint', ['--noout', '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'] });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Runs `task` over `items`, `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** The canonical links of a page's head. */
const canonicalsOf = (html: string): string[] => [...html.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

describe('sitemap, robots.txt and canonical links (issue 11 item 8)', () => {
  let server: TestServer;
  let cars: Car[];
  const get = (slug: string, path: string): Promise<HttpResponse> => request(server.port, path, { host: server.host(slug) });
  const siteOf = (slug: string): DealerSite => {
    const site = SITES.find((s) => s.slug === slug);
    if (!site) throw new Error(`No demo site ${slug}`);
    return site;
  };

  /** A car of the site the sitemap lists (for sale), to copy into fixtures the site's stock filter lets through. */
  const aCarForSaleOf = (slug: string): Car => {
    const site = siteOf(slug);
    const shown = siteStockPredicate({ stockFilter: site.stock_filter, includeSoldCarsDays: site.include_sold_cars_days, now: NOW });
    const car = cars.find((c) => c.site_slug === slug && isAvailable(c) && shown(c));
    if (!car) throw new Error(`${slug} has no car for sale`);
    return car;
  };
  const copyOf = (car: Car, id: number, slug: string, fields: Partial<Car>): Car => ({
    ...car,
    id,
    slug,
    path: `/cars/${slug}`,
    stocknum: `SEO${id}`,
    ...fields,
  });

  /** Fixtures on harbour-motors: sold 30 days ago (past the window) and sold yesterday (within it). */
  const soldLongAgo = (): Car =>
    copyOf(aCarForSaleOf('harbour-motors'), 990_001, 'seo-sold-long-ago-990001', { status: 'sold', sold_at: new Date(NOW.getTime() - 30 * DAY).toISOString() });
  const soldYesterday = (): Car =>
    copyOf(aCarForSaleOf('harbour-motors'), 990_002, 'seo-sold-yesterday-990002', { status: 'sold', sold_at: new Date(NOW.getTime() - DAY).toISOString() });

  beforeAll(async () => {
    // The demo stock of every site, as `npm start` seeds it (deterministic), measured from now.
    cars = generateInventory({ sites: SITES, carsPerSite: 30, seed: 20261124, now: NOW });
    cars.push(soldLongAgo(), soldYesterday());
    server = await startTestServer({ cars });
  });
  afterAll(() => server?.close());

  /** Fetches and checks one sitemap file: 200, application/xml, well-formed, in the sitemaps.org namespace. */
  const sitemapFile = async (slug: string, path: string): Promise<XmlElement> => {
    const response = await get(slug, path);
    expect(response.status, `${slug} ${path}: ${response.text.slice(0, 200)}`).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xmllintErrors(response.text), `${slug} ${path} is not well-formed XML`).toBe('');
    expect(response.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const root = parseXml(response.text);
    expect(root.attributes['xmlns']).toBe(SITEMAP_NS);
    return root;
  };

  /** The path and query of a sitemap URL, which must be on the site's configured origin. */
  const pathOf = (site: DealerSite, loc: string): string => {
    const url = new URL(loc);
    expect(url.origin, loc).toBe(new URL(site.site_url).origin);
    return `${url.pathname}${url.search}`;
  };

  /** Every URL the site's sitemap lists (through its index), with its lastmod. */
  const sitemapUrls = async (slug: string): Promise<{ path: string; lastmod: string | undefined }[]> => {
    const site = siteOf(slug);
    const index = await sitemapFile(slug, '/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    const files = index.children.map((entry) => {
      expect(entry.name).toBe('sitemap');
      return pathOf(site, entry.children.find((c) => c.name === 'loc')?.text.trim() ?? '');
    });
    expect(files[0]).toBe('/sitemap-pages.xml');
    expect(
      files.slice(1).every((file, i) => file === `/sitemap-cars-${i + 1}.xml`),
      files.join(' '),
    ).toBe(true);
    const urls: { path: string; lastmod: string | undefined }[] = [];
    for (const file of files) {
      const urlset = await sitemapFile(slug, file);
      expect(urlset.name).toBe('urlset');
      expect(urlset.children.length).toBeGreaterThan(0);
      expect(urlset.children.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      for (const entry of urlset.children) {
        expect(entry.name).toBe('url');
        const lastmod = entry.children.find((c) => c.name === 'lastmod')?.text.trim();
        if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
        urls.push({ path: pathOf(site, entry.children.find((c) => c.name === 'loc')?.text.trim() ?? ''), lastmod });
      }
    }
    return urls;
  };

  describe.each(SITES.map((site) => site.slug))('the sitemap of %s', (slug) => {
    it('lists each page once and every listed URL answers 200 on the site', { timeout: 240_000 }, async () => {
      const urls = await sitemapUrls(slug);
      const paths = urls.map((u) => u.path);
      expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
      // Nothing robots.txt keeps crawlers from, nothing of a later issue, no redirect, no form result.
      expect(
        paths.filter(
          (p) => isDisallowedByRobots(p) || /^\/(book-a-service|sign-in|favourites|checkout-journey|success|print)(\/|\?|$)|^\/cars\/trade-in/.test(p),
        ),
      ).toEqual([]);
      const failures: string[] = [];
      await eachLimited(paths, 4, async (path) => {
        const response = await get(slug, path);
        if (response.status !== 200) failures.push(`${path} answered ${response.status}`);
      });
      expect(failures).toEqual([]);
    });

    it('lists the pages of the site configuration and the search pages of its stock', async () => {
      const site = siteOf(slug);
      const paths = new Set((await sitemapUrls(slug)).map((u) => u.path));
      // The 'dealer-locator' content page is the locations page's words: listed once, at that page's canonical path (issue 13).
      const locationsPaths: readonly string[] = LOCATIONS_PAGE_PATHS;
      const expected = [...FIXED_INDEXABLE_PATHS, '/search', locationsPagePath(site), ...contentPagePaths(site).filter((p) => !locationsPaths.includes(p))];
      if (hasRange(site)) expected.push('/models', ...site.range.models.map(modelPath));
      if (site.content.blog.length > 0) expected.push(BLOG_PATH, ...site.content.blog.map(blogArticlePath));
      expect(expected.filter((path) => !paths.has(path))).toEqual([]);
      // A search page for each make in stock for sale.
      const shown = siteStockPredicate({ stockFilter: site.stock_filter, includeSoldCarsDays: site.include_sold_cars_days, now: new Date() });
      const forSale = cars.filter((c) => c.site_slug === slug && isAvailable(c) && shown(c));
      const makePages = [...paths].filter((p) => /^\/search\/(?!new-|demo-|used-)[^/]+$/.test(p));
      expect(makePages.length).toBeGreaterThanOrEqual(1);
      if (new Set(forSale.map((c) => c.car_type)).has('used')) expect(paths.has('/search/used-cars')).toBe(true);
    });

    it('lists the service page, the locations page at the canonical URL it declares, and the page of each location', async () => {
      const site = siteOf(slug);
      const paths = (await sitemapUrls(slug)).map((u) => u.path);
      const locationsPage = locationsPagePath(site);
      const visible = site.locations.filter((l) => l.visible);
      expect(visible.length).toBeGreaterThan(0);
      expect(paths).toEqual(expect.arrayContaining(['/service', locationsPage, ...visible.map(locationPagePath)]));
      // One URL for the locations page: the other of /locations and /dealer-locator is left out.
      expect(paths.filter((p) => p === '/locations' || p === '/dealer-locator')).toEqual([locationsPage]);
      expect(paths.filter((p) => p === '/book-a-service' || p.startsWith('/contact-us/'))).toEqual([]);
      for (const path of ['/service', locationsPage, locationPagePath(visible[0] as (typeof visible)[number])]) {
        const page = await get(slug, path);
        expect(page.status, path).toBe(200);
        expect(canonicalsOf(page.text), `${slug} ${path}`).toEqual([`${new URL(site.site_url).origin}${path}`]);
      }
    });

    it('lists exactly the cars for sale at /cars/{slug} with their last change', async () => {
      const site = siteOf(slug);
      const urls = await sitemapUrls(slug);
      const listed = new Map(urls.filter((u) => u.path.startsWith('/cars/')).map((u) => [u.path, u.lastmod]));
      const shown = siteStockPredicate({ stockFilter: site.stock_filter, includeSoldCarsDays: site.include_sold_cars_days, now: new Date() });
      const forSale = cars.filter((c) => c.site_slug === slug && isAvailable(c) && shown(c));
      expect(forSale.length).toBeGreaterThan(0);
      expect([...listed.keys()].sort()).toEqual(forSale.map((c) => `/cars/${c.slug}`).sort());
      for (const car of forSale) {
        expect(Date.parse(listed.get(`/cars/${car.slug}`) ?? '')).toBe(Math.floor(Date.parse(car.updated_at) / 1000) * 1000);
      }
    });

    it('robots.txt allows the site but the API, print, checkout and form results, and names the sitemap', async () => {
      const site = siteOf(slug);
      const response = await get(slug, '/robots.txt');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.text.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain(`Sitemap: ${new URL(site.site_url).origin}/sitemap.xml`);
      for (const rule of ['/api/', '/print', '/cars/*/checkout', '/cars/*/buy-online', '/checkout-journey', '/success'])
        expect(lines).toContain(`Disallow: ${rule}`);
      expect(lines.filter((line) => /^Disallow:\s*\/?\s*$/.test(line))).toEqual([]);
    });
  });

  describe('sold and new cars', () => {
    it('leaves out a sold car past the retention window, whose page is gone from the site search', async () => {
      const car = soldLongAgo();
      const paths = (await sitemapUrls('harbour-motors')).map((u) => u.path);
      expect(paths).not.toContain(`/cars/${car.slug}`);
      const search = await get('harbour-motors', `/api/search?query=${car.stocknum}`);
      expect(search.json<{ count: number }>().count).toBe(0);
    });

    it('leaves out a sold car still shown in its window, though its page still answers', async () => {
      const car = soldYesterday();
      const paths = (await sitemapUrls('harbour-motors')).map((u) => u.path);
      expect(paths).not.toContain(`/cars/${car.slug}`);
      expect((await get('harbour-motors', `/cars/${car.slug}`)).status).toBe(200);
    });

    it('lists a car as soon as it is added to the stock, on its own site only', async () => {
      const template = aCarForSaleOf('bayside-pre-owned');
      const updated = new Date(NOW.getTime() - 60_000).toISOString();
      const added = copyOf(template, 990_003, 'seo-just-added-990003', { updated_at: updated, created_at: updated });
      await server.cars.upsertMany([added]);
      const urls = await sitemapUrls('bayside-pre-owned');
      const entry = urls.find((u) => u.path === `/cars/${added.slug}`);
      expect(entry?.lastmod).toBe(updated.replace(/\.\d{3}Z$/, 'Z'));
      expect((await get('bayside-pre-owned', `/cars/${added.slug}`)).status).toBe(200);
      expect((await sitemapUrls('harbour-motors')).map((u) => u.path)).not.toContain(`/cars/${added.slug}`);
    });

    it('answers 404 for a chunk of cars the site does not have', async () => {
      for (const path of ['/sitemap-cars-2.xml', '/sitemap-cars-0.xml', '/sitemap-cars-01.xml', '/sitemap-cars-x.xml']) {
        const response = await get('harbour-motors', path);
        expect(response.status, path).toBe(404);
        expect(response.json<{ error: { code: string } }>().error.code).toBe('SITEMAP.NOT_FOUND');
      }
    });

    it('escapes the XML of every value and serves a HEAD without a body', async () => {
      const head = await get('harbour-motors', '/sitemap.xml');
      expect(head.text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      const response = await request(server.port, '/sitemap-pages.xml', { host: server.host('harbour-motors'), method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.raw.length).toBe(0);
    });
  });

  describe('canonical links', () => {
    const origin = (slug: string) => new URL(siteOf(slug).site_url).origin;

    it('every kind of page has exactly one canonical link, to its own URL on the site origin', async () => {
      const car = aCarForSaleOf('harbour-motors');
      const harbour = siteOf('harbour-motors');
      const [content] = contentPagePaths(harbour);
      const model = harbour.range.models[0];
      const pages: [path: string, canonical: string][] = [
        ['/', '/'],
        ['/search', '/search'],
        ['/search/', '/search'],
        ['/search?hitsPerPage=5&page=2', '/search?page=2'],
        ['/search?sortBy=price_asc&hitsPerPage=5&page=3', '/search?page=3'],
        ['/search?refinementList%5Bmake%5D%5B0%5D=Mazda', '/search'],
        ['/search/used-cars', '/search/used-cars'],
        ['/special-offers', '/special-offers'],
        [`/cars/${car.slug}`, `/cars/${car.slug}`],
        ['/finance', '/finance'],
        [`/contact-us?car_id=${car.slug}`, '/contact-us'],
        ['/book-test-drive', '/book-test-drive'],
        ['/sell-my-car', '/sell-my-car'],
        ['/about-us', '/about-us'],
        ...(content ? [[content, content] as [string, string]] : []),
        ...(model ? [[modelPath(model), modelPath(model)] as [string, string]] : []),
        ...(hasRange(harbour) ? [['/models?body=suvs', '/models'] as [string, string]] : []),
      ];
      for (const [path, canonical] of pages) {
        const page = await get('harbour-motors', path);
        expect(page.status, path).toBe(200);
        expect(canonicalsOf(page.text), path).toEqual([`${origin('harbour-motors')}${canonical}`]);
      }
    });

    it('the printable page names the car page as its canonical', async () => {
      const slug = SITES.find((s) => s.features.printPdf)?.slug;
      if (!slug) throw new Error('No demo site offers print');
      const car = aCarForSaleOf(slug);
      const page = await get(slug, `/print?car_id=${car.slug}`);
      expect(page.status).toBe(200);
      expect(canonicalsOf(page.text)).toEqual([`${origin(slug)}/cars/${car.slug}`]);
    });

    it('the not-found page, a redirect and the noindex pages have none', async () => {
      const car = aCarForSaleOf('harbour-motors');
      const missing = await get('harbour-motors', '/no-such-page-anywhere');
      expect(missing.status).toBe(404);
      expect(canonicalsOf(missing.text)).toEqual([]);
      const unknownCar = await get('harbour-motors', '/cars/no-such-car-123');
      expect(unknownCar.status).toBe(404);
      expect(canonicalsOf(unknownCar.text)).toEqual([]);
      const success = await get('harbour-motors', '/success');
      expect(success.text).toContain('<meta name="robots" content="noindex">');
      expect(canonicalsOf(success.text)).toEqual([]);
      const checkout = await get('harbour-motors', `/cars/${car.slug}/checkout`);
      expect(checkout.text).toContain('<meta name="robots" content="noindex">');
      expect(canonicalsOf(checkout.text)).toEqual([]);
      // A content page at its other path (spec 2 §2 "/pages/… (or without /pages/)") redirects, with no page.
      const group = siteOf('sunstate-motor-group');
      expect(group.use_pages_path).toBe(true);
      const prefixed = Object.entries(group.content.pages).find(([, page]) => page?.pages_path);
      expect(prefixed).toBeDefined();
      const redirect = await get('sunstate-motor-group', `/${prefixed?.[0] ?? ''}`);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe(`/pages/${prefixed?.[0] ?? ''}`);
      expect(canonicalsOf(redirect.text)).toEqual([]);
    });
  });
});
