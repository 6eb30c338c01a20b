/**
 * issue 13 'Slots a workshop can keep', as properties: for random workshop settings, weekly and
 * special hours, blocked times, bookings and instants — around the daylight saving changeovers of
 * Sydney, Melbourne, Hobart, Canberra and Adelaide, and in Brisbane, Perth and Darwin, which have
 * none — every time freeServiceSlots offers keeps every rule. The oracles are independent of the
 * code under test: public holidays from date-holidays' own isHoliday on the slot's instants,
 * instants from Intl by search, hours, blocked times and capacity recomputed here.
 */
import Holidays from 'date-holidays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DateHolidaysCalendar } from '../../../adapters/calendar/date-holidays-calendar';
import type { BlockedTime, OpeningHour, SpecialHour, WorkshopSettings } from '../../../domain/dealer-site/dealer-site';
import { freeServiceSlots, nextFreeSlot, type BookedCounts, type ServiceDaySlots } from '../../../domain/service/service-slots';
import { aWorkshop, type Workshop } from './a-workshop';

const ZONES: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  QLD: 'Australia/Brisbane',
  WA: 'Australia/Perth',
  NT: 'Australia/Darwin',
};
const STATES = Object.keys(ZONES);
/** The code under test reads the holidays through its port, from the real adapter. */
const calendar = new DateHolidaysCalendar();
const RUNS = 400;

// ——— independent oracles ——————————————————————————————————————————————————————————————

const wallFormat = new Map<string, Intl.DateTimeFormat>();
/** 'YYYY-MM-DD HH:MM' of an instant in a zone, from Intl directly. */
function wallOf(instant: number, zone: string): string {
  let format = wallFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallFormat.set(zone, format);
  }
  return format.format(new Date(instant)).replace('T', ' ');
}

/** The earliest instant whose wall clock in `zone` reads `date time`, found by trying every quarter-hour offset. */
function instantOf(date: string, time: string, zone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  for (let offset = 14 * 60; offset >= -14 * 60; offset -= 15) {
    const candidate = wall - offset * 60_000;
    if (wallOf(candidate, zone) === `${date} ${time}`) return candidate;
  }
  throw new Error(`No instant reads ${date} ${time} in ${zone}`);
}

const holidayCalendars = new Map<string, Holidays>();
function isPublicHoliday(state: string, instant: number): boolean {
  let calendar = holidayCalendars.get(state);
  if (!calendar) {
    calendar = new Holidays('AU', state, { timezone: ZONES[state], types: ['public'] });
    holidayCalendars.set(state, calendar);
  }
  const found = calendar.isHoliday(new Date(instant));
  return Array.isArray(found) && found.some((h) => h.type === 'public');
}

