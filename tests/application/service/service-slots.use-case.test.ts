/**
 * issue 13 'Slots a workshop can keep' in the application: GetServiceSlots (the date picker's
 * times, the dates with room, the next free times here and elsewhere) and SubmitLead booking a
 * Service Booking lead's time — with in-memory fakes of the stores and the real public-holiday calendar.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DateHolidaysCalendar } from '../../../adapters/calendar/date-holidays-calendar';
import { SubmitLead, type SubmitLeadCommand } from '../../../application/leads/submit-lead.use-case';
import { GetServiceSlots } from '../../../application/service/get-service-slots.use-case';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import type { LeadSubmission } from '../../../domain/leads/lead';
import {
  SERVICE_LOCATION_UNAVAILABLE_MESSAGE,
  SERVICE_SLOT_TAKEN_MESSAGE,
  SERVICE_SLOT_UNAVAILABLE_MESSAGE,
  SERVICE_TIME_REQUIRED_MESSAGE,
} from '../../../domain/service/service-slots';
import { FakeApiKeys, FakeCaptcha, FakeClock, InMemoryLeads } from '../leads/in-memory-leads';
import { aLeadSite } from '../leads/lead-test-data';
import { aWorkshop } from '../../domain/service/a-workshop';
import { InMemoryServiceSlots } from './in-memory-service-slots';

const SITE = 'acme-motors';
// Monday 2 March 2026, 9:00am in Sydney and 8:00am in Brisbane.
const NOW = new Date('2026-03-01T22:00:00Z');
/** The public holidays from the real adapter (the date-holidays package), as the server binds it. */
const holidays = new DateHolidaysCalendar();

const city = aWorkshop(11).named('city-service', 'Acme City Service').inState('NSW').open(['07:30', '17:00'], ['08:00', '12:00']).capacity(2, 4).build();
const north = aWorkshop(12).named('north-service', 'Acme North Service').inState('QLD').open(['08:00', '16:00']).capacity(1, null).build();
const hidden = aWorkshop(13).named('hidden-service').hidden().build();
const site: DealerSite = (() => {
  const plain = aLeadSite(SITE);
  // The builder's showroom takes no bookings.
  return { ...plain, locations: [...plain.locations.map((l) => ({ ...l, service: null })), city, north, hidden] };
})();
const showroom = site.locations[0]?.slug ?? '';

