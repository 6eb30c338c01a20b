import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { ProviderUnavailable, ValuationProviderName } from '../../application/tradein/valuation-provider.port';

/**
 * The small HTTP client both valuation providers speak through (issue 12): one JSON call, a
 * per-attempt timeout (AbortSignal.timeout, which also bounds reading the body), and retries
 * ONLY where repeating is harmless — a call marked `safe` (a lookup, a valuation) is sent again
 * after a timeout, a refused or broken connection, or a 5xx; a call marked `once` (an image
 * upload, an evaluation update: repeating could store a photo twice or record the seller
 * twice) is sent exactly once. 401/403 (a bad key) and every other status are answered at once.
 *
 * Every failure is a `VALUATION.UNAVAILABLE` value with a message for the log that names the
 * provider, the call and what went wrong — never the key, never the query string.
 */
/** How a provider adapter is reached: its base URL and key, and the client's timeouts and retries. */
export interface ProviderConnection extends Omit<HttpJsonClientOptions, 'provider' | 'headers'> {
  readonly apiKey: string;
}

export interface HttpJsonClientOptions {
  readonly provider: ValuationProviderName;
  readonly baseUrl: string;
  /** Sent with every call (the provider's key header among them). */
  readonly headers: Readonly<Record<string, string>>;
  /** Longest wait for one attempt, answer body included. Default 8 s. */
  readonly timeoutMs?: number;
  /** How many times a `safe` call is repeated after a retryable failure. Default 2 (3 attempts). */
  readonly retries?: number;
  /** Pause before the n-th repeat: n × this. Default 250 ms. */
  readonly retryDelayMs?: number;
  readonly fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 8_000;
export const DEFAULT_RETRIES = 2;
export const DEFAULT_RETRY_DELAY_MS = 250;

export interface JsonCall {
  /** For the log: 'enter-vin', 'registration search'. */
  readonly label: string;
  readonly method: 'GET' | 'POST';
  /** Relative to the base URL, already encoded. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly form?: FormData;
  /** `safe`: repeated after a timeout, a connection error or a 5xx; `once`: never repeated. */
  readonly repeat: 'safe' | 'once';
  /** Non-2xx statuses that are an answer rather than a failure (404 = no match). */
  readonly answerStatuses?: readonly number[];
}

export interface JsonAnswer {
  readonly status: number;
  /** The parsed JSON; undefined for an empty body or an answer status whose body is not JSON. */
  readonly body: unknown;
}

type Attempt =
  | { readonly kind: 'answer'; readonly answer: JsonAnswer }
  | { readonly kind: 'retryable'; readonly reason: string }
  | { readonly kind: 'final'; readonly reason: string };

export class HttpJsonClient {
  readonly #options: HttpJsonClientOptions;

  constructor(options: HttpJsonClientOptions) {
    this.#options = options;
  }

  /** Sends the call (repeating it when it is `safe` and the failure is retryable); never rejects. */
  async call(call: JsonCall): Promise<E.Either<ProviderUnavailable, JsonAnswer>> {
    const url = this.#url(call);
    if (url === null) return this.#unavailable(`${call.label}: the base URL is not an absolute http(s) URL`);
    const attempts = call.repeat === 'safe' ? 1 + Math.max(0, Math.trunc(this.#options.retries ?? DEFAULT_RETRIES)) : 1;
    let reason = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await delay((attempt - 1) * (this.#options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS));
      const outcome = await this.#attempt(url, call);
      if (outcome.kind === 'answer') return E.right(outcome.answer);
      reason = outcome.reason;
      if (outcome.kind === 'final') return this.#unavailable(`${call.label}: ${reason}`);
    }
    return this.#unavailable(`${call.label}: ${reason}${attempts > 1 ? ` (after ${attempts} attempts)` : ''}`);
  }

  async #attempt(url: URL, call: JsonCall): Promise<Attempt> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.#options.headers };
    let body: string | FormData | undefined;
    if (call.form !== undefined)
      body = call.form; // fetch sets the multipart boundary
    else if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    }
    let status: number;
    let text: string;
    try {
      const response = await (this.#options.fetch ?? fetch)(url, {
        method: call.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return { kind: 'retryable', reason: describeFetchError(error, this.#options.timeoutMs ?? DEFAULT_TIMEOUT_MS) };
    }
    if (status >= 500) return { kind: 'retryable', reason: `HTTP ${status}` };
    if (status === 401 || status === 403) {
      return { kind: 'final', reason: `HTTP ${status}: the provider refused our API key (check the site's ${this.#options.provider} key)` };
    }
    const isAnswer = (status >= 200 && status < 300) || (call.answerStatuses ?? []).includes(status);
    if (!isAnswer) return { kind: 'final', reason: `HTTP ${status}` };
    if (text.trim() === '') return { kind: 'answer', answer: { status, body: undefined } };
    try {
      return { kind: 'answer', answer: { status, body: JSON.parse(text) as unknown } };
    } catch {
      if (status < 200 || status >= 300) return { kind: 'answer', answer: { status, body: undefined } };
      return { kind: 'final', reason: `HTTP ${status} but the answer is not JSON` };
    }
  }

  #url(call: JsonCall): URL | null {
    try {
      const url = new URL(`${this.#options.baseUrl.replace(/\/+$/, '')}/${call.path.replace(/^\/+/, '')}`);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
      for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
      return url;
    } catch {
      return null;
    }
  }

  #unavailable(message: string): E.Either<ProviderUnavailable, never> {
    return E.left(providerUnavailable(this.#options.provider, message));
  }
}

export function providerUnavailable(provider: ValuationProviderName, message: string): ProviderUnavailable {
  return { code: 'VALUATION.UNAVAILABLE', provider, message };
}

/** A timeout, a refused or reset connection: the cause, without the URL (its query may name the car). */
function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return `timed out after ${timeoutMs} ms`;
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : error.message;
    return `no answer (${detail})`;
  }
  return `no answer (${String(error)})`;
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

// Lenient field readers for providers' JSON (spec 2 §3 'Vehicle lookup result'): numbers that
// come as strings ("2019"), blanks and nulls; a field that cannot be read is undefined, never a crash.

/** A whole number, from a number or a numeric string; else undefined. */
export const lenientInt = z
  .preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(/,/g, '')) : value), z.number().finite())
  .transform((n) => Math.trunc(n))
  .optional()
  .catch(undefined);

/** An amount (may have cents), from a number or a numeric string such as "18,500.00"; else undefined. */
export const lenientAmount = z
  .preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(/[$,\s]/g, '')) : value), z.number().finite())
  .optional()
  .catch(undefined);

/** A trimmed non-empty string (a number becomes its digits); else undefined. */
export const lenientString = z
  .preprocess((value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value), z.string())
  .transform((s) => s.trim())
  .pipe(z.string().min(1))
  .optional()
  .catch(undefined);

/** A month 1–12; else undefined. */
export const lenientMonth = lenientInt.transform((n) => (n !== undefined && n >= 1 && n <= 12 ? n : undefined));

/** A date as ISO YYYY-MM-DD, from '2026-05-31', '2026-05-31T00:00:00' or '31/05/2026'; else undefined. */
export const lenientIsoDate = lenientString.transform((s) => {
  if (s === undefined) return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (au) return validDate(Number(au[3]), Number(au[2]), Number(au[1]));
  return undefined;
});

function validDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** Drops the undefined fields, so a vehicle holds only what the provider told us. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
