/**
 * The customer's own confirmation emails, over the real server on PGlite: an online order placed
 * with its deposit, and a car reserved online, each queue exactly one email to the buyer with the
 * reference and the figures the server recorded — however often the browser retries and the
 * outbox delivers — and the garage then lists the order by its reference.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import type { OrderView } from '../../../application/checkout/checkout-contract';
import type { GarageAnswer } from '../../../application/shoppers/shopper-contract';
import { outboxDir } from '../../../config/data-dirs';
import { formatDollars } from '../../../domain/vehicle/money';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { outboxEmails } from '../../support/outbox-emails';
import { request, type HttpResponse } from './support/http-request';
import { signInShopper } from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';

const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));
const SITE = 'harbour-motors';
const car = (id: number, slug: string) =>
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
    })
    .build();
const CARS = [car(9_501, 'corolla-to-order'), car(9_502, 'corolla-to-reserve')];
const BUYER = 'ann.buyer@example.com.au';
const RESERVER = 'ann.reserver@example.com.au';
const DETAILS = {
  first_name: 'Ann',
  last_name: 'Citizen',
  email: BUYER,
  phone: '0412 345 678',
  street: '1 Hunter Street',
  suburb: 'Newcastle',
  state: 'NSW',
  postcode: '2300',
  licence_number: '12345678',
  licence_state: 'NSW',
};

describe('the customer’s confirmation emails', () => {
  let server: TestServer;
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResponse> =>
    request(server.port, path, {
      method,
      host: server.host(SITE),
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const token = async () =>
    (await json('POST', '/api/payments/test/tokens', { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'ANN CITIZEN' })).json<{
      token: string;
    }>().token;
  const emailsTo = (address: string) => outboxEmails(outboxDir(server.core.settings), 'email-confirmation-').filter((email) => email.to === address);
  const deliver = async () => {
    await server.core.useCases.deliverPendingLeads.execute()();
  };

  beforeAll(async () => {
    const unlimited = { max: 100_000, windowMs: 60_000 };
    server = await startTestServer({ cars: CARS, clock, ssr: false, rateLimits: { leads: unlimited, reservations: unlimited, paymentTokens: unlimited } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('an order placed with its deposit queues exactly one email to the buyer: reference, car, amounts as placed, next steps, the dealership', async () => {
    const started = await json('POST', '/api/checkout/orders', { car_id: 'corolla-to-order' });
    expect(started.status, started.text).toBe(201);
    const order = started.json<OrderView>();
    for (const body of [
      { step: 'trade-in' },
      { trade_in: { kind: 'none' }, step: 'pay-by' },
      { pay_by: { kind: 'cash' }, step: 'delivery' },
      { fulfilment: { kind: 'pickup' }, step: 'details' },
      { details: DETAILS, step: 'deposit' },
    ]) {
      const answer = await json('PATCH', `/api/checkout/orders/${order.order_id}`, body);
      expect(answer.status, answer.text).toBe(200);
    }
    const pay = async () =>
      json('POST', `/api/checkout/orders/${order.order_id}/deposit`, { token: await token(), idempotency_key: 'attempt-000001', terms_accepted: true });
    const paid = await pay();
    expect(paid.status, paid.text).toBe(200);
    const placed = paid.json<OrderView>();
    expect(placed.next_steps.at(-1)).toBe(`A copy of your order is on its way to ${BUYER}.`);
    // The browser retries after a lost answer, the outbox runs twice: still one email.
    expect((await pay()).status).toBe(200);
    await deliver();
    await deliver();

    const emails = emailsTo(BUYER);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.subject).toBe(`Your order ${placed.reference} with Harbour Motors`);
    expect(email!.text).toContain(`Order reference: ${placed.reference}`);
    expect(email!.text).toContain(placed.car.title);
    expect(email!.text).toContain(`Total: ${formatDollars(placed.totals.total)}`);
    expect(email!.text).toContain(`Deposit paid online: ${formatDollars(placed.totals.deposit)}`);
    expect(email!.text).toContain(`Balance: ${formatDollars(placed.totals.balance)}`);
    expect(email!.text).toContain(placed.hold_until_text!);
    expect(email!.text).toContain('will call you within one business day');
    expect(email!.text).not.toContain('on its way to');
    expect(email!.text).toMatch(/Phone: \d/);
    // Exactly one delivery of the channel was queued for the order's lead.
    const lead = await new SqlLeadRepository(server.db).findByIdempotencyKey(SITE, `order:${order.order_id}`);
    const queued = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM lead_outbox WHERE lead_id = $1 AND channel = 'customer_email'", [
      lead!.lead_id,
    ]);
    expect(queued[0]!.n).toBe(1);
    // The dealer's CRM and email read the lead as before: the buyer's copy is no field of it.
    expect(lead!.submission.user).not.toHaveProperty('customer_email');
  });

  it('the garage of the buyer’s phone lists the order by its reference, the deposit paid and what remains', async () => {
    const shopper = await signInShopper(server, SITE, DETAILS.phone);
    const answer = await request(server.port, '/api/garage', { host: server.host(SITE), headers: { cookie: shopper.cookie } });
    expect(answer.status, answer.text).toBe(200);
    const garage = answer.json<GarageAnswer>();
    const lead = emailsTo(BUYER)[0]!;
    const reference = /Order reference: (\S+)/.exec(lead.text)![1];
    expect(garage.orders).toEqual([expect.objectContaining({ reference, status: 'placed', status_label: 'Deposit paid', fulfilment: 'pickup' })]);
    expect(garage.orders[0]!.balance).toBe(garage.orders[0]!.total! - garage.orders[0]!.deposit!);
    // The order's hold on its car is not a second, 'paid' reservation.
    expect(garage.reservations).toEqual([]);
  });

  it('a car reserved online queues exactly one email to the shopper with the reference, the deposit and the hold', async () => {
    const reserve = async () =>
      json(
        'POST',
        '/api/cars/corolla-to-reserve/reservations',
        { name: 'Ann Citizen', email: RESERVER, phone: '0412 345 678', token: await token(), url: `http://${SITE}.localhost/cars/corolla-to-reserve/checkout` },
        { 'idempotency-key': 'reserve-once-000001' },
      );
    const answer = await reserve();
    expect(answer.status, answer.text).toBe(201);
    const reserved = answer.json<{ reservation_id: string; deposit: number; expires_at_text: string }>();
    expect((await reserve()).status).toBe(201);
    await deliver();
    await deliver();

    const emails = emailsTo(RESERVER);
    expect(emails).toHaveLength(1);
    const reference = reserved.reservation_id.slice(0, 8).toUpperCase();
    expect(emails[0]!.subject).toBe(`Your reservation ${reference} with Harbour Motors`);
    expect(emails[0]!.text).toContain(`Reservation reference: ${reference}`);
    expect(emails[0]!.text).toContain(`Deposit paid: ${formatDollars(reserved.deposit)}`);
    expect(emails[0]!.text).toContain(`Held for you until: ${reserved.expires_at_text}`);

    const shopper = await signInShopper(server, SITE, DETAILS.phone);
    const garage = (await request(server.port, '/api/garage', { host: server.host(SITE), headers: { cookie: shopper.cookie } })).json<GarageAnswer>();
    expect(garage.reservations).toEqual([expect.objectContaining({ reference, status_label: 'Deposit paid', deposit: reserved.deposit })]);
  });
});
