/**
 * ReserveCar's failure paths that the HTTP tests cannot provoke: the database failing after the
 * deposit was paid (it is refunded and the car released), a payment provider that cannot be
 * reached (nothing charged, the car released), and a provider that cannot confirm the payment
 * at once (issue 30: `processing` is refused, and refunded when its webhook says it was taken).
 */
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { SqlReservationRepository } from '../../../adapters/persistence/sql-reservation-repository';
import type { PaymentProvider, PaymentRequest } from '../../../application/payments/payment-provider.port';
import { ReleaseExpiredReservations } from '../../../application/reservations/release-expired-reservations.use-case';
import { NOT_CONFIRMED_MESSAGE, RESERVE_ONLINE_PAYMENT, ReserveCar } from '../../../application/reservations/reserve-car.use-case';
import { aCar } from '../../support/car-builder';
import { RecordingTestPaymentProvider } from '../../support/test-payments';
import { aLocation } from '../../config/demo-inventory/a-dealer-site';
import { FakeClock } from '../leads/in-memory-leads';
import { aLeadSite } from '../leads/lead-test-data';
import { emptyPglite } from '../../support/pglite-snapshots';

const SITE = 'acme-motors';
const site = aLeadSite(SITE);
/** The test provider whose card form makes the commands' tokens (4242 4242 4242 4242), on the tests' clock. */
const tokens = new RecordingTestPaymentProvider(new FakeClock(new Date('2030-03-04T00:00:00Z')));
const command = (slug: string, key: string, token = tokens.tokenOf()) => ({
  site,
  carSlug: slug,
  idempotencyKey: key,
  contact: { name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' },
  token,
  url: 'https://acme.example.com.au/cars/x/checkout',
  userAgent: 'vitest',
});

describe('ReserveCar when something fails', () => {
  let db: PgliteDatabase;
  let cars: SqlCarRepository;
  let reservations: SqlReservationRepository;
  const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));

  beforeAll(async () => {
    db = await emptyPglite();
    await migrate(db);
    cars = new SqlCarRepository(db);
    reservations = new SqlReservationRepository(db);
    await cars.upsertMany([aCar().withId(1).withSite(SITE).withSlug('one').build(), aCar().withId(2).withSite(SITE).withSlug('two').build()]);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('refunds the deposit and releases the car when the lead cannot be stored after the charge', async () => {
    const payments = new RecordingTestPaymentProvider(clock);
    const reserve = new ReserveCar({
      cars,
      reservations,
      payments,
      leads: { save: () => Promise.reject(new Error('database is down')) },
      releaseExpired: new ReleaseExpiredReservations({ reservations, cars, clock }),
      clock,
    });
    await expect(reserve.execute(command('one', 'fail-after-charge'))()).rejects.toThrow('database is down');
    const charged = payments.succeededIds();
    expect(charged).toHaveLength(1);
    expect(payments.wasRefunded(charged[0] ?? '')).toBe(true);
    expect(await reservations.activeHold(SITE, 1, clock.now())).toBeNull();
    expect((await cars.findById(SITE, 1))?.reserved).toBe(false);
  });

  it('after a failure past the charge, a retry with the same key is told the truth: not completed, refunded — not declined, not charged again', async () => {
    const payments = new RecordingTestPaymentProvider(clock);
    let databaseUp = false;
    const leads = new SqlLeadRepository(db);
    const reserve = new ReserveCar({
      cars,
      reservations,
      payments,
      leads: { save: (...args) => (databaseUp ? leads.save(...args) : Promise.reject(new Error('database is down'))) },
      releaseExpired: new ReleaseExpiredReservations({ reservations, cars, clock }),
      clock,
    });
    await cars.upsertMany([aCar().withId(3).withSite(SITE).withSlug('three').build()]);
    await expect(reserve.execute(command('three', 'fail-then-retry'))()).rejects.toThrow('database is down');
    databaseUp = true;
    const retry = await reserve.execute(command('three', 'fail-then-retry'))();
    expect(retry).toEqual({
      _tag: 'Left',
      left: { code: 'RESERVATION.NOT_COMPLETED', message: 'This reservation could not be completed, and the deposit was refunded in full. Please try again.' },
    });
    const charged = payments.succeededIds();
    expect(charged).toHaveLength(1);
    expect(payments.wasRefunded(charged[0] ?? '')).toBe(true);
    // A new attempt (a new key) reserves the car.
    expect(await reserve.execute(command('three', 'fail-then-new-key'))()).toMatchObject({ _tag: 'Right', right: { car_id: 3, replayed: false } });
  });

  it('a payment provider that cannot be reached charges nothing and releases the car', async () => {
    const down: Pick<PaymentProvider, 'pay' | 'refund'> = {
      pay: () => TE.left({ code: 'PAYMENT.UNAVAILABLE', message: 'Payments are unavailable' }),
      refund: async () => {},
    };
    const reserve = new ReserveCar({
      cars,
      reservations,
      payments: down,
      leads: { save: () => Promise.reject(new Error('not reached')) },
      releaseExpired: new ReleaseExpiredReservations({ reservations, cars, clock }),
      clock,
    });
    expect(await reserve.execute(command('two', 'provider-down'))()).toEqual({
      _tag: 'Left',
      left: { code: 'PAYMENT.UNAVAILABLE', message: 'Payments are unavailable' },
    });
    expect(await reservations.activeHold(SITE, 2, clock.now())).toBeNull();
    // The same key again is told nothing was charged, not that a card was declined.
    expect(await reserve.execute(command('two', 'provider-down'))()).toMatchObject({
      _tag: 'Left',
      left: { code: 'PAYMENT.UNAVAILABLE', message: expect.stringContaining('nothing was charged') },
    });
  });

  it('a payment the provider confirms only later (processing) is refused: the car released, the retry told the same, and the payment refunded when its webhook says it was taken', async () => {
    await cars.upsertMany([aCar().withId(5).withSite(SITE).withSlug('five').build()]);
    const asked: PaymentRequest[] = [];
    const refunded: string[] = [];
    const slow: Pick<PaymentProvider, 'pay' | 'refund'> = {
      pay: (request) => {
        asked.push(request);
        return TE.right({ status: 'processing', paymentId: 'pi_processing_1', testMode: false });
      },
      refund: async (id) => void refunded.push(id),
    };
    const reserve = new ReserveCar({
      cars,
      reservations,
      payments: slow,
      leads: { save: () => Promise.reject(new Error('not reached')) },
      releaseExpired: new ReleaseExpiredReservations({ reservations, cars, clock }),
      clock,
    });
    const refused = { _tag: 'Left', left: { code: 'RESERVATION.NOT_COMPLETED', message: NOT_CONFIRMED_MESSAGE } };
    expect(await reserve.execute(command('five', 'processing-1'))()).toEqual(refused);
    expect(await reserve.execute(command('five', 'processing-1'))()).toEqual(refused);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.metadata).toMatchObject({ purpose: RESERVE_ONLINE_PAYMENT, site: SITE, reservation_key: 'processing-1' });
    expect(await reservations.activeHold(SITE, 5, clock.now())).toBeNull();
    expect((await cars.findById(SITE, 5))?.reserved).toBe(false);

    // The webhook: the refused payment succeeded after all, so it is given back; a failed one needs nothing.
    const metadata = asked[0]?.metadata ?? {};
    await reserve.applyPaymentEvent({ type: 'payment.failed', paymentId: 'pi_processing_1', metadata, declineCode: 'insufficient_funds', message: 'No' });
    expect(refunded).toEqual([]);
    await reserve.applyPaymentEvent({ type: 'payment.succeeded', paymentId: 'pi_processing_1', metadata, brand: 'visa', last4: '4242' });
    expect(refunded).toEqual(['pi_processing_1']);
  });

  it("a webhook's success for the payment a reservation was paid with is left alone; events of online orders are not its own", async () => {
    const payments = new RecordingTestPaymentProvider(clock);
    await cars.upsertMany([aCar().withId(6).withSite(SITE).withSlug('six').build()]);
    const reserve = new ReserveCar({
      cars,
      reservations,
      payments,
      leads: new SqlLeadRepository(db),
      releaseExpired: new ReleaseExpiredReservations({ reservations, cars, clock }),
      clock,
    });
    expect(E.isRight(await reserve.execute(command('six', 'paid-then-webhook'))())).toBe(true);
    const [paid] = payments.payments;
    const paymentId = paid && E.isRight(paid.answer) ? paid.answer.right.paymentId : '';
    await reserve.applyPaymentEvent({ type: 'payment.succeeded', paymentId, metadata: paid?.request.metadata ?? {}, brand: 'Visa', last4: '4242' });
    await reserve.applyPaymentEvent({
      type: 'payment.succeeded',
      paymentId: 'pi_order',
      metadata: { order_id: 'ord_1', site: SITE, reservation_id: 'r' },
      brand: 'Visa',
      last4: '4242',
    });
    expect(payments.wasRefunded(paymentId)).toBe(false);
    expect(payments.wasRefunded('pi_order')).toBe(false);
  });
});

