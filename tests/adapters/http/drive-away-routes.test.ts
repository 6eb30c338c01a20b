/**
 * `GET /api/cars/{slug}/drive-away?postcode=` over HTTP (issue 15 'The drive-away price': the
 * vehicle page's 'Drive-away in {state}' line and its dialog), on the real server as the core
 * wires it, on PGlite: the state of the car's location by default, the buyer's state from a
 * postcode, the Postcode rule's messages (spec 2 §5, §8), the figure the domain's and the same
 * as the purchase journey's order (issue 15 'Done when': the same total on the vehicle page and
 * at checkout).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../application/checkout/checkout-contract';
import type { DriveAwayQuote } from '../../../application/pricing/quote-drive-away.use-case';
import type { AustralianState } from '../../../domain/locations/delivery-zones';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';
import { driveAwayPrice } from '../../../domain/pricing/drive-away';
import type { Car } from '../../../domain/vehicle/car';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));
const SUNSTATE = 'sunstate-motor-group';
const HARBOUR = 'harbour-motors';

const listing = (site: string, id: number, slug: string, fields: Record<string, unknown> = {}): Car =>
  aCar()
    .withId(id)
    .withSite(site)
    .withSlug(slug)
    .withMakeModel('Toyota', 'Corolla')
    .withPrice(30_000)
    .with({
      price_type: 'Excl. Govt. Charges',
      car_type: 'used',
      offer_price: null,
      subscription_price: null,
      fuel: 'Petrol',
      variant: { cylinders: 4 },
      ...fields,
    })
    .build();

const CARS = {
  // Sunstate's North Parramatta yard (NSW) and Newstead (QLD, the primary).
  parramatta: listing(SUNSTATE, 9_301, 'parramatta-corolla', { location_id: 1106, dealership_slug: 'sunstate-hyundai' }),
  newstead: listing(SUNSTATE, 9_302, 'newstead-corolla', { location_id: 1101, dealership_slug: 'sunstate-hyundai' }),
  driveAway: listing(SUNSTATE, 9_303, 'drive-away-corolla', {
    location_id: 1101,
    dealership_slug: 'sunstate-hyundai',
    price_type: 'Drive Away',
    price: 27_990,
  }),
  noPrice: listing(SUNSTATE, 9_304, 'no-price-corolla', { location_id: 1101, dealership_slug: 'sunstate-hyundai', price: 0 }),
  // Harbour Motors sells online: its order's figure is the vehicle page's.
  harbour: listing(HARBOUR, 9_305, 'harbour-corolla', { location_id: 2101, dealership_slug: 'harbour-motors', payment_processors: ['stripe'], deposit: null }),
};

describe('GET /api/cars/{slug}/drive-away (issue 15)', () => {
  let server: TestServer;
  const get = (path: string, site = SUNSTATE): Promise<HttpResponse> => request(server.port, path, { host: server.host(site) });
  const quote = async (slug: string, query = '', site = SUNSTATE): Promise<DriveAwayQuote> => {
    const answer = await get(`/api/cars/${slug}/drive-away${query}`, site);
    expect(answer.status, answer.text).toBe(200);
    return answer.json<DriveAwayQuote>();
  };
  const expected = (car: Car, state: AustralianState, site = SUNSTATE) =>
    driveAwayPrice({ car, state, costs: server.core.siteOf(site)!.on_road_costs, on: clock.now() });

  beforeAll(async () => {
    server = await startTestServer({ ssr: false, cars: Object.values(CARS), clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('prices for the state of the car’s location by default: the domain’s figure', async () => {
    expect(await quote(CARS.parramatta.slug)).toEqual({ drive_away: expected(CARS.parramatta, 'NSW'), postcode: null, state: 'NSW' });
    const qld = await quote(CARS.newstead.slug);
    expect(qld).toEqual({ drive_away: expected(CARS.newstead, 'QLD'), postcode: null, state: 'QLD' });
    // Itemised: vehicle, duty, registration, CTP, dealer delivery; the total their sum (rounded up).
    expect(qld.drive_away.items.map((item) => item.key)).toEqual(['vehicle', 'duty', 'registration', 'ctp', 'dealer_delivery']);
    expect(qld.drive_away.total).toBe(Math.ceil(qld.drive_away.items.reduce((sum, item) => sum + item.amount, 0)));
    expect(qld.drive_away.total).toBeGreaterThan(CARS.newstead.price);
  });

  it('prices for the state of the buyer’s postcode: 2000 → NSW, 3000 → VIC', async () => {
    expect(await quote(CARS.newstead.slug, '?postcode=2000')).toEqual({ drive_away: expected(CARS.newstead, 'NSW'), postcode: '2000', state: 'NSW' });
    expect(await quote(CARS.newstead.slug, '?postcode=3000')).toEqual({ drive_away: expected(CARS.newstead, 'VIC'), postcode: '3000', state: 'VIC' });
    // A postcode no delivery zone covers (Adelaide's PO boxes) is placed by the geocoder.
    expect((await quote(CARS.newstead.slug, '?postcode=5800')).state).toBe('SA');
  });

  it('answers a listing priced Drive Away with its price as the total, whatever the state', async () => {
    for (const query of ['', '?postcode=3000', '?postcode=6000']) {
      const answer = await quote(CARS.driveAway.slug, query);
      expect(answer.drive_away.total).toBe(27_990);
      expect(answer.drive_away.listedAsDriveAway).toBe(true);
    }
  });

  it('refuses a bad postcode with a 400 naming it, in the Postcode rule’s words (spec 2 §5, §8)', async () => {
    const cases: [string, string, string][] = [
      ['abc', 'POSTCODE.INVALID', INVALID_POSTCODE_MESSAGE],
      ['12345', 'POSTCODE.INVALID', INVALID_POSTCODE_MESSAGE],
      ['', 'POSTCODE.REQUIRED', INVALID_POSTCODE_MESSAGE],
      ['9999', 'POSTCODE.NOT_FOUND', 'Invalid postcode'],
    ];
    for (const [postcode, code, message] of cases) {
      const answer = await get(`/api/cars/${CARS.newstead.slug}/drive-away?postcode=${postcode}`);
      expect(answer.status, postcode).toBe(400);
      expect(errorShapeProblem(answer.text)).toBeNull();
      expect(answer.json()).toEqual({ error: { code, message, fields: { postcode: message } } });
    }
    // Too long, or a parameter the route does not take: refused at the edge.
    for (const query of [`?postcode=${'4'.repeat(30)}`, '?state=VIC']) {
      const answer = await get(`/api/cars/${CARS.newstead.slug}/drive-away${query}`);
      expect(answer.status, query).toBe(400);
      expect(errorShapeProblem(answer.text)).toBeNull();
    }
  });

  it('answers 404 for a car not on this site and for a car with no drive-away price', async () => {
    const unknown = await get('/api/cars/no-such-car/drive-away');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: "No car 'no-such-car' on this site." } });
    const otherSite = await get(`/api/cars/${CARS.harbour.slug}/drive-away`);
    expect(otherSite.status).toBe(404);
    const noPrice = await get(`/api/cars/${CARS.noPrice.slug}/drive-away`);
    expect(noPrice.status).toBe(404);
    expect(noPrice.json<{ error: { code: string } }>().error.code).toBe('DRIVE_AWAY.NO_PRICE');
    expect(errorShapeProblem(noPrice.text)).toBeNull();
  });

  it('is never answered from a cache', async () => {
    const answer = await get(`/api/cars/${CARS.newstead.slug}/drive-away`);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('gives the same total as the purchase journey’s order for the same car and postcode', async () => {
    const page = await quote(CARS.harbour.slug, '?postcode=3000', HARBOUR);
    const started = await request(server.port, '/api/checkout/orders', {
      method: 'POST',
      host: server.host(HARBOUR),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: CARS.harbour.slug, postcode: '3000' }),
    });
    expect(started.status, started.text).toBe(201);
    const order = started.json<OrderView>();
    expect(order.state).toBe('VIC');
    expect(order.drive_away).toEqual(page.drive_away);
    expect(order.totals.drive_away).toBe(page.drive_away.total);
  });
});
