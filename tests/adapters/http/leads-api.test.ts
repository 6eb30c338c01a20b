/**
 * `POST /api/leads` and its follow-up over HTTP (ARCHITECTURE contract; issue 6): every
 * validation message, the statuses, idempotency, the rate limit, the body limit, and a
 * property: random payloads never produce a 500.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_FAILED_MESSAGE } from '../../../adapters/captcha/honeypot-captcha-verifier';
import { aCaptchaFrom } from '../../support/form-tokens';
import { IDEMPOTENCY_KEY_MESSAGE } from '../../../adapters/http/routes/leads.routes';
import { aCar } from '../../support/car-builder';
import { request, type HttpResponse } from './support/http-request';
import { startLeadsTestServer, type LeadsTestServer } from './support/leads-test-server';

const REQUIRED = '* This field is required';
const EMAIL = 'Please enter a valid email address, e.g. name@example.com.au';
const PHONE = 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432';
const NAME_LENGTH = 'Please enter a name of at most 100 characters';
const TERMS = '*You must agree to the terms of use before submitting.';
const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';

const CARS = [
  aCar().withId(2_001).withSite('harbour-motors').withMakeModel('Mazda', 'CX-5').ofType('new').build(),
  aCar().withId(2_002).withSite('harbour-motors').withMakeModel('Mazda', 'BT-50').sold().build(),
  aCar().withId(3_001).withSite('bayside-pre-owned').build(),
];

/** The ARCHITECTURE contract's payload, for Bayside Pre-Owned (no terms checkbox). */
function aPayload(user: Record<string, unknown> = {}, rest: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user: { category: 'General Enquiry', name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678', message: 'Still available?', ...user },
    url: 'https://www.baysidepreowned.com.au/cars/2019-toyota-corolla',
    source: 'Website',
    user_agent: 'Mozilla/5.0 (vitest)',
    car_id: 3_001,
    car_dealership_id: 301,
    lead_attributes: { visited_pages: ['/', '/search/used-cars'], linked_query_params: { utm_source: 'google' } },
    ...rest,
  };
}

let keys = 0;
const newKey = () => `test-key-${String(++keys).padStart(6, '0')}`;

/** Posts `body`; a lead that brings no `captcha` of its own gets a person's (issue 10: a real token, 5 s old). */
async function post(
  server: LeadsTestServer,
  body: unknown,
  options: { site?: string; key?: string | null; path?: string; contentType?: string } = {},
): Promise<HttpResponse> {
  const key = options.key === undefined ? newKey() : options.key;
  const site = options.site ?? 'bayside-pre-owned';
  const path = options.path ?? '/api/leads';
  const isLead = path === '/api/leads' && typeof body === 'object' && body !== null && !Array.isArray(body) && !('captcha' in body);
  const sent = isLead ? { ...body, captcha: await aCaptchaFrom(server.core, site) } : body;
  return request(server.port, path, {
    method: 'POST',
    host: server.host(site),
    headers: { 'content-type': options.contentType ?? 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) },
    body: typeof sent === 'string' ? sent : JSON.stringify(sent),
  });
}

