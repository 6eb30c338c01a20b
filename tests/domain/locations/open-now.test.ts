/**
 * issue 13 (spec 2 §2 location page, §3 opening and special hours, §9 wording): the 'Open now —
 * closes 5:30pm' / 'Closed — opens Monday 8:00am' line (domain/locations/open-now.ts). These
 * tests hold the zone still (Brisbane, no daylight saving); hours-time-zones.test.ts moves it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHour, SpecialHour } from '../../../domain/dealer-site/dealer-site';
import {
  BY_APPOINTMENT_ONLY,
  hoursToday,
  mainDepartmentOf,
  mainHoursRows,
  OPEN_NOW_SCAN_DAYS,
  openNowLine,
  type OpenNowLocation,
} from '../../../domain/locations';

/** Mon–Fri 8:00–5:30, Saturday 8–12, Sunday closed. */
const WEEK: OpeningHour[] = [
  { weekday: 0, status: 'closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday): OpeningHour => ({ weekday, status: 'open', open: '08:00', close: '17:30' })),
  { weekday: 6, status: 'open', open: '08:00', close: '12:00' },
];

function aLocation(fields: Partial<OpenNowLocation> = {}, state = 'QLD'): OpenNowLocation {
  return {
    address: { street: '1 Test St', city: 'Brisbane', state, postcode: '4000', lat: -27.47, long: 153.02 },
    contact_detail: { phone: '07 3000 0000', opening_hours: WEEK },
    ...fields,
  };
}

const special = (date: string, fields: Partial<SpecialHour> = {}): SpecialHour => ({
  status: 'closed',
  date,
  start_hour: null,
  end_hour: null,
  department: 'all',
  location_name: 'Test',
  ...fields,
});

/** A Brisbane wall-clock time (UTC+10 all year). */
const brisbane = (local: string) => new Date(`${local}+10:00`);

describe('open now line (issue 13; spec 2 §2, §3, §9)', () => {
  it('reads open with the closing time in 12-hour form during the day', () => {
    // Tuesday 7 July 2026, 10am.
    expect(openNowLine(brisbane('2026-07-07T10:00:00'), aLocation(), 'sales')).toEqual({ open: true, text: 'Open now — closes 5:30pm', closesAt: '5:30pm' });
  });

  it('says today when it opens later today, and is open from the opening minute to before the closing minute', () => {
    expect(openNowLine(brisbane('2026-07-07T07:59:00'), aLocation(), 'sales')).toEqual({
      open: false,
      text: 'Closed — opens today 8:00am',
      opensAt: { weekday: 2, time: '8:00am' },
    });
    expect(openNowLine(brisbane('2026-07-07T08:00:00'), aLocation(), 'sales').open).toBe(true);
    expect(openNowLine(brisbane('2026-07-07T17:29:00'), aLocation(), 'sales').open).toBe(true);
    expect(openNowLine(brisbane('2026-07-07T17:30:00'), aLocation(), 'sales')).toMatchObject({ open: false, text: 'Closed — opens tomorrow 8:00am' });
  });

  it('says tomorrow for the next day and the weekday name after that', () => {
    // Friday evening: Saturday is tomorrow.
    expect(openNowLine(brisbane('2026-07-10T18:00:00'), aLocation(), 'sales').text).toBe('Closed — opens tomorrow 8:00am');
    // Saturday afternoon: Sunday is closed, so Monday.
    expect(openNowLine(brisbane('2026-07-11T13:00:00'), aLocation(), 'sales')).toEqual({
      open: false,
      text: 'Closed — opens Monday 8:00am',
      opensAt: { weekday: 1, time: '8:00am' },
    });
    // Sunday morning: Monday is tomorrow.
    expect(openNowLine(brisbane('2026-07-12T09:00:00'), aLocation(), 'sales').text).toBe('Closed — opens tomorrow 8:00am');
  });

  it('honours special hours: a closed public holiday, and special opening hours on a Sunday', () => {
    const location = aLocation({
      special_hours: [special('2026-07-13'), special('2026-07-12', { status: 'open', start_hour: '10:00', end_hour: '16:00', department: 'sales' })],
    });
    // Monday 13 July is closed for every department, so from Saturday the next opening is Sunday's special hours.
    expect(openNowLine(brisbane('2026-07-11T13:00:00'), location, 'sales').text).toBe('Closed — opens tomorrow 10:00am');
    expect(openNowLine(brisbane('2026-07-12T11:00:00'), location, 'sales')).toMatchObject({ open: true, text: 'Open now — closes 4:00pm' });
    // The Sunday opening is for sales only: service waits for Tuesday (Monday is closed).
    expect(openNowLine(brisbane('2026-07-12T11:00:00'), location, 'service').text).toBe('Closed — opens Tuesday 8:00am');
    expect(openNowLine(brisbane('2026-07-13T10:00:00'), location, 'sales')).toMatchObject({ open: false, text: 'Closed — opens tomorrow 8:00am' });
  });

  it('reads the department own week where the location lists one', () => {
    const workshop: OpeningHour[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'open', open: '07:00', close: '16:00' }));
    const location = aLocation({ department_hours: { service: workshop } });
    const at = brisbane('2026-07-07T07:30:00');
    expect(openNowLine(at, location, 'service').text).toBe('Open now — closes 4:00pm');
    expect(openNowLine(at, location, 'sales').text).toBe('Closed — opens today 8:00am');
    expect(openNowLine(brisbane('2026-07-11T09:00:00'), location, 'service').text).toBe('Closed — opens Monday 7:00am');
    expect(hoursToday(at, location, 'service')).toMatchObject({ open: true, hours: '7:00am - 4:00pm' });
    expect(hoursToday(at, location, 'sales')).toMatchObject({ open: true, hours: '8:00am - 5:30pm' });
  });

  it('is never open on a day whose hours read closed, whatever its times say', () => {
    const week: OpeningHour[] = [
      { weekday: 2, status: 'closed', open: '08:00', close: '17:00' },
      { weekday: 3, status: 'open', open: '09:00', close: null },
    ];
    const location = aLocation({
      contact_detail: { phone: '07 3000 0000', opening_hours: week },
      special_hours: [special('2026-07-09', { status: 'open', start_hour: null, end_hour: null })],
    });
    expect(openNowLine(brisbane('2026-07-07T10:00:00'), location, 'sales')).toEqual({ open: false, text: 'Closed' });
    expect(openNowLine(brisbane('2026-07-08T10:00:00'), location, 'sales').open).toBe(false);
  });

  it('reads Closed, or the site wording By appointment only, when nothing opens within 14 days', () => {
    const none = aLocation({ contact_detail: { phone: '07 3000 0000', opening_hours: [] } });
    const at = brisbane('2026-07-07T10:00:00');
    expect(openNowLine(at, none, 'sales')).toEqual({ open: false, text: 'Closed' });
    expect(openNowLine(at, none, 'sales', { closedText: BY_APPOINTMENT_ONLY })).toEqual({ open: false, text: 'By appointment only' });
    // With an opening ahead the line still says it is shut now.
    expect(openNowLine(brisbane('2026-07-11T13:00:00'), aLocation(), 'sales', { closedText: BY_APPOINTMENT_ONLY }).text).toBe('Closed — opens Monday 8:00am');
  });

  it('looks 14 days ahead and no further', () => {
    const onlySpecial = (date: string) =>
      aLocation({
        contact_detail: { phone: '07 3000 0000', opening_hours: [] },
        special_hours: [special(date, { status: 'open', start_hour: '09:00', end_hour: '13:00' })],
      });
    const at = brisbane('2026-07-07T10:00:00'); // Tuesday
    expect(OPEN_NOW_SCAN_DAYS).toBe(14);
    expect(openNowLine(at, onlySpecial('2026-07-21'), 'sales').text).toBe('Closed — opens Tuesday 9:00am');
    expect(openNowLine(at, onlySpecial('2026-07-22'), 'sales').text).toBe('Closed');
  });

  it('reads times written in 12-hour form, and an invalid instant as closed', () => {
    const week: OpeningHour[] = [2].map((weekday) => ({ weekday, status: 'open', open: '8:30 AM', close: '5:00 PM' }));
    const location = aLocation({ contact_detail: { phone: '07 3000 0000', opening_hours: week } });
    expect(openNowLine(brisbane('2026-07-07T12:00:00'), location, 'sales').text).toBe('Open now — closes 5:00pm');
    expect(openNowLine(brisbane('2026-07-07T08:00:00'), location, 'sales').text).toBe('Closed — opens today 8:30am');
    expect(openNowLine(new Date(Number.NaN), location, 'sales')).toEqual({ open: false, text: 'Closed' });
  });

  it('is open only on a day today hours call open, and its text says which (property)', () => {
    const entry = fc.record({
      status: fc.constantFrom('open' as const, 'closed' as const),
      open: fc.option(fc.integer({ min: 0, max: 23 * 60 }).map(clock), { nil: null }),
      close: fc.option(fc.integer({ min: 0, max: 24 * 60 - 1 }).map(clock), { nil: null }),
    });
    const week = fc.tuple(entry, entry, entry, entry, entry, entry, entry).map((days) => days.map((d, weekday): OpeningHour => ({ weekday, ...d })));
    const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-01T00:00:00Z') }).map((ms) => new Date(ms));
    const state = fc.constantFrom('QLD', 'NSW', 'VIC', 'TAS', 'SA', 'WA', 'NT');
    fc.assert(
      fc.property(week, instant, state, (hours, now, st) => {
        const location = aLocation({ contact_detail: { phone: '07 3000 0000', opening_hours: hours } }, st);
        const line = openNowLine(now, location, 'sales');
        if (line.open) expect(hoursToday(now, location, 'sales')?.open).toBe(true);
        expect(line.text.startsWith('Open now — closes ')).toBe(line.open);
        expect(line.text === 'Closed' || line.text.startsWith('Closed — opens ') || line.open).toBe(true);
      }),
    );
  });
});

