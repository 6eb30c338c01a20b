// One formatter for every date: toLocaleDateString with options builds a new Intl formatter on
// each call, which showed in a server render's profile (issue 16: the uncached vehicle page).
const CALENDAR_DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-04' → '4 March 2026' (a calendar date: no time zone shifts it). */
export const calendarDate = (date: string): string => CALENDAR_DATE.format(new Date(`${date}T00:00:00Z`));
