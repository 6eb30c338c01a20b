import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { ClientUseCases } from '../../../application/client/client-use-cases';
import { HttpError, notFound } from '../http-error';

export interface SiteApiRoutesOptions {
  useCases: Pick<ClientUseCases, 'getSite' | 'getCar'>;
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
export const siteApiRoutes: FastifyPluginAsync<SiteApiRoutesOptions> = async (app, { useCases }) => {
  app.get('/api/site', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return E.toUnion(await useCases.getSite.execute({ site: request.site })());
  });

  app.get<{ Params: z.output<typeof carSlugSchema> }>('/api/cars/:slug', { schema: { params: carSlugSchema } }, async (request, reply) => {
    const result = await useCases.getCar.execute({ site: request.site, slug: request.params.slug })();
    if (result._tag === 'Left') throw new HttpError(404, 'NOT_FOUND', `No car '${result.left.slug}' on this site.`);
    reply.header('cache-control', 'no-cache');
    return result.right;
  });

  // Unknown API paths answer in the API's error shape, not with a page.
  app.all('/api/*', async (request) => {
    throw notFound(`Nothing at ${request.method} ${request.url.split('?', 1)[0]}.`);
  });
  app.all('/api', async (request) => {
    throw notFound(`Nothing at ${request.method} ${request.url.split('?', 1)[0]}.`);
  });
};
