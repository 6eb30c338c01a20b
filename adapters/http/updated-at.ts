/** updated_at as a page sends it: ISO 8601, or epoch seconds or milliseconds. */
export function parseUpdatedAt(value: string | number): Date | null {
  const text = String(value).trim();
  if (/^\d{1,16}$/.test(text)) {
    const n = Number(text);
    // Below 10^11 it is seconds (10^11 s is the year 5138), otherwise milliseconds.
    const date = new Date(n < 1e11 ? n * 1000 : n);
    return Number.isFinite(date.getTime()) ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? new Date(ms) : null;
}
