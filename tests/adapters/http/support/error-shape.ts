/**
 * The documented error body (docs/http-api.md "Errors"): `{"error":{"code","message","fields"?}}`, a
 * stable upper-case dotted code, a message, and `fields` mapping each field to its problem.
 * One documented extension: a 409 LEAD.SLOT_TAKEN for a service time carries `next_free`, the
 * next free times (issue 13), a list; a 429 AUTH.TOO_MANY_CODES carries `retry_after_seconds`,
 * the seconds until a sign-in code may be asked for again (issue 14), a whole number.
 */
const CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)*$/;

/** What is wrong with an error answer's text, or null when it has exactly the documented shape. */
export function errorShapeProblem(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 120)}`;
  }
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'error') return `not {"error": …}: ${text.slice(0, 120)}`;
  const error = (body as { error: unknown }).error as Record<string, unknown> | null;
  if (typeof error !== 'object' || error === null) return 'error is not an object';
  if (typeof error.code !== 'string' || !CODE.test(error.code)) return `bad code ${String(error.code)}`;
  if (typeof error.message !== 'string' || error.message === '') return 'no message';
  const extra = Object.keys(error).filter(
    (key) =>
      !['code', 'message', 'fields'].includes(key) &&
      !(key === 'next_free' && error.code === 'LEAD.SLOT_TAKEN') &&
      !(key === 'retry_after_seconds' && error.code === 'AUTH.TOO_MANY_CODES'),
  );
  if (extra.length > 0) return `unexpected keys ${extra.join()}`;
  if (error.retry_after_seconds !== undefined && !(Number.isInteger(error.retry_after_seconds) && (error.retry_after_seconds as number) > 0))
    return 'retry_after_seconds is not a whole number of seconds';
  if (error.next_free !== undefined && !Array.isArray(error.next_free)) return 'next_free is not a list';
  if (error.fields !== undefined) {
    if (typeof error.fields !== 'object' || error.fields === null || Array.isArray(error.fields)) return 'fields is not an object';
    if (!Object.values(error.fields).every((v) => typeof v === 'string')) return 'a field problem is not text';
  }
  return null;
}
