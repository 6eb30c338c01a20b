/**
 * Input hygiene at the HTTP edge (issue 10, "edge defects"): a NUL, a lone surrogate or a
 * control character anywhere a request carries text — JSON bodies at any depth (keys and
 * values), query strings, path parameters — is a 400 VALIDATION_FAILED naming the field, before
 * any use case runs (nothing stored, nothing charged); pages answer a 400 page, never a 500;
 * text that passes arrives NFC-normalised. On the real server over PGlite.
 */
import { pino } from 'pino';
import type { FormTokens } from '../../../application/leads/form-token.port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../../adapters/http/plugins/input-hygiene.plugin';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { PORTS } from '../../../config/ports';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { RecordingTestPaymentProvider } from '../../support/test-payments';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'bayside-pre-owned';
const CAR = aCar().withId(9_101).withSite(SITE).withSlug('hygiene-car').with({ deposit: null }).build();
const clock = new FakeClock(new Date('2030-05-06T00:00:00Z'));

/** The real offline test provider, recording the payments asked of it. */
const payments = new RecordingTestPaymentProvider(clock);
let server: TestServer;
let leads: SqlLeadRepository;
/** issue 30: a form token serves one lead, so each lead gets its own, signed by the core, 10 s old on its clock. */
let formTokens: Pick<FormTokens, 'issue'> | null = null;
const freshToken = (): string => formTokens?.issue(SITE, new Date(clock.now().getTime() - 10_000)).token ?? '';
let keys = 0;
const newKey = () => `hygiene-key-${String(++keys).padStart(6, '0')}`;

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

