/**
 * Idempotency keys that cannot be reused for another request (issue 10). A request stored
 * under an `Idempotency-Key` keeps the fingerprint of what it asked; the same key again with
 * the same fingerprint replays the first answer, with another fingerprint it is refused —
 * the convention of Stripe's API ("Idempotent requests": the key's parameters are compared,
 * and a mismatch is an error), so no new content is silently dropped.
 *
 * Each use case chooses what goes into its fingerprint (what the request asks for, never
 * volatile things like the client's user agent or its captcha evidence); this file turns that
 * into the fingerprint: SHA-256, as lower-case hex, of the canonical JSON of it.
 */

/** The same key was sent with a different request: refused, nothing done (HTTP 422). */
export interface IdempotencyKeyReused {
  readonly code: 'IDEMPOTENCY.KEY_REUSED';
  readonly message: string;
}

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used with a different request. Send a new key with a new request; to get the first answer again, repeat the first request unchanged.';

export function keyReused(): IdempotencyKeyReused {
  return { code: 'IDEMPOTENCY.KEY_REUSED', message: KEY_REUSED_MESSAGE };
}

/**
 * JSON with object keys sorted (by UTF-16 code units, as RFC 8785 does) at every depth and
 * undefined members left out, so one value has one text whatever order its keys were built
 * in. Numbers and strings are written as JSON.stringify writes them (lone surrogates escaped,
 * so the text is always well-formed).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of a request: SHA-256 of its canonical JSON, 64 lower-case hex digits.
 * Web Crypto (`crypto.subtle`), a standard global of Node and browsers alike, so the
 * application layer needs no Node built-in.
 */
export async function requestFingerprint(request: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(request)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a request is the one stored under its key. A stored request without a fingerprint
 * (stored before migration 007, or by a caller that keeps none) cannot be told apart: it is
 * taken as the same, replayed as it always was.
 */
export function isSameRequest(stored: string | null, fingerprint: string): boolean {
  return stored === null || stored === fingerprint;
}
