/**
 * A local server that speaks Stripe's PaymentIntents and Refunds API as the payment adapter uses
 * it, shaped on Stripe's API reference (docs.stripe.com/api/payment_intents/create,
 * /api/refunds/create, /api/errors, /api/idempotent_requests):
 * - form-encoded bodies (`metadata[key]`, `expand[]`, `automatic_payment_methods[enabled]`),
 *   `Authorization: Bearer sk_…` (401 `invalid_request_error` otherwise);
 * - Idempotency-Key: a repeat with the same parameters gets the first answer again (with
 *   `Idempotent-Replayed: true`), the same key with other parameters 400 `idempotency_error`;
 * - Stripe's test PaymentMethods decide the outcome (docs.stripe.com/testing): `pm_card_visa`,
 *   `pm_card_mastercard` succeed; `pm_card_chargeDeclined…` answer 402 `card_error` with their
 *   code and decline_code; `pm_card_authenticationRequired` is left `requires_action`;
 *   `pm_auBecsDebit` is `processing`; an unknown `pm_…` is 400 `resource_missing` on payment_method.
 * - `POST /v1/refunds` payment_intent=… refunds a succeeded intent once (a second time: 400
 *   `charge_already_refunded`).
 */
import { FakeHttpApi, type RecordedRequest } from '../../valuation/support/fake-http-api';

export const STRIPE_SECRET_KEY = 'sk_test_caryardLocalFake0001';
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_caryardLocalFake0001';
/** The secret Stripe's own libraries test webhooks with. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';
export const PAYMENT_INTENTS_PATH = '/v1/payment_intents';
export const REFUNDS_PATH = '/v1/refunds';

/** The form a recorded request posted, its repeated keys (expand[]) kept as the last one. */
export const formOf = (request: RecordedRequest | undefined): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(request?.body.toString('utf8') ?? ''));

/** Stripe's error body. */
export const stripeError = (status: number, error: Record<string, unknown>) => ({
  status,
  json: { error: { ...error, request_log_url: 'https://dashboard.stripe.com/test/logs/req_fake' } },
});

/** The declines of Stripe's test PaymentMethods: [code, decline_code, message]. */
const DECLINES: Readonly<Record<string, readonly [string, string | undefined, string]>> = {
  pm_card_chargeDeclined: ['card_declined', 'generic_decline', 'Your card was declined.'],
  pm_card_chargeDeclinedInsufficientFunds: ['card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
  pm_card_chargeDeclinedLostCard: ['card_declined', 'lost_card', 'Your card was declined.'],
  pm_card_chargeDeclinedStolenCard: ['card_declined', 'stolen_card', 'Your card was declined.'],
  pm_card_chargeDeclinedFraudulent: ['card_declined', 'fraudulent', 'Your card was declined.'],
  pm_card_chargeDeclinedExpiredCard: ['expired_card', undefined, 'Your card has expired.'],
  pm_card_chargeDeclinedIncorrectCvc: ['incorrect_cvc', undefined, "Your card's security code is incorrect."],
  pm_card_chargeDeclinedProcessingError: ['processing_error', undefined, 'An error occurred while processing your card. Try again in a little bit.'],
};

const CARDS: Readonly<Record<string, { brand: string; last4: string }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
};

export interface FakeStripe extends FakeHttpApi {
  /** Payment intents made, by id. */
  readonly intents: Map<string, Record<string, unknown>>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const api = new FakeHttpApi() as FakeStripe;
  const intents = new Map<string, Record<string, unknown>>();
  Object.defineProperty(api, 'intents', { value: intents });
  const idempotent = new Map<string, { body: string; reply: { status: number; json: unknown } }>();
  const refunded = new Set<string>();
  let made = 0;

  const authorised = (request: RecordedRequest) => request.headers.authorization === `Bearer ${STRIPE_SECRET_KEY}`;
  const unauthorised = () => stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' });

  /** Stripe's idempotency layer: the same key and parameters replay the first answer. */
  const withIdempotency = (request: RecordedRequest, answer: () => { status: number; json: unknown }) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return answer();
    const body = request.body.toString('utf8');
    const scoped = `${request.path} ${key}`;
    const earlier = idempotent.get(scoped);
    if (earlier) {
      if (earlier.body !== body) {
        return stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return earlier.reply;
    }
    const reply = answer();
    idempotent.set(scoped, { body, reply });
    return reply;
  };

  api.route('POST', PAYMENT_INTENTS_PATH, (request) => {
    if (!authorised(request)) return unauthorised();
    return withIdempotency(request, () => {
      const form = new URLSearchParams(request.body.toString('utf8'));
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 50)
        return stripeError(400, { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least $0.50 aud' });
      if (form.get('currency') !== 'aud')
        return stripeError(400, { type: 'invalid_request_error', code: 'parameter_invalid_empty', param: 'currency', message: 'Invalid currency.' });
      const method = form.get('payment_method') ?? '';
      const known = method in CARDS || method in DECLINES || method === 'pm_card_authenticationRequired' || method === 'pm_auBecsDebit';
      if (!known)
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_method',
          message: `No such PaymentMethod: '${method}'`,
        });
      made += 1;
      const id = `pi_${String(made).padStart(24, '0')}`;
      const metadata = Object.fromEntries([...form].filter(([name]) => /^metadata\[.+\]$/.test(name)).map(([name, value]) => [name.slice(9, -1), value]));
      const intent: Record<string, unknown> = {
        id,
        object: 'payment_intent',
        amount,
        currency: 'aud',
        description: form.get('description'),
        metadata,
        payment_method: method,
        livemode: false,
        latest_charge: null,
        last_payment_error: null,
      };
      const decline = DECLINES[method];
      if (decline) {
        const [code, declineCode, message] = decline;
        const error = { type: 'card_error', code, ...(declineCode ? { decline_code: declineCode } : {}), message, payment_method: { id: method } };
        intents.set(id, { ...intent, status: 'requires_payment_method', last_payment_error: error });
        return { status: 402, json: { error: { ...error, payment_intent: intents.get(id) } } };
      }
      if (method === 'pm_card_authenticationRequired') intent.status = 'requires_action';
      else if (method === 'pm_auBecsDebit') intent.status = 'processing';
      else {
        intent.status = 'succeeded';
        const chargeId = `ch_${String(made).padStart(24, '0')}`;
        const charge = {
          id: chargeId,
          object: 'charge',
          amount,
          paid: true,
          payment_intent: id,
          payment_method_details: { type: 'card', card: CARDS[method] },
        };
        intent.latest_charge = form.getAll('expand[]').includes('latest_charge') ? charge : chargeId;
      }
      intents.set(id, intent);
      return { status: 200, json: intent };
    });
  });

  api.route('POST', REFUNDS_PATH, (request) => {
    if (!authorised(request)) return unauthorised();
    return withIdempotency(request, () => {
      const intentId = new URLSearchParams(request.body.toString('utf8')).get('payment_intent') ?? '';
      const intent = intents.get(intentId);
      if (!intent)
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_intent',
          message: `No such payment_intent: '${intentId}'`,
        });
      if (refunded.has(intentId))
        return stripeError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' });
      refunded.add(intentId);
      return {
        status: 200,
        json: { id: `re_${intentId.slice(3)}`, object: 'refund', amount: intent.amount, currency: 'aud', payment_intent: intentId, status: 'succeeded' },
      };
    });
  });

  return api.start();
}
