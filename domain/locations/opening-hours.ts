import type { OpeningHour, SiteLocation, SpecialHour } from '../dealer-site/dealer-site';
import { localDateTime, timeZoneOfState } from './time-zone';

export const CLOSED_TEXT = 'Closed';
/** spec 2 §9: 'Closed' is shown as 'By appointment only' on some sites. */
export const BY_APPOINTMENT_ONLY = 'By appointment only';
export const WEEKDAY_GROUP_LABEL = 'Mon-Fri';
/** spec 2 §3: weekday 0 is Sunday, 6 Saturday. */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** spec 2 §9: the holiday hours dialog's sample date (a Friday). */
export const HOLIDAY_HOURS_SAMPLE_DATE = '2025-07-04';

export interface HoursOptions {
  /** What a closed day reads: 'Closed' by default, 'By appointment only' where configured. */
  readonly closedText?: string;
}

export interface HoursRow {
  readonly label: string;
  readonly hours: string;
}

/**
 * spec 2 §9: 12-hour times. Choice: lower-case am/pm with minutes always shown ('8:30am',
 * '12:00pm'). Accepts 'HH:MM', 'HH:MM:SS' and already-12-hour '8:30 AM'; anything else is
 * shown as given.
 */
export function formatTime12(time: string): string {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap])?\.?m?\.?$/i.exec(time.trim());
  if (!match) return time.trim();
  const [, h, m, meridiem] = match;
  const hour = Number(h);
  const minutes = Number(m);
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12 || minutes > 59) return time.trim();
    return `${hour}:${m}${meridiem.toLowerCase()}m`;
  }
  if (hour > 23 || minutes > 59) return time.trim();
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m}${hour < 12 ? 'am' : 'pm'}`;
}

/** A day is open only with status open and both times given; anything else reads as closed. */
function isOpenEntry(
  entry: Pick<OpeningHour, 'status' | 'open' | 'close'> | undefined,
): entry is Pick<OpeningHour, 'status'> & { open: string; close: string } {
  return entry !== undefined && entry.status === 'open' && Boolean(entry.open?.trim()) && Boolean(entry.close?.trim());
}

/** '8:30am - 5:30pm', or the closed text when the day is closed or lacks a time. */
export function hoursText(entry: Pick<OpeningHour, 'status' | 'open' | 'close'> | undefined, options: HoursOptions = {}): string {
  const closed = options.closedText?.trim() ? options.closedText : CLOSED_TEXT;
  if (!isOpenEntry(entry)) return closed;
  return `${formatTime12(entry.open)} - ${formatTime12(entry.close)}`;
}

/**
 * spec 2 §9 opening hours table: Monday to Friday grouped as 'Mon-Fri' when all five read
 * the same, else one row each; then Saturday and Sunday on their own rows. Choice: a weekday
 * with no entry is closed; of two entries for one weekday the first counts.
 */
export function openingHoursRows(hours: readonly OpeningHour[], options: HoursOptions = {}): HoursRow[] {
  const textOf = (weekday: number): string =>
    hoursText(
      hours.find((entry) => entry.weekday === weekday),
      options,
    );
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ label: DAY_NAMES[weekday] ?? '', hours: textOf(weekday) }));
  const first = weekdays[0]?.hours;
  const grouped = weekdays.every((row) => row.hours === first) ? [{ label: WEEKDAY_GROUP_LABEL, hours: first ?? '' }] : weekdays;
  return [...grouped, { label: DAY_NAMES[6], hours: textOf(6) }, { label: DAY_NAMES[0], hours: textOf(0) }];
}

export type Department = 'sales' | 'service' | 'parts';

export interface SpecialHoursRow {
  /** 'YYYY-MM-DD'. */
  readonly date: string;
  readonly hours: string;
  readonly department: SpecialHour['department'];
  readonly locationName: string;
}

/**
 * spec 2 §3 special hours apply to one department or to all. For one department: its own
 * entries and the 'all' ones, by date; on a date with both, the department's own entry wins.
 * `fromDate` ('YYYY-MM-DD', the caller's today) drops past dates.
 */
export function specialHoursFor(
  entries: readonly SpecialHour[],
  department: Department,
  options: HoursOptions & { readonly fromDate?: string } = {},
): SpecialHoursRow[] {
  const byDate = new Map<string, SpecialHour>();
  for (const entry of entries) {
    if (entry.department !== department && entry.department !== 'all') continue;
    const date = calendarDate(entry.date);
    if (date === null || (options.fromDate !== undefined && date < options.fromDate)) continue;
    const existing = byDate.get(date);
    if (!existing || (existing.department === 'all' && entry.department === department)) byDate.set(date, entry);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, entry]) => ({
      date,
      hours: hoursText({ status: entry.status, open: entry.start_hour, close: entry.end_hour }, options),
      department: entry.department,
      locationName: entry.location_name,
    }));
}

/** spec 2 §2 holiday opening hours dialog: the special hours of every department. */
export function specialHoursByDepartment(
  entries: readonly SpecialHour[],
  options: HoursOptions & { readonly fromDate?: string } = {},
): Record<Department, SpecialHoursRow[]> {
  return {
    sales: specialHoursFor(entries, 'sales', options),
    service: specialHoursFor(entries, 'service', options),
    parts: specialHoursFor(entries, 'parts', options),
  };
}

/** The hours a department keeps on a date: a special entry if any, else the weekly hours. */
export function hoursOn(
  date: string,
  department: Department,
  weekly: readonly OpeningHour[],
  special: readonly SpecialHour[],
  options: HoursOptions = {},
): { readonly source: 'special' | 'weekly'; readonly hours: string } | null {
  const day = dayHours(date, department, weekly, special, options);
  return day ? { source: day.source, hours: day.hours } : null;
}

/** What a department keeps on one calendar day (spec 2 §3 weekly and special hours, §9 wording). */
export interface DayHours {
  /** 'YYYY-MM-DD', the location's own calendar date. */
  readonly date: string;
  /** spec 2 §3: 0 Sunday to 6 Saturday. */
  readonly weekday: number;
  readonly open: boolean;
  /** '8:30am - 5:30pm', or the closed text ('Closed', or the site's 'By appointment only'). */
  readonly hours: string;
  readonly source: 'special' | 'weekly';
}

/**
 * `hoursOn` with the weekday and whether the day is open: a special entry for the date (the
 * department's own before 'all', as in specialHoursFor) wins over the weekly entry.
 */
export function dayHours(
  date: string,
  department: Department,
  weekly: readonly OpeningHour[],
  special: readonly SpecialHour[],
  options: HoursOptions = {},
): DayHours | null {
  const day = calendarDate(date);
  if (day === null) return null;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const own = special.filter((entry) => calendarDate(entry.date) === day && entry.department === department);
  const entry = own[0] ?? special.find((e) => calendarDate(e.date) === day && e.department === 'all');
  if (entry) {
    const times = { status: entry.status, open: entry.start_hour, close: entry.end_hour };
    return { date: day, weekday, open: isOpenEntry(times), hours: hoursText(times, options), source: 'special' };
  }
  const weeklyEntry = weekly.find((e) => e.weekday === weekday);
  return { date: day, weekday, open: isOpenEntry(weeklyEntry), hours: hoursText(weeklyEntry, options), source: 'weekly' };
}

/** The location fields today's hours are read from. */
export type HoursLocation = Pick<SiteLocation, 'address' | 'contact_detail'> & Partial<Pick<SiteLocation, 'special_hours'>>;

/**
 * Today's hours of a department at a location: "today" is the calendar date at the location,
 * in its state's time zone (domain/locations/time-zone.ts), not the server's or the browser's.
 */
export function hoursToday(
  now: Date,
  location: HoursLocation & Partial<Pick<SiteLocation, 'department_hours'>>,
  department: Department,
  options: HoursOptions = {},
): DayHours | null {
  if (!Number.isFinite(now.getTime())) return null;
  const today = localDateTime(now, timeZoneOfState(location.address.state)).date;
  // issue 13: the department's own week where the location lists one (as departments.ts departmentHours).
  const week = location.department_hours?.[department] ?? location.contact_detail.opening_hours;
  return dayHours(today, department, week, location.special_hours ?? [], options);
}

/**
 * spec 2 §9: the closed wording of a site — 'Closed', or 'By appointment only' on the sites
 * whose labels say so (DealerSite labels.closedHoursText).
 */
export function closedTextOf(labels: { readonly closedHoursText?: string | undefined }): string {
  return labels.closedHoursText?.trim() ? labels.closedHoursText : CLOSED_TEXT;
}

function calendarDate(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match?.[1] && Number.isFinite(Date.parse(`${match[1]}T00:00:00Z`)) ? match[1] : null;
}
