import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { GetTestDriveSlots } from '../../../application/leads/get-test-drive-slots.use-case';
import { isCalendarDate } from '../../../domain/leads/test-drive-slots';
import { HttpError } from '../http-error';
import { carSlugSchema } from './site-api.routes';

export interface TestDriveSlotsRoutesOptions {
  getSlots: Pick<GetTestDriveSlots, 'execute'>;
}

const DATE_MESSAGE = 'must be a date as YYYY-MM-DD';
const slotsQuery = z.object({
  date: z.string({ error: `is required: ${DATE_MESSAGE}` }).refine(isCalendarDate, DATE_MESSAGE),
});

/**
 * `GET /api/cars/{slug}/test-drive-slots?date=YYYY-MM-DD` (issue 6): the free 30-minute test
 * drive times of the car on that date, at its location (docs/features.md "Lead forms, test drives and reserve online").
 */
export const testDriveSlotsRoutes: FastifyPluginAsync<TestDriveSlotsRoutesOptions> = async (app, options) => {
  app.get<{ Params: z.output<typeof carSlugSchema>; Querystring: z.output<typeof slotsQuery> }>(
    '/api/cars/:slug/test-drive-slots',
    { schema: { params: carSlugSchema, querystring: slotsQuery } },
    async (request, reply) => {
      const result = await options.getSlots.execute({ site: request.site, carSlug: request.params.slug, date: request.query.date })();
      if (result._tag === 'Left') throw new HttpError(404, 'NOT_FOUND', result.left.message);
      // Slots are taken by the minute: never cached.
      reply.header('cache-control', 'no-store');
      return result.right;
    },
  );
};