describe('GetServiceSlots', () => {
  let leads: InMemoryLeads;
  let store: InMemoryServiceSlots;
  let slots: GetServiceSlots;

  beforeEach(() => {
    leads = new InMemoryLeads(new FakeClock(NOW));
    store = new InMemoryServiceSlots(leads);
    slots = new GetServiceSlots({ slots: store, holidays, clock: new FakeClock(NOW) });
  });

  it('answers the free times of a date with the places left, the zone, and the dates with room', async () => {
    store.seed(SITE, city.id, '2026-03-03', '07:30', 1);
    const answer = await slots.execute({ site, location: 'city-service', date: '2026-03-03' })();
    if (answer._tag === 'Left') throw new Error(answer.left.message);
    const { slots: times, available_dates, ...rest } = answer.right;
    expect(rest).toEqual({
      location: { id: 11, slug: 'city-service', name: 'Acme City Service' },
      time_zone: 'Australia/Sydney',
      date: '2026-03-03',
      reason: null,
      holiday: null,
      next_free: [],
    });
    expect(times[0]).toEqual({ time: '07:30', label: '7:30am', remaining: 1 });
    expect(times[1]).toEqual({ time: '08:00', label: '8:00am', remaining: 2 });
    expect(times.at(-1)).toEqual({ time: '16:30', label: '4:30pm', remaining: 2 });
    expect(available_dates.slice(0, 7)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-09']);
    expect(available_dates).not.toContain('2026-04-03');
  });

  it('offers, for a full day, the next free time here and then the first free time at each other service location', async () => {
    store.seed(SITE, city.id, '2026-03-04', '07:30', 2);
    store.seed(SITE, city.id, '2026-03-04', '08:00', 2);
    store.seed(SITE, north.id, '2026-03-04', '08:00', 1);
    const answer = await slots.execute({ site, location: 'city-service', date: '2026-03-04' })();
    expect(answer).toMatchObject({
      _tag: 'Right',
      right: {
        slots: [],
        reason: 'fully-booked',
        next_free: [
          { location: { id: 11, slug: 'city-service', name: 'Acme City Service' }, date: '2026-03-05', time: '07:30', label: '7:30am' },
          { location: { id: 12, slug: 'north-service', name: 'Acme North Service' }, date: '2026-03-04', time: '08:30', label: '8:30am' },
        ],
      },
    });
    if (answer._tag === 'Right') expect(answer.right.available_dates).not.toContain('2026-03-04');
  });

  it('names the holiday that closes a date and offers the next working day', async () => {
    const answer = await slots.execute({ site, location: 'city-service', date: '2026-04-03' })();
    expect(answer).toMatchObject({
      _tag: 'Right',
      right: {
        slots: [],
        reason: 'holiday',
        holiday: 'Good Friday',
        next_free: [
          // Easter Saturday is a holiday in New South Wales too; Easter Monday as well.
          { location: { slug: 'city-service' }, date: '2026-04-07', time: '07:30' },
          { location: { slug: 'north-service' }, date: '2026-04-07', time: '08:00' },
        ],
      },
    });
  });

  it('answers SERVICE.LOCATION_NOT_FOUND for an unknown, hidden or non-service location, and SERVICE.DATE_INVALID for a date that is none', async () => {
    for (const location of ['nowhere', 'hidden-service', showroom]) {
      expect(await slots.execute({ site, location, date: '2026-03-03' })()).toEqual({
        _tag: 'Left',
        left: { code: 'SERVICE.LOCATION_NOT_FOUND', location, message: `No service location '${location}' on this site.` },
      });
    }
    expect(await slots.execute({ site, location: 'city-service', date: '2026-02-30' })()).toEqual({
      _tag: 'Left',
      left: { code: 'SERVICE.DATE_INVALID', date: '2026-02-30', message: 'Please enter a date as YYYY-MM-DD' },
    });
  });
});

describe('SubmitLead with a Service Booking time', () => {
  let clock: FakeClock;
  let leads: InMemoryLeads;
  let store: InMemoryServiceSlots;
  let submit: SubmitLead;
  let keys = 0;

  beforeEach(() => {
    clock = new FakeClock(NOW);
    leads = new InMemoryLeads(clock);
    store = new InMemoryServiceSlots(leads);
    submit = new SubmitLead({
      leads,
      cars: { findById: async () => null },
      captcha: new FakeCaptcha(),
      apiKeys: new FakeApiKeys(),
      serviceSlots: store,
      holidays,
      clock,
    });
  });

  const booking = (fields: Record<string, string | undefined>): LeadSubmission => {
    const user: Record<string, string> = { category: 'Service Booking', name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' };
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) user[key] = value;
    return {
      user: user as LeadSubmission['user'],
      url: 'https://acme.example.com.au/service',
      source: 'Website',
      user_agent: 'vitest',
      lead_attributes: { visited_pages: [], linked_query_params: {} },
    };
  };
  const command = (submission: LeadSubmission): SubmitLeadCommand => ({
    site,
    idempotencyKey: `service-key-${++keys}`,
    submission,
    captcha: {},
    remoteIp: '127.0.0.1',
  });
  const slot = (location: string, date: string, time: string) => ({ location, 'Preferred Service Date': date, 'Preferred Service Time': time });

  it('books the time with the lead, with the location’s capacities, the booking being the lead itself', async () => {
    const result = await submit.execute(command(booking(slot('city-service', '2026-03-03', '09:30'))))();
    expect(result._tag).toBe('Right');
    expect(store.holds).toEqual([{ locationId: 11, date: '2026-03-03', time: '09:30', capacityPerSlot: 2, capacityPerDay: 4, bookingLeadId: null }]);
    expect(await store.bookedCounts(SITE, 11, '2026-03-03')).toEqual({ perTime: new Map([['09:30', 1]]), day: 1 });
  });

  it('books a later step’s time for the booking its lead_id names', async () => {
    const first = await submit.execute(command(booking({ location: 'city-service' })))();
    if (first._tag === 'Left') throw new Error(first.left.message);
    expect(store.holds).toEqual([]);
    const last = await submit.execute(command(booking({ ...slot('city-service', '2026-03-03', '09:30'), lead_id: first.right.lead_id })))();
    expect(last._tag).toBe('Right');
    expect(store.holds[0]?.bookingLeadId).toBe(first.right.lead_id);
  });

  it('books for the first lead of the booking when a step names a later update of it, so the booking keeps one place', async () => {
    const first = await submit.execute(command(booking(slot('city-service', '2026-03-03', '09:30'))))();
    if (first._tag === 'Left') throw new Error(first.left.message);
    const second = await submit.execute(command(booking({ ...slot('city-service', '2026-03-03', '10:00'), lead_id: first.right.lead_id })))();
    if (second._tag === 'Left') throw new Error(second.left.message);
    // An API client names the second lead, not the first: still the same booking.
    const third = await submit.execute(command(booking({ ...slot('city-service', '2026-03-03', '10:30'), lead_id: second.right.lead_id })))();
    expect(third._tag).toBe('Right');
    expect(store.holds.map((h) => h.bookingLeadId)).toEqual([null, first.right.lead_id, first.right.lead_id]);
    expect(await store.bookedCounts(SITE, 11, '2026-03-03')).toEqual({ perTime: new Map([['10:30', 1]]), day: 1 });
  });

  it('refuses a location that takes no bookings on user.location, storing nothing', async () => {
    for (const location of ['nowhere', 'hidden-service', showroom]) {
      const result = await submit.execute(command(booking(slot(location, '2026-03-03', '09:30'))))();
      expect(result).toMatchObject({ _tag: 'Left', left: { code: 'LEAD.INVALID', fields: { 'user.location': SERVICE_LOCATION_UNAVAILABLE_MESSAGE } } });
    }
    expect(leads.leads).toHaveLength(0);
  });

  it('refuses a time the location does not offer on that date — closed, holiday, under the notice, off the grid — on the time field', async () => {
    const refused = { _tag: 'Left', left: { code: 'LEAD.INVALID', fields: { 'user.Preferred Service Time': SERVICE_SLOT_UNAVAILABLE_MESSAGE } } };
    expect(await submit.execute(command(booking(slot('city-service', '2026-03-08', '09:30'))))()).toMatchObject(refused);
    expect(await submit.execute(command(booking(slot('city-service', '2026-04-03', '09:30'))))()).toMatchObject(refused);
    expect(await submit.execute(command(booking(slot('city-service', '2026-03-02', '10:00'))))()).toMatchObject(refused);
    expect(await submit.execute(command(booking(slot('city-service', '2026-03-03', '09:15'))))()).toMatchObject(refused);
    expect(leads.leads).toHaveLength(0);
  });

  it('refuses a date without a time as a test drive’s is, and saves a step without either as usual', async () => {
    const dateOnly = await submit.execute(command(booking({ location: 'city-service', 'Preferred Service Date': '2026-03-03' })))();
    expect(dateOnly).toMatchObject({ _tag: 'Left', left: { code: 'LEAD.INVALID', fields: { 'user.Preferred Service Time': SERVICE_TIME_REQUIRED_MESSAGE } } });
    expect((await submit.execute(command(booking({ location: 'city-service' })))())._tag).toBe('Right');
    expect(store.holds).toEqual([]);
  });

  it('answers LEAD.SLOT_TAKEN for a full time, with the next free times here and at the site’s other service locations', async () => {
    store.seed(SITE, 11, '2026-03-03', '09:30', 2);
    const result = await submit.execute(command(booking(slot('city-service', '2026-03-03', '09:30'))))();
    expect(result).toEqual({
      _tag: 'Left',
      left: {
        code: 'LEAD.SLOT_TAKEN',
        message: SERVICE_SLOT_TAKEN_MESSAGE,
        slot: { date: '2026-03-03', time: '09:30' },
        field: 'user.Preferred Service Time',
        next_free: [
          { location: { id: 11, slug: 'city-service', name: 'Acme City Service' }, date: '2026-03-03', time: '07:30', label: '7:30am' },
          { location: { id: 12, slug: 'north-service', name: 'Acme North Service' }, date: '2026-03-03', time: '08:00', label: '8:00am' },
        ],
      },
    });
    expect(leads.leads).toHaveLength(0);
  });

  it('records the time without holding it when no slot store is given', async () => {
    const plain = new SubmitLead({ leads, cars: { findById: async () => null }, captcha: new FakeCaptcha(), apiKeys: new FakeApiKeys(), clock });
    expect((await plain.execute(command(booking(slot('city-service', '2026-03-03', '09:30'))))())._tag).toBe('Right');
    expect(leads.leads[0]?.submission.user['Preferred Service Time']).toBe('09:30');
    expect(store.holds).toEqual([]);
  });
});
