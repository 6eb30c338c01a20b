/**
 * The content pages over the real HTTP server (issue 11 item 7; spec 2 §2 routes, spec 1 §2
 * informational pages): each page of each demo site answers 200 with its title as the h1,
 * every link in it leads to a page, switched-off pages answer the site's 404 page, and the
 * other forms of a page's path redirect (301) to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../../config/dealer-sites';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import type { DealerSite } from '../../../domain/dealer-site';
import { getPublicSite } from '../../../application/dealer-site/get-site.use-case';
import { contentPagePath, contentPagesOf, fillPlaceholders } from '../../../domain/site-content/site-content';
import { mainOf, textOf } from './support/html-text';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const sites = loadDealerSites();
const siteOf = (slug: string): DealerSite => {
  const found = sites.find((s) => s.slug === slug);
  if (!found) throw new Error(`no site ${slug}`);
  return found;
};

const h1Of = (html: string): string => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();
const descriptionOf = (html: string): string => textOf(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '').trim();
/** The site paths a page's main part links to (tel:, mailto: and other sites left out). */
const internalLinksOf = (html: string): string[] =>
  [...mainOf(html).matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')).filter((href) => !href.startsWith('//'));

describe('content pages over HTTP', () => {
  let server: TestServer;
  const get = (slug: string, path: string): Promise<HttpResponse> => request(server.port, path, { host: server.host(slug) });

  beforeAll(async () => {
    server = await startTestServer({ cars: generateInventory({ sites, carsPerSite: 24 }) });
  }, 180_000);
  afterAll(() => server?.close());

  for (const site of sites) {
    it(`answers every content page of ${site.slug} with 200, its title as the h1 and its summary as the description`, async () => {
      const pages = contentPagesOf(site);
      expect(pages.length).toBeGreaterThanOrEqual(11);
      for (const [slug, page] of pages) {
        const path = contentPagePath(site, slug, page);
        const answer = await get(site.slug, path);
        expect(answer.status, path).toBe(200);
        // issue 13: /dealer-locator is the locations page; the site's locations banner, where it has one, heads it.
        const banner = slug === 'dealer-locator' ? site.locations_page.banner : null;
        const title = banner ? banner.title : fillPlaceholders(page.title, site);
        expect(h1Of(answer.text), path).toBe(title);
        expect(descriptionOf(answer.text), path).toBe(fillPlaceholders(page.summary, site));
        // The site's facts are filled in: no placeholder reaches a shopper.
        expect(textOf(mainOf(answer.text)), path).not.toContain('{{');
      }
    });

    it(`links only to pages that answer from the content pages of ${site.slug}`, async () => {
      const links = new Set<string>();
      for (const [slug, page] of contentPagesOf(site)) {
        const answer = await get(site.slug, contentPagePath(site, slug, page));
        for (const href of internalLinksOf(answer.text)) links.add(href.split('#')[0] ?? href);
      }
      expect(links.size).toBeGreaterThan(10);
      const dead: string[] = [];
      for (const href of links) {
        const answer = await get(site.slug, href);
        if (answer.status === 200) continue;
        const location = answer.headers.location;
        if (answer.status === 301 && location) {
          const next = new URL(location, 'http://site.test');
          const landed = await get(site.slug, `${next.pathname}${next.search}`);
          if (landed.status === 200) continue;
        }
        dead.push(`${href} → ${answer.status}`);
      }
      expect(dead).toEqual([]);
      // Later issues build these: the content pages must not link to them yet (issue 13 built service and the location pages).
      expect([...links].filter((href) => /^\/(?:sign-in|favourites|cars\/trade-in|checkout-journey)/.test(href))).toEqual([]);
    });
  }

  it('answers a switched-off page, and the paths that would redirect to it, with the site 404 page', async () => {
    const off: [string, string[]][] = [
      ['bayside-pre-owned', ['/fleet', '/roadside-assist', '/vehicle-parts-and-accessories', '/accessories', '/parts/search']],
      ['saltbush-caravans', ['/fleet', '/roadside-assist']],
    ];
    for (const [slug, paths] of off) {
      for (const path of paths) {
        const answer = await get(slug, path);
        expect(answer.status, `${slug}${path}`).toBe(404);
        expect(h1Of(answer.text), `${slug}${path}`).toBe("We couldn't find that page");
      }
    }
  });

  it('redirects the other form of a /pages/ page to its canonical path, keeping the query (spec 2 §2 "or without /pages/")', async () => {
    const expectRedirect = async (slug: string, path: string, location: string) => {
      const answer = await get(slug, path);
      expect(answer.status, `${slug}${path}`).toBe(301);
      expect(answer.headers.location, `${slug}${path}`).toBe(location);
    };
    await expectRedirect('sunstate-motor-group', '/faqs', '/pages/faqs');
    await expectRedirect('harbour-motors', '/value-my-car-terms-and-conditions?utm_source=mail', '/pages/value-my-car-terms-and-conditions?utm_source=mail');
    await expectRedirect('bayside-pre-owned', '/pages/faqs', '/faqs');
    await expectRedirect('harbour-motors', '/mazda-bt-50-fleet', '/pages/mazda-bt-50-fleet');
    // A page that is never under /pages/ is not found there.
    expect((await get('harbour-motors', '/pages/warranty')).status).toBe(404);
  });

  it('redirects /accessories and /parts/search to the parts page, and /offers to /special-offers (spec 2 §2)', async () => {
    for (const path of ['/accessories', '/parts/search']) {
      const answer = await get('saltbush-caravans', path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe('/vehicle-parts-and-accessories');
    }
    const offers = await get('sunset-coast-suzuki', '/offers?sortBy=price_desc');
    expect(offers.status).toBe(301);
    expect(offers.headers.location).toBe('/special-offers?sortBy=price_desc');
  });

  it('renders the FAQs as an accordion of questions, collapsed, with every answer in the page (spec 2 §9)', async () => {
    const site = siteOf('harbour-motors');
    const faqs = site.content.pages['faqs']?.faqs ?? [];
    const main = mainOf((await get('harbour-motors', '/pages/faqs')).text);
    const questions = [...main.matchAll(/<h3[^>]*>\s*<button[^>]*aria-expanded="false"[^>]*>([\s\S]*?)<\/button>\s*<\/h3>/g)].map((m) =>
      textOf(m[1] ?? '').trim(),
    );
    expect(questions).toEqual(faqs.map((f) => f.question));
    // Indexable: each answer is in the server's HTML.
    expect(textOf(main)).toContain('We hold the car for 48 hours.');
  });

  it('lists every location of the site on /dealer-locator, each linking to its location page (issue 13)', async () => {
    const site = siteOf('sunstate-motor-group');
    const main = mainOf((await get(site.slug, '/dealer-locator')).text);
    const list = /<section[^>]*aria-labelledby="locations-list"[^>]*>([\s\S]*?)<\/section>/.exec(main)?.[1] ?? '';
    const names = [...list.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => textOf(m[1] ?? '').trim());
    const visible = site.locations.filter((l) => l.visible);
    expect(names.sort()).toEqual(visible.map((l) => l.name).sort());
    for (const location of visible) expect(list).toContain(`href="/locations/${location.slug}"`);
    expect(textOf(main)).toContain(`Our ${visible.length} locations`);
  });

  it('renders /about-us from the site content, with its statistics and its locations', async () => {
    const bayside = siteOf('bayside-pre-owned');
    const about = await get(bayside.slug, '/about-us');
    expect(about.status).toBe(200);
    expect(h1Of(about.text)).toBe('About Bayside Pre-Owned');
    expect(about.text).toContain('<title>About Us | Bayside Pre-Owned</title>');
    expect(descriptionOf(about.text)).toBe(bayside.content.pages['about-us']?.summary);
    const words = textOf(mainOf(about.text));
    expect(words).toContain('Used cars, done properly');
    expect(words).not.toMatch(/brand-new|new vehicles|demonstrator/i);
    for (const location of bayside.locations) expect(words).toContain(location.name);

    const group = textOf(mainOf((await get('sunstate-motor-group', '/about-us')).text));
    expect(group).toContain('One group, many dealerships');
    for (const stat of getPublicSite(siteOf('sunstate-motor-group')).statistics) expect(group).toContain(`${stat.value} ${stat.label}`);
  });

  it('answers GET /api/pages with the page widget, form and actions', async () => {
    const answer = await request(server.port, '/api/pages?path=%2Fdealer-locator', { host: server.host('harbour-motors') });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'content', slug: 'dealer-locator', widget: 'locations', form: null });
    const parts = await request(server.port, '/api/pages?path=%2Fvehicle-parts-and-accessories', { host: server.host('harbour-motors') });
    expect(parts.json()).toMatchObject({ kind: 'content', form: 'parts-enquiry', widget: null });
    const alias = await request(server.port, '/api/pages?path=%2Fparts%2Fsearch', { host: server.host('harbour-motors') });
    expect(alias.json()).toEqual({ kind: 'redirect', location: '/vehicle-parts-and-accessories' });
  });
});
