import type * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';

/** Stable decline reasons, as card networks and providers name them. */
export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error' | 'lost_card' | 'stolen_card';

export interface PaymentDeclined {
  readonly code: 'PAYMENT.DECLINED';
  readonly decline_code: DeclineCode;
  /** A message fit for the shopper. */
  readonly message: string;
}

/** The provider could not be reached or failed: nothing was charged (the caller may retry with the same key). */
export interface PaymentUnavailable {
  readonly code: 'PAYMENT.UNAVAILABLE';
  readonly message: string;
}

export type PaymentFailed = PaymentDeclined | PaymentUnavailable;

/**
 * One deposit to take (issue 15 step 6: the online purchase; issue 6: the reserve-online
 * deposit). The card never reaches Caryard: the browser turns it into `token` with the
 * provider's own form (the test provider's small card form, or Stripe.js).
 */
export interface PaymentRequest {
  /** Whole cents, AUD, at least 1. */
  readonly amountCents: number;
  readonly currency: 'AUD';
  /** The provider's payment token: `tok_test_…` (test provider) or a Stripe PaymentMethod `pm_…`. */
  readonly token: string;
  /** What the shopper's statement and the dealer's records say. */
  readonly description: string;
  /** The same key pays once, however often it is sent; a retry gets the first attempt's answer. */
  readonly idempotencyKey: string;
  /** Kept with the payment and handed back in its webhook events (order id, site, reservation id). */
  readonly metadata: Readonly<Record<string, string>>;
}

export type PaymentOutcome =
  | { readonly status: 'succeeded'; readonly paymentId: string; readonly brand: string; readonly last4: string; readonly testMode: boolean }
  /** The provider answers later by webhook (a PaymentEvent for this paymentId). */
  | { readonly status: 'processing'; readonly paymentId: string; readonly testMode: boolean };

/**
 * The token cannot be used: not one this provider made, altered, expired, or unknown to it. Nothing
 * was charged; the shopper enters the card again (a request error, 400 — not a decline).
 */
export interface PaymentInvalidToken {
  readonly code: 'PAYMENT.INVALID_TOKEN';
  /** A message fit for the shopper. */
  readonly message: string;
}

/** Why `pay` took no money: declined, the provider unavailable, or the token unusable. */
export type PaymentProviderFailed = PaymentFailed | PaymentInvalidToken;

/** What a hosted provider's webhook says happened to a payment that was `processing`. */
export type PaymentEvent =
  | {
      readonly type: 'payment.succeeded';
      readonly paymentId: string;
      readonly metadata: Readonly<Record<string, string>>;
      readonly brand: string;
      readonly last4: string;
    }
  | {
      readonly type: 'payment.failed';
      readonly paymentId: string;
      readonly metadata: Readonly<Record<string, string>>;
      readonly declineCode: DeclineCode;
      /** A message fit for the shopper. */
      readonly message: string;
    };

/** A webhook call that is not the provider's, is stale, or cannot be read: answered 400, acted on never. */
export interface WebhookRejected {
  readonly code: 'PAYMENT.WEBHOOK_REJECTED';
  /** For the log (not for shoppers). */
  readonly message: string;
}

/** What the browser needs to make a token: which form to show, and a hosted provider's public key. */
export type PaymentBrowserConfig = { readonly kind: 'test' } | { readonly kind: 'stripe'; readonly publishableKey: string };

/**
 * Takes payments by token: the online purchase deposit (issue 15 step 6) and the reserve-online
 * deposit (issue 6). No card number, expiry or security code ever reaches Caryard's server
 * through this port. The default adapter is the offline test provider
 * (adapters/payments/test-payment-provider.ts: no money moves, tokens from its own card form);
 * the hosted one speaks Stripe's PaymentIntents API and its signed webhooks
 * (adapters/payments/stripe-payment-provider.ts).
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** True when no real money moves: the UI marks the deposit step TEST MODE. */
  readonly testMode: boolean;
  /** Which form the browser shows to make a token. */
  readonly browserConfig: PaymentBrowserConfig;
  /**
   * Takes the payment. Right `succeeded` when paid, or `processing` when the provider confirms
   * later by webhook (the caller holds the car and waits for a PaymentEvent). Left
   * PAYMENT.DECLINED (refused, with a reason fit for the shopper), PAYMENT.INVALID_TOKEN (the
   * token is unusable; nothing charged) or PAYMENT.UNAVAILABLE (the provider failed or did not
   * answer, or the key was used before for a different request). The same idempotency key never
   * pays twice: a repeat is answered with the first attempt's outcome.
   */
  pay(request: PaymentRequest): TE.TaskEither<PaymentProviderFailed, PaymentOutcome>;
  /** Refunds a payment in full (an order cancelled or one that could not be placed). Rejects when the provider fails. */
  refund(paymentId: string): Promise<void>;
  /**
   * Checks a webhook call's signature against its raw body (exactly as received) and headers at
   * `now`. Right with the event, Right(null) for a genuine event this port does not act on, Left
   * WebhookRejected for a missing, forged or stale signature or an unreadable body.
   */
  verifyWebhook(rawBody: string, headers: Readonly<Record<string, string | undefined>>, now: Date): E.Either<WebhookRejected, PaymentEvent | null>;
}
