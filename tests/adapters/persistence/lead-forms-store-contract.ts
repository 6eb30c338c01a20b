/**
 * The stores behind the lead forms on a real engine (issue 6: "the same pipeline suite on
 * PGlite and PostgreSQL"): test drive slots held with their lead in one transaction, and
 * reservations holding a car once — across a second connection (another instance) where the
 * engine has one.
 */
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { SqlReservationRepository } from '../../../adapters/persistence/sql-reservation-repository';
import { SqlTestDriveSlots } from '../../../adapters/persistence/sql-test-drive-slots';
import type { PaymentProvider } from '../../../application/payments/payment-provider.port';
import { UNSTORABLE_TEXT_MESSAGE } from '../../../application/shared/storable-text';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case';
import { ReleaseExpiredReservations } from '../../../application/reservations/release-expired-reservations.use-case';
import { ReserveCar } from '../../../application/reservations/reserve-car.use-case';
import { weeklyHours } from '../../../config/dealer-sites/opening-hours';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import type { LeadSubmission } from '../../../domain/leads/lead';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aLeadSite } from '../../application/leads/lead-test-data';
import { aCar } from '../../support/car-builder';
import { aPersonsCaptcha, realLeadGuards } from '../../support/form-tokens';
import { RecordingTestPaymentProvider } from '../../support/test-payments';
import type { PipelineDatabases } from './lead-pipeline-contract';

const SITE = 'acme-motors';

function aTestDriveLead(slot: { date: string; time: string } | null, carId = 1): LeadSubmission {
  return {
    user: {
      category: 'Test Drive',
      name: 'Ann Citizen',
      email: 'ann@example.com.au',
      phone: '0412 345 678',
      ...(slot ? { test_drive_date: slot.date, test_drive_time: slot.time } : {}),
    },
    url: 'https://acme.example.com.au/cars/one',
    source: 'Website',
    user_agent: 'vitest',
    car_id: carId,
    lead_attributes: { visited_pages: ['/cars/one'], linked_query_params: {} },
  };
}

