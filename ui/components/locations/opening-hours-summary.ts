import type { OpeningHour } from '../../../domain/dealer-site/dealer-site';

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
// Shown Monday first, as Australian dealers list them.
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** "08:30" → "8:30am", "17:00" → "5pm". */
export function formatTime(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hour = Number(h);
  const suffix = hour >= 12 ? 'pm' : 'am';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return m === '00' ? `${twelve}${suffix}` : `${twelve}:${m}${suffix}`;
}

/**
 * Weekly hours as short lines, consecutive days with the same hours joined:
 * ["Mon–Fri 8:30am–5:30pm", "Sat 8:30am–12pm", "Sun Closed"].
 */
export function summariseOpeningHours(hours: readonly OpeningHour[], closedText = 'Closed'): string[] {
  const label = (weekday: number): string | null => {
    const day = hours.find((h) => h.weekday === weekday);
    if (!day) return null;
    if (day.status !== 'open' || !day.open || !day.close) return closedText;
    return `${formatTime(day.open)}–${formatTime(day.close)}`;
  };
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= WEEK.length; i++) {
    const first = WEEK[start] as number;
    const current = i < WEEK.length ? label(WEEK[i] as number) : undefined;
    if (current === label(first)) continue;
    const text = label(first);
    if (text !== null) {
      const last = WEEK[i - 1] as number;
      const days = first === last ? DAY[first] : `${DAY[first]}–${DAY[last]}`;
      lines.push(`${days} ${text}`);
    }
    start = i;
  }
  return lines;
}
