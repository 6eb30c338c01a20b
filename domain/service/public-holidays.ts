import Holidays from 'date-holidays';

/**
 * The public holidays of an Australian state or territory (issue 13 'Slots a workshop can keep':
 * "skips the state's public holidays (use `date-holidays` … by the location's state)").
 *
 * Source: the `date-holidays` package (https://github.com/commenthol/date-holidays, data in its
 * `data/countries/AU.yaml`), country 'AU' with the state code (NSW, VIC, QLD, SA, WA, TAS, ACT,
 * NT), type 'public' only — bank holidays and observances (Mother's Day) are working days.
 * Substitute days (Boxing Day on a Saturday → Monday 28 December 2026) are public holidays too.
 *
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

const byStateYear = new Map<string, ReadonlyMap<string, PublicHoliday>>();
/** Eight states over a few years is what a server asks for; a caller walking the centuries must not grow the cache without bound. */
const MAX_CACHED = 64;

/** The state's public holidays of a year by date (cached: the rules are evaluated once a state and year). */
function holidaysOf(state: string, year: number): ReadonlyMap<string, PublicHoliday> {
  const key = `${state}:${year}`;
  const cached = byStateYear.get(key);
  if (cached) return cached;
  const found = new Map<string, PublicHoliday>();
  const calendar = new Holidays('AU', state, { languages: ['en'], types: ['public'] });
  for (const holiday of calendar.getHolidays(year) || []) {
    if (holiday.type !== 'public') continue;
    // "YYYY-MM-DD hh:mm:ss": the state's wall clock.
    const date = holiday.date.slice(0, 10);
    const time = /^\d{4}-\d{2}-\d{2} (\d{2}):(\d{2})/.exec(holiday.date);
    const fromMinutes = time ? Number(time[1]) * 60 + Number(time[2]) : 0;
    // A substitute day says so, whatever the data calls it (SA's Monday 28 December 2026 is 'Proclamation Day').
    const name = holiday.substitute && !/substitute/i.test(holiday.name) ? `${holiday.name} (substitute day)` : holiday.name;
    const existing = found.get(date);
    // Two on one date (Anzac Day on Easter Monday): the whole-day one counts.
    if (!existing || fromMinutes < existing.fromMinutes) found.set(date, { date, name, fromMinutes });
  }
  if (byStateYear.size >= MAX_CACHED) byStateYear.clear();
  byStateYear.set(key, found);
  return found;
}

const STATES = new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']);

/** The public holiday of `state` on `date` ('YYYY-MM-DD'), whole-day or from an evening hour; null when none (or an unknown state). */
export function publicHolidayOn(state: string, date: string): PublicHoliday | null {
  const code = state.trim().toUpperCase();
  const year = Number(date.slice(0, 4));
  if (!STATES.has(code) || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(year)) return null;
  return holidaysOf(code, year).get(date) ?? null;
}

/** The name of the public holiday of `state` on `date` ('YYYY-MM-DD'), or null. */
export function publicHolidayName(state: string, date: string): string | null {
  return publicHolidayOn(state, date)?.name ?? null;
}
