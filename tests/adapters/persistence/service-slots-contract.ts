/**
 * The service slot store on a real engine (issue 13 'Slots a workshop can keep': "a taken slot
 * is refused atomically (two shoppers, one last slot: one wins …)", "a race test for the last
 * slot on PGlite and on PostgreSQL"): a booking and its lead in one transaction, capacity per
 * time and per day decided inside it — across a second connection where the engine has one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateHolidaysCalendar } from '../../../adapters/calendar/date-holidays-calendar';
import { migrate } from '../../../adapters/persistence/migrator';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { SqlServiceSlots } from '../../../adapters/persistence/sql-service-slots';
import type { SaveLeadResult } from '../../../application/leads/lead-repository.port';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case';
import type { ServiceSlotHold, SlotTaken } from '../../../application/service/service-slot-store.port';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import type { LeadSubmission } from '../../../domain/leads/lead';
import { SERVICE_SLOT_TAKEN_MESSAGE } from '../../../domain/service/service-slots';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aLeadSite } from '../../application/leads/lead-test-data';
import { aWorkshop } from '../../domain/service/a-workshop';
import { aPersonsCaptcha, realLeadGuards } from '../../support/form-tokens';
import type { PipelineDatabases } from './lead-pipeline-contract';

const SITE = 'acme-motors';
/** The public holidays the booked times skip: the real adapter. */
const holidays = new DateHolidaysCalendar();
const LOCATION = 7;

function aServiceLead(slot: { date: string; time: string } | null, extra: Record<string, string> = {}): LeadSubmission {
  return {
    user: {
      category: 'Service Booking',
      name: 'Ann Citizen',
      email: 'ann@example.com.au',
      phone: '0412 345 678',
      location: 'workshop-7',
      ...(slot ? { 'Preferred Service Date': slot.date, 'Preferred Service Time': slot.time } : {}),
      ...extra,
    },
    url: 'https://acme.example.com.au/service',
    source: 'Website',
    user_agent: 'vitest',
    lead_attributes: { visited_pages: ['/service'], linked_query_params: {} },
  };
}

const hold = (date: string, time: string, capacityPerSlot: number, capacityPerDay: number | null, bookingLeadId?: string): ServiceSlotHold => ({
  locationId: LOCATION,
  date,
  time,
  capacityPerSlot,
  capacityPerDay,
  ...(bookingLeadId ? { bookingLeadId } : {}),
});

const isSaved = (result: SaveLeadResult | SlotTaken | undefined): result is SaveLeadResult => result !== undefined && 'lead' in result;

