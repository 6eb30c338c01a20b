import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../../domain/vehicle/car';
import { DEALER_COMMENTS_PENDING } from '../../../domain/vehicle/truncation';
import { aCar } from '../../support/car-builder';
import { pdfText } from '../../support/pdf-text';
import { mainOf, textOf } from './support/html-text';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The printable vehicle page, `/print?car_id={slug}` (spec 1 §2 route table), as the server
 * renders it: complete without JavaScript, one purpose-made car per rule.
 */

const FEATURES = Array.from({ length: 14 }, (_, i) => `Printed feature ${i + 1}`);
// Longer than the vehicle page's 400-character cut (spec 1 §4): the sheet prints it all.
const LONG_COMMENTS = `${'Serviced on time, every time. '.repeat(20)}The last sentence of the comments.`;

const harbour = (id: number) => aCar().withId(id).withSite('harbour-motors').with({ dealership_slug: 'harbour-motors', city: 'Newcastle West' });

const cars = {
  normal: harbour(9501).withSlug('print-corolla').withImages(3).with({ features: FEATURES, dealercomments: LONG_COMMENTS, regplate: 'ABC123' }).build(),
  noComments: harbour(9502).withSlug('print-no-comments').with({ dealercomments: null }).build(),
  offer: harbour(9503).withSlug('print-offer').withPrice(28_990).with({ offer_price: 25_990, before_price: 31_000 }).build(),
  sold: harbour(9504).withSlug('print-sold').sold().build(),
  bayside: aCar().withId(9601).withSite('bayside-pre-owned').withSlug('print-bayside').with({ dealership_slug: 'bayside-pre-owned' }).build(),
  suzuki: aCar().withId(9701).withSite('sunset-coast-suzuki').withSlug('print-swift').withMakeModel('Suzuki', 'Swift').build(),
} satisfies Record<string, Car>;

