/**
 * The watchlist over HTTP (spec 1 §4, §5, §7; issue 14): `POST /api/watchlist/save-car` and
 * `/remove-car` answer `{success: true}` or `{success: false, message}` — for every refusal, with
 * a fitting status — and `GET /api/watchlist` lists the saved cars as the site shows them now,
 * sold ones marked. On the real server, signed in the way a browser signs in (the code read from
 * the outbox SMS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_INVALID_MESSAGE } from '../../../adapters/http/plugins/shopper-session.plugin';
import type { SessionAnswer, WatchlistPageAnswer } from '../../../application/shoppers/shopper-contract';
import { WATCHLIST_MESSAGES } from '../../../domain/shoppers/shopper-lists';
import { vehicleFullTitle } from '../../../domain/vehicle/vehicle-page';
import { aCar } from '../../support/car-builder';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { cookieHeaderOf, postJson, signInShopper, type SignedInShopper } from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'bayside-pre-owned';
const ANN = '0412 345 678';
const car = (id: number, slug: string) =>
  aCar().withId(id).withSite(SITE).withSlug(slug).withMakeModel('Mazda', 'CX-5').withYear(2020).withPrice(31_990).withImages(2);
const CARS = [
  car(9_001, 'mazda-to-save').build(),
  car(9_002, 'mazda-on-offer').with({ offer_price: 29_990, before_price: 33_990 }).build(),
  car(9_003, 'mazda-already-sold').sold().build(),
  car(9_004, 'mazda-that-will-sell').build(),
  car(9_005, 'mazda-to-remove').build(),
  aCar().withId(9_100).withSite('harbour-motors').withSlug('harbour-car').build(),
];

let server: TestServer;
let ann: SignedInShopper;

const save = (body: unknown, auth: { cookie?: string; csrf?: string } = ann) => postJson(server, SITE, '/api/watchlist/save-car', body, auth);
const remove = (body: unknown, auth: { cookie?: string; csrf?: string } = ann) => postJson(server, SITE, '/api/watchlist/remove-car', body, auth);
const watchlist = (auth: { cookie?: string } = ann) =>
  request(server.port, '/api/watchlist', { host: server.host(SITE), headers: auth.cookie ? { cookie: auth.cookie } : {} });

/** spec 1 §7: a refusal is exactly {success: false, message} with a message to show. */
function expectRefusal(answer: HttpResponse, status: number, message?: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = answer.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  expect(typeof body.message === 'string' && body.message.length > 0).toBe(true);
  if (message !== undefined) expect(body.message).toBe(message);
}

