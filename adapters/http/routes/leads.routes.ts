import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RecordLeadFollowUp } from '../../../application/leads/record-lead-follow-up.use-case';
import type { SubmitLead, SubmitLeadError } from '../../../application/leads/submit-lead.use-case';
import type { LeadSubmission, LeadUser } from '../../../domain/leads/lead';
import { API_KEY_CHALLENGE, apiKeyOf } from '../api-key';
import { HttpError } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';

export interface LeadsRoutesOptions {
  submitLead: Pick<SubmitLead, 'execute'>;
  recordFollowUp: Pick<RecordLeadFollowUp, 'execute'>;
  /** Per client IP and site on `POST /api/leads`; default 10 a minute. */
  leadRateLimit?: RateLimit;
  /** Per client IP and site on the follow-up; default 30 a minute. */
  followUpRateLimit?: RateLimit;
}

export const DEFAULT_LEAD_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
export const DEFAULT_FOLLOW_UP_RATE_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };
/** A lead is a form: 64 KB is far more than any form holds. */
export const LEAD_BODY_LIMIT = 64 * 1024;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
export const IDEMPOTENCY_KEY_MESSAGE = "An Idempotency-Key header is required: 8 to 128 letters, digits, '-', '_', '.' or ':' (a UUID per form submission).";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Optional text: null and absent are the same. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? undefined);
/** Text the domain checks for presence and format: absent or null reads as blank, so its message (not zod's) is the one shown. */
const checkedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/** An id sent as a number or as digits ('123'), as forms do. */
const ID_MESSAGE = 'must be a positive whole number';
const positiveId = z
  .union(
    [
      z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(Number.MAX_SAFE_INTEGER, ID_MESSAGE),
      z
        .string({ error: ID_MESSAGE })
        .regex(/^\d{1,15}$/, ID_MESSAGE)
        .transform(Number),
    ],
    { error: ID_MESSAGE },
  )
  .nullish()
  .transform((v) => (v === null || v === undefined || v === 0 ? undefined : v));

/** Any further form field: text, a number, a yes/no, or a short list of those. */
const FORM_VALUE_MESSAGE = 'must be text (at most 5000 characters), a number, true/false, null or a list of at most 50 of those';
const formFieldValue = z.union(
  [z.string().max(5_000), z.number().finite(), z.boolean(), z.null(), z.array(z.union([z.string().max(500), z.number().finite(), z.boolean()])).max(50)],
  { error: FORM_VALUE_MESSAGE },
);

const MAX_FORM_FIELDS = 100;

const userSchema = z
  .looseObject(
    {
      category: checkedText(100),
      subcategory: optionalText(100),
      name: checkedText(200),
      email: checkedText(320),
      phone: checkedText(40),
      message: optionalText(5_000),
      // Marketing consent is what the shopper ticked (Spam Act 2003: express consent): a form that sends none has none.
      opt_in: z
        .boolean({ error: 'must be true or false' })
        .nullish()
        .transform((v) => v ?? false),
    },
    { error: 'is required: the form fields (category, name, email, phone, …)' },
  )
  .superRefine((user, ctx) => {
    const keys = Object.keys(user);
    if (keys.length > MAX_FORM_FIELDS) ctx.addIssue({ code: 'custom', message: `must hold at most ${MAX_FORM_FIELDS} form fields` });
    for (const key of keys) {
      if (key.length > 100 || key.trim() === '') ctx.addIssue({ code: 'custom', path: [key.slice(0, 100)], message: 'is not a valid form field name' });
      else if (!['category', 'subcategory', 'name', 'email', 'phone', 'message', 'opt_in'].includes(key)) {
        const checked = formFieldValue.safeParse(user[key]);
        if (!checked.success) ctx.addIssue({ code: 'custom', path: [key], message: FORM_VALUE_MESSAGE });
      }
    }
  });

/** `POST /api/leads` body: the ARCHITECTURE contract (spec 2 §3 "Lead submission payload"), plus the captcha evidence. */
export const leadBodySchema = z.object({
  user: userSchema,
  url: z
    .string({ error: 'is required: the page the form was sent from' })
    .trim()
    .min(1, 'is required: the page the form was sent from')
    .max(2_048, 'must be at most 2048 characters'),
  source: z.literal('Website', { error: "must be 'Website'" }),
  user_agent: optionalText(1_000),
  car_id: positiveId,
  car_dealership_id: positiveId,
  lead_attributes: z
    .object({
      visited_pages: z.array(z.string().max(2_048)).max(100, 'must list at most 100 pages').default([]),
      linked_query_params: z
        .record(z.string().max(200), z.string().max(2_000))
        .refine((params) => Object.keys(params).length <= 50, 'must hold at most 50 parameters')
        .default({}),
    })
    .default({ visited_pages: [], linked_query_params: {} }),
  // issue 10: a browser's own timestamps (form_rendered_at, submitted_at) are not evidence; sent, they are dropped.
  captcha: z
    .object({
      honeypot: z.string().max(1_000).optional(),
      form_token: z.string().max(512).optional(),
      token: z.string().max(4_096).optional(),
    })
    .optional(),
});

type LeadBody = z.output<typeof leadBodySchema>;

const followUpParams = z.object({ id: z.string().regex(UUID, 'must be a lead id') });

/** `POST /api/leads/{id}/follow-up` body (spec 2 §4): the category and extra params such as car_type. */
export const followUpBodySchema = z
  .looseObject({
    category: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    car_type: z.enum(['new', 'used', 'demo'], { error: "must be 'new', 'used' or 'demo'" }).optional(),
  })
  .superRefine((body, ctx) => {
    const keys = Object.keys(body);
    if (keys.length > 30) ctx.addIssue({ code: 'custom', message: 'must hold at most 30 params' });
    for (const key of keys) {
      const value = body[key];
      const ok =
        key.length <= 100 &&
        (value === null ||
          typeof value === 'boolean' ||
          (typeof value === 'number' && Number.isFinite(value)) ||
          (typeof value === 'string' && value.length <= 500));
      if (!ok) ctx.addIssue({ code: 'custom', path: [key.slice(0, 100)], message: 'must be text (at most 500 characters), a number, true/false or null' });
    }
  });

