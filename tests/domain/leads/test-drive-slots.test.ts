import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weeklyHours } from '../../../config/dealer-sites/opening-hours';
import { freeSlots, openingSpanOn, requestedSlot, slotText, SLOT_MINUTES, testDriveBookingLine } from '../../../domain/leads/test-drive-slots';
import { addDays, localDateTime, timeZoneOfState } from '../../../domain/locations/time-zone';

const HOURS = { weekly: weeklyHours({ weekdays: ['08:30', '17:30'], saturday: ['09:00', '12:00'] }), timeZone: 'Australia/Brisbane' };
// Monday 4 March 2030, 6:00am in Brisbane.
const MONDAY_6AM = new Date('2030-03-03T20:00:00Z');

describe('test drive slots', () => {
  it('are the opening hours in 30-minute steps, the last ending at closing time', () => {
    const day = freeSlots('2030-03-05', HOURS, new Set(), MONDAY_6AM);
    expect(day.slots.map((s) => s.time)).toEqual([
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    expect(day.slots[0]?.label).toBe('8:30am');
  });

  it('leave out held slots, and say fully-booked when none is left', () => {
    const held = new Set(['09:00', '10:00', '11:00']);
    expect(freeSlots('2030-03-09', HOURS, held, MONDAY_6AM).slots.map((s) => s.time)).toEqual(['09:30', '10:30', '11:30']);
    expect(freeSlots('2030-03-09', HOURS, new Set([...held, '09:30', '10:30', '11:30']), MONDAY_6AM)).toEqual({
      date: '2030-03-09',
      slots: [],
      reason: 'fully-booked',
    });
  });

  it('today start at least an hour from now in the location time zone', () => {
    const at = new Date('2030-03-04T01:10:00Z'); // 11:10am Brisbane
    expect(freeSlots('2030-03-04', HOURS, new Set(), at).slots[0]?.time).toBe('12:30');
  });

  it('a closed day, a past day and a day beyond 60 days offer none, saying why', () => {
    expect(freeSlots('2030-03-10', HOURS, new Set(), MONDAY_6AM).reason).toBe('closed');
    expect(freeSlots('2030-03-03', HOURS, new Set(), MONDAY_6AM).reason).toBe('past');
    expect(freeSlots(addDays('2030-03-04', 61), HOURS, new Set(), MONDAY_6AM).reason).toBe('too-far');
    expect(freeSlots(addDays('2030-03-04', 60), HOURS, new Set(), MONDAY_6AM).reason).not.toBe('too-far');
  });

  it('special hours of sales (or all departments) replace the weekly hours that day', () => {
    const special = [
      { status: 'closed' as const, date: '2030-03-05', department: 'all' as const, location_name: 'X' },
      { status: 'open' as const, date: '2030-03-06', start_hour: '10:00', end_hour: '12:00', department: 'sales' as const, location_name: 'X' },
      { status: 'closed' as const, date: '2030-03-06', department: 'service' as const, location_name: 'X' },
    ];
    expect(openingSpanOn('2030-03-05', { ...HOURS, special })).toBeNull();
    expect(openingSpanOn('2030-03-06', { ...HOURS, special })).toEqual({ open: 600, close: 720 });
  });

  it('every offered slot lies inside the opening hours and is not held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { maxLength: 20 }), (offset, heldHalfHours) => {
        const date = addDays('2030-03-04', offset);
        const held = new Set(heldHalfHours.map((h) => `${String(Math.floor(h / 2)).padStart(2, '0')}:${h % 2 ? '30' : '00'}`));
        const span = openingSpanOn(date, HOURS);
        for (const slot of freeSlots(date, HOURS, held, MONDAY_6AM).slots) {
          const [h, m] = slot.time.split(':').map(Number);
          const start = (h ?? 0) * 60 + (m ?? 0);
          expect(span).not.toBeNull();
          expect(start).toBeGreaterThanOrEqual(span?.open ?? 0);
          expect(start + SLOT_MINUTES).toBeLessThanOrEqual(span?.close ?? 0);
          expect(held.has(slot.time)).toBe(false);
        }
      }),
    );
  });

  it('the slot a lead asks for: both date and time, or neither', () => {
    expect(requestedSlot({})).toEqual({ slot: null, errors: {} });
    expect(requestedSlot({ test_drive_date: '2030-03-05', test_drive_time: '10:00' }).slot).toEqual({ date: '2030-03-05', time: '10:00' });
    expect(requestedSlot({ test_drive_date: '2030-03-05' }).errors).toEqual({ 'user.test_drive_time': 'Please choose a time for your test drive' });
    expect(requestedSlot({ test_drive_time: '10:00' }).errors).toEqual({ 'user.test_drive_date': 'Please choose a date for your test drive' });
    expect(requestedSlot({ test_drive_date: '2030-02-30', test_drive_time: '25:00' }).errors).toEqual({
      'user.test_drive_date': 'Please enter a date as YYYY-MM-DD',
      'user.test_drive_time': 'Please enter a time as HH:MM',
    });
    expect(slotText({ date: '2025-07-04', time: '09:30' })).toBe('9:30am Friday 4 July 2025');
  });

  it('local time follows the state, daylight saving included', () => {
    expect(timeZoneOfState('NSW')).toBe('Australia/Sydney');
    expect(timeZoneOfState('unknown')).toBe('Australia/Brisbane');
    const instant = new Date('2030-01-15T00:00:00Z');
    expect(localDateTime(instant, 'Australia/Sydney')).toEqual({ date: '2030-01-15', minutes: 11 * 60 });
    expect(localDateTime(instant, 'Australia/Brisbane')).toEqual({ date: '2030-01-15', minutes: 10 * 60 });
    expect(localDateTime(instant, 'Australia/Perth')).toEqual({ date: '2030-01-15', minutes: 8 * 60 });
  });
});

describe('a booked test drive in words', () => {
  it("reads the car, the slot on the location's own clock named by its zone, and the location", () => {
    expect(
      testDriveBookingLine(
        '2021 Mazda CX-5 Maxx',
        { date: '2025-12-02', time: '10:00' },
        { locationName: 'Harbour Motors Mazda', timeZone: 'Australia/Sydney' },
      ),
    ).toBe('the 2021 Mazda CX-5 Maxx on Tuesday 2 December 2025 at 10:00am (Sydney time), at Harbour Motors Mazda');
    expect(testDriveBookingLine('Swift GL', { date: '2026-07-04', time: '13:30' }, { locationName: 'Perth', timeZone: 'Australia/Perth' })).toBe(
      'the Swift GL on Saturday 4 July 2026 at 1:30pm (Perth time), at Perth',
    );
  });
});