beforeAll(async () => {
  server = await startTestServer({ ssr: false, cars: CARS });
  ann = await signInShopper(server, SITE, ANN);
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/watchlist/save-car and /remove-car (spec 1 §7)', () => {
  it('saves a car answering exactly {success: true}, and saving it again succeeds the same', async () => {
    const first = await save({ phone_number: ANN, car_id: 9_001 });
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await save({ phone_number: '+61412345678', car_id: 9_001 })).json()).toEqual({ success: true });
    const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM watchlist_items WHERE shopper_id = $1 AND car_id = 9001', [
      ann.shopperId,
    ]);
    expect(rows[0]?.n).toBe(1);
  });

  it('takes a car_id sent as a string of digits, and any way of writing the same mobile', async () => {
    expect((await save({ phone_number: '61 412 345 678', car_id: '9002' })).json()).toEqual({ success: true });
    const listed = (await watchlist()).json<WatchlistPageAnswer>().cars.find((c) => c.car_id === 9_002);
    // spec 1 §4 precedence: the offer price is the price shown, and so the price kept.
    expect(listed).toMatchObject({ price_text: '$29,990', price: 29_990, price_when_saved: 29_990, status: 'in_stock', sold: false });
  });

  it('removes a car answering {success: true}, and removing a car not saved succeeds too', async () => {
    await save({ phone_number: ANN, car_id: 9_005 });
    const removed = await remove({ phone_number: ANN, car_id: 9_005 });
    expect(removed.status).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await remove({ phone_number: ANN, car_id: 9_005 })).json()).toEqual({ success: true });
    expect((await watchlist()).json<WatchlistPageAnswer>().cars.map((c) => c.car_id)).not.toContain(9_005);
  });

  it.each([
    ['no phone_number', { car_id: 9_001 }, 'phone_number is required'],
    [
      'a phone_number that is no mobile',
      { phone_number: '02 9876 5432', car_id: 9_001 },
      'phone_number must be an Australian mobile number, e.g. 0412 345 678',
    ],
    ['no car_id', { phone_number: ANN }, 'car_id is required'],
    ['car_id abc', { phone_number: ANN, car_id: 'abc' }, 'car_id must be a whole number'],
    ['a fractional car_id', { phone_number: ANN, car_id: 9_001.5 }, 'car_id must be a whole number'],
    ['a negative car_id', { phone_number: ANN, car_id: -4 }, 'car_id must be a whole number'],
    ['an extra field', { phone_number: ANN, car_id: 9_001, colour: 'red' }, 'Unknown field colour: send only phone_number and car_id.'],
    ['a body that is a list', [ANN, 9_001], 'The request must be a JSON object with phone_number and car_id.'],
  ])('refuses %s with 400 and a message naming the problem', async (_what, body, message) => {
    expectRefusal(await save(body), 400, message);
    expectRefusal(await remove(body), 400, message);
  });

  it('refuses a body that is not JSON with 400 in the same shape', async () => {
    const answer = await request(server.port, '/api/watchlist/save-car', {
      method: 'POST',
      host: server.host(SITE),
      headers: { 'content-type': 'application/json', cookie: ann.cookie, 'x-csrf-token': ann.csrf },
      body: '{"phone_number": "0412',
    });
    expectRefusal(answer, 400);
  });

  it('refuses a shopper who is not signed in with 401', async () => {
    const session = await request(server.port, '/api/auth/session', { host: server.host(SITE) });
    const anonymous = { cookie: cookieHeaderOf(session.headers['set-cookie']), csrf: session.json<SessionAnswer>().csrf_token };
    expectRefusal(await save({ phone_number: ANN, car_id: 9_001 }, anonymous), 401, WATCHLIST_MESSAGES.signInRequired);
    expectRefusal(await remove({ phone_number: ANN, car_id: 9_001 }, anonymous), 401, WATCHLIST_MESSAGES.signInRequired);
  });

  it("refuses a session of another dealer site: its CSRF token with 403 (bound to its site), this site's with 401", async () => {
    const elsewhere = await signInShopper(server, 'harbour-motors', ANN);
    expectRefusal(await save({ phone_number: ANN, car_id: 9_001 }, elsewhere), 403, CSRF_INVALID_MESSAGE);
    // A token this site issues to that browser: the session is still not one of this site's.
    const here = await request(server.port, '/api/auth/session', { host: server.host(SITE), headers: { cookie: elsewhere.cookie } });
    expect(here.json<{ signed_in: boolean }>().signed_in).toBe(false);
    const csrf = here.json<{ csrf_token: string }>().csrf_token;
    expectRefusal(await save({ phone_number: ANN, car_id: 9_001 }, { cookie: elsewhere.cookie, csrf }), 401, WATCHLIST_MESSAGES.signInRequired);
  });

  it('refuses another phone than the signed-in shopper with 403', async () => {
    expectRefusal(await save({ phone_number: '0499 999 999', car_id: 9_001 }), 403, WATCHLIST_MESSAGES.phoneMismatch);
    expectRefusal(await remove({ phone_number: '0499 999 999', car_id: 9_001 }), 403, WATCHLIST_MESSAGES.phoneMismatch);
  });

  it('refuses a request without the CSRF header, or with a wrong one, with 403 and saves nothing', async () => {
    expectRefusal(await save({ phone_number: ANN, car_id: 9_004 }, { cookie: ann.cookie }), 403, CSRF_INVALID_MESSAGE);
    expectRefusal(await save({ phone_number: ANN, car_id: 9_004 }, { cookie: ann.cookie, csrf: 'not-the-token' }), 403, CSRF_INVALID_MESSAGE);
    expectRefusal(await remove({ phone_number: ANN, car_id: 9_001 }, { cookie: ann.cookie }), 403, CSRF_INVALID_MESSAGE);
    expect((await watchlist()).json<WatchlistPageAnswer>().cars.map((c) => c.car_id)).not.toContain(9_004);
  });

  it('refuses a car of another site, or no car at all, with 404', async () => {
    expectRefusal(await save({ phone_number: ANN, car_id: 9_100 }), 404, WATCHLIST_MESSAGES.carNotOnSite);
    expectRefusal(await save({ phone_number: ANN, car_id: 123_456_789 }), 404, WATCHLIST_MESSAGES.carNotOnSite);
  });

  it('refuses a sold car that is not saved with 409', async () => {
    expectRefusal(await save({ phone_number: ANN, car_id: 9_003 }), 409, WATCHLIST_MESSAGES.carSold);
  });
});

