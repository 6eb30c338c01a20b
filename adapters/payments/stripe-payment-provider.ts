import { createHmac, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type {
  DeclineCode,
  PaymentEvent,
  PaymentOutcome,
  PaymentProvider,
  PaymentProviderFailed,
  PaymentRequest,
  WebhookRejected,
} from '../../application/payments/payment-provider.port';
import { DECLINE_MESSAGES } from './decline-messages';

export interface StripePaymentOptions {
  /** The secret API key (settings STRIPE_SECRET_KEY, `sk_test_…`/`sk_live_…`): the Bearer token. */
  readonly secretKey: string;
  /** The publishable key (STRIPE_PUBLISHABLE_KEY) Stripe.js uses in the browser to make PaymentMethods. */
  readonly publishableKey: string;
  /** The webhook endpoint's signing secret (STRIPE_WEBHOOK_SECRET, `whsec_…`). */
  readonly webhookSecret: string;
  /** The API origin (STRIPE_API_URL), default https://api.stripe.com (tests: a local server speaking Stripe's API). */
  readonly apiUrl?: string;
  /** Longest wait for one attempt, answer included. Default 20 s. */
  readonly timeoutMs?: number;
  /** Repeats, with the same Idempotency-Key, after a timeout, no connection or a 5xx. Default 2 (3 attempts). */
  readonly retries?: number;
  /** Pause before the n-th repeat: n × this. Default 500 ms. */
  readonly retryDelayMs?: number;
  /** How far a webhook's signed timestamp may be from now, in seconds. Default 300 (Stripe's own libraries' default). */
  readonly webhookToleranceSeconds?: number;
  /** Told of each payment and refund and why one failed: ids, amounts and codes, never keys or tokens. */
  readonly log?: (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) => void;
  readonly fetch?: typeof fetch;
}

export const STRIPE_API_URL = 'https://api.stripe.com';
/**
 * The API version every call is made at, so the shapes read here (`latest_charge`, the error body)
 * do not change with the account's default version. The webhook events are at the version the
 * endpoint was created with; what verifyWebhook reads is the same in every version since.
 */
export const STRIPE_API_VERSION = '2024-06-20';
export const DEFAULT_STRIPE_TIMEOUT_MS = 20_000;
export const DEFAULT_STRIPE_RETRIES = 2;
export const DEFAULT_STRIPE_RETRY_DELAY_MS = 500;
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export const STRIPE_UNAVAILABLE_MESSAGE = 'We could not reach our payment provider, and nothing was charged. Please try again in a moment.';
export const STRIPE_INVALID_TOKEN_MESSAGE = 'Your card details could not be used. Please enter your card again.';
export const STRIPE_ACTION_REQUIRED_MESSAGE = 'Your bank asked to confirm this payment in a way this checkout does not support. Please use another card.';

/** Stripe's card brands (`payment_method_details.card.brand`) as the shopper reads them. */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  eftpos_au: 'eftpos',
  cartes_bancaires: 'Cartes Bancaires',
};

const DECLINE_CODES = new Set<string>(Object.keys(DECLINE_MESSAGES));

/** Stripe's error body (docs.stripe.com/api/errors): `{error: {type, code, decline_code, message, param, payment_intent}}`. */
interface StripeError {
  readonly type?: unknown;
  readonly code?: unknown;
  readonly decline_code?: unknown;
  readonly message?: unknown;
  readonly param?: unknown;
}

type Attempt = { readonly kind: 'answered'; readonly status: number; readonly body: unknown } | { readonly kind: 'retryable'; readonly reason: string };

