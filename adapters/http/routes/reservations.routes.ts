import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { GetPaymentsConfig } from '../../../application/payments/get-payments-config.use-case';
import type { ReserveCar, ReserveCarError } from '../../../application/reservations/reserve-car.use-case';
import { HttpError } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';
import { IDEMPOTENCY_KEY_MESSAGE } from './leads.routes';
import { carSlugSchema } from './site-api.routes';

export interface ReservationsRoutesOptions {
  reserveCar: Pick<ReserveCar, 'execute'>;
  paymentsConfig: Pick<GetPaymentsConfig, 'execute'>;
  /** Per client IP and site; default 10 a minute. */
  rateLimit?: RateLimit;
}

export const DEFAULT_RESERVATION_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/** What a body carrying card details is told (issue 30: no card numbers on our server). */
export const CARD_FIELDS_REFUSED_MESSAGE =
  "Card details are not accepted here: enter the card in the payment provider's card form, which sends only its token.";

/**
 * Names a card's number, expiry or security code goes by in a JSON body. A body holding any of
 * them is refused before anything else reads it (preValidation), and the strict schema refuses
 * every other unknown field, so nothing about a card is stored, handed to a use case or logged.
 */
const CARD_FIELD =
  /^(card|cards|card_?number|number|pan|cc|cc_?number|cc_?exp|exp|expiry|expiry_?date|exp_?month|exp_?year|cvc|cvv|cvv2|cvc2|csc|security_?code)$/i;

/**
 * `POST /api/cars/{slug}/reservations` body: the shopper and the payment provider's token, no
 * more (strict). No amount: the server takes the deposit its own records name.
 */
export const reservationBodySchema = z.strictObject({
  name: text(200),
  email: text(320),
  phone: text(40),
  message: text(2_000),
  /** The provider's token (`tok_test_…`, or a Stripe PaymentMethod `pm_…`), made in the browser. */
  token: text(4_000),
  url: z.string().trim().max(2_048).optional(),
  user_agent: z.string().max(1_000).optional(),
});

type ReservationBody = z.output<typeof reservationBodySchema>;

/** Statuses (docs/features.md "Lead forms, test drives and reserve online"). */
function httpErrorOf(error: ReserveCarError): HttpError {
  switch (error.code) {
    case 'RESERVATION.INVALID':
      return new HttpError(400, error.code, error.message, { ...error.fields });
    case 'RESERVATION.CAR_NOT_FOUND':
      return new HttpError(404, error.code, error.message);
    case 'RESERVATION.CAR_NOT_RESERVABLE':
      return new HttpError(409, error.code, error.message, { reason: error.reason });
    case 'RESERVATION.IN_PROGRESS':
    // The key's attempt ended unpaid (refunded, or lapsed): a new attempt needs a new key.
    case 'RESERVATION.NOT_COMPLETED':
      return new HttpError(409, error.code, error.message);
    case 'IDEMPOTENCY.KEY_REUSED':
      return new HttpError(422, error.code, error.message);
    case 'PAYMENT.DECLINED':
      return new HttpError(402, error.code, error.message, { payment: error.message, decline_code: error.decline_code });
    case 'PAYMENT.INVALID_TOKEN':
      return new HttpError(400, error.code, error.message, { payment: error.message });
    case 'PAYMENT.UNAVAILABLE':
      return new HttpError(503, error.code, error.message);
  }
}

function pageUrl(request: FastifyRequest, body: ReservationBody): string {
  if (body.url) return body.url;
  return `${request.protocol}://${request.host}/cars/${request.params && (request.params as { slug?: string }).slug}/checkout`;
}

/** The body's fields that are card details, by name, at its top level or one level down. */
function cardFieldsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (CARD_FIELD.test(key)) found.push(key);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) if (CARD_FIELD.test(inner)) found.push(`${key}.${inner}`);
    }
  }
  return found;
}

/**
 * Reserve online (issue 6; issue 30): `POST /api/cars/{slug}/reservations` takes the deposit
 * through the payment provider with the token the browser made, and holds the car for 48
 * hours; a body carrying card details is a 400. `GET /api/payments/config` tells the checkout
 * page whether payments are in test mode and whose card form makes the token.
 */
export const reservationsRoutes: FastifyPluginAsync<ReservationsRoutesOptions> = async (app, options) => {
  const limit = options.rateLimit ?? DEFAULT_RESERVATION_RATE_LIMIT;

  app.get('/api/payments/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return E.toUnion(await options.paymentsConfig.execute()());
  });

  app.post<{ Params: z.output<typeof carSlugSchema>; Body: ReservationBody }>(
    '/api/cars/:slug/reservations',
    {
      bodyLimit: 16 * 1024,
      schema: { params: carSlugSchema, body: reservationBodySchema },
      onRequest: rateLimitHook({ ...limit, name: 'reservation' }),
      preValidation: async (request) => {
        const card = cardFieldsOf(request.body);
        if (card.length > 0)
          throw new HttpError(
            400,
            'VALIDATION_FAILED',
            CARD_FIELDS_REFUSED_MESSAGE,
            Object.fromEntries(card.map((field) => [field, CARD_FIELDS_REFUSED_MESSAGE])),
          );
        const key = request.headers['idempotency-key'];
        if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
          throw new HttpError(400, 'VALIDATION_FAILED', IDEMPOTENCY_KEY_MESSAGE, { 'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE });
        }
      },
    },
    async (request, reply) => {
      const body = request.body;
      const headerAgent = request.headers['user-agent'];
      const result = await options.reserveCar.execute({
        site: request.site,
        carSlug: request.params.slug,
        idempotencyKey: String(request.headers['idempotency-key']),
        contact: { name: body.name, email: body.email, phone: body.phone, ...(body.message ? { message: body.message } : {}) },
        token: body.token,
        url: pageUrl(request, body),
        userAgent: body.user_agent ?? (typeof headerAgent === 'string' ? headerAgent.slice(0, 1_000) : ''),
      })();
      if (result._tag === 'Left') throw httpErrorOf(result.left);
      const { replayed, ...reservation } = result.right;
      reply.code(201).header('cache-control', 'no-store');
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reservation;
    },
  );
};
