import Holidays from 'date-holidays';
import type { PublicHoliday, PublicHolidayCalendar } from '../../domain/service/public-holidays';

/** Eight states over a few years is what a server asks for; a caller walking the centuries must not grow the cache without bound. */
const MAX_CACHED = 64;

const STATES = new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']);

/**
 * The public holidays of the Australian states from the `date-holidays` package (issue 13 'Slots
 * a workshop can keep': "use `date-holidays` … by the location's state";
 * https://github.com/commenthol/date-holidays, data in its `data/countries/AU.yaml`): country
 * 'AU' with the state code (NSW, VIC, QLD, SA, WA, TAS, ACT, NT), type 'public' only — bank
 * holidays and observances are working days. A substitute day says so in its name; an evening
 * holiday (SA Christmas Eve from 7pm) starts at its hour (domain/service/public-holidays.ts).
 */
export class DateHolidaysCalendar implements PublicHolidayCalendar {
  readonly #byStateYear = new Map<string, ReadonlyMap<string, PublicHoliday>>();

  on(state: string, date: string): PublicHoliday | null {
    const code = state.trim().toUpperCase();
    const year = Number(date.slice(0, 4));
    if (!STATES.has(code) || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(year)) return null;
    return this.#holidaysOf(code, year).get(date) ?? null;
  }

  /** The state's public holidays of a year by date (cached: the rules are evaluated once a state and year). */
  #holidaysOf(state: string, year: number): ReadonlyMap<string, PublicHoliday> {
    const key = `${state}:${year}`;
    const cached = this.#byStateYear.get(key);
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
    if (this.#byStateYear.size >= MAX_CACHED) this.#byStateYear.clear();
    this.#byStateYear.set(key, found);
    return found;
  }
}
