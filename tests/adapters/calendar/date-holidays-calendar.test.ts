import { describe, expect, it } from 'vitest';
import { DateHolidaysCalendar } from '../../../adapters/calendar/date-holidays-calendar';
import { publicHolidayName as nameOf } from '../../../domain/service/public-holidays';

// issue 13 'Slots a workshop can keep': the state's public holidays, from date-holidays (type 'public'),
// through the PublicHolidayCalendar port (domain/service/public-holidays.ts).
const calendar = new DateHolidaysCalendar();
const publicHolidayOn = (state: string, date: string) => calendar.on(state, date);
const publicHolidayName = (state: string, date: string) => nameOf(calendar, state, date);

describe('public holidays of an Australian state, from the date-holidays package', () => {
  it('names the national public holidays of 2026 in New South Wales, the Boxing Day substitute included', () => {
    expect(publicHolidayName('NSW', '2026-01-01')).toBe("New Year's Day");
    expect(publicHolidayName('NSW', '2026-01-26')).toBe('Australia Day');
    expect(publicHolidayName('NSW', '2026-04-03')).toBe('Good Friday');
    expect(publicHolidayName('NSW', '2026-12-25')).toBe('Christmas Day');
    expect(publicHolidayName('NSW', '2026-12-26')).toBe('Boxing Day');
    // Boxing Day 2026 is a Saturday: Monday 28 December is the additional day.
    expect(publicHolidayName('NSW', '2026-12-28')).toBe('Boxing Day (substitute day)');
  });

  it('knows each state by its own calendar: a holiday of one state is a working day in another', () => {
    expect(publicHolidayName('SA', '2026-03-09')).toBe('Adelaide Cup Day');
    expect(publicHolidayName('VIC', '2026-03-09')).toBe('Labour Day');
    expect(publicHolidayName('TAS', '2026-03-09')).toBe('Eight Hours Day');
    expect(publicHolidayName('ACT', '2026-03-09')).toBe('Canberra Day');
    expect(publicHolidayName('NSW', '2026-03-09')).toBeNull();
    expect(publicHolidayName('WA', '2026-06-01')).toBe('Western Australia Day');
    expect(publicHolidayName('QLD', '2026-06-01')).toBeNull();
    expect(publicHolidayName('VIC', '2026-11-03')).toBe('Melbourne Cup');
    expect(publicHolidayName('NT', '2026-08-03')).toBe('Picnic Day');
    // A bank holiday is a working day for a workshop.
    expect(publicHolidayName('NSW', '2026-08-03')).toBeNull();
  });

  it('leaves out observances such as Mother’s Day and Father’s Day', () => {
    expect(publicHolidayName('NSW', '2026-05-10')).toBeNull();
    expect(publicHolidayName('NSW', '2026-09-06')).toBeNull();
  });

  it('gives an evening holiday its start: SA Christmas Eve from 7pm, QLD from 6pm; a whole day starts at midnight', () => {
    expect(publicHolidayOn('SA', '2026-12-24')).toEqual({ date: '2026-12-24', name: 'Christmas Eve', fromMinutes: 19 * 60 });
    expect(publicHolidayOn('QLD', '2026-12-24')).toEqual({ date: '2026-12-24', name: 'Christmas Eve', fromMinutes: 18 * 60 });
    expect(publicHolidayOn('NSW', '2026-12-24')).toBeNull();
    expect(publicHolidayOn('NSW', '2026-12-25')).toEqual({ date: '2026-12-25', name: 'Christmas Day', fromMinutes: 0 });
  });

  it('is a whole day on a daylight saving changeover (Easter Sunday 2026 in Victoria)', () => {
    expect(publicHolidayOn('VIC', '2026-04-05')).toEqual({ date: '2026-04-05', name: 'Easter Sunday', fromMinutes: 0 });
  });

  it('says a substitute day is one even where the data gives it the plain name: SA Proclamation Day on Monday 28 December 2026', () => {
    expect(publicHolidayName('SA', '2026-12-26')).toBe('Proclamation Day');
    expect(publicHolidayName('SA', '2026-12-28')).toBe('Proclamation Day (substitute day)');
    expect(publicHolidayName('WA', '2026-04-27')).toBe('Anzac Day (substitute day)');
  });

  it('answers years far off without failing: the years 0000 and 9999', () => {
    expect(publicHolidayName('NSW', '0000-01-01')).toBeNull();
    expect(publicHolidayName('NSW', '9999-12-25')).toBe('Christmas Day');
  });

  it('answers null for an unknown state or a date that is none', () => {
    expect(publicHolidayName('XX', '2026-12-25')).toBeNull();
    expect(publicHolidayName('NSW', '25/12/2026')).toBeNull();
    expect(publicHolidayName('nsw', '2026-12-25')).toBe('Christmas Day');
  });
});

describe('the calendar as a long-lived port', () => {
  it('answers the same after its cache of state years is cleared: many years in many states', () => {
    const fresh = new DateHolidaysCalendar();
    for (let year = 2000; year < 2030; year++) {
      for (const state of ['NSW', 'VIC', 'QLD']) expect(fresh.on(state, `${year}-12-25`)?.name, `${state} ${year}`).toBe('Christmas Day');
    }
    expect(fresh.on('SA', '2026-12-28')).toEqual({ date: '2026-12-28', name: 'Proclamation Day (substitute day)', fromMinutes: 0 });
  });
});
