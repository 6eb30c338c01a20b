/**
 * issue 13 'Slots a workshop can keep' at fixed instants: hours, holidays, blocked times, notice,
 * window and capacity (domain/service/service-slots.ts), in the location's own time zone.
 */
import { zonedInstant } from '../../../domain/locations/time-zone';
import { describe, expect, it } from 'vitest';
import { DateHolidaysCalendar } from '../../../adapters/calendar/date-holidays-calendar';
import type { PublicHolidayCalendar } from '../../../domain/service/public-holidays';
import {
  availableServiceDates,
  freeServiceSlots,
  NO_BOOKINGS,
  nextFreeSlot,
  requestedServiceSlot,
  SERVICE_DATE_REQUIRED_MESSAGE,
  SERVICE_LOCATION_REQUIRED_MESSAGE,
  SERVICE_TIME_REQUIRED_MESSAGE,
  serviceLocationOf,
  serviceLocations,
} from '../../../domain/service/service-slots';
import { aWorkshop, bookings } from './a-workshop';

/** The public holidays from the real adapter (the date-holidays package), as the server reads them. */
const HOLIDAYS = new DateHolidaysCalendar();

const times = (day: { slots: readonly { time: string }[] }): string[] => day.slots.map((s) => s.time);

/** Harbour's workshop: NSW, 7:30am–5pm weekdays, 8am–noon Saturday, three a half hour, 24 a day, no drop-offs at the weekday handover. */
const wickham = aWorkshop(2102)
  .named('wickham-service', 'Harbour Motors Service Centre')
  .inState('NSW')
  .open(['07:30', '17:00'], ['08:00', '12:00'])
  .capacity(3, 24)
  .blocking(...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '12:00', end: '13:00' })))
  .build();

// Monday 2 March 2026, 9:00am in Sydney (AEDT, UTC+11).
const MONDAY_9AM_SYDNEY = new Date('2026-03-01T22:00:00Z');