/**
 * issue 13 'Time zones': the hold's expiry is shown to the shopper (the answer, and the lead's
 * note the dealer reads) on the car's location's wall clock — no fixed Brisbane clock.
 * Clock 2030-03-04T00:00Z + 48 hours = 2030-03-06T00:00Z: 8:00am in Perth (UTC+8, no daylight
 * saving), 11:00am in Melbourne (UTC+11 in March, daylight saving), 10:00am in Brisbane (UTC+10).
 */
describe('ReserveCar reads the hold in the time zone of the car location', () => {
  const ZONED = 'zones-motors';
  const zonedSite = aLeadSite(ZONED, {
    locations: [
      aLocation(501).inState('WA', 'Osborne Park').build(),
      { ...aLocation(301).inState('VIC', 'Moorabbin').build(), primary: false },
      { ...aLocation(101).build(), primary: false },
    ],
  });
  const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));
  let db: PgliteDatabase;
  let cars: SqlCarRepository;
  let leads: SqlLeadRepository;
  let reserve: ReserveCar;
  const reserveCommand = (slug: string, key: string) => ({ ...command(slug, key), site: zonedSite });

  beforeAll(async () => {
    db = await emptyPglite();
    await migrate(db);
    cars = new SqlCarRepository(db);
    leads = new SqlLeadRepository(db);
    const reservations = new SqlReservationRepository(db);
    await cars.upsertMany([
      aCar().withId(11).withSite(ZONED).withSlug('perth-car').with({ location_id: 501, dealership_slug: 'dealership-501' }).build(),
      aCar().withId(12).withSite(ZONED).withSlug('melbourne-car').with({ location_id: 301, dealership_slug: 'dealership-301' }).build(),
      aCar().withId(13).withSite(ZONED).withSlug('brisbane-car').with({ location_id: 101, dealership_slug: 'dealership-101' }).build(),
    ]);
    reserve = new ReserveCar({
      cars,
      reservations,
      payments: new RecordingTestPaymentProvider(clock),
      leads,
      releaseExpired: new ReleaseExpiredReservations({ reservations, cars, clock }),
      clock,
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  async function reserved(slug: string, key: string) {
    const result = await reserve.execute(reserveCommand(slug, key))();
    if (result._tag === 'Left') throw new Error(`not reserved: ${JSON.stringify(result.left)}`);
    return result.right;
  }

  it('a WA car is held until 8am Perth time, in the answer and in the lead note', async () => {
    const r = await reserved('perth-car', 'perth-key');
    expect(r.expires_at).toBe('2030-03-06T00:00:00.000Z');
    expect(r.time_zone).toBe('Australia/Perth');
    expect(r.expires_at_text).toBe('Wednesday 6 March 2030 at 8:00am (Perth time)');
    const lead = await leads.findById(ZONED, r.lead_id);
    expect(String(lead?.submission.user.message)).toContain('held until Wednesday 6 March 2030 at 8:00am (Perth time).');
    expect(String(lead?.submission.user.message)).not.toContain('Brisbane');
  });

  it('a VIC car is held until 11am Melbourne time, daylight saving included', async () => {
    const r = await reserved('melbourne-car', 'melbourne-key');
    expect(r.time_zone).toBe('Australia/Melbourne');
    expect(r.expires_at_text).toBe('Wednesday 6 March 2030 at 11:00am (Melbourne time)');
    const lead = await leads.findById(ZONED, r.lead_id);
    expect(String(lead?.submission.user.message)).toContain('held until Wednesday 6 March 2030 at 11:00am (Melbourne time).');
  });

  it('a QLD car reads Brisbane time, and a replay of the same request reads the same zone', async () => {
    const first = await reserved('brisbane-car', 'brisbane-key');
    expect(first.expires_at_text).toBe('Wednesday 6 March 2030 at 10:00am (Brisbane time)');
    const again = await reserved('brisbane-car', 'brisbane-key');
    expect(again).toMatchObject({ replayed: true, time_zone: 'Australia/Brisbane', expires_at_text: first.expires_at_text });
    const perthAgain = await reserved('perth-car', 'perth-key');
    expect(perthAgain).toMatchObject({ replayed: true, expires_at_text: 'Wednesday 6 March 2030 at 8:00am (Perth time)' });
  });
});
