/**
 * The garage's records on a real engine (issue 14 '/my-garage … reservations, trade-in offers and
 * service bookings found by their phone'): written through the real repositories — leads
 * (SqlLeadRepository), a booked service time (SqlServiceSlots), reservations
 * (SqlReservationRepository) — and found again by the phone however it was typed, on this site
 * only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlGarageRecords } from '../../../adapters/persistence/sql-garage-records';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { SqlReservationRepository } from '../../../adapters/persistence/sql-reservation-repository';
import { SqlOrders } from '../../../adapters/persistence/sql-orders';
import { SqlServiceSlots } from '../../../adapters/persistence/sql-service-slots';
import { SqlTestDriveSlots } from '../../../adapters/persistence/sql-test-drive-slots';
import type { OrderRecord } from '../../../application/checkout/order-store.port';
import type { LeadSubmission, LeadUser } from '../../../domain/leads/lead';
import { garageServiceBookings, garageTradeIns } from '../../../domain/shoppers/garage';

export interface GarageRecordsDatabases {
  open(): Promise<SqlDatabase>;
}

const SITE = 'acme-motors';
const OTHER_SITE = 'other-motors';
const ANN = '+61412345678';
const T0 = new Date('2030-05-01T09:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const lead = (user: Partial<LeadUser> & Pick<LeadUser, 'category' | 'phone'>): LeadSubmission => ({
  user: { name: 'Ann Citizen', email: 'ann@example.com.au', ...user },
  url: 'https://acme.example.com.au/',
  source: 'Website',
  user_agent: 'vitest',
  lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
});

export function garageRecordsContract(engine: string, databases: GarageRecordsDatabases): void {
  describe(`${engine}: the garage's records of a shopper, found by phone (issue 14)`, () => {
    let db: SqlDatabase;
    let records: SqlGarageRecords;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      db = await databases.open();
      await migrate(db);
      records = new SqlGarageRecords(db);
      const leads = new SqlLeadRepository(db);
      const save = async (name: string, site: string, submission: LeadSubmission, minutes: number) => {
        const saved = await leads.save(site, `key-${name}`, submission);
        ids[name] = saved.lead.lead_id;
        // Leads are stamped by the database; spread them out so their order is known.
        await db.query('UPDATE leads SET created_at = $2::timestamptz WHERE lead_id = $1', [saved.lead.lead_id, at(minutes).toISOString()]);
      };
      // Ann's trade-in: the offer, then its acceptance (spec 2 §4: the update carries lead_id), each with her number typed differently.
      await save(
        'offer',
        SITE,
        lead({
          category: 'Trade-in Enquiry',
          subcategory: '2. Offer Made',
          phone: '0412 345 678',
          Year: 2018,
          Make: 'Mazda',
          Model: 'CX-5',
          offer_price: 21_000,
          final_price: 19_500,
        }),
        1,
      );
      await save(
        'accepted',
        SITE,
        lead({
          category: 'Trade-in Enquiry',
          subcategory: '3. Offer Accepted',
          phone: '+61 412 345 678',
          lead_id: ids.offer,
          offer_accepted: true,
          final_price: 19_500,
        }),
        2,
      );
      // Someone else's trade-in, Ann's number on another site, and a general enquiry of Ann's.
      await save('bob-trade-in', SITE, lead({ category: 'Trade-in Enquiry', subcategory: '2. Offer Made', phone: '0499 999 999' }), 3);
      await save('other-site', OTHER_SITE, lead({ category: 'Trade-in Enquiry', subcategory: '2. Offer Made', phone: '0412345678' }), 4);
      await save('enquiry', SITE, lead({ category: 'General Enquiry', phone: '0412345678' }), 5);
      // Ann's service booking: the first step, then the last, which books a drop-off time.
      await save('service-1', SITE, lead({ category: 'Service Booking', subcategory: '1. Contact Details', phone: '61412345678' }), 6);
      const booked = await new SqlServiceSlots(db).saveLeadHoldingServiceSlot(
        SITE,
        'key-service-2',
        lead({
          category: 'Service Booking',
          subcategory: '3. Order Details',
          phone: '+61 (0)412 345 678',
          lead_id: ids['service-1'],
          'Vehicle Make': 'Kia',
          'Vehicle Model': 'Rio',
          'Vehicle Year': '2020',
          location: 'workshop-7',
          'Preferred Service Date': '2030-05-06',
          'Preferred Service Time': '09:30',
          form_completed: true,
        }),
        [],
        { locationId: 7, date: '2030-05-06', time: '09:30', capacityPerSlot: 3, capacityPerDay: null, bookingLeadId: ids['service-1'] ?? null },
      );
      if (!('lead' in booked)) throw new Error('the service time was not booked');
      ids['service-2'] = booked.lead.lead_id;
      await db.query('UPDATE leads SET created_at = $2::timestamptz WHERE lead_id = $1', [booked.lead.lead_id, at(7).toISOString()]);

      // Reservations: Ann's paid one, Ann's declined attempt, Bob's, and Ann's on another site.
      const reservations = new SqlReservationRepository(db);
      const claim = async (key: string, site: string, phone: string, carId: number, minutes: number) => {
        const claimed = await reservations.claim({
          siteSlug: site,
          carId,
          carSlug: `2021-toyota-corolla-${carId}`,
          idempotencyKey: key,
          depositCents: 50_000,
          contact: { name: 'Ann', email: 'ann@example.com.au', phone },
          now: at(minutes),
          holdUntil: at(minutes + 15),
        });
        if (claimed._tag !== 'Claimed') throw new Error(`reservation ${key} not claimed`);
        return claimed.reservation.reservation_id;
      };
      ids.paid = await claim('paid', SITE, '0412 345 678', 11, 10);
      await save('reservation-lead', SITE, lead({ category: 'Reserve Online', phone: '0412 345 678' }), 10);
      await reservations.markPaid(ids.paid, {
        paymentId: 'pay_1',
        brand: 'visa',
        last4: '4242',
        testMode: true,
        leadId: ids['reservation-lead'] ?? '',
        paidAt: at(11),
        expiresAt: at(11 + 48 * 60),
      });
      ids.declined = await claim('declined', SITE, '+61412345678', 12, 20);
      await reservations.markDeclined(ids.declined, 'card_declined', at(21));
      ids.bob = await claim('bob', SITE, '0499 999 999', 13, 30);
      ids.elsewhere = await claim('elsewhere', OTHER_SITE, '0412 345 678', 14, 40);

      // Ann's online order: its hold is a reservation row (claimed under 'order:…'), then the order placed.
      ids.orderHold = await claim('order:order-1:attempt-1', SITE, '0412 345 678', 15, 50);
      const orders = new SqlOrders(db);
      const order = (id: string, status: OrderRecord['status'], phone: string, minutes: number, placed: boolean): OrderRecord => ({
        order_id: id,
        site_slug: SITE,
        car_id: 15,
        car_slug: '2022-mazda-cx-5-15',
        status,
        step: placed ? 'confirmation' : 'details',
        postcode: null,
        state: 'NSW',
        trade_in: null,
        pay_by_choice: { kind: 'cash' },
        fulfilment_choice: { kind: 'pickup' },
        details: {
          first_name: 'Ann',
          last_name: 'Citizen',
          email: 'ann@example.com.au',
          phone,
          street: '1 Hunter St',
          suburb: 'Newcastle',
          state: 'NSW',
          postcode: '2300',
          licence_number: '12345678',
          licence_state: 'NSW',
        },
        reference: placed
          ? `AM-${id
              .toUpperCase()
              .replace(/[^A-Z0-9]/g, '')
              .padEnd(8, '0')
              .slice(0, 8)}`
          : null,
        reservation_id: placed ? (ids.orderHold ?? null) : null,
        payment_id: null,
        payment: null,
        lead_id: null,
        placed: placed
          ? {
              drive_away: {} as never,
              pay_by: null,
              fulfilment: { kind: 'pickup', place: 'Acme', postcode: null, price: 0 },
              totals: { drive_away: 31_289, delivery: 0, trade_in: 0, total: 31_289, deposit: 500, balance: 30_789 },
            }
          : null,
        created_at: at(minutes).toISOString(),
        updated_at: at(minutes).toISOString(),
        placed_at: placed ? at(minutes + 1).toISOString() : null,
        hold_until: placed ? at(minutes + 7 * 24 * 60).toISOString() : null,
      });
      await orders.create(order('order-1', 'placed', '+61 412 345 678', 50, true));
      await orders.create(order('draft-1', 'draft', '0412345678', 60, false));
      await orders.create({ ...order('bob-order', 'placed', '0499 999 999', 70, true), reservation_id: null, reference: 'AM-BOB00001' });

      // Ann's test drive: the lead holding its slot.
      const drive = await new SqlTestDriveSlots(db).saveLeadHoldingSlot(SITE, 'key-test-drive', lead({ category: 'Test Drive', phone: '0412 345 678' }), [], {
        carId: 16,
        date: '2030-05-09',
        time: '08:00',
        locationId: 7,
      });
      if (!('lead' in drive)) throw new Error('the test drive slot was not held');
      ids.testDrive = drive.lead.lead_id;
      await new SqlTestDriveSlots(db).saveLeadHoldingSlot(SITE, 'key-bob-drive', lead({ category: 'Test Drive', phone: '0499 999 999' }), [], {
        carId: 16,
        date: '2030-05-09',
        time: '09:00',
        locationId: 7,
      });
    });
    afterAll(async () => {
      await db?.close();
    });

    it('finds the trade-in and service leads of the phone on this site, however the number was typed, newest first', async () => {
      const found = await records.leadsByPhone(SITE, ANN, ['Trade-in Enquiry', 'Service Booking'], 100);
      expect(found.map((l) => l.lead_id)).toEqual([ids['service-2'], ids['service-1'], ids.accepted, ids.offer]);
      expect(found[3]).toMatchObject({ created_at: at(1).toISOString(), user: { Make: 'Mazda', final_price: 19_500 } });
    });

    it('answers nothing for a number that is no phone, no category, or another number', async () => {
      expect(await records.leadsByPhone(SITE, 'not a phone', ['Trade-in Enquiry'], 100)).toEqual([]);
      expect(await records.leadsByPhone(SITE, ANN, [], 100)).toEqual([]);
      expect(await records.leadsByPhone(SITE, '+61400000000', ['Trade-in Enquiry', 'Service Booking'], 100)).toEqual([]);
      expect((await records.leadsByPhone(OTHER_SITE, ANN, ['Trade-in Enquiry'], 100)).map((l) => l.lead_id)).toEqual([ids['other-site']]);
    });

    it('keeps to the limit', async () => {
      expect(await records.leadsByPhone(SITE, ANN, ['Trade-in Enquiry', 'Service Booking'], 2)).toHaveLength(2);
    });

    it('finds the drop-off time a booking holds, by its first lead or by the lead that booked it', async () => {
      const expected = [{ booking_id: ids['service-1'], lead_id: ids['service-2'], location_id: 7, date: '2030-05-06', time: '09:30' }];
      expect(await records.serviceSlotsOf(SITE, [ids['service-1'] ?? ''])).toEqual(expected);
      expect(await records.serviceSlotsOf(SITE, [ids['service-2'] ?? '', 'not-a-uuid'])).toEqual(expected);
      expect(await records.serviceSlotsOf(OTHER_SITE, [ids['service-1'] ?? ''])).toEqual([]);
      expect(await records.serviceSlotsOf(SITE, [])).toEqual([]);
    });

    it('reads as one trade-in with its accepted offer and one booked service, as the garage shows them', async () => {
      const found = await records.leadsByPhone(SITE, ANN, ['Trade-in Enquiry', 'Service Booking'], 100);
      expect(garageTradeIns(found)).toEqual([
        { lead_id: ids.offer, vehicle: '2018 Mazda CX-5', offer_price: 19_500, stage: 'Offer accepted', created_at: at(1).toISOString(), reference: null },
      ]);
      const slots = await records.serviceSlotsOf(
        SITE,
        found.map((l) => l.lead_id),
      );
      expect(garageServiceBookings(found, slots)).toEqual([
        { lead_id: ids['service-1'], vehicle: '2020 Kia Rio', location: { id: 7 }, date: '2030-05-06', time: '09:30', created_at: at(6).toISOString() },
      ]);
    });

    it('finds the reservations of the phone on this site, of the statuses asked for, newest first', async () => {
      const found = await records.reservations(SITE, ANN, ['pending', 'paid', 'expired', 'declined'], 10);
      expect(found.map((r) => [r.reservation_id, r.status])).toEqual([
        [ids.declined, 'declined'],
        [ids.paid, 'paid'],
      ]);
      // The order's hold is the order's: not listed as a reservation.
      expect(found[1]).toEqual({
        reservation_id: ids.paid,
        car_id: 11,
        car_slug: '2021-toyota-corolla-11',
        status: 'paid',
        created_at: at(10).toISOString(),
        expires_at: at(11 + 48 * 60).toISOString(),
        deposit_cents: 50_000,
      });
      expect((await records.reservations(SITE, ANN, ['pending', 'paid', 'expired'], 10)).map((r) => r.reservation_id)).toEqual([ids.paid]);
      expect(await records.reservations(SITE, ANN, [], 10)).toEqual([]);
      expect(await records.reservations(SITE, '0400', ['paid'], 10)).toEqual([]);
      expect((await records.reservations(OTHER_SITE, ANN, ['pending'], 10)).map((r) => r.reservation_id)).toEqual([ids.elsewhere]);
    });

    it('finds the orders the phone placed on this site (never a draft, never another buyer’s), with the figures frozen when placed', async () => {
      const found = await records.orders(SITE, ANN, 10);
      expect(found).toEqual([
        {
          reference: 'AM-ORDER100',
          car_id: 15,
          car_slug: '2022-mazda-cx-5-15',
          status: 'placed',
          placed_at: at(51).toISOString(),
          hold_until: at(50 + 7 * 24 * 60).toISOString(),
          created_at: at(50).toISOString(),
          totals: { total: 31_289, deposit: 500, balance: 30_789 },
          fulfilment: 'pickup',
        },
      ]);
      expect(await records.orders(SITE, 'not a phone', 10)).toEqual([]);
      expect(await records.orders(OTHER_SITE, ANN, 10)).toEqual([]);
    });

    it('finds the test drives the phone booked on this site, with the slot as held', async () => {
      const found = await records.testDrives(SITE, ANN, 10);
      expect(found).toEqual([{ lead_id: ids.testDrive, car_id: 16, location_id: 7, date: '2030-05-09', time: '08:00', created_at: expect.any(String) }]);
      expect(await records.testDrives(OTHER_SITE, ANN, 10)).toEqual([]);
    });
  });
}
