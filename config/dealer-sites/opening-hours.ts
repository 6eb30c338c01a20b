import type { OpeningHour } from '../../domain/dealer-site';

type Span = readonly [open: string, close: string];

/**
 * A week of opening hours (spec 2 §3: weekday 0 Sunday to 6 Saturday) in the usual dealer
 * shape: Monday to Friday the same, so they group as 'Mon-Fri' (spec 2 §9), then Saturday
 * and Sunday. A missing span is a closed day.
 */
export function weeklyHours(hours: { weekdays: Span; saturday?: Span | null; sunday?: Span | null }): OpeningHour[] {
  const day = (weekday: number, span: Span | null | undefined): OpeningHour =>
    span ? { weekday, status: 'open', open: span[0], close: span[1] } : { weekday, status: 'closed', open: null, close: null };
  return [day(0, hours.sunday), ...[1, 2, 3, 4, 5].map((weekday) => day(weekday, hours.weekdays)), day(6, hours.saturday)];
}

/**
 * The next `MM-DD` on or after `today` (its UTC calendar date), as 'YYYY-MM-DD': the demo sites'
 * holiday hours (spec 2 §3 special hours) name the coming Christmas, New Year and Australia Day,
 * so the holiday hours dialog always has rows ahead of the calendar. A configuration of a real
 * dealer states real dates.
 */
export function nextOccurrence(monthDay: string, today: Date = new Date()): string {
  const todayText = today.toISOString().slice(0, 10);
  const year = Number(todayText.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= todayText ? thisYear : `${year + 1}-${monthDay}`;
}