describe('the drop-off times of a day', () => {
  it('runs every slot_minutes from opening, the last one ending by closing, less the blocked handover', () => {
    const tuesday = freeServiceSlots('2026-03-03', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS);
    expect(tuesday.reason).toBeNull();
    expect(times(tuesday)).toEqual([
      '07:30',
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(tuesday.slots[0]).toEqual({ time: '07:30', label: '7:30am', remaining: 3 });
    expect(tuesday.slots.at(-1)).toEqual({ time: '16:30', label: '4:30pm', remaining: 3 });
  });

  it('keeps Saturday’s own hours, and Sunday closed', () => {
    expect(times(freeServiceSlots('2026-03-07', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS))).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(freeServiceSlots('2026-03-08', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS)).toEqual({
      date: '2026-03-08',
      slots: [],
      reason: 'closed',
      holiday: null,
    });
  });

  it('takes no time under the minimum notice: four hours from 9am Sydney time is 1pm', () => {
    expect(times(freeServiceSlots('2026-03-02', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS))).toEqual([
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    const lateAfternoon = new Date('2026-03-02T02:00:00Z'); // 1pm in Sydney: 5pm is closing
    expect(freeServiceSlots('2026-03-02', wickham, NO_BOOKINGS, lateAfternoon, HOLIDAYS)).toMatchObject({ slots: [], reason: 'past' });
  });

  it('answers past for a day gone and too-far past the booking window (60 days)', () => {
    expect(freeServiceSlots('2026-03-01', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS)).toMatchObject({ slots: [], reason: 'past' });
    expect(freeServiceSlots('2026-05-01', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS).reason).toBeNull();
    expect(freeServiceSlots('2026-05-02', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS)).toMatchObject({ slots: [], reason: 'too-far' });
  });

  it('closes on a public holiday of the state and names it', () => {
    expect(freeServiceSlots('2026-04-03', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS)).toEqual({
      date: '2026-04-03',
      slots: [],
      reason: 'holiday',
      holiday: 'Good Friday',
    });
    expect(freeServiceSlots('2026-04-06', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS)).toMatchObject({ reason: 'holiday', holiday: 'Easter Monday' });
    // Adelaide Cup Day is South Australia's: a Sydney workshop works.
    expect(freeServiceSlots('2026-03-09', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS).reason).toBeNull();
    const adelaide = aWorkshop(9).inState('SA').open(['08:00', '17:00']).build();
    expect(freeServiceSlots('2026-03-09', adelaide, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS)).toMatchObject({
      reason: 'holiday',
      holiday: 'Adelaide Cup Day',
    });
  });

  it('holds Boxing Day’s substitute Monday (28 December 2026) as a holiday', () => {
    const december = new Date('2026-12-01T00:00:00Z');
    expect(freeServiceSlots('2026-12-28', wickham, NO_BOOKINGS, december, HOLIDAYS)).toMatchObject({
      reason: 'holiday',
      holiday: 'Boxing Day (substitute day)',
    });
    expect(freeServiceSlots('2026-12-29', wickham, NO_BOOKINGS, december, HOLIDAYS).reason).toBeNull();
  });

  it('stops an evening holiday’s day at its start: SA Christmas Eve from 7pm', () => {
    const late = aWorkshop(9).inState('SA').open(['16:00', '21:00']).with({ slot_minutes: 60 }).build();
    const eve = freeServiceSlots('2026-12-24', late, NO_BOOKINGS, new Date('2026-12-01T00:00:00Z'), HOLIDAYS);
    expect(times(eve)).toEqual(['16:00', '17:00', '18:00']);
    expect(eve.holiday).toBe('Christmas Eve');
  });

  it('takes its holidays from the calendar it is given and no other: a whole day closes, one from noon cuts the afternoon', () => {
    // A literal calendar (the port of domain/service/public-holidays.ts): the rule, not the data.
    const picnic: PublicHolidayCalendar = {
      on: (state, date) =>
        state !== 'NSW'
          ? null
          : date === '2026-03-03'
            ? { date, name: 'Staff Picnic', fromMinutes: 0 }
            : date === '2026-03-04'
              ? { date, name: 'Half Day', fromMinutes: 12 * 60 }
              : null,
    };
    expect(freeServiceSlots('2026-03-03', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, picnic)).toEqual({
      date: '2026-03-03',
      slots: [],
      reason: 'holiday',
      holiday: 'Staff Picnic',
    });
    const half = freeServiceSlots('2026-03-04', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, picnic);
    expect(times(half)).toEqual(['07:30', '08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(half.holiday).toBe('Half Day');
    // Good Friday is no holiday to this calendar, so the workshop opens as on any Friday.
    expect(freeServiceSlots('2026-04-03', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, picnic).reason).toBeNull();
    // A day gone still names its holiday.
    expect(freeServiceSlots('2026-03-03', wickham, NO_BOOKINGS, new Date('2026-03-10T00:00:00Z'), picnic)).toMatchObject({
      reason: 'past',
      holiday: 'Staff Picnic',
    });
  });

  it('lets special hours replace the week on their date: the service department’s entry before the location’s', () => {
    const special = aWorkshop(3)
      .inState('NSW')
      .open(['08:00', '17:00'])
      .special({ status: 'closed', date: '2026-03-04', department: 'all' })
      .special({ status: 'open', date: '2026-03-04', start_hour: '09:00', end_hour: '11:00', department: 'service' })
      .special({ status: 'closed', date: '2026-03-05', department: 'service' })
      .special({ status: 'open', date: '2026-03-06', start_hour: '10:00', end_hour: '12:00', department: 'sales' })
      .special({ status: 'open', date: '2026-03-08', start_hour: '10:00:00', end_hour: '11:00:00', department: 'all' })
      .build();
    expect(times(freeServiceSlots('2026-03-04', special, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS))).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(freeServiceSlots('2026-03-05', special, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS).reason).toBe('closed');
    // A sales entry does not move the workshop.
    expect(times(freeServiceSlots('2026-03-06', special, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS))).toHaveLength(18);
    expect(times(freeServiceSlots('2026-03-08', special, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS))).toEqual(['10:00', '10:30']);
  });

  it('reads the service department’s own week before the location’s', () => {
    const own = aWorkshop(4).inState('NSW').open(['09:00', '17:00']).serviceHours(['07:00', '09:00']).build();
    expect(times(freeServiceSlots('2026-03-03', own, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS))).toEqual(['07:00', '07:30', '08:00', '08:30']);
  });

  it('skips a time overlapping a blocked time of that date, whatever its length', () => {
    const hourly = aWorkshop(5)
      .inState('NSW')
      .open(['08:00', '12:00'])
      .with({ slot_minutes: 60 })
      .blocking({ date: '2026-03-03', start: '09:30', end: '10:15' })
      .build();
    expect(times(freeServiceSlots('2026-03-03', hourly, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS))).toEqual(['08:00', '11:00']);
    expect(times(freeServiceSlots('2026-03-04', hourly, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS))).toEqual(['08:00', '09:00', '10:00', '11:00']);
  });

  it('offers a time while it has room: the bookings per time and per day', () => {
    const day = freeServiceSlots('2026-03-03', wickham, bookings({ '07:30': 3, '08:00': 2 }), MONDAY_9AM_SYDNEY, HOLIDAYS);
    expect(times(day)).not.toContain('07:30');
    expect(day.slots[0]).toEqual({ time: '08:00', label: '8:00am', remaining: 1 });
    // 23 of 24 booked: one place left at every time with room.
    const nearlyFull = freeServiceSlots('2026-03-03', wickham, { perTime: new Map([['07:30', 3]]), day: 23 }, MONDAY_9AM_SYDNEY, HOLIDAYS);
    expect(nearlyFull.slots.every((s) => s.remaining === 1)).toBe(true);
    expect(freeServiceSlots('2026-03-03', wickham, { perTime: new Map(), day: 24 }, MONDAY_9AM_SYDNEY, HOLIDAYS)).toMatchObject({
      slots: [],
      reason: 'fully-booked',
    });
    const noDayLimit = aWorkshop(6).inState('NSW').open(['08:00', '09:00']).capacity(2, null).build();
    expect(freeServiceSlots('2026-03-03', noDayLimit, { perTime: new Map([['08:00', 1]]), day: 500 }, MONDAY_9AM_SYDNEY, HOLIDAYS).slots).toEqual([
      { time: '08:00', label: '8:00am', remaining: 1 },
      { time: '08:30', label: '8:30am', remaining: 2 },
    ]);
  });

  it('offers nothing at a location without workshop settings, or for a date that is none', () => {
    expect(freeServiceSlots('2026-03-03', { ...wickham, service: null }, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS)).toMatchObject({
      slots: [],
      reason: 'closed',
    });
    expect(freeServiceSlots('2026-02-30', wickham, NO_BOOKINGS, MONDAY_9AM_SYDNEY, HOLIDAYS)).toMatchObject({ slots: [], reason: 'closed' });
  });
});

describe('the location’s own clock', () => {
  const everyDay = (state: string) => aWorkshop(8).inState(state).open(['08:00', '17:00'], ['08:00', '17:00']).with({ min_notice_hours: 24 }).build();
  const withSunday = (state: string) => {
    const w = everyDay(state);
    return {
      ...w,
      contact_detail: {
        ...w.contact_detail,
        opening_hours: w.contact_detail.opening_hours.map((h) => (h.weekday === 0 ? { ...h, status: 'open' as const, open: '08:00', close: '17:00' } : h)),
      },
    };
  };

  it('measures the notice in real hours across the spring-forward night in Sydney (4 October 2026)', () => {
    // Saturday 9:30am AEST; 24 hours later is Sunday 10:30am AEDT.
    const now = new Date('2026-10-02T23:30:00Z');
    expect(times(freeServiceSlots('2026-10-04', withSunday('NSW'), NO_BOOKINGS, now, HOLIDAYS))[0]).toBe('10:30');
  });

  it('measures it across the fall-back night in Hobart (5 April 2026)', () => {
    // Saturday 9:30am AEDT; 24 hours later is Sunday 8:30am AEST.
    const now = new Date('2026-04-03T22:30:00Z');
    expect(times(freeServiceSlots('2026-04-05', withSunday('TAS'), NO_BOOKINGS, now, HOLIDAYS))[0]).toBe('08:30');
  });

  it('has no changeover in Brisbane, Perth or Darwin: 24 hours on is the same wall-clock time', () => {
    expect(times(freeServiceSlots('2026-10-04', withSunday('QLD'), NO_BOOKINGS, new Date('2026-10-02T23:30:00Z'), HOLIDAYS))[0]).toBe('09:30');
    expect(times(freeServiceSlots('2026-10-04', withSunday('WA'), NO_BOOKINGS, new Date('2026-10-03T01:30:00Z'), HOLIDAYS))[0]).toBe('09:30');
    expect(times(freeServiceSlots('2026-10-04', withSunday('NT'), NO_BOOKINGS, new Date('2026-10-03T00:00:00Z'), HOLIDAYS))[0]).toBe('09:30');
  });

  it('reads today as the location’s date and hour: 11pm UTC Monday is 10am Tuesday in Sydney, 7am in Perth', () => {
    const now = new Date('2026-03-02T23:00:00Z');
    const sydney = aWorkshop(10).inState('NSW').open(['07:00', '17:00']).with({ min_notice_hours: 0 }).build();
    const perth = aWorkshop(11).inState('WA').open(['07:00', '17:00']).with({ min_notice_hours: 0 }).build();
    // The morning's earlier times are gone in Sydney; in Perth the day is all ahead.
    expect(times(freeServiceSlots('2026-03-03', sydney, NO_BOOKINGS, now, HOLIDAYS))[0]).toBe('10:00');
    expect(times(freeServiceSlots('2026-03-03', perth, NO_BOOKINGS, now, HOLIDAYS))[0]).toBe('07:00');
    expect(freeServiceSlots('2026-03-02', sydney, NO_BOOKINGS, now, HOLIDAYS).reason).toBe('past');
    // Monday 2 March 2026 was Labour Day in Western Australia.
    expect(freeServiceSlots('2026-03-02', perth, NO_BOOKINGS, now, HOLIDAYS).reason).toBe('past');
    expect(freeServiceSlots('2026-03-02', perth, NO_BOOKINGS, new Date('2026-02-20T00:00:00Z'), HOLIDAYS)).toMatchObject({
      reason: 'holiday',
      holiday: 'Labour Day',
    });
  });

  it('never offers a time the clocks skip on the spring-forward night in Sydney, Melbourne, Hobart or Adelaide (4 October 2026)', () => {
    // A night workshop open midnight to 6am on that Sunday, an hour a slot: 2am does not exist there.
    const overnight = (state: string) => {
      const w = aWorkshop(12).inState(state).with({ slot_minutes: 60, min_notice_hours: 0 }).build();
      return {
        ...w,
        special_hours: [
          { date: '2026-10-04', status: 'open' as const, start_hour: '00:00', end_hour: '06:00', department: 'service' as const, location_name: w.name },
        ],
      };
    };
    const before = new Date('2026-09-20T00:00:00Z');
    for (const state of ['NSW', 'VIC', 'TAS', 'SA']) {
      expect(times(freeServiceSlots('2026-10-04', overnight(state), NO_BOOKINGS, before, HOLIDAYS))).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
    }
    // Brisbane keeps every hour; the fall-back night (4 April 2027) repeats 2am rather than skipping it.
    expect(times(freeServiceSlots('2026-10-04', overnight('QLD'), NO_BOOKINGS, before, HOLIDAYS))).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
    const april = { ...overnight('NSW'), special_hours: [{ ...overnight('NSW').special_hours[0]!, date: '2027-04-04' }] };
    expect(times(freeServiceSlots('2027-04-04', april, NO_BOOKINGS, new Date('2027-03-20T00:00:00Z'), HOLIDAYS))).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
  });

  it('turns a wall-clock time into its instant, daylight saving included', () => {
    expect(new Date(zonedInstant('2026-01-15', 9 * 60, 'Australia/Sydney')).toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(new Date(zonedInstant('2026-07-15', 9 * 60, 'Australia/Sydney')).toISOString()).toBe('2026-07-14T23:00:00.000Z');
    expect(new Date(zonedInstant('2026-07-15', 9 * 60, 'Australia/Adelaide')).toISOString()).toBe('2026-07-14T23:30:00.000Z');
    expect(new Date(zonedInstant('2026-01-15', 9 * 60, 'Australia/Perth')).toISOString()).toBe('2026-01-15T01:00:00.000Z');
  });
});

describe('the next free time and the dates with room', () => {
  const december = new Date('2026-12-01T00:00:00Z');

  it('finds the first free time on or after a date, past the Christmas holidays and a full day', () => {
    const full = new Map([['2026-12-24', { perTime: new Map(), day: 24 }]]);
    expect(nextFreeSlot(wickham, '2026-12-24', full, december, HOLIDAYS)).toEqual({ date: '2026-12-29', time: '07:30', label: '7:30am' });
    expect(nextFreeSlot(wickham, '2026-12-24', new Map(), december, HOLIDAYS)).toEqual({ date: '2026-12-24', time: '07:30', label: '7:30am' });
  });

  it('starts from today for a date gone, and answers null past the window', () => {
    expect(nextFreeSlot(wickham, '2020-01-01', new Map(), MONDAY_9AM_SYDNEY, HOLIDAYS)).toEqual({ date: '2026-03-02', time: '13:00', label: '1:00pm' });
    expect(nextFreeSlot(wickham, '2026-06-01', new Map(), MONDAY_9AM_SYDNEY, HOLIDAYS)).toBeNull();
  });

  it('lists the dates of the window with a free time: no Sundays, holidays or full days', () => {
    const full = new Map([['2026-03-03', { perTime: new Map(), day: 24 }]]);
    const dates = availableServiceDates(wickham, full, MONDAY_9AM_SYDNEY, HOLIDAYS);
    expect(dates[0]).toBe('2026-03-02');
    expect(dates).not.toContain('2026-03-03');
    expect(dates).toContain('2026-03-04');
    expect(dates).not.toContain('2026-03-08');
    expect(dates).not.toContain('2026-04-03');
    expect(dates.at(-1)).toBe('2026-05-01');
    expect(dates.every((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
  });
});

describe('the slot a Service Booking lead asks for', () => {
  const lead = (fields: Record<string, unknown>) => ({ category: 'Service Booking', ...fields });

  it('reads location, Preferred Service Date and Preferred Service Time', () => {
    expect(requestedServiceSlot(lead({ location: 'wickham-service', 'Preferred Service Date': '2026-03-03', 'Preferred Service Time': '09:30' }))).toEqual({
      slot: { location: 'wickham-service', date: '2026-03-03', time: '09:30' },
      errors: {},
    });
  });

  it('asks nothing of a lead without a date or time, or of another category', () => {
    expect(requestedServiceSlot(lead({ location: 'wickham-service' }))).toEqual({ slot: null, errors: {} });
    expect(requestedServiceSlot({ category: 'General Enquiry', 'Preferred Service Date': '2026-03-03' })).toEqual({ slot: null, errors: {} });
  });

  it('refuses a date without a time, a time without a date, either without a location, and bad formats', () => {
    expect(requestedServiceSlot(lead({ location: 'w', 'Preferred Service Date': '2026-03-03' })).errors).toEqual({
      'user.Preferred Service Time': SERVICE_TIME_REQUIRED_MESSAGE,
    });
    expect(requestedServiceSlot(lead({ location: 'w', 'Preferred Service Time': '09:30' })).errors).toEqual({
      'user.Preferred Service Date': SERVICE_DATE_REQUIRED_MESSAGE,
    });
    expect(requestedServiceSlot(lead({ 'Preferred Service Date': '2026-03-03', 'Preferred Service Time': '09:30' })).errors).toEqual({
      'user.location': SERVICE_LOCATION_REQUIRED_MESSAGE,
    });
    expect(requestedServiceSlot(lead({ location: 'w', 'Preferred Service Date': '2026-02-30', 'Preferred Service Time': '9.30am' })).errors).toEqual({
      'user.Preferred Service Date': 'Please enter a date as YYYY-MM-DD',
      'user.Preferred Service Time': 'Please enter a time as HH:MM',
    });
  });
});

describe('the service locations of a site', () => {
  const sales = { ...aWorkshop(20).named('showroom').build(), service: null };
  const hidden = aWorkshop(21).named('hidden-workshop').hidden().build();
  const open = aWorkshop(22).named('open-workshop').build();

  it('are the visible locations with workshop settings', () => {
    expect(serviceLocations([sales, hidden, open]).map((l) => l.slug)).toEqual(['open-workshop']);
    expect(serviceLocationOf([sales, hidden, open], 'open-workshop')?.id).toBe(22);
    expect(serviceLocationOf([sales, hidden, open], 'hidden-workshop')).toBeNull();
    expect(serviceLocationOf([sales, hidden, open], 'showroom')).toBeNull();
  });
});
