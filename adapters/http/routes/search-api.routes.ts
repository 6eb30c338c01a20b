import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { ClientUseCases } from '../../../application/client/client-use-cases';
import { DEFAULT_LOOKUP_LIMIT } from '../../../application/inventory/lookup-cars.use-case';
import type { SearchListingFailure } from '../../../application/inventory/search-listing.use-case';
import type { SearchUnavailable } from '../../../application/search/search-cars';
import { MAX_HITS_PER_PAGE } from '../../../domain/search';
import { HttpError } from '../http-error';
import { queryStringOf, readSearchQuery, MAX_PAGE } from '../search-query';
import { carSlugSchema } from './site-api.routes';

export interface SearchApiRoutesOptions {
  useCases: Pick<ClientUseCases, 'search' | 'lookupCars' | 'similar' | 'searchModels' | 'searchDealershipItems'>;
}

/** 400 VALIDATION_FAILED whose message names the first bad parameter. */
function invalid(fields: Record<string, string>): HttpError {
  const [first] = Object.entries(fields);
  const message = first ? `The search is not valid: ${first[0]}: ${first[1]}` : 'The search is not valid.';
  return new HttpError(400, 'VALIDATION_FAILED', message, fields);
}

const unavailable = (failure: SearchUnavailable): HttpError => new HttpError(503, failure.code, 'Search is unavailable just now. Please try again shortly.');

function failureOf(failure: SearchListingFailure): HttpError {
  return failure.code === 'SEARCH.UNAVAILABLE' ? unavailable(failure) : new HttpError(400, failure.code, failure.message, { ...failure.fields });
}

const lookupQuery = z
  .object({
    search_filters: z.string().max(4000, 'At most 4000 characters.').default(''),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${MAX_HITS_PER_PAGE}.`)
      .transform(Number)
      .pipe(z.number().int().min(1, 'limit must be at least 1.').max(MAX_HITS_PER_PAGE, `limit must be at most ${MAX_HITS_PER_PAGE}.`))
      .optional(),
  })
  .strict();

const pageParam = z
  .string()
  .regex(/^\d{1,6}$/, 'page must be a whole number from 1.')
  .transform(Number)
  .pipe(z.number().int().min(1, 'page must be at least 1.').max(MAX_PAGE));

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

const modelsQuery = z
  .object({
    manufacturer: text(100).optional(),
    model: text(100).optional(),
    body: text(100).optional(),
    query: text(200).optional(),
    page: pageParam.optional(),
  })
  .strict();

const priceRange = z
  .string()
  .regex(/^(\d+)?:(\d+)?$/, 'Use min:max in whole dollars, for example 10000:30000.')
  .refine((value) => value !== ':', 'Give a minimum, a maximum or both.')
  .transform((value) => {
    const [min, max] = value.split(':').map((side) => (side === '' ? undefined : Number(side)));
    return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  })
  .refine((bound) => bound.min === undefined || bound.max === undefined || bound.min <= bound.max, 'The minimum is above the maximum.');

const itemsQuery = z
  .object({
    categories: z.union([text(100), z.array(text(100)).max(20, 'At most 20 categories.')]).optional(),
    price: priceRange.optional(),
    query: text(200).optional(),
    page: pageParam.optional(),
  })
  .strict();

const dealershipParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.'),
});

/**
 * The search API of the current site (the tenancy plugin has set `request.site`):
 * `GET /api/search` (docs/http-api.md, contract) and the lookups of spec 1 §7.
 */
export const searchApiRoutes: FastifyPluginAsync<SearchApiRoutesOptions> = async (app, options) => {
  const { useCases } = options;

  app.get('/api/search', async (request, reply) => {
    const state = readSearchQuery(queryStringOf(request.url));
    if (E.isLeft(state)) throw invalid(state.left);
    const answer = await useCases.search.execute({ site: request.site, state: state.right })();
    if (E.isLeft(answer)) throw failureOf(answer.left);
    reply.header('cache-control', 'no-cache');
    const { hits, count, page, pages, hitsPerPage, facets, facetStats, ms } = answer.right;
    return { hits, count, page, pages, hitsPerPage, facets, facetStats, ms };
  });

  app.get<{ Querystring: z.output<typeof lookupQuery> }>('/api/cars', { schema: { querystring: lookupQuery } }, async (request, reply) => {
    const filters = readSearchQuery(request.query.search_filters, { scalars: ['query', 'sortBy'] });
    if (E.isLeft(filters)) {
      throw invalid(Object.fromEntries(Object.entries(filters.left).map(([key, message]) => [`search_filters.${key}`, message])));
    }
    const answer = await useCases.lookupCars.execute({ site: request.site, filters: filters.right, limit: request.query.limit ?? DEFAULT_LOOKUP_LIMIT })();
    if (E.isLeft(answer)) throw unavailable(answer.left);
    reply.header('cache-control', 'no-cache');
    return { hits: answer.right };
  });

  app.get<{ Params: z.output<typeof carSlugSchema> }>('/api/cars/:slug/similar', { schema: { params: carSlugSchema } }, async (request, reply) => {
    const answer = await useCases.similar.execute({ site: request.site, slug: request.params.slug })();
    if (E.isLeft(answer)) {
      if (answer.left.code === 'CAR.NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', `No car '${request.params.slug}' on this site.`);
      throw unavailable(answer.left);
    }
    reply.header('cache-control', 'no-cache');
    return { hits: answer.right };
  });

  app.get<{ Querystring: z.output<typeof modelsQuery> }>('/api/models', { schema: { querystring: modelsQuery } }, async (request, reply) => {
    const { manufacturer, model, body, query, page } = request.query;
    const answer = await useCases.searchModels.execute({
      site: request.site,
      search: {
        ...(manufacturer ? { manufacturer } : {}),
        ...(model ? { model } : {}),
        ...(body ? { body } : {}),
        ...(query ? { query } : {}),
        ...(page ? { page } : {}),
      },
    })();
    if (E.isLeft(answer)) throw unavailable(answer.left);
    reply.header('cache-control', 'no-cache');
    return answer.right;
  });

  app.get<{ Params: z.output<typeof dealershipParams>; Querystring: z.output<typeof itemsQuery> }>(
    '/api/dealerships/:slug/items',
    { schema: { params: dealershipParams, querystring: itemsQuery } },
    async (request, reply) => {
      const { categories, price, query, page } = request.query;
      const answer = await useCases.searchDealershipItems.execute({
        site: request.site,
        dealershipSlug: request.params.slug,
        search: {
          ...(categories ? { categories: Array.isArray(categories) ? categories : [categories] } : {}),
          ...(price ? { price } : {}),
          ...(query ? { query } : {}),
          ...(page ? { page } : {}),
        },
      })();
      if (E.isLeft(answer)) {
        // The use case's own code, so the fetch client answers the same failure as in-process.
        if (answer.left.code === 'DEALERSHIP.NOT_FOUND') throw new HttpError(404, answer.left.code, answer.left.message);
        throw failureOf(answer.left);
      }
      reply.header('cache-control', 'no-cache');
      const { hits, count, page: current, pages, hitsPerPage, facets, facetStats, ms } = answer.right;
      return { hits, count, page: current, pages, hitsPerPage, facets, facetStats, ms };
    },
  );
};
