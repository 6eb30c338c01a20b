/**
 * Service drop-off times over the real HTTP server (issue 13 'Slots a workshop can keep'):
 * `GET /api/service/slots?location=&date=` in the location's own time zone, with the state's
 * public holidays and the site's other service locations; a Service Booking lead sent to
 * `POST /api/leads` books its time in the transaction that stores it, and a full time answers
 * 409 LEAD.SLOT_TAKEN with the next free times. On a clock the test sets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_SLOT_TAKEN_MESSAGE, SERVICE_SLOT_UNAVAILABLE_MESSAGE, SERVICE_TIME_REQUIRED_MESSAGE } from '../../../domain/service/service-slots';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCaptchaFrom } from '../../support/form-tokens';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

// Monday 14 December 2026: 9:00am in Newcastle NSW (AEDT), 8:00am in Brisbane.
const NOW = new Date('2026-12-13T22:00:00Z');
const HARBOUR = 'harbour-motors';
const SUNSTATE = 'sunstate-motor-group';

interface SlotsBody {
  location: { id: number; slug: string; name: string };
  time_zone: string;
  date: string;
  slots: { time: string; label: string; remaining: number }[];
  reason: string | null;
  holiday: string | null;
  available_dates: string[];
  next_free: { location: { id: number; slug: string; name: string }; date: string; time: string; label: string }[];
}

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; next_free?: SlotsBody['next_free'] };
}

let keys = 0;
const newKey = () => `service-key-${String(++keys).padStart(6, '0')}`;

describe('service drop-off times over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    const unlimited = { max: 100_000, windowMs: 60_000 };
    server = await startTestServer({ ssr: false, clock: new FakeClock(NOW), rateLimits: { leads: unlimited, serviceSlots: unlimited } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const slots = (query: string, site = HARBOUR): Promise<HttpResponse> => request(server.port, `/api/service/slots?${query}`, { host: server.host(site) });
  const slotsOf = async (location: string, date: string, site = HARBOUR): Promise<SlotsBody> => {
    const answer = await slots(`location=${location}&date=${date}`, site);
    expect(answer.status, answer.text).toBe(200);
    return answer.json<SlotsBody>();
  };

  async function book(fields: Record<string, string>, site = HARBOUR, key = newKey()): Promise<HttpResponse> {
    const captcha = await aCaptchaFrom(server.core, site);
    return request(server.port, '/api/leads', {
      method: 'POST',
      host: server.host(site),
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        user: {
          category: 'Service Booking',
          subcategory: '3. Order Details',
          PageTitle: 'Service',
          name: 'Ann Citizen',
          email: 'ann@example.com.au',
          phone: '0412 345 678',
          'Vehicle Make': 'Mazda',
          'Vehicle Model': 'CX-5',
          'Vehicle Year': '2021',
          terms_conditions: true,
          ...fields,
        },
        url: `http://${site}.localhost/service`,
        source: 'Website',
        user_agent: 'vitest',
        lead_attributes: { visited_pages: ['/service'], linked_query_params: {} },
        captcha,
      }),
    });
  }
  const at = (location: string, date: string, time: string) => ({ location, 'Preferred Service Date': date, 'Preferred Service Time': time });

  it('offers a weekday’s drop-off times at Harbour’s workshop in Sydney time, less the handover, with the places left', async () => {
    const answer = await slots('location=wickham-service&date=2026-12-15');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<SlotsBody>();
    expect(body).toMatchObject({
      location: { id: 2102, slug: 'wickham-service', name: 'Harbour Motors Service Centre' },
      time_zone: 'Australia/Sydney',
      date: '2026-12-15',
      reason: null,
      holiday: null,
      next_free: [],
    });
    expect(body.slots[0]).toEqual({ time: '07:30', label: '7:30am', remaining: 3 });
    expect(body.slots.map((s) => s.time)).not.toContain('12:00');
    expect(body.slots.map((s) => s.time)).not.toContain('12:30');
    expect(body.slots).toHaveLength(17);
    // The date picker's days: from today to 60 days on, no Sundays, no Christmas holidays.
    expect(body.available_dates[0]).toBe('2026-12-14');
    expect(body.available_dates.at(-1)).toBe('2027-02-12');
    for (const closed of ['2026-12-20', '2026-12-25', '2026-12-26', '2026-12-28', '2027-01-01', '2027-01-26'])
      expect(body.available_dates).not.toContain(closed);
  });

  it('today offers only times four hours ahead, and Saturday its own morning', async () => {
    expect((await slotsOf('wickham-service', '2026-12-14')).slots[0]?.time).toBe('13:00');
    const saturday = await slotsOf('wickham-service', '2026-12-19');
    expect(saturday.slots.map((s) => s.time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it('closes on Christmas Day and on Boxing Day’s substitute Monday, naming them, and offers the next working day', async () => {
    const christmas = await slotsOf('wickham-service', '2026-12-25');
    expect(christmas).toMatchObject({ slots: [], reason: 'holiday', holiday: 'Christmas Day' });
    expect(christmas.next_free).toEqual([
      { location: { id: 2102, slug: 'wickham-service', name: 'Harbour Motors Service Centre' }, date: '2026-12-29', time: '07:30', label: '7:30am' },
    ]);
    expect(await slotsOf('wickham-service', '2026-12-28')).toMatchObject({ slots: [], reason: 'holiday', holiday: 'Boxing Day (substitute day)' });
    expect(await slotsOf('wickham-service', '2026-12-20')).toMatchObject({ slots: [], reason: 'closed', holiday: null });
    expect(await slotsOf('wickham-service', '2026-12-01')).toMatchObject({ slots: [], reason: 'past' });
    expect(await slotsOf('wickham-service', '2027-03-01')).toMatchObject({ slots: [], reason: 'too-far' });
  });

  it('refuses a date that is none and a location that is no slug with 400 in the error shape', async () => {
    for (const [query, field] of [
      ['location=wickham-service&date=2026-02-30', 'date'],
      ['location=wickham-service&date=15%2F12%2F2026', 'date'],
      ['location=wickham-service', 'date'],
      ['date=2026-12-15', 'location'],
      ['location=Wickham%20Service&date=2026-12-15', 'location'],
    ] as const) {
      const answer = await slots(query);
      expect(answer.status, query).toBe(400);
      expect(errorShapeProblem(answer.text)).toBeNull();
      expect(answer.json<ErrorBody>().error.code).toBe('VALIDATION_FAILED');
      expect(answer.json<ErrorBody>().error.fields?.[field], query).toBeDefined();
    }
    expect((await slots('location=wickham-service&date=2026-02-30')).json<ErrorBody>().error.fields?.date).toBe('Please enter a date as YYYY-MM-DD');
  });

  it('answers any odd query with 200, 400 or 404 in the error shape, never a server error', async () => {
    const queries = [
      'location=wickham-service&date=0000-01-01',
      'location=wickham-service&date=9999-12-31',
      'location=wickham-service&date=99999-01-01',
      'location=wickham-service&date=%2B275760-09-13',
      'location=wickham-service&date=2026-13-01',
      'location=wickham-service&date=2026-12-15T09:00',
      'location=wickham-service&date=',
      'location=wickham-service&date=2026-12-15&date=2026-12-16',
      'location=wickham-service&location=moorabbin&date=2026-12-15',
      'location=wickham-service&date=2026-12-15&extra=1',
      'location=w%C3%AFckham-service&date=2026-12-15',
      'location=%F0%9F%9A%97&date=2026-12-15',
      'location=%00&date=2026-12-15',
      'location=%E0%A4%A&date=2026-12-15',
      `location=${'a'.repeat(5000)}&date=2026-12-15`,
      'location[]=wickham-service&date=2026-12-15',
      'location[a]=b&date=2026-12-15',
      '',
    ];
    for (const query of queries) {
      const answer = await slots(query);
      expect([200, 400, 404], `${query.slice(0, 80)}: ${answer.status} ${answer.text.slice(0, 200)}`).toContain(answer.status);
      if (answer.status !== 200) expect(errorShapeProblem(answer.text), query.slice(0, 80)).toBeNull();
    }
    expect(await slotsOf('wickham-service', '0000-01-01')).toMatchObject({ slots: [], reason: 'past' });
    expect(await slotsOf('wickham-service', '9999-12-31')).toMatchObject({ slots: [], reason: 'too-far' });
  });

  it('answers a Service Booking lead with odd fields with 400 on the field, never a server error', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [at('wickham-service', '2026-02-30', '09:00'), 'user.Preferred Service Date'],
      [at('wickham-service', '99999-01-01', '09:00'), 'user.Preferred Service Date'],
      [at('wickham-service', '9999-12-31', '09:00'), 'user.Preferred Service Time'],
      [at('wickham-service', '0000-01-01', '09:00'), 'user.Preferred Service Time'],
      [at('wickham-service', '2026-12-15', '24:00'), 'user.Preferred Service Time'],
      [at('wickham-service', '2026-12-15', '9:00'), 'user.Preferred Service Time'],
      [at('w\u00efckham-service', '2026-12-15', '09:00'), 'user.location'],
      [at('🚗', '2026-12-15', '09:00'), 'user.location'],
      [{ location: 'wickham-service', 'Preferred Service Date': 20261215, 'Preferred Service Time': '09:00' }, 'user.Preferred Service Date'],
      [{ location: 'wickham-service', 'Preferred Service Date': ['2026-12-15'], 'Preferred Service Time': '09:00' }, 'user.Preferred Service Date'],
      [{ location: ['wickham-service'], 'Preferred Service Date': '2026-12-15', 'Preferred Service Time': '09:00' }, 'user.location'],
      [{ ...at('wickham-service', '2026-12-15', '09:00'), lead_id: 'not-a-lead' }, 'user.lead_id'],
      [{ ...at('wickham-service', '2026-12-15', '09:00'), lead_id: { id: 1 } }, 'user.lead_id'],
    ];
    for (const [fields, field] of cases) {
      const answer = await book(fields as Record<string, string>);
      expect(answer.status, `${JSON.stringify(fields)}: ${answer.text.slice(0, 300)}`).toBe(400);
      expect(errorShapeProblem(answer.text)).toBeNull();
      expect(answer.json<ErrorBody>().error.fields?.[field], `${JSON.stringify(fields)}: ${answer.text.slice(0, 300)}`).toBeDefined();
    }
  });

  it('answers 404 SERVICE.LOCATION_NOT_FOUND for a location that takes no bookings or is not the site’s', async () => {
    for (const location of ['newcastle-west', 'no-such-place', 'moorabbin']) {
      const answer = await slots(`location=${location}&date=2026-12-15`);
      expect(answer.status, location).toBe(404);
      expect(answer.json<ErrorBody>()).toEqual({ error: { code: 'SERVICE.LOCATION_NOT_FOUND', message: `No service location '${location}' on this site.` } });
    }
  });

  it('a Service Booking lead books its time: the places left drop, and the booking is stored with the lead and its delivery', async () => {
    const first = await book(at('wickham-service', '2026-12-15', '09:00'));
    expect(first.status, first.text).toBe(201);
    const { lead_id } = first.json<{ lead_id: string }>();
    expect((await slotsOf('wickham-service', '2026-12-15')).slots.find((s) => s.time === '09:00')?.remaining).toBe(2);
    expect(
      await server.db.query(
        "SELECT location_id::int AS location_id, to_char(slot_date, 'YYYY-MM-DD') AS slot_date, slot_time FROM service_bookings WHERE lead_id = $1",
        [lead_id],
      ),
    ).toEqual([{ location_id: 2102, slot_date: '2026-12-15', slot_time: '09:00' }]);
    expect((await server.db.query('SELECT channel FROM lead_outbox WHERE lead_id = $1', [lead_id])).length).toBeGreaterThan(0);

    expect((await book(at('wickham-service', '2026-12-15', '09:00'))).status).toBe(201);
    expect((await book(at('wickham-service', '2026-12-15', '09:00'))).status).toBe(201);
    const full = await slotsOf('wickham-service', '2026-12-15');
    expect(full.slots.map((s) => s.time)).not.toContain('09:00');
    expect(full.slots).toHaveLength(16);

    const taken = await book(at('wickham-service', '2026-12-15', '09:00'));
    expect(taken.status).toBe(409);
    expect(taken.headers['cache-control']).toBe('no-store');
    expect(errorShapeProblem(taken.text)).toBeNull();
    expect(taken.json<ErrorBody>()).toEqual({
      error: {
        code: 'LEAD.SLOT_TAKEN',
        message: SERVICE_SLOT_TAKEN_MESSAGE,
        fields: { 'user.Preferred Service Time': SERVICE_SLOT_TAKEN_MESSAGE },
        next_free: [
          { location: { id: 2102, slug: 'wickham-service', name: 'Harbour Motors Service Centre' }, date: '2026-12-15', time: '07:30', label: '7:30am' },
        ],
      },
    });
  });

  it('a full time at one of Sunstate’s workshops offers the next free time there, then at each other service location', async () => {
    expect((await book(at('trucks-richlands', '2026-12-16', '09:00'), SUNSTATE)).status).toBe(201);
    const taken = await book(at('trucks-richlands', '2026-12-16', '09:00'), SUNSTATE);
    expect(taken.status).toBe(409);
    const nextFree = taken.json<ErrorBody>().error.next_free ?? [];
    expect(nextFree.map((n) => [n.location.slug, n.date, n.time])).toEqual([
      ['trucks-richlands', '2026-12-16', '07:00'],
      ['hyundai-newstead-service', '2026-12-16', '07:30'],
      ['kia-southport', '2026-12-16', '07:30'],
      ['ford-parramatta', '2026-12-16', '07:30'],
    ]);
  });

  it('refuses a time the workshop does not offer, and a date without a time, as LEAD.INVALID; a step without them is stored', async () => {
    const handover = await book(at('wickham-service', '2026-12-15', '12:00'));
    expect(handover.status).toBe(400);
    expect(handover.json<ErrorBody>().error).toMatchObject({
      code: 'LEAD.INVALID',
      fields: { 'user.Preferred Service Time': SERVICE_SLOT_UNAVAILABLE_MESSAGE },
    });
    const christmas = await book(at('wickham-service', '2026-12-25', '09:00'));
    expect(christmas.json<ErrorBody>().error.fields).toEqual({ 'user.Preferred Service Time': SERVICE_SLOT_UNAVAILABLE_MESSAGE });
    const dateOnly = await book({ location: 'wickham-service', 'Preferred Service Date': '2026-12-15' });
    expect(dateOnly.status).toBe(400);
    expect(dateOnly.json<ErrorBody>().error.fields).toEqual({ 'user.Preferred Service Time': SERVICE_TIME_REQUIRED_MESSAGE });
    const salesOnly = await book(at('newcastle-west', '2026-12-15', '09:00'));
    expect(salesOnly.json<ErrorBody>().error.fields).toEqual({
      'user.location': 'That location does not take service bookings. Please choose another location.',
    });

    const abandoned = await book({ location: 'wickham-service', subcategory: '1. Contact Details' });
    expect(abandoned.status).toBe(201);
    const { lead_id } = abandoned.json<{ lead_id: string }>();
    expect(await server.db.query('SELECT 1 FROM service_bookings WHERE lead_id = $1', [lead_id])).toEqual([]);
  });

  it('a later step of the same booking keeps its time rather than taking a second place', async () => {
    const first = await book(at('wickham-service', '2026-12-17', '10:00'));
    const { lead_id } = first.json<{ lead_id: string }>();
    const last = await book({ ...at('wickham-service', '2026-12-17', '10:00'), lead_id, lead_status: 'Complete' });
    expect(last.status, last.text).toBe(201);
    expect((await slotsOf('wickham-service', '2026-12-17')).slots.find((s) => s.time === '10:00')?.remaining).toBe(2);
  });
});
