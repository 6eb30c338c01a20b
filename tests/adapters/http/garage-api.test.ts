/**
 * The garage over HTTP (issue 14 '/my-garage': 'the watchlist, saved searches, the shopper's
 * reservations, trade-in offers and service bookings found by their phone, and alert settings';
 * 'A shopper can see and delete what the site holds about them (watchlist, alerts, sessions)
 * from their garage, and deleting removes it'). The records are made the way a shopper makes
 * them — leads through POST /api/leads, a reservation through POST /api/cars/{slug}/reservations
 * — each with the phone typed differently, and found again by the signed-in shopper's phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertSettingsView, DeleteMyDataAnswer, GarageAnswer, SavedSearchView } from '../../../application/shoppers/shopper-contract';
import { CONSENT_REQUIRED_MESSAGE } from '../../../domain/shoppers/alert-consent';
import { EMAIL_MESSAGE } from '../../../domain/leads/contact-validation';
import { SAVED_SEARCH_LIMIT_MESSAGE, SAVED_SEARCH_MESSAGES } from '../../../domain/shoppers/shopper-lists';
import { SESSION_COOKIE } from '../../../domain/shoppers/sign-in';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { aCaptchaFrom } from '../../support/form-tokens';
import { anOfferMade } from '../../support/trade-in-offers';
import type { TradeInEvaluationStore } from '../../../application/tradein/trade-in-store.port';
import { PORTS } from '../../../config/ports';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { postJson, signInShopper, type SignedInShopper } from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'bayside-pre-owned';
const ANN = '0412 345 678';
// A Monday: the Moorabbin workshop takes a 10:00 drop-off on the Wednesday after.
const clock = new FakeClock(new Date('2030-07-01T00:00:00Z'));
const CARS = [
  aCar().withId(9_301).withSite(SITE).withSlug('corolla-to-reserve').withMakeModel('Toyota', 'Corolla').with({ deposit: null }).build(),
  aCar().withId(9_302).withSite(SITE).withSlug('corolla-on-watch').withMakeModel('Toyota', 'Corolla').build(),
];

let server: TestServer;
let ann: SignedInShopper;
let keys = 0;

const get = (path: string, auth: { cookie?: string } = ann) =>
  request(server.port, path, { host: server.host(SITE), headers: auth.cookie ? { cookie: auth.cookie } : {} });
const send = (method: 'POST' | 'DELETE', path: string, body: unknown, auth: { cookie?: string; csrf?: string } = ann) =>
  request(server.port, path, {
    method,
    host: server.host(SITE),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.csrf ? { 'x-csrf-token': auth.csrf } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const garage = async (auth: { cookie?: string } = ann): Promise<GarageAnswer> => {
  const answer = await get('/api/garage', auth);
  expect(answer.status).toBe(200);
  return answer.json<GarageAnswer>();
};

/** A lead as a form sends it (POST /api/leads with a person's captcha and an Idempotency-Key). */
async function submitLead(user: Record<string, unknown>): Promise<string> {
  const answer = await request(server.port, '/api/leads', {
    method: 'POST',
    host: server.host(SITE),
    headers: { 'content-type': 'application/json', 'idempotency-key': `garage-lead-${++keys}` },
    body: JSON.stringify({
      user: { name: 'Ann Citizen', email: 'ann@example.com.au', ...user },
      url: `http://${SITE}.localhost/`,
      source: 'Website',
      user_agent: 'vitest',
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
      captcha: await aCaptchaFrom(server.core, SITE),
    }),
  });
  if (answer.status !== 201) throw new Error(`POST /api/leads answered ${answer.status}: ${answer.text}`);
  clock.advance(60_000);
  return answer.json<{ lead_id: string }>().lead_id;
}

function expectError(answer: HttpResponse, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(errorShapeProblem(answer.text)).toBeNull();
  expect(answer.json()).toMatchObject({ error: { code } });
  expect(answer.headers['cache-control']).toBe('no-store');
}