const minutes = (time: string | null | undefined): number => {
  const [h, m] = (time ?? '').split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
const plusDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The service department's span on a date, read again from the configuration (spec 2 §3). */
function serviceSpan(location: Workshop, date: string): { open: number; close: number } | null {
  const special = (location.special_hours ?? []).filter((s) => s.date === date);
  const entry = special.find((s) => s.department === 'service') ?? special.find((s) => s.department === 'all');
  const week = location.department_hours?.service ?? location.contact_detail.opening_hours;
  const day = entry ? { status: entry.status, open: entry.start_hour, close: entry.end_hour } : week.find((h) => h.weekday === weekdayOf(date));
  if (!day || day.status !== 'open') return null;
  return { open: minutes(day.open), close: minutes(day.close) };
}

// ——— generators ————————————————————————————————————————————————————————————————————————

const hhmm = (m: number): string => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** A wall-clock minute on a 5-minute grid between two bounds. */
const clockMinute = (from: number, to: number) => fc.integer({ min: from / 5, max: to / 5 }).map((k) => k * 5);
const span = fc
  .tuple(clockMinute(5 * 60, 11 * 60), fc.integer({ min: 1, max: 13 }))
  .map(([open, hours]) => [open, Math.min(open + hours * 60, 23 * 60 + 55)] as const);

const week: fc.Arbitrary<OpeningHour[]> = fc
  .array(fc.option(span, { freq: 4 }), { minLength: 7, maxLength: 7 })
  .map((days) =>
    days.map((day, weekday): OpeningHour =>
      day ? { weekday, status: 'open', open: hhmm(day[0]), close: hhmm(day[1]) } : { weekday, status: 'closed', open: null, close: null },
    ),
  );

const workshopSettings: fc.Arbitrary<Omit<WorkshopSettings, 'blocked'>> = fc.record({
  slot_minutes: fc.constantFrom(15, 20, 30, 60),
  capacity_per_slot: fc.integer({ min: 1, max: 4 }),
  capacity_per_day: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
  min_notice_hours: fc.integer({ min: 0, max: 72 }),
  booking_window_days: fc.integer({ min: 1, max: 90 }),
});

/** The instants the clocks change (2026 and 2027): 3am → 2am in April, 2am → 3am in October, local time. */
const CHANGEOVERS = [
  '2026-04-04T16:00:00Z',
  '2026-10-03T16:00:00Z',
  '2027-04-03T16:00:00Z',
  '2027-10-02T16:00:00Z',
  '2026-04-04T16:30:00Z',
  '2026-10-03T16:30:00Z',
].map(Date.parse);
/** Public holidays of one state or all, whole-day and evening ones (SA Christmas Eve), and substitute days. */
const HOLIDAYS = [
  '2026-01-26',
  '2026-03-02',
  '2026-03-09',
  '2026-04-03',
  '2026-04-25',
  '2026-04-27',
  '2026-06-01',
  '2026-06-08',
  '2026-08-03',
  '2026-10-05',
  '2026-11-03',
  '2026-12-24',
  '2026-12-25',
  '2026-12-28',
  '2026-12-31',
  '2027-01-01',
].map((date) => Date.parse(`${date}T00:00:00Z`));
const instant: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') }),
  fc.tuple(fc.constantFrom(...CHANGEOVERS), fc.integer({ min: -60 * 60, max: 60 * 60 })).map(([at, m]) => at + m * 60_000),
  // From three days before a holiday to its eve: the next few days hold it.
  fc.tuple(fc.constantFrom(...HOLIDAYS), fc.integer({ min: -72 * 60, max: 0 })).map(([at, m]) => at + m * 60_000),
);

interface Scenario {
  readonly location: Workshop;
  readonly now: Date;
  readonly date: string;
  readonly booked: BookedCounts;
}

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    state: fc.constantFrom(...STATES),
    week,
    ownServiceWeek: fc.boolean(),
    settings: workshopSettings,
    now: instant,
  })
  .chain((picked) =>
    // Mostly the next few days (where the notice and the changeovers bite), sometimes anywhere around the window.
    fc
      .oneof(
        { weight: 3, arbitrary: fc.integer({ min: 0, max: 3 }) },
        { weight: 2, arbitrary: fc.integer({ min: -2, max: picked.settings.booking_window_days + 2 }) },
      )
      .map((dayOffset) => ({ ...picked, dayOffset })),
  )
  .chain(({ state, week: hours, ownServiceWeek, settings, now, dayOffset }) => {
    const today = wallOf(now, ZONES[state] ?? '').slice(0, 10);
    const date = plusDays(today, dayOffset);
    const nearDate = fc.integer({ min: -1, max: 1 }).map((d) => plusDays(date, d));
    const special: fc.Arbitrary<SpecialHour> = fc
      .record({
        date: nearDate,
        status: fc.constantFrom('open' as const, 'closed' as const),
        span,
        department: fc.constantFrom('all' as const, 'service' as const, 'sales' as const, 'parts' as const),
      })
      .map(({ span: [open, close], ...entry }) => ({ ...entry, start_hour: hhmm(open), end_hour: hhmm(close), location_name: 'Workshop' }));
    const blocked: fc.Arbitrary<BlockedTime> = fc
      .record({
        weekday: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
        date: nearDate,
        span: fc.tuple(
          clockMinute(5 * 60, 22 * 60),
          fc.integer({ min: 1, max: 24 }).map((k) => k * 5),
        ),
      })
      .map(({ weekday, date: on, span: [start, length] }) => ({
        weekday,
        date: weekday === null ? on : null,
        start: hhmm(start),
        end: hhmm(Math.min(start + length, 23 * 60 + 55)),
      }));
    // Bookings at times of the day's grid and off it, a few more on times not listed (the day count).
    const onGrid = fc.integer({ min: 0, max: 40 }).map((k) => 5 * 60 + k * settings.slot_minutes);
    const booked: fc.Arbitrary<BookedCounts> = fc
      .tuple(
        fc.array(fc.tuple(fc.oneof(onGrid, clockMinute(5 * 60, 23 * 60)), fc.integer({ min: 0, max: 4 })), { maxLength: 10 }),
        fc.integer({ min: 0, max: 4 }),
      )
      .map(([entries, extra]) => {
        const perTime = new Map(entries.map(([m, count]) => [hhmm(m), count]));
        return { perTime, day: [...perTime.values()].reduce((a, b) => a + b, 0) + extra };
      });
    return fc
      .record({ special: fc.array(special, { maxLength: 3 }), blocked: fc.array(blocked, { maxLength: 4 }), booked })
      .map(({ special: entries, blocked: blocks, booked: counts }) => {
        const built = aWorkshop(1)
          .inState(state)
          .with({ ...settings, blocked: blocks })
          .build();
        const location: Workshop = {
          ...built,
          contact_detail: { ...built.contact_detail, opening_hours: ownServiceWeek ? built.contact_detail.opening_hours : hours },
          department_hours: ownServiceWeek ? { service: hours } : null,
          special_hours: entries,
        };
        return { location, now: new Date(now), date, booked: counts };
      });
  });

