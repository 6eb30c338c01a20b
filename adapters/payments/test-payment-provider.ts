import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
import { systemClock, type Clock } from '../../application/shared/clock.port';
import { cardBrand, last4, parseCard, type CardBrand, type CardInput } from '../../domain/payments/card';
import { DECLINE_MESSAGES } from './decline-messages';

/**
 * The standard test card numbers the card networks and the big providers publish: these
 * succeed (any future expiry, any CVC).
 */
export const TEST_CARDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'Visa',
  '4000056655665556': 'Visa (debit)',
  '5555555555554444': 'Mastercard',
  '2223003122003222': 'Mastercard (2-series)',
  '5200828282828210': 'Mastercard (debit)',
  '5105105105105100': 'Mastercard (prepaid)',
  '378282246310005': 'American Express',
  '371449635398431': 'American Express',
  '6011111111111117': 'Discover',
  '3056930009020004': 'Diners Club',
  '3566002020360505': 'JCB',
  '6200000000000005': 'UnionPay',
};

/** The standard decline test numbers, and why each is declined. */
export const DECLINING_TEST_CARDS: Readonly<Record<string, DeclineCode>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** Any other valid card: refused at the test card form, as a real test environment refuses real card numbers. */
export const UNKNOWN_TEST_CARD_MESSAGE =
  'TEST MODE: real cards are not charged. Use a test card such as 4242 4242 4242 4242 with any future expiry and any CVC.';

/** How long a token from the test card form can be paid with (a real provider's are short-lived too). */
export const TEST_TOKEN_TTL_MS = 15 * 60_000;
/** Payments remembered per idempotency key (and refunds), oldest forgotten first. */
export const TEST_PAYMENTS_KEPT = 10_000;

const TOKEN_PREFIX = 'tok_test_';

export const INVALID_TOKEN_MESSAGE = 'Your card details could not be read. Please enter your card again.';
export const EXPIRED_TOKEN_MESSAGE = 'Your card details have expired on this page. Please enter your card again.';
export const KEY_REUSED_MESSAGE = 'This payment attempt was already made with different details. Please start the payment again.';

/** What the test card form gives the browser: the token to pay with, and what to show of the card. */
export interface TestCardToken {
  readonly token: string;
  readonly brand: CardBrand;
  readonly last4: string;
}

/** The test provider's own card form (POST /api/payments/test/tokens). */
export interface TestCardForm {
  /** The card checked (domain/payments/card.ts) and turned into a token, or its errors keyed card.number, card.expiry, card.cvc, card.name. */
  tokenize(card: CardInput, now?: Date): E.Either<Record<string, string>, TestCardToken>;
}

/** What a token carries, signed: never the card number, the expiry or the CVC. */
interface TokenClaims {
  readonly v: 1;
  readonly brand: CardBrand;
  readonly last4: string;
  /** 'succeed', or the decline the test card stands for. */
  readonly outcome: 'succeed' | DeclineCode;
  /** Expiry, ms since the epoch. */
  readonly exp: number;
  /** Makes each token different (two tokens of one card are two tokens). */
  readonly nonce: string;
}

const DECLINE_CODES = new Set<string>(Object.keys(DECLINE_MESSAGES));

interface Remembered {
  /** What the key was first used for: a different request under it is refused. */
  readonly fingerprint: string;
  readonly answer: E.Either<PaymentProviderFailed, PaymentOutcome>;
}

export interface TestPaymentProviderOptions {
  /** Signs the tokens (HMAC-SHA256); at least 32 characters, the same on every instance. */
  readonly secret: string;
  readonly clock?: Clock;
}

/**
 * The default PaymentProvider (issue 15 step 6; issue 30: the reserve-online deposit too): offline, test mode, no money moves. Its own card
 * form (`tokenize`, served at POST /api/payments/test/tokens) checks a card with the card rules of
 * domain/payments/card.ts and answers a self-contained token `tok_test_{claims}.{mac}`: the
 * brand, the last four digits, the outcome the test card stands for and an expiry 15 minutes
 * ahead, signed with HMAC-SHA256 under the constructor's secret. The card number is never in it,
 * so a token in a log or the database says nothing a receipt does not.
 *
 * The standard test numbers (TEST_CARDS and DECLINING_TEST_CARDS, as the card networks and
 * providers publish them) tokenize; at `pay` the success cards succeed and the decline cards decline with
 * their reason. Any other valid card number is refused at the form, never made a token.
 *
 * Idempotency is in this process's memory (the last 10 000 keys): a repeat of a key is answered
 * with the first outcome and never "charges" twice; the same key for a different request is
 * refused as PAYMENT.UNAVAILABLE (as Stripe refuses it). That is enough for test mode only — with
 * several instances or a restart between attempts a repeat would be paid again, which is harmless
 * when nothing is charged. Tokens are not single-use (a shopper may retry a failed step with the
 * same card entry); the key stops a double payment.
 */
export class TestPaymentProvider implements PaymentProvider, TestCardForm {
  readonly name = 'test' as const;
  readonly testMode = true;
  readonly browserConfig = { kind: 'test' } as const;
  readonly #secret: string;
  readonly #clock: Clock;
  readonly #payments = new Map<string, Remembered>();
  readonly #refunded = new Set<string>();