describe('GET /api/watchlist', () => {
  it('lists a car that has sold since it was saved, marked sold, and saving it again still succeeds', async () => {
    expect((await save({ phone_number: ANN, car_id: 9_004 })).json()).toEqual({ success: true });
    await server.cars.upsertMany([car(9_004, 'mazda-that-will-sell').sold().build()]);
    expect((await save({ phone_number: ANN, car_id: 9_004 })).json()).toEqual({ success: true });
    const answer = await watchlist();
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const cars = answer.json<WatchlistPageAnswer>().cars;
    expect(cars.find((c) => c.car_id === 9_004)).toMatchObject({
      slug: 'mazda-that-will-sell',
      // The vehicle page's name for the car (its heading and the toasts).
      name: CARS[3] ? vehicleFullTitle(CARS[3]) : undefined,
      status: 'sold',
      sold: true,
      price_text: 'SOLD',
      price: null,
      price_when_saved: 31_990,
    });
    // Newest saved first.
    expect(cars[0]?.car_id).toBe(9_004);
    expect(cars.find((c) => c.car_id === 9_001)).toMatchObject({
      slug: 'mazda-to-save',
      year: 2020,
      make: 'Mazda',
      model: 'CX-5',
      price_text: '$31,990',
      sold: false,
    });
    expect(cars.find((c) => c.car_id === 9_001)?.primary_image_url).toEqual(expect.any(String));
  });

  it('answers 401 AUTH.SIGN_IN_REQUIRED in the usual error shape without a session, never cached', async () => {
    const answer = await watchlist({});
    expect(answer.status).toBe(401);
    expect(errorShapeProblem(answer.text)).toBeNull();
    expect(answer.json()).toMatchObject({ error: { code: 'AUTH.SIGN_IN_REQUIRED' } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('the watchlist rate limit', () => {
  it('answers 429 in the same {success: false, message} shape, with Retry-After', async () => {
    const limited = await startTestServer({ ssr: false, rateLimits: { watchlist: { max: 2, windowMs: 60_000 } } });
    try {
      const call = () => postJson(limited, SITE, '/api/watchlist/save-car', { phone_number: ANN, car_id: 1 });
      expect((await call()).status).toBe(403);
      expect((await call()).status).toBe(403);
      const over = await call();
      expectRefusal(over, 429);
      expect(over.json<{ message: string }>().message).toMatch(/^Too many watchlist requests/);
      expect(over.headers['retry-after']).toEqual(expect.any(String));
    } finally {
      await limited.close();
    }
  });
});
