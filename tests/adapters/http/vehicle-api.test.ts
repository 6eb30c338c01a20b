import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlVehicleEngagementStore } from '../../../adapters/persistence/sql-vehicle-engagement-store';
import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { migrate } from '../../../adapters/persistence/migrator';
import { PORTS } from '../../../config/ports';
import { DEALER_COMMENTS_PENDING } from '../../../domain/vehicle/truncation';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';
import { NO_DELIVERY_ESTIMATE_MESSAGE } from '../../../domain/locations/delivery-zones';
import type { AutograbData } from '../../../domain/vehicle/car';
import { loadDealerSites } from '../../../config/dealer-sites';
import { aCar } from '../../support/car-builder';
import { pdfText } from '../../support/pdf-text';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';
import { emptyPglite } from '../../support/pglite-snapshots';

const sites = loadDealerSites();
const siteOf = (slug: string) => {
  const site = sites.find((s) => s.slug === slug);
  if (!site) throw new Error(`No demo site ${slug}`);
  return site;
};
const harbourSite = siteOf('harbour-motors');
const baysideSite = siteOf('bayside-pre-owned');
const HARBOUR_DEALERSHIP = harbourSite.dealerships[0]?.id ?? 0;

const market = (data: Partial<AutograbData> = {}): AutograbData => ({
  state_average_market_price: 30_500,
  average_market_price: 30_000,
  market_range_min: 27_000,
  market_range_max: 33_000,
  confidence: 0.8,
  description: null,
  ...data,
});

const cars = {
  priced: aCar()
    .withId(5001)
    .withSite('harbour-motors')
    .withSlug('2023-mazda-cx-5-maxx-sport')
    .withMakeModel('Mazda', 'CX-5')
    .withYear(2023)
    .withPrice(28_990)
    .with({
      name: '2023 Mazda CX-5 Maxx Sport',
      dealership_id: HARBOUR_DEALERSHIP,
      dealership_ids: [HARBOUR_DEALERSHIP],
      autograb_data: market(),
      before_price: 31_990,
      features: ['Apple CarPlay', 'Blind Spot Monitoring', 'Heated Seats'],
      dealercomments: 'One careful owner, full Mazda service history. Drives like new.',
      views: 40,
      photos_count: 12,
      updated_at: '2025-06-01T09:30:00.000Z',
    })
    .build(),
  offer: aCar()
    .withId(5002)
    .withSite('harbour-motors')
    .withSlug('2022-mazda-cx-30-g20-touring')
    .withPrice(31_000)
    .with({ offer_price: 29_500, autograb_data: market({ description: 'Priced below the market average' }), dealership_id: HARBOUR_DEALERSHIP })
    .build(),
  noMarket: aCar().withId(5003).withSite('harbour-motors').withSlug('2024-mazda-bt-50-xt').with({ autograb_data: null }).build(),
  partialMarket: aCar()
    .withId(5004)
    .withSite('harbour-motors')
    .withSlug('2021-mazda-2-g15-pure')
    .with({ autograb_data: market({ market_range_max: null }) })
    .build(),
  sold: aCar()
    .withId(5005)
    .withSite('harbour-motors')
    .withSlug('2019-mazda-3-sp25-gt')
    .sold()
    .with({ name: '2019 Mazda3 SP25 GT', dealercomments: null, features: [], standardEquipment: [] })
    .build(),
  bayside: aCar().withId(5006).withSite('bayside-pre-owned').withSlug('2019-toyota-corolla-ascent').with({ autograb_data: market() }).build(),
  suzuki: aCar().withId(5007).withSite('sunset-coast-suzuki').withSlug('2024-suzuki-swift-gl').withMakeModel('Suzuki', 'Swift').build(),
  // A car with the demo stock's own pictures (served by /media), so its sheet can carry its photo.
  pictured: aCar()
    .withId(5008)
    .withSite('harbour-motors')
    .withSlug('2024-mazda-cx-30-g25-astina')
    .withMakeModel('Mazda', 'CX-30')
    .with({
      dealership_id: HARBOUR_DEALERSHIP,
      // At Harbour's Newcastle yard (New South Wales), so the sheet's day is Sydney's, never Brisbane's an hour behind in summer.
      location_id: 2101,
      location: {
        id: 2101,
        name: 'Harbour Motors Mazda',
        slug: 'newcastle-west',
        phone: '02 4926 1100',
        address: { street: '127 Parry Street', city: 'Newcastle West', state: 'NSW', postcode: '2302', lat: -32.9262, long: 151.7585 },
      },
      images: [0, 1].map((i) => ({ image: { url: `/media/cars/suv/red/${i}.svg`, thumb: { url: `/media/cars/suv/red/${i}.svg?w=320` } } })),
    })
    .build(),
};

