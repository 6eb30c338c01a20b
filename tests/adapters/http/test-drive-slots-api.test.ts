/**
 * Test drive slots over HTTP (issue 6): `GET /api/cars/{slug}/test-drive-slots?date=` offers
 * only free slots inside the car's location's opening hours; a test-drive lead holds its slot
 * atomically and a second lead for that slot gets a clear 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from '../../../domain/leads/test-drive-slots';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { aCaptchaFrom } from '../../support/form-tokens';
import { request, type HttpResponse } from './support/http-request';
import { startLeadFormsTestServer, type LeadFormsTestServer } from './support/lead-forms-test-server';

// Monday 4 March 2030, 11:00 in Newcastle NSW (AEDT): Harbour Motors opens 8:30am–5:30pm weekdays, Saturday to 4pm, Sunday closed.
const NOW = new Date('2030-03-04T00:00:00Z');
const CAR = aCar().withId(6_001).withSite('harbour-motors').withSlug('2024-mazda-cx-5-touring').withMakeModel('Mazda', 'CX-5').ofType('new').build();
const OTHER_CAR = aCar().withId(6_002).withSite('harbour-motors').withSlug('2022-mazda-bt-50-xt').withMakeModel('Mazda', 'BT-50').build();

interface SlotsBody {
  car_id: number;
  date: string;
  location: { id: number; name: string };
  time_zone: string;
  slots: { time: string; label: string }[];
  reason: string | null;
}

let keys = 0;
const newKey = () => `slot-key-${String(++keys).padStart(6, '0')}`;

describe('test drive slots', () => {
  let server: LeadFormsTestServer;

  beforeAll(async () => {
    server = await startLeadFormsTestServer({ cars: [CAR, OTHER_CAR], clock: new FakeClock(NOW) });
  });
  afterAll(async () => {
    await server?.close();
  });

  const slots = (date: string, slug = CAR.slug): Promise<HttpResponse> =>
    request(server.port, `/api/cars/${slug}/test-drive-slots?date=${encodeURIComponent(date)}`, { host: server.host('harbour-motors') });

  async function bookTestDrive(date: string, time: string, key = newKey(), name = 'Ann Citizen', carId = CAR.id): Promise<HttpResponse> {
    // A person's form: the honeypot and a token from the server's own signer (issue 10).
    const captcha = await aCaptchaFrom(server.core, 'harbour-motors');
    return request(server.port, '/api/leads', {
      method: 'POST',
      host: server.host('harbour-motors'),
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        user: {
          category: 'Test Drive',
          subcategory: 'new',
          name,
          email: 'ann@example.com.au',
          phone: '0412 345 678',
          message: '',
          test_drive_date: date,
          test_drive_time: time,
          terms_conditions: true,
        },
        url: `http://harbour-motors.localhost/cars/${CAR.slug}`,
        source: 'Website',
        user_agent: 'vitest',
        car_id: carId,
        lead_attributes: { visited_pages: [`/cars/${CAR.slug}`], linked_query_params: {} },
        captcha,
      }),
    });
  }

  it('offers the opening hours of the car location in 30-minute slots, the last ending at closing time', async () => {
    const answer = await slots('2030-03-05');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<SlotsBody>();
    expect(body).toMatchObject({ car_id: CAR.id, date: '2030-03-05', location: { id: 2101 }, time_zone: 'Australia/Sydney', reason: null });
    expect(body.slots[0]).toEqual({ time: '08:30', label: '8:30am' });
    expect(body.slots.at(-1)).toEqual({ time: '17:00', label: '5:00pm' });
    expect(body.slots).toHaveLength(18);
  });

  it('offers no slot on a closed day, in the past or beyond the booking window, saying why', async () => {
    expect((await slots('2030-03-10')).json<SlotsBody>()).toMatchObject({ slots: [], reason: 'closed' });
    expect((await slots('2030-03-01')).json<SlotsBody>()).toMatchObject({ slots: [], reason: 'past' });
    expect((await slots('2030-09-01')).json<SlotsBody>()).toMatchObject({ slots: [], reason: 'too-far' });
  });

  it('today offers only slots at least an hour ahead in local time', async () => {
    const body = (await slots('2030-03-04')).json<SlotsBody>();
    expect(body.slots[0]?.time).toBe('12:00');
  });

  it('answers 400 for a missing or malformed date and 404 for a car not on this site', async () => {
    const missing = await request(server.port, `/api/cars/${CAR.slug}/test-drive-slots`, { host: server.host('harbour-motors') });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { date: expect.stringContaining('YYYY-MM-DD') } } });
    expect((await slots('2030-02-30')).status).toBe(400);
    const elsewhere = await request(server.port, `/api/cars/${CAR.slug}/test-drive-slots?date=2030-03-05`, { host: server.host('bayside-pre-owned') });
    expect(elsewhere.status).toBe(404);
  });

  it('a test-drive lead holds its slot: the slot is no longer offered, and a second booking of it gets a clear 409', async () => {
    const first = await bookTestDrive('2030-03-06', '10:00');
    expect(first.status).toBe(201);
    const { lead_id } = first.json<{ lead_id: string }>();
    const offered = (await slots('2030-03-06')).json<SlotsBody>().slots.map((s) => s.time);
    expect(offered).not.toContain('10:00');
    expect(offered).toContain('09:30');
    expect(offered).toHaveLength(17);

    const second = await bookTestDrive('2030-03-06', '10:00', newKey(), 'Bob Buyer');
    expect(second.status).toBe(409);
    expect(second.json()).toEqual({
      error: { code: 'LEAD.SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE, fields: { 'user.test_drive_time': SLOT_TAKEN_MESSAGE } },
    });
    // Nothing of the refused lead was stored: only the first lead holds a slot.
    const rows = await server.db.query<{ lead_id: string }>('SELECT lead_id::text AS lead_id FROM test_drive_slots WHERE car_id = $1', [CAR.id]);
    expect(rows).toEqual([{ lead_id }]);
    const leads = await server.db.query('SELECT 1 FROM leads');
    expect(leads).toHaveLength(1);

    // The same slot of another car is free.
    expect((await bookTestDrive('2030-03-06', '10:00', newKey(), 'Bob Buyer', OTHER_CAR.id)).status).toBe(201);
  });

  it('the same idempotency key again answers the first lead, not a conflict', async () => {
    const key = newKey();
    const first = await bookTestDrive('2030-03-07', '11:30', key);
    const again = await bookTestDrive('2030-03-07', '11:30', key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('two shoppers racing for one slot: one booking, one 409', async () => {
    const answers = await Promise.all([bookTestDrive('2030-03-08', '14:00'), bookTestDrive('2030-03-08', '14:00', newKey(), 'Bob Buyer')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('refuses a time the location does not offer (closed, off the half hour, past) with a field message', async () => {
    for (const [date, time] of [
      ['2030-03-10', '10:00'],
      ['2030-03-05', '10:15'],
      ['2030-03-05', '17:30'],
      ['2030-03-04', '09:00'],
    ] as const) {
      const answer = await bookTestDrive(date, time);
      expect(answer.status, `${date} ${time}`).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'LEAD.INVALID', fields: { 'user.test_drive_time': SLOT_UNAVAILABLE_MESSAGE } } });
    }
  });

  it('a date without a time (or the reverse) is refused with the missing one named', async () => {
    const answer = await bookTestDrive('2030-03-05', '');
    expect(answer.status).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: 'LEAD.INVALID', fields: { 'user.test_drive_time': 'Please choose a time for your test drive' } } });
  });
});
