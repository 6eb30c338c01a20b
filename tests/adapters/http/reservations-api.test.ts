/**
 * Reserve online over HTTP (issue 6; issue 30 'no card numbers on our server'): the browser
 * turns the card into a token with the payment provider's card form (here the offline test
 * provider's, `POST /api/payments/test/tokens`, as the checkout page calls it), and
 * `POST /api/cars/{slug}/reservations` takes the deposit with that token, stores a 'Reserve
 * Online' lead and a reservation held 48 hours, and marks the car reserved in search; decline
 * cards, unusable tokens and unreservable cars are refused with clear messages, and a body
 * carrying card details is refused with nothing stored or logged.
 */
import * as E from 'fp-ts/lib/Either.js';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NUMBER_REFUSED_MESSAGE } from '../../../domain/payments/card';
import { CARD_FIELDS_REFUSED_MESSAGE } from '../../../adapters/http/routes/reservations.routes';
import { DECLINE_MESSAGES } from '../../../adapters/payments/decline-messages';
import { INVALID_TOKEN_MESSAGE, UNKNOWN_TEST_CARD_MESSAGE } from '../../../adapters/payments/test-payment-provider';
import { TOKEN_MISSING_MESSAGE } from '../../../application/reservations/reserve-car.use-case';
import { CARD_NUMBER_MESSAGE } from '../../../domain/payments/card';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { testCard } from '../../support/test-payments';
import { request, type HttpResponse } from './support/http-request';
import { startLeadFormsTestServer, type LeadFormsTestServer } from './support/lead-forms-test-server';

const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));
const SITE = 'bayside-pre-owned';
const car = (id: number, slug: string) => aCar().withId(id).withSite(SITE).withSlug(slug).with({ deposit: null }).withMakeModel('Toyota', 'Corolla');
const CARS = [
  car(7_001, 'car-to-reserve').build(),
  car(7_002, 'car-for-declines').build(),
  car(7_003, 'sold-car').sold().build(),
  car(7_004, 'car-with-own-deposit').with({ deposit: 500 }).build(),
  car(7_005, 'car-for-a-race').build(),
  car(7_006, 'car-that-expires').build(),
  aCar().withId(7_100).withSite('saltbush-caravans').withSlug('a-caravan').build(),
];

let keys = 0;
const newKey = () => `reserve-key-${String(++keys).padStart(6, '0')}`;

/** The test provider's card form, as the checkout page calls it: the card goes here, and only here. */
function tokenize(server: LeadFormsTestServer, card: Record<string, string>, site = SITE): Promise<HttpResponse> {
  return request(server.port, '/api/payments/test/tokens', {
    method: 'POST',
    host: server.host(site),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(card),
  });
}

async function tokenOf(server: LeadFormsTestServer, number = '4242 4242 4242 4242', site = SITE): Promise<string> {
  const answer = await tokenize(server, testCard(number), site);
  expect(answer.status, answer.text).toBe(201);
  return answer.json<{ token: string }>().token;
}

/** Reserves with a token of the test card form for `number` (4242 4242 4242 4242 unless told), as the checkout page does. */
async function reserve(
  server: LeadFormsTestServer,
  slug: string,
  number = '4242 4242 4242 4242',
  options: { key?: string | null; site?: string; body?: Record<string, unknown> } = {},
): Promise<HttpResponse> {
  const key = options.key === undefined ? newKey() : options.key;
  const site = options.site ?? SITE;
  return request(server.port, `/api/cars/${slug}/reservations`, {
    method: 'POST',
    host: server.host(site),
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify({
      name: 'Ann Citizen',
      email: 'ann@example.com.au',
      phone: '0412 345 678',
      token: await tokenOf(server, number, site),
      url: `http://${site}.localhost/cars/${slug}/checkout`,
      ...options.body,
    }),
  });
}

interface Reserved {
  reservation_id: string;
  lead_id: string;
  car_id: number;
  deposit: number;
  expires_at: string;
  payment: { brand: string; last4: string; test_mode: boolean };
}

const searchHit = async (server: LeadFormsTestServer, id: number) => {
  const answer = await request(server.port, '/api/search?hitsPerPage=100', { host: server.host(SITE) });
  return answer.json<{ hits: { id: number; reserved: boolean }[] }>().hits.find((h) => h.id === id);
};

