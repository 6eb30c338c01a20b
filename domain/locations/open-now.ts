import type { OpeningHour, SiteLocation } from '../dealer-site/dealer-site';
import { CLOSED_TEXT, dayHours, DAY_NAMES, formatTime12, type Department, type HoursLocation, type HoursOptions } from './opening-hours';
import { addDays, localDateTime, timeZoneOfState } from './time-zone';

/** How far ahead the 'Closed — opens …' line looks for the next opening (issue 13). */
export const OPEN_NOW_SCAN_DAYS = 14;

/** The location fields the 'open now' line is read from: its address (for the zone), weekly and special hours. */
export type OpenNowLocation = HoursLocation & Partial<Pick<SiteLocation, 'department_hours'>>;

export interface OpenNowLine {
  readonly open: boolean;
  /** 'Open now — closes 5:30pm', 'Closed — opens tomorrow 8:00am', 'Closed' or 'By appointment only'. */
  readonly text: string;
  /** When open: the closing time, 12-hour ('5:30pm'). */
  readonly closesAt?: string;
  /** When closed and an opening lies within 14 days: its weekday (0 Sunday) and 12-hour time. */
  readonly opensAt?: { readonly weekday: number; readonly time: string };
}

/**
 * spec 2 §2 location page / issue 13: the 'Open now — closes 5:30pm' / 'Closed — opens Monday
 * 8:00am' line of one department at one location.
 *
 * Time zone: 'now' is read on the location's own wall clock (timeZoneOfState(address.state):
 * Perth, Adelaide, Darwin, Brisbane, Sydney, Melbourne, Hobart, daylight saving included),
 * never the server's or the browser's; an unknown state reads Brisbane (spec 2 §9, the one
 * zone the spec names).
 *
 * Hours: the department's own week where the location lists one (department_hours), else the
 * location's; special hours for a date win (dayHours, spec 2 §3); a day whose hours read closed
 * is never open, whatever its times.
 *
 * Choices:
 * - open means open <= now < close, in whole minutes; a closing time at or before the opening
 *   (a malformed or overnight entry) is read as closing at midnight.
 * - the next opening reads 'today' when it is later today, 'tomorrow' on the next local day,
 *   else the weekday name ('Monday'); scanned up to 14 days ahead.
 * - with no opening in 14 days the line is the site's closed wording alone: 'Closed', or, on a
 *   site whose closed text is 'By appointment only' (spec 2 §9), 'By appointment only'. When an
 *   opening is found the line always starts 'Closed — ' (the shopper needs to know it is shut
 *   now, and 'By appointment only — opens Monday' reads oddly).
 */
export function openNowLine(now: Date, location: OpenNowLocation, department: Department, options: HoursOptions = {}): OpenNowLine {
  const closedText = options.closedText?.trim() ? options.closedText : CLOSED_TEXT;
  if (!Number.isFinite(now.getTime())) return { open: false, text: closedText };
  const local = localDateTime(now, timeZoneOfState(location.address.state));
  const weekly = weekOf(location, department);
  const special = location.special_hours ?? [];

  for (let offset = 0; offset <= OPEN_NOW_SCAN_DAYS; offset += 1) {
    const date = addDays(local.date, offset);
    const day = dayHours(date, department, weekly, special, options);
    if (!day?.open) continue;
    const times = timesOf(date, department, weekly, special);
    if (!times) continue;
    if (offset === 0 && local.minutes >= times.open && local.minutes < times.close) {
      const closesAt = formatTime12(clock(times.close));
      return { open: true, text: `Open now — closes ${closesAt}`, closesAt };
    }
    if (offset === 0 && local.minutes >= times.open) continue; // today's hours are over
    const time = formatTime12(clock(times.open));
    const when = offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : (DAY_NAMES[day.weekday] ?? '');
    return { open: false, text: `Closed — opens ${when} ${time}`, opensAt: { weekday: day.weekday, time } };
  }
  return { open: false, text: closedText };
}

/** The department's week (same rule as departments.ts departmentHours, without needing location_type). */
function weekOf(location: OpenNowLocation, department: Department): readonly OpeningHour[] {
  return location.department_hours?.[department] ?? location.contact_detail.opening_hours;
}

/** Opening and closing minutes of a day already known to be open (special entry first, as dayHours). */
function timesOf(
  date: string,
  department: Department,
  weekly: readonly OpeningHour[],
  special: NonNullable<HoursLocation['special_hours']>,
): { open: number; close: number } | null {
  const sameDay = special.filter((entry) => entry.date.trim().slice(0, 10) === date);
  const entry = sameDay.find((e) => e.department === department) ?? sameDay.find((e) => e.department === 'all');
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const pair = entry ? { open: entry.start_hour, close: entry.end_hour } : weekly.find((e) => e.weekday === weekday);
  const open = minutesOf(pair?.open);
  const close = minutesOf(pair?.close);
  if (open === null || close === null) return null;
  return { open, close: close > open ? close : 24 * 60 };
}

/** Minutes since midnight of 'HH:MM', 'HH:MM:SS' or '8:30 AM'; null when unreadable. */
function minutesOf(time: string | null | undefined): number | null {
  const match = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap])?\.?m?\.?$/i.exec((time ?? '').trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (hour > 23) return null;
  return hour * 60 + minutes;
}

function clock(minutes: number): string {
  const m = minutes % (24 * 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