function post(path: string, body: unknown, options: { contentType?: string; headers?: Record<string, string> } = {}): Promise<HttpResponse> {
  return request(server.port, path, {
    method: 'POST',
    host: server.host(SITE),
    headers: { 'content-type': options.contentType ?? 'application/json', 'idempotency-key': newKey(), ...options.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => request(server.port, path, { method, host: server.host(SITE), headers });

function aLead(user: Record<string, unknown> = {}, rest: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user: { category: 'General Enquiry', name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678', message: 'Still available?', ...user },
    url: 'https://www.baysidepreowned.com.au/cars/hygiene-car',
    source: 'Website',
    car_id: CAR.id,
    captcha: { honeypot: '', form_token: freshToken() },
    ...rest,
  };
}

function aReservation(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ann Citizen',
    email: 'ann@example.com.au',
    phone: '0412 345 678',
    token: payments.tokenOf(),
    ...fields,
  };
}

/** The 400 every refusal gets: the documented shape, the code, and the fields named. */
function expectRefused(answer: HttpResponse, fields: Record<string, string | RegExp>): void {
  expect(answer.status).toBe(400);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = answer.json<ErrorAnswer>();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.message).toMatch(/^The request holds text that is not allowed: /);
  for (const [field, problem] of Object.entries(fields)) {
    expect(body.error.fields?.[field], `field ${field} in ${JSON.stringify(body.error.fields)}`).toMatch(problem);
  }
}

const NUL = /must not contain a NUL character/;
const SURROGATE = /must be valid Unicode text \(a lone surrogate U\+D800 is not\)/;

const countRows = async (table: string) => Number((await server.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

beforeAll(async () => {
  const unlimited = { max: 100_000, windowMs: 60_000 };
  server = await startTestServer({
    cars: [CAR],
    clock,
    overrides: (container) => container.rebind(PORTS.PaymentProvider).toConstantValue(payments),
    rateLimits: { leads: unlimited, reservations: unlimited, followUps: unlimited, analytics: unlimited },
  });
  leads = new SqlLeadRepository(server.db);
  formTokens = await server.core.container.getAsync<FormTokens>(PORTS.FormTokens);
  // The minimum fill time counts from the token's issue, on the server's clock.
  clock.advance(10_000);
});
afterAll(() => server?.close());

describe('JSON bodies: NUL and lone surrogates refused at any depth, before any use case runs', () => {
  it('POST /api/leads: a NUL in a form field, a lone surrogate in an extra field, both named; no lead stored', async () => {
    const before = await countRows('leads');
    const answer = await post('/api/leads', aLead({ name: 'Ann\u0000', colour: 'red\ud800' }));
    expectRefused(answer, { 'user.name': NUL, 'user.colour': SURROGATE });
    const deep = await post('/api/leads', aLead({}, { lead_attributes: { visited_pages: ['/', '/cars/\u0000'], linked_query_params: { utm: 'x\ud800' } } }));
    expectRefused(deep, { 'lead_attributes.visited_pages.1': NUL, 'lead_attributes.linked_query_params.utm': SURROGATE });
    expect(await countRows('leads')).toBe(before);
  });

  it('a field name holding NUL, CR/LF or a lone surrogate is refused as a field name (it would be a line of the email)', async () => {
    const answer = await post('/api/leads', aLead({ 'Bcc: spam@example.com\r\nX': 'y', 'a\u0000b': 'c', '\ud800': 'd' }));
    expectRefused(answer, {
      'user.Bcc: spam@example.com\\r\\nX': /^is not a valid field name: it must be a single line/,
      'user.a\\u0000b': /^is not a valid field name: it must not contain a NUL character/,
      'user.\\ud800': /^is not a valid field name: it must be valid Unicode text/,
    });
  });

  it('POST /api/leads/{id}/follow-up refuses a NUL in a param before the lead is looked up', async () => {
    const created = await post('/api/leads', aLead());
    expect(created.status).toBe(201);
    const { lead_id } = created.json<{ lead_id: string }>();
    expectRefused(await post(`/api/leads/${lead_id}/follow-up`, { category: 'Finance\u0000' }), { category: NUL });
    expectRefused(await post(`/api/leads/${lead_id}/follow-up`, { category: 'Finance', note: '\ud800' }), { note: SURROGATE });
    expect((await post(`/api/leads/${lead_id}/follow-up`, { category: 'Finance', note: 'ok' })).status).toBe(201);
  });

  it('POST /api/cars/{slug}/reservations: a NUL in the message is refused before the deposit is charged', async () => {
    const before = await countRows('reservations');
    const answer = await post(`/api/cars/${CAR.slug}/reservations`, aReservation({ message: 'Hold it please\u0000' }));
    expectRefused(answer, { message: NUL });
    const token = await post(`/api/cars/${CAR.slug}/reservations`, aReservation({ token: `${payments.tokenOf()}\ud800` }));
    expectRefused(token, { token: SURROGATE });
    expect(await countRows('reservations')).toBe(before);
    expect(payments.payments).toEqual([]);
  });

  it('POST /api/analytics/events: refused as JSON and as a beacon (text/plain holding JSON)', async () => {
    const event = { event_id: 4, car_id: CAR.id, url: '/cars/hygiene-car', properties: { from: 'x\u0000' } };
    expectRefused(await post('/api/analytics/events', event), { 'properties.from': NUL });
    expectRefused(await post('/api/analytics/events', JSON.stringify(event), { contentType: 'text/plain;charset=UTF-8' }), { 'properties.from': NUL });
    expectRefused(await post('/api/analytics/events', '{"event_id":4,"url":"\\ud800"}', { contentType: 'text/plain' }), { url: SURROGATE });
  });

  it('other control characters: refused in a value (ESC, DEL, C1), but a message keeps its tabs and line breaks', async () => {
    expectRefused(await post('/api/leads', aLead({ message: 'red\u001b[31m' })), { 'user.message': /must not contain control characters \(holds U\+001B\)/ });
    expectRefused(await post('/api/leads', aLead({ message: 'a\u007fb\u0085' })), { 'user.message': /U\+007F/ });
    const ok = await post('/api/leads', aLead({ message: 'Hi,\r\n\tis it still available?\nThanks' }));
    expect(ok.status).toBe(201);
    const stored = await leads.findById(SITE, ok.json<{ lead_id: string }>().lead_id);
    expect(stored?.submission.user.message).toBe('Hi,\r\n\tis it still available?\nThanks');
  });

  it(`a body nested deeper than ${MAX_JSON_DEPTH} levels is refused, however deep (no stack overflow)`, async () => {
    // 30 000 levels is 60 KB: inside the lead route's 64 KB body limit.
    for (const depth of [MAX_JSON_DEPTH + 1, 30_000]) {
      const body = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const answer = await post('/api/leads', body);
      expect(answer.status).toBe(400);
      expect(answer.json<ErrorAnswer>().error.message).toMatch(/is nested too deeply \(at most 32 levels\)/);
    }
    // A wide body of bad keys names a bounded number of them.
    const wide = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}\u0000`, 'v']));
    const answer = await post('/api/leads', aLead(wide));
    expect(Object.keys(answer.json<ErrorAnswer>().error.fields ?? {})).toHaveLength(20);
  });
});

describe('query strings and path parameters', () => {
  it('a NUL or a control character in a query value or key is a 400 naming the parameter', async () => {
    expectRefused(await get('/api/models?query=a%00b'), { query: NUL });
    expectRefused(await get('/api/search?query=%1b'), { query: /control characters/ });
    expectRefused(await get('/api/cars?search_filters=query%3Dx%0Ay'), { search_filters: /single line/ });
    expectRefused(await get('/api/delivery-estimate?postcode=4000&postcode=40%0000'), { 'postcode.1': NUL });
    expectRefused(await get('/api/models?qu%00ery=x'), { 'qu\\u0000ery': /^is not a valid field name/ });
  });

  it('a NUL in a path parameter is a 400 naming it (not a database error)', async () => {
    expectRefused(await get('/api/cars/a%00b'), { slug: NUL });
    expectRefused(await get('/api/cars/a%00b/test-drive-slots?date=2030-05-07'), { slug: NUL });
    expectRefused(await get('/api/leads/%00'), { path: NUL });
  });
});

describe('pages: a 400 page, never a 500', () => {
  for (const path of [
    '/cars/a%00b',
    '/cars/a%00b/checkout',
    '/cars/a%00b/buy-online',
    '/cars/hygiene-car/checkout?step=%00',
    '/print?car_id=%00',
    '/search?query=%00',
  ]) {
    // HEAD's missing body is read off a raw socket in head-and-client-errors.test.ts (node:http's client drops it itself).
    it(`GET ${path} with Accept: text/html answers the 400 page; HEAD the same status`, async () => {
      const page = await get(path, { accept: 'text/html' });
      expect(page.status).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('Request not valid');
      expect(page.text).toContain('not allowed');
      const head = await get(path, { accept: 'text/html' }, 'HEAD');
      expect(head.status).toBe(400);
    });
  }

  it('the same pages without NUL still render (the car page and its checkout)', async () => {
    expect((await get('/cars/hygiene-car', { accept: 'text/html' })).status).toBe(200);
    expect((await get('/cars/hygiene-car/checkout', { accept: 'text/html' })).status).toBe(200);
  });
});

describe('what passes is NFC-normalised before it is stored', () => {
  it('a decomposed é in a name, a field name and a follow-up param is stored composed', async () => {
    const answer = await post('/api/leads', aLead({ name: 'Rene\u0301e Citizen', 'Cafe\u0301 order': 'Cre\u0300me' }));
    expect(answer.status).toBe(201);
    const stored = await leads.findById(SITE, answer.json<{ lead_id: string }>().lead_id);
    expect(stored?.submission.user.name).toBe('Ren\u00e9e Citizen');
    expect(stored?.submission.user['Caf\u00e9 order']).toBe('Cr\u00e8me');
  });
});

describe('header values stored as data', () => {
  it('the User-Agent stored with a lead loses what a single line may not hold (nobody typed it: cleaned, not refused)', async () => {
    // Node's HTTP parser already refuses controls in a header; inject reaches the routes without it.
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { host: server.host(SITE), 'content-type': 'application/json', 'idempotency-key': newKey(), 'user-agent': 'Bot\u0000/1.0\r\n (x)' },
      payload: JSON.stringify(aLead({}, { user_agent: undefined })),
    });
    expect(answer.statusCode).toBe(201);
    const stored = await leads.findById(SITE, answer.json<{ lead_id: string }>().lead_id);
    expect(stored?.submission.user_agent).toBe('Bot/1.0 (x)');
  });
});

describe('a 500 that does happen is logged', () => {
  let logged: TestServer;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    logged = await startTestServer({ cars: [CAR], overrides: (container) => container.rebind(PORTS.Logger).toConstantValue(logger) });
  });
  afterAll(() => logged?.close());

  it('a page whose loader fails (the database gone) answers the 500 page and logs it at error level', async () => {
    await logged.db.close();
    const page = await request(logged.port, '/cars/hygiene-car', { host: logged.host(SITE), headers: { accept: 'text/html' } });
    expect(page.status).toBe(500);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors.map((line) => line.msg)).toContain('page rendered as a server error');
    expect(errors.find((line) => line.msg === 'page rendered as a server error')).toMatchObject({ status: 500, url: '/cars/hygiene-car' });
  });
});