describe('printable vehicle page, server-rendered (spec 1 §2 route table: /print?car_id={slug})', () => {
  let server: TestServer;
  const get = (site: string, path: string): Promise<HttpResponse> => request(server.port, path, { host: `${site}.localhost:${server.port}` });
  const sheet = async (car: Car) => {
    const res = await get(car.site_slug, `/print?car_id=${car.slug}`);
    expect(res.status).toBe(200);
    return { html: res.text, main: mainOf(res.text), text: textOf(mainOf(res.text)) };
  };

  beforeAll(async () => {
    server = await startTestServer({ cars: Object.values(cars) });
  });
  afterAll(() => server?.close());

  it('shows the dealer, the title, the price, the photo, the key facts and the specification list', async () => {
    const { main, text } = await sheet(cars.normal);
    expect(main).toMatch(/<h1[^>]*>2021 Toyota Corolla Ascent Sport<\/h1>/);
    expect(text).toContain('Harbour Motors');
    // spec 2 §1, §9: the used-car number, as on the vehicle page.
    expect(main).toMatch(/href="tel:0249261133"[^>]*>02 4926 1133</);
    expect(text).toContain('Brisbane North 1 Gympie Rd, Chermside QLD 4032');
    expect(textOf(/data-testid="print-price"[^>]*>([^<]*)</.exec(main)?.[1] ?? '').trim()).toBe('$28,990');
    expect(text).toContain('Drive Away');
    // The primary photo, sized so nothing shifts, loaded at once.
    expect(main).toMatch(/<img[^>]*src="https:\/\/cdn\.example\.test\/cars\/9501\/1\.jpg"[^>]*>/);
    const photo = /<img[^>]*src="https:\/\/cdn\.example\.test\/cars\/9501\/1\.jpg"[^>]*>/.exec(main)?.[0] ?? '';
    expect(photo).toMatch(/width="800"/);
    expect(photo).toMatch(/height="500"/);
    expect(photo).toMatch(/loading="eager"/);
    for (const fact of ['42,150 km', 'Automatic', 'Hatchback', 'Petrol', '2.0 L', 'Glacier White', 'S9501', cars.normal.vin, 'ABC123'])
      expect(text).toContain(fact);
    expect(text).toContain('Car Details');
    expect(text).toContain('Front Wheel Drive');
  });

  it('prints every feature and the full dealer comments, not cut at 400 characters', async () => {
    const { text } = await sheet(cars.normal);
    for (const feature of FEATURES) expect(text).toContain(feature);
    expect(text).not.toContain('Show All');
    expect(text).toContain('The last sentence of the comments.');
    expect(text).not.toContain('Show More');
  });

  it('shows the pending message when the car has no dealer comments', async () => {
    expect((await sheet(cars.noComments)).text).toContain(DEALER_COMMENTS_PENDING);
  });

  it('shows the offer price by precedence, with the was-price (spec 1 §4)', async () => {
    const { main, text } = await sheet(cars.offer);
    expect(textOf(/data-testid="print-price"[^>]*>([^<]*)</.exec(main)?.[1] ?? '').trim()).toBe('$25,990');
    expect(text).toMatch(/Was \$31,000 \$25,990/);
  });

  it('shows a sold car as sold, with no price (spec 1 §4)', async () => {
    const { main, text } = await sheet(cars.sold);
    expect(text).toContain('SOLD This vehicle has recently sold.');
    expect(main).not.toContain('data-testid="print-price"');
  });

  it('is not indexed, and writes out the car page’s address and the date printed', async () => {
    const { html, text } = await sheet(cars.normal);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Print: 2021 Toyota Corolla Ascent Sport | Harbour Motors</title>');
    // A copy of the car's page: its canonical is the car's page, not /print.
    expect(html).toContain('<link rel="canonical" href="https://www.harbourmotors.com.au/cars/print-corolla">');
    expect(text).toContain('https://www.harbourmotors.com.au/cars/print-corolla');
    const today = new Date().toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' });
    expect(text).toContain(`Printed ${today}`);
  });

  it('has a toolbar to print, download the PDF and go back to the car', async () => {
    const { main } = await sheet(cars.normal);
    expect(main).toMatch(/<button[^>]*type="button"[^>]*>[\s\S]*?Print this page/);
    expect(main).toMatch(/<a[^>]*href="\/api\/cars\/print-corolla\/pdf"[^>]*download="print-corolla\.pdf"[^>]*>[\s\S]*?Download PDF/);
    expect(main).toMatch(/<a[^>]*href="\/cars\/print-corolla"[^>]*>[\s\S]*?Back to the car/);
  });

  it('offers the PDF only where the site offers it (spec 1 §6 print PDF switch)', async () => {
    const { main, text } = await sheet(cars.suzuki);
    expect(text).toContain('Print this page');
    expect(main).not.toContain('/api/cars/print-swift/pdf');
  });

  it('names the number, the price and the location the vehicle page and the PDF name (one shopper view, issue 10)', async () => {
    const { main, text } = await sheet(cars.offer);
    const carPage = await get('harbour-motors', `/cars/${cars.offer.slug}`);
    expect(carPage.status).toBe(200);
    const pdf = await get('harbour-motors', `/api/cars/${cars.offer.slug}/pdf`);
    expect(pdf.status).toBe(200);
    const pdfWords = (await pdfText(pdf.raw)).replace(/\s+/g, ' ');
    // spec 2 §1, §9: the used-car number where Harbour Motors' switch is on, on all three.
    expect(main).toMatch(/href="tel:0249261133"[^>]*>02 4926 1133</);
    expect(mainOf(carPage.text)).toMatch(/href="tel:0249261133"[^>]*>[\s\S]*?Call Now[\s\S]*?02 4926 1133/);
    expect(pdfWords).toContain('Phone: 02 4926 1133');
    // spec 1 §4: the offer price with its was-price, on all three.
    expect(text).toMatch(/Was \$31,000 \$25,990 Reduced/);
    expect(textOf(mainOf(carPage.text))).toMatch(/Was \$31,000 \$25,990 Reduced/);
    expect(pdfWords).toContain('$25,990');
    expect(pdfWords).toContain('Was $31,000');
    // The car's location, one line.
    expect(text).toContain('Brisbane North 1 Gympie Rd, Chermside QLD 4032');
    expect(pdfWords).toContain('Brisbane North 1 Gympie Rd, Chermside QLD 4032');
  });

  it('answers an unknown car, a missing car_id and another site’s car with a real 404 page', async () => {
    for (const path of ['/print?car_id=no-such-car', '/print', '/print?car_id=', '/print?car_id=%3Cscript%3E']) {
      const res = await get('harbour-motors', path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('<meta name="robots" content="noindex">');
      expect(res.text, path).toMatch(/We couldn(?:'|&#x27;)t find that page/);
    }
    expect((await get('harbour-motors', `/print?car_id=${cars.bayside.slug}`)).status).toBe(404);
    expect((await get('bayside-pre-owned', `/print?car_id=${cars.bayside.slug}`)).status).toBe(200);
  });
});
