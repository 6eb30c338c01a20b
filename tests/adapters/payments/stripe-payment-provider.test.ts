/**
 * The hosted payment provider (issue 15 step 6: 'a second adapter speaks a real hosted provider's
 * API shape (payment intents and webhooks), tested against a local fake; the webhook's signature
 * is checked') against a local server speaking Stripe's API: what is posted, what each answer
 * means, what is repeated and what is not, refunds, and Stripe-Signature checking.
 */
import { createHmac } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  STRIPE_ACTION_REQUIRED_MESSAGE,
  STRIPE_API_VERSION,
  StripePaymentProvider,
  type StripePaymentOptions,
} from '../../../adapters/payments/stripe-payment-provider';
import { DECLINE_MESSAGES } from '../../../adapters/payments/decline-messages';
import type { DeclineCode } from '../../../application/payments/payment-provider.port';
import type { PaymentRequest } from '../../../application/payments/payment-provider.port';
import { freePort } from '../valuation/support/fake-http-api';
import {
  formOf,
  PAYMENT_INTENTS_PATH,
  REFUNDS_PATH,
  startFakeStripe,
  STRIPE_PUBLISHABLE_KEY,
  STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeError,
  type FakeStripe,
} from './support/fake-stripe';

let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(async () => {
  await stripe.close();
});
afterEach(() => stripe.reset());

interface LogLine {
  level: 'info' | 'warn';
  message: string;
  fields: Record<string, unknown>;
}

function provider(options: Partial<StripePaymentOptions> = {}): { payments: StripePaymentProvider; log: LogLine[] } {
  const log: LogLine[] = [];
  const payments = new StripePaymentProvider({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiUrl: stripe.url,
    timeoutMs: 1_000,
    retryDelayMs: 5,
    log: (level, message, fields) => log.push({ level, message, fields }),
    ...options,
  });
  return { payments, log };
}

let keys = 0;
const request = (fields: Partial<PaymentRequest> = {}): PaymentRequest => ({
  amountCents: 50_000,
  currency: 'AUD',
  token: 'pm_card_visa',
  description: '$500 deposit on order for the 2021 Toyota Corolla Ascent Sport (stock HM123) at Harbour Motors',
  idempotencyKey: `order:ord_${++keys}:attempt-0001`,
  metadata: { order_id: `ord_${keys}`, site: 'harbour-motors', reservation_id: `res_${keys}` },
  ...fields,
});

const posts = () => stripe.requestsTo('POST', PAYMENT_INTENTS_PATH);
const intentJson = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'payment_intent',
  status,
  amount: 50_000,
  currency: 'aud',
  ...extra,
});

