import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { CheckoutError, CheckoutOrders } from '../../../application/checkout/checkout-orders';
import { CHECKOUT_STEPS, type OrderPatch } from '../../../application/checkout/checkout-contract';
import { HttpError } from '../http-error';
import { checkoutShopperOf } from '../trade-in-offer-cookie';
import { rateLimitHook, type RateLimit } from '../rate-limit';
import { ORDER_TERMS_MESSAGE } from '../../../domain/orders/order';
import { IDEMPOTENCY_KEY_MESSAGE } from './leads.routes';

export interface CheckoutRoutesOptions {
  checkout: Pick<CheckoutOrders, 'start' | 'get' | 'update' | 'payDeposit' | 'lookup'>;
  /** Per client IP and site: changes and new orders (default 60 a minute); deposits (default 10 a minute). */
  rateLimit?: RateLimit;
  depositRateLimit?: RateLimit;
}

const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
const ORDER_ID = /^[A-Za-z0-9_-]{16,64}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const orderParams = z.object({ id: z.string().regex(ORDER_ID, 'is not an order id') });

export const startOrderSchema = z.object({ car_id: z.string().trim().min(1, 'is required').max(200), postcode: text(10).optional() });

export const orderPatchSchema = z
  .object({
    step: z.enum(CHECKOUT_STEPS).optional(),
    postcode: text(10).optional(),
    trade_in: z
      .discriminatedUnion('kind', [
        // strict: an offer is named, never stated (its amount and car are the server's).
        z.strictObject({ kind: z.literal('offer'), reference: text(40).optional(), rego: text(20).optional(), phone: text(40).optional() }),
        z.object({
          kind: z.literal('enquiry'),
          rego: text(20),
          state: z.enum(STATES, 'choose a state'),
          description: text(300),
          km: z.number().int().min(0).max(2_000_000),
        }),
        z.object({ kind: z.literal('none') }),
      ])
      .optional(),
    pay_by: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('cash') }),
        z.object({
          kind: z.literal('finance'),
          deposit: z.number().min(0).max(10_000_000),
          term_years: z.number().min(0).max(30),
          frequency: z.enum(['weekly', 'fortnightly', 'monthly']),
        }),
      ])
      .optional(),
    fulfilment: z
      .discriminatedUnion('kind', [z.object({ kind: z.literal('pickup') }), z.object({ kind: z.literal('delivery'), postcode: text(10) })])
      .optional(),
    details: z
      .object({
        first_name: text(100),
        last_name: text(100),
        email: text(320),
        phone: text(40),
        street: text(200),
        suburb: text(100),
        // The state names are checked with the rest of the details (domain/orders/order.ts), each with its own message.
        state: text(10),
        postcode: text(10),
        licence_number: text(30),
        licence_state: text(10),
      })
      .optional(),
  })
  .strict();

const lookupSchema = z.object({ reference: z.string().trim().min(1, 'is required').max(20), email: z.string().trim().min(1, 'is required').max(320) });

export const depositSchema = z.object({
  token: z.string().trim().min(1, 'is required').max(4_000),
  idempotency_key: z.string().regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MESSAGE),
  // The buyer accepted the site's terms and conditions: no deposit is taken without it.
  terms_accepted: z.literal(true, { error: ORDER_TERMS_MESSAGE }),
});

function httpErrorOf(error: CheckoutError): HttpError {
  switch (error.code) {
    case 'ORDER.INVALID':
      return new HttpError(400, error.code, error.message, { ...error.fields });
    case 'ORDER.NOT_FOUND':
    case 'ORDER.PURCHASE_OFF':
      return new HttpError(404, error.code, error.message);
    case 'ORDER.CAR_UNAVAILABLE':
      return new HttpError(409, error.code, error.message, undefined, error.similar);
    case 'ORDER.CLOSED':
      return new HttpError(409, error.code, error.message);
    case 'PAYMENT.DECLINED':
      return new HttpError(402, error.code, error.message, { payment: error.message, decline_code: error.decline_code });
    case 'PAYMENT.INVALID_TOKEN':
      return new HttpError(400, error.code, error.message, { payment: error.message });
    case 'PAYMENT.UNAVAILABLE':
      return new HttpError(503, error.code, error.message);
  }
}

/**
 * The online purchase journey's API (issue 15; application/checkout/checkout-contract.ts):
 * POST /api/checkout/orders, GET and PATCH /api/checkout/orders/{id}, POST …/{id}/deposit.
 * The order id is the capability: answers are never cached. The shopper's own accepted trade-in
 * offers (this browser's, the signed-in shopper's) are found by the server (trade-in-offer-cookie.ts).
 * Needs shopperSessionPlugin before it in the scope.
 */
export const checkoutRoutes: FastifyPluginAsync<CheckoutRoutesOptions> = async (app, options) => {
  const limit = options.rateLimit ?? { max: 60, windowMs: 60_000 };
  const depositLimit = options.depositRateLimit ?? { max: 10, windowMs: 60_000 };
  const answer = <T>(result: E.Either<CheckoutError, T>): T => {
    if (E.isLeft(result)) throw httpErrorOf(result.left);
    return result.right;
  };

  app.post<{ Body: z.output<typeof startOrderSchema> }>(
    '/api/checkout/orders',
    { bodyLimit: 4 * 1024, schema: { body: startOrderSchema }, onRequest: rateLimitHook({ ...limit, name: 'checkout' }) },
    async (request, reply) => {
      const order = answer(
        await options.checkout.start(request.site, { carSlug: request.body.car_id, postcode: request.body.postcode || null }, await checkoutShopperOf(request)),
      );
      reply.code(201).header('cache-control', 'no-store');
      return order;
    },
  );

  // /online-payment: a placed order by its reference and the buyer's email (rate-limited: no guessing).
  app.post<{ Body: z.output<typeof lookupSchema> }>(
    '/api/checkout/orders/lookup',
    { bodyLimit: 2 * 1024, schema: { body: lookupSchema }, onRequest: rateLimitHook({ ...depositLimit, name: 'checkout-lookup' }) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(await options.checkout.lookup(request.site, request.body.reference, request.body.email));
    },
  );

  app.get<{ Params: z.output<typeof orderParams> }>('/api/checkout/orders/:id', { schema: { params: orderParams } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return answer(await options.checkout.get(request.site, request.params.id, await checkoutShopperOf(request)));
  });

  app.patch<{ Params: z.output<typeof orderParams>; Body: z.output<typeof orderPatchSchema> }>(
    '/api/checkout/orders/:id',
    { bodyLimit: 16 * 1024, schema: { params: orderParams, body: orderPatchSchema }, onRequest: rateLimitHook({ ...limit, name: 'checkout' }) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(await options.checkout.update(request.site, request.params.id, request.body as OrderPatch, await checkoutShopperOf(request)));
    },
  );

  app.post<{ Params: z.output<typeof orderParams>; Body: z.output<typeof depositSchema> }>(
    '/api/checkout/orders/:id/deposit',
    { bodyLimit: 8 * 1024, schema: { params: orderParams, body: depositSchema }, onRequest: rateLimitHook({ ...depositLimit, name: 'checkout-deposit' }) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return answer(
        await options.checkout.payDeposit(request.site, request.params.id, { token: request.body.token, idempotencyKey: request.body.idempotency_key }),
      );
    },
  );
};
