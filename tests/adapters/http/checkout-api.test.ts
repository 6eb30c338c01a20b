/**
 * The online purchase journey over HTTP (issue 15; spec 1 §2, spec 2 §2 `/checkout-journey?car_id={slug}`):
 * the real server as the core wires it, on PGlite, with the offline test payment provider and its
 * own token route. An order is made for a car, changed step by step (each choice checked), and
 * placed when the deposit is paid with a token: the order's lead goes to the outbox, the car shows
 * reserved in search, the figures match the domain's drive-away price. A declined payment leaves a
 * draft and a free car; a car sold meanwhile stops the journey with similar cars; the dealer's
 * cancellation and a lapsed hold release the car.
 */
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import type { TradeInOffer } from '../../../application/tradein/trade-in-contract';
import type { TradeInEvaluationStore } from '../../../application/tradein/trade-in-store.port';
import { PORTS } from '../../../config/ports';
import { OFFER_REFERENCE_MESSAGE } from '../../../domain/tradein/offer-reference';
import type { OrderView } from '../../../application/checkout/checkout-contract';
import { ORDER_TERMS_MESSAGE } from '../../../domain/orders/order';
import { driveAwayPrice } from '../../../domain/pricing/drive-away';
import { formatDollars } from '../../../domain/vehicle/money';
import { financeEstimate } from '../../../ui/features/vehicle/vehicle-finance';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { anOfferMade } from '../../support/trade-in-offers';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));
const SITE = 'harbour-motors';
const buyable = (id: number, slug: string, fields: Record<string, unknown> = {}) =>
  aCar()
    .withId(id)
    .withSite(SITE)
    .withSlug(slug)
    .withMakeModel('Toyota', 'Corolla')
    .withPrice(30_000)
    .with({
      location_id: 2101,
      dealership_slug: 'harbour-motors',
      price_type: 'Excl. Govt. Charges',
      payment_processors: ['stripe'],
      deposit: null,
      car_type: 'used',
      offer_price: null,
      subscription_price: null,
      fuel: 'Petrol',
      variant: { cylinders: 4 },
      ...fields,
    })
    .build();
const CARS = [
  buyable(9_001, 'car-to-buy'),
  buyable(9_002, 'car-for-declines'),
  buyable(9_003, 'car-for-a-race'),
  buyable(9_004, 'car-to-cancel'),
  buyable(9_005, 'car-that-lapses'),
  // Harbour's lender (Taurus) quotes this car at 7.5 % with a deposit and a balloon, as a demo BT-50 is.
  buyable(9_006, 'car-on-finance', {
    price_type: 'Drive Away',
    price: 45_990,
    year: 2023,
    finance_lenders: {
      Taurus: { financeProvider: 'Taurus', interestRate: 7.5, comparisonRate: 8.42, deposit: 4_500, balloon: 7_600, termYears: 5, establishmentFees: 495 },
    },
  }),
  buyable(9_007, 'car-with-trade-in'),
  buyable(9_008, 'drive-away-car', { price_type: 'Drive Away', price: 27_990 }),
  buyable(9_009, 'similar-corolla'),
  buyable(9_010, 'car-for-terms'),
  aCar()
    .withId(9_100)
    .withSite('bayside-pre-owned')
    .withSlug('bayside-car')
    .withPrice(20_000)
    .with({ payment_processors: ['stripe'] })
    .build(),
];

const DETAILS = {
  first_name: 'Ann',
  last_name: 'Citizen',
  email: 'ann@example.com.au',
  phone: '0412 345 678',
  street: '1 Hunter Street',
  suburb: 'Newcastle',
  state: 'NSW',
  postcode: '2300',
  licence_number: '12345678',
  licence_state: 'NSW',
};

let keys = 0;
const newKey = () => `order-attempt-${String(++keys).padStart(6, '0')}`;

