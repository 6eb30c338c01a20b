import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { SmsFailed, SmsMessage, SmsSender } from '../../application/notifications/sms-sender.port';
import { maskedNumber } from '../../domain/leads/sms';

export interface TwilioSmsOptions {
  /** The account ('AC…'): the API path and the Basic auth user. */
  readonly accountSid: string;
  /** The account's auth token: the Basic auth password. */
  readonly authToken: string;
  /** The API origin, default https://api.twilio.com (tests: a local server speaking Twilio's API). */
  readonly apiUrl?: string;
  /** Longest wait for one attempt, answer included. Default 10 s. */
  readonly timeoutMs?: number;
  /** Repeats after a retryable failure (timeout, no connection, 5xx, 429). Default 2 (3 attempts). */
  readonly retries?: number;
  /** Pause before the n-th repeat: n × this (a 429's Retry-After, when longer, up to 10 s). Default 500 ms. */
  readonly retryDelayMs?: number;
  /** Told of each message accepted or refused (the server's log): never the whole number, nor the text. */
  readonly log?: (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) => void;
  readonly fetch?: typeof fetch;
}

export const TWILIO_API_URL = 'https://api.twilio.com';
export const DEFAULT_TWILIO_TIMEOUT_MS = 10_000;
export const DEFAULT_TWILIO_RETRIES = 2;
export const DEFAULT_TWILIO_RETRY_DELAY_MS = 500;
/** Twilio refuses a Body longer than this (error 21617). */
export const TWILIO_MAX_BODY_LENGTH = 1_600;
/** The longest pause a 429's Retry-After is honoured for; a longer one is left to the caller's outbox. */
const MAX_RETRY_AFTER_MS = 10_000;
/** Message ids remembered as accepted (see `send`). */
const ACCEPTED_IDS_KEPT = 10_000;

/** Twilio's error body (twilio.com/docs/usage/twilios-response): `{code, message, more_info, status}`. */
interface TwilioError {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly more_info?: unknown;
  readonly status?: unknown;
}

type Attempt =
  | { readonly kind: 'accepted'; readonly sid: string | null }
  | { readonly kind: 'retryable'; readonly reason: string; readonly retryAfterMs?: number }
  | { readonly kind: 'final'; readonly reason: string };

/**
 * The SMS port over Twilio's Programmable Messaging API (issue 14, settings SMS_PROVIDER=twilio):
 * `POST {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded To, From and Body,
 * HTTP Basic auth AccountSid:AuthToken; `201 {sid, status: 'queued'|'accepted', …}` means Twilio
 * took the message. A failure is the port's SMS.FAILED value whose message names Twilio's code
 * and message (phone numbers in it masked).
 *
 * Retries (the style of adapters/valuation/http-json.ts): a timeout, a refused or broken
 * connection, a 5xx and a 429 (Twilio's 20429 'Too Many Requests') are repeated a bounded number
 * of times with a growing pause; every other 4xx — a bad number (21211), an opted-out recipient
 * (21610), a bad sender, our credentials refused (401/20003) — is answered at once: repeating it
 * would be refused the same way.
 *
 * Idempotency, honestly: Twilio's Messages API takes no idempotency key, so the message id
 * cannot be handed to Twilio. Repeats are avoided where they can be told apart:
 * - a 429 or a 5xx answer means Twilio did not take the message, so repeating it is safe;
 * - an id this adapter saw accepted is answered Right at once, never sent again (the last
 *   10 000 ids, in this process's memory): a caller whose outbox failed to record a delivery and
 *   hands the same message over again does not text the shopper twice;
 * - the one case left is a timeout or a connection that broke after Twilio took the message:
 *   repeating it may send it twice. Delivery is therefore AT LEAST ONCE — the callers (the lead
 *   outbox, the shopper-message outbox, the sign-in code) retry through their outboxes, and a
 *   rare duplicate text is the price of never losing one.
 */
export class TwilioSmsSender implements SmsSender {
  readonly #options: TwilioSmsOptions;
  readonly #accepted = new Map<string, string | null>();

  constructor(options: TwilioSmsOptions) {
    this.#options = options;
  }