const contact = { name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' };

export function leadFormsStoreContract(engine: string, databases: PipelineDatabases): void {
  describe(`${engine}: test drive slots and reservations`, () => {
    let db: SqlDatabase;
    let second: SqlDatabase | null;
    let site: DealerSite;
    const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));
    /** The offline test provider (issue 30: deposits by token); its card form makes the commands' tokens on the same clock. */
    const provider = new RecordingTestPaymentProvider(clock);
    const token = (number = '4242424242424242') => provider.tokenOf(number);

    beforeAll(async () => {
      db = await databases.open();
      await migrate(db);
      second = await databases.second();
      const plain = aLeadSite(SITE);
      // Open 8:30am–5:30pm weekdays (QLD): test drive slots to hold.
      site = {
        ...plain,
        locations: plain.locations.map((l) => ({
          ...l,
          contact_detail: { ...l.contact_detail, opening_hours: weeklyHours({ weekdays: ['08:30', '17:30'] }) },
        })),
      };
      await new SqlCarRepository(db).upsertMany([
        aCar().withId(1).withSite(SITE).withSlug('one').build(),
        aCar().withId(2).withSite(SITE).withSlug('two').with({ deposit: null }).build(),
        aCar().withId(3).withSite(SITE).withSlug('three').build(),
      ]);
    });
    afterAll(async () => {
      await second?.close();
      await db?.close();
    });

    it('holds a slot with its lead in one transaction; a held slot refuses the next lead and stores nothing of it', async () => {
      const slots = new SqlTestDriveSlots(db);
      const slot = { carId: 1, locationId: 7, date: '2030-03-05', time: '10:00' };
      const first = await slots.saveLeadHoldingSlot(
        SITE,
        'slot-key-1',
        aTestDriveLead(slot),
        [{ channel: 'email', destination: 'sales@acme.example.com.au' }],
        slot,
      );
      expect('lead' in first && first.created).toBe(true);
      expect(await slots.heldTimes(SITE, 1, '2030-03-05')).toEqual(new Set(['10:00']));

      const taken = await (second ? new SqlTestDriveSlots(second) : slots).saveLeadHoldingSlot(
        SITE,
        'slot-key-2',
        aTestDriveLead(slot),
        [{ channel: 'email', destination: 'x@y.com.au' }],
        slot,
      );
      expect(taken).toEqual({ _tag: 'SlotTaken' });
      expect(await db.query("SELECT 1 FROM leads WHERE idempotency_key = 'slot-key-2'")).toEqual([]);
      expect(await db.query("SELECT 1 FROM lead_outbox WHERE destination = 'x@y.com.au'")).toEqual([]);

      const replay = await slots.saveLeadHoldingSlot(SITE, 'slot-key-1', aTestDriveLead(slot), [], slot);
      expect('lead' in replay && !replay.created && replay.lead.lead_id === ('lead' in first ? first.lead.lead_id : '')).toBe(true);
    });

    it('many leads racing for one slot, over two connections where there are two: exactly one holds it', async () => {
      const stores = [new SqlTestDriveSlots(db), new SqlTestDriveSlots(second ?? db)];
      const slot = { carId: 1, locationId: 7, date: '2030-03-06', time: '14:30' };
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) => stores[i % 2]?.saveLeadHoldingSlot(SITE, `race-key-${i}`, aTestDriveLead(slot), [], slot)),
      );
      expect(results.filter((r) => r && 'lead' in r)).toHaveLength(1);
      expect(await db.query("SELECT 1 FROM leads WHERE idempotency_key LIKE 'race-key-%'")).toHaveLength(1);
    });

    it('SubmitLead holds the slot a test-drive lead asks for', async () => {
      const leads = new SqlLeadRepository(db);
      const submit = new SubmitLead({ leads, cars: new SqlCarRepository(db), ...realLeadGuards(), testDriveSlots: new SqlTestDriveSlots(db), clock });
      const ok = await submit.execute({
        site,
        idempotencyKey: 'submit-slot-1',
        submission: aTestDriveLead({ date: '2030-03-07', time: '11:00' }),
        captcha: aPersonsCaptcha(site.slug, { now: clock.now() }),
        remoteIp: '127.0.0.1',
      })();
      expect(ok._tag).toBe('Right');
      const again = await submit.execute({
        site,
        idempotencyKey: 'submit-slot-2',
        submission: aTestDriveLead({ date: '2030-03-07', time: '11:00' }),
        captcha: aPersonsCaptcha(site.slug, { now: clock.now() }),
        remoteIp: '127.0.0.1',
      })();
      expect(again).toMatchObject({ _tag: 'Left', left: { code: 'LEAD.SLOT_TAKEN' } });
    });

    it('reserves a car once: a second reservation, from another connection too, is refused until the 48-hour hold lapses', async () => {
      const cars = new SqlCarRepository(db);
      const make = (session: SqlDatabase) => {
        const reservations = new SqlReservationRepository(session);
        const release = new ReleaseExpiredReservations({ reservations, cars: new SqlCarRepository(session), clock });
        return {
          release,
          reserve: new ReserveCar({
            cars: new SqlCarRepository(session),
            reservations,
            payments: provider,
            leads: new SqlLeadRepository(session),
            releaseExpired: release,
            clock,
          }),
        };
      };
      const here = make(db);
      const there = make(second ?? db);
      const command = (key: string, number?: string) => ({
        site,
        carSlug: 'two',
        idempotencyKey: key,
        contact,
        token: token(number),
        url: 'https://acme.example.com.au/cars/two/checkout',
        userAgent: 'vitest',
      });

      const declined = await here.reserve.execute(command('reserve-1', '4000000000009995'))();
      expect(declined).toMatchObject({ _tag: 'Left', left: { code: 'PAYMENT.DECLINED', decline_code: 'insufficient_funds' } });

      const [a, b] = await Promise.all([here.reserve.execute(command('reserve-2'))(), there.reserve.execute(command('reserve-3', '5555555555554444'))()]);
      expect([a._tag, b._tag].sort()).toEqual(['Left', 'Right']);
      const won = a._tag === 'Right' ? a.right : b._tag === 'Right' ? b.right : null;
      expect(won).toMatchObject({ car_id: 2, deposit: 200, expires_at: '2030-03-06T00:00:00.000Z' });
      expect((await cars.findById(SITE, 2))?.reserved).toBe(true);
      const lead = await new SqlLeadRepository(db).findById(SITE, won?.lead_id ?? '');
      expect(lead?.submission.user.category).toBe('Reserve Online');

      clock.advance(48 * 3_600_000);
      expect(E.toUnion(await there.release.execute()())).toBe(1);
      expect(E.toUnion(await here.release.execute()())).toBe(0);
      expect((await cars.findById(SITE, 2))?.reserved).toBe(false);
      const statuses = await db.query<{ status: string }>('SELECT status FROM reservations WHERE car_id = 2 ORDER BY created_at, status');
      expect(statuses.map((r) => r.status).sort()).toEqual(['declined', 'expired']);
      expect((await here.reserve.execute(command('reserve-4'))())._tag).toBe('Right');
    });

    it('a pending claim whose payment never finished lapses after 15 minutes', async () => {
      const reservations = new SqlReservationRepository(db);
      const now = clock.now();
      const claim = await reservations.claim({
        siteSlug: SITE,
        carId: 3,
        carSlug: 'three',
        idempotencyKey: 'pending-1',
        depositCents: 20_000,
        contact,
        now,
        holdUntil: new Date(now.getTime() + 15 * 60_000),
      });
      expect(claim._tag).toBe('Claimed');
      const blocked = await reservations.claim({
        siteSlug: SITE,
        carId: 3,
        carSlug: 'three',
        idempotencyKey: 'pending-2',
        depositCents: 20_000,
        contact,
        now,
        holdUntil: new Date(now.getTime() + 15 * 60_000),
      });
      expect(blocked).toEqual({ _tag: 'Taken' });
      const later = new Date(now.getTime() + 16 * 60_000);
      const reclaimed = await reservations.claim({
        siteSlug: SITE,
        carId: 3,
        carSlug: 'three',
        idempotencyKey: 'pending-3',
        depositCents: 20_000,
        contact,
        now: later,
        holdUntil: new Date(later.getTime() + 15 * 60_000),
      });
      expect(reclaimed._tag).toBe('Claimed');
      const released = await reservations.releaseExpired(later, { siteSlug: SITE, carId: 3 });
      expect(released.map((r) => r.status)).toEqual(['abandoned']);
      expect((await reservations.activeHold(SITE, 3, later))?.reservation_id).toBe(reclaimed._tag === 'Claimed' ? reclaimed.reservation.reservation_id : '');
    });

    it('takes no payment for a reservation it refuses: text the database cannot store is refused before the charge, alike on a retry; the key then serves one request only (issue 10)', async () => {
      await new SqlCarRepository(db).upsertMany([aCar().withId(4).withSite(SITE).withSlug('four').build()]);
      const reservations = new SqlReservationRepository(db);
      const charges: string[] = [];
      const payments: Pick<PaymentProvider, 'pay' | 'refund'> = {
        pay: (request) => {
          charges.push(request.idempotencyKey);
          return provider.pay(request);
        },
        refund: (id) => provider.refund(id),
      };
      const release = new ReleaseExpiredReservations({ reservations, cars: new SqlCarRepository(db), clock });
      const reserve = new ReserveCar({
        cars: new SqlCarRepository(db),
        reservations,
        payments,
        leads: new SqlLeadRepository(db),
        releaseExpired: release,
        clock,
      });
      const command = (message: string) => ({
        site,
        carSlug: 'four',
        idempotencyKey: 'unstorable-1',
        contact: { ...contact, message },
        token: token(),
        url: 'https://acme.example.com.au/cars/four/checkout',
        userAgent: 'vitest',
      });

      for (const message of ['Call me\u0000please', 'Call me \ud800 please']) {
        const first = await reserve.execute(command(message))();
        expect(first).toMatchObject({ _tag: 'Left', left: { code: 'RESERVATION.INVALID', fields: { message: UNSTORABLE_TEXT_MESSAGE } } });
        expect(await reserve.execute(command(message))()).toEqual(first);
      }
      expect(charges).toEqual([]);
      expect(await db.query('SELECT 1 FROM reservations WHERE car_id = 4')).toEqual([]);

      const reserved = await reserve.execute(command('See you Saturday'))();
      expect(reserved).toMatchObject({ _tag: 'Right', right: { car_id: 4, replayed: false } });
      expect(await reservations.storedFingerprint(SITE, 'unstorable-1')).toMatch(/^[0-9a-f]{64}$/);
      expect(await reserve.execute(command('See you Saturday'))()).toMatchObject({ _tag: 'Right', right: { replayed: true } });
      expect(await reserve.execute(command('See you Sunday'))()).toMatchObject({ _tag: 'Left', left: { code: 'IDEMPOTENCY.KEY_REUSED' } });
      expect(charges).toHaveLength(1);
    });
  });
}
