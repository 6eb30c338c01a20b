import { randomUUID } from 'node:crypto';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { ChargeRequest, DeclineCode, PaymentFailed, PaymentGateway, PaymentReceipt } from '../../application/payments/payment-gateway.port';
import { cardBrand, last4 } from '../../domain/payments/card';

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

/** What the shopper reads for each decline. */
export const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: 'Your card was declined. Please use another card or contact your bank.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  lost_card: 'Your card was declined. Please use another card or contact your bank.',
  stolen_card: 'Your card was declined. Please use another card or contact your bank.',
  expired_card: 'Your card has expired. Please use another card.',
  incorrect_cvc: "Your card's security code is incorrect. Please check it and try again.",
  processing_error: 'Your card could not be processed. Please try again in a moment.',
};

/** Any other valid card: declined, as a real test environment does with real card numbers. */
export const UNKNOWN_TEST_CARD_MESSAGE =
  'TEST MODE: real cards are not charged. Use a test card such as 4242 4242 4242 4242 with any future expiry and any CVC.';

/**
 * The default PaymentGateway (issue 6): no network, no money. It behaves like a provider's
 * test mode: the standard test numbers succeed, the standard decline numbers are declined
 * with their reason, any other card number is declined. The UI marks the checkout TEST MODE.
 * Charges are remembered per idempotency key for the life of the process (a retry is not
 * charged twice).
 */
export class OfflineTestPaymentGateway implements PaymentGateway {
  readonly testMode = true;
  readonly #charges = new Map<string, PaymentReceipt>();
  readonly #refunded = new Set<string>();

  charge(request: ChargeRequest): TE.TaskEither<PaymentFailed, PaymentReceipt> {
    return async () => {
      const earlier = this.#charges.get(request.idempotencyKey);
      if (earlier) return { _tag: 'Right', right: earlier };
      const number = request.card.number;
      const decline = DECLINING_TEST_CARDS[number];
      if (decline) return { _tag: 'Left', left: { code: 'PAYMENT.DECLINED', decline_code: decline, message: DECLINE_MESSAGES[decline] } };
      if (!(number in TEST_CARDS)) return { _tag: 'Left', left: { code: 'PAYMENT.DECLINED', decline_code: 'card_declined', message: UNKNOWN_TEST_CARD_MESSAGE } };
      const receipt: PaymentReceipt = {
        paymentId: `test_ch_${randomUUID().replace(/-/g, '')}`,
        amountCents: request.amountCents,
        brand: cardBrand(number),
        last4: last4(number),
        testMode: true,
      };
      this.#charges.set(request.idempotencyKey, receipt);
      return { _tag: 'Right', right: receipt };
    };
  }

  async refund(paymentId: string): Promise<void> {
    this.#refunded.add(paymentId);
  }

  /** Test hook: whether a charge was refunded. */
  wasRefunded(paymentId: string): boolean {
    return this.#refunded.has(paymentId);
  }

  /** Test hook: the charge made under an idempotency key, if one was. */
  chargeUnder(idempotencyKey: string): PaymentReceipt | undefined {
    return this.#charges.get(idempotencyKey);
  }
}
