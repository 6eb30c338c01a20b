import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { ListWatchlist } from '../../../application/shoppers/list-watchlist.use-case';
import type { RemoveCarFromWatchlist, RemoveCarFailure } from '../../../application/shoppers/remove-car-from-watchlist.use-case';
import type { SaveCarFailure, SaveCarToWatchlist } from '../../../application/shoppers/save-car-to-watchlist.use-case';
import type { WatchlistAnswer, WatchlistPageAnswer } from '../../../application/shoppers/shopper-contract';
import { AustralianMobile } from '../../../domain/leads/sms';
import { HttpError } from '../http-error';
import { requireCsrf } from '../plugins/shopper-session.plugin';
import { rateLimitHook, type RateLimit } from '../rate-limit';

export interface WatchlistRoutesOptions {
  saveCar: Pick<SaveCarToWatchlist, 'execute'>;
  removeCar: Pick<RemoveCarFromWatchlist, 'execute'>;
  listWatchlist: Pick<ListWatchlist, 'execute'>;
  /** Per client IP and site, on the three calls together; default DEFAULT_WATCHLIST_RATE_LIMIT. */
  rateLimit?: RateLimit;
}

/** A shopper tapping save buttons down a results page never meets it; a script is slowed. */
export const DEFAULT_WATCHLIST_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };

export const WATCHLIST_FIELD_MESSAGES = {
  phoneRequired: 'phone_number is required',
  phone: 'phone_number must be an Australian mobile number, e.g. 0412 345 678',
  carIdRequired: 'car_id is required',
  carId: 'car_id must be a whole number',
  body: 'The request must be a JSON object with phone_number and car_id.',
} as const;

/** Long enough for any way of writing a number ('+61 (0)412-345-678'); a longer one is no phone. */
const PHONE_MAX_LENGTH = 40;

/**
 * spec 1 §7: `{phone_number, car_id}`. car_id is a whole number above zero; a string of digits
 * ('12345', as a form or a data attribute gives it) is taken as that number. Unknown fields are
 * refused, naming them (a misspelt field never passes silently).
 */
export const watchlistBodySchema = z.strictObject(
  {
    phone_number: z
      .string({ error: (issue) => (issue.input === undefined ? WATCHLIST_FIELD_MESSAGES.phoneRequired : WATCHLIST_FIELD_MESSAGES.phone) })
      .max(PHONE_MAX_LENGTH, WATCHLIST_FIELD_MESSAGES.phone)
      .refine((phone) => E.isRight(AustralianMobile.parse(phone)), WATCHLIST_FIELD_MESSAGES.phone),
    car_id: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value) ? Number(value.trim()) : value),
      z
        .number({ error: (issue) => (issue.input === undefined ? WATCHLIST_FIELD_MESSAGES.carIdRequired : WATCHLIST_FIELD_MESSAGES.carId) })
        .int(WATCHLIST_FIELD_MESSAGES.carId)
        .positive(WATCHLIST_FIELD_MESSAGES.carId)
        .max(Number.MAX_SAFE_INTEGER, WATCHLIST_FIELD_MESSAGES.carId),
    ),
  },
  { error: WATCHLIST_FIELD_MESSAGES.body },
);

type WatchlistBody = z.output<typeof watchlistBodySchema>;

const STATUS: Readonly<Record<SaveCarFailure['code'] | RemoveCarFailure['code'], number>> = {
  'AUTH.SIGN_IN_REQUIRED': 401,
  'WATCHLIST.PHONE_MISMATCH': 403,
  'WATCHLIST.CAR_NOT_FOUND': 404,
  'WATCHLIST.CAR_SOLD': 409,
  'WATCHLIST.FULL': 409,
};

/**
 * The `{success: false, message}` of a refusal made anywhere on the way — a hook (CSRF, the rate
 * limit, the site), the body parser, validation or the error handler — from the usual error
 * body `{error: {code, message, fields?}}`. A validation failure reads as its first field's
 * problem, naming the field.
 */
