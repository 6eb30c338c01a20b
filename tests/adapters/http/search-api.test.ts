import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelSearchResult, SearchHit, SearchResult } from '../../../application/client/caryard-client.port';
import { loadDealerSites } from '../../../config/dealer-sites';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { cashPrice, similarPriceBand } from '../../../domain/vehicle';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITES = loadDealerSites();
const site = (slug: string): DealerSite => {
  const found = SITES.find((s) => s.slug === slug);
  if (!found) throw new Error(`No demo site ${slug}`);
  return found;
};

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe('GET /api/search and the search lookups (HTTP)', () => {
  let server: TestServer;
  const host = (slug: string) => `${slug}.localhost:${server.port}`;
  const get = (slug: string, path: string) => request(server.port, path, { host: host(slug) });
  const search = async (slug: string, query = ''): Promise<SearchResult> => {
    const response = await get(slug, `/api/search${query === '' ? '' : `?${query}`}`);
    expect(response.status, `${slug} ${query}: ${response.text.slice(0, 300)}`).toBe(200);
    return response.json<SearchResult>();
  };

  beforeAll(async () => {
    // The demo stock of every site, as `npm start` seeds it (deterministic).
    const cars = generateInventory({ sites: SITES, totalCars: 1500, seed: 20261121, now: new Date('2026-11-20T00:00:00Z') });
    server = await startTestServer({ cars });
  });
  afterAll(() => server?.close());

  describe('good parameters', () => {
    it('answers {hits, count, page, pages, hitsPerPage, facets, facetStats, ms}, 21 a page by default', async () => {
      const response = await get('harbour-motors', '/api/search');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json<SearchResult>();
      expect(Object.keys(body).sort()).toEqual(['count', 'facetStats', 'facets', 'hits', 'hitsPerPage', 'ms', 'page', 'pages']);
      expect(body.page).toBe(1);
      expect(body.hitsPerPage).toBe(21);
      expect(body.count).toBeGreaterThan(21);
      expect(body.pages).toBe(Math.ceil(body.count / 21));
      expect(body.hits).toHaveLength(21);
      expect(body.ms).toBeGreaterThanOrEqual(0);
      for (const hit of body.hits) {
        expect(hit).toMatchObject({
          id: expect.any(Number),
          slug: expect.any(String),
          make: expect.any(String),
          model: expect.any(String),
          year: expect.any(Number),
          price: expect.any(Number),
          car_type: expect.stringMatching(/^(new|demo|used)$/),
          status: expect.any(String),
        });
      }
      expect(body.facets.make).toBeTypeOf('object');
      expect(body.facetStats.price).toEqual({ min: expect.any(Number), max: expect.any(Number) });
    });

    it('applies refinements, ranges, sort and page size: every hit satisfies the search, in order', async () => {
      const body = await search(
        'sunstate-motor-group',
        'sortBy=price_desc&hitsPerPage=50&refinementList[car_type][0]=used&refinementList[car_type][1]=demo&range[price]=10000:40000',
      );
      expect(body.hitsPerPage).toBe(50);
      expect(body.hits.length).toBeGreaterThan(0);
      // The price searched and sorted by is the cash price the card shows (an offer where one applies).
      for (const hit of body.hits) {
        expect(['used', 'demo']).toContain(hit.car_type);
        expect(cashPrice(hit)).toBeGreaterThanOrEqual(10_000);
        expect(cashPrice(hit)).toBeLessThanOrEqual(40_000);
      }
      const prices = body.hits.map((h) => cashPrice(h) ?? 0);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });

    it('pages partition the results: every car once, none missing', async () => {
      const query = 'refinementList[body][0]=SUV&hitsPerPage=7';
      const first = await search('bayside-pre-owned', query);
      expect(first.pages).toBeGreaterThan(1);
      const ids: number[] = first.hits.map((h) => h.id);
      for (let page = 2; page <= first.pages; page++) {
        ids.push(...(await search('bayside-pre-owned', `${query}&page=${page}`)).hits.map((h) => h.id));
      }
      expect(ids).toHaveLength(first.count);
      expect(new Set(ids).size).toBe(first.count);
    });

    it('finds by text with a typo, in make, model and badge', async () => {
      const exact = await search('harbour-motors', 'query=mazda%20cx-5&hitsPerPage=100');
      const typo = await search('harbour-motors', 'query=mazdda%20cx5&hitsPerPage=100');
      expect(exact.count).toBeGreaterThan(0);
      expect(typo.count).toBe(exact.count);
      for (const hit of typo.hits) expect(`${hit.make} ${hit.model}`).toBe('Mazda CX-5');
    });

    it('answers page 1 of a search that matches nothing with an empty page', async () => {
      const body = await search('harbour-motors', 'query=zzzzqqqq');
      expect(body).toMatchObject({ hits: [], count: 0, page: 1, pages: 0 });
    });
  });

  describe('bad parameters: 400 VALIDATION_FAILED naming the parameter, never a 500', () => {
    const cases: [string, string, string][] = [
      ['unknown facet name', 'refinementList[nope][0]=x', 'refinementList[nope]'],
      ['range that is not numbers', 'range[price]=abc', 'range[price]'],
      ['range with min above max', 'range[price]=50000:10000', 'range[price]'],
      ['empty range', 'range[km]=:', 'range[km]'],
      ['unknown range attribute', 'range[colour]=1:2', 'range[colour]'],
      ['range given twice', 'range[price]=1:2&range[price]=3:4', 'range[price]'],
      ['page 0', 'page=0', 'page'],
      ['page that is not a number', 'page=two', 'page'],
      ['page given twice', 'page=1&page=2', 'page'],
      ['page beyond the last page', 'page=999', 'page'],
      ['hitsPerPage 0', 'hitsPerPage=0', 'hitsPerPage'],
      ['hitsPerPage over 100', 'hitsPerPage=101', 'hitsPerPage'],
      ['query over 200 characters', `query=${'a'.repeat(201)}`, 'query'],
      ['malformed brackets', 'refinementList[make=Mazda', 'refinementList[make'],
      ['brackets too deep', 'refinementList[make][0][1]=Mazda', 'refinementList[make][0][1]'],
      ['range with an index', 'range[price][0]=1:2', 'range[price][0]'],
      ['unknown sortBy', 'sortBy=cheapest', 'sortBy'],
      ['unknown parameter', 'colour=red', 'colour'],
      ['empty refinement value', 'refinementList[make][0]=', 'refinementList[make]'],
      ['numeric refinement that is not a number', 'refinementList[price][0]=cheap', 'refinementList[price]'],
    ];
    it.each(cases)('%s (%s)', async (_name, query, field) => {
      const response = await get('harbour-motors', `/api/search?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json<ErrorBody>();
      expect(body).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: expect.any(Object) } });
      expect(Object.keys(body.error.fields ?? {})).toContain(field);
      expect(body.error.message.length).toBeGreaterThan(10);
    });

    it('says which page is the last one when the page is beyond it', async () => {
      const { pages } = await search('harbour-motors');
      const response = await get('harbour-motors', `/api/search?page=${pages + 1}`);
      expect(response.status).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({ page: `The last page is ${pages}.` });
      expect((await get('harbour-motors', `/api/search?page=${pages}`)).status).toBe(200);
    });

    it('random query strings give 200 or 400 in the error shape, never a 500', async () => {
      const key = fc.oneof(
        fc.constantFrom(
          'query',
          'page',
          'sortBy',
          'hitsPerPage',
          'refinementList[make][0]',
          'refinementList[make][]',
          'refinementList[make]',
          'refinementList[car_type][1]',
          'refinementList[price][0]',
          'refinementList[nope][0]',
          'refinementList[]',
          'refinementList[make',
          'range[price]',
          'range[km]',
          'range[year]',
          'range[nope]',
          'range[price',
          'range',
          'refinementList',
          '__proto__',
          'refinementList[__proto__][0]',
          'range[constructor]',
        ),
        fc.string({ maxLength: 12 }),
      );
      const value = fc.oneof(
        fc.constantFrom(
          '',
          '1',
          '0',
          '-1',
          '2',
          '999999',
          '1e9',
          'Mazda',
          'new',
          'relevance',
          'price_desc',
          '1000:5000',
          '5000:1000',
          ':',
          '1:',
          ':2',
          'abc',
          '%',
          '%zz',
          'a'.repeat(250),
        ),
        fc.string({ maxLength: 20 }),
        fc.integer().map(String),
      );
      const queryString = fc
        .array(fc.tuple(key, value), { maxLength: 8 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&'));
      await fc.assert(
        fc.asyncProperty(queryString, async (qs) => {
          const response = await get('bayside-pre-owned', `/api/search?${qs}`);
          expect([200, 400], `${qs} → ${response.status} ${response.text.slice(0, 200)}`).toContain(response.status);
          if (response.status === 400) {
            expect(response.json<ErrorBody>().error).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String), fields: expect.any(Object) });
          } else {
            expect(response.json<SearchResult>().hits).toBeInstanceOf(Array);
          }
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('site scoping', () => {
    it('answers each site with its own stock only (the site from Host)', async () => {
      for (const slug of ['harbour-motors', 'bayside-pre-owned', 'saltbush-caravans']) {
        const dealerships = new Set(site(slug).dealerships.map((d) => d.slug));
        const body = await search(slug, 'hitsPerPage=100');
        expect(body.count).toBeGreaterThan(0);
        for (const hit of body.hits) expect(dealerships.has(hit.dealership_slug), `${slug}: ${hit.dealership_slug}`).toBe(true);
      }
      // Bayside's stock filter: used cars, in stock only (spec 1 §1).
      const bayside = await search('bayside-pre-owned');
      expect(Object.keys(bayside.facets.car_type ?? {})).toEqual(['used']);
      expect(Object.keys(bayside.facets.status ?? {})).toEqual(['in_stock']);
      // Caravans only on the caravan site.
      expect(Object.keys((await search('saltbush-caravans')).facets.item_type ?? {})).toEqual(['caravan']);
    });

    it('does not find another site’s car by slug', async () => {
      const [harbourCar] = (await search('harbour-motors', 'hitsPerPage=1')).hits;
      expect((await get('harbour-motors', `/api/cars/${harbourCar?.slug}/similar`)).status).toBe(200);
      const elsewhere = await get('bayside-pre-owned', `/api/cars/${harbourCar?.slug}/similar`);
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.json<ErrorBody>().error.code).toBe('NOT_FOUND');
    });
  });

  describe('disjunctive facets through HTTP', () => {
    it("a facet's own refinement does not narrow its counts; the others do", async () => {
      const all = await search('sunstate-motor-group');
      const [make, count] = Object.entries(all.facets.make ?? {}).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      const refined = await search('sunstate-motor-group', `refinementList[make][0]=${encodeURIComponent(make)}`);
      expect(refined.count).toBe(count);
      expect(refined.facets.make).toEqual(all.facets.make);
      // Body counts are narrowed by the make: they add up to the make's count.
      const bodies = Object.values(refined.facets.body ?? {}).reduce((a, b) => a + b, 0);
      expect(bodies).toBe(count);
    });

    it('each facet count equals the count of the search refined by that value', async () => {
      const base = 'refinementList[car_type][0]=used';
      const answer = await search('bayside-pre-owned', base);
      for (const [body, n] of Object.entries(answer.facets.body ?? {}).slice(0, 4)) {
        const refined = await search('bayside-pre-owned', `${base}&refinementList[body][0]=${encodeURIComponent(body)}`);
        expect(refined.count, body).toBe(n);
      }
    });
  });

  describe('lookups of spec 1 §7', () => {
    it('GET /api/cars?search_filters=&limit= returns the first hits of a search', async () => {
      const filters = encodeURIComponent('refinementList[make][0]=Toyota&sortBy=price_asc');
      const response = await get('bayside-pre-owned', `/api/cars?search_filters=${filters}&limit=3`);
      expect(response.status).toBe(200);
      const { hits } = response.json<{ hits: SearchHit[] }>();
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.length).toBeLessThanOrEqual(3);
      for (const hit of hits) expect(hit.make).toBe('Toyota');
      expect(hits.map((h) => h.price)).toEqual([...hits.map((h) => h.price)].sort((a, b) => a - b));
    });

    it('rejects a bad lookup: filters, limit, page inside the filters', async () => {
      for (const [query, field] of [
        [`search_filters=${encodeURIComponent('refinementList[nope][0]=x')}`, 'search_filters.refinementList[nope]'],
        [`search_filters=${encodeURIComponent('page=2')}`, 'search_filters.page'],
        ['limit=0', 'limit'],
        ['limit=500', 'limit'],
        ['other=1', 'other'],
      ] as const) {
        const response = await get('harbour-motors', `/api/cars?${query}`);
        expect(response.status, query).toBe(400);
        const fields = response.json<ErrorBody>().error.fields ?? {};
        expect(
          Object.keys(fields).some((key) => key === field || key.startsWith(field)),
          `${query}: ${JSON.stringify(fields)}`,
        ).toBe(true);
      }
    });

    it('GET /api/cars/{slug}/similar: up to 6 in-stock cars of the same make and model or type and body, in the price band', async () => {
      const [current] = (await search('harbour-motors', 'refinementList[make][0]=Mazda&refinementList[status][0]=in_stock&hitsPerPage=1')).hits;
      if (!current) throw new Error('no Mazda in stock');
      const response = await get('harbour-motors', `/api/cars/${current.slug}/similar`);
      expect(response.status).toBe(200);
      const { hits } = response.json<{ hits: SearchHit[] }>();
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.length).toBeLessThanOrEqual(6);
      const band = similarPriceBand(current.price);
      expect(new Set(hits.map((h) => h.id)).size).toBe(hits.length);
      for (const hit of hits) {
        expect(hit.id).not.toBe(current.id);
        expect(hit.status).toBe('in_stock');
        expect(hit.price).toBeGreaterThanOrEqual(band.min);
        expect(hit.price).toBeLessThanOrEqual(band.max);
        const sameModel = hit.make === current.make && hit.model === current.model;
        const sameBody = hit.car_type === current.car_type && hit.simple_body === current.simple_body;
        expect(sameModel || sameBody).toBe(true);
      }
      expect((await get('harbour-motors', '/api/cars/no-such-car/similar')).status).toBe(404);
    });

    it('GET /api/models lists the site’s models, 21 a page, filtered by manufacturer and name', async () => {
      const all = (await get('bayside-pre-owned', '/api/models')).json<ModelSearchResult>();
      expect(all.hitsPerPage).toBe(21);
      expect(all.hits.length).toBe(Math.min(21, all.count));
      expect(all.pages).toBe(Math.ceil(all.count / 21));
      const toyota = (await get('bayside-pre-owned', '/api/models?manufacturer=Toyota&model=hi')).json<ModelSearchResult>();
      expect(toyota.hits.length).toBeGreaterThan(0);
      for (const model of toyota.hits) {
        expect(model.manufacturer_name).toBe('Toyota');
        expect(model.name.toLowerCase()).toContain('hi');
        expect(model.count).toBeGreaterThan(0);
      }
      expect((await get('bayside-pre-owned', '/api/models?page=0')).status).toBe(400);
      expect((await get('bayside-pre-owned', '/api/models?colour=red')).status).toBe(400);
    });

    it('GET /api/dealerships/{slug}/items searches one of the site’s dealerships, 21 a page', async () => {
      const [dealership] = site('sunstate-motor-group').dealerships;
      if (!dealership) throw new Error('no dealership');
      const response = await get('sunstate-motor-group', `/api/dealerships/${dealership.slug}/items?price=10000:60000`);
      expect(response.status).toBe(200);
      const body = response.json<SearchResult>();
      expect(body.hitsPerPage).toBe(21);
      for (const hit of body.hits) {
        expect(hit.dealership_slug).toBe(dealership.slug);
        expect(hit.price).toBeGreaterThanOrEqual(10_000);
        expect(hit.price).toBeLessThanOrEqual(60_000);
      }
      expect((await get('sunstate-motor-group', '/api/dealerships/bayside-pre-owned/items')).status).toBe(404);
      expect((await get('sunstate-motor-group', `/api/dealerships/${dealership.slug}/items?price=9:1`)).status).toBe(400);
      expect((await get('sunstate-motor-group', `/api/dealerships/${dealership.slug}/items?page=999`)).status).toBe(400);
    });
  });

  describe('the search pages, server-rendered', () => {
    it('renders the results in the HTML, with the URL’s filters applied', async () => {
      const body = await search('harbour-motors', 'refinementList[car_type][0]=used');
      const page = await get('harbour-motors', '/search/used-cars');
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<h1[^>]*>Used Cars for Sale<\/h1>/);
      expect(page.text).toContain(`${body.count} vehicles`);
      const first = body.hits[0];
      expect(page.text).toContain(`href="/cars/${first?.slug}"`);
    });

    it('answers a word that names no make with a real 404 and a page beyond the last with a redirect to the first', async () => {
      expect((await request(server.port, '/search/no-such-make', { host: host('harbour-motors'), headers: { accept: 'text/html' } })).status).toBe(404);
      const beyond = await get('harbour-motors', '/search/used-cars?page=999');
      expect(beyond.status).toBe(302);
      expect(beyond.headers.location).toBe('/search/used-cars');
    });

    it('answers a make the site does not stock with 200 and the no-results panel, kept out of search engines', async () => {
      const page = await get('sunset-coast-suzuki', '/search/lamborghini');
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<h1[^>]*>Lamborghini Cars for Sale<\/h1>/);
      expect(page.text).toContain('No Results Available');
      expect(page.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      // Its Clear Filters goes to the whole stock.
      expect(page.text).toMatch(/<a[^>]*href="\/search"[^>]*>(?:(?!<\/a>).)*Clear Filters/s);
    });

    it('renders the offers page and its own no-results text', async () => {
      const offers = await get('sunstate-motor-group', '/special-offers');
      expect(offers.status).toBe(200);
      expect(offers.text).toMatch(/<h1[^>]*>Special Offers<\/h1>/);
      const none = await get('sunstate-motor-group', '/special-offers?query=zzzzqqqq');
      expect(none.text).toContain('No Results Available');
      expect(none.text).toContain('There appears to be no offers currently available that meet the conditions of your search');
      const plain = await get('sunstate-motor-group', '/search?query=zzzzqqqq');
      expect(plain.text).toContain('No results found for your search at this time. Please try adjusting the filters for more results.');
    });
  });
});
