/**
 * The payment provider's routes (issue 15 step 6) on a bare Fastify instance set up as the real
 * server is (its validator, error handler and input-hygiene pass): the test card form's tokens,
 * which form the browser shows, and Stripe's signed webhook read raw.
 */
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorHandlerPlugin } from '../../../adapters/http/plugins/error-handler.plugin';
import { inputHygienePlugin } from '../../../adapters/http/plugins/input-hygiene.plugin';
import { paymentsRoutes, type PaymentsRoutesOptions } from '../../../adapters/http/routes/payments.routes';
import { zodValidatorCompiler } from '../../../adapters/http/zod-validation';
import { StripePaymentProvider } from '../../../adapters/payments/stripe-payment-provider';
import { TestPaymentProvider, UNKNOWN_TEST_CARD_MESSAGE } from '../../../adapters/payments/test-payment-provider';
import type { PaymentEvent } from '../../../application/payments/payment-provider.port';
import { CARD_CVC_MESSAGE, CARD_EXPIRY_MESSAGE, CARD_NAME_MESSAGE, CARD_NUMBER_MESSAGE } from '../../../domain/payments/card';
import { errorShapeProblem } from './support/error-shape';

const now = new Date('2026-03-02T09:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_secret';

async function appWith(options: PaymentsRoutesOptions): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(inputHygienePlugin);
  await app.register(paymentsRoutes, options);
  await app.ready();
  return app;
}

const expectError = (response: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) => {
  expect(response.statusCode).toBe(status);
  expect(errorShapeProblem(response.body)).toBeNull();
  const { error } = response.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(error.code).toBe(code);
  return error;
};

describe('payments routes with the test provider (PAYMENT_PROVIDER=test)', () => {
  const provider = new TestPaymentProvider({ secret: 'a-test-secret-of-at-least-32-characters!', clock: { now: () => now } });
  const onPaymentEvent = vi.fn(async () => undefined);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await appWith({ provider, testCardForm: provider, onPaymentEvent, tokenRateLimit: { max: 8, windowMs: 60_000 } });
  });
  afterAll(() => app?.close());

  const tokens = (body: unknown, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/payments/test/tokens', payload: body as Record<string, unknown>, remoteAddress: ip });

  it('GET /api/payments/provider says the test form is shown, in test mode', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payments/provider' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'test', test_mode: true });
  });

  it('POST /api/payments/test/tokens makes a token (201, never cached) that the provider then pays with', async () => {
    const response = await tokens({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'ANN CITIZEN' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ token: string; brand: string; last4: string; test_mode: boolean }>();
    expect(body).toEqual({ token: expect.stringMatching(/^tok_test_/), brand: 'Visa', last4: '4242', test_mode: true });
    expect(response.body).not.toContain('4242424242424242');
    const paid = await provider.pay({
      amountCents: 50_000,
      currency: 'AUD',
      token: body.token,
      description: 'deposit',
      idempotencyKey: 'route-test-0001',
      metadata: {},
    })();
    expect(paid).toMatchObject(E.right({ status: 'succeeded', last4: '4242', testMode: true }));
  });

  it('answers 400 CARD.INVALID with each field named as sent, with the card rules’ messages', async () => {
    const error = expectError(await tokens({ number: '1234', expiry: '13/30', cvc: 'x', name: '' }, '10.0.0.2'), 400, 'CARD.INVALID');
    expect(error.fields).toEqual({ number: CARD_NUMBER_MESSAGE, expiry: CARD_EXPIRY_MESSAGE, cvc: CARD_CVC_MESSAGE, name: CARD_NAME_MESSAGE });
    expect(error.message).toBe(CARD_NUMBER_MESSAGE);
    expect(expectError(await tokens({}, '10.0.0.2'), 400, 'CARD.INVALID').fields).toMatchObject({ number: CARD_NUMBER_MESSAGE });
  });

  it('refuses a real (non-test) card number in test mode, and a malformed body', async () => {
    expect(
      expectError(await tokens({ number: '4111 1111 1111 1111', expiry: '12/34', cvc: '123', name: 'A' }, '10.0.0.3'), 400, 'CARD.INVALID').fields,
    ).toEqual({ number: UNKNOWN_TEST_CARD_MESSAGE });
    expectError(await tokens({ number: 4242, expiry: '12/34', cvc: '123', name: 'A' }, '10.0.0.3'), 400, 'VALIDATION_FAILED');
  });

  it('is rate-limited per client address', async () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'A' };
    for (let i = 0; i < 8; i += 1) expect((await tokens(card, '10.0.0.9')).statusCode).toBe(201);
    expectError(await tokens(card, '10.0.0.9'), 429, 'TOO_MANY_REQUESTS');
  });

  it('the Stripe webhook answers 404: the test provider sends no webhooks', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expectError(response, 404, 'NOT_FOUND');
    expect(onPaymentEvent).not.toHaveBeenCalled();
  });
});