/**
 * The PaymentProvider over Stripe's PaymentIntents API (issue 15 step 6, settings
 * PAYMENT_PROVIDER=stripe). The browser makes a PaymentMethod (`pm_…`) with Stripe.js and the
 * publishable key (`browserConfig`); `pay` creates and confirms a PaymentIntent with it in one call:
 * `POST {apiUrl}/v1/payment_intents`, form-encoded amount, currency=aud, payment_method, confirm=true,
 * automatic_payment_methods[enabled]=true with allow_redirects=never (no return URL: a method that
 * needs a redirect is refused rather than left hanging), description, metadata[…] and
 * expand[]=latest_charge (for the card's brand and last four digits); Bearer secret key and the
 * request's Idempotency-Key.
 *
 * Answers:
 * - 200 `succeeded` → succeeded; `processing` (bank debits) → processing, settled by webhook;
 * - 200 `requires_payment_method` (the attempt failed) → PAYMENT.DECLINED with its last_payment_error;
 *   `requires_action` (3-D Secure or another step in the browser, which this server-side confirm
 *   cannot complete; no money moves) → PAYMENT.DECLINED card_declined, asking for another card;
 *   `canceled` → declined; any other status → PAYMENT.UNAVAILABLE (not expected without manual capture);
 * - 402 card_error → PAYMENT.DECLINED, its decline_code (or code) mapped to our DeclineCode set,
 *   anything else card_declined (Stripe asks that 'fraudulent' and the like not be told to shoppers);
 * - 400 about the payment_method (no such PaymentMethod, already used) → PAYMENT.INVALID_TOKEN;
 * - any other 4xx (our key refused, the idempotency key reused for other parameters, a rate limit)
 *   → PAYMENT.UNAVAILABLE, never repeated;
 * - 5xx, a timeout or no connection → repeated at most `retries` times with the same
 *   Idempotency-Key (Stripe answers a repeat of a key with the first result, so nothing is charged
 *   twice), then PAYMENT.UNAVAILABLE. After a timeout Stripe may have taken the payment; its
 *   `payment_intent.succeeded` webhook then arrives for an id the caller never stored.
 *
 * Webhooks: `verifyWebhook` checks the Stripe-Signature header (`t=…,v1=…`, HMAC-SHA256 of
 * `{t}.{raw body}` keyed with the endpoint secret, compared in constant time, the timestamp within
 * 300 s) and maps payment_intent.succeeded and payment_intent.payment_failed to PaymentEvents.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly browserConfig: { readonly kind: 'stripe'; readonly publishableKey: string };
  readonly #options: StripePaymentOptions;

  constructor(options: StripePaymentOptions) {
    this.#options = options;
    this.testMode = /^(sk|rk)_test_/.test(options.secretKey);
    this.browserConfig = { kind: 'stripe', publishableKey: options.publishableKey };
  }

  pay(request: PaymentRequest): TE.TaskEither<PaymentProviderFailed, PaymentOutcome> {
    return async () => {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 1)
        throw new RangeError(`A payment of ${request.amountCents} cents is not a payment.`);
      // A PaymentMethod id from Stripe.js; anything else would only be refused by Stripe.
      if (!/^pm_[A-Za-z0-9_]{1,200}$/.test(request.token)) return E.left({ code: 'PAYMENT.INVALID_TOKEN', message: STRIPE_INVALID_TOKEN_MESSAGE });
      const form = new URLSearchParams({
        amount: String(request.amountCents),
        currency: request.currency.toLowerCase(),
        payment_method: request.token,
        confirm: 'true',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        description: request.description,
        'expand[]': 'latest_charge',
      });
      for (const [key, value] of Object.entries(request.metadata)) form.append(`metadata[${key}]`, value);

      const answer = await this.#post('/v1/payment_intents', form, request.idempotencyKey);
      const fields = { idempotency_key: request.idempotencyKey, amount_cents: request.amountCents };
      if (answer.kind === 'retryable') {
        this.#log('warn', 'stripe payment not made', { ...fields, reason: answer.reason });
        return E.left({ code: 'PAYMENT.UNAVAILABLE', message: STRIPE_UNAVAILABLE_MESSAGE });
      }
      const result = outcomeOf(answer.status, answer.body, this.testMode);
      if (E.isRight(result)) this.#log('info', 'stripe payment', { ...fields, payment_intent: result.right.paymentId, status: result.right.status });
      else this.#log('warn', 'stripe payment refused', { ...fields, http_status: answer.status, code: result.left.code, stripe: describeError(answer.body) });
      return result;
    };
  }

  /** `POST /v1/refunds` payment_intent=…, keyed so a repeat never refunds twice; a payment already refunded counts as refunded. */
  async refund(paymentId: string): Promise<void> {
    const answer = await this.#post('/v1/refunds', new URLSearchParams({ payment_intent: paymentId }), `refund:${paymentId}`);
    if (answer.kind === 'answered' && answer.status >= 200 && answer.status < 300) {
      this.#log('info', 'stripe refund', { payment_intent: paymentId, refund: idOf(answer.body) });
      return;
    }
    const error = answer.kind === 'answered' ? errorOf(answer.body) : undefined;
    if (error?.code === 'charge_already_refunded') return;
    const reason = answer.kind === 'answered' ? `HTTP ${answer.status}: ${describeError(answer.body)}` : answer.reason;
    this.#log('warn', 'stripe refund failed', { payment_intent: paymentId, reason });
    throw new Error(`Stripe did not refund ${paymentId}: ${reason}`);
  }

  verifyWebhook(rawBody: string, headers: Readonly<Record<string, string | undefined>>, now: Date): E.Either<WebhookRejected, PaymentEvent | null> {
    const header = Object.entries(headers).find(([name]) => name.toLowerCase() === 'stripe-signature')?.[1];
    const checked = checkStripeSignature(
      this.#options.webhookSecret,
      rawBody,
      header,
      now,
      this.#options.webhookToleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
    );
    if (E.isLeft(checked)) return checked;
    return eventOf(rawBody);
  }

  async #post(path: string, form: URLSearchParams, idempotencyKey: string): Promise<Attempt> {
    const url = `${(this.#options.apiUrl ?? STRIPE_API_URL).replace(/\/+$/, '')}${path}`;
    const attempts = 1 + Math.max(0, Math.trunc(this.#options.retries ?? DEFAULT_STRIPE_RETRIES));
    let last: Attempt = { kind: 'retryable', reason: 'not sent' };
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await delay((attempt - 1) * (this.#options.retryDelayMs ?? DEFAULT_STRIPE_RETRY_DELAY_MS));
      last = await this.#attempt(url, form, idempotencyKey);
      if (last.kind === 'answered') return last;
    }
    return attempts > 1 && last.kind === 'retryable' ? { kind: 'retryable', reason: `${last.reason} (after ${attempts} attempts)` } : last;
  }

  async #attempt(url: string, form: URLSearchParams, idempotencyKey: string): Promise<Attempt> {
    const timeoutMs = this.#options.timeoutMs ?? DEFAULT_STRIPE_TIMEOUT_MS;
    let status: number;
    let text: string;
    try {
      const response = await (this.#options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${this.#options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
          'stripe-version': STRIPE_API_VERSION,
        },
        body: form.toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return { kind: 'retryable', reason: describeFetchError(error, timeoutMs) };
    }
    if (status >= 500) return { kind: 'retryable', reason: `HTTP ${status}: ${describeError(parseJson(text))}` };
    return { kind: 'answered', status, body: parseJson(text) };
  }

  #log(level: 'info' | 'warn', message: string, fields: Record<string, unknown>): void {
    this.#options.log?.(level, message, fields);
  }
}