describe('the one week a location card and the contact page show (spec 2 §3, §9)', () => {
  const card = (location_type: 'sales' | 'service' | 'parts' | '', fields: Partial<OpenNowLocation> = {}) => ({ ...aLocation(fields), location_type });
  const workshop: OpeningHour[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'open', open: '07:00', close: '16:00' }));

  it('is the week of the location own department, an empty type meaning sales', () => {
    expect(mainDepartmentOf({ location_type: '' })).toBe('sales');
    expect(mainDepartmentOf({ location_type: 'service' })).toBe('service');
    expect(mainHoursRows(card('service', { department_hours: { service: workshop } }))).toEqual([
      { label: 'Mon-Fri', hours: '7:00am - 4:00pm' },
      { label: 'Saturday', hours: 'Closed' },
      { label: 'Sunday', hours: 'Closed' },
    ]);
    expect(mainHoursRows(card('', { department_hours: { service: workshop } }), { closedText: BY_APPOINTMENT_ONLY })).toEqual([
      { label: 'Mon-Fri', hours: '8:00am - 5:30pm' },
      { label: 'Saturday', hours: '8:00am - 12:00pm' },
      { label: 'Sunday', hours: 'By appointment only' },
    ]);
  });

  it('is empty for a location that lists no hours, rather than a week of closed days', () => {
    expect(mainHoursRows(card('sales', { contact_detail: { phone: '07 3000 0000', opening_hours: [] } }))).toEqual([]);
  });
});

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
