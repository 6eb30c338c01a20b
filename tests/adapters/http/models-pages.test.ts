/**
 * The model range over HTTP (issue 11 item 2; spec 2 §2 'Explore Our Range', /models,
 * /models?body=, /{model slug} or override url; spec 1 §2 /brands, /{brand}/overview): each
 * page server-rendered with its content on the sites with a range, 404 on the sites without,
 * and every link on these pages answering 200.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../../config/dealer-sites';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { modelDisplayName, modelPath } from '../../../domain/models/model-range';
import type { Car } from '../../../domain/vehicle/car';
import { allowListEntryOf } from '../../e2e/link-allow-list';
import { mainOf, textOf } from './support/html-text';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITES = loadDealerSites();
const siteOf = (slug: string): DealerSite => {
  const site = SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
};

/** The internal links of a page, as a browser reads them (entities decoded). */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')).map((href) => href.split('#', 1)[0] ?? href))];
}

/** The label of the body button marked current on /models. */
const currentBody = (main: string): string | undefined =>
  /<ul[^>]*aria-label="Body type"[\s\S]*?<\/ul>/.exec(main)?.[0].match(/<a[^>]*aria-current="page"[^>]*>([^<]+)</)?.[1];

/** The `<h1>` text of a page. */
const h1Of = (html: string): string => textOf(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)?.[0] ?? '').trim();