const slotsOf = ({ location, now, date, booked }: Scenario): ServiceDaySlots => freeServiceSlots(date, location, booked, now, calendar);
const zoneOf = (location: Workshop): string => ZONES[location.address.state] ?? '';

// ——— the properties ————————————————————————————————————————————————————————————————————
describe('service drop-off times, for any workshop, bookings and instant', () => {
  it('never offers a time on a public holiday of the location’s state', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const zone = zoneOf(s.location);
        for (const slot of slotsOf(s).slots) {
          const start = instantOf(s.date, slot.time, zone);
          const end = start + s.location.service.slot_minutes * 60_000 - 1;
          expect(isPublicHoliday(s.location.address.state, start), `${s.location.address.state} ${s.date} ${slot.time}`).toBe(false);
          expect(isPublicHoliday(s.location.address.state, end), `${s.location.address.state} ${s.date} ${slot.time} end`).toBe(false);
        }
      }),
      { numRuns: RUNS, seed: 20_261_301 },
    );
  });

  it('never offers a time overlapping a blocked time of its weekday or date', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const length = s.location.service.slot_minutes;
        for (const slot of slotsOf(s).slots) {
          const start = minutes(slot.time);
          for (const b of s.location.service.blocked) {
            const applies = b.date === s.date || b.weekday === weekdayOf(s.date);
            const overlaps = start < minutes(b.end) && start + length > minutes(b.start);
            expect(applies && overlaps, `${slot.time} inside ${b.start}-${b.end}`).toBe(false);
          }
        }
      }),
      { numRuns: RUNS, seed: 20_261_302 },
    );
  });

  it('never offers a time past its capacity, per time or per day, and says how many places are left', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { capacity_per_slot: perSlot, capacity_per_day: perDay } = s.location.service;
        for (const slot of slotsOf(s).slots) {
          const atTime = s.booked.perTime.get(slot.time) ?? 0;
          expect(atTime).toBeLessThan(perSlot);
          if (perDay !== null) expect(s.booked.day).toBeLessThan(perDay);
          expect(slot.remaining).toBe(Math.min(perSlot - atTime, perDay === null ? Number.POSITIVE_INFINITY : perDay - s.booked.day));
        }
      }),
      { numRuns: RUNS, seed: 20_261_303 },
    );
  });

  it('never offers a time under the minimum notice from now, nor one in the past, measured between instants', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const earliest = s.now.getTime() + s.location.service.min_notice_hours * 3_600_000;
        for (const slot of slotsOf(s).slots) {
          expect(instantOf(s.date, slot.time, zoneOf(s.location)), `${s.date} ${slot.time} from ${s.now.toISOString()}`).toBeGreaterThanOrEqual(earliest);
        }
      }),
      { numRuns: RUNS, seed: 20_261_304 },
    );
  });

  it('always offers times inside the service department’s hours on the date, every slot_minutes from opening', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const day = slotsOf(s);
        const hours = serviceSpan(s.location, s.date);
        if (day.slots.length > 0) expect(hours).not.toBeNull();
        for (const slot of day.slots) {
          const start = minutes(slot.time);
          expect(start).toBeGreaterThanOrEqual(hours?.open ?? Infinity);
          expect(start + s.location.service.slot_minutes).toBeLessThanOrEqual(hours?.close ?? -Infinity);
          expect((start - (hours?.open ?? 0)) % s.location.service.slot_minutes).toBe(0);
        }
      }),
      { numRuns: RUNS, seed: 20_261_305 },
    );
  });

  it('only offers dates from the location’s today to the end of its booking window, and gives a reason exactly when it offers none', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const day = slotsOf(s);
        const today = wallOf(s.now.getTime(), zoneOf(s.location)).slice(0, 10);
        if (day.slots.length > 0) {
          expect(s.date >= today && s.date <= plusDays(today, s.location.service.booking_window_days)).toBe(true);
          expect(day.reason).toBeNull();
        } else {
          expect(day.reason).not.toBeNull();
        }
        if (s.date < today) expect(day.reason).toBe('past');
        if (s.date > plusDays(today, s.location.service.booking_window_days)) expect(day.reason).toBe('too-far');
      }),
      { numRuns: RUNS, seed: 20_261_306 },
    );
  });

  it('the scenarios reach every case: times offered (on changeover days too), and each reason for none', () => {
    // Guards the properties above against passing on scenarios that offer nothing.
    const samples = fc.sample(scenario, { numRuns: RUNS, seed: 20_261_301 });
    const days = samples.map((s) => ({ s, day: slotsOf(s) }));
    const reasons = new Set(days.map(({ day }) => day.reason));
    expect([...reasons].sort()).toEqual(['closed', 'fully-booked', 'holiday', 'past', 'too-far', null].sort());
    expect(days.filter(({ day }) => day.slots.length > 0).length).toBeGreaterThan(RUNS / 8);
    const changeoverDays = new Set(['2026-04-05', '2026-10-04', '2027-04-04', '2027-10-03']);
    const onChangeover = days.filter(({ s, day }) => changeoverDays.has(s.date) && day.slots.length > 0);
    expect(onChangeover.some(({ s }) => ['NSW', 'ACT', 'VIC', 'TAS', 'SA'].includes(s.location.address.state))).toBe(true);
    expect(
      days.some(
        ({ s, day }) => day.slots.length > 0 && s.location.service.min_notice_hours > 0 && s.date === wallOf(s.now.getTime(), zoneOf(s.location)).slice(0, 10),
      ),
    ).toBe(true);
  });

  it('the next free time is a time offered on its date, and no date before it from the one asked has any', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const booked = new Map([[s.date, s.booked]]);
        const next = nextFreeSlot(s.location, s.date, booked, s.now, calendar);
        const today = wallOf(s.now.getTime(), zoneOf(s.location)).slice(0, 10);
        const from = s.date > today ? s.date : today;
        const last = next?.date ?? plusDays(today, s.location.service.booking_window_days);
        for (let date = from; date < last; date = plusDays(date, 1)) {
          expect(freeServiceSlots(date, s.location, booked.get(date) ?? { perTime: new Map(), day: 0 }, s.now, calendar).slots, date).toEqual([]);
        }
        if (next) {
          const offered = freeServiceSlots(next.date, s.location, booked.get(next.date) ?? { perTime: new Map(), day: 0 }, s.now, calendar).slots[0];
          expect(offered && { date: next.date, time: offered.time, label: offered.label }).toEqual(next);
        }
      }),
      { numRuns: 150, seed: 20_261_307 },
    );
  });
});