describe('payments routes with Stripe (PAYMENT_PROVIDER=stripe)', () => {
  const provider = new StripePaymentProvider({
    secretKey: 'sk_test_caryardLocalFake0001',
    publishableKey: 'pk_test_caryardLocalFake0001',
    webhookSecret: WEBHOOK_SECRET,
  });
  const events: PaymentEvent[] = [];
  let failNext = false;
  const onPaymentEvent = vi.fn(async (event: PaymentEvent) => {
    if (failNext) {
      failNext = false;
      throw new Error('database down');
    }
    events.push(event);
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await appWith({ provider, testCardForm: null, onPaymentEvent, now: () => now });
  });
  afterAll(() => app?.close());

  const t = Math.floor(now.getTime() / 1000);
  const sign = (body: string, secret = WEBHOOK_SECRET) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  // Text the input-hygiene pass would normalise (NFD é → NFC) if it saw it: the signature is over the bytes as sent.
  const event = (type: string, id: string) =>
    JSON.stringify(
      {
        id: 'evt_1',
        object: 'event',
        type,
        data: { object: { id, object: 'payment_intent', status: 'succeeded', description: 'Deposit — Cafe\u0301 “Corolla”', metadata: { order_id: 'ord_1' } } },
      },
      null,
      2,
    );
  const webhook = (body: string, signature: string | null, contentType = 'application/json; charset=utf-8') =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': contentType, ...(signature === null ? {} : { 'stripe-signature': signature }) },
      payload: body,
    });

  it('GET /api/payments/provider gives the browser the publishable key', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/provider' })).json()).toEqual({
      kind: 'stripe',
      publishable_key: 'pk_test_caryardLocalFake0001',
      test_mode: true,
    });
  });

  it('a correctly signed payment_intent.succeeded answers 200 {received: true} and calls onPaymentEvent exactly once', async () => {
    onPaymentEvent.mockClear();
    events.length = 0;
    const body = event('payment_intent.succeeded', 'pi_good');
    const response = await webhook(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(onPaymentEvent).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'payment.succeeded', paymentId: 'pi_good', metadata: { order_id: 'ord_1' }, brand: 'Card', last4: '' }]);
  });

  it('a forged, altered, unsigned or stale call answers 400 PAYMENT.WEBHOOK_REJECTED and acts on nothing', async () => {
    onPaymentEvent.mockClear();
    const body = event('payment_intent.succeeded', 'pi_forged');
    const stale = `t=${t - 3_600},v1=${createHmac('sha256', WEBHOOK_SECRET)
      .update(`${t - 3_600}.${body}`)
      .digest('hex')}`;
    for (const [sent, signature] of [
      [body, sign(body, 'whsec_anAttackersGuess')],
      [body.replace('pi_forged', 'pi_other'), sign(body)],
      [body, null],
      [body, stale],
    ] as const) {
      expectError(await webhook(sent, signature), 400, 'PAYMENT.WEBHOOK_REJECTED');
    }
    expect(onPaymentEvent).not.toHaveBeenCalled();
  });

  it('an event not acted on is acknowledged without calling onPaymentEvent', async () => {
    onPaymentEvent.mockClear();
    const body = event('payment_intent.created', 'pi_created');
    const response = await webhook(body, sign(body));
    expect(response.statusCode).toBe(200);
    expect(onPaymentEvent).not.toHaveBeenCalled();
  });

  it('a failure acting on the event answers 500, so Stripe delivers it again', async () => {
    failNext = true;
    const body = event('payment_intent.succeeded', 'pi_retry');
    expectError(await webhook(body, sign(body)), 500, 'INTERNAL_ERROR');
    const again = await webhook(body, sign(body));
    expect(again.statusCode).toBe(200);
    expect(events.at(-1)).toMatchObject({ paymentId: 'pi_retry' });
  });

  it('a body that is not JSON is 415; the test token route is 404', async () => {
    expectError(await webhook('a=b', 't=1,v1=00', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/payments/test/tokens',
        payload: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'A' },
      }),
      404,
      'NOT_FOUND',
    );
  });
});