const countRows = async (table: string, shopperId: string) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${table === 'shoppers' ? 'id' : 'shopper_id'} = $1`, [shopperId]))[0]?.n;

beforeAll(async () => {
  server = await startTestServer({ ssr: false, cars: CARS, clock, rateLimits: { leads: { max: 1_000, windowMs: 60_000 } } });
  ann = await signInShopper(server, SITE, ANN);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/garage', () => {
  it('answers 401 AUTH.SIGN_IN_REQUIRED without a session', async () => {
    expectError(await get('/api/garage', {}), 401, 'AUTH.SIGN_IN_REQUIRED');
  });

  it('shows the shopper, their watchlist, and the reservation, trade-in and service booking made with their phone however typed', async () => {
    // A trade-in: the offer the server made (issue 30), its lead, then accepted (spec 2 §4: the update carries the first lead id).
    const site = server.core.siteOf(SITE)!;
    const EvalID = await anOfferMade(server.core, site, '+61 412 345 678');
    const made = (await server.core.container.getAsync<TradeInEvaluationStore>(PORTS.TradeInStore).then((store) => store.findEvaluation(SITE, EvalID)))?.offer;
    const offer = await submitLead({ category: 'Trade-in Enquiry', subcategory: '2. Offer Made', phone: '+61 412 345 678', EvalID });
    await submitLead({ category: 'Trade-in Enquiry', subcategory: '3. Offer Accepted', phone: '0412345678', lead_id: offer, offer_accepted: true, EvalID });
    // A service booking: the first step, then the last, which books the drop-off time.
    const booking = await submitLead({ category: 'Service Booking', subcategory: '1. Contact Details', phone: '61 412 345 678' });
    await submitLead({
      category: 'Service Booking',
      subcategory: '3. Order Details',
      phone: '61 412 345 678',
      lead_id: booking,
      'Vehicle Make': 'Kia',
      'Vehicle Model': 'Rio',
      'Vehicle Year': '2020',
      location: 'moorabbin',
      'Preferred Service Date': '2030-07-03',
      'Preferred Service Time': '10:00',
      form_completed: true,
    });
    // Someone else's trade-in on the same site.
    await submitLead({
      category: 'Trade-in Enquiry',
      subcategory: '2. Offer Made',
      phone: '0499 999 999',
      EvalID: await anOfferMade(server.core, site, '0499 999 999'),
    });
    // issue 30: the card goes to the test provider's card form; the reservation carries its token.
    const card = await request(server.port, '/api/payments/test/tokens', {
      method: 'POST',
      host: server.host(SITE),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'ANN CITIZEN' }),
    });
    const reserved = await request(server.port, '/api/cars/corolla-to-reserve/reservations', {
      method: 'POST',
      host: server.host(SITE),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'garage-reservation-1' },
      body: JSON.stringify({ name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412345678', token: card.json<{ token: string }>().token }),
    });
    expect(reserved.status).toBe(201);
    await postJson(server, SITE, '/api/watchlist/save-car', { phone_number: ANN, car_id: 9_302 }, ann);

    const answer = await get('/api/garage');
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<GarageAnswer>();
    expect(body.shopper).toEqual({ id: ann.shopperId, phone: '+61412345678', phone_display: '0412 345 678', email: null });
    expect(body.watchlist.map((c) => c.car_id)).toEqual([9_302]);
    expect(body.reservations).toEqual([
      expect.objectContaining({
        reservation_id: reserved.json<{ reservation_id: string }>().reservation_id,
        car_name: CARS[0]?.name,
        car_slug: 'corolla-to-reserve',
        status: 'paid',
      }),
    ]);
    // issue 30: what a reservation's form was given (a name, an email) is not shown back: the shopper's email here is null.
    expect(JSON.stringify(body)).not.toContain('ann@example.com.au');
    expect(JSON.stringify(body)).not.toContain('Ann Citizen');
    expect(body.trade_ins).toEqual([
      expect.objectContaining({
        lead_id: offer,
        vehicle: expect.stringContaining('2019 Toyota HiLux'),
        offer_price: made?.final_price,
        stage: 'Offer accepted',
      }),
    ]);
    // The accepted offer with its shopper reference, amount and last day (the other phone's offer, never accepted, is not listed).
    expect(body.accepted_trade_in_offers).toEqual([
      {
        reference: made?.reference,
        vehicle: expect.stringContaining('2019 Toyota HiLux'),
        amount: made?.final_price,
        valid_until: made?.valid_until,
        accepted_at: expect.any(String),
      },
    ]);
    expect(body.service_bookings).toEqual([
      expect.objectContaining({ lead_id: booking, vehicle: '2020 Kia Rio', location: 'Bayside Pre-Owned Moorabbin', date: '2030-07-03', time: '10:00' }),
    ]);
    expect(body.alerts).toMatchObject({ enabled: false, consented_at: null, consent_text: expect.stringContaining('Bayside Pre-Owned') });
    expect(body.sessions).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('POST /api/garage/alerts', () => {
  it('refuses to switch alerts on without the consent box ticked, naming the field', async () => {
    const answer = await send('POST', '/api/garage/alerts', { enabled: true });
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(answer.json()).toMatchObject({ error: { fields: { consent: CONSENT_REQUIRED_MESSAGE } } });
    expect((await send('POST', '/api/garage/alerts', { enabled: true, consent: false })).status).toBe(400);
    expect(await countRows('alert_settings', ann.shopperId)).toBe(0);
  });

  it('refuses an email that is no address', async () => {
    const answer = await send('POST', '/api/garage/alerts', { enabled: true, consent: true, email: 'ann@' });
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(answer.json()).toMatchObject({ error: { fields: { email: EMAIL_MESSAGE } } });
  });

  it('switches on with consent, recording the words and the time, and keeps the email as the shopper email', async () => {
    const answer = await send('POST', '/api/garage/alerts', { enabled: true, consent: true, email: ' ann@example.com.au ' });
    expect(answer.status).toBe(200);
    const view = answer.json<AlertSettingsView>();
    expect(view).toMatchObject({
      enabled: true,
      sms: true,
      email: 'ann@example.com.au',
      consented_at: clock.now().toISOString(),
      stopped_at: null,
      stopped_by: null,
    });
    expect(view.consent_text).toContain('Bayside Pre-Owned');
    // SMS_REPLY_NUMBER unset (the default): texts come from the dealer name, so the link is the way to stop, not a STOP reply.
    expect(view.consent_text).toContain('the link in any message');
    expect(view.consent_text).not.toContain('STOP');
    expect(view.replies).toBe(false);
    const stored = await server.db.query<{ consent_text: string }>('SELECT consent_text FROM alert_settings WHERE shopper_id = $1', [ann.shopperId]);
    expect(stored[0]?.consent_text).toBe(view.consent_text);
    expect((await garage()).shopper.email).toBe('ann@example.com.au');
  });

  it('switches off, recording the stop from settings', async () => {
    const answer = await send('POST', '/api/garage/alerts', { enabled: false });
    expect(answer.status).toBe(200);
    expect(answer.json<AlertSettingsView>()).toMatchObject({ enabled: false, stopped_at: clock.now().toISOString(), stopped_by: 'settings' });
    expect((await garage()).alerts).toMatchObject({ enabled: false, stopped_by: 'settings' });
  });

  it('refuses a change without the CSRF header with 403 CSRF.INVALID', async () => {
    expectError(await send('POST', '/api/garage/alerts', { enabled: true, consent: true }, { cookie: ann.cookie }), 403, 'CSRF.INVALID');
  });
});

describe('saved searches', () => {
  let saved: SavedSearchView;

  it('saves a search page of the site (201), and saving its href again renames it (200)', async () => {
    const created = await send('POST', '/api/garage/saved-searches', { label: 'Toyotas under $30k', href: '/search/toyota?range%5Bprice%5D=0:30000' });
    expect(created.status).toBe(201);
    saved = created.json<SavedSearchView>();
    expect(saved).toMatchObject({ label: 'Toyotas under $30k', href: '/search/toyota?range%5Bprice%5D=0:30000', alerts: false });
    const again = await send('POST', '/api/garage/saved-searches', { label: 'Cheap Toyotas', href: '/search/toyota?range%5Bprice%5D=0:30000' });
    expect(again.status).toBe(200);
    expect(again.json()).toMatchObject({ id: saved.id, label: 'Cheap Toyotas' });
  });

  it.each([
    ['another page', '/finance'],
    ['another host', 'https://evil.example.com/search'],
    ['a protocol-relative link', '//evil.example.com/search'],
  ])('refuses %s as href', async (_what, href) => {
    const answer = await send('POST', '/api/garage/saved-searches', { label: 'Bad', href });
    expectError(answer, 400, 'VALIDATION_FAILED');
    expect(answer.json()).toMatchObject({ error: { fields: { href: SAVED_SEARCH_MESSAGES.href } } });
  });

  it('refuses a name over 120 characters', async () => {
    const answer = await send('POST', '/api/garage/saved-searches', { label: 'x'.repeat(121), href: '/used-car' });
    expect(answer.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { label: SAVED_SEARCH_MESSAGES.labelTooLong } } });
  });

  it('switches its alerts, then removes it; another id is not found', async () => {
    const switched = await send('POST', `/api/garage/saved-searches/${saved.id}`, { alerts: true });
    expect(switched.status).toBe(200);
    expect(switched.json()).toMatchObject({ id: saved.id, alerts: true });
    expect((await garage()).saved_searches).toEqual([expect.objectContaining({ id: saved.id, alerts: true })]);
    const removed = await send('DELETE', `/api/garage/saved-searches/${saved.id}`, undefined);
    expect(removed.status).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    expectError(await send('DELETE', `/api/garage/saved-searches/${saved.id}`, undefined), 404, 'SAVED_SEARCH.NOT_FOUND');
    expectError(await send('POST', '/api/garage/saved-searches/not-an-id', { alerts: true }), 404, 'SAVED_SEARCH.NOT_FOUND');
  });

  it('keeps up to 20 saved searches and refuses the next with 409', async () => {
    for (let i = 0; i < 20; i++)
      expect((await send('POST', '/api/garage/saved-searches', { label: `Page ${i}`, href: `/search?page=${i + 1}` })).status).toBe(201);
    const over = await send('POST', '/api/garage/saved-searches', { label: 'One too many', href: '/special-offers' });
    expectError(over, 409, 'SAVED_SEARCHES.LIMIT');
    expect(over.json()).toMatchObject({ error: { message: SAVED_SEARCH_LIMIT_MESSAGE } });
  });
});

describe('sessions', () => {
  it('lists both sessions of a shopper signed in twice, and ends the other one only', async () => {
    const phone = await signInShopper(server, SITE, ANN);
    const sessions = (await garage()).sessions;
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.current);
    if (!other) throw new Error('no other session listed');
    const ended = await send('DELETE', `/api/garage/sessions/${other.id}`, undefined);
    expect(ended.status).toBe(200);
    expect(ended.json()).toEqual({ removed: true });
    expectError(await get('/api/garage', phone), 401, 'AUTH.SIGN_IN_REQUIRED');
    expectError(await send('DELETE', `/api/garage/sessions/${other.id}`, undefined), 404, 'SESSION.NOT_FOUND');
    expect((await garage()).sessions.map((s) => s.current)).toEqual([true]);
  });

  it('never ends another shopper session', async () => {
    const bob = await signInShopper(server, SITE, '0499 999 999');
    const bobSession = (await garage(bob)).sessions[0];
    expectError(await send('DELETE', `/api/garage/sessions/${bobSession?.id}`, undefined), 404, 'SESSION.NOT_FOUND');
    expect((await garage(bob)).sessions).toHaveLength(1);
  });
});

describe('DELETE /api/garage', () => {
  it('refuses without the CSRF header and deletes nothing', async () => {
    expectError(await send('DELETE', '/api/garage', undefined, { cookie: ann.cookie }), 403, 'CSRF.INVALID');
    expect(await countRows('shoppers', ann.shopperId)).toBe(1);
  });

  it('deletes every row kept of the shopper, answers what went, and signs them out', async () => {
    const tables = ['watchlist_items', 'saved_searches', 'alert_settings', 'shopper_sessions'] as const;
    const before = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await countRows(t, ann.shopperId)] as const)));
    expect(before).toEqual({ watchlist_items: 1, saved_searches: 20, alert_settings: 1, shopper_sessions: 1 });
    const leadsBefore = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads'))[0]?.n;

    const answer = await send('DELETE', '/api/garage', undefined);
    expect(answer.status).toBe(200);
    expect(answer.json<DeleteMyDataAnswer>()).toEqual({ deleted: { watchlist: 1, saved_searches: 20, alerts: 1, sessions: 1 } });
    const cleared = [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    for (const table of [...tables, 'shoppers']) expect(await countRows(table, ann.shopperId)).toBe(0);
    // Every table that keeps rows by shopper, whichever migration added it (alert events, messages…).
    const byShopper = await server.db.query<{ table_name: string }>(
      "SELECT DISTINCT table_name FROM information_schema.columns WHERE column_name = 'shopper_id' AND table_schema = current_schema()",
    );
    expect(byShopper.map((t) => t.table_name)).toEqual(expect.arrayContaining([...tables]));
    for (const { table_name } of byShopper) expect(await countRows(table_name, ann.shopperId)).toBe(0);
    expect(await server.db.query('SELECT 1 FROM sign_in_codes WHERE site_slug = $1 AND phone = $2', [SITE, '+61412345678'])).toEqual([]);
    // The dealer's records of dealings with the shopper stay (leads, reservations).
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads'))[0]?.n).toBe(leadsBefore);
    expectError(await get('/api/garage'), 401, 'AUTH.SIGN_IN_REQUIRED');
    expectError(await send('DELETE', '/api/garage', undefined), 401, 'AUTH.SIGN_IN_REQUIRED');
  });
});
