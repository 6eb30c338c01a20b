import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { GetServiceSlots } from '../../../application/service/get-service-slots.use-case';
import { isCalendarDate } from '../../../domain/leads/test-drive-slots';
import { DATE_FORMAT_MESSAGE } from '../../../domain/service/service-slots';
import { HttpError } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';

export interface ServiceRoutesOptions {
  getServiceSlots: Pick<GetServiceSlots, 'execute'>;
  /** Per client IP and site on the slots; default 120 a minute. */
  slotsRateLimit?: RateLimit;
}

/** A date picker asks once per day shown and again after a refusal; a script walking every day of every location is slowed. */
export const DEFAULT_SERVICE_SLOTS_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };

const LOCATION_MESSAGE = 'must be a location slug (lower-case letters, digits and single hyphens)';

/** The query: a location's slug as the site configuration allows one (spec 2 §3), and a calendar date. */
export const serviceSlotsQuerySchema = z.strictObject({
  location: z
    .string({ error: `is required: ${LOCATION_MESSAGE}` })
    .max(63, LOCATION_MESSAGE)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, LOCATION_MESSAGE),
  // The domain's message, as the use case gives it in-process (the client contract holds them together).
  date: z.string({ error: DATE_FORMAT_MESSAGE }).refine(isCalendarDate, DATE_FORMAT_MESSAGE),
});

/**
 * `GET /api/service/slots?location={slug}&date=YYYY-MM-DD` (issue 13 'Slots a workshop can
 * keep'; application/service/get-service-slots.use-case.ts):
 * - 200 `{location: {id, slug, name}, time_zone, date, slots: [{time, label, remaining}], reason,
 *   holiday, available_dates, next_free: [{location, date, time, label}]}`;
 * - 400 VALIDATION_FAILED naming `location` or `date`;
 * - 404 SERVICE.LOCATION_NOT_FOUND for a slug that is no service location of the site.
 * Never cached: times are taken by the minute.
 */
export const serviceRoutes: FastifyPluginAsync<ServiceRoutesOptions> = async (app, options) => {
  app.get<{ Querystring: z.output<typeof serviceSlotsQuerySchema> }>(
    '/api/service/slots',
    {
      schema: { querystring: serviceSlotsQuerySchema },
      onRequest: rateLimitHook({ ...(options.slotsRateLimit ?? DEFAULT_SERVICE_SLOTS_RATE_LIMIT), name: 'service slots' }),
    },
    async (request, reply) => {
      const answer = await options.getServiceSlots.execute({ site: request.site, location: request.query.location, date: request.query.date })();
      if (E.isLeft(answer)) {
        const failure = answer.left;
        // The query schema has refused a date that is none already; kept for a use case that checks more.
        if (failure.code === 'SERVICE.DATE_INVALID') throw new HttpError(400, 'VALIDATION_FAILED', 'The request is not valid.', { date: failure.message });
        throw new HttpError(404, failure.code, failure.message);
      }
      reply.header('cache-control', 'no-store');
      return answer.right;
    },
  );
};
