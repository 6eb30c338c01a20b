import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { PaymentEvent, PaymentProvider } from '../../../application/payments/payment-provider.port';
import type { TestCardForm } from '../../payments/test-payment-provider';
import { HttpError, notFound } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';

export const TEST_TOKENS_PATH = '/api/payments/test/tokens';
export const STRIPE_WEBHOOK_PATH = '/api/payments/webhooks/stripe';
export const PAYMENT_PROVIDER_PATH = '/api/payments/provider';

export interface PaymentsRoutesOptions {
  /** The deployment's payment provider (settings PAYMENT_PROVIDER). */
  readonly provider: Pick<PaymentProvider, 'name' | 'testMode' | 'browserConfig' | 'verifyWebhook'>;
  /** The test provider's own card form (the same object as `provider` when it is the test provider); null: the token route answers 404. */
  readonly testCardForm: TestCardForm | null;
  /** Acts on a verified webhook event (places or releases the order waiting on the payment). A rejection answers 500, so Stripe delivers the event again. */
  readonly onPaymentEvent: (event: PaymentEvent) => Promise<void>;
  /** Test card tokens, per client IP and site; default 30 a minute. */
  readonly tokenRateLimit?: RateLimit;
  /** Webhook calls, per client IP; default 600 a minute. */
  readonly webhookRateLimit?: RateLimit;
  /** The time webhook signatures are checked at; default the system clock. */
  readonly now?: () => Date;
}

/** A shopper makes a token or two per purchase; a script trying card numbers is stopped early. */
export const DEFAULT_TEST_TOKEN_RATE_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };
/** Stripe delivers from a pool of addresses, in bursts after an outage: generous, but unsigned floods are slowed before any HMAC. */
export const DEFAULT_PAYMENT_WEBHOOK_RATE_LIMIT: RateLimit = { max: 600, windowMs: 60_000 };
/** Stripe's events are a few kilobytes. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/** `POST /api/payments/test/tokens` body: the card as typed in the test card form (checked by the card rules, not here). */
export const testCardBodySchema = z.object({ number: text(40), expiry: text(10), cvc: text(8), name: text(200) });

/** Header values as the port reads them (a repeated header joined, as HTTP allows). */
function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]));
}

/**
 * The payment provider's own routes (issue 15 step 6). Registered outside the per-site scope or
 * inside it alike (nothing here reads the site):
 * - `GET /api/payments/provider` → `{kind: 'test', test_mode: true}` or `{kind: 'stripe',
 *   publishable_key, test_mode}`: which form the deposit step shows.
 * - `POST /api/payments/test/tokens` `{number, expiry, cvc, name}` → 201 `{token, brand, last4,
 *   test_mode: true}`; 400 CARD.INVALID with `fields` keyed number, expiry, cvc, name (the card
 *   rules' messages; a real card number is refused in test mode); 404 when the provider is not the
 *   test provider; 429 over the rate limit. Never cached; the card is never logged.
 * - `POST /api/payments/webhooks/stripe` Stripe's signed event, read raw (a Buffer, so neither the
 *   JSON parser nor the input-hygiene pass changes a byte the signature covers) → 200
 *   `{received: true}` after `onPaymentEvent` for a payment event (and for events not acted on);
 *   400 PAYMENT.WEBHOOK_REJECTED for a missing, forged or stale signature; 404 when the provider
 *   is not Stripe; 415 for a body that is not JSON.
 */
export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesOptions> = async (app, options) => {
  const { provider } = options;
  const now = options.now ?? (() => new Date());

  app.get(PAYMENT_PROVIDER_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    const config = provider.browserConfig;
    return config.kind === 'stripe'
      ? { kind: 'stripe', publishable_key: config.publishableKey, test_mode: provider.testMode }
      : { kind: 'test', test_mode: true };
  });

  app.post<{ Body: z.output<typeof testCardBodySchema> }>(
    TEST_TOKENS_PATH,
    {
      // issue 30: the one route that takes a card number — the test provider's own card form, never a Caryard form.
      config: { takesCardNumbers: true },
      bodyLimit: 4 * 1024,
      schema: { body: testCardBodySchema },
      onRequest: [
        async () => {
          if (options.testCardForm === null || provider.name !== 'test') throw notFound();
        },
        rateLimitHook({ ...(options.tokenRateLimit ?? DEFAULT_TEST_TOKEN_RATE_LIMIT), name: 'test card' }),
      ],
    },
    async (request, reply) => {
      const form = options.testCardForm;
      if (form === null) throw notFound();
      reply.header('cache-control', 'no-store');
      const made = form.tokenize(request.body);
      if (E.isLeft(made)) {
        const fields = Object.fromEntries(Object.entries(made.left).map(([key, message]) => [key.replace(/^card\./, ''), message]));
        throw new HttpError(400, 'CARD.INVALID', Object.values(fields)[0] ?? 'Please check your card details.', fields);
      }
      reply.code(201);
      return { token: made.right.token, brand: made.right.brand, last4: made.right.last4, test_mode: true };
    },
  );

  // Its own scope: JSON is read raw here and parsed as usual everywhere else.
  await app.register(async (webhooks) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) => done(null, body));
    webhooks.post(
      STRIPE_WEBHOOK_PATH,
      {
        onRequest: [
          async () => {
            if (provider.name !== 'stripe') throw notFound();
          },
          rateLimitHook({ ...(options.webhookRateLimit ?? DEFAULT_PAYMENT_WEBHOOK_RATE_LIMIT), name: 'payment webhook' }),
        ],
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The body must be application/json.');
        reply.header('cache-control', 'no-store');
        const verified = provider.verifyWebhook(request.body.toString('utf8'), headersOf(request), now());
        if (E.isLeft(verified)) {
          request.log.warn({ ip: request.ip, reason: verified.left.message }, 'payment webhook refused');
          throw new HttpError(400, verified.left.code, verified.left.message);
        }
        if (verified.right !== null) {
          const event = verified.right;
          await options.onPaymentEvent(event);
          request.log.info({ payment_event: { type: event.type, payment_id: event.paymentId } }, 'payment webhook handled');
        }
        return { received: true };
      },
    );
  });
};
