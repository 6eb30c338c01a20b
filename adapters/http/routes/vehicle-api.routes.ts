import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import { ANALYTICS_EVENT_MEANINGS, ANALYTICS_EVENT_NAMES, AnalyticsEventName } from '../../../domain/analytics/event-ids';
import type { AnalyticsEvent } from '../../../application/analytics/track-event.use-case';
import type { RenderVehiclePdf } from '../../../application/vehicle/vehicle-pdf.use-case';
import type { ClientUseCases } from '../../../application/client/client-use-cases';
import { HttpError, validationFailed } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';
import { parseUpdatedAt } from '../updated-at';
import { carSlugSchema } from './site-api.routes';

export interface VehicleApiRoutesOptions {
  useCases: Pick<ClientUseCases, 'autogauge' | 'recordView' | 'deliveryEstimate' | 'revealPhone' | 'trackEvent'> & { readonly carPdf: RenderVehiclePdf };
  /** Per client IP and site; defaults below. */
  viewRateLimit?: RateLimit;
  phoneRevealRateLimit?: RateLimit;
  analyticsRateLimit?: RateLimit;
  pdfRateLimit?: RateLimit;
}

/** A shopper browsing fast opens a few pages a minute; a script counting views opens hundreds. */
export const DEFAULT_VIEW_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };
export const DEFAULT_PHONE_REVEAL_RATE_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };
export const DEFAULT_ANALYTICS_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 };
/** A PDF costs a render: a handful a minute is plenty for a shopper. */
export const DEFAULT_PDF_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };
/** The POST bodies here are a few ids: 8 KB is generous. */
const SMALL_BODY_LIMIT = 8 * 1024;

const ID_MESSAGE = 'must be a positive whole number';
/** An id sent as a number or as digits ('123'). */
const positiveId = z.union(
  [
    z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(Number.MAX_SAFE_INTEGER, ID_MESSAGE),
    z
      .string({ error: ID_MESSAGE })
      .regex(/^[1-9]\d{0,14}$/, ID_MESSAGE)
      .transform(Number),
  ],
  { error: ID_MESSAGE },
);
const idParam = z
  .string({ error: ID_MESSAGE })
  .regex(/^[1-9]\d{0,14}$/, ID_MESSAGE)
  .transform(Number);

/** `view.json` query (spec 1 §7): the page's copy of the car and the site id. */
export const viewQuerySchema = z.strictObject({
  photos_count: z
    .string({ error: 'must be a whole number from 0' })
    .regex(/^\d{1,6}$/, 'must be a whole number from 0')
    .transform(Number)
    .optional(),
  updated_at: z
    .string({ error: 'must be a date-time (ISO 8601) or epoch seconds or milliseconds' })
    .max(40, 'must be a date-time (ISO 8601) or epoch seconds or milliseconds')
    .transform((value, ctx) => {
      const date = parseUpdatedAt(value);
      if (date) return date;
      ctx.addIssue({ code: 'custom', message: 'must be a date-time (ISO 8601) or epoch seconds or milliseconds' });
      return z.NEVER;
    })
    .optional(),
  website_id: idParam.optional(),
});

export const deliveryQuerySchema = z.strictObject({
  postcode: z.string({ error: 'must be given once' }).max(20, 'must be at most 20 characters').optional(),
});

/** Phone reveal body (spec 1 §7): car_id, dealership_id, website_id. */
export const phoneRevealBodySchema = z.strictObject({
  car_id: positiveId,
  dealership_id: positiveId,
  website_id: positiveId,
});

const EVENT_IDS = Object.keys(ANALYTICS_EVENT_MEANINGS).map(Number);
const EVENT_ID_MESSAGE = `must be one of the analytics event ids ${EVENT_IDS.join(', ')}`;
const EVENT_NAME_MESSAGE = `must be one of the analytics event names ${ANALYTICS_EVENT_NAMES.join(', ')}`;
const NO_EVENT_MESSAGE = `give event_id (one of ${EVENT_IDS.join(', ')}) or event (one of ${ANALYTICS_EVENT_NAMES.join(', ')})`;
const BOTH_EVENTS_MESSAGE = 'give either event_id or event, not both';
const PROPERTY_MESSAGE = 'must be text (at most 500 characters), a number, true/false or null';