describe('the model range pages', () => {
  let server: TestServer;
  let cars: Car[];
  const get = (slug: string, path: string): Promise<HttpResponse> => request(server.port, path, { host: server.host(slug) });

  beforeAll(async () => {
    cars = generateInventory({ sites: SITES, carsPerSite: 60 });
    server = await startTestServer({ cars });
  }, 120_000);
  afterAll(() => server?.close());

  /** A model of the site's range with the most cars of the site's stock. */
  function stockedModel(slug: string) {
    const site = siteOf(slug);
    const counts = new Map<string, number>();
    for (const car of cars) if (car.site_slug === slug) counts.set(`${car.make}|${car.model}`, (counts.get(`${car.make}|${car.model}`) ?? 0) + 1);
    const ranked = site.range.models
      .map((model) => ({ model, count: counts.get(`${model.manufacturer_name}|${model.name}`) ?? 0 }))
      .sort((a, b) => b.count - a.count);
    const best = ranked[0];
    if (!best || best.count === 0) throw new Error(`no model of the ${slug} range is in its demo stock`);
    return best.model;
  }

  it('renders /models with every model of the range as a tile, and the body buttons in spec order', async () => {
    const page = await get('harbour-motors', '/models');
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Explore Our Range');
    const main = mainOf(page.text);
    for (const model of siteOf('harbour-motors').range.models) {
      expect(main).toContain(`href="${modelPath(model)}"`);
      expect(textOf(main)).toContain(modelDisplayName(model));
    }
    // spec 2 §2: NEW and COMING SOON labels, brand-prefixed names, from prices.
    expect(textOf(main)).toContain('NEW');
    expect(textOf(main)).toContain('COMING SOON');
    expect(textOf(main)).toContain('Mazda CX-5 From $37,110');
    const buttons = [...main.matchAll(/href="\/models(?:\?body=([a-z]+))?"[^>]*>([^<]+)</g)].map((m) => m[2]);
    expect(buttons).toEqual(['All', 'SUVs', 'Utes', 'Cars', 'Hybrids', 'Sports']);
    expect(currentBody(main)).toBe('All');
    expect(page.text).toMatch(/<title>Explore Our Range \| Harbour Motors<\/title>/);
  });

  it('filters /models by ?body= on the server, and shows every model for an unknown body', async () => {
    const utes = mainOf((await get('harbour-motors', '/models?body=utes')).text);
    expect(currentBody(utes)).toBe('Utes');
    expect(textOf(utes)).toContain('Utes 1 model');
    expect(textOf(utes)).toContain('Mazda BT-50');
    expect(textOf(utes)).not.toContain('Mazda CX-5');

    const hybrids = textOf(mainOf((await get('harbour-motors', '/models?body=hybrids')).text));
    expect(hybrids).toContain('Mazda CX-60');
    expect(hybrids).not.toContain('Mazda MX-5');

    const unknown = await get('harbour-motors', '/models?body=vans');
    expect(unknown.status).toBe(200);
    expect(textOf(mainOf(unknown.text))).toContain('All models 11 models');
  });

  it('offers only the bodies a range has', async () => {
    const main = mainOf((await get('sunset-coast-suzuki', '/models')).text);
    const buttons = [...main.matchAll(/href="\/models(?:\?body=[a-z]+)?"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(buttons).toEqual(['All', 'SUVs', 'Cars', 'Hybrids']);
  });

  it('renders a model page with its name, price, description, actions and its stock on this site', async () => {
    const model = stockedModel('harbour-motors');
    const page = await get('harbour-motors', modelPath(model));
    expect(page.status).toBe(200);
    const name = modelDisplayName(model);
    expect(h1Of(page.text)).toBe(name);
    const main = mainOf(page.text);
    expect(textOf(main)).toContain(model.short_description);
    for (const href of ['/contact-us', '/book-test-drive', '/finance']) expect(main).toContain(`href="${href}"`);
    expect(page.text).toContain(`<title>${name} | Harbour Motors</title>`);

    // The stock section lists the model's cars and links to the search page of that model (spec 2 §2 /search/{make}/{model}).
    const stockLink = `/search/mazda/${model.name.toLowerCase()}`;
    expect(main).toContain(`href="${stockLink}"`);
    expect(textOf(main)).toContain(`${name} in stock`);
    expect(main).toMatch(/data-car-id="\d+"/);
    const search = await get('harbour-motors', stockLink);
    expect(search.status).toBe(200);
    expect(textOf(mainOf(search.text))).toContain(`Mazda ${model.name}`);
  });

  it('tells the shopper when a model is not in stock, and offers an enquiry instead of a dead stock link', async () => {
    // The 6e is coming soon: no car of the demo stock is one.
    const page = await get('harbour-motors', '/6e');
    expect(page.status).toBe(200);
    const main = mainOf(page.text);
    expect(textOf(main)).toContain('COMING SOON');
    expect(textOf(main)).toContain('Pricing to be announced');
    expect(textOf(main)).toContain('The Mazda 6e has not arrived in Australia yet.');
    expect(main).toContain('Register Your Interest');
    expect(main).not.toContain('href="/search/mazda/6e"');
    expect(main).not.toContain('href="/book-test-drive"');

    // An established model the group does not stock today: no dead /search/{make}/{model} link; its make's stock when there is some.
    const group = siteOf('sunstate-motor-group');
    const held = (make: string, model?: string) =>
      cars.filter((c) => c.site_slug === group.slug && c.make === make && (model === undefined || c.model === model)).length;
    const unstocked = group.range.models.find((m) => m.status !== 'coming_soon' && held(m.manufacturer_name, m.name) === 0);
    if (!unstocked) throw new Error('every model of the group range is in its demo stock');
    const other = mainOf((await get(group.slug, modelPath(unstocked))).text);
    const name = modelDisplayName(unstocked);
    expect(textOf(other)).toContain(`We have no ${name} in stock right now.`);
    expect(other).not.toMatch(/href="\/search\/[a-z-]+\/[a-z0-9-]+"/);
    const makeLink = `href="/search/${unstocked.manufacturer_name.toLowerCase()}"`;
    if (held(unstocked.manufacturer_name) > 0) expect(other).toContain(makeLink);
    else expect(other).not.toContain(makeLink);
  });

  it('answers a model at its new slug and override URL and redirects its old slug', async () => {
    const old = await get('harbour-motors', '/mazda3');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/mazda-3');
    expect(h1Of((await get('harbour-motors', '/mazda-3')).text)).toBe('Mazda 3');
    expect((await get('harbour-motors', '/pages/mazda-bt-50-ute-centre')).status).toBe(200);
    const tasman = await get('sunstate-motor-group', '/kia/tasman');
    expect(tasman.status).toBe(200);
    expect(h1Of(tasman.text)).toBe('Kia Tasman');
    expect((await get('sunstate-motor-group', '/santafe')).headers.location).toBe('/santa-fe');
  });

  it('renders /brands on the group site with a card per manufacturer linking to its overview', async () => {
    const page = await get('sunstate-motor-group', '/brands');
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Our Brands');
    const main = mainOf(page.text);
    for (const brand of ['hyundai', 'kia', 'toyota', 'ford', 'mitsubishi']) expect(main).toContain(`href="/${brand}/overview"`);
    // spec 2 §3: a logo where there is one, else the name as a wordmark.
    expect(main).toContain('src="/logos/brands/toyota.svg"');
    expect(main).toContain('aria-hidden="true">Hyundai</span>');
    expect(main).not.toContain('aria-hidden="true">Toyota</span>');
  });

  it('renders a manufacturer overview with its models and its stock', async () => {
    const site = siteOf('sunstate-motor-group');
    const page = await get('sunstate-motor-group', '/toyota/overview');
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Toyota Range');
    const main = mainOf(page.text);
    const toyotas = site.range.models.filter((m) => m.manufacturer_name === 'Toyota');
    for (const model of toyotas) expect(main).toContain(`href="${modelPath(model)}"`);
    expect(main).not.toContain(`href="/tucson"`);
    const inStock = cars.filter((c) => c.site_slug === 'sunstate-motor-group' && c.make === 'Toyota').length;
    if (inStock > 0) expect(main).toContain('href="/search/toyota"');
    else expect(textOf(main)).toContain('No Toyota vehicles in stock right now.');
    expect((await get('sunstate-motor-group', '/holden/overview')).status).toBe(404);
  });

  it('has no /brands on a site of one make, and its overview leads back to the range', async () => {
    expect((await get('harbour-motors', '/brands')).status).toBe(404);
    const overview = await get('harbour-motors', '/mazda/overview');
    expect(overview.status).toBe(200);
    expect(overview.text).not.toContain('href="/brands"');
  });

  it.each(['bayside-pre-owned', 'saltbush-caravans'])('answers 404 for the range pages on %s and links to none of them', async (slug) => {
    for (const path of ['/models', '/models?body=suvs', '/brands', '/cx-5']) expect((await get(slug, path)).status).toBe(404);
    const home = await get(slug, '/');
    expect(home.status).toBe(200);
    expect(internalLinks(home.text).filter((href) => /^\/(models|brands)(\?|$)/.test(href))).toEqual([]);
  });

  it('renders the Range dropdown links in the server HTML of every page', async () => {
    const home = await get('harbour-motors', '/');
    const links = internalLinks(home.text);
    for (const model of siteOf('harbour-motors').range.models) expect(links).toContain(modelPath(model));
    expect(links).toContain('/models?body=sports');
    // spec 2 §2: the home page shows Explore Our Range with the models' tiles.
    expect(textOf(mainOf(home.text))).toContain('Explore Our Range');
  });

  it('links only to pages that answer 200 from the range pages', async () => {
    const pages: [string, string][] = [
      ['harbour-motors', '/models'],
      ['harbour-motors', '/models?body=suvs'],
      ['harbour-motors', modelPath(stockedModel('harbour-motors'))],
      ['sunset-coast-suzuki', '/models'],
      ['sunstate-motor-group', '/brands'],
      ['sunstate-motor-group', '/hyundai/overview'],
      ['sunstate-motor-group', '/kia/tasman'],
    ];
    const dead: string[] = [];
    const seen = new Set<string>();
    for (const [slug, path] of pages) {
      for (const href of internalLinks((await get(slug, path)).text)) {
        const key = `${slug} ${href}`;
        if (seen.has(key) || allowListEntryOf(href)) continue;
        seen.add(key);
        let answer = await get(slug, href);
        if (answer.status === 301 || answer.status === 302) answer = await get(slug, String(answer.headers.location));
        if (answer.status !== 200) dead.push(`${slug} ${path} → ${href}: ${answer.status}`);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
    expect(dead).toEqual([]);
  }, 120_000);
});
