import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { CarRepository } from '../../../application/inventory/car-repository.port';
import { searchDealershipItems } from '../../../application/inventory/dealership-items.use-case';
import { DEFAULT_LOOKUP_LIMIT, lookupCars } from '../../../application/inventory/lookup-cars.use-case';
import { searchListing, type SearchListingFailure } from '../../../application/inventory/search-listing.use-case';
import { searchModels } from '../../../application/inventory/search-models.use-case';
import { findSimilarCars } from '../../../application/inventory/similar-cars.use-case';
import type { SearchEngine, SearchSiteContext } from '../../../application/search/search-engine.port';
import type { SearchUnavailable } from '../../../application/search/search-cars.use-case';
import { MAX_HITS_PER_PAGE } from '../../../domain/search';
import { HttpError } from '../http-error';
import { queryStringOf, readSearchQuery, MAX_PAGE } from '../search-query';
import { carSlugSchema } from './site-api.routes';

export interface SearchApiRoutesOptions {
  cars: CarRepository;
  /** Answers the listing, the lookup and similar vehicles (the cached, site-routed engine). */
  search: SearchEngine;
  /** Answers the model and dealership listings (spec 1 §7: their own cache of 10). Default `search`. */
  lookups?: SearchEngine;
  /** The search context of a site, by slug. */
  contextOf: (request: FastifyRequest) => SearchSiteContext;
}

/** 400 VALIDATION_FAILED whose message names the first bad parameter. */
function invalid(fields: Record<string, string>): HttpError {
  const [first] = Object.entries(fields);
  const message = first ? `The search is not valid: ${first[0]}: ${first[1]}` : 'The search is not valid.';
  return new HttpError(400, 'VALIDATION_FAILED', message, fields);
}

const unavailable = (failure: SearchUnavailable): HttpError =>
  new HttpError(503, failure.code, 'Search is unavailable just now. Please try again shortly.');

function failureOf(failure: SearchListingFailure): HttpError {
  return failure.code === 'SEARCH.UNAVAILABLE'
    ? unavailable(failure)
    : new HttpError(400, failure.code, failure.message, { ...failure.fields });
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
  slug: z.string().min(1).max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.'),
});

/**
 * The search API of the current site (the tenancy plugin has set `request.site`):
 * `GET /api/search` (ARCHITECTURE.md contract) and the lookups of spec 1 §7.
 */
export const searchApiRoutes: FastifyPluginAsync<SearchApiRoutesOptions> = async (app, options) => {
  const { cars, search, contextOf } = options;
  const lookups = options.lookups ?? search;

  app.get('/api/search', async (request, reply) => {
    const state = readSearchQuery(queryStringOf(request.url));
    if (E.isLeft(state)) throw invalid(state.left);
    const answer = await searchListing(search, { site: contextOf(request), state: state.right, now: new Date() });
    if (E.isLeft(answer)) throw failureOf(answer.left);
    reply.header('cache-control', 'no-cache');
    const { hits, count, page, pages, hitsPerPage, facets, facetStats, ms } = answer.right;
    return { hits, count, page, pages, hitsPerPage, facets, facetStats, ms };
  });

  app.get<{ Querystring: z.output<typeof lookupQuery> }>(
    '/api/cars',
    { schema: { querystring: lookupQuery } },
    async (request, reply) => {
      const filters = readSearchQuery(request.query.search_filters, { scalars: ['query', 'sortBy'] });
      if (E.isLeft(filters)) {
        throw invalid(Object.fromEntries(Object.entries(filters.left).map(([key, message]) => [`search_filters.${key}`, message])));
      }
      const answer = await lookupCars(search, {
        site: contextOf(request),
        filters: filters.right,
        limit: request.query.limit ?? DEFAULT_LOOKUP_LIMIT,
        now: new Date(),
      });
      if (E.isLeft(answer)) throw unavailable(answer.left);
      reply.header('cache-control', 'no-cache');
      return { hits: answer.right };
    },
  );

  app.get<{ Params: z.output<typeof carSlugSchema> }>(
    '/api/cars/:slug/similar',
    { schema: { params: carSlugSchema } },
    async (request, reply) => {
      const answer = await findSimilarCars({ cars, engine: search }, { site: contextOf(request), slug: request.params.slug, now: new Date() });
      if (E.isLeft(answer)) {
        if (answer.left.code === 'CAR.NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', `No car '${request.params.slug}' on this site.`);
        throw unavailable(answer.left);
      }
      reply.header('cache-control', 'no-cache');
      return { hits: answer.right };
    },
  );

  app.get<{ Querystring: z.output<typeof modelsQuery> }>(
    '/api/models',
    { schema: { querystring: modelsQuery } },
    async (request, reply) => {
      const { manufacturer, model, body, query, page } = request.query;
      const answer = await searchModels(lookups, {
        site: contextOf(request),
        search: {
          ...(manufacturer ? { manufacturer } : {}),
          ...(model ? { model } : {}),
          ...(body ? { body } : {}),
          ...(query ? { query } : {}),
          ...(page ? { page } : {}),
        },
        now: new Date(),
      });
      if (E.isLeft(answer)) throw unavailable(answer.left);
      reply.header('cache-control', 'no-cache');
      return answer.right;
    },
  );

  app.get<{ Params: z.output<typeof dealershipParams>; Querystring: z.output<typeof itemsQuery> }>(
    '/api/dealerships/:slug/items',
    { schema: { params: dealershipParams, querystring: itemsQuery } },
    async (request, reply) => {
      const { categories, price, query, page } = request.query;
      const answer = await searchDealershipItems(lookups, {
        site: contextOf(request),
        dealershipSlugs: request.site.dealerships.map((d) => d.slug),
        dealershipSlug: request.params.slug,
        search: {
          ...(categories ? { categories: Array.isArray(categories) ? categories : [categories] } : {}),
          ...(price ? { price } : {}),
          ...(query ? { query } : {}),
          ...(page ? { page } : {}),
        },
        now: new Date(),
      });
      if (E.isLeft(answer)) {
        if (answer.left.code === 'DEALERSHIP.NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', `No dealership '${request.params.slug}' on this site.`);
        throw failureOf(answer.left);
      }
      reply.header('cache-control', 'no-cache');
      const { hits, count, page: current, pages, hitsPerPage, facets, facetStats, ms } = answer.right;
      return { hits, count, page: current, pages, hitsPerPage, facets, facetStats, ms };
    },
  );
};