export function watchlistRefusal(body: { error: { message?: unknown; fields?: unknown } }): WatchlistAnswer {
  const fields = body.error.fields;
  if (typeof fields === 'object' && fields !== null) {
    const [field, problem] = Object.entries(fields as Record<string, unknown>)[0] ?? [];
    if (field !== undefined && typeof problem === 'string') {
      if (problem === 'Unknown parameter.') return { success: false, message: `Unknown field ${field}: send only phone_number and car_id.` };
      if (field === 'input' || field === 'body') return { success: false, message: WATCHLIST_FIELD_MESSAGES.body };
      return { success: false, message: problem.startsWith(field) ? problem : `${field}: ${problem}` };
    }
  }
  const message =
    typeof body.error.message === 'string' && body.error.message !== '' ? body.error.message : 'The request could not be completed. Please try again.';
  return { success: false, message };
}

const isErrorBody = (payload: unknown): payload is { error: { message?: unknown; fields?: unknown } } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { error?: unknown }).error === 'object' &&
  (payload as { error?: unknown }).error !== null;

/**
 * The watchlist (spec 1 §4, §7; issue 14):
 * - `POST /api/watchlist/save-car` and `/remove-car` `{phone_number, car_id}` → `{success: true}`,
 *   or `{success: false, message}` for every refusal, with a fitting status — 400 validation (the
 *   message names the field), 401 not signed in, 403 CSRF or another phone, 404 a car not on this
 *   site, 409 a sold car or a full watchlist, 429 the rate limit — never the usual error body on
 *   these two paths (spec 1 §7 'reads a success flag and an error message'). Saving twice and
 *   removing a car not saved both succeed.
 * - `GET /api/watchlist` → WatchlistPageAnswer; 401 AUTH.SIGN_IN_REQUIRED in the usual error shape.
 * Never cached. The POSTs need `x-csrf-token`. Needs shopperSessionPlugin before it in the scope.
 */
export const watchlistRoutes: FastifyPluginAsync<WatchlistRoutesOptions> = async (app, options) => {
  const rateLimit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_WATCHLIST_RATE_LIMIT), name: 'watchlist' });

  app.get('/api/watchlist', { onRequest: rateLimit }, async (request, reply): Promise<WatchlistPageAnswer> => {
    reply.header('cache-control', 'no-store');
    const answer = await options.listWatchlist.execute({ site: request.site, shopper: await request.shopperSession() })();
    if (E.isLeft(answer)) throw new HttpError(401, answer.left.code, answer.left.message);
    return answer.right;
  });

  // The two spec 1 §7 calls in a scope of their own: whatever refuses them answers {success: false, message}.
  await app.register(async (calls) => {
    calls.addHook('preSerialization', async (_request, reply, payload) =>
      reply.statusCode >= 400 && isErrorBody(payload) ? watchlistRefusal(payload) : payload,
    );

    const route = (path: string, run: (request: FastifyRequest<{ Body: WatchlistBody }>) => Promise<E.Either<SaveCarFailure | RemoveCarFailure, unknown>>) =>
      calls.post<{ Body: WatchlistBody }>(
        path,
        { schema: { body: watchlistBodySchema }, onRequest: [rateLimit, requireCsrf] },
        async (request, reply): Promise<WatchlistAnswer | FastifyReply> => {
          reply.header('cache-control', 'no-store');
          const answer = await run(request);
          if (E.isRight(answer)) return { success: true };
          return reply.code(STATUS[answer.left.code]).send({ success: false, message: answer.left.message } satisfies WatchlistAnswer);
        },
      );

    const command = async (request: FastifyRequest<{ Body: WatchlistBody }>) => ({
      site: request.site,
      shopper: await request.shopperSession(),
      phone_number: request.body.phone_number,
      car_id: request.body.car_id,
    });
    route('/api/watchlist/save-car', async (request) => options.saveCar.execute(await command(request))());
    route('/api/watchlist/remove-car', async (request) => options.removeCar.execute(await command(request))());
  });
};
