/** Milliseconds of a date-like value, or null when it is missing or unparseable. */
export function toMillis(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

export const DAY_MS = 86_400_000;