describe('POST /api/leads', () => {
  let server: LeadsTestServer;

  beforeAll(async () => {
    // A generous limit here: the rate limit has its own server below.
    server = await startLeadsTestServer({ cars: CARS, leadRateLimit: { max: 100_000, windowMs: 60_000 } });
  });
  afterAll(() => server?.close());

  it('answers 201 {lead_id} for the contract payload, the lead committed and its email queued to the site', async () => {
    const response = await post(server, aPayload());
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { lead_id } = response.json<{ lead_id: string }>();
    expect(Object.keys(response.json<object>())).toEqual(['lead_id']);
    const stored = await server.leads.findById('bayside-pre-owned', lead_id);
    // A form that sends no opt_in gave no consent to marketing: it is recorded as false.
    expect(stored?.submission).toEqual({ ...aPayload(), user: { ...(aPayload().user as object), opt_in: false } });
    const deliveries = await server.outbox.deliveriesOf(lead_id);
    expect(deliveries.map((d) => [d.entry.channel, d.entry.destination, d.entry.status])).toEqual([['email', 'hello@baysidepreowned.com.au', 'pending']]);
  });

  it('accepts a minimal lead (no car, no attributes), taking the user agent from the request', async () => {
    const response = await post(server, {
      user: { category: 'General Enquiry', name: 'Bo', email: 'bo@example.com', phone: '02 9876 5432' },
      url: '/contact',
      source: 'Website',
    });
    expect(response.status).toBe(201);
    const stored = await server.leads.findById('bayside-pre-owned', response.json<{ lead_id: string }>().lead_id);
    expect(stored?.submission.lead_attributes).toEqual({ visited_pages: [], linked_query_params: {} });
    expect(stored?.submission.car_id).toBeUndefined();
  });

  it('records opt_in as the shopper sent it, false when the form sent none (Spam Act: consent is given, not assumed)', async () => {
    const optInOf = async (user: Record<string, unknown>) => {
      const response = await post(server, aPayload(user));
      expect(response.status).toBe(201);
      return (await server.leads.findById('bayside-pre-owned', response.json<{ lead_id: string }>().lead_id))?.submission.user.opt_in;
    };
    await expect(optInOf({ opt_in: true })).resolves.toBe(true);
    await expect(optInOf({ opt_in: false })).resolves.toBe(false);
    await expect(optInOf({ opt_in: null })).resolves.toBe(false);
    await expect(optInOf({})).resolves.toBe(false);
    const refused = await post(server, aPayload({ opt_in: 'yes' }));
    expect(refused.status).toBe(400);
    expect(refused.json<{ error: { code: string; fields: Record<string, string> } }>().error.fields).toMatchObject({
      'user.opt_in': expect.stringContaining('true or false'),
    });
  });

  describe('idempotency (the form sends one key per submission)', () => {
    it('creates one lead for the same key twice, and answers the same lead_id', async () => {
      const key = newKey();
      const first = await post(server, aPayload(), { key });
      // The same request (a fresh captcha, another user agent: neither is part of it); a different one is a 422, below.
      const again = await post(server, aPayload({}, { user_agent: 'Mozilla/5.0 (retry)' }), { key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const rows = await server.db.query('SELECT 1 FROM leads WHERE idempotency_key = $1', [key]);
      expect(rows).toHaveLength(1);
      expect(await server.db.query('SELECT 1 FROM lead_outbox o JOIN leads l USING (lead_id) WHERE l.idempotency_key = $1', [key])).toHaveLength(1);
    });

    it('creates one lead when ten requests with one key arrive at once (a double click, a retry)', async () => {
      const key = newKey();
      const responses = await Promise.all(Array.from({ length: 10 }, () => post(server, aPayload(), { key })));
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(responses.map((r) => r.json<{ lead_id: string }>().lead_id)).size).toBe(1);
      expect(await server.db.query('SELECT 1 FROM leads WHERE idempotency_key = $1', [key])).toHaveLength(1);
    });

    it('refuses the same key with a different request: 422 IDEMPOTENCY.KEY_REUSED, the first lead kept as it was (issue 10)', async () => {
      const key = newKey();
      const first = await post(server, aPayload(), { key });
      expect(first.status).toBe(201);
      for (const changed of [aPayload({ message: 'sent twice' }), aPayload({ name: 'Bob Citizen' }), aPayload({}, { car_id: null, car_dealership_id: null })]) {
        const reused = await post(server, changed, { key });
        expect(reused.status).toBe(422);
        expect(reused.headers['idempotent-replayed']).toBeUndefined();
        expect(reused.json()).toEqual({
          error: { code: 'IDEMPOTENCY.KEY_REUSED', message: expect.stringMatching(/^This Idempotency-Key was already used with a different request\./) },
        });
      }
      const rows = await server.db.query<{ message: string; request_fingerprint: string }>(
        "SELECT submission->'user'->>'message' AS message, request_fingerprint FROM leads WHERE idempotency_key = $1",
        [key],
      );
      expect(rows).toEqual([{ message: 'Still available?', request_fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
      // The first request again is still answered as the first time.
      const again = await post(server, aPayload(), { key });
      expect(again.status).toBe(201);
      expect(again.json()).toEqual(first.json());
    });

    it('ten requests racing with one key and two bodies: one lead, every answer its replay or a 422', async () => {
      const key = newKey();
      const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => post(server, aPayload({ message: `body ${i % 2}` }), { key })));
      const stored = await server.db.query<{ lead_id: string; message: string }>(
        "SELECT lead_id::text, submission->'user'->>'message' AS message FROM leads WHERE idempotency_key = $1",
        [key],
      );
      expect(stored).toHaveLength(1);
      responses.forEach((response, i) => {
        if (`body ${i % 2}` === stored[0]?.message) expect([response.status, response.json()]).toEqual([201, { lead_id: stored[0]?.lead_id }]);
        else expect([response.status, response.json<{ error: { code: string } }>().error.code]).toEqual([422, 'IDEMPOTENCY.KEY_REUSED']);
      });
    });

    it.each([
      ['missing', null],
      ['too short', 'abc'],
      ['with spaces', 'not a valid key'],
      ['too long', 'k'.repeat(129)],
    ])('refuses a %s Idempotency-Key with 400 and the header named', async (_, key) => {
      const response = await post(server, aPayload(), { key });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message: IDEMPOTENCY_KEY_MESSAGE, fields: { 'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE } },
      });
    });
  });

  describe('validation: 400 {error: {code, message, fields}} with the message of each field', () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>, string, Record<string, string>][] = [
      ['a blank category', { category: '  ' }, {}, 'bayside-pre-owned', { 'user.category': REQUIRED }],
      ['no name', { name: undefined }, {}, 'bayside-pre-owned', { 'user.name': REQUIRED }],
      ['a name of 101 characters', { name: 'N'.repeat(101) }, {}, 'bayside-pre-owned', { 'user.name': NAME_LENGTH }],
      ['no email', { email: null }, {}, 'bayside-pre-owned', { 'user.email': REQUIRED }],
      ['an invalid email', { email: 'ann@example' }, {}, 'bayside-pre-owned', { 'user.email': EMAIL }],
      ['no phone', { phone: '' }, {}, 'bayside-pre-owned', { 'user.phone': REQUIRED }],
      ['a phone that is not Australian', { phone: '+1 415 555 0100' }, {}, 'bayside-pre-owned', { 'user.phone': PHONE }],
      ['an invalid postcode', { postcode: '40001' }, {}, 'bayside-pre-owned', { 'user.postcode': POSTCODE }],
      ['terms not ticked on a site with the checkbox', {}, { car_id: 2_001, car_dealership_id: 201 }, 'harbour-motors', { 'user.terms_conditions': TERMS }],
      ["another site's dealership", {}, { car_dealership_id: 201 }, 'bayside-pre-owned', { car_dealership_id: 'No dealership 201 on this site.' }],
    ];

    it.each(cases)('%s', async (_, user, rest, site, fields) => {
      const payload = aPayload(user, rest);
      for (const [k, v] of Object.entries(user)) if (v === undefined) delete (payload.user as Record<string, unknown>)[k];
      const response = await post(server, payload, { site });
      expect(response.status).toBe(400);
      const body = response.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
      expect(body.error.code).toBe('LEAD.INVALID');
      expect(body.error.fields).toEqual(fields);
      expect(body.error.message).toMatch(/^Please fix the following errors: /);
    });

    it('reports every field in error at once, with the form-level text as the message', async () => {
      const response = await post(server, aPayload({ name: '', email: 'x', phone: '1' }));
      expect(response.json()).toEqual({
        error: {
          code: 'LEAD.INVALID',
          message: `Please fix the following errors: Name: This field is required; Email: ${EMAIL}; Phone: ${PHONE}`,
          fields: { 'user.name': REQUIRED, 'user.email': EMAIL, 'user.phone': PHONE },
        },
      });
    });

    const shapeCases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['no user', { user: undefined }, { user: 'is required: the form fields (category, name, email, phone, …)' }],
      ['a user that is a list', { user: [] }, { user: 'is required: the form fields (category, name, email, phone, …)' }],
      ['no url', { url: undefined }, { url: 'is required: the page the form was sent from' }],
      ['a blank url', { url: ' ' }, { url: 'is required: the page the form was sent from' }],
      ['a source other than Website', { source: 'Email' }, { source: "must be 'Website'" }],
      ['a car id that is not a number', { car_id: 'abc' }, { car_id: 'must be a positive whole number' }],
      ['a negative dealership id', { car_dealership_id: -4 }, { car_dealership_id: 'must be a positive whole number' }],
      [
        'a message over 5000 characters',
        { user: { ...(aPayload().user as object), message: 'm'.repeat(5_001) } },
        { 'user.message': 'must be at most 5000 characters' },
      ],
      [
        'a form field holding an object',
        { user: { ...(aPayload().user as object), trade_in: { rego: 'ABC123' } } },
        { 'user.trade_in': 'must be text (at most 5000 characters), a number, true/false, null or a list of at most 50 of those' },
      ],
      [
        'more than 100 visited pages',
        { lead_attributes: { visited_pages: Array(101).fill('/'), linked_query_params: {} } },
        { 'lead_attributes.visited_pages': 'must list at most 100 pages' },
      ],
    ];

    it.each(shapeCases)('%s: 400 VALIDATION_FAILED naming the field', async (_, change, fields) => {
      const payload = { ...aPayload(), ...change };
      for (const [k, v] of Object.entries(change)) if (v === undefined) delete payload[k];
      const response = await post(server, payload);
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields } });
    });

    it('accepts car ids sent as digits, as forms do', async () => {
      const response = await post(server, aPayload({}, { car_id: '3001', car_dealership_id: '301' }));
      expect(response.status).toBe(201);
      const stored = await server.leads.findById('bayside-pre-owned', response.json<{ lead_id: string }>().lead_id);
      expect([stored?.submission.car_id, stored?.submission.car_dealership_id]).toEqual([3_001, 301]);
    });
  });

  describe('the car', () => {
    it("refuses an unknown car, or another site's car, with 422 LEAD.CAR_NOT_FOUND", async () => {
      for (const carId of [9_999_999, 2_001]) {
        const response = await post(server, aPayload({}, { car_id: carId }));
        expect(response.status).toBe(422);
        expect(response.json()).toEqual({
          error: {
            code: 'LEAD.CAR_NOT_FOUND',
            message: `Vehicle ${carId} is not listed on Bayside Pre-Owned.`,
            fields: { car_id: `Vehicle ${carId} is not listed on Bayside Pre-Owned.` },
          },
        });
      }
    });

    it('refuses a sold car with 409 LEAD.CAR_NOT_AVAILABLE, but takes its Find Me Something Similar lead', async () => {
      const base = { terms_conditions: true };
      const sold = await post(server, aPayload(base, { car_id: 2_002, car_dealership_id: 201 }), { site: 'harbour-motors' });
      expect(sold.status).toBe(409);
      expect(sold.json()).toMatchObject({
        error: { code: 'LEAD.CAR_NOT_AVAILABLE', message: 'Sorry, this vehicle has been sold. Ask us to find you something similar instead.' },
      });
      const similar = await post(server, aPayload({ ...base, category: 'Find Me Something Similar' }, { car_id: 2_002, car_dealership_id: 201 }), {
        site: 'harbour-motors',
      });
      expect(similar.status).toBe(201);
    });
  });

  describe('the captcha (honeypot and minimum fill time, on the server-signed form token)', () => {
    it('refuses a filled honeypot, or a form sent within 3 s of rendering, with 400 LEAD.CAPTCHA_FAILED', async () => {
      const honeypot = await post(
        server,
        aPayload({}, { captcha: { ...(await aCaptchaFrom(server.core, 'bayside-pre-owned')), honeypot: 'https://spam.example' } }),
      );
      const fast = await post(server, aPayload({}, { captcha: await aCaptchaFrom(server.core, 'bayside-pre-owned', 1_000) }));
      for (const response of [honeypot, fast]) {
        expect(response.status).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'LEAD.CAPTCHA_FAILED', message: CAPTCHA_FAILED_MESSAGE } });
      }
      const person = await post(server, aPayload({}, { captcha: await aCaptchaFrom(server.core, 'bayside-pre-owned', 20_000) }));
      expect(person.status).toBe(201);
    });
  });

  describe('what is not a lead at all', () => {
    it('answers malformed JSON 400, another media type 415, an empty body 400 — all in the error shape', async () => {
      const malformed = await post(server, '{"user": ');
      expect(malformed.status).toBe(400);
      expect(malformed.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
      const form = await post(server, 'name=Ann', { contentType: 'application/x-www-form-urlencoded' });
      expect(form.status).toBe(415);
      expect(form.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
      const empty = await post(server, '');
      expect(empty.status).toBe(400);
      const nullBody = await post(server, 'null');
      expect(nullBody.status).toBe(400);
      expect(nullBody.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    });

    it('refuses a body over 64 KB with 413 before reading it', async () => {
      const response = await post(server, aPayload({ message: 'm'.repeat(70 * 1024) }));
      expect(response.status).toBe(413);
      expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
    });

    it('never answers 500 to a random payload (property)', async () => {
      const keyArb = fc.oneof(
        fc.constant(null),
        fc.stringMatching(/^[A-Za-z0-9_.:-]{8,40}$/),
        fc.string({ maxLength: 20 }).filter((k) => /^[\x21-\x7e]*$/.test(k)),
      );
      const fieldArb = fc.oneof(fc.string(), fc.constant(''), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
      const nearValid = fc.record(
        {
          user: fc.oneof(
            fc.dictionary(fc.constantFrom('category', 'name', 'email', 'phone', 'message', 'postcode', 'terms_conditions', 'subcategory', 'x'), fieldArb),
            fieldArb,
          ),
          url: fieldArb,
          source: fc.oneof(fc.constant('Website'), fieldArb),
          user_agent: fieldArb,
          car_id: fc.oneof(fc.constantFrom(3_001, 2_001, 2_002, '3001', 0, -1, 1e20), fieldArb),
          car_dealership_id: fieldArb,
          lead_attributes: fc.oneof(
            fc.record({ visited_pages: fc.array(fieldArb, { maxLength: 3 }), linked_query_params: fc.dictionary(fc.string(), fieldArb) }),
            fieldArb,
          ),
          captcha: fc.oneof(fc.record({ honeypot: fieldArb, form_token: fieldArb }), fieldArb),
        },
        { requiredKeys: [] },
      );
      const body = fc.oneof(
        nearValid.map((b) => JSON.stringify(b)),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.string({ maxLength: 200 }),
      );
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(body, keyArb, fc.constantFrom('bayside-pre-owned', 'harbour-motors'), async (payload, key, site) => {
          const response = await post(server, payload, { key, site });
          statuses.add(response.status);
          expect([201, 400, 409, 413, 415, 422]).toContain(response.status);
          expect(() => response.json()).not.toThrow();
        }),
        { numRuns: 300 },
      );
      expect(statuses.has(400)).toBe(true);
    });
  });

  describe('POST /api/leads/{id}/follow-up (spec 2 §4)', () => {
    it('records the category and extra params such as car_type with the lead: 201 {lead_id}', async () => {
      const { lead_id } = (await post(server, aPayload())).json<{ lead_id: string }>();
      const response = await post(
        server,
        { category: 'General Enquiry', car_type: 'used', page: 'vehicle' },
        { path: `/api/leads/${lead_id}/follow-up`, key: null },
      );
      expect(response.status).toBe(201);
      expect(response.json()).toEqual({ lead_id });
      expect(await server.leads.followUpsOf('bayside-pre-owned', lead_id)).toEqual([
        { category: 'General Enquiry', params: { car_type: 'used', page: 'vehicle' } },
      ]);
    });

    it("answers 404 LEAD.NOT_FOUND for an unknown lead or another site's lead", async () => {
      const { lead_id } = (await post(server, aPayload())).json<{ lead_id: string }>();
      for (const [site, id] of [
        ['harbour-motors', lead_id],
        ['bayside-pre-owned', '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const response = await post(server, { category: 'General Enquiry' }, { site, path: `/api/leads/${id}/follow-up`, key: null });
        expect(response.status).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'LEAD.NOT_FOUND', message: `No lead ${id} on this site.` } });
      }
    });

    it('validates the id, the category, car_type and the params', async () => {
      const { lead_id } = (await post(server, aPayload())).json<{ lead_id: string }>();
      const path = `/api/leads/${lead_id}/follow-up`;
      const cases: [string, unknown, Record<string, string>][] = [
        ['/api/leads/not-a-lead/follow-up', { category: 'x' }, { id: 'must be a lead id' }],
        [path, {}, { category: expect.any(String) as unknown as string }],
        [path, { category: 'x', car_type: 'vintage' }, { car_type: "must be 'new', 'used' or 'demo'" }],
        [path, { category: 'x', extra: { nested: true } }, { extra: 'must be text (at most 500 characters), a number, true/false or null' }],
      ];
      for (const [where, body, fields] of cases) {
        const response = await post(server, body, { path: where, key: null });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields } });
      }
    });
  });
});