/**
 * `POST /api/analytics/events` body: a spec 2 §7 event id or, for an event the spec gives no
 * id, its name (exactly one: spec 1 §7 tracks call clicks, spec 2 §7 shows no id for them, so
 * they are sent as `event: 'call_click'`); the car if any, the page, a few facts.
 */
export const analyticsEventBodySchema = z
  .strictObject({
    event_id: z
      .number({ error: EVENT_ID_MESSAGE })
      .int(EVENT_ID_MESSAGE)
      .refine((id) => EVENT_IDS.includes(id), EVENT_ID_MESSAGE)
      .optional(),
    event: z.enum(AnalyticsEventName, { error: EVENT_NAME_MESSAGE }).optional(),
    car_id: positiveId.nullish(),
    url: z.string().max(2_048, 'must be at most 2048 characters').nullish(),
    properties: z
      .record(z.string().min(1).max(100), z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()], { error: PROPERTY_MESSAGE }))
      .refine((p) => Object.keys(p).length <= 30, 'must hold at most 30 properties')
      .optional(),
  })
  .superRefine((body, ctx) => {
    const hasId = body.event_id !== undefined;
    if (hasId !== (body.event !== undefined)) return;
    // Both or neither: a 400 naming both fields, before the use case is asked.
    const message = hasId ? BOTH_EVENTS_MESSAGE : NO_EVENT_MESSAGE;
    ctx.addIssue({ code: 'custom', path: ['event_id'], message });
    ctx.addIssue({ code: 'custom', path: ['event'], message });
  });

const carNotFound = (slug: string) => new HttpError(404, 'NOT_FOUND', `No car '${slug}' on this site.`);

/** `https://host` of the request, for links printed on the PDF. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The vehicle page's own calls (issue 5; ARCHITECTURE contracts): price comparison, view
 * counting, the printable PDF, delivery estimate, phone reveal and analytics. The tenancy
 * plugin has set `request.site`; every answer is that site's.
 */