export function serviceSlotsContract(engine: string, databases: PipelineDatabases): void {
  describe(`${engine}: service drop-off times`, () => {
    let db: SqlDatabase;
    let second: SqlDatabase | null;

    beforeAll(async () => {
      db = await databases.open();
      await migrate(db);
      second = await databases.second();
    });
    afterAll(async () => {
      await second?.close();
      await db?.close();
    });

    const stores = () => [new SqlServiceSlots(db), new SqlServiceSlots(second ?? db)] as const;
    const keysLike = async (prefix: string) =>
      db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM leads WHERE idempotency_key LIKE $1', [`${prefix}%`]);

    it('books a time with its lead, and counts the bookings per time and per day', async () => {
      const [slots] = stores();
      const first = await slots.saveLeadHoldingServiceSlot(
        SITE,
        'count-1',
        aServiceLead({ date: '2030-03-05', time: '09:00' }),
        [{ channel: 'email', destination: 'service@acme.example.com.au' }],
        hold('2030-03-05', '09:00', 3, 10),
      );
      expect(isSaved(first) && first.created).toBe(true);
      await slots.saveLeadHoldingServiceSlot(SITE, 'count-2', aServiceLead({ date: '2030-03-05', time: '09:00' }), [], hold('2030-03-05', '09:00', 3, 10));
      await slots.saveLeadHoldingServiceSlot(SITE, 'count-3', aServiceLead({ date: '2030-03-05', time: '10:30' }), [], hold('2030-03-05', '10:30', 3, 10));
      await slots.saveLeadHoldingServiceSlot(SITE, 'count-4', aServiceLead({ date: '2030-03-07', time: '08:00' }), [], hold('2030-03-07', '08:00', 3, 10));

      const day = await slots.bookedCounts(SITE, LOCATION, '2030-03-05');
      expect(day.day).toBe(3);
      expect(Object.fromEntries(day.perTime)).toEqual({ '09:00': 2, '10:30': 1 });
      expect(await slots.bookedCounts(SITE, LOCATION, '2030-03-06')).toEqual({ perTime: new Map(), day: 0 });
      expect(await slots.bookedCounts('another-site', LOCATION, '2030-03-05')).toEqual({ perTime: new Map(), day: 0 });
      expect(await slots.bookedCounts(SITE, LOCATION + 1, '2030-03-05')).toEqual({ perTime: new Map(), day: 0 });

      const range = await slots.bookedCountsRange(SITE, LOCATION, '2030-03-04', '2030-03-07');
      expect([...range.keys()].sort()).toEqual(['2030-03-05', '2030-03-07']);
      expect(range.get('2030-03-07')).toEqual({ perTime: new Map([['08:00', 1]]), day: 1 });
      // The outbox has the lead's delivery: acknowledged means delivered later.
      expect(await db.query("SELECT channel FROM lead_outbox o JOIN leads l USING (lead_id) WHERE l.idempotency_key = 'count-1'")).toEqual([
        { channel: 'email' },
      ]);
    });

    it('refuses a time at capacity and stores nothing of the refused lead, from another connection too', async () => {
      const [here, there] = stores();
      await here.saveLeadHoldingServiceSlot(SITE, 'full-1', aServiceLead({ date: '2030-03-11', time: '09:00' }), [], hold('2030-03-11', '09:00', 1, null));
      const refused = await there.saveLeadHoldingServiceSlot(
        SITE,
        'full-2',
        aServiceLead({ date: '2030-03-11', time: '09:00' }),
        [{ channel: 'email', destination: 'refused@acme.example.com.au' }],
        hold('2030-03-11', '09:00', 1, null),
      );
      expect(refused).toEqual({ _tag: 'SlotTaken' });
      expect(await keysLike('full-2')).toEqual([]);
      expect(await db.query("SELECT 1 FROM lead_outbox WHERE destination = 'refused@acme.example.com.au'")).toEqual([]);
      expect((await here.bookedCounts(SITE, LOCATION, '2030-03-11')).day).toBe(1);
      // Another time the same day has room.
      expect(
        isSaved(
          await there.saveLeadHoldingServiceSlot(SITE, 'full-3', aServiceLead({ date: '2030-03-11', time: '09:30' }), [], hold('2030-03-11', '09:30', 1, null)),
        ),
      ).toBe(true);
    });

    it('two shoppers racing for the last place at a time: exactly one lead stored, the other refused', async () => {
      const [here, there] = stores();
      const slot = { date: '2030-03-12', time: '14:30' };
      await here.saveLeadHoldingServiceSlot(SITE, 'last-0', aServiceLead(slot), [], hold(slot.date, slot.time, 2, null));
      const results = await Promise.all([
        here.saveLeadHoldingServiceSlot(SITE, 'last-a', aServiceLead(slot), [], hold(slot.date, slot.time, 2, null)),
        there.saveLeadHoldingServiceSlot(SITE, 'last-b', aServiceLead(slot), [], hold(slot.date, slot.time, 2, null)),
      ]);
      expect(results.filter(isSaved)).toHaveLength(1);
      expect(results.filter((r) => !isSaved(r))).toEqual([{ _tag: 'SlotTaken' }]);
      expect(await keysLike('last-')).toHaveLength(2);
      expect((await here.bookedCounts(SITE, LOCATION, slot.date)).perTime.get(slot.time)).toBe(2);
    });

    it('eight shoppers racing for three places, over two connections where there are two: exactly three get one', async () => {
      const pair = stores();
      const slot = { date: '2030-03-13', time: '08:00' };
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          pair[i % 2]?.saveLeadHoldingServiceSlot(SITE, `eight-${i}`, aServiceLead(slot), [], hold(slot.date, slot.time, 3, null)),
        ),
      );
      expect(results.filter(isSaved)).toHaveLength(3);
      expect(await keysLike('eight-')).toHaveLength(3);
      expect((await pair[0].bookedCounts(SITE, LOCATION, slot.date)).day).toBe(3);
    });

    it('two shoppers racing for the last place of the day at different times: exactly one booked', async () => {
      const [here, there] = stores();
      const date = '2030-03-14';
      for (const [i, time] of ['08:00', '08:30', '09:00'].entries()) {
        expect(isSaved(await here.saveLeadHoldingServiceSlot(SITE, `day-${i}`, aServiceLead({ date, time }), [], hold(date, time, 2, 4)))).toBe(true);
      }
      const results = await Promise.all([
        here.saveLeadHoldingServiceSlot(SITE, 'day-a', aServiceLead({ date, time: '13:00' }), [], hold(date, '13:00', 2, 4)),
        there.saveLeadHoldingServiceSlot(SITE, 'day-b', aServiceLead({ date, time: '15:30' }), [], hold(date, '15:30', 2, 4)),
      ]);
      expect(results.filter(isSaved)).toHaveLength(1);
      expect(results.filter((r) => !isSaved(r))).toEqual([{ _tag: 'SlotTaken' }]);
      expect((await here.bookedCounts(SITE, LOCATION, date)).day).toBe(4);
      // The day is full: any time is refused.
      expect(await there.saveLeadHoldingServiceSlot(SITE, 'day-c', aServiceLead({ date, time: '16:00' }), [], hold(date, '16:00', 2, 4))).toEqual({
        _tag: 'SlotTaken',
      });
    });

    it('answers the first lead for a repeated key, booking nothing twice', async () => {
      const [slots] = stores();
      const slot = { date: '2030-03-15', time: '10:00' };
      const first = await slots.saveLeadHoldingServiceSlot(SITE, 'replay-1', aServiceLead(slot), [], hold(slot.date, slot.time, 5, null));
      const again = await slots.saveLeadHoldingServiceSlot(SITE, 'replay-1', aServiceLead(slot), [], hold(slot.date, slot.time, 5, null));
      expect(isSaved(again) && !again.created && isSaved(first) && again.lead.lead_id === first.lead.lead_id).toBe(true);
      expect((await slots.bookedCounts(SITE, LOCATION, slot.date)).day).toBe(1);
    });

    it('keeps one time per booking: its later steps keep their place at a full time, or move it and free the old one', async () => {
      const [slots] = stores();
      const date = '2030-03-18';
      const first = await slots.saveLeadHoldingServiceSlot(SITE, 'move-1', aServiceLead({ date, time: '09:00' }), [], hold(date, '09:00', 1, 2));
      if (!isSaved(first)) throw new Error('the first step was not booked');
      const booking = first.lead.lead_id;
      const update = (key: string, time: string) =>
        slots.saveLeadHoldingServiceSlot(SITE, key, aServiceLead({ date, time }, { lead_id: booking }), [], hold(date, time, 1, 2, booking));
      // The same time again (a later step of the same booking): its own place, at a full time.
      expect(isSaved(await update('move-2', '09:00'))).toBe(true);
      expect(await slots.bookedCounts(SITE, LOCATION, date)).toEqual({ perTime: new Map([['09:00', 1]]), day: 1 });
      // Moved to 10:00: 09:00 is free again.
      expect(isSaved(await update('move-3', '10:00'))).toBe(true);
      expect(await slots.bookedCounts(SITE, LOCATION, date)).toEqual({ perTime: new Map([['10:00', 1]]), day: 1 });
      expect(isSaved(await slots.saveLeadHoldingServiceSlot(SITE, 'move-other', aServiceLead({ date, time: '09:00' }), [], hold(date, '09:00', 1, 2)))).toBe(
        true,
      );
      // The day is full (2 of 2), but moving within it takes no new place.
      expect(isSaved(await update('move-4', '11:00'))).toBe(true);
      expect(await slots.bookedCounts(SITE, LOCATION, date)).toEqual({
        perTime: new Map([
          ['09:00', 1],
          ['11:00', 1],
        ]),
        day: 2,
      });
      // Moving onto a full time is refused, and the booking keeps 11:00.
      expect(await update('move-5', '09:00')).toEqual({ _tag: 'SlotTaken' });
      expect(await keysLike('move-5')).toEqual([]);
      expect((await slots.bookedCounts(SITE, LOCATION, date)).perTime.get('11:00')).toBe(1);
    });

    it('moves a booking to another date and another location in one transaction, freeing its old place at once', async () => {
      const [slots] = stores();
      const first = await slots.saveLeadHoldingServiceSlot(
        SITE,
        'far-1',
        aServiceLead({ date: '2030-04-01', time: '09:00' }),
        [],
        hold('2030-04-01', '09:00', 1, 1),
      );
      if (!isSaved(first)) throw new Error('the first step was not booked');
      const booking = first.lead.lead_id;
      // Another date, same location: 1 April is empty again, 2 April holds it.
      expect(
        isSaved(
          await slots.saveLeadHoldingServiceSlot(
            SITE,
            'far-2',
            aServiceLead({ date: '2030-04-02', time: '10:00' }, { lead_id: booking }),
            [],
            hold('2030-04-02', '10:00', 1, 1, booking),
          ),
        ),
      ).toBe(true);
      expect((await slots.bookedCounts(SITE, LOCATION, '2030-04-01')).day).toBe(0);
      expect((await slots.bookedCounts(SITE, LOCATION, '2030-04-02')).day).toBe(1);
      // Another location: the old location's day is free for someone else.
      const elsewhere = { ...hold('2030-04-02', '10:00', 1, 1, booking), locationId: LOCATION + 1 };
      expect(
        isSaved(
          await slots.saveLeadHoldingServiceSlot(SITE, 'far-3', aServiceLead({ date: '2030-04-02', time: '10:00' }, { lead_id: booking }), [], elsewhere),
        ),
      ).toBe(true);
      expect((await slots.bookedCounts(SITE, LOCATION, '2030-04-02')).day).toBe(0);
      expect((await slots.bookedCounts(SITE, LOCATION + 1, '2030-04-02')).day).toBe(1);
      expect(
        isSaved(
          await slots.saveLeadHoldingServiceSlot(SITE, 'far-4', aServiceLead({ date: '2030-04-02', time: '10:00' }), [], hold('2030-04-02', '10:00', 1, 1)),
        ),
      ).toBe(true);
    });

    it('two bookings swapping dates at the same moment, over two connections: no deadlock, each holds one place', async () => {
      const [here, there] = stores();
      const [x, y] = ['2030-04-08', '2030-04-09'];
      const a = await here.saveLeadHoldingServiceSlot(SITE, 'swap-a', aServiceLead({ date: x, time: '09:00' }), [], hold(x, '09:00', 2, 2));
      const b = await here.saveLeadHoldingServiceSlot(SITE, 'swap-b', aServiceLead({ date: y, time: '09:00' }), [], hold(y, '09:00', 2, 2));
      if (!isSaved(a) || !isSaved(b)) throw new Error('the bookings were not made');
      const [movedA, movedB] = await Promise.all([
        here.saveLeadHoldingServiceSlot(
          SITE,
          'swap-a2',
          aServiceLead({ date: y, time: '09:00' }, { lead_id: a.lead.lead_id }),
          [],
          hold(y, '09:00', 2, 2, a.lead.lead_id),
        ),
        there.saveLeadHoldingServiceSlot(
          SITE,
          'swap-b2',
          aServiceLead({ date: x, time: '09:00' }, { lead_id: b.lead.lead_id }),
          [],
          hold(x, '09:00', 2, 2, b.lead.lead_id),
        ),
      ]);
      expect(isSaved(movedA) && isSaved(movedB)).toBe(true);
      expect((await here.bookedCounts(SITE, LOCATION, x)).day).toBe(1);
      expect((await here.bookedCounts(SITE, LOCATION, y)).day).toBe(1);
    });

    it('many shoppers booking and moving across two locations and two dates at once: no deadlock, no day or time over capacity', async () => {
      const pair = stores();
      const dates = ['2030-04-15', '2030-04-16'];
      const locations = [LOCATION, LOCATION + 1];
      const holdAt = (i: number, bookingLeadId?: string): ServiceSlotHold => ({
        locationId: locations[i % 2] ?? LOCATION,
        date: dates[Math.floor(i / 2) % 2] ?? '2030-04-15',
        time: i % 3 === 0 ? '09:00' : '09:30',
        capacityPerSlot: 2,
        capacityPerDay: 3,
        ...(bookingLeadId ? { bookingLeadId } : {}),
      });
      // Four bookings to move, then sixteen writers at once: new bookings and moves, every way round.
      const movers: string[] = [];
      for (let i = 0; i < 4; i++) {
        const made = await pair[0].saveLeadHoldingServiceSlot(
          SITE,
          `mesh-seed-${i}`,
          aServiceLead({ date: holdAt(i).date, time: holdAt(i).time }),
          [],
          holdAt(i),
        );
        if (isSaved(made)) movers.push(made.lead.lead_id);
      }
      expect(movers).toHaveLength(4);
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, i) => {
          const mover = i < 8 ? movers[i % 4] : undefined;
          const target = holdAt(i + 1, mover);
          return pair[i % 2]?.saveLeadHoldingServiceSlot(
            SITE,
            `mesh-${i}`,
            aServiceLead({ date: target.date, time: target.time }, mover ? { lead_id: mover } : {}),
            [],
            target,
          );
        }),
      );
      expect(results.every((r) => r !== undefined && (isSaved(r) || r._tag === 'SlotTaken'))).toBe(true);
      let total = 0;
      for (const locationId of locations) {
        for (const date of dates) {
          const counts = await pair[0].bookedCounts(SITE, locationId, date);
          expect(counts.day).toBeLessThanOrEqual(3);
          for (const count of counts.perTime.values()) expect(count).toBeLessThanOrEqual(2);
          total += counts.day;
        }
      }
      // Each booking holds one place: the four movers, and each new booking that was stored.
      expect(total).toBe(4 + results.slice(8).filter(isSaved).length);
      expect(await keysLike('mesh-')).toHaveLength(4 + results.filter(isSaved).length);
    });

    it('a repeated request, in turn or at the same moment, answers the first lead and books one place', async () => {
      const clock = new FakeClock(new Date('2030-03-03T22:00:00Z')); // Monday 4 March 2030, 9am in Sydney
      const plain = aLeadSite(SITE);
      const workshop = aWorkshop(LOCATION + 2)
        .named('workshop-9', 'Acme Service East')
        .inState('NSW')
        .open(['08:00', '17:00'])
        .capacity(1, null)
        .build();
      const site: DealerSite = { ...plain, locations: [...plain.locations, workshop] };
      const submitOn = (on: SqlDatabase) =>
        new SubmitLead({
          leads: new SqlLeadRepository(on),
          cars: { findById: async () => null },
          ...realLeadGuards(),
          serviceSlots: new SqlServiceSlots(on),
          holidays,
          clock,
        });
      const [here, there] = [submitOn(db), submitOn(second ?? db)];
      const lead = (time: string) => aServiceLead({ date: '2030-03-06', time }, { location: 'workshop-9' });
      const send = (submit: SubmitLead, key: string, time: string) =>
        submit.execute({
          site,
          idempotencyKey: key,
          submission: lead(time),
          captcha: aPersonsCaptcha(site.slug, { now: clock.now() }),
          remoteIp: '127.0.0.1',
        })();

      const first = await send(here, 'again-1', '08:00');
      const again = await send(there, 'again-1', '08:00');
      expect(first._tag === 'Right' && again._tag === 'Right' && again.right.lead_id === first.right.lead_id && again.right.replayed).toBe(true);
      const racing = await Promise.all([send(here, 'again-2', '09:00'), send(there, 'again-2', '09:00')]);
      expect(racing.every((r) => r._tag === 'Right')).toBe(true);
      expect(new Set(racing.map((r) => (r._tag === 'Right' ? r.right.lead_id : '')))).toHaveProperty('size', 1);
      expect(await slotsCount(LOCATION + 2, '2030-03-06')).toEqual({
        perTime: new Map([
          ['08:00', 1],
          ['09:00', 1],
        ]),
        day: 2,
      });
      expect(await keysLike('again-')).toHaveLength(2);
    });

    it('SubmitLead follows a chain of updates to the booking it started: one place, moved', async () => {
      const clock = new FakeClock(new Date('2030-03-03T22:00:00Z'));
      const plain = aLeadSite(SITE);
      const workshop = aWorkshop(LOCATION + 3)
        .named('workshop-10', 'Acme Service South')
        .inState('NSW')
        .open(['08:00', '17:00'])
        .capacity(1, null)
        .build();
      const site: DealerSite = { ...plain, locations: [...plain.locations, workshop] };
      const submit = new SubmitLead({
        leads: new SqlLeadRepository(db),
        cars: { findById: async () => null },
        ...realLeadGuards(),
        serviceSlots: new SqlServiceSlots(db),
        holidays,
        clock,
      });
      const send = async (key: string, time: string, leadId?: string) => {
        const result = await submit.execute({
          site,
          idempotencyKey: key,
          submission: aServiceLead({ date: '2030-03-07', time }, { location: 'workshop-10', ...(leadId ? { lead_id: leadId } : {}) }),
          captcha: aPersonsCaptcha(site.slug, { now: clock.now() }),
          remoteIp: '127.0.0.1',
        })();
        if (result._tag === 'Left') throw new Error(result.left.message);
        return result.right.lead_id;
      };
      const a = await send('chain-1', '08:00');
      const b = await send('chain-2', '09:00', a);
      await send('chain-3', '10:00', b);
      expect(await slotsCount(LOCATION + 3, '2030-03-07')).toEqual({ perTime: new Map([['10:00', 1]]), day: 1 });
    });

    const slotsCount = (locationId: number, date: string) => new SqlServiceSlots(db).bookedCounts(SITE, locationId, date);

    it('SubmitLead books a Service Booking lead time, then refuses the full time with the next free times', async () => {
      const clock = new FakeClock(new Date('2030-03-03T22:00:00Z')); // Monday 4 March 2030, 9am in Sydney
      const plain = aLeadSite(SITE);
      const workshop = aWorkshop(LOCATION).named('workshop-7', 'Acme Service').inState('NSW').open(['08:00', '17:00']).capacity(1, null).build();
      const other = aWorkshop(LOCATION + 1)
        .named('workshop-8', 'Acme Service West')
        .inState('NSW')
        .open(['08:00', '17:00'])
        .capacity(1, null)
        .build();
      const site: DealerSite = { ...plain, locations: [...plain.locations, workshop, other] };
      const submit = new SubmitLead({
        leads: new SqlLeadRepository(db),
        cars: { findById: async () => null },
        ...realLeadGuards(),
        serviceSlots: new SqlServiceSlots(db),
        holidays,
        clock,
      });
      const send = (key: string, slot: { date: string; time: string }) =>
        submit.execute({
          site,
          idempotencyKey: key,
          submission: aServiceLead(slot),
          captcha: aPersonsCaptcha(site.slug, { now: clock.now() }),
          remoteIp: '127.0.0.1',
        })();

      expect((await send('submit-1', { date: '2030-03-05', time: '08:00' }))._tag).toBe('Right');
      const refused = await send('submit-2', { date: '2030-03-05', time: '08:00' });
      expect(refused).toEqual({
        _tag: 'Left',
        left: {
          code: 'LEAD.SLOT_TAKEN',
          message: SERVICE_SLOT_TAKEN_MESSAGE,
          slot: { date: '2030-03-05', time: '08:00' },
          field: 'user.Preferred Service Time',
          next_free: [
            { location: { id: LOCATION, slug: 'workshop-7', name: 'Acme Service' }, date: '2030-03-05', time: '08:30', label: '8:30am' },
            { location: { id: LOCATION + 1, slug: 'workshop-8', name: 'Acme Service West' }, date: '2030-03-05', time: '08:00', label: '8:00am' },
          ],
        },
      });
      expect(await keysLike('submit-2')).toEqual([]);
    });
  });
}