describe('POST /api/cars/{slug}/reservations', () => {
  let server: LeadFormsTestServer;
  /** Every log line the server writes (pino at info: each request, and any error). */
  const logLines: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    server = await startLeadFormsTestServer({ cars: CARS, clock, logger });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("says payments are in test mode, by the test provider's card form", async () => {
    const answer = await request(server.port, '/api/payments/config', { host: server.host(SITE) });
    expect(answer.json()).toEqual({ test_mode: true, provider: 'test', hold_hours: 48, currency: 'AUD' });
  });

  it('reserves with the test card: 201, the site deposit, a 48-hour hold, a Reserve Online lead, and the car RESERVED in search', async () => {
    expect((await searchHit(server, 7_001))?.reserved).toBe(false);
    const answer = await reserve(server, 'car-to-reserve');
    expect(answer.status).toBe(201);
    const body = answer.json<Reserved>();
    // Bayside Pre-Owned's reserve_deposit is $300; the car names none.
    expect(body).toMatchObject({
      car_id: 7_001,
      deposit: 300,
      expires_at: '2030-03-06T00:00:00.000Z',
      payment: { brand: 'Visa', last4: '4242', test_mode: true },
    });
    // The provider was asked for the deposit our records name, with the browser's token.
    const [paid] = server.payments.payments.slice(-1);
    expect(paid?.request).toMatchObject({
      amountCents: 30_000,
      currency: 'AUD',
      token: expect.stringMatching(/^tok_test_/),
      metadata: { purpose: 'reserve-online', site: SITE },
    });
    // issue 13 'Time zones': Bayside Pre-Owned is in Victoria, so the hold reads Melbourne time (daylight saving in March).
    expect(body).toMatchObject({ time_zone: 'Australia/Melbourne', expires_at_text: 'Wednesday 6 March 2030 at 11:00am (Melbourne time)' });

    const lead = await server.leads.findById(SITE, body.lead_id);
    expect(lead?.submission).toMatchObject({
      user: {
        category: 'Reserve Online',
        name: 'Ann Citizen',
        stock_number: CARS[0]?.stocknum,
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'Corolla',
        car_id: 7_001,
      },
      car_id: 7_001,
      source: 'Website',
    });
    expect(String(lead?.submission.user.message)).toContain('$300 refundable deposit (TEST MODE');
    const outbox = await server.db.query('SELECT channel FROM lead_outbox WHERE lead_id = $1', [body.lead_id]);
    expect(outbox.length).toBeGreaterThan(0);

    expect((await server.cars.findBySlug(SITE, 'car-to-reserve'))?.reserved).toBe(true);
    expect((await searchHit(server, 7_001))?.reserved).toBe(true);
    const carAnswer = await request(server.port, '/api/cars/car-to-reserve', { host: server.host(SITE) });
    expect(carAnswer.json()).toMatchObject({ reserved: true });
  });

  it('a reserved car cannot be reserved twice: 409 with a clear message', async () => {
    const answer = await reserve(server, 'car-to-reserve', '5555 5555 5555 4444');
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({
      error: { code: 'RESERVATION.CAR_NOT_RESERVABLE', message: expect.stringContaining('already reserved'), fields: { reason: 'AlreadyReserved' } },
    });
  });

  it('a sold car cannot be reserved: 409, nothing charged or stored', async () => {
    const answer = await reserve(server, 'sold-car');
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({
      error: { code: 'RESERVATION.CAR_NOT_RESERVABLE', message: 'Sorry, this vehicle has been sold, so it can no longer be reserved.' },
    });
    expect(await server.db.query('SELECT 1 FROM reservations WHERE car_id = 7003')).toEqual([]);
  });

  it('a site without online reservations refuses with 409; an unknown car is 404', async () => {
    const saltbush = await request(server.port, '/api/cars/a-caravan/reservations', {
      method: 'POST',
      host: server.host('saltbush-caravans'),
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
      body: JSON.stringify({
        name: 'Ann',
        email: 'ann@example.com.au',
        phone: '0412 345 678',
        token: await tokenOf(server, '4242424242424242', 'saltbush-caravans'),
      }),
    });
    expect(saltbush.status).toBe(409);
    expect(saltbush.json()).toMatchObject({ error: { code: 'RESERVATION.CAR_NOT_RESERVABLE', fields: { reason: 'ReservationsOff' } } });
    expect((await reserve(server, 'no-such-car')).status).toBe(404);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
  ] as const)('declines %s (%s) with 402 and a clear message, leaving the car free', async (number, code) => {
    const answer = await reserve(server, 'car-for-declines', number);
    expect(answer.status).toBe(402);
    expect(answer.json()).toEqual({
      error: { code: 'PAYMENT.DECLINED', message: DECLINE_MESSAGES[code], fields: { payment: DECLINE_MESSAGES[code], decline_code: code } },
    });
    expect((await server.cars.findBySlug(SITE, 'car-for-declines'))?.reserved).toBe(false);
  });

  it('a valid card that is not a test card is refused by the card form in test mode, saying which card to use: no token, no reservation', async () => {
    const answer = await tokenize(server, testCard('4111 1111 1111 1111'));
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'CARD.INVALID', fields: { number: UNKNOWN_TEST_CARD_MESSAGE } } });
  });

  it('after declines the car can still be reserved with a good card', async () => {
    expect((await reserve(server, 'car-for-declines', '5555555555554444')).status).toBe(201);
  });

  it("a card number failing the Luhn check is refused by the card form with the field message; the card's expiry, code and name too", async () => {
    const luhn = await tokenize(server, testCard('4242 4242 4242 4241'));
    expect(luhn.status).toBe(400);
    expect(luhn.json()).toMatchObject({ error: { code: 'CARD.INVALID', fields: { number: CARD_NUMBER_MESSAGE } } });
    const rest = await tokenize(server, testCard('4242 4242 4242 4242', { expiry: '01/20', cvc: '12', name: '' }));
    expect(rest.json()).toMatchObject({
      error: {
        code: 'CARD.INVALID',
        fields: { expiry: 'This card has expired', cvc: 'Please enter the 3 or 4 digit security code', name: 'Please enter the name on the card' },
      },
    });
  });

  it('checks the contact piece and that a token came, before anything is paid', async () => {
    const before = server.payments.payments.length;
    const answer = await reserve(server, 'car-with-own-deposit', undefined, { body: { name: '', email: 'ann@', phone: '123', token: '' } });
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({
      error: {
        code: 'RESERVATION.INVALID',
        message: expect.stringContaining('Please fix the following errors:'),
        fields: {
          name: '* This field is required',
          email: 'Please enter a valid email address, e.g. name@example.com.au',
          phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432',
          token: TOKEN_MISSING_MESSAGE,
        },
      },
    });
    expect(server.payments.payments.length).toBe(before);
    expect(await server.db.query('SELECT 1 FROM reservations WHERE car_id = 7004')).toEqual([]);
  });

  it('a token the provider did not make is 400 PAYMENT.INVALID_TOKEN: nothing charged, the car free', async () => {
    const answer = await reserve(server, 'car-with-own-deposit', undefined, { body: { token: 'tok_test_not-one-of-ours.x' } });
    expect(answer.status).toBe(400);
    expect(answer.json()).toEqual({ error: { code: 'PAYMENT.INVALID_TOKEN', message: INVALID_TOKEN_MESSAGE, fields: { payment: INVALID_TOKEN_MESSAGE } } });
    expect((await server.cars.findBySlug(SITE, 'car-with-own-deposit'))?.reserved).toBe(false);
  });

  it('a body carrying card details is refused with 400, and no card number is stored or logged anywhere (issue 30)', async () => {
    await server.cars.upsertMany([car(7_010, 'car-for-card-bodies').build()]);
    const contact = {
      name: 'Ann Citizen',
      email: 'ann@example.com.au',
      phone: '0412 345 678',
      url: `http://${SITE}.localhost/cars/car-for-card-bodies/checkout`,
    };
    const token = await tokenOf(server);
    const paidBefore = server.payments.payments.length;
    const bodies: [Record<string, unknown>, string[]][] = [
      // The old form's body, with and without a token beside it.
      [{ ...contact, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'ANN CITIZEN' } }, ['card']],
      [{ ...contact, token, card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'ANN CITIZEN' } }, ['card']],
      // Card fields at the top level, by the names they go by.
      [{ ...contact, token, number: '4242424242424242', expiry: '12/34', cvc: '123' }, ['number', 'expiry', 'cvc']],
      [{ ...contact, token, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvv: '123' }, ['card_number', 'exp_month', 'exp_year', 'cvv']],
      [{ ...contact, token, payment: { pan: '4242424242424242', security_code: '123' } }, ['payment.pan', 'payment.security_code']],
    ];
    for (const [body, fields] of bodies) {
      const answer = await request(server.port, '/api/cars/car-for-card-bodies/reservations', {
        method: 'POST',
        host: server.host(SITE),
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
        body: JSON.stringify(body),
      });
      expect(answer.status, answer.text).toBe(400);
      // The number itself is refused first, on every route (input hygiene); the field names are refused here too.
      const error = answer.json<{ error: { code: string; fields: Record<string, string> } }>().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.values(error.fields)).toContain(CARD_NUMBER_REFUSED_MESSAGE);
      expect(
        Object.keys(error.fields).some((k) => fields.some((f) => k === f || k.startsWith(`${f}.`))),
        JSON.stringify(error.fields),
      ).toBe(true);
      expect(answer.text).not.toMatch(/4242/);
    }
    // Card fields without a number in them: the route's own refusal names each.
    const named = await request(server.port, '/api/cars/car-for-card-bodies/reservations', {
      method: 'POST',
      host: server.host(SITE),
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
      body: JSON.stringify({ ...contact, token, expiry: '12/34', cvc: '123' }),
    });
    expect(named.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: CARD_FIELDS_REFUSED_MESSAGE,
        fields: { expiry: CARD_FIELDS_REFUSED_MESSAGE, cvc: CARD_FIELDS_REFUSED_MESSAGE },
      },
    });
    // Any other field the form does not send (an amount, say) is refused too: the server names the deposit.
    const amount = await request(server.port, '/api/cars/car-for-card-bodies/reservations', {
      method: 'POST',
      host: server.host(SITE),
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
      body: JSON.stringify({ ...contact, token, amount: 1 }),
    });
    expect(amount.status).toBe(400);
    expect(amount.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { amount: 'Unknown parameter.' } } });

    expect(server.payments.payments.length).toBe(paidBefore);
    expect(await server.db.query('SELECT 1 FROM reservations WHERE car_id = 7010')).toEqual([]);
    expect((await server.cars.findBySlug(SITE, 'car-for-card-bodies'))?.reserved).toBe(false);
    // The car is then reserved the way the page does it (a token of the same card), keeping only the card's brand and last four digits.
    const reserved = await reserve(server, 'car-for-card-bodies');
    expect(reserved.status).toBe(201);
    expect(await server.db.query('SELECT card_brand, card_last4 FROM reservations WHERE car_id = 7010')).toEqual([{ card_brand: 'Visa', card_last4: '4242' }]);
    // No row of the reservations, the leads or the lead outbox holds the card number, however spaced.
    for (const table of ['reservations', 'leads', 'lead_outbox']) {
      const rows = await server.db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table} t`);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const { row } of rows) expect(row.replace(/[\s-]/g, ''), table).not.toContain('4242424242424242');
    }
    const logged = logLines.join('\n');
    expect(logged).toContain('/api/cars/car-for-card-bodies/reservations');
    expect(logged.replace(/[\s-]/g, '')).not.toContain('4242424242424242');
  });

  it("charges the car's own deposit when it has one", async () => {
    const answer = await reserve(server, 'car-with-own-deposit');
    expect(answer.json()).toMatchObject({ deposit: 500 });
  });

  it('needs an Idempotency-Key; the same key again answers the same reservation without charging twice', async () => {
    expect((await reserve(server, 'car-for-a-race', undefined, { key: null })).status).toBe(400);
    const key = newKey();
    const first = await reserve(server, 'car-for-a-race', undefined, { key });
    // A retry after a lost answer: the card form made a new token for the same card.
    const again = await reserve(server, 'car-for-a-race', undefined, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await server.db.query('SELECT 1 FROM reservations WHERE car_id = 7005')).toHaveLength(1);
    expect(server.payments.paidUnder(`reservation:${SITE}:${key}`)).toHaveLength(1);
  });

  it('the same key with a different request is 422 IDEMPOTENCY.KEY_REUSED, charging nothing more; the same request replays (issue 10)', async () => {
    await server.cars.upsertMany([car(7_009, 'car-for-key-reuse').build()]);
    const key = newKey();
    const first = await reserve(server, 'car-for-key-reuse', undefined, { key });
    expect(first.status).toBe(201);
    expect(server.payments.paidUnder(`reservation:${SITE}:${key}`)).toHaveLength(1);
    const changes: [Record<string, unknown>, string][] = [
      [{ name: 'Bob Citizen' }, 'car-for-key-reuse'],
      [{ message: 'Could you hold it till Monday?' }, 'car-for-key-reuse'],
      [{}, 'car-with-own-deposit'],
    ];
    for (const [body, slug] of changes) {
      const reused = await reserve(server, slug, undefined, { key, body });
      expect(reused.status).toBe(422);
      expect(reused.json()).toEqual({
        error: { code: 'IDEMPOTENCY.KEY_REUSED', message: expect.stringMatching(/^This Idempotency-Key was already used with a different request\./) },
      });
    }
    // The token is not part of the request's fingerprint (each card entry makes a new one): the
    // same shopper and car under the key replay the reservation, whichever card the retry carries.
    const again = await reserve(server, 'car-for-key-reuse', '5555 5555 5555 4444', { key });
    expect(again.status).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(server.payments.paidUnder(`reservation:${SITE}:${key}`)).toHaveLength(1);
    expect(await server.db.query('SELECT 1 FROM reservations WHERE car_id = 7009')).toHaveLength(1);
  });

  it('a message holding a NUL or a lone surrogate is a 400 before any charge, a retry with the same key too; the key stays free (issue 10)', async () => {
    await server.cars.upsertMany([car(7_008, 'car-for-odd-text').build()]);
    const key = newKey();
    for (const message of ['Call me\u0000please', 'Call me \ud800 please']) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const answer = await reserve(server, 'car-for-odd-text', undefined, { key, body: { message } });
        expect(answer.status).toBe(400);
        const { error } = answer.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
        // Refused at the HTTP edge (VALIDATION_FAILED) or, failing that, by the use case itself.
        expect(['VALIDATION_FAILED', 'RESERVATION.INVALID']).toContain(error.code);
        expect(Object.keys(error.fields).some((field) => field.endsWith('message'))).toBe(true);
      }
    }
    expect(server.payments.paidUnder(`reservation:${SITE}:${key}`)).toEqual([]);
    expect(await server.db.query('SELECT 1 FROM reservations WHERE car_id = 7008')).toEqual([]);
    expect(await server.db.query('SELECT 1 FROM leads WHERE idempotency_key = $1', [`reservation:${key}`])).toEqual([]);
    // Nothing was made under the key: the corrected request reserves the car, charged once.
    const fixed = await reserve(server, 'car-for-odd-text', undefined, { key, body: { message: 'Call me please' } });
    expect(fixed.status).toBe(201);
    expect(server.payments.paidUnder(`reservation:${SITE}:${key}`).map((p) => p.request.amountCents)).toEqual([30_000]);
  });

  it('two shoppers paying for one car at once: one reservation, one 409', async () => {
    const racer = car(7_007, 'car-raced-for').build();
    await server.cars.upsertMany([racer]);
    const answers = await Promise.all([reserve(server, 'car-raced-for'), reserve(server, 'car-raced-for', '5555555555554444')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('when the 48-hour hold lapses the sweep shows the car as available again, and it can be reserved anew', async () => {
    expect((await reserve(server, 'car-that-expires')).status).toBe(201);
    expect((await searchHit(server, 7_006))?.reserved).toBe(true);
    clock.advance(47 * 3_600_000);
    expect(E.toUnion(await server.release.execute()())).toBe(0);
    expect((await searchHit(server, 7_006))?.reserved).toBe(true);
    clock.advance(3_600_000);
    expect(E.toUnion(await server.release.execute()())).toBeGreaterThanOrEqual(1);
    expect((await searchHit(server, 7_006))?.reserved).toBe(false);
    const rows = await server.db.query<{ status: string }>('SELECT status FROM reservations WHERE car_id = 7006');
    expect(rows).toEqual([{ status: 'expired' }]);
    expect((await reserve(server, 'car-that-expires')).status).toBe(201);
  });
});