export const vehicleApiRoutes: FastifyPluginAsync<VehicleApiRoutesOptions> = async (app, options) => {
  const { useCases } = options;

  app.get<{ Params: z.output<typeof carSlugSchema> }>('/cars/:slug/autogauge', { schema: { params: carSlugSchema } }, async (request, reply) => {
    const answer = await useCases.autogauge.execute({ site: request.site, slug: request.params.slug })();
    if (E.isLeft(answer)) {
      if (answer.left.code === 'CAR.NOT_FOUND') throw carNotFound(answer.left.slug);
      throw new HttpError(404, answer.left.code, `Car '${answer.left.slug}' has no market data to compare with.`);
    }
    reply.header('cache-control', 'no-cache');
    return answer.right;
  });

  app.get<{ Params: z.output<typeof carSlugSchema>; Querystring: z.output<typeof viewQuerySchema> }>(
    '/api/cars/:slug/view.json',
    {
      schema: { params: carSlugSchema, querystring: viewQuerySchema },
      onRequest: rateLimitHook({ ...(options.viewRateLimit ?? DEFAULT_VIEW_RATE_LIMIT), name: 'view' }),
    },
    async (request, reply) => {
      const { photos_count, updated_at, website_id } = request.query;
      const answer = await useCases.recordView.execute({
        site: request.site,
        slug: request.params.slug,
        ...(photos_count !== undefined ? { photosCount: photos_count } : {}),
        ...(updated_at !== undefined ? { updatedAt: updated_at } : {}),
        ...(website_id !== undefined ? { websiteId: website_id } : {}),
      })();
      if (E.isLeft(answer)) {
        if (answer.left.code === 'CAR.NOT_FOUND') throw carNotFound(answer.left.slug);
        throw validationFailed({ website_id: answer.left.message });
      }
      // Every request counts a view: never answered from a cache.
      reply.header('cache-control', 'no-store');
      return answer.right;
    },
  );

  app.get<{ Params: z.output<typeof carSlugSchema> }>(
    '/api/cars/:slug/pdf',
    {
      schema: { params: carSlugSchema },
      onRequest: rateLimitHook({ ...(options.pdfRateLimit ?? DEFAULT_PDF_RATE_LIMIT), name: 'PDF' }),
    },
    async (request, reply) => {
      const slug = request.params.slug;
      const answer = await useCases.carPdf.execute({ site: request.site, slug, pageUrl: `${originOf(request)}/cars/${slug}`, now: new Date() })();
      if (E.isLeft(answer)) {
        if (answer.left.code === 'CAR.NOT_FOUND') throw carNotFound(answer.left.slug);
        throw new HttpError(404, answer.left.code, answer.left.message);
      }
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${answer.right.fileName}"`)
        .type('application/pdf')
        .send(Buffer.from(answer.right.bytes));
    },
  );

  app.get<{ Querystring: z.output<typeof deliveryQuerySchema> }>(
    '/api/delivery-estimate',
    { schema: { querystring: deliveryQuerySchema } },
    async (request, reply) => {
      const answer = await useCases.deliveryEstimate.execute({ postcode: request.query.postcode })();
      if (E.isLeft(answer)) {
        const { code, message } = answer.left;
        if (code === 'DELIVERY.NO_ESTIMATE') throw new HttpError(404, code, message);
        throw new HttpError(400, code, message, { postcode: message });
      }
      // The zone table changes with a release, not per request.
      reply.header('cache-control', 'public, max-age=3600');
      return answer.right;
    },
  );

  app.post<{ Params: z.output<typeof carSlugSchema>; Body: z.output<typeof phoneRevealBodySchema> }>(
    '/api/cars/:slug/phone-reveal',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { params: carSlugSchema, body: phoneRevealBodySchema },
      onRequest: rateLimitHook({ ...(options.phoneRevealRateLimit ?? DEFAULT_PHONE_REVEAL_RATE_LIMIT), name: 'phone reveal' }),
      preValidation: async (request) => {
        request.body = beaconBody(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      const { car_id, dealership_id, website_id } = request.body;
      const answer = await useCases.revealPhone.execute({
        site: request.site,
        slug: request.params.slug,
        carId: car_id,
        dealershipId: dealership_id,
        websiteId: website_id,
      })();
      if (E.isLeft(answer)) {
        const failure = answer.left;
        if (failure.code === 'CAR.NOT_FOUND') throw carNotFound(failure.slug);
        throw validationFailed(failure.code === 'WEBSITE.MISMATCH' ? { website_id: failure.message } : { ...failure.fields });
      }
      reply.code(201).header('cache-control', 'no-store');
      return { recorded: true };
    },
  );

  app.post<{ Body: z.output<typeof analyticsEventBodySchema> }>(
    '/api/analytics/events',
    {
      bodyLimit: SMALL_BODY_LIMIT,
      schema: { body: analyticsEventBodySchema },
      onRequest: rateLimitHook({ ...(options.analyticsRateLimit ?? DEFAULT_ANALYTICS_RATE_LIMIT), name: 'analytics' }),
      preValidation: async (request) => {
        request.body = beaconBody(request.body) as typeof request.body;
      },
    },
    async (request, reply) => {
      const { event_id, event, car_id, url, properties } = request.body;
      const answer = await useCases.trackEvent.execute({
        site: request.site,
        event: {
          ...(event_id !== undefined ? { event_id: event_id as NonNullable<AnalyticsEvent['event_id']> } : {}),
          ...(event !== undefined ? { event } : {}),
          car_id: car_id ?? null,
          url: url ?? null,
          ...(properties ? { properties } : {}),
        },
      })();
      if (E.isLeft(answer)) {
        const status = answer.left.code === 'ANALYTICS.CAR_NOT_FOUND' ? 422 : 400;
        throw new HttpError(status, answer.left.code, answer.left.message, { ...answer.left.fields });
      }
      reply.code(202).header('cache-control', 'no-store');
      return { accepted: true };
    },
  );
};

/**
 * `navigator.sendBeacon` posts JSON as text/plain (Fastify hands it over as a string): read it
 * as JSON; anything unreadable stays as it is and fails validation.
 */
function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}