/** The sheet's first page: whether it draws an image, and the fill colours it sets ('r g b rg'). */
async function firstPageOf(bytes: Uint8Array): Promise<{ images: number; fills: number[][] }> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPages()[0]!;
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images = (xObjects?.keys() ?? []).filter((key) => {
    const object = pdf.context.lookup(xObjects!.get(key));
    return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/Image';
  }).length;
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  const source = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
  const fills = [...source.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
  return { images, fills };
}

describe('the vehicle page API (issue 5)', () => {
  let server: TestServer;
  let db: PgliteDatabase;
  let engagement: SqlVehicleEngagementStore;
  const host = (slug = 'harbour-motors') => `${slug}.localhost:${server.port}`;
  const get = (path: string, slug?: string, headers: Record<string, string> = {}) =>
    request(server.port, path, { host: host(slug), headers: { accept: 'application/json', ...headers } });
  const post = (path: string, body: unknown, slug?: string, headers: Record<string, string> = {}) =>
    request(server.port, path, {
      method: 'POST',
      host: host(slug),
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const expectError = (response: HttpResponse, status: number, code: string, fields?: Record<string, unknown>) => {
    expect(response.status, response.text).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code, message: expect.any(String), ...(fields ? { fields } : {}) } });
  };

  beforeAll(async () => {
    db = await emptyPglite();
    await migrate(db);
    engagement = new SqlVehicleEngagementStore(db);
    server = await startTestServer({
      cars: Object.values(cars),
      overrides: (container) => container.rebind(PORTS.EngagementStore).toConstantValue(engagement),
      // The JSON API only: no UI build needed (issue 10).
      ssr: false,
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  describe('GET /cars/{slug}/autogauge', () => {
    it('answers where the price sits in the market range, a lower price a higher fill', async () => {
      const response = await get('/cars/2023-mazda-cx-5-maxx-sport/autogauge');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({
        fill: 0.67,
        listing_price: 28_990,
        market_range_min: 27_000,
        market_range_max: 33_000,
        confidence: 0.8,
        description: null,
        // issue 17: the working the panel shows (no comparable count in this car's market data).
        average_market_price: 30_000,
        state_average_market_price: 30_500,
        state: 'QLD',
        comparable_count: null,
      });
    });

    it('compares the offer price shown, and passes the market description on', async () => {
      const response = await get('/cars/2022-mazda-cx-30-g20-touring/autogauge');
      expect(response.json()).toMatchObject({ listing_price: 29_500, fill: 0.58, description: 'Priced below the market average' });
    });

    it("is 404 in the error shape for a car without market data, an unknown car or another site's car", async () => {
      expectError(await get('/cars/2024-mazda-bt-50-xt/autogauge'), 404, 'AUTOGAUGE.NO_MARKET_DATA');
      expectError(await get('/cars/2021-mazda-2-g15-pure/autogauge'), 404, 'AUTOGAUGE.NO_MARKET_DATA');
      expectError(await get('/cars/no-such-car/autogauge'), 404, 'NOT_FOUND');
      expectError(await get('/cars/2019-toyota-corolla-ascent/autogauge'), 404, 'NOT_FOUND');
      expect((await get('/cars/2019-toyota-corolla-ascent/autogauge', 'bayside-pre-owned')).status).toBe(200);
    });

    it('refuses a malformed slug with 400 VALIDATION_FAILED', async () => {
      expectError(await get('/cars/not%20a%20slug!/autogauge'), 400, 'VALIDATION_FAILED', { slug: expect.any(String) });
    });
  });

  describe('GET /api/cars/{slug}/view.json', () => {
    const path = '/api/cars/2023-mazda-cx-5-maxx-sport/view.json';

    it("counts a view from the listing's views, then one more each time, and is never cached", async () => {
      const first = await get(`${path}?photos_count=12&updated_at=2025-06-01T09:30:00.000Z&website_id=${harbourSite.id}`);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json()).toEqual({ views: 41, car_fields: {} });
      const second = await get(`${path}?photos_count=12&updated_at=2025-06-01T09:30:00.000Z`);
      expect(second.json()).toEqual({ views: 42, car_fields: {} });
      expect(await engagement.viewsOf('harbour-motors', cars.priced.id)).toBe(42);
    });

    it('sends the live fields when the page is stale: an older updated_at or another photo count', async () => {
      const live = {
        price: 28_990,
        before_price: 31_990,
        offer_price: null,
        status: 'in_stock',
        sold_at: null,
        reserved: false,
        tag: null,
        photos_count: 12,
        updated_at: '2025-06-01T09:30:00.000Z',
      };
      const olderIso = await get(`${path}?photos_count=12&updated_at=2025-05-01T00:00:00Z`);
      expect(olderIso.json<{ car_fields: unknown }>().car_fields).toEqual(live);
      // Epoch seconds and milliseconds are read too.
      const olderEpoch = await get(`${path}?updated_at=${Math.floor(Date.parse('2025-05-01') / 1000)}`);
      expect(olderEpoch.json<{ car_fields: unknown }>().car_fields).toEqual(live);
      const current = await get(`${path}?updated_at=${Date.parse('2025-06-01T09:30:00.000Z')}`);
      expect(current.json<{ car_fields: unknown }>().car_fields).toEqual({});
      const photos = await get(`${path}?photos_count=3&updated_at=2025-06-01T09:30:00.000Z`);
      expect(photos.json<{ car_fields: unknown }>().car_fields).toEqual(live);
      // Nothing to compare with: everything live.
      expect((await get(path)).json<{ car_fields: unknown }>().car_fields).toEqual(live);
    });

    it('refuses bad parameters with 400 VALIDATION_FAILED naming each', async () => {
      expectError(await get(`${path}?photos_count=-1`), 400, 'VALIDATION_FAILED', { photos_count: expect.any(String) });
      expectError(await get(`${path}?photos_count=many`), 400, 'VALIDATION_FAILED', { photos_count: expect.any(String) });
      expectError(await get(`${path}?updated_at=yesterday`), 400, 'VALIDATION_FAILED', { updated_at: expect.any(String) });
      expectError(await get(`${path}?website_id=abc`), 400, 'VALIDATION_FAILED', { website_id: expect.any(String) });
      expectError(await get(`${path}?photos_count=1&photos_count=2`), 400, 'VALIDATION_FAILED', { photos_count: expect.any(String) });
      expectError(await get(`${path}?nope=1`), 400, 'VALIDATION_FAILED', { nope: 'Unknown parameter.' });
      // Another site's id: the page belongs to this site.
      expectError(await get(`${path}?website_id=${baysideSite.id}`), 400, 'VALIDATION_FAILED', { website_id: expect.any(String) });
    });

    it('is 404 for a car not on this site, and counts nothing', async () => {
      expectError(await get('/api/cars/no-such-car/view.json'), 404, 'NOT_FOUND');
      expectError(await get('/api/cars/2019-toyota-corolla-ascent/view.json'), 404, 'NOT_FOUND');
      expect(await engagement.viewsOf('harbour-motors', cars.bayside.id)).toBeNull();
    });
  });

  describe('GET /api/cars/{slug}/pdf', () => {
    it('is a PDF of the car, saved as {slug}.pdf, naming the dealer, the car, its price and its facts', async () => {
      const response = await get('/api/cars/2023-mazda-cx-5-maxx-sport/pdf', undefined, { accept: 'application/pdf' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="2023-mazda-cx-5-maxx-sport.pdf"');
      expect(response.raw.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(response.raw);
      for (const expected of [
        'HARBOUR MOTORS',
        '2023 Mazda CX-5 Maxx Sport',
        '$28,990',
        'Was $31,990',
        '42,150 km',
        'Automatic',
        '• Apple CarPlay',
        '• Heated Seats',
        'One careful owner, full Mazda service history.',
        'Dealer Comments',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).toMatch(/Phone: \d{2} \d{4} \d{4}|Phone: 1[38]00/);
      expect(text).toContain(`/cars/2023-mazda-cx-5-maxx-sport`);
    });

    it("carries the car's main photo, the site's brand colour and the day in the dealership's time zone", async () => {
      const response = await get('/api/cars/2024-mazda-cx-30-g25-astina/pdf');
      expect(response.status).toBe(200);
      const page = await firstPageOf(response.raw);
      expect(page.images).toBe(1);
      // Harbour's red (#9b1b30) for the header band, not the generic blue.
      const [r, g, b] = [0x9b, 0x1b, 0x30].map((c) => c / 255);
      expect(page.fills.some(([fr, fg, fb]) => Math.abs(fr! - r!) < 0.002 && Math.abs(fg! - g!) < 0.002 && Math.abs(fb! - b!) < 0.002)).toBe(true);
      // The footer's day is New South Wales' (Harbour's), written out, never UTC's ISO date.
      const text = await pdfText(response.raw);
      const sydney = new Date().toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
      expect(text).toContain(`Printed ${sydney}`);
      // A car whose photos live on another host prints without one (nothing is downloaded).
      expect((await firstPageOf((await get('/api/cars/2023-mazda-cx-5-maxx-sport/pdf')).raw)).images).toBe(0);
    });

    it('shows a sold car as SOLD, without a price, and the pending comments message', async () => {
      const response = await get('/api/cars/2019-mazda-3-sp25-gt/pdf');
      expect(response.status).toBe(200);
      const text = await pdfText(response.raw);
      expect(text).toContain('2019 Mazda3 SP25 GT');
      expect(text).toContain('SOLD');
      expect(text).not.toContain('$28,990');
      expect(text).toContain(DEALER_COMMENTS_PENDING);
    });

    it("is 404 in the error shape for an unknown car, another site's car, or a site without printable sheets", async () => {
      expectError(await get('/api/cars/no-such-car/pdf'), 404, 'NOT_FOUND');
      expectError(await get('/api/cars/2019-toyota-corolla-ascent/pdf'), 404, 'NOT_FOUND');
      expectError(await get('/api/cars/2024-suzuki-swift-gl/pdf', 'sunset-coast-suzuki'), 404, 'PDF.NOT_OFFERED');
      expectError(await get('/api/cars/Bad--slug/pdf'), 400, 'VALIDATION_FAILED', { slug: expect.any(String) });
    });
  });

  describe('GET /api/delivery-estimate', () => {
    it("answers {price, name} of the postcode's zone", async () => {
      const response = await get('/api/delivery-estimate?postcode=2300');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ price: 399, name: 'Newcastle & Hunter' });
      expect((await get('/api/delivery-estimate?postcode=3000')).json()).toEqual({ price: 299, name: 'Melbourne Metro' });
    });

    it('is 404 DELIVERY.NO_ESTIMATE with the spec text when no zone covers the postcode', async () => {
      const response = await get('/api/delivery-estimate?postcode=6798');
      expect(response.status).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'DELIVERY.NO_ESTIMATE', message: NO_DELIVERY_ESTIMATE_MESSAGE } });
    });

    it('is 400 with the Postcode rule message for an invalid or missing postcode', async () => {
      for (const [query, code] of [
        ['postcode=abc', 'POSTCODE.INVALID'],
        ['postcode=12345', 'POSTCODE.INVALID'],
        ['postcode=', 'POSTCODE.REQUIRED'],
        ['', 'POSTCODE.REQUIRED'],
      ] as const) {
        const response = await get(`/api/delivery-estimate?${query}`);
        expect(response.status, query).toBe(400);
        expect(response.json()).toEqual({ error: { code, message: INVALID_POSTCODE_MESSAGE, fields: { postcode: INVALID_POSTCODE_MESSAGE } } });
      }
      expectError(await get('/api/delivery-estimate?postcode=2000&postcode=3000'), 400, 'VALIDATION_FAILED', { postcode: expect.any(String) });
      expectError(await get('/api/delivery-estimate?zip=2000'), 400, 'VALIDATION_FAILED', { zip: 'Unknown parameter.' });
    });
  });

  describe('POST /api/cars/{slug}/phone-reveal', () => {
    const path = '/api/cars/2023-mazda-cx-5-maxx-sport/phone-reveal';
    const ids = () => ({ car_id: cars.priced.id, dealership_id: HARBOUR_DEALERSHIP, website_id: harbourSite.id });

    it('records the reveal with car, dealership and site: 201', async () => {
      const before = await engagement.phoneRevealsOf('harbour-motors', cars.priced.id);
      const response = await post(path, ids());
      expect(response.status).toBe(201);
      expect(response.json()).toEqual({ recorded: true });
      // Ids as digit strings (as forms send them), and as a sendBeacon text/plain body.
      const strings = { car_id: String(cars.priced.id), dealership_id: String(HARBOUR_DEALERSHIP), website_id: String(harbourSite.id) };
      expect((await post(path, strings)).status).toBe(201);
      expect((await post(path, JSON.stringify(ids()), undefined, { 'content-type': 'text/plain;charset=UTF-8' })).status).toBe(201);
      expect(await engagement.phoneRevealsOf('harbour-motors', cars.priced.id)).toBe(before + 3);
    });

    it("refuses ids that are not the page car's, its dealership's or the site's, storing nothing", async () => {
      const before = await engagement.phoneRevealsOf('harbour-motors', cars.priced.id);
      expectError(await post(path, { ...ids(), car_id: cars.offer.id }), 400, 'VALIDATION_FAILED', { car_id: expect.any(String) });
      expectError(await post(path, { ...ids(), dealership_id: 999_999 }), 400, 'VALIDATION_FAILED', { dealership_id: expect.any(String) });
      expectError(await post(path, { ...ids(), website_id: baysideSite.id }), 400, 'VALIDATION_FAILED', { website_id: expect.any(String) });
      expect(await engagement.phoneRevealsOf('harbour-motors', cars.priced.id)).toBe(before);
    });

    it('refuses a malformed body with 400 VALIDATION_FAILED naming each field', async () => {
      expectError(await post(path, {}), 400, 'VALIDATION_FAILED', {
        car_id: expect.any(String),
        dealership_id: expect.any(String),
        website_id: expect.any(String),
      });
      expectError(await post(path, { ...ids(), car_id: -4 }), 400, 'VALIDATION_FAILED', { car_id: expect.any(String) });
      expectError(await post(path, { ...ids(), extra: 1 }), 400, 'VALIDATION_FAILED', { extra: 'Unknown parameter.' });
      expect((await post(path, '{not json')).status).toBe(400);
      expect((await post(path, '[]')).status).toBe(400);
    });

    it('is 404 for a car not on this site', async () => {
      expectError(await post('/api/cars/no-such-car/phone-reveal', ids()), 404, 'NOT_FOUND');
    });
  });

  describe('POST /api/analytics/events', () => {
    it('records an event with a spec 2 §7 id: 202', async () => {
      const response = await post(
        '/api/analytics/events',
        { event_id: 4, car_id: cars.priced.id, url: 'http://harbour-motors.localhost/cars/2023-mazda-cx-5-maxx-sport', properties: { from: 'search' } },
        'harbour-motors',
      );
      expect(response.status).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
      expect((await post('/api/analytics/events', { event_id: 26 })).status).toBe(202);
      expect(
        (await post('/api/analytics/events', JSON.stringify({ event_id: 61, car_id: cars.priced.id }), undefined, { 'content-type': 'text/plain' })).status,
      ).toBe(202);
      const events = await engagement.eventsOf('harbour-motors');
      expect(events.map((e) => [e.eventId, e.carId])).toEqual([
        [4, cars.priced.id],
        [26, null],
        [61, cars.priced.id],
      ]);
      expect(events[0]?.properties).toEqual({ from: 'search' });
    });

    it("refuses an id outside the spec, a bad body, or another site's car, in the error shape", async () => {
      expectError(await post('/api/analytics/events', { event_id: 5 }), 400, 'VALIDATION_FAILED', { event_id: expect.any(String) });
      expectError(await post('/api/analytics/events', { event_id: '4' }), 400, 'VALIDATION_FAILED', { event_id: expect.any(String) });
      expectError(await post('/api/analytics/events', {}), 400, 'VALIDATION_FAILED', { event_id: expect.any(String), event: expect.any(String) });
      expectError(await post('/api/analytics/events', { event_id: 39, properties: { nested: { a: 1 } } }), 400, 'VALIDATION_FAILED', {
        'properties.nested': expect.any(String),
      });
      expectError(await post('/api/analytics/events', { event_id: 39, car_id: cars.bayside.id }), 422, 'ANALYTICS.CAR_NOT_FOUND', {
        car_id: expect.any(String),
      });
      expect((await post('/api/analytics/events', 'x'.repeat(20_000))).status).toBe(413);
    });

    it('records a call click by name (spec 1 §7; no id in spec 2 §7): 202, stored with its name and no id', async () => {
      const url = 'http://sunset-coast-suzuki.localhost/cars/2024-suzuki-swift-gl';
      const body = { event: 'call_click', car_id: cars.suzuki.id, url, properties: { placement: 'sidebar' } };
      const response = await post('/api/analytics/events', body, 'sunset-coast-suzuki');
      expect(response.status, response.text).toBe(202);
      expect(response.json()).toEqual({ accepted: true });
      // As navigator.sendBeacon would send it, too.
      const beacon = JSON.stringify({ event: 'call_click', car_id: cars.suzuki.id });
      expect((await post('/api/analytics/events', beacon, 'sunset-coast-suzuki', { 'content-type': 'text/plain' })).status).toBe(202);
      expect(await engagement.eventsOf('sunset-coast-suzuki')).toEqual([
        { siteSlug: 'sunset-coast-suzuki', eventId: null, eventName: 'call_click', carId: cars.suzuki.id, url, properties: { placement: 'sidebar' } },
        { siteSlug: 'sunset-coast-suzuki', eventId: null, eventName: 'call_click', carId: cars.suzuki.id, url: null, properties: {} },
      ]);
    });

    it('refuses both an id and a name, neither, or an unknown name: 400 in the error shape, nothing stored', async () => {
      const before = (await engagement.eventsOf('sunset-coast-suzuki')).length;
      const both = await post('/api/analytics/events', { event_id: 61, event: 'call_click', car_id: cars.suzuki.id }, 'sunset-coast-suzuki');
      expectError(both, 400, 'VALIDATION_FAILED', { event_id: expect.stringMatching(/not both/), event: expect.stringMatching(/not both/) });
      const neither = await post('/api/analytics/events', { car_id: cars.suzuki.id, properties: { placement: 'sidebar' } }, 'sunset-coast-suzuki');
      expectError(neither, 400, 'VALIDATION_FAILED', { event_id: expect.stringMatching(/call_click/), event: expect.stringMatching(/call_click/) });
      const unknown = await post('/api/analytics/events', { event: 'call_clicked', car_id: cars.suzuki.id }, 'sunset-coast-suzuki');
      expectError(unknown, 400, 'VALIDATION_FAILED', { event: expect.stringMatching(/call_click/) });
      for (const odd of [{ event: 61 }, { event: null }, { event: '' }, { event: ['call_click'] }, { event: 'CALL_CLICK' }]) {
        const response = await post('/api/analytics/events', odd, 'sunset-coast-suzuki');
        expectError(response, 400, 'VALIDATION_FAILED', { event: expect.any(String) });
      }
      // A named event about another site's car is refused as an id's is.
      expectError(
        await post('/api/analytics/events', { event: 'call_click', car_id: cars.bayside.id }, 'sunset-coast-suzuki'),
        422,
        'ANALYTICS.CAR_NOT_FOUND',
        {
          car_id: expect.any(String),
        },
      );
      expect(await engagement.eventsOf('sunset-coast-suzuki')).toHaveLength(before);
    });
  });

  describe("the page's media and embeds (CSP)", () => {
    it('allows own videos and YouTube embeds, nothing wider', async () => {
      const page = await request(server.port, '/', { host: host() });
      const csp = new Map(
        String(page.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources] as const),
      );
      expect(csp.get('media-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com']);
      const video = await request(server.port, '/media/videos/walkaround.mp4', { host: host() });
      expect(video.status).toBe(200);
      expect(video.headers['content-type']).toMatch(/^video\/mp4/);
    });
  });

  it('never answers 500 to any of the bad inputs above, nor to odd ones', async () => {
    const odd = [
      get('/cars/x/autogauge?x=1'),
      get('/api/cars/x/view.json?updated_at=99999999999999999'),
      get(`/api/cars/${'a'.repeat(201)}/view.json`),
      get('/api/delivery-estimate?postcode=%00%00%00%00'),
      post('/api/analytics/events', 'null'),
      post('/api/analytics/events', { event: { toString: 'call_click' }, event_id: [61] }),
      post('/api/analytics/events', { event: '__proto__' }),
      post('/api/cars/x/phone-reveal', '"text"'),
    ];
    for (const response of await Promise.all(odd)) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.json()).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
    }
  });
});
