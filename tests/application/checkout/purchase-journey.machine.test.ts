/**
 * The online purchase journey's machine without React (issue 15 'Tests that must exist': every
 * step, guard and failure — payment declined, car sold meanwhile, resume). The client is a small
 * in-memory stand-in for the server that answers as the API does (the real server is tested in
 * tests/adapters/http/checkout-api.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CheckoutCallResult, CheckoutClient } from '../../../application/client/checkout-client.port';
import { CHECKOUT_STEPS, type CheckoutStep, type OrderPatch, type OrderView } from '../../../application/checkout/checkout-contract';
import { NO_CONNECTION_MESSAGE, purchaseJourneyMachine, type PurchaseJourneyInput } from '../../../application/checkout/purchase-journey.machine';

const refusal = (
  status: number,
  code: string,
  message: string,
  fields: Record<string, string> = {},
  similar: { slug: string; title: string; price: number | null; image: string | null }[] = [],
): CheckoutCallResult<never> => ({
  ok: false,
  status,
  code,
  message,
  fields,
  similar,
});

function anOrder(fields: Partial<OrderView> = {}): OrderView {
  return {
    order_id: 'order-1234567890abcdef',
    reference: null,
    status: 'draft',
    step: 'car',
    car: { id: 1, slug: 'a-car', title: '2021 Mazda CX-5', image: null, stocknum: 'S1', year: 2021, km: 20_000, available: true, location: null },
    postcode: null,
    state: 'NSW',
    drive_away: {
      state: 'NSW',
      vehiclePrice: 30_000,
      items: [],
      total: 33_000,
      listedAsDriveAway: false,
      duty: null,
      registrationMonths: 12,
      estimate: false,
      notes: [],
    },
    trade_in: null,
    trade_in_offers: [],
    pay_by: null,
    finance_terms: null,
    fulfilment: null,
    details: null,
    totals: { drive_away: 33_000, delivery: 0, trade_in: 0, total: 33_000, deposit: 200, balance: 32_800 },
    included: [],
    payment: null,
    hold_until: null,
    hold_until_text: null,
    next_steps: [],
    ...fields,
  };
}

/** The server's answers, one order in memory; each call can be scripted to fail once. */
class FakeServer implements CheckoutClient {
  order: OrderView | null = null;
  calls: string[] = [];
  keys: string[] = [];
  next: Partial<Record<'start' | 'get' | 'update' | 'pay', () => CheckoutCallResult<OrderView> | 'reject'>> = {};
  sold = false;
  awaiting = 0;