/** A PaymentIntent answer (or Stripe's refusal of one) as the port's outcome. */
function outcomeOf(status: number, body: unknown, testMode: boolean): E.Either<PaymentProviderFailed, PaymentOutcome> {
  const unavailable = E.left({ code: 'PAYMENT.UNAVAILABLE', message: STRIPE_UNAVAILABLE_MESSAGE } as const);
  if (status >= 200 && status < 300) {
    const intent = asRecord(body);
    const id = intent?.id;
    if (typeof id !== 'string') return unavailable;
    switch (intent?.status) {
      case 'succeeded': {
        const card = cardOf(intent);
        return E.right({ status: 'succeeded', paymentId: id, brand: card.brand, last4: card.last4, testMode });
      }
      case 'processing':
        return E.right({ status: 'processing', paymentId: id, testMode });
      case 'requires_action':
        return E.left({ code: 'PAYMENT.DECLINED', decline_code: 'card_declined', message: STRIPE_ACTION_REQUIRED_MESSAGE });
      case 'requires_payment_method':
      case 'canceled':
        return E.left(declined(asRecord(intent.last_payment_error) ?? {}));
      default:
        return unavailable;
    }
  }
  const error = errorOf(body);
  if (status === 402 || error?.type === 'card_error') return E.left(declined(error ?? {}));
  if (status === 400 || status === 404) {
    if (error?.param === 'payment_method' || (typeof error?.code === 'string' && error.code.startsWith('payment_method_'))) {
      return E.left({ code: 'PAYMENT.INVALID_TOKEN', message: STRIPE_INVALID_TOKEN_MESSAGE });
    }
  }
  return unavailable;
}

/** Stripe's decline as ours: its decline_code, else its code, when we name it; else card_declined. */
export function declineCodeOf(error: StripeError): DeclineCode {
  for (const candidate of [error.decline_code, error.code]) {
    if (typeof candidate === 'string' && DECLINE_CODES.has(candidate)) return candidate as DeclineCode;
  }
  return 'card_declined';
}

function declined(error: StripeError): PaymentProviderFailed {
  const code = declineCodeOf(error);
  return { code: 'PAYMENT.DECLINED', decline_code: code, message: DECLINE_MESSAGES[code] };
}