  constructor(options: TestPaymentProviderOptions) {
    if (options.secret.length < 32) throw new RangeError('The test payment provider needs a secret of at least 32 characters.');
    this.#secret = options.secret;
    this.#clock = options.clock ?? systemClock;
  }

  tokenize(card: CardInput, now: Date = this.#clock.now()): E.Either<Record<string, string>, TestCardToken> {
    const parsed = parseCard(card, now);
    if (E.isLeft(parsed)) return parsed;
    const number = parsed.right.number;
    const decline = DECLINING_TEST_CARDS[number];
    if (decline === undefined && !(number in TEST_CARDS)) return E.left({ 'card.number': UNKNOWN_TEST_CARD_MESSAGE });
    const claims: TokenClaims = {
      v: 1,
      brand: cardBrand(number),
      last4: last4(number),
      outcome: decline ?? 'succeed',
      exp: now.getTime() + TEST_TOKEN_TTL_MS,
      nonce: randomBytes(9).toString('base64url'),
    };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    return E.right({ token: `${TOKEN_PREFIX}${body}.${this.#mac(body)}`, brand: claims.brand, last4: claims.last4 });
  }

  pay(request: PaymentRequest): TE.TaskEither<PaymentProviderFailed, PaymentOutcome> {
    return async () => {
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents < 1)
        throw new RangeError(`A payment of ${request.amountCents} cents is not a payment.`);
      const fingerprint = JSON.stringify([request.amountCents, request.currency, request.token]);
      const earlier = this.#payments.get(request.idempotencyKey);
      if (earlier) return earlier.fingerprint === fingerprint ? earlier.answer : E.left({ code: 'PAYMENT.UNAVAILABLE', message: KEY_REUSED_MESSAGE });
      const claims = this.#read(request.token, this.#clock.now());
      // An unusable token is not remembered under the key: a fresh token may follow with the same key.
      if (E.isLeft(claims)) return claims;
      const { outcome, brand, last4: lastDigits } = claims.right;
      const answer: E.Either<PaymentProviderFailed, PaymentOutcome> =
        outcome === 'succeed'
          ? E.right({ status: 'succeeded', paymentId: `test_pi_${randomBytes(12).toString('hex')}`, brand, last4: lastDigits, testMode: true })
          : E.left({ code: 'PAYMENT.DECLINED', decline_code: outcome, message: DECLINE_MESSAGES[outcome] });
      remember(this.#payments, request.idempotencyKey, { fingerprint, answer });
      return answer;
    };
  }

  /** Nothing moved, so nothing fails: a refund is recorded (test hook `wasRefunded`), also for a payment made before a restart. */
  async refund(paymentId: string): Promise<void> {
    remember(this.#refunded, paymentId);
  }

  verifyWebhook(): E.Either<WebhookRejected, PaymentEvent | null> {
    return E.left({ code: 'PAYMENT.WEBHOOK_REJECTED', message: 'The test provider sends no webhooks' });
  }

  /** Test hook: whether a payment was refunded. */
  wasRefunded(paymentId: string): boolean {
    return this.#refunded.has(paymentId);
  }

  #mac(body: string): string {
    return createHmac('sha256', this.#secret).update(`${TOKEN_PREFIX}${body}`, 'utf8').digest('base64url');
  }

  #read(token: string, now: Date): E.Either<PaymentProviderFailed, TokenClaims> {
    const invalid = E.left({ code: 'PAYMENT.INVALID_TOKEN', message: INVALID_TOKEN_MESSAGE } as const);
    if (!token.startsWith(TOKEN_PREFIX)) return invalid;
    const [body, mac, ...rest] = token.slice(TOKEN_PREFIX.length).split('.');
    if (body === undefined || mac === undefined || rest.length > 0) return invalid;
    const given = Buffer.from(mac, 'utf8');
    const expected = Buffer.from(this.#mac(body), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
    const claims = parseClaims(body);
    if (claims === null) return invalid;
    if (now.getTime() >= claims.exp) return E.left({ code: 'PAYMENT.INVALID_TOKEN', message: EXPIRED_TOKEN_MESSAGE });
    return E.right(claims);
  }
}

/** The claims of a correctly signed body (so made by us); null if they are not what we make. */
function parseClaims(body: string): TokenClaims | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = value as Partial<TokenClaims> | null;
  if (claims === null || typeof claims !== 'object' || claims.v !== 1) return null;
  if (typeof claims.brand !== 'string' || typeof claims.last4 !== 'string' || typeof claims.exp !== 'number' || typeof claims.nonce !== 'string') return null;
  if (claims.outcome !== 'succeed' && !(typeof claims.outcome === 'string' && DECLINE_CODES.has(claims.outcome))) return null;
  return claims as TokenClaims;
}

/** Adds to a bounded Map or Set: past TEST_PAYMENTS_KEPT the oldest entry (insertion order) goes. */
function remember<V>(store: Map<string, V>, key: string, value: V): void;
function remember(store: Set<string>, key: string): void;
function remember<V>(store: Map<string, V> | Set<string>, key: string, value?: V): void {
  if (store instanceof Map) store.set(key, value as V);
  else store.add(key);
  if (store.size > TEST_PAYMENTS_KEPT) store.delete(store.keys().next().value!);
}