  #scripted(name: 'start' | 'get' | 'update' | 'pay'): CheckoutCallResult<OrderView> | null {
    const script = this.next[name];
    if (!script) return null;
    delete this.next[name];
    const answer = script();
    if (answer === 'reject') throw new TypeError('Failed to fetch');
    return answer;
  }

  #soldRefusal() {
    return refusal(409, 'ORDER.CAR_UNAVAILABLE', 'Sorry, this car has just been sold.', {}, [
      { slug: 'b-car', title: '2020 Mazda CX-5', price: 29_990, image: null },
    ]);
  }

  async startOrder(): Promise<CheckoutCallResult<OrderView>> {
    this.calls.push('start');
    const scripted = this.#scripted('start');
    if (scripted) return scripted;
    if (this.sold) return this.#soldRefusal();
    this.order = anOrder();
    return { ok: true, value: this.order };
  }

  async getOrder(orderId: string): Promise<CheckoutCallResult<OrderView>> {
    this.calls.push(`get ${orderId}`);
    const scripted = this.#scripted('get');
    if (scripted) return scripted;
    if (!this.order || this.order.order_id !== orderId) return refusal(404, 'ORDER.NOT_FOUND', 'We could not find that order.');
    if (this.order.status === 'awaiting_payment' && --this.awaiting <= 0) this.order = placed(this.order);
    return { ok: true, value: this.order };
  }

  async updateOrder(_orderId: string, patch: OrderPatch): Promise<CheckoutCallResult<OrderView>> {
    this.calls.push(`update ${JSON.stringify(patch)}`);
    const scripted = this.#scripted('update');
    if (scripted) return scripted;
    if (this.sold) return this.#soldRefusal();
    if (this.order!.status !== 'draft') return refusal(409, 'ORDER.CLOSED', 'This order has been placed.');
    if (patch.details && !patch.details.email.includes('@'))
      return refusal(400, 'ORDER.INVALID', 'Please enter a valid email address', { 'details.email': 'Please enter a valid email address' });
    if (patch.step && CHECKOUT_STEPS.indexOf(patch.step) > CHECKOUT_STEPS.indexOf('details') && !(patch.details ?? this.order!.details)) {
      return refusal(400, 'ORDER.INVALID', 'Please enter your details first.', { step: 'Please enter your details first.' });
    }
    this.order = {
      ...this.order!,
      ...(patch.step ? { step: patch.step } : {}),
      ...(patch.details ? { details: patch.details } : {}),
      ...(patch.postcode ? { postcode: patch.postcode, state: 'VIC' as const } : {}),
    };
    return { ok: true, value: this.order };
  }

  async payDeposit(_orderId: string, request: { token: string; idempotency_key: string; terms_accepted: boolean }): Promise<CheckoutCallResult<OrderView>> {
    this.calls.push(`pay ${request.token}${request.terms_accepted ? '' : ' (terms not accepted)'}`);
    this.keys.push(request.idempotency_key);
    const scripted = this.#scripted('pay');
    if (scripted) return scripted;
    if (this.sold) return this.#soldRefusal();
    if (request.token === 'tok_declined')
      return refusal(402, 'PAYMENT.DECLINED', 'Your card was declined. Please use another card or contact your bank.', { payment: 'Your card was declined.' });
    if (request.token === 'tok_later') {
      this.order = { ...this.order!, status: 'awaiting_payment' };
      return { ok: true, value: this.order };
    }
    this.order = placed(this.order!);
    return { ok: true, value: this.order };
  }

  async driveAway(): Promise<never> {
    throw new Error('not used by the machine');
  }

  async tokenizeTestCard(): Promise<never> {
    throw new Error('not used by the machine');
  }
}

const placed = (order: OrderView): OrderView => ({
  ...order,
  status: 'placed',
  step: 'confirmation',
  reference: 'HM-4K7Q2ZB9',
  next_steps: ['We will call you.'],
});

const DETAILS = {
  first_name: 'Ann',
  last_name: 'Citizen',
  email: 'ann@example.com.au',
  phone: '0412345678',
  street: '1 Hunter St',
  suburb: 'Newcastle',
  state: 'NSW' as const,
  postcode: '2300',
  licence_number: '12345678',
  licence_state: 'NSW' as const,
};

let keyCount = 0;
function start(server: FakeServer, input: Partial<PurchaseJourneyInput> = {}) {
  const actor = createActor(purchaseJourneyMachine, {
    input: { client: server, carSlug: 'a-car', savedOrderId: null, newKey: () => `key-${++keyCount}`, pollMs: 1, pollTimes: 5, ...input },
  });
  actor.start();
  return actor;
}
const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => s.matches('ready') || s.matches('unavailable') || s.matches('failed'));
const stepOf = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.order?.step;

async function walkTo(actor: ReturnType<typeof start>, step: CheckoutStep) {
  const patches: OrderPatch[] = [
    { step: 'trade-in' },
    { trade_in: { kind: 'none' }, step: 'pay-by' },
    { pay_by: { kind: 'cash' }, step: 'delivery' },
    { fulfilment: { kind: 'pickup' }, step: 'details' },
    { details: DETAILS, step: 'deposit' },
  ];
  for (const patch of patches) {
    if (stepOf(actor) === step) return;
    actor.send({ type: 'SAVE', patch });
    await waitFor(actor, (s) => s.matches('ready') || s.matches('unavailable'));
  }
}

