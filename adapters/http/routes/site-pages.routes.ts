import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { ClientUseCases } from '../../../application/client/client-use-cases';
import { HttpError } from '../http-error';

export interface SitePagesRoutesOptions {
  useCases: Pick<ClientUseCases, 'getSitePage'>;
}

const pageQuery = z
  .object({
    path: z
      .string()
      .max(200, 'At most 200 characters.')
      .refine((p) => p.startsWith('/') && !p.startsWith('//'), 'path must be a site path starting with /.'),
  })
  .strict();

/**
 * `GET /api/pages?path=/warranty` (issue 11): the site's own page at a path — a content page,
 * a model, a manufacturer overview, or a redirect to the page's canonical path; 404
 * PAGE.NOT_FOUND when the site has none there.
 */
export const sitePagesRoutes: FastifyPluginAsync<SitePagesRoutesOptions> = async (app, { useCases }) => {
  app.get<{ Querystring: z.output<typeof pageQuery> }>('/api/pages', { schema: { querystring: pageQuery } }, async (request, reply) => {
    const answer = await useCases.getSitePage.execute({ site: request.site, path: request.query.path })();
    if (E.isLeft(answer)) throw new HttpError(404, answer.left.code, answer.left.message);
    reply.header('cache-control', 'no-cache');
    return answer.right;
  });
};
