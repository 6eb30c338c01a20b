/**
 * issue 13 'Time zones': every 'now' about a location is read on that location's own wall clock
 * (domain/locations/time-zone.ts timeZoneOfState), daylight saving included — the open now line,
 * today's hours (spec 2 §3 weekly and special hours, §9 wording), the vehicle page's today's
 * hours and the reservation hold's expiry text. Fixed instants only; the zone data is the
 * runtime's IANA database (Intl).
 *
 * Daylight saving in 2026 (NSW, VIC, TAS, SA, ACT): ends Sunday 5 April 03:00 → 02:00 local
 * (2026-04-04T16:00Z), starts Sunday 4 October 02:00 → 03:00 local (2026-10-03T16:00Z).
 * QLD, WA and NT keep one offset all year.
 */
import { describe, expect, it } from 'vitest';
import type { OpeningHour, SpecialHour } from '../../../domain/dealer-site/dealer-site';
import { hoursToday, localDateTime, openNowLine, timeZoneOfState, zonedDateTimeText, type OpenNowLocation } from '../../../domain/locations';
import { shopperView, type ShopperSite } from '../../../domain/vehicle/shopper-view';
import { aCar } from '../../support/car-builder';

/** Mon–Fri 8:00–5:30, Saturday 8–12, Sunday closed. */
const WEEK: OpeningHour[] = [
  { weekday: 0, status: 'closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday): OpeningHour => ({ weekday, status: 'open', open: '08:00', close: '17:30' })),
  { weekday: 6, status: 'open', open: '08:00', close: '12:00' },
];

const CITY: Record<string, string> = { NSW: 'Sydney', QLD: 'Brisbane', WA: 'Perth', SA: 'Adelaide', NT: 'Darwin', TAS: 'Hobart', VIC: 'Melbourne' };

function at(state: string, fields: Partial<OpenNowLocation> = {}): OpenNowLocation {
  return {
    address: { street: '1 Test St', city: CITY[state] ?? state, state, postcode: '0000', lat: 0, long: 0 },
    contact_detail: { phone: '02 9000 0000', opening_hours: WEEK },
    ...fields,
  };
}

const utc = (iso: string) => new Date(iso);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const local = (instant: Date, state: string) => {
  const l = localDateTime(instant, timeZoneOfState(state));
  return `${l.date} ${hhmm(l.minutes)}`;
};

describe('the zone of each state (issue 13 Time zones)', () => {
  it('maps every state and territory to its own zone, and an unknown state to Brisbane (spec 2 §9)', () => {
    expect(['NSW', 'ACT', 'VIC', 'TAS', 'SA', 'WA', 'NT', 'QLD'].map(timeZoneOfState)).toEqual([
      'Australia/Sydney',
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Hobart',
      'Australia/Adelaide',
      'Australia/Perth',
      'Australia/Darwin',
      'Australia/Brisbane',
    ]);
    expect(timeZoneOfState(' wa ')).toBe('Australia/Perth');
    expect(timeZoneOfState('')).toBe('Australia/Brisbane');
    expect(timeZoneOfState(null)).toBe('Australia/Brisbane');
  });
});

describe('Sydney across the start of daylight saving, Brisbane and Perth without it (first Sunday of October 2026)', () => {
  // The same UTC time of day, 21:30Z on a Sunday: Monday morning in the east.
  const before = utc('2026-09-27T21:30:00Z'); // Monday 28 September, AEST
  const after = utc('2026-10-04T21:30:00Z'); // Monday 5 October, AEDT

  it('reads the same UTC time one hour later in Sydney after the change, and the same in Brisbane and Perth', () => {
    expect(local(before, 'NSW')).toBe('2026-09-28 07:30');
    expect(local(after, 'NSW')).toBe('2026-10-05 08:30');
    expect(local(before, 'QLD')).toBe('2026-09-28 07:30');
    expect(local(after, 'QLD')).toBe('2026-10-05 07:30');
    expect(local(before, 'WA')).toBe('2026-09-28 05:30');
    expect(local(after, 'WA')).toBe('2026-10-05 05:30');
  });

  it('so Sydney is closed before the change and open after it, while Brisbane and Perth are closed both times', () => {
    expect(openNowLine(before, at('NSW'), 'sales').text).toBe('Closed — opens today 8:00am');
    expect(openNowLine(after, at('NSW'), 'sales').text).toBe('Open now — closes 5:30pm');
    for (const instant of [before, after]) {
      expect(openNowLine(instant, at('QLD'), 'sales').text).toBe('Closed — opens today 8:00am');
      expect(openNowLine(instant, at('WA'), 'sales').text).toBe('Closed — opens today 8:00am');
    }
    expect(hoursToday(after, at('NSW'), 'sales')).toEqual({ date: '2026-10-05', weekday: 1, open: true, hours: '8:00am - 5:30pm', source: 'weekly' });
  });

  it('skips the 2am hour on the night of the change in Sydney but not in Brisbane', () => {
    // One real hour apart: 1:30am AEST, then 3:30am AEDT.
    expect(local(utc('2026-10-03T15:30:00Z'), 'NSW')).toBe('2026-10-04 01:30');
    expect(local(utc('2026-10-03T16:30:00Z'), 'NSW')).toBe('2026-10-04 03:30');
    expect(local(utc('2026-10-03T16:30:00Z'), 'QLD')).toBe('2026-10-04 02:30');
    // Still Saturday night in Perth.
    expect(local(utc('2026-10-03T15:30:00Z'), 'WA')).toBe('2026-10-03 23:30');
  });
});

describe('Sydney across the end of daylight saving (first Sunday of April 2026)', () => {
  // The same UTC time of day, 06:45Z on a Thursday: late afternoon in the east.
  const before = utc('2026-04-02T06:45:00Z'); // Thursday 2 April, AEDT
  const after = utc('2026-04-09T06:45:00Z'); // Thursday 9 April, AEST

  it('reads 5:45pm in Sydney before the change (closed) and 4:45pm after it (open)', () => {
    expect(local(before, 'NSW')).toBe('2026-04-02 17:45');
    expect(local(after, 'NSW')).toBe('2026-04-09 16:45');
    expect(openNowLine(before, at('NSW'), 'sales')).toEqual({ open: false, text: 'Closed — opens tomorrow 8:00am', opensAt: { weekday: 5, time: '8:00am' } });
    expect(openNowLine(after, at('NSW'), 'sales').text).toBe('Open now — closes 5:30pm');
  });

  it('reads 4:45pm in Brisbane and 2:45pm in Perth both weeks: open each time', () => {
    for (const instant of [before, after]) {
      expect(local(instant, 'QLD').slice(11)).toBe('16:45');
      expect(local(instant, 'WA').slice(11)).toBe('14:45');
      expect(openNowLine(instant, at('QLD'), 'sales').open).toBe(true);
      expect(openNowLine(instant, at('WA'), 'sales').open).toBe(true);
    }
  });

  it('reads 2:30am twice in Sydney on the night of the change, an hour apart', () => {
    expect(local(utc('2026-04-04T15:30:00Z'), 'NSW')).toBe('2026-04-05 02:30');
    expect(local(utc('2026-04-04T16:30:00Z'), 'NSW')).toBe('2026-04-05 02:30');
    expect(local(utc('2026-04-04T15:30:00Z'), 'QLD')).toBe('2026-04-05 01:30');
    expect(local(utc('2026-04-04T16:30:00Z'), 'QLD')).toBe('2026-04-05 02:30');
  });
});

describe('Adelaide half-hour offset, Darwin and Hobart', () => {
  it('Adelaide is half an hour behind Brisbane in winter: closed at 7:30am while Brisbane opens at 8:00am', () => {
    const instant = utc('2026-07-06T22:00:00Z'); // Tuesday 7 July
    expect(local(instant, 'SA')).toBe('2026-07-07 07:30');
    expect(openNowLine(instant, at('SA'), 'sales').text).toBe('Closed — opens today 8:00am');
    expect(openNowLine(instant, at('QLD'), 'sales').text).toBe('Open now — closes 5:30pm');
    expect(openNowLine(utc('2026-07-06T22:30:00Z'), at('SA'), 'sales').text).toBe('Open now — closes 5:30pm');
  });

  it('in summer Adelaide keeps daylight saving and Darwin does not: 8:00am against 7:00am', () => {
    const instant = utc('2026-01-12T21:30:00Z'); // Tuesday 13 January
    expect(local(instant, 'SA')).toBe('2026-01-13 08:00');
    expect(local(instant, 'NT')).toBe('2026-01-13 07:00');
    expect(openNowLine(instant, at('SA'), 'sales').open).toBe(true);
    expect(openNowLine(instant, at('NT'), 'sales').text).toBe('Closed — opens today 8:00am');
  });

  it('Darwin reads the same local time either side of the southern daylight saving change', () => {
    expect(local(utc('2026-09-27T21:30:00Z'), 'NT')).toBe('2026-09-28 07:00');
    expect(local(utc('2026-10-04T21:30:00Z'), 'NT')).toBe('2026-10-05 07:00');
  });

  it('Hobart keeps daylight saving like Sydney: open at 8:30am while Brisbane is closed at 7:30am', () => {
    const instant = utc('2026-01-12T21:30:00Z');
    expect(local(instant, 'TAS')).toBe('2026-01-13 08:30');
    expect(openNowLine(instant, at('TAS'), 'sales').text).toBe('Open now — closes 5:30pm');
    expect(openNowLine(instant, at('QLD'), 'sales').text).toBe('Closed — opens today 8:00am');
  });
});

describe('a location whose local date differs from the UTC date', () => {
  // Friday 5 June 2026 15:00 UTC: already Saturday 1am in Sydney, still Friday 11pm in Perth.
  const instant = utc('2026-06-05T15:00:00Z');

  it('reads Saturday hours in Sydney and Friday hours in Perth', () => {
    expect(instant.toISOString().slice(0, 10)).toBe('2026-06-05');
    expect(hoursToday(instant, at('NSW'), 'sales')).toEqual({ date: '2026-06-06', weekday: 6, open: true, hours: '8:00am - 12:00pm', source: 'weekly' });
    expect(hoursToday(instant, at('WA'), 'sales')).toEqual({ date: '2026-06-05', weekday: 5, open: true, hours: '8:00am - 5:30pm', source: 'weekly' });
    expect(openNowLine(instant, at('NSW'), 'sales').text).toBe('Closed — opens today 8:00am');
    expect(openNowLine(instant, at('WA'), 'sales').text).toBe('Closed — opens tomorrow 8:00am');
    expect(local(instant, 'SA')).toBe('2026-06-06 00:30');
  });

  it('applies special hours by the location own date', () => {
    const closedSaturday: SpecialHour[] = [{ status: 'closed', date: '2026-06-06', department: 'all', location_name: 'Test' }];
    expect(hoursToday(instant, at('NSW', { special_hours: closedSaturday }), 'sales')).toMatchObject({
      date: '2026-06-06',
      open: false,
      hours: 'Closed',
      source: 'special',
    });
    expect(hoursToday(instant, at('WA', { special_hours: closedSaturday }), 'sales')).toMatchObject({ date: '2026-06-05', open: true, source: 'weekly' });
    // Sydney's Saturday is closed and Sunday always is: Monday next.
    expect(openNowLine(instant, at('NSW', { special_hours: closedSaturday }), 'sales').text).toBe('Closed — opens Monday 8:00am');
    // Perth: Saturday 6 June is closed there too (the entry is a calendar date), so Monday next.
    expect(openNowLine(instant, at('WA', { special_hours: closedSaturday }), 'sales').text).toBe('Closed — opens Monday 8:00am');
  });
});

describe('the vehicle page today hours at the car location (issue 13; spec 2 §3, §9)', () => {
  const site = (state: string, fields: Partial<OpenNowLocation> = {}): ShopperSite => ({
    phone: '02 9000 1000',
    phone_by_car_type: {},
    filter_phone_by_car_type: false,
    features: { subscriptions: false, revealPhoneByDefault: false },
    labels: { noPriceText: 'Enquire for price.', used: 'Used', new: 'New', demo: 'Demo' },
    locations: [{ id: 9, name: `${CITY[state] ?? state} Yard`, ...at(state, fields) }],
  });
  const car = aCar().with({ location_id: 9 }).build();
  const instant = utc('2026-06-05T15:00:00Z');

  it('reads the car location date: Saturday in Sydney, Friday in Perth, at the same instant', () => {
    expect(shopperView(car, site('NSW'), instant).todayHours).toMatchObject({ date: '2026-06-06', weekday: 6, hours: '8:00am - 12:00pm' });
    expect(shopperView(car, site('WA'), instant).todayHours).toMatchObject({ date: '2026-06-05', weekday: 5, hours: '8:00am - 5:30pm' });
  });

  it('reads the sales department week where the location lists one, in the site closed wording', () => {
    const salesWeek: OpeningHour[] = [{ weekday: 6, status: 'open', open: '09:00', close: '16:00' }];
    expect(shopperView(car, site('NSW', { department_hours: { sales: salesWeek } }), instant).todayHours).toMatchObject({ hours: '9:00am - 4:00pm' });
    expect(shopperView(car, site('NSW', { department_hours: { service: salesWeek } }), instant).todayHours).toMatchObject({ hours: '8:00am - 12:00pm' });
    const byAppointment = {
      ...site('NSW', { department_hours: { sales: [] } }),
      labels: { noPriceText: 'Enquire for price.', closedHoursText: 'By appointment only' },
    };
    expect(shopperView(car, byAppointment, instant).todayHours).toMatchObject({ open: false, hours: 'By appointment only' });
  });
});

describe('the reservation hold expiry as the shopper reads it (issue 13; spec 2 §9 48 hours)', () => {
  it('writes the same instant on each location wall clock, with the city named', () => {
    const expiry = utc('2026-10-05T00:00:00Z');
    expect(zonedDateTimeText(expiry, timeZoneOfState('WA'))).toBe('Monday 5 October 2026 at 8:00am (Perth time)');
    expect(zonedDateTimeText(expiry, timeZoneOfState('QLD'))).toBe('Monday 5 October 2026 at 10:00am (Brisbane time)');
    expect(zonedDateTimeText(expiry, timeZoneOfState('NSW'))).toBe('Monday 5 October 2026 at 11:00am (Sydney time)');
    expect(zonedDateTimeText(expiry, timeZoneOfState('SA'))).toBe('Monday 5 October 2026 at 10:30am (Adelaide time)');
    expect(zonedDateTimeText(expiry, timeZoneOfState('NT'))).toBe('Monday 5 October 2026 at 9:30am (Darwin time)');
  });

  it('follows daylight saving: the same UTC time reads an hour apart in Melbourne either side of the April change', () => {
    expect(zonedDateTimeText(utc('2026-04-02T13:30:00Z'), 'Australia/Melbourne')).toBe('Friday 3 April 2026 at 12:30am (Melbourne time)');
    expect(zonedDateTimeText(utc('2026-04-09T13:30:00Z'), 'Australia/Melbourne')).toBe('Thursday 9 April 2026 at 11:30pm (Melbourne time)');
    expect(zonedDateTimeText(utc('2026-04-09T13:30:00Z'), 'Australia/Perth')).toBe('Thursday 9 April 2026 at 9:30pm (Perth time)');
  });
});