describe('the purchase journey machine (issue 15)', () => {
  it('starts an order and goes through every step to a placed order', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    const seen: (CheckoutStep | undefined)[] = [stepOf(actor)];
    for (const patch of [
      { step: 'trade-in' },
      { trade_in: { kind: 'none' }, step: 'pay-by' },
      { pay_by: { kind: 'cash' }, step: 'delivery' },
      { fulfilment: { kind: 'pickup' }, step: 'details' },
      { details: DETAILS, step: 'deposit' },
    ] as OrderPatch[]) {
      actor.send({ type: 'SAVE', patch });
      await waitFor(actor, (s) => s.matches('ready'));
      seen.push(stepOf(actor));
    }
    expect(seen).toEqual(['car', 'trade-in', 'pay-by', 'delivery', 'details', 'deposit']);
    actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.status === 'placed');
    expect(actor.getSnapshot().context.order).toMatchObject({ step: 'confirmation', reference: 'HM-4K7Q2ZB9' });
  });

  it('sends the deposit with the shopper’s answer to the terms and conditions, as given', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, 'deposit');
    actor.send({ type: 'PAY', token: 'tok_declined', termsAccepted: false });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message !== null);
    actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.status === 'placed');
    expect(server.calls.filter((c) => c.startsWith('pay'))).toEqual(['pay tok_declined (terms not accepted)', 'pay tok_ok']);
  });

  it('re-prices when the postcode changes, staying on the step', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    actor.send({ type: 'SAVE', patch: { postcode: '3000' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.state === 'VIC');
    expect(stepOf(actor)).toBe('car');
  });

  it('keeps the step and shows the server’s field messages on a refusal', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, 'details');
    actor.send({ type: 'SAVE', patch: { details: { ...DETAILS, email: 'ann' }, step: 'deposit' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message !== null);
    expect(stepOf(actor)).toBe('details');
    expect(actor.getSnapshot().context.fields).toEqual({ 'details.email': 'Please enter a valid email address' });
    // Fixing it clears the message and moves on.
    actor.send({ type: 'SAVE', patch: { details: DETAILS, step: 'deposit' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.step === 'deposit');
    expect(actor.getSnapshot().context).toMatchObject({ message: null, fields: {} });
  });

  it('goes back a step, never before the first, and refuses to pay before the deposit step', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(server.calls).toEqual(['start']);
    await walkTo(actor, 'delivery');
    actor.send({ type: 'BACK' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.step === 'pay-by');
    expect(server.calls.at(-1)).toBe('update {"step":"pay-by"}');
  });

  it('a declined card stays on the deposit step with the message; the next card is a new attempt and places the order', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, 'deposit');
    actor.send({ type: 'PAY', token: 'tok_declined', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message !== null);
    expect(actor.getSnapshot().context.message).toMatch(/declined/);
    expect(actor.getSnapshot().context.order).toMatchObject({ status: 'draft', step: 'deposit' });
    actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.status === 'placed');
    expect(new Set(server.keys).size).toBe(2);
  });

  it('no answer to a payment keeps the values and retries the same attempt with the same key', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, 'deposit');
    server.next.pay = () => 'reject';
    actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message === NO_CONNECTION_MESSAGE);
    actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.status === 'placed');
    expect(server.keys[0]).toBe(server.keys[1]);
  });

  it('a new card after no answer is a new attempt with a new key', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, 'deposit');
    server.next.pay = () => 'reject';
    actor.send({ type: 'PAY', token: 'tok_first', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message === NO_CONNECTION_MESSAGE);
    actor.send({ type: 'PAY', token: 'tok_second', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.status === 'placed');
    expect(server.keys[0]).not.toBe(server.keys[1]);
  });

  it('a hosted provider that never confirms while the connection is down: polling stops with a message', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, 'deposit');
    server.awaiting = 1_000;
    actor.send({ type: 'PAY', token: 'tok_later', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('polling'));
    server.getOrder = async () => {
      throw new TypeError('Failed to fetch');
    };
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.message).toBe(NO_CONNECTION_MESSAGE);
  });

  it('a resumed draft whose car sold since stops at once with similar cars', async () => {
    const server = new FakeServer();
    server.order = anOrder({ step: 'details', order_id: 'order-saved-000000003', car: { ...anOrder().car, available: false } });
    server.sold = true;
    const actor = start(server, { savedOrderId: 'order-saved-000000003' });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.similar).toEqual([expect.objectContaining({ slug: 'b-car' })]);
  });

  it('the provider down: the message, nothing placed, and a retry allowed', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, 'deposit');
    server.next.pay = () => refusal(503, 'PAYMENT.UNAVAILABLE', 'The payment service could not be reached, so nothing was charged.');
    actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('ready') && s.context.message !== null);
    expect(actor.getSnapshot().context.order?.status).toBe('draft');
    actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    await waitFor(actor, (s) => s.context.order?.status === 'placed');
  });

  it.each(['trade-in', 'details', 'deposit'] as const)('a car sold meanwhile stops the journey at the %s step with similar cars', async (step) => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, step);
    server.sold = true;
    if (step === 'deposit') actor.send({ type: 'PAY', token: 'tok_ok', termsAccepted: true });
    else actor.send({ type: 'SAVE', patch: { step: CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1]! } });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Sorry, this car has just been sold.', similar: [{ slug: 'b-car' }] });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a car already sold when the journey opens shows the similar cars at once', async () => {
    const server = new FakeServer();
    server.sold = true;
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.similar).toHaveLength(1);
  });

  it.each(['pay-by', 'details', 'deposit'] as const)('resumes a saved order at its step (%s)', async (step) => {
    const server = new FakeServer();
    server.order = anOrder({ step, order_id: 'order-saved-000000001' });
    const actor = start(server, { savedOrderId: 'order-saved-000000001' });
    await settled(actor);
    expect(stepOf(actor)).toBe(step);
    expect(server.calls).toEqual(['get order-saved-000000001']);
  });

  it('resumes a placed order at its confirmation, where nothing can change', async () => {
    const server = new FakeServer();
    server.order = placed(anOrder({ order_id: 'order-saved-000000002' }));
    const actor = start(server, { savedOrderId: 'order-saved-000000002' });
    await settled(actor);
    expect(actor.getSnapshot().context.order).toMatchObject({ status: 'placed', step: 'confirmation' });
    actor.send({ type: 'SAVE', patch: { step: 'car' } });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(server.calls).toEqual(['get order-saved-000000002']);
  });

  it('a saved order the server no longer has starts a new one', async () => {
    const server = new FakeServer();
    const actor = start(server, { savedOrderId: 'order-gone-00000000001' });
    await settled(actor);
    expect(server.calls).toEqual(['get order-gone-00000000001', 'start']);
    expect(stepOf(actor)).toBe('car');
  });

  it('a payment a hosted provider confirms later: checks until the order is placed', async () => {
    const server = new FakeServer();
    const actor = start(server);
    await settled(actor);
    await walkTo(actor, 'deposit');
    server.awaiting = 3;
    actor.send({ type: 'PAY', token: 'tok_later', termsAccepted: true });
    await waitFor(actor, (s) => s.matches('polling'));
    await waitFor(actor, (s) => s.matches('ready') && s.context.order?.status === 'placed');
    expect(server.calls.filter((c) => c.startsWith('get')).length).toBe(3);
  });

  it('no answer when opening: a clear message, and Retry loads again', async () => {
    const server = new FakeServer();
    server.next.start = () => 'reject';
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe(NO_CONNECTION_MESSAGE);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(stepOf(actor)).toBe('car');
  });

  it('a site or car without online purchase: the server’s message, not a journey', async () => {
    const server = new FakeServer();
    server.next.start = () => refusal(404, 'ORDER.PURCHASE_OFF', 'This car cannot be bought online.');
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('This car cannot be bought online.');
  });
});