describe('the online purchase API (issue 15)', () => {
  let server: TestServer;
  const host = () => server.host(SITE);
  const json = (method: string, path: string, body?: unknown, site = SITE): Promise<HttpResponse> =>
    request(server.port, path, {
      method,
      host: server.host(site),
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const start = async (slug: string, postcode?: string) => {
    const answer = await json('POST', '/api/checkout/orders', { car_id: slug, ...(postcode ? { postcode } : {}) });
    expect(answer.status, answer.text).toBe(201);
    return answer.json<OrderView>();
  };
  const patch = (order: OrderView, body: unknown) => json('PATCH', `/api/checkout/orders/${order.order_id}`, body);
  const token = async (number = '4242 4242 4242 4242') => {
    const answer = await json('POST', '/api/payments/test/tokens', { number, expiry: '12/34', cvc: '123', name: 'ANN CITIZEN' });
    expect(answer.status, answer.text).toBe(201);
    return answer.json<{ token: string }>().token;
  };
  const readyToPay = async (slug: string, payBy: unknown = { kind: 'cash' }) => {
    const order = await start(slug);
    for (const body of [
      { step: 'trade-in' },
      { trade_in: { kind: 'none' }, step: 'pay-by' },
      { pay_by: payBy, step: 'delivery' },
      { fulfilment: { kind: 'delivery', postcode: '2000' }, step: 'details' },
      { details: DETAILS, step: 'deposit' },
    ]) {
      const answer = await patch(order, body);
      expect(answer.status, answer.text).toBe(200);
    }
    return order;
  };
  const pay = async (order: OrderView, card?: string, key = newKey()) =>
    json('POST', `/api/checkout/orders/${order.order_id}/deposit`, { token: await token(card), idempotency_key: key, terms_accepted: true });
  const reservedInSearch = async (id: number) => {
    const answer = await request(server.port, '/api/search?hitsPerPage=100', { host: host() });
    return answer.json<{ hits: { id: number; reserved: boolean }[] }>().hits.find((h) => h.id === id)?.reserved;
  };

  beforeAll(async () => {
    const unlimited = { max: 100_000, windowMs: 60_000 };
    server = await startTestServer({ cars: CARS, clock, rateLimits: { leads: unlimited, reservations: unlimited } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes a draft order priced in the state of the car’s location, with the domain’s drive-away figure', async () => {
    const order = await start('car-to-buy');
    expect(order).toMatchObject({ status: 'draft', step: 'car', state: 'NSW', postcode: null, reference: null });
    const site = server.core.siteOf(SITE)!;
    const expected = driveAwayPrice({ car: CARS[0]!, state: 'NSW', costs: site.on_road_costs, on: clock.now() });
    expect(order.drive_away.total).toBe(expected!.total);
    expect(order.totals.drive_away).toBe(expected!.total);
    expect(order.drive_away.items.map((i) => i.key)).toEqual(expected!.items.map((i) => i.key));
    expect(order.car).toMatchObject({ slug: 'car-to-buy', available: true, location: { state: 'NSW' } });
  });

  it('re-prices for the buyer’s postcode (3000 → VIC) and refuses a bad one with the Postcode rule’s message', async () => {
    const order = await start('car-to-buy');
    const vic = await patch(order, { postcode: '3000' });
    expect(vic.status).toBe(200);
    const site = server.core.siteOf(SITE)!;
    expect(vic.json<OrderView>()).toMatchObject({
      state: 'VIC',
      postcode: '3000',
      drive_away: { total: driveAwayPrice({ car: CARS[0]!, state: 'VIC', costs: site.on_road_costs, on: clock.now() })!.total },
    });
    const bad = await patch(order, { postcode: '12' });
    expect(bad.status).toBe(400);
    expect(bad.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({
      code: 'ORDER.INVALID',
      fields: { postcode: expect.stringContaining('postcode') },
    });
  });

  it('checks each step: details with clear messages, and no skipping ahead', async () => {
    const order = await start('car-to-buy');
    const ahead = await patch(order, { step: 'deposit' });
    expect(ahead.status).toBe(400);
    expect(ahead.json<{ error: { fields: Record<string, string> } }>().error.fields.step).toMatch(/first/);
    const bad = await patch(order, { details: { ...DETAILS, email: 'ann@', licence_number: '!', postcode: '99' } });
    expect(bad.status).toBe(400);
    const fields = bad.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['details.email', 'details.licence_number', 'details.postcode']);
    const malformed = await patch(order, { pay_by: { kind: 'lease' } });
    expect(malformed.status).toBe(400);
    // Resume: the order still stands at its step, unchanged by the refusals.
    const again = await json('GET', `/api/checkout/orders/${order.order_id}`);
    expect(again.json<OrderView>()).toMatchObject({ step: 'car', details: null });
  });

  it('places the order with a test-card token: reference, itemised total, the lead in the outbox, and the car reserved in search', async () => {
    const order = await readyToPay('car-to-buy');
    const placed = await pay(order);
    expect(placed.status, placed.text).toBe(200);
    const view = placed.json<OrderView>();
    expect(view).toMatchObject({
      status: 'placed',
      step: 'confirmation',
      payment: { brand: 'Visa', last4: '4242', test_mode: true },
      fulfilment: { kind: 'delivery', place: 'Sydney Metro', price: 299 },
    });
    expect(view.reference).toMatch(/^HM-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(view.totals.total).toBe(view.totals.drive_away + 299);
    expect(view.totals.balance).toBe(view.totals.total - view.totals.deposit);
    expect(view.next_steps.join(' ')).toContain(view.hold_until_text!);
    expect(await reservedInSearch(9_001)).toBe(true);
    const lead = await new SqlLeadRepository(server.db).findByIdempotencyKey(SITE, `order:${order.order_id}`);
    expect(lead?.submission.user.order_reference).toBe(view.reference);
    expect(lead?.submission.user).toMatchObject({ category: 'Online Purchase', email: 'ann@example.com.au', order_total: view.totals.total });
    const outbox = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_outbox WHERE lead_id = $1', [lead!.lead_id]);
    expect(outbox[0]!.n).toBeGreaterThan(0);
    // The same attempt again answers the placed order; a change is refused.
    expect((await json('GET', `/api/checkout/orders/${order.order_id}`)).json<OrderView>().status).toBe('placed');
    expect((await patch(order, { postcode: '3000' })).status).toBe(409);
  });

  it('a declined card leaves the order a draft, the car free, and no lead', async () => {
    const order = await readyToPay('car-for-declines');
    const declined = await pay(order, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.json<{ error: { code: string } }>().error.code).toBe('PAYMENT.DECLINED');
    expect((await json('GET', `/api/checkout/orders/${order.order_id}`)).json<OrderView>()).toMatchObject({
      status: 'draft',
      step: 'deposit',
      reference: null,
    });
    expect(await reservedInSearch(9_002)).toBe(false);
    const good = await pay(order);
    expect(good.json<OrderView>().status).toBe('placed');
  });

  it('a car bought by someone else meanwhile stops the other journey with similar cars', async () => {
    const first = await readyToPay('car-for-a-race');
    const second = await readyToPay('car-for-a-race');
    const results = await Promise.all([pay(first), pay(second)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!.json<{ error: { code: string; similar: { slug: string }[] } }>().error;
    expect(loser.code).toBe('ORDER.CAR_UNAVAILABLE');
    expect(Array.isArray(loser.similar)).toBe(true);
  });

  it('pays by finance on the car’s own lender figures: the weekly figure and rate of its page, and a finance lead that says the same', async () => {
    const car = CARS.find((c) => c.slug === 'car-on-finance')!;
    const site = server.core.siteOf(SITE)!;
    // What the car's page shows: the sidebar's estimate, as the vehicle page works it out.
    const sidebar = financeEstimate(
      car,
      {
        finance_provider: site.finance_provider,
        manufacturer: site.manufacturer,
        finance_estimate_hidden_dealerships: site.finance_estimate_hidden_dealerships,
        features: site.features,
      },
      clock.now().toISOString(),
    );
    expect(sidebar).toMatchObject({ interestRate: 7.5 });
    const order = await start('car-on-finance');
    expect(order.finance_terms).toEqual({ source: 'lender', interest_rate: 7.5, balloon: 7_600, establishment_fee: 495, deposit: 4_500, term_years: 5 });
    for (const body of [{ step: 'trade-in' }, { trade_in: { kind: 'none' }, step: 'pay-by' }]) expect((await patch(order, body)).status).toBe(200);
    // The buyer keeps the car's own deposit and term: the figure is the page's, to the dollar.
    const quoted = (await patch(order, { pay_by: { kind: 'finance', deposit: 4_500, term_years: 5, frequency: 'weekly' } })).json<OrderView>();
    expect(quoted.totals.total).toBe(car.price);
    expect(quoted.pay_by).toMatchObject({
      kind: 'finance',
      frequency: 'weekly',
      term_years: 5,
      interest_rate: 7.5,
      balloon: 7_600,
      repayment: sidebar!.weekly,
    });
    // Another deposit moves the figure, never the rate.
    const more = (await patch(order, { pay_by: { kind: 'finance', deposit: 10_000, term_years: 5, frequency: 'weekly' } })).json<OrderView>();
    expect(more.pay_by).toMatchObject({ interest_rate: 7.5 });
    expect(more.pay_by!.repayment).toBeLessThan(sidebar!.weekly);
    for (const body of [
      { pay_by: { kind: 'finance', deposit: 4_500, term_years: 5, frequency: 'weekly' }, step: 'delivery' },
      { fulfilment: { kind: 'pickup' }, step: 'details' },
      { details: DETAILS, step: 'deposit' },
    ]) {
      expect((await patch(order, body)).status).toBe(200);
    }
    const placed = (await pay(order)).json<OrderView>();
    const leads = new SqlLeadRepository(server.db);
    const orderLead = await leads.findByIdempotencyKey(SITE, `order:${order.order_id}`);
    const financeLead = await leads.findByIdempotencyKey(SITE, `order-finance:${order.order_id}`);
    expect([orderLead?.submission.user.category, financeLead?.submission.user.category]).toEqual(['Online Purchase', 'Finance Application']);
    expect(financeLead?.submission.user.order_reference).toBe(placed.reference);
    expect(financeLead?.submission.user.message).toContain(`estimate ${formatDollars(sidebar!.weekly)} weekly at 7.5% p.a. with a $7,600 balloon`);
    expect(financeLead?.submission.user.message).not.toContain('12.94');
  });

  /** An instant offer the server made to `phone` for a Mazda 3 of plate `rego`, accepted by the seller (as StateTradeInLead records it). */
  const anAcceptedOffer = async (evalId: string, rego: string, phone: string, reference: string, amount: number, accepted = true) => {
    const store = await server.core.container.getAsync<TradeInEvaluationStore>(PORTS.TradeInStore);
    await store.saveEvaluation({
      siteSlug: SITE,
      evalId,
      provider: 'simulated',
      rego,
      state: 'NSW',
      vehicle: { EvalID: evalId, Make: 'Mazda', Model: '3', Year: 2015, Registration: rego },
      createdAt: clock.now().toISOString(),
    });
    await store.recordContact(SITE, evalId, phone);
    await store.saveOffer(
      SITE,
      evalId,
      { evalid: evalId, offer_price: amount, reduced_price: null, final_price: amount, adjustments: [], valid_until: '2030-03-11', valid_days: 7 },
      clock.now().toISOString(),
      reference,
    );
    if (accepted) await store.markAccepted(SITE, evalId, clock.now().toISOString());
  };

  it('subtracts an accepted instant offer named by its reference (any case or spacing) or by plate and mobile; refuses a plate alone, an unknown reference and an offer not accepted', async () => {
    await anAcceptedOffer('EVAL-123', 'ABC123', '0412 345 678', 'TI-8500-0001', 8_500);
    await anAcceptedOffer('EVAL-124', 'XYZ789', '0412 345 678', 'TI-9000-0002', 9_000, false);
    const order = await start('car-with-trade-in');
    const field = (answer: HttpResponse, name: string) => answer.json<{ error: { fields: Record<string, string> } }>().error.fields[name];
    // The plate the shopper typed where the reference goes, as the tester did.
    const plateAsReference = await patch(order, { trade_in: { kind: 'offer', reference: '123ABC' } });
    expect(plateAsReference.status).toBe(400);
    expect(field(plateAsReference, 'trade_in.reference')).toBe(OFFER_REFERENCE_MESSAGE);
    expect(field(await patch(order, { trade_in: { kind: 'offer', reference: 'TI-0000-0000' } }), 'trade_in.reference')).toMatch(/could not find/);
    expect(field(await patch(order, { trade_in: { kind: 'offer', reference: 'TI-9000-0002' } }), 'trade_in.reference'), 'made, never accepted').toMatch(
      /could not find/,
    );
    expect(field(await patch(order, { trade_in: { kind: 'offer', rego: 'ABC123' } }), 'trade_in.phone')).toMatch(/mobile/);
    expect(field(await patch(order, { trade_in: { kind: 'offer', rego: 'ABC123', phone: '0499 999 999' } }), 'trade_in.rego'), 'another mobile').toMatch(
      /could not find/,
    );
    for (const trade_in of [
      { kind: 'offer', reference: ' ti 8500 0001 ' },
      { kind: 'offer', reference: 'TI-8500-0001' },
      { kind: 'offer', rego: 'abc 123', phone: '+61 412 345 678' },
    ]) {
      const ok = await patch(order, { trade_in });
      expect(ok.status, ok.text).toBe(200);
      const view = ok.json<OrderView>();
      expect(view.trade_in).toMatchObject({
        kind: 'offer',
        amount: 8_500,
        description: '2015 Mazda 3 (ABC123)',
        reference: 'TI-8500-0001',
        evaluation_id: 'EVAL-123',
      });
      expect(view.totals.total).toBe(view.totals.drive_away - 8_500);
    }
    // The browser never states the amount: a figure sent with the choice is refused.
    expect((await patch(order, { trade_in: { kind: 'offer', reference: 'TI-8500-0001', amount: 50_000 } })).status).toBe(400);
  });

  it('applies the offer this browser got and accepted by itself, from the first step; another browser gets nothing without typing', async () => {
    const site = server.core.siteOf(SITE)!;
    const evalid = await anOfferMade(server.core, site);
    // The offer as the trade-in page asks for it: the server remembers it in this browser.
    const made = await json('POST', '/api/trade-in/offer', {
      evalid,
      rego: '123ABC',
      regoState: 'QLD',
      adjustments: { odometer: 85_000, car_condition: 'Good', service_history: 'Full service history', number_of_keys: '2 or more' },
    });
    expect(made.status, made.text).toBe(200);
    const offer = made.json<TradeInOffer>();
    expect(offer.reference).toMatch(/^TI-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const cookie = String(made.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toContain(offer.reference);
    const withCookie = (method: string, path: string, body?: unknown) =>
      request(server.port, path, {
        method,
        host: host(),
        headers: { 'content-type': 'application/json', cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // Not accepted yet: nothing to apply.
    const before = await withCookie('POST', '/api/checkout/orders', { car_id: 'car-with-trade-in' });
    expect(before.json<OrderView>()).toMatchObject({ trade_in: null, trade_in_offers: [] });
    const store = await server.core.container.getAsync<TradeInEvaluationStore>(PORTS.TradeInStore);
    expect(await store.markAccepted(SITE, evalid, clock.now().toISOString())).toBe(true);
    const answer = await withCookie('POST', '/api/checkout/orders', { car_id: 'car-with-trade-in' });
    expect(answer.status, answer.text).toBe(201);
    const order = answer.json<OrderView>();
    expect(order.trade_in).toMatchObject({ kind: 'offer', amount: offer.final_price, reference: offer.reference });
    expect(order.trade_in_offers).toEqual([expect.objectContaining({ reference: offer.reference, amount: offer.final_price, valid_until: offer.valid_until })]);
    expect(order.totals.total).toBe(order.totals.drive_away - offer.final_price);
    // The order opened before the acceptance takes it when the shopper comes back to it.
    expect((await withCookie('GET', `/api/checkout/orders/${before.json<OrderView>().order_id}`)).json<OrderView>().trade_in).toMatchObject({
      reference: offer.reference,
    });
    // Another browser: no offer of its own, until it names one.
    const fresh = await start('car-with-trade-in');
    expect(fresh).toMatchObject({ trade_in: null, trade_in_offers: [] });
    expect((await patch(fresh, { trade_in: { kind: 'offer', reference: offer.reference.toLowerCase() } })).json<OrderView>().trade_in).toMatchObject({
      reference: offer.reference,
    });
  });

  it('a Drive Away listing’s total is its listed price', async () => {
    const order = await start('drive-away-car');
    expect(order.drive_away).toMatchObject({ listedAsDriveAway: true, total: 27_990 });
  });

  it('the dealer cancels: the order is cancelled and the car available again; a lapsed hold expires the order', async () => {
    const order = await readyToPay('car-to-cancel');
    const placed = (await pay(order)).json<OrderView>();
    const cancelled = await server.core.useCases.checkout.cancel(server.core.siteOf(SITE)!, placed.reference!);
    expect(E.isRight(cancelled) && cancelled.right.status).toBe('cancelled');
    expect(await reservedInSearch(9_004)).toBe(false);

    const lapsing = await readyToPay('car-that-lapses');
    (await pay(lapsing)).json<OrderView>();
    expect(await reservedInSearch(9_005)).toBe(true);
    clock.advance(8 * 24 * 3600_000);
    await server.core.useCases.releaseExpiredReservations.execute()();
    expect(await reservedInSearch(9_005)).toBe(false);
    expect((await json('GET', `/api/checkout/orders/${lapsing.order_id}`)).json<OrderView>().status).toBe('expired');
  });

  it('answers 404 on a site without online purchase, for an unknown car and an unknown order', async () => {
    const off = await json('POST', '/api/checkout/orders', { car_id: 'bayside-car' }, 'bayside-pre-owned');
    expect(off.status).toBe(404);
    expect(off.json<{ error: { code: string } }>().error.code).toBe('ORDER.PURCHASE_OFF');
    expect((await json('POST', '/api/checkout/orders', { car_id: 'no-such-car' })).status).toBe(404);
    expect((await json('GET', '/api/checkout/orders/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await json('GET', '/api/checkout/orders/x')).status).toBe(400);
  });

  it('takes no deposit unless the buyer accepted the terms and conditions: refused with its message, the car still free', async () => {
    const order = await readyToPay('car-for-terms');
    for (const terms of [undefined, false]) {
      const refused = await json('POST', `/api/checkout/orders/${order.order_id}/deposit`, {
        token: await token(),
        idempotency_key: newKey(),
        ...(terms === undefined ? {} : { terms_accepted: terms }),
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { terms_accepted: ORDER_TERMS_MESSAGE },
      });
    }
    expect((await json('GET', `/api/checkout/orders/${order.order_id}`)).json<OrderView>().status).toBe('draft');
    expect(await reservedInSearch(9_010)).toBe(false);
  });
});
