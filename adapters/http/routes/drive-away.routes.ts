import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { QuoteDriveAway } from '../../../application/pricing/quote-drive-away.use-case';
import { HttpError } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';
import { GEOCODER_UNAVAILABLE_MESSAGE } from './geocode.routes';
import { carSlugSchema } from './site-api.routes';

export interface DriveAwayRoutesOptions {
  quoteDriveAway: Pick<QuoteDriveAway, 'execute'>;
  /** Per client IP and site; default 60 a minute. */
  rateLimit?: RateLimit;
}

/** A shopper tries a postcode or two per car; a script walking every postcode is stopped early. */
export const DEFAULT_DRIVE_AWAY_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

/** Like /api/delivery-estimate: the value itself is checked by the domain rule, so its message is the one shown. */
export const driveAwayQuerySchema = z.strictObject({
  postcode: z.string({ error: 'must be given once' }).max(20, 'must be at most 20 characters').optional(),
});

/**
 * `GET /api/cars/{slug}/drive-away?postcode=` (issue 15 'The drive-away price';
 * application/checkout/checkout-contract.ts CHECKOUT_API.driveAway): the vehicle page's
 * 'Drive-away in {state}' line and its dialog.
 * - 200 `{drive_away, postcode, state}`: without a postcode, for the state of the car's location;
 * - 400 POSTCODE.REQUIRED / POSTCODE.INVALID (spec 2 §5 'Invalid postcode. Please enter a 4-digit
 *   number.') and POSTCODE.NOT_FOUND (spec 2 §8 'Invalid postcode'), with `fields.postcode`;
 * - 404 NOT_FOUND for a car not on this site, DRIVE_AWAY.NO_PRICE for a car with no drive-away price;
 * - 503 GEOCODER.UNAVAILABLE when a postcode outside the zone table cannot be looked up.
 * The figure follows the car's price and the day's duty rules: never answered from a cache.
 */
export const driveAwayRoutes: FastifyPluginAsync<DriveAwayRoutesOptions> = async (app, options) => {
  app.get<{ Params: z.output<typeof carSlugSchema>; Querystring: z.output<typeof driveAwayQuerySchema> }>(
    '/api/cars/:slug/drive-away',
    {
      schema: { params: carSlugSchema, querystring: driveAwayQuerySchema },
      onRequest: rateLimitHook({ ...(options.rateLimit ?? DEFAULT_DRIVE_AWAY_RATE_LIMIT), name: 'drive-away price' }),
    },
    async (request, reply) => {
      const { postcode } = request.query;
      const answer = await options.quoteDriveAway.execute({ site: request.site, slug: request.params.slug, ...(postcode !== undefined ? { postcode } : {}) })();
      if (E.isRight(answer)) {
        reply.header('cache-control', 'no-cache');
        return answer.right;
      }
      const failure = answer.left;
      switch (failure.code) {
        case 'CAR.NOT_FOUND':
          throw new HttpError(404, 'NOT_FOUND', failure.message);
        case 'DRIVE_AWAY.NO_PRICE':
          throw new HttpError(404, failure.code, failure.message);
        case 'POSTCODE.REQUIRED':
        case 'POSTCODE.INVALID':
        case 'POSTCODE.NOT_FOUND':
          throw new HttpError(400, failure.code, failure.message, { postcode: failure.message });
        case 'GEOCODER.UNAVAILABLE':
          request.log.warn({ geocoder: failure.message }, 'drive-away price: geocoder unavailable');
          throw new HttpError(503, failure.code, GEOCODER_UNAVAILABLE_MESSAGE);
      }
    },
  );
};
