/**
 * The trade-in pages as the server renders them (issue 12; spec 1 §2, spec 2 §2): Step One and
 * the phone before any script runs, the entry points (/sell-my-car, /trade-in, /cars/trade-in,
 * the home page's rego box) and the Trade-In buttons only for eligible cars (spec 1 §5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCar } from '../../../support/car-builder';
import { request } from '../../../adapters/http/support/http-request';
import { startTestServer, type TestServer } from '../../../adapters/http/support/test-server';

const HARBOUR = 'harbour-motors';
const SALTBUSH = 'saltbush-caravans';

const eligible = aCar().withSite(HARBOUR).withId(7001).withSlug('2021-mazda-cx-5-trade-towards').withMakeModel('Mazda', 'CX-5').withPrice(31_990).build();
const unpriced = aCar().withSite(HARBOUR).withId(7002).withSlug('2020-toyota-corolla-unpriced').withPrice(0).build();
const sold = aCar().withSite(HARBOUR).withId(7003).withSlug('2019-ford-ranger-sold').sold('2099-01-01').build();

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const labels = (html: string): string[] => [...html.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)].map((m) => text(m[1] ?? '').trim());

describe('trade-in pages (issue 12)', () => {
  let server: TestServer;
  const page = async (path: string, slug = HARBOUR) => {
    const answer = await request(server.port, path, { host: server.host(slug) });
    return { status: answer.status, html: answer.text };
  };

  beforeAll(async () => {
    server = await startTestServer({ cars: [eligible, unpriced, sold] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('renders Step One, the progress list and the phone at /sell-my-car and /trade-in, with the title Sell My Car', async () => {
    for (const path of ['/sell-my-car', '/trade-in']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toMatch(/<title>Sell My Car \| Harbour Motors<\/title>/);
      expect(html).toMatch(/<h1[^>]*>Sell My Car<\/h1>/);
      expect(html).toMatch(/<h2[^>]*id="trade-in-step-one"[^>]*>Step One: Vehicle Details<\/h2>/);
      expect(labels(html)).toEqual(expect.arrayContaining(['Registration number *', 'State *']));
      // spec 2 §2: the eight states, the site's default chosen.
      for (const state of ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT']) expect(html).toContain(`<option value="${state}"`);
      expect(html).toMatch(/<option value="NSW" selected="">NSW<\/option>/);
      expect(text(html)).toMatch(/Vehicle Details Vehicle Selection Upload Images Your Details/);
      // The phone by the phone display rule, as a tel: link.
      expect(html).toMatch(/href="tel:0249261100"[^>]*>02 4926 1100</);
      // Before the car is found the callback form stays beside the flow; it needs its script, so
      // the server draws its place (the browser journeys fill it in) and no field of it yet.
      expect(text(html)).toContain('Rather we call you?');
      expect(html).toMatch(/aria-busy="true"/);
      expect(labels(html)).not.toContain('Mobile *');
      expect(html).toContain('rel="canonical" href="https://www.harbourmotors.com.au/sell-my-car"');
    }
  });

  it('works as a plain form without script: Step One is a GET form to the page itself', async () => {
    const { html } = await page('/trade-in');
    const form = /<form[^>]*aria-labelledby="trade-in-step-one"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/trade-in"');
    expect(html).toMatch(/<input[^>]*name="rego"/);
    expect(html).toMatch(/<select[^>]*name="state"/);
  });

  it('leaves Upload Images out of the progress list where the site switches the step off', async () => {
    const { html } = await page('/sell-my-car', SALTBUSH);
    expect(text(html)).toMatch(/Vehicle Details Vehicle Selection Your Details/);
    expect(text(html)).not.toContain('Upload Images');
  });

  it('fills Step One from the home page rego box link, the plate in capitals; ignores a state outside the list', async () => {
    const filled = await page('/sell-my-car?rego=abc123&state=qld');
    expect(filled.html).toMatch(/<input[^>]*name="rego"[^>]*value="ABC123"/);
    expect(filled.html).toMatch(/<option value="QLD" selected="">/);
    const bad = await page('/sell-my-car?rego=%3Cscript%3E&state=XX');
    expect(bad.html).not.toMatch(/value="&lt;SCRIPT&gt;"/);
    expect(bad.html).toMatch(/<option value="NSW" selected="">/);
  });

  it('shows the car traded towards at /cars/trade-in?car_id=, and works without it for an unknown or ineligible car', async () => {
    const towards = await page(`/cars/trade-in?car_id=${eligible.slug}`);
    expect(towards.status).toBe(200);
    expect(text(towards.html)).toContain(`Trading in towards: ${eligible.name}`);
    expect(towards.html).toContain(`href="${eligible.path}"`);
    expect(towards.html).toContain('Step One: Vehicle Details');
    for (const carId of ['no-such-car', sold.slug, unpriced.slug, '../etc']) {
      const other = await page(`/cars/trade-in?car_id=${encodeURIComponent(carId)}`);
      expect(other.status, carId).toBe(200);
      expect(other.html, carId).not.toContain('Trading in towards:');
      expect(other.html, carId).toContain('Step One: Vehicle Details');
    }
  });

  it('puts the Value my car box on the home page: plate and state, sent to /sell-my-car', async () => {
    const { html } = await page('/');
    const form = /<form[^>]*aria-label="Value my car"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/action="\/sell-my-car"/);
    expect(labels(form)).toEqual(['Registration number', 'State']);
    expect(form).toMatch(/<option value="NSW" selected="">/);
    expect(text(form)).toContain('Value my car');
  });

  it('shows the Trade-In buttons only for cars passing the trade-in eligibility rule (spec 1 §5)', async () => {
    const available = await page(`/cars/${eligible.slug}`);
    expect(available.html).toContain(`href="/cars/trade-in?car_id=${eligible.id}"`);
    const noPrice = await page(`/cars/${unpriced.slug}`);
    expect(noPrice.status).toBe(200);
    expect(noPrice.html).not.toContain('/cars/trade-in?car_id=');
    const search = await page('/search');
    expect(search.html).toContain(`href="/cars/trade-in?car_id=${eligible.id}"`);
    expect(search.html).not.toContain(`href="/cars/trade-in?car_id=${unpriced.id}"`);
  });
});
