/**
 * ReserveCar's failure paths that the HTTP tests cannot provoke: the database failing after the
 * card was charged (the deposit is refunded and the car released), and a payment provider that
 * cannot be reached (nothing charged, the car released).
 */
import * as TE from 'fp-ts/lib/TaskEither.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineTestPaymentGateway } from '../../../adapters/payments/offline-test-payment-gateway';
import { migrate } from '../../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { SqlReservationRepository } from '../../../adapters/persistence/sql-reservation-repository';
import type { PaymentGateway } from '../../../application/payments/payment-gateway.port';
import { ReleaseExpiredReservations } from '../../../application/reservations/release-expired-reservations.use-case';
import { ReserveCar } from '../../../application/reservations/reserve-car.use-case';
import { aCar } from '../../support/car-builder';
import { FakeClock } from '../leads/in-memory-leads';
import { aLeadSite } from '../leads/lead-test-data';

const SITE = 'acme-motors';
const site = aLeadSite(SITE);
const command = (slug: string, key: string) => ({
  site,
  carSlug: slug,
  idempotencyKey: key,
  contact: { name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' },
  card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'ANN' },
  url: 'https://acme.example.com.au/cars/x/checkout',
  userAgent: 'vitest',
});

describe('ReserveCar when something fails', () => {
  let db: PgliteDatabase;
  let cars: SqlCarRepository;
  let reservations: SqlReservationRepository;
  const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));

  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await migrate(db);
    cars = new SqlCarRepository(db);
    reservations = new SqlReservationRepository(db);
    await cars.upsertMany([aCar().withId(1).withSite(SITE).withSlug('one').build(), aCar().withId(2).withSite(SITE).withSlug('two').build()]);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('refunds the deposit and releases the car when the lead cannot be stored after the charge', async () => {
    const { payments, charged, spy } = chargeRecordingGateway();
    const reserve = new ReserveCar({
      cars,
      reservations,
      payments: spy,
      leads: { save: () => Promise.reject(new Error('database is down')) },
      releaseExpired: new ReleaseExpiredReservations({ reservations, cars, clock }),
      clock,
    });
    await expect(reserve.execute(command('one', 'fail-after-charge'))()).rejects.toThrow('database is down');
    expect(charged).toHaveLength(1);
    expect(payments.wasRefunded(charged[0] ?? '')).toBe(true);
    expect(await reservations.activeHold(SITE, 1, clock.now())).toBeNull();
    expect((await cars.findById(SITE, 1))?.reserved).toBe(false);
  });

  it('after a failure past the charge, a retry with the same key is told the truth: not completed, refunded — not declined, not charged again', async () => {
    const { payments, charged, spy } = chargeRecordingGateway();
    let databaseUp = false;
    const leads = new SqlLeadRepository(db);
    const reserve = new ReserveCar({
      cars,
      reservations,
      payments: spy,
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
    expect(charged).toHaveLength(1);
    expect(payments.wasRefunded(charged[0] ?? '')).toBe(true);
    // A new attempt (a new key) reserves the car.
    expect(await reserve.execute(command('three', 'fail-then-new-key'))()).toMatchObject({ _tag: 'Right', right: { car_id: 3, replayed: false } });
  });

  it('a payment provider that cannot be reached charges nothing and releases the car', async () => {
    const down: PaymentGateway = { testMode: false, charge: () => TE.left({ code: 'PAYMENT.UNAVAILABLE', message: 'Payments are unavailable' }), refund: async () => {} };
    const reserve = new ReserveCar({
      cars,
      reservations,
      payments: down,
      leads: { save: () => Promise.reject(new Error('not reached')) },
      releaseExpired: new ReleaseExpiredReservations({ reservations, cars, clock }),
      clock,
    });
    expect(await reserve.execute(command('two', 'provider-down'))()).toEqual({ _tag: 'Left', left: { code: 'PAYMENT.UNAVAILABLE', message: 'Payments are unavailable' } });
    expect(await reservations.activeHold(SITE, 2, clock.now())).toBeNull();
    // The same key again is told nothing was charged, not that a card was declined.
    expect(await reserve.execute(command('two', 'provider-down'))()).toMatchObject({ _tag: 'Left', left: { code: 'PAYMENT.UNAVAILABLE', message: expect.stringContaining('nothing was charged') } });
  });
});

/** The offline test gateway, recording the id of every successful charge. */
function chargeRecordingGateway(): { payments: OfflineTestPaymentGateway; charged: string[]; spy: PaymentGateway } {
  const payments = new OfflineTestPaymentGateway();
  const charged: string[] = [];
  const spy: PaymentGateway = {
    testMode: true,
    charge: (request) => async () => {
      const result = await payments.charge(request)();
      if (result._tag === 'Right') charged.push(result.right.paymentId);
      return result;
    },
    refund: (id) => payments.refund(id),
  };
  return { payments, charged, spy };
}