describe('Stripe payment provider: paying (issue 15 step 6)', () => {
  it('creates and confirms a PaymentIntent, form-encoded with Bearer key and Idempotency-Key, and a succeeded intent is paid', async () => {
    const { payments, log } = provider();
    const sent = request();
    const answer = await payments.pay(sent)();
    expect(answer).toEqual(E.right({ status: 'succeeded', paymentId: expect.stringMatching(/^pi_/), brand: 'Visa', last4: '4242', testMode: true }));

    expect(posts()).toHaveLength(1);
    const [post] = posts();
    expect(post!.headers.authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);
    expect(post!.headers['idempotency-key']).toBe(sent.idempotencyKey);
    expect(post!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(post!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(formOf(post)).toEqual({
      amount: '50000',
      currency: 'aud',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      description: sent.description,
      'expand[]': 'latest_charge',
      'metadata[order_id]': sent.metadata.order_id,
      'metadata[site]': 'harbour-motors',
      'metadata[reservation_id]': sent.metadata.reservation_id,
    });
    // What Stripe keeps: the metadata the webhook will hand back.
    const id = E.isRight(answer) ? answer.right.paymentId : '';
    expect(stripe.intents.get(id)?.metadata).toEqual(sent.metadata);
    // The log names the intent, never the key nor the token.
    expect(log).toEqual([{ level: 'info', message: 'stripe payment', fields: expect.objectContaining({ payment_intent: id, status: 'succeeded' }) }]);
    expect(JSON.stringify(log)).not.toContain(STRIPE_SECRET_KEY);
  });

  it('reads the brand Stripe names (mastercard → Mastercard) from the expanded latest charge', async () => {
    const answer = await provider().payments.pay(request({ token: 'pm_card_mastercard' }))();
    expect(answer).toMatchObject(E.right({ status: 'succeeded', brand: 'Mastercard', last4: '4444' }));
  });

  it.each<[string, DeclineCode]>([
    ['pm_card_chargeDeclined', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedLostCard', 'lost_card'],
    ['pm_card_chargeDeclinedStolenCard', 'stolen_card'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
    ['pm_card_chargeDeclinedProcessingError', 'processing_error'],
    // 'fraudulent' is not told to the shopper (Stripe's advice): a plain decline.
    ['pm_card_chargeDeclinedFraudulent', 'card_declined'],
  ])('a 402 card_error for %s is PAYMENT.DECLINED %s with our message, and is not repeated', async (token, code) => {
    const answer = await provider().payments.pay(request({ token }))();
    expect(answer).toEqual(E.left({ code: 'PAYMENT.DECLINED', decline_code: code, message: DECLINE_MESSAGES[code] }));
    expect(posts()).toHaveLength(1);
  });

  it('a decline_code outside our set maps by its code, else to card_declined', async () => {
    stripe.override('POST', PAYMENT_INTENTS_PATH, (_request, hit) =>
      hit === 1
        ? stripeError(402, { type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor', message: 'Your card was declined.' })
        : stripeError(402, { type: 'card_error', code: 'incorrect_cvc', decline_code: 'something_new', message: "Your card's security code is incorrect." }),
    );
    const { payments } = provider();
    expect(await payments.pay(request())()).toMatchObject(E.left({ decline_code: 'card_declined' }));
    expect(await payments.pay(request())()).toMatchObject(E.left({ decline_code: 'incorrect_cvc' }));
  });

  it('a processing intent (a bank debit) is processing, to be settled by webhook', async () => {
    const answer = await provider().payments.pay(request({ token: 'pm_auBecsDebit' }))();
    expect(answer).toEqual(E.right({ status: 'processing', paymentId: expect.stringMatching(/^pi_/), testMode: true }));
  });

  it('an intent left requires_action (3-D Secure, which a server-side confirm cannot do) is declined, asking for another card', async () => {
    const answer = await provider().payments.pay(request({ token: 'pm_card_authenticationRequired' }))();
    expect(answer).toEqual(E.left({ code: 'PAYMENT.DECLINED', decline_code: 'card_declined', message: STRIPE_ACTION_REQUIRED_MESSAGE }));
  });

  it('an intent answered 200 requires_payment_method is declined with its last_payment_error', async () => {
    stripe.override('POST', PAYMENT_INTENTS_PATH, () => ({
      status: 200,
      json: intentJson('pi_rpm', 'requires_payment_method', {
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      }),
    }));
    expect(await provider().payments.pay(request())()).toEqual(
      E.left({ code: 'PAYMENT.DECLINED', decline_code: 'insufficient_funds', message: DECLINE_MESSAGES.insufficient_funds }),
    );
  });

  it('a 500 then a success is repeated once, with the same Idempotency-Key and body, and paid', async () => {
    stripe.override('POST', PAYMENT_INTENTS_PATH, (_request, hit) =>
      hit === 1
        ? stripeError(500, { type: 'api_error', message: 'An unknown error occurred' })
        : {
            status: 200,
            json: intentJson('pi_after_500', 'succeeded', {
              latest_charge: { id: 'ch_1', payment_method_details: { card: { brand: 'amex', last4: '8431' } } },
            }),
          },
    );
    const { payments, log } = provider();
    const answer = await payments.pay(request())();
    expect(answer).toEqual(E.right({ status: 'succeeded', paymentId: 'pi_after_500', brand: 'American Express', last4: '8431', testMode: true }));
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.headers['idempotency-key']).toBe(posts()[0]!.headers['idempotency-key']);
    expect(posts()[1]!.body.toString()).toBe(posts()[0]!.body.toString());
    expect(log.at(-1)).toMatchObject({ level: 'info', fields: { payment_intent: 'pi_after_500' } });
  });

  it('5xx every time: repeated twice more (3 attempts), then PAYMENT.UNAVAILABLE', async () => {
    stripe.override('POST', PAYMENT_INTENTS_PATH, () => stripeError(503, { type: 'api_error', message: 'Service Unavailable' }));
    const { payments, log } = provider();
    const answer = await payments.pay(request())();
    expect(answer).toEqual(E.left({ code: 'PAYMENT.UNAVAILABLE', message: expect.stringContaining('nothing was charged') }));
    expect(posts()).toHaveLength(3);
    expect(log.at(-1)).toMatchObject({ level: 'warn', fields: { reason: 'HTTP 503: api_error: Service Unavailable (after 3 attempts)' } });
  });

  it("a timeout is repeated with the same key, and the repeat's answer counts", async () => {
    stripe.override('POST', PAYMENT_INTENTS_PATH, (_request, hit) =>
      hit === 1 ? { status: 200, delayMs: 500, json: intentJson('pi_slow', 'succeeded') } : { status: 200, json: intentJson('pi_slow', 'succeeded') },
    );
    const answer = await provider({ timeoutMs: 100 }).payments.pay(request())();
    expect(answer).toMatchObject(E.right({ status: 'succeeded', paymentId: 'pi_slow' }));
    expect(posts()).toHaveLength(2);
    expect(new Set(posts().map((p) => p.headers['idempotency-key'])).size).toBe(1);
  });

  it('timeouts every time: PAYMENT.UNAVAILABLE after the bounded repeats', async () => {
    stripe.override('POST', PAYMENT_INTENTS_PATH, () => ({ status: 200, delayMs: 500, json: intentJson('pi_never', 'succeeded') }));
    const { payments, log } = provider({ timeoutMs: 80, retries: 1 });
    expect(await payments.pay(request())()).toMatchObject(E.left({ code: 'PAYMENT.UNAVAILABLE' }));
    expect(posts()).toHaveLength(2);
    expect(log.at(-1)?.fields.reason).toBe('timed out after 80 ms (after 2 attempts)');
  });

  it('no server listening: PAYMENT.UNAVAILABLE', async () => {
    const answer = await provider({ apiUrl: `http://127.0.0.1:${await freePort()}`, retries: 1 }).payments.pay(request())();
    expect(answer).toMatchObject(E.left({ code: 'PAYMENT.UNAVAILABLE' }));
  });

  it('a 4xx is never repeated: our key refused (401) and a rate limit (429) are PAYMENT.UNAVAILABLE after one request', async () => {
    const refused = await provider({ secretKey: 'sk_test_notTheRightKey000' }).payments.pay(request())();
    expect(refused).toMatchObject(E.left({ code: 'PAYMENT.UNAVAILABLE' }));
    expect(posts()).toHaveLength(1);
    stripe.override('POST', PAYMENT_INTENTS_PATH, () => stripeError(429, { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' }));
    expect(await provider().payments.pay(request())()).toMatchObject(E.left({ code: 'PAYMENT.UNAVAILABLE' }));
    expect(posts()).toHaveLength(2);
  });

  it('a PaymentMethod Stripe does not know is PAYMENT.INVALID_TOKEN; a token that is no PaymentMethod is refused without calling Stripe', async () => {
    const { payments } = provider();
    expect(await payments.pay(request({ token: 'pm_doesNotExist' }))()).toEqual(E.left({ code: 'PAYMENT.INVALID_TOKEN', message: expect.any(String) }));
    expect(posts()).toHaveLength(1);
    for (const token of ['4242424242424242', 'tok_test_abc.def', '', 'pm_<script>']) {
      expect(await payments.pay(request({ token }))()).toMatchObject(E.left({ code: 'PAYMENT.INVALID_TOKEN' }));
    }
    expect(posts()).toHaveLength(1);
  });

  it('the same idempotency key pays once: a repeat gets the same intent; the key with other parameters is refused', async () => {
    const { payments } = provider();
    const first = request();
    const a = await payments.pay(first)();
    const b = await payments.pay(first)();
    expect(b).toEqual(a);
    const made = [...stripe.intents.values()].filter((intent) => (intent.metadata as Record<string, string>).order_id === first.metadata.order_id);
    expect(made).toHaveLength(1);
    expect(await payments.pay({ ...first, amountCents: 60_000 })()).toMatchObject(E.left({ code: 'PAYMENT.UNAVAILABLE' }));
  });

  it('knows test mode from the secret key and gives the browser the publishable key', () => {
    expect(provider().payments).toMatchObject({ name: 'stripe', testMode: true, browserConfig: { kind: 'stripe', publishableKey: STRIPE_PUBLISHABLE_KEY } });
    expect(provider({ secretKey: 'sk_live_caryardNotReal0000' }).payments.testMode).toBe(false);
  });
});

describe('Stripe payment provider: refunds', () => {
  it('posts payment_intent to /v1/refunds with a refund key; a second refund of the same payment is already done', async () => {
    const { payments } = provider();
    const paid = await payments.pay(request())();
    const id = E.isRight(paid) ? paid.right.paymentId : '';
    await expect(payments.refund(id)).resolves.toBeUndefined();
    const [post] = stripe.requestsTo('POST', REFUNDS_PATH);
    expect(formOf(post)).toEqual({ payment_intent: id });
    expect(post!.headers['idempotency-key']).toBe(`refund:${id}`);
    expect(post!.headers.authorization).toBe(`Bearer ${STRIPE_SECRET_KEY}`);
    // A new process (no idempotency replay) refunding again is told it is done: resolved.
    stripe.override('POST', REFUNDS_PATH, () =>
      stripeError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' }),
    );
    await expect(payments.refund(id)).resolves.toBeUndefined();
  });

  it('rejects when Stripe refuses (an unknown payment) or keeps failing', async () => {
    const { payments } = provider({ retries: 1 });
    await expect(payments.refund('pi_unknown')).rejects.toThrow(/resource_missing/);
    stripe.override('POST', REFUNDS_PATH, () => stripeError(500, { type: 'api_error', message: 'boom' }));
    await expect(payments.refund('pi_any')).rejects.toThrow(/HTTP 500/);
    expect(stripe.requestsTo('POST', REFUNDS_PATH)).toHaveLength(3);
  });
});

describe('Stripe payment provider: webhook signatures (Stripe-Signature t=…,v1=…)', () => {
  const now = new Date('2026-03-02T09:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  /** Signs as Stripe does (docs.stripe.com/webhooks#verify-manually): hex HMAC-SHA256 of `{t}.{body}` with the endpoint secret. */
  const sign = (body: string, timestamp = t, secret = STRIPE_WEBHOOK_SECRET) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const header = (body: string, timestamp = t, secret = STRIPE_WEBHOOK_SECRET) => `t=${timestamp},v1=${sign(body, timestamp, secret)}`;

  /** An event as Stripe posts it (docs.stripe.com/api/events/object), pretty-printed as Stripe sends it. */
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify(
      {
        id: 'evt_3MtwBwLkdIwHu7ix0fEAGk1n',
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: t,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      },
      null,
      2,
    );
  const succeeded = event('payment_intent.succeeded', {
    ...intentJson('pi_3MtwBwLkdIwHu7ix28a3tqPa', 'succeeded'),
    latest_charge: 'ch_3MtwBwLkdIwHu7ix28IeGn1C',
    metadata: { order_id: 'ord_1', site: 'harbour-motors', reservation_id: 'res_1' },
  });
  const verify = (body: string, headers: Record<string, string | undefined>, at = now) => provider().payments.verifyWebhook(body, headers, at);

  it('a good signature is accepted: payment_intent.succeeded is payment.succeeded with its metadata', () => {
    expect(verify(succeeded, { 'stripe-signature': header(succeeded) })).toEqual(
      // Events carry latest_charge as an id: the card is not known from the event alone.
      E.right({
        type: 'payment.succeeded',
        paymentId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        metadata: { order_id: 'ord_1', site: 'harbour-motors', reservation_id: 'res_1' },
        brand: 'Card',
        last4: '',
      }),
    );
  });

  it('payment_intent.payment_failed is payment.failed with the decline mapped and our message', () => {
    const failed = event('payment_intent.payment_failed', {
      ...intentJson('pi_failed', 'requires_payment_method'),
      metadata: { order_id: 'ord_2' },
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(verify(failed, { 'stripe-signature': header(failed) })).toEqual(
      E.right({
        type: 'payment.failed',
        paymentId: 'pi_failed',
        metadata: { order_id: 'ord_2' },
        declineCode: 'insufficient_funds',
        message: DECLINE_MESSAGES.insufficient_funds,
      }),
    );
  });

  it('reads the header whatever its case, and accepts any matching v1 among several (a secret being rolled)', () => {
    const signature = `t=${t},v1=${sign(succeeded, t, 'whsec_theOldSecret')},v1=${sign(succeeded)},v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39`;
    expect(E.isRight(verify(succeeded, { 'Stripe-Signature': signature }))).toBe(true);
  });

  it('a forged signature (another secret) is rejected', () => {
    expect(verify(succeeded, { 'stripe-signature': header(succeeded, t, 'whsec_notTheEndpointSecret') })).toEqual(
      E.left({ code: 'PAYMENT.WEBHOOK_REJECTED', message: expect.stringContaining('No signature matches') }),
    );
  });

  it('a body altered after signing is rejected (one character, or re-serialised JSON)', () => {
    const signature = header(succeeded);
    expect(verify(succeeded.replace('ord_1', 'ord_9'), { 'stripe-signature': signature })).toMatchObject(E.left({ code: 'PAYMENT.WEBHOOK_REJECTED' }));
    expect(verify(JSON.stringify(JSON.parse(succeeded)), { 'stripe-signature': signature })).toMatchObject(E.left({ code: 'PAYMENT.WEBHOOK_REJECTED' }));
  });

  it('a timestamp outside the 300 s tolerance is rejected, either way; inside it is accepted', () => {
    for (const timestamp of [t - 301, t + 301, t - 86_400]) {
      expect(verify(succeeded, { 'stripe-signature': header(succeeded, timestamp) })).toEqual(
        E.left({ code: 'PAYMENT.WEBHOOK_REJECTED', message: expect.stringContaining('at most 300 s') }),
      );
    }
    for (const timestamp of [t - 300, t + 299]) expect(E.isRight(verify(succeeded, { 'stripe-signature': header(succeeded, timestamp) }))).toBe(true);
    // The timestamp is signed too: moving it without re-signing breaks the signature.
    expect(verify(succeeded, { 'stripe-signature': `t=${t + 1},v1=${sign(succeeded)}` })).toMatchObject(
      E.left({ message: expect.stringContaining('No signature matches') }),
    );
  });

  it('a missing or malformed header is rejected', () => {
    expect(verify(succeeded, {})).toEqual(E.left({ code: 'PAYMENT.WEBHOOK_REJECTED', message: 'No Stripe-Signature header' }));
    expect(verify(succeeded, { 'stripe-signature': '' })).toMatchObject(E.left({ code: 'PAYMENT.WEBHOOK_REJECTED' }));
    expect(verify(succeeded, { 'stripe-signature': `v1=${sign(succeeded)}` })).toMatchObject(E.left({ message: expect.stringContaining('no timestamp') }));
    expect(verify(succeeded, { 'stripe-signature': `t=${t}` })).toMatchObject(E.left({ message: expect.stringContaining('no v1') }));
    expect(verify(succeeded, { 'stripe-signature': `t=${t},v0=${sign(succeeded)}` })).toMatchObject(E.left({ message: expect.stringContaining('no v1') }));
    expect(verify(succeeded, { 'stripe-signature': 'garbage' })).toMatchObject(E.left({ code: 'PAYMENT.WEBHOOK_REJECTED' }));
  });

  it('a signed event of a type we do not act on is Right(null); a signed body that is no event is rejected', () => {
    const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(verify(refunded, { 'stripe-signature': header(refunded) })).toEqual(E.right(null));
    expect(verify('not json', { 'stripe-signature': header('not json') })).toMatchObject(E.left({ code: 'PAYMENT.WEBHOOK_REJECTED' }));
  });
});
