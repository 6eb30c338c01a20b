import { describe, expect, it } from 'vitest';
import type { OpeningHour, SpecialHour } from '../../../domain/dealer-site/dealer-site';
import {
  BY_APPOINTMENT_ONLY,
  closedTextOf,
  dayHours,
  formatTime12,
  HOLIDAY_HOURS_SAMPLE_DATE,
  hoursOn,
  hoursToday,
  openingHoursRows,
  specialHoursByDepartment,
  specialHoursFor,
} from '../../../domain/locations';

type Span = [string, string] | null;
/** A week builder: weekday spans (Mon–Fri unless `days` overrides one), Saturday, Sunday. */
function aWeek({
  weekdays = ['08:30', '17:30'] as Span,
  saturday = ['08:00', '12:00'] as Span,
  sunday = null as Span,
  days = {} as Record<number, Span>,
} = {}): OpeningHour[] {
  const entry = (weekday: number, span: Span): OpeningHour =>
    span ? { weekday, status: 'open', open: span[0], close: span[1] } : { weekday, status: 'closed', open: null, close: null };
  return [entry(0, sunday), ...[1, 2, 3, 4, 5].map((d) => entry(d, d in days ? (days[d] ?? null) : weekdays)), entry(6, saturday)];
}

describe('opening hours (spec 2 §9)', () => {
  it('groups Monday to Friday as Mon-Fri when all equal, then Saturday and Sunday, in 12-hour time', () => {
    expect(openingHoursRows(aWeek())).toEqual([
      { label: 'Mon-Fri', hours: '8:30am - 5:30pm' },
      { label: 'Saturday', hours: '8:00am - 12:00pm' },
      { label: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('lists each weekday when they differ', () => {
    const rows = openingHoursRows(aWeek({ days: { 4: ['08:30', '20:00'] } }));
    expect(rows.map((r) => r.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[3]).toEqual({ label: 'Thursday', hours: '8:30am - 8:00pm' });
  });

  it("shows 'Closed' as 'By appointment only' where configured", () => {
    expect(openingHoursRows(aWeek(), { closedText: BY_APPOINTMENT_ONLY }).at(-1)).toEqual({ label: 'Sunday', hours: 'By appointment only' });
  });

  it('formats 24-hour times in 12-hour form', () => {
    expect(['00:00', '09:05', '12:00', '12:30:00', '17:30', '8.30am', '9:00 PM', 'late'].map(formatTime12)).toEqual([
      '12:00am',
      '9:05am',
      '12:00pm',
      '12:30pm',
      '5:30pm',
      '8:30am',
      '9:00pm',
      'late',
    ]);
  });

  it('treats a missing weekday as closed', () => {
    expect(openingHoursRows([]).map((r) => r.hours)).toEqual(['Closed', 'Closed', 'Closed']);
  });
});

describe('special and holiday hours by department (spec 2 §3, §9)', () => {
  const special: SpecialHour[] = [
    { status: 'closed', date: '2025-12-25', department: 'all', location_name: 'Brisbane North' },
    { status: 'open', date: '2025-07-04', start_hour: '09:00', end_hour: '13:00', department: 'sales', location_name: 'Brisbane North' },
    { status: 'closed', date: '2025-07-04', department: 'all', location_name: 'Brisbane North' },
    { status: 'open', date: '2025-01-01', start_hour: '10:00', end_hour: '14:00', department: 'service', location_name: 'Brisbane North' },
  ];

  it("gives each department its own entries and the 'all' ones by date, its own winning on a shared date", () => {
    expect(specialHoursFor(special, 'sales')).toEqual([
      { date: '2025-07-04', hours: '9:00am - 1:00pm', department: 'sales', locationName: 'Brisbane North' },
      { date: '2025-12-25', hours: 'Closed', department: 'all', locationName: 'Brisbane North' },
    ]);
    const byDepartment = specialHoursByDepartment(special);
    expect(byDepartment.service.map((r) => [r.date, r.hours])).toEqual([
      ['2025-01-01', '10:00am - 2:00pm'],
      ['2025-07-04', 'Closed'],
      ['2025-12-25', 'Closed'],
    ]);
    expect(byDepartment.parts.map((r) => r.date)).toEqual(['2025-07-04', '2025-12-25']);
  });

  it('drops dates before the given day', () => {
    expect(specialHoursFor(special, 'service', { fromDate: '2025-07-05' }).map((r) => r.date)).toEqual(['2025-12-25']);
  });

  it('on the sample date 4 July 2025 (a Friday) special hours win, otherwise the weekly hours apply', () => {
    expect(hoursOn(HOLIDAY_HOURS_SAMPLE_DATE, 'sales', aWeek(), special)).toEqual({ source: 'special', hours: '9:00am - 1:00pm' });
    expect(hoursOn(HOLIDAY_HOURS_SAMPLE_DATE, 'parts', aWeek(), special)).toEqual({ source: 'special', hours: 'Closed' });
    expect(hoursOn('2025-07-03', 'sales', aWeek(), special)).toEqual({ source: 'weekly', hours: '8:30am - 5:30pm' });
    expect(hoursOn('2025-07-06', 'sales', aWeek(), special, { closedText: BY_APPOINTMENT_ONLY })).toEqual({ source: 'weekly', hours: 'By appointment only' });
  });

  it('dayHours says whether the day is open, its weekday and where its hours came from', () => {
    expect(dayHours(HOLIDAY_HOURS_SAMPLE_DATE, 'sales', aWeek(), special)).toEqual({
      date: '2025-07-04',
      weekday: 5,
      open: true,
      hours: '9:00am - 1:00pm',
      source: 'special',
    });
    expect(dayHours(HOLIDAY_HOURS_SAMPLE_DATE, 'parts', aWeek(), special)).toMatchObject({ open: false, hours: 'Closed', source: 'special' });
    expect(dayHours('2025-07-06', 'sales', aWeek(), [])).toEqual({ date: '2025-07-06', weekday: 0, open: false, hours: 'Closed', source: 'weekly' });
    expect(dayHours('not a date', 'sales', aWeek(), [])).toBeNull();
  });

  it("hoursToday asks for today at the location's own time zone: 23:30 UTC on Friday is Saturday in Brisbane", () => {
    const location = {
      address: { street: '1 Gympie Rd', city: 'Chermside', state: 'QLD', postcode: '4032', lat: 0, long: 0 },
      contact_detail: { phone: '07 3000 0000', opening_hours: aWeek() },
    };
    expect(hoursToday(new Date('2025-07-04T23:30:00Z'), location, 'sales')).toMatchObject({ date: '2025-07-05', weekday: 6, hours: '8:00am - 12:00pm' });
    const perth = { ...location, address: { ...location.address, state: 'WA' } };
    expect(hoursToday(new Date('2025-07-04T13:30:00Z'), perth, 'sales')).toMatchObject({ date: '2025-07-04', weekday: 5 });
    expect(hoursToday(new Date(Number.NaN), location, 'sales')).toBeNull();
  });

  it("closedTextOf: the site's closed wording, 'Closed' by default (spec 2 §9)", () => {
    expect(closedTextOf({})).toBe('Closed');
    expect(closedTextOf({ closedHoursText: '  ' })).toBe('Closed');
    expect(closedTextOf({ closedHoursText: BY_APPOINTMENT_ONLY })).toBe('By appointment only');
  });
});