describe('rate limit: 10 leads a minute per IP and site', () => {
  let server: LeadsTestServer;

  beforeAll(async () => {
    server = await startLeadsTestServer({ cars: CARS });
  });
  afterAll(() => server?.close());

  it('answers the 11th request in a minute 429 in the error shape with Retry-After; other sites keep their own count', async () => {
    const responses: HttpResponse[] = [];
    for (let i = 0; i < 10; i++) responses.push(await post(server, i % 2 === 0 ? aPayload() : aPayload({ email: 'invalid' })));
    expect(responses.map((r) => r.status)).toEqual([201, 400, 201, 400, 201, 400, 201, 400, 201, 400]);
    expect(responses.map((r) => r.headers['ratelimit-remaining'])).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    expect(responses[0]?.headers['ratelimit-limit']).toBe('10');

    const limited = await post(server, aPayload());
    expect(limited.status).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many lead requests from your address: at most 10 per minute\. Please try again in \d+ seconds\.$/),
      },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await post(server, aPayload(), { key: null })).status, 'refused before anything else is checked').toBe(429);

    const otherSite = await post(server, aPayload({ terms_conditions: true }, { car_id: 2_001, car_dealership_id: 201 }), { site: 'harbour-motors' });
    expect(otherSite.status).toBe(201);
    expect(await server.db.query("SELECT 1 FROM leads WHERE site_slug = 'bayside-pre-owned'")).toHaveLength(5);
  });

  it('limits the follow-up separately: 30 a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push(
        (await post(server, { category: 'x' }, { path: '/api/leads/00000000-0000-4000-8000-000000000000/follow-up', key: null, site: 'sunset-coast-suzuki' }))
          .status,
      );
    }
    expect(codes.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(codes[30]).toBe(429);
  });
});
