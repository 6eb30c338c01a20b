/**
 * issue 30: the offline test payment provider for tests that take a deposit by token (reserve
 * online, the online purchase) — the real adapter, recording what it was asked to pay, and the
 * tokens its card form makes (as the browser gets them from POST /api/payments/test/tokens).
 */
import * as E from 'fp-ts/lib/Either.js';
import { TestPaymentProvider } from '../../adapters/payments/test-payment-provider';
import type { PaymentOutcome, PaymentProviderFailed, PaymentRequest } from '../../application/payments/payment-provider.port';
import type { Clock } from '../../application/shared/clock.port';

export const TEST_PAYMENT_SECRET = 'a-test-payment-secret-of-at-least-32-characters';

/** A card as the test card form takes it; 4242 4242 4242 4242 (succeeds) unless told. */
export const testCard = (number = '4242 4242 4242 4242', fields: Partial<{ expiry: string; cvc: string; name: string }> = {}) => ({
  number,
  expiry: '12/34',
  cvc: '123',
  name: 'ANN CITIZEN',
  ...fields,
});

export interface RecordedPayment {
  readonly request: PaymentRequest;
  readonly answer: E.Either<PaymentProviderFailed, PaymentOutcome>;
}

/** The test provider, keeping every `pay` it was asked (in order) and answering as it does. */
export class RecordingTestPaymentProvider extends TestPaymentProvider {
  readonly payments: RecordedPayment[] = [];

  constructor(clock?: Clock) {
    super({ secret: TEST_PAYMENT_SECRET, ...(clock ? { clock } : {}) });
  }

  override pay(request: PaymentRequest) {
    const paying = super.pay(request);
    return async () => {
      const answer = await paying();
      this.payments.push({ request, answer });
      return answer;
    };
  }

  /** The payments asked under an idempotency key. */
  paidUnder(idempotencyKey: string): RecordedPayment[] {
    return this.payments.filter((p) => p.request.idempotencyKey === idempotencyKey);
  }

  /** The ids of the payments that succeeded. */
  succeededIds(): string[] {
    return this.payments.flatMap((p) => (E.isRight(p.answer) && p.answer.right.status === 'succeeded' ? [p.answer.right.paymentId] : []));
  }

  /** A token of its card form for the card (throws when the form refuses it). */
  tokenOf(number = '4242 4242 4242 4242', fields: Partial<{ expiry: string; cvc: string; name: string }> = {}): string {
    const made = this.tokenize(testCard(number, fields));
    if (E.isLeft(made)) throw new Error(`the test card form refused ${number}: ${JSON.stringify(made.left)}`);
    return made.right.token;
  }
}
