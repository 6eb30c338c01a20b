import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { CardDetails, CardBrand } from '../../domain/payments/card';

export interface ChargeRequest {
  /** Whole cents, AUD. */
  readonly amountCents: number;
  readonly currency: 'AUD';
  readonly card: CardDetails;
  /** What the shopper's statement and the dealer's records say. */
  readonly description: string;
  /** The same key charges once, however often it is sent (the form's Idempotency-Key). */
  readonly idempotencyKey: string;
}

export interface PaymentReceipt {
  /** The provider's id of the charge. */
  readonly paymentId: string;
  readonly amountCents: number;
  readonly brand: CardBrand;
  readonly last4: string;
  /** true when no real money moved (the offline test provider). */
  readonly testMode: boolean;
}

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
 * Takes card payments (issue 6: the reserve-online deposit). The default adapter is an offline
 * test provider; a real one (Stripe, Braintree, a bank gateway) is one new adapter.
 */
export interface PaymentGateway {
  /** True when no real money moves: the UI marks the checkout TEST MODE. */
  readonly testMode: boolean;
  /**
   * Charges the card. Right with the receipt when paid; Left PaymentDeclined when the card was
   * refused (with a reason fit for the shopper), PaymentUnavailable when the provider failed and
   * nothing was charged. The same idempotency key never charges twice.
   */
  charge(request: ChargeRequest): TE.TaskEither<PaymentFailed, PaymentReceipt>;
  /** Refunds a charge in full (a reservation that could not be completed). Rejects when the provider fails. */
  refund(paymentId: string): Promise<void>;
}
