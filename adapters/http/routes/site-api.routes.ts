import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { getCar } from '../../../application/inventory/get-car.use-case';
import type { CarRepository } from '../../../application/inventory/car-repository.port';
import { getPublicSite } from '../../../application/dealer-site/get-site.use-case';
import { HttpError, notFound } from '../http-error';

export interface SiteApiRoutesOptions {
  cars: CarRepository;
}

/** `:slug` of a car route: a URL slug. */
export const carSlugSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'Use letters, digits and single hyphens.'),
});

/** The JSON API of the current site (the tenancy plugin has set `request.site`). */
export const siteApiRoutes: FastifyPluginAsync<SiteApiRoutesOptions> = async (app, { cars }) => {
  app.get('/api/site', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return getPublicSite(request.site);
  });

  app.get<{ Params: z.output<typeof carSlugSchema> }>(
    '/api/cars/:slug',
    { schema: { params: carSlugSchema } },
    async (request, reply) => {
      const result = await getCar(cars, request.site.slug, request.params.slug);
      if (result._tag === 'Left') throw new HttpError(404, 'NOT_FOUND', `No car '${result.left.slug}' on this site.`);
      reply.header('cache-control', 'no-cache');
      return result.right;
    },
  );

  // Unknown API paths answer in the API's error shape, not with a page.
  app.all('/api/*', async (request) => {
    throw notFound(`Nothing at ${request.method} ${request.url.split('?', 1)[0]}.`);
  });
  app.all('/api', async (request) => {
    throw notFound(`Nothing at ${request.method} ${request.url.split('?', 1)[0]}.`);
  });
};