function toSubmission(body: LeadBody, request: FastifyRequest): LeadSubmission {
  const { category, subcategory, name, email, phone, message, ...fields } = body.user;
  const user: LeadUser = { ...fields, category, name, email, phone };
  if (subcategory !== undefined) user.subcategory = subcategory;
  if (message !== undefined) user.message = message;
  const headerAgent = request.headers['user-agent'];
  return {
    user,
    url: body.url,
    source: body.source,
    // Sent by the form; the request's own header when it was not.
    user_agent: body.user_agent ?? (typeof headerAgent === 'string' ? headerAgent.slice(0, 1_000) : ''),
    ...(body.car_id !== undefined ? { car_id: body.car_id } : {}),
    ...(body.car_dealership_id !== undefined ? { car_dealership_id: body.car_dealership_id } : {}),
    lead_attributes: body.lead_attributes,
  };
}

/**
 * Statuses (docs/features.md "Leads"): 401 for an API key that is not the site's; 400 for a lead that
 * breaks a rule (LEAD.INVALID, with fields) or fails the captcha; 422 for a car this site does not list; 409 for a car that has sold, a
 * test drive slot another lead holds, or a service drop-off time with no room left (issue 13: with `next_free`).
 */
function httpErrorOf(error: SubmitLeadError): HttpError {
  switch (error.code) {
    case 'AUTH.INVALID_API_KEY':
      return new HttpError(401, error.code, error.message);
    case 'LEAD.INVALID':
      return new HttpError(400, error.code, error.message, { ...error.fields });
    case 'LEAD.CAPTCHA_FAILED':
      return new HttpError(400, error.code, error.message);
    case 'LEAD.CAR_NOT_FOUND':
      return new HttpError(422, error.code, error.message, { car_id: error.message });
    case 'LEAD.CAR_NOT_AVAILABLE':
      return new HttpError(409, error.code, error.message, { car_id: error.message });
    case 'LEAD.SLOT_TAKEN':
      return new HttpError(409, error.code, error.message, { [error.field ?? 'user.test_drive_time']: error.message });
    case 'IDEMPOTENCY.KEY_REUSED':
      // As Stripe's API: a key sent again with a different request is a 422, nothing done.
      return new HttpError(422, error.code, error.message);
  }
}

/** The lead endpoints of the current site (the tenancy plugin has set `request.site`). */
export const leadsRoutes: FastifyPluginAsync<LeadsRoutesOptions> = async (app, options) => {
  const leadLimit = options.leadRateLimit ?? DEFAULT_LEAD_RATE_LIMIT;
  const followUpLimit = options.followUpRateLimit ?? DEFAULT_FOLLOW_UP_RATE_LIMIT;

  app.post<{ Body: LeadBody }>(
    '/api/leads',
    {
      bodyLimit: LEAD_BODY_LIMIT,
      schema: { body: leadBodySchema },
      onRequest: rateLimitHook({ ...leadLimit, name: 'lead' }),
      // Before the body is validated: without a key the request is refused whatever it holds.
      preValidation: async (request) => {
        const key = request.headers['idempotency-key'];
        if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
          throw new HttpError(400, 'VALIDATION_FAILED', IDEMPOTENCY_KEY_MESSAGE, { 'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE });
        }
      },
    },
    async (request, reply) => {
      const apiKey = apiKeyOf(request);
      const result = await options.submitLead.execute({
        site: request.site,
        idempotencyKey: String(request.headers['idempotency-key']),
        submission: toSubmission(request.body, request),
        captcha: request.body.captcha ?? {},
        ...(apiKey !== undefined ? { apiKey } : {}),
        remoteIp: request.ip,
      })();
      if (result._tag === 'Left') {
        if (result.left.code === 'AUTH.INVALID_API_KEY') reply.header('www-authenticate', API_KEY_CHALLENGE);
        const error = httpErrorOf(result.left);
        // issue 13: a service time with no room left answers the next free times beside the usual error body.
        if (result.left.code === 'LEAD.SLOT_TAKEN' && result.left.next_free) {
          const body = { error: { code: error.code, message: error.message, fields: error.fields, next_free: result.left.next_free } };
          return reply.code(409).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
        }
        throw error;
      }
      reply.code(201).header('cache-control', 'no-store');
      if (result.right.replayed) reply.header('idempotent-replayed', 'true');
      return { lead_id: result.right.lead_id };
    },
  );

  app.post<{ Params: z.output<typeof followUpParams>; Body: z.output<typeof followUpBodySchema> }>(
    '/api/leads/:id/follow-up',
    {
      bodyLimit: 8 * 1024,
      schema: { params: followUpParams, body: followUpBodySchema },
      onRequest: rateLimitHook({ ...followUpLimit, name: 'follow-up' }),
    },
    async (request, reply) => {
      const { category, ...rest } = request.body;
      const params: Record<string, string | number | boolean | null> = {};
      for (const [key, value] of Object.entries(rest)) params[key] = value as string | number | boolean | null;
      const result = await options.recordFollowUp.execute({ siteSlug: request.site.slug, leadId: request.params.id, followUp: { category, params } })();
      if (result._tag === 'Left') throw new HttpError(404, result.left.code, result.left.message);
      reply.code(201).header('cache-control', 'no-store');
      return { lead_id: result.right.lead_id };
    },
  );
};
