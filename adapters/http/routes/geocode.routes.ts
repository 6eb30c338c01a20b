import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { LookupPostcode } from '../../../application/locations/lookup-postcode.use-case';
import { HttpError, type ErrorBody } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';

export interface GeocodeRoutesOptions {
  lookupPostcode: Pick<LookupPostcode, 'execute'>;
  /** Per client IP and site; default 60 a minute. */
  rateLimit?: RateLimit;
}

/** A shopper types one postcode per form; a script walking all 10,000 is stopped early. */
export const DEFAULT_GEOCODE_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

/** Postcodes and their places change a few times a year: a day in any cache is safe. */
export const GEOCODE_CACHE_CONTROL = 'public, max-age=86400';

/** Shown for a 503: the cause (which provider, which status) goes to the log, not the shopper. */
export const GEOCODER_UNAVAILABLE_MESSAGE = 'The postcode lookup is not answering right now. Please try again in a moment.';

/** Like /api/delivery-estimate: the value itself is checked by the domain rule, so its message is the one shown. */
export const geocodeQuerySchema = z.strictObject({
  postal_code: z.string({ error: 'must be given once' }).max(20, 'must be at most 20 characters').optional(),
});

/**
 * `GET /api/geocode/postcode?postal_code=4000` (spec 2 §7 'GET to a maps geocoding service',
 * issue 12): the Australian place of a postcode for the postcode fields; the geocoder's key
 * stays on the server.
 * - 200 `{postcode, locality, state, latitude, longitude}`;
 * - 400 `{error: {code: 'POSTCODE.INVALID' | 'POSTCODE.REQUIRED', message, fields: {postal_code}}}`
 *   with spec 2 §5's 'Invalid postcode. Please enter a 4-digit number.';
 * - 404 `{error: {code: 'POSTCODE.NOT_FOUND', message: 'Invalid postcode'}}` (spec 2 §8);
 * - 503 GEOCODER.UNAVAILABLE when the geocoder cannot answer.
 * 200 and 404 are the same for every shopper, so both are cacheable for a day.
 */
export const geocodeRoutes: FastifyPluginAsync<GeocodeRoutesOptions> = async (app, options) => {
  app.get<{ Querystring: z.output<typeof geocodeQuerySchema> }>(
    '/api/geocode/postcode',
    {
      schema: { querystring: geocodeQuerySchema },
      onRequest: rateLimitHook({ ...(options.rateLimit ?? DEFAULT_GEOCODE_RATE_LIMIT), name: 'postcode lookup' }),
    },
    async (request, reply) => {
      const answer = await options.lookupPostcode.execute({ postcode: request.query.postal_code })();
      if (E.isRight(answer)) {
        reply.header('cache-control', GEOCODE_CACHE_CONTROL);
        return answer.right;
      }
      const failure = answer.left;
      switch (failure.code) {
        case 'POSTCODE.REQUIRED':
        case 'POSTCODE.INVALID':
          throw new HttpError(400, failure.code, failure.message, { postal_code: failure.message });
        case 'POSTCODE.NOT_FOUND': {
          // Sent here rather than thrown: the error handler marks errors no-store, and this answer is cacheable.
          const body: ErrorBody = { error: { code: failure.code, message: failure.message } };
          return reply.code(404).header('cache-control', GEOCODE_CACHE_CONTROL).type('application/json; charset=utf-8').send(body);
        }
        case 'GEOCODER.UNAVAILABLE':
          request.log.warn({ geocoder: failure.message }, 'postcode lookup failed: geocoder unavailable');
          throw new HttpError(503, failure.code, GEOCODER_UNAVAILABLE_MESSAGE);
      }
    },
  );
};