/** The card of a PaymentIntent whose latest_charge is expanded (or, before API 2022-11-15, its charges list). */
function cardOf(intent: Record<string, unknown>): { brand: string; last4: string } {
  const charges = asRecord(intent.charges)?.data;
  const charge = asRecord(intent.latest_charge) ?? (Array.isArray(charges) ? asRecord(charges[0]) : undefined);
  const card = asRecord(asRecord(charge?.payment_method_details)?.card);
  const brand = typeof card?.brand === 'string' ? (BRANDS[card.brand] ?? 'Card') : 'Card';
  const last4 = typeof card?.last4 === 'string' && /^\d{4}$/.test(card.last4) ? card.last4 : '';
  return { brand, last4 };
}

/**
 * Checks a Stripe-Signature header (docs.stripe.com/webhooks#verify-manually): `t` the Unix time
 * Stripe signed at, one or more `v1` signatures (several while a secret is being rolled), each the
 * hex HMAC-SHA256 of `{t}.{raw body}` keyed with the endpoint secret. Valid when any v1 matches,
 * compared in constant time, and `t` is within `toleranceSeconds` of now (a replayed call is stale).
 * Other schemes (v0, test-mode only) are ignored, as Stripe's libraries do.
 */
export function checkStripeSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds: number,
): E.Either<WebhookRejected, null> {
  const reject = (message: string) => E.left({ code: 'PAYMENT.WEBHOOK_REJECTED' as const, message });
  if (header === undefined || header.trim() === '') return reject('No Stripe-Signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1') signatures.push(value);
  }
  if (timestamp === null) return reject('The Stripe-Signature header has no timestamp');
  if (signatures.length === 0) return reject('The Stripe-Signature header has no v1 signature');
  const expected = Buffer.from(stripeSignature(secret, timestamp, rawBody), 'utf8');
  let valid = false;
  // Every signature is compared (no early return), so the time taken does not tell which matched.
  for (const signature of signatures) {
    const given = Buffer.from(signature, 'utf8');
    if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
  }
  if (!valid) return reject('No signature matches the body for this endpoint secret');
  const age = Math.abs(now.getTime() / 1000 - timestamp);
  if (age > toleranceSeconds) return reject(`The signature's timestamp is ${Math.round(age)} s from now (at most ${toleranceSeconds} s)`);
  return E.right(null);
}

/** The v1 signature Stripe sends for `rawBody` signed at `timestamp` (Unix seconds). */
export function stripeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** A verified event (docs.stripe.com/api/events/object) as the port's PaymentEvent; null for the types we do not act on. */
function eventOf(rawBody: string): E.Either<WebhookRejected, PaymentEvent | null> {
  const reject = (message: string) => E.left({ code: 'PAYMENT.WEBHOOK_REJECTED' as const, message });
  const event = asRecord(parseJson(rawBody));
  if (!event || typeof event.type !== 'string') return reject('The body is not a Stripe event');
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return E.right(null);
  const intent = asRecord(asRecord(event.data)?.object);
  if (!intent || typeof intent.id !== 'string') return reject(`The ${event.type} event has no payment intent`);
  const metadata = Object.fromEntries(
    Object.entries(asRecord(intent.metadata) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  if (event.type === 'payment_intent.succeeded') {
    // Events carry latest_charge as an id, so the card is known only when the charge came embedded.
    const card = cardOf(intent);
    return E.right({ type: 'payment.succeeded', paymentId: intent.id, metadata, brand: card.brand, last4: card.last4 });
  }
  const declineCode = declineCodeOf(asRecord(intent.last_payment_error) ?? {});
  return E.right({ type: 'payment.failed', paymentId: intent.id, metadata, declineCode, message: DECLINE_MESSAGES[declineCode] });
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorOf(body: unknown): StripeError | undefined {
  return asRecord(asRecord(body)?.error);
}

function idOf(body: unknown): string | null {
  const id = asRecord(body)?.id;
  return typeof id === 'string' ? id : null;
}

/** 'card_error card_declined (insufficient_funds): Your card has insufficient funds.' — for the log. */
function describeError(body: unknown): string {
  const error = errorOf(body);
  if (!error) return 'no error body';
  const parts = [error.type, error.code].filter((part) => typeof part === 'string').join(' ');
  const decline = typeof error.decline_code === 'string' ? ` (${error.decline_code})` : '';
  const message = typeof error.message === 'string' ? `: ${error.message}` : '';
  return `${parts || 'error'}${decline}${message}`;
}

/** A timeout, a refused or reset connection: the cause, never the URL's or the key's text. */
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
