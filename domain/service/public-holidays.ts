/**
 * The public holidays of an Australian state or territory (issue 13 'Slots a workshop can keep':
 * "skips the state's public holidays … by the location's state"), as the slot rules read them
 * (domain/service/service-slots.ts). The source is a port: PublicHolidayCalendar, whose default
 * adapter reads the `date-holidays` package (adapters/calendar/date-holidays-calendar.ts), so
 * the domain imports no package.
 *
 * Only public holidays count — bank holidays and observances (Mother's Day) are working days.
 * A substitute day (Boxing Day on a Saturday → Monday 28 December 2026) is a public holiday too.
 * Some holidays start in the evening (SA and NT Christmas Eve and New Year's Eve from 7pm, QLD
 * Christmas Eve from 6pm): those close the afternoon from that time, not the whole day (choice:
 * a workshop takes drop-offs that morning as on any weekday).
 */
export interface PublicHoliday {
  /** 'YYYY-MM-DD', the state's own calendar date. */
  readonly date: string;
  /** 'Christmas Day', 'Boxing Day (substitute day)'. */
  readonly name: string;
  /** Minutes after midnight the holiday starts: 0 for a whole day, 1140 for one from 7pm. */
  readonly fromMinutes: number;
}

/** Where the public holidays come from (the port; adapters/calendar/ has the default adapter). */
export interface PublicHolidayCalendar {
  /**
   * The public holiday of `state` ('NSW', 'VIC', … any case) on `date` ('YYYY-MM-DD'), whole-day
   * or from an evening hour; null when none, for an unknown state, or a date that is none.
   * Of two on one date (Anzac Day on Easter Monday) the one starting earlier.
   */
  on(state: string, date: string): PublicHoliday | null;
}

/** The name of the public holiday of `state` on `date` ('Christmas Day'), or null. */
export function publicHolidayName(calendar: PublicHolidayCalendar, state: string, date: string): string | null {
  return calendar.on(state, date)?.name ?? null;
}

/** True when the holiday closes the whole day (it starts at midnight), not only its evening. */
export const isWholeDay = (holiday: PublicHoliday): boolean => holiday.fromMinutes === 0;