  send(message: SmsMessage): TE.TaskEither<SmsFailed, void> {
    return async () => {
      const { messageId, to, from, body } = message;
      if (this.#accepted.has(messageId)) {
        this.#log('info', 'sms already accepted by Twilio; not sent again', { message_id: messageId, sid: this.#accepted.get(messageId) });
        return E.right(undefined);
      }
      // E.164: a + and up to 15 digits, the first not 0 (Twilio's own rule for To).
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return failed(`'${maskedNumber(to)}' is not a number in E.164 form`);
      if (body.trim() === '') return failed('the message has no text');
      if (body.length > TWILIO_MAX_BODY_LENGTH) return failed(`the message is ${body.length} characters; Twilio takes at most ${TWILIO_MAX_BODY_LENGTH}`);
      const url = this.#messagesUrl();
      if (url === null) return failed('the Twilio API URL is not an absolute http(s) URL');

      const attempts = 1 + Math.max(0, Math.trunc(this.#options.retries ?? DEFAULT_TWILIO_RETRIES));
      let last: Attempt = { kind: 'final', reason: 'not sent' };
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        if (attempt > 1) {
          const pause = (attempt - 1) * (this.#options.retryDelayMs ?? DEFAULT_TWILIO_RETRY_DELAY_MS);
          await delay(Math.max(pause, last.kind === 'retryable' ? Math.min(last.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS) : 0));
        }
        last = await this.#attempt(url, message);
        if (last.kind === 'accepted') {
          this.#remember(messageId, last.sid);
          this.#log('info', 'sms accepted by Twilio', {
            message_id: messageId,
            sid: last.sid,
            to: maskedNumber(to),
            from,
            body_length: body.length,
            attempts: attempt,
          });
          return E.right(undefined);
        }
        if (last.kind === 'final') break;
      }
      const reason = last.kind === 'retryable' && attempts > 1 ? `${last.reason} (after ${attempts} attempts)` : last.reason;
      this.#log('warn', 'sms not sent through Twilio', { message_id: messageId, to: maskedNumber(to), reason });
      return failed(`Twilio: ${reason}`);
    };
  }

  async #attempt(url: URL, { to, from, body }: SmsMessage): Promise<Attempt> {
    const timeoutMs = this.#options.timeoutMs ?? DEFAULT_TWILIO_TIMEOUT_MS;
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      const response = await (this.#options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(`${this.#options.accountSid}:${this.#options.authToken}`, 'utf8').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      text = await response.text();
    } catch (error) {
      return { kind: 'retryable', reason: describeFetchError(error, timeoutMs) };
    }
    if (status >= 200 && status < 300) return { kind: 'accepted', sid: sidOf(text) };
    const refusal = describeRefusal(status, text);
    if (status === 429) return { kind: 'retryable', reason: refusal, ...retryAfterMs(retryAfter) };
    if (status >= 500) return { kind: 'retryable', reason: refusal };
    if (status === 401 || status === 403) return { kind: 'final', reason: `${refusal} — check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN` };
    return { kind: 'final', reason: refusal };
  }

  #messagesUrl(): URL | null {
    try {
      const base = (this.#options.apiUrl ?? TWILIO_API_URL).replace(/\/+$/, '');
      const url = new URL(`${base}/2010-04-01/Accounts/${encodeURIComponent(this.#options.accountSid)}/Messages.json`);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
    } catch {
      return null;
    }
  }

  #remember(messageId: string, sid: string | null): void {
    this.#accepted.set(messageId, sid);
    // A Map keeps insertion order: the oldest id goes first.
    if (this.#accepted.size > ACCEPTED_IDS_KEPT) this.#accepted.delete(this.#accepted.keys().next().value!);
  }

  #log(level: 'info' | 'warn', message: string, fields: Record<string, unknown>): void {
    this.#options.log?.(level, message, fields);
  }
}

function failed(message: string): E.Either<SmsFailed, never> {
  return E.left({ code: 'SMS.FAILED', message });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function sidOf(text: string): string | null {
  const body = parseJson(text) as { sid?: unknown } | undefined;
  return typeof body?.sid === 'string' ? body.sid : null;
}

/**
 * 'HTTP 400, Twilio error 21211: The 'To' number +********678 is not a valid phone number.'
 * Twilio's message is kept (it says what to fix); every run of 8 or more digits in it — a phone
 * number — is masked, so the log never holds a customer's number.
 */
function describeRefusal(status: number, text: string): string {
  const error = parseJson(text) as TwilioError | undefined;
  const code = typeof error?.code === 'number' || typeof error?.code === 'string' ? ` Twilio error ${error.code}` : '';
  const message = typeof error?.message === 'string' ? error.message.replace(/\+?\d[\d ]{6,}\d/g, (number) => maskedNumber(number)) : '';
  return `HTTP ${status}${code ? `,${code}` : ''}${message ? `: ${message}` : ''}`;
}

/** A Retry-After of seconds or an HTTP date, as a pause in ms. */
function retryAfterMs(header: string | null): { retryAfterMs?: number } {
  if (header === null) return {};
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return { retryAfterMs: seconds * 1000 };
  const at = Date.parse(header);
  return Number.isNaN(at) ? {} : { retryAfterMs: Math.max(0, at - Date.now()) };
}

/** A timeout, a refused or reset connection: the cause, never the URL's credentials. */
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
