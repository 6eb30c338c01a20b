/**
 * The online order's deposit through the hosted provider (issue 15 step 6: 'a second adapter speaks
 * a real hosted provider's API shape (payment intents and webhooks) … the webhook's signature is
 * checked'): the real server with the Stripe adapter bound, against a local server speaking Stripe's
 * PaymentIntents API (tests/adapters/payments/support/fake-stripe.ts). A card payment places the
 * order at once; a payment Stripe confirms later leaves the order awaiting payment with the car held
 * until the signed `payment_intent.succeeded` webhook places it (or `payment_failed` releases it); a
 * forged webhook changes nothing; money taken for no waiting order is refunded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentProvider, stripeSignature } from '../../../adapters/payments/stripe-payment-provider';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import type { OrderView } from '../../../application/checkout/checkout-contract';
import { PORTS } from '../../../config/ports';
import { aCar } from '../../support/car-builder';
import {
  REFUNDS_PATH,
  STRIPE_PUBLISHABLE_KEY,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../payments/support/fake-stripe';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'harbour-motors';
const buyable = (id: number, slug: string) =>
  aCar()
    .withId(id)
    .withSite(SITE)
    .withSlug(slug)
    .withMakeModel('Mazda', 'CX-5')
    .withPrice(38_000)
    .with({
      location_id: 2101,
      dealership_slug: 'harbour-motors',
      price_type: 'Excl. Govt. Charges',
      payment_processors: ['stripe'],
      deposit: null,
      offer_price: null,
      subscription_price: null,
    })
    .build();
const CARS = [buyable(9_501, 'paid-by-card'), buyable(9_502, 'paid-later'), buyable(9_503, 'payment-fails-later'), buyable(9_504, 'forged-webhook')];

const DETAILS = {
  first_name: 'Ben',
  last_name: 'Citizen',
  email: 'ben@example.com.au',
  phone: '0412 345 679',
  street: '2 Hunter Street',
  suburb: 'Newcastle',
  state: 'NSW',
  postcode: '2300',
  licence_number: 'NSW12345',
  licence_state: 'NSW',
};

let keys = 0;
const newKey = () => `stripe-attempt-${String(++keys).padStart(6, '0')}`;

describe('the online order’s deposit through Stripe (issue 15)', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let provider: StripePaymentProvider;
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResponse> =>
    request(server.port, path, {
      method,
      host: server.host(SITE),
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const readyToPay = async (slug: string) => {
    const started = await json('POST', '/api/checkout/orders', { car_id: slug });
    expect(started.status, started.text).toBe(201);
    const order = started.json<OrderView>();
    for (const body of [
      { trade_in: { kind: 'none' }, step: 'pay-by' },
      { pay_by: { kind: 'cash' }, step: 'delivery' },
      { fulfilment: { kind: 'pickup' }, step: 'details' },
      { details: DETAILS, step: 'deposit' },
    ]) {
      const answer = await json('PATCH', `/api/checkout/orders/${order.order_id}`, body);
      expect(answer.status, answer.text).toBe(200);
    }
    return order;
  };
  const pay = (order: OrderView, token: string) =>
    json('POST', `/api/checkout/orders/${order.order_id}/deposit`, { token, idempotency_key: newKey(), terms_accepted: true });
  const getOrder = async (order: OrderView) => (await json('GET', `/api/checkout/orders/${order.order_id}`)).json<OrderView>();
  const reservedInSearch = async (id: number) => {
    const answer = await request(server.port, '/api/search?hitsPerPage=100', { host: server.host(SITE) });
    return answer.json<{ hits: { id: number; reserved: boolean }[] }>().hits.find((h) => h.id === id)?.reserved;
  };
  /** An event as Stripe posts it, signed as Stripe signs it (t=…,v1= hex HMAC-SHA256 of `{t}.{body}`). */
  const webhook = (type: string, intent: Record<string, unknown>, secret = STRIPE_WEBHOOK_SECRET) => {
    const t = Math.floor(Date.now() / 1000);
    const body = JSON.stringify(
      { id: `evt_${keys}`, object: 'event', created: t, livemode: false, type, data: { object: { object: 'payment_intent', ...intent } } },
      null,
      2,
    );
    return json('POST', '/api/payments/webhooks/stripe', body, { 'stripe-signature': `t=${t},v1=${stripeSignature(secret, t, body)}` });
  };
  const intentOf = (order: OrderView) =>
    [...stripe.intents.values()].find((i) => (i.metadata as Record<string, string> | undefined)?.order_id === order.order_id) as {
      id: string;
      status: string;
      metadata: Record<string, string>;
    };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    provider = new StripePaymentProvider({
      secretKey: STRIPE_SECRET_KEY,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiUrl: stripe.url,
      retryDelayMs: 10,
    });
    server = await startTestServer({ cars: CARS, overrides: (container) => container.rebind(PORTS.PaymentProvider).toConstantValue(provider) });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('tells the browser which form to show, and offers no test card form', async () => {
    expect((await json('GET', '/api/payments/provider')).json()).toMatchObject({ kind: 'stripe', publishable_key: STRIPE_PUBLISHABLE_KEY, test_mode: true });
    expect((await json('POST', '/api/payments/test/tokens', { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'X' })).status).toBe(404);
  });

  it('a card payment Stripe confirms at once places the order, with the card as Stripe reports it', async () => {
    const order = await readyToPay('paid-by-card');
    const placed = await pay(order, 'pm_card_visa');
    expect(placed.status, placed.text).toBe(200);
    // An sk_test_ key is Stripe's test mode: the page still says so.
    expect(placed.json<OrderView>()).toMatchObject({ status: 'placed', payment: { last4: '4242', test_mode: true } });
    expect(intentOf(order)).toMatchObject({ status: 'succeeded', metadata: { order_id: order.order_id, site: SITE } });
  });

  it('a payment confirmed later holds the car, and the signed webhook places the order with its lead', async () => {
    const order = await readyToPay('paid-later');
    const waiting = await pay(order, 'pm_auBecsDebit');
    expect(waiting.status, waiting.text).toBe(200);
    expect(waiting.json<OrderView>()).toMatchObject({ status: 'awaiting_payment', reference: null });
    // Another buyer cannot take the car meanwhile.
    expect((await json('POST', '/api/checkout/orders', { car_id: 'paid-later' })).status).toBe(409);
    const intent = intentOf(order);
    const hook = await webhook('payment_intent.succeeded', { id: intent.id, status: 'succeeded', metadata: intent.metadata, latest_charge: 'ch_fake' });
    expect(hook.status, hook.text).toBe(200);
    const placed = await getOrder(order);
    expect(placed.status).toBe('placed');
    expect(placed.reference).toMatch(/^HM-/);
    expect(await reservedInSearch(9_502)).toBe(true);
    const lead = await new SqlLeadRepository(server.db).findByIdempotencyKey(SITE, `order:${order.order_id}`);
    expect(lead?.submission.user).toMatchObject({ category: 'Online Purchase', order_reference: placed.reference });
    // Stripe delivers at least once: the same event again changes nothing.
    expect((await webhook('payment_intent.succeeded', { id: intent.id, status: 'succeeded', metadata: intent.metadata })).status).toBe(200);
    expect((await getOrder(order)).reference).toBe(placed.reference);
  });

  it('payment_intent.payment_failed returns the order to its deposit step and frees the car', async () => {
    const order = await readyToPay('payment-fails-later');
    expect((await pay(order, 'pm_auBecsDebit')).json<OrderView>().status).toBe('awaiting_payment');
    const intent = intentOf(order);
    const hook = await webhook('payment_intent.payment_failed', {
      id: intent.id,
      status: 'requires_payment_method',
      metadata: intent.metadata,
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(hook.status, hook.text).toBe(200);
    expect(await getOrder(order)).toMatchObject({ status: 'draft', step: 'deposit', reference: null });
    expect(await reservedInSearch(9_503)).toBe(false);
    // The buyer tries again with a card that works.
    expect((await pay(order, 'pm_card_mastercard')).json<OrderView>().status).toBe('placed');
  });

  it('a forged or altered webhook is refused (400) and changes nothing', async () => {
    const order = await readyToPay('forged-webhook');
    expect((await pay(order, 'pm_auBecsDebit')).json<OrderView>().status).toBe('awaiting_payment');
    const intent = intentOf(order);
    const forged = await webhook('payment_intent.succeeded', { id: intent.id, status: 'succeeded', metadata: intent.metadata }, 'whsec_notTheEndpointSecret');
    expect(forged.status).toBe(400);
    const unsigned = await json(
      'POST',
      '/api/payments/webhooks/stripe',
      JSON.stringify({ type: 'payment_intent.succeeded', data: { object: { id: intent.id } } }),
    );
    expect(unsigned.status).toBe(400);
    expect((await getOrder(order)).status).toBe('awaiting_payment');
  });

  it('refunds money Stripe took for no waiting order (the order’s attempt had already ended)', async () => {
    // A payment Stripe took although our call gave up on it (no order stored its id).
    const taken = await provider.pay({
      amountCents: 20_000,
      currency: 'AUD',
      token: 'pm_card_visa',
      description: 'deposit',
      idempotencyKey: 'order:gone:attempt-1',
      metadata: { order_id: 'an-order-that-never-waited', site: SITE },
    })();
    expect(taken._tag).toBe('Right');
    const orphan = taken._tag === 'Right' ? taken.right.paymentId : '';
    const before = stripe.requestsTo('POST', REFUNDS_PATH).length;
    const hook = await webhook('payment_intent.succeeded', {
      id: orphan,
      status: 'succeeded',
      metadata: { order_id: 'an-order-that-never-waited', site: SITE },
    });
    expect(hook.status).toBe(200);
    const refunds = stripe.requestsTo('POST', REFUNDS_PATH).slice(before);
    expect(refunds).toHaveLength(1);
    expect(new URLSearchParams(refunds[0]!.body.toString('utf8')).get('payment_intent')).toBe(orphan);
  });
});
