import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RecordLeadFollowUp } from '../../../application/leads/record-lead-follow-up.use-case';
import type { ChooseCandidate } from '../../../application/tradein/choose-candidate.use-case';
import type { LookupRegistration } from '../../../application/tradein/lookup-registration.use-case';
import type { MakeTradeInOffer } from '../../../application/tradein/make-trade-in-offer.use-case';
import type { RecordTradeInValuation } from '../../../application/tradein/record-trade-in-valuation.use-case';
import { CANDIDATE_KEYS, type EnterVinItem } from '../../../application/tradein/trade-in-contract';
import type { UpdateEvaluation } from '../../../application/tradein/update-evaluation.use-case';
import type { LookupAnswer } from '../../../application/tradein/valuation-provider.port';
import type { UploadTradeInImage } from '../../../application/tradein/upload-trade-in-image.use-case';
import type { Failure } from '../../../application/shared/use-case';
import { CHOOSE_ONE_CAR_MESSAGE, ODOMETER_MESSAGE } from '../../../domain/tradein/trade-in-fields';
import { PROVIDER_UNAVAILABLE_MESSAGE } from '../../../domain/tradein/trade-in-flow';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '../../../domain/tradein/trade-in-images';
import { HttpError } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';
import { rememberOfferReference } from '../trade-in-offer-cookie';

export interface TradeInRoutesOptions {
  lookupRegistration: Pick<LookupRegistration, 'execute'>;
  chooseCandidate: Pick<ChooseCandidate, 'execute'>;
  uploadImage: Pick<UploadTradeInImage, 'execute'>;
  updateEvaluation: Pick<UpdateEvaluation, 'execute'>;
  makeOffer: Pick<MakeTradeInOffer, 'execute'>;
  recordFollowUp: Pick<RecordLeadFollowUp, 'execute'>;
  /** issue 30: the 'valuation' column is recorded from the server's offer, never from the request. */
  recordValuation: Pick<RecordTradeInValuation, 'execute'>;
  /** Per client IP and site on the lookups and offers; default 30 a minute. */
  rateLimit?: RateLimit;
  /** Per client IP and site on the photo uploads; default 40 a minute (10 photos, retries). */
  uploadRateLimit?: RateLimit;
}

export const DEFAULT_TRADE_IN_RATE_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };
export const DEFAULT_UPLOAD_RATE_LIMIT: RateLimit = { max: 40, windowMs: 60_000 };
const BODY_LIMIT = 16 * 1024;

const text = (max: number, name: string) =>
  z
    .string({ error: `is required: ${name}` })
    .trim()
    .max(max, `must be at most ${max} characters`);
/** An id a provider issued: letters, digits and a few separators. */
const evalId = z
  .string({ error: 'is required: the evaluation id (EvalID)' })
  .trim()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'must be an evaluation id (EvalID): letters, digits, . _ : -');

/** spec 2 §7 enter-vin: rego, state, plus other form fields (ignored). */
const enterVinBody = z.looseObject({
  rego: z.string().max(20, 'must be at most 20 characters').nullish(),
  state: z.string().max(10, 'must be at most 10 characters').nullish(),
});
/** spec 2 §7 manual-entry: vin and desc (the chosen description), plus rego and state when the form sends them. */
const manualEntryBody = z.looseObject({
  vin: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .nullish()
    .transform((v) => v ?? ''),
  desc: z.string({ error: CHOOSE_ONE_CAR_MESSAGE }).max(300, 'must be at most 300 characters'),
  rego: z.string().max(20).nullish(),
  state: z.string().max(10).nullish(),
});
/** spec 2 §7 update-eval: evalid, km, cName, cEmail, cPhone (userEmail comes from the site's settings, never the browser). */
const updateEvalBody = z.looseObject({
  evalid: evalId,
  km: z.union([z.number(), z.string()], { error: ODOMETER_MESSAGE }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v.replace(/[\s,]/g, ''));
    if (!Number.isSafeInteger(Math.trunc(n)) || n < 0) {
      ctx.addIssue({ code: 'custom', message: ODOMETER_MESSAGE });
      return z.NEVER;
    }
    return Math.trunc(n);
  }),
  cName: text(200, 'the seller name'),
  cEmail: text(320, 'the seller email'),
  cPhone: text(40, 'the seller phone'),
});
const offerBody = z.object({
  evalid: evalId,
  rego: z.string().max(20).default(''),
  regoState: z.string().max(10).default(''),
  adjustments: z.object(
    {
      odometer: z.union([z.number().finite(), z.string().max(20)], { error: ODOMETER_MESSAGE }),
      car_condition: text(50, 'the car condition'),
      service_history: text(50, 'the service history'),
      number_of_keys: text(20, 'the number of keys'),
    },
    { error: 'is required: the answers the offer is adjusted by (odometer, car_condition, service_history, number_of_keys)' },
  ),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const scalar = z.union([z.string().max(2_000), z.number().finite(), z.boolean(), z.null()]);
/** spec 2 §7: on some sites the valuation result is also POSTed to /api/miscellaneous with a column_name of valuation. */
const miscellaneousBody = z.object({
  lead_id: z.string({ error: 'is required: the lead id' }).regex(UUID, 'must be a lead id'),
  column_name: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'must be a column name: lower-case letters, digits and _'),
  value: z.union([scalar, z.record(z.string().max(100), scalar).refine((v) => Object.keys(v).length <= 30, 'must hold at most 30 entries')]),
});

/** Statuses: 400 a broken rule; 404 an evaluation or lead this site does not know; 409 an eleventh photo; 413 a photo over 10 MB (TRADE_IN.IMAGE_TOO_LARGE) or, by its header, over 40 megapixels or 12,000 pixels a side (TRADE_IN.IMAGE_TOO_MANY_PIXELS, issue 30: refused before it is decoded); 415 not a JPEG/PNG/GIF/HEIC; 422 no such candidate, no valuation, or (miscellaneous 'valuation') no offer made for the lead; 503 the provider down. */
function httpErrorOf(error: Failure & { fields?: Readonly<Record<string, string>> }, request: FastifyRequest): HttpError {
  switch (error.code) {
    case 'TRADE_IN.INVALID':
      return new HttpError(400, error.code, error.message, { ...error.fields });
    case 'TRADE_IN.UNKNOWN_EVALUATION':
    case 'LEAD.NOT_FOUND':
      return new HttpError(404, error.code, error.message);
    case 'TRADE_IN.TOO_MANY_IMAGES':
      return new HttpError(409, error.code, error.message);
    case 'TRADE_IN.IMAGE_TOO_LARGE':
      return new HttpError(413, error.code, error.message);
    case 'TRADE_IN.IMAGE_TOO_MANY_PIXELS':
      return new HttpError(413, error.code, error.message, { file: error.message });
    case 'TRADE_IN.IMAGE_TYPE':
      return new HttpError(415, error.code, error.message, { file: error.message });
    case 'VALUATION.NO_SUCH_CANDIDATE':
      return new HttpError(422, error.code, CHOOSE_ONE_CAR_MESSAGE, { desc: CHOOSE_ONE_CAR_MESSAGE });
    case 'VALUATION.NO_VALUATION':
    case 'TRADE_IN.NO_OFFER':
      return new HttpError(422, error.code, error.message);
    case 'VALUATION.UNAVAILABLE':
      // The provider's own words go to the log; the seller reads ours (spec 2 §8 never a blank screen).
      request.log.warn({ provider_error: error.message }, 'trade-in valuation provider unavailable');
      return new HttpError(503, error.code, PROVIDER_UNAVAILABLE_MESSAGE);
    default:
      return new HttpError(400, error.code, error.message);
  }
}

/** spec 2 §7 enter-vin answer: [the single match] | [{VIN, Desciptions: [{Description}]}] | [] (no match). */
function enterVinAnswer(found: LookupAnswer): EnterVinItem[] {
  if (found.kind === 'match') return [found.vehicle];
  if (found.kind === 'candidates') return [{ VIN: found.lookupId, [CANDIDATE_KEYS[0]]: found.candidates.map((Description) => ({ Description })) }];
  return [];
}

/**
 * The trade-in instant offer calls of the current site (issue 12; spec 2 §7): the four
 * eval-expert calls as their contract, the offer, the miscellaneous record. Shapes:
 * application/tradein/trade-in-contract.ts; docs/features.md "Sell my car".
 */
export const tradeInRoutes: FastifyPluginAsync<TradeInRoutesOptions> = async (app, options) => {
  const limit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_TRADE_IN_RATE_LIMIT), name: 'trade-in' });
  const uploadLimit = rateLimitHook({ ...(options.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT), name: 'trade-in photo' });
  // One file of at most 10,000,000 bytes and a few small fields a request (spec 2 §5, §9).
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6, headerPairs: 200 } });
  const noStore = { 'cache-control': 'no-store' };

  app.post<{ Body: z.output<typeof enterVinBody> }>(
    '/api/eval-expert/enter-vin',
    { bodyLimit: BODY_LIMIT, schema: { body: enterVinBody }, onRequest: limit },
    async (request, reply) => {
      const result = await options.lookupRegistration.execute({ site: request.site, rego: request.body.rego ?? null, state: request.body.state ?? null })();
      if (result._tag === 'Left') throw httpErrorOf(result.left, request);
      return reply.headers(noStore).send(enterVinAnswer(result.right));
    },
  );

  app.post<{ Body: z.output<typeof manualEntryBody> }>(
    '/api/eval-expert/manual-entry',
    { bodyLimit: BODY_LIMIT, schema: { body: manualEntryBody }, onRequest: limit },
    async (request, reply) => {
      const { vin, desc, rego, state } = request.body;
      const result = await options.chooseCandidate.execute({ site: request.site, vin, desc, rego: rego ?? null, state: state ?? null })();
      if (result._tag === 'Left') throw httpErrorOf(result.left, request);
      return reply.headers(noStore).send([result.right]);
    },
  );

  app.post('/api/eval-expert/image-upload', { onRequest: uploadLimit }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'VALIDATION_FAILED', 'Send the photo as multipart/form-data with the fields evalid and file.', { file: 'is required' });
    }
    let evalIdValue: string | null = null;
    let file: { name: string; bytes: Buffer } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'evalid' && typeof part.value === 'string') evalIdValue = part.value;
        } else if (file === null && part.fieldname === 'file') {
          file = { name: part.filename, bytes: await part.toBuffer() };
        } else {
          part.file.resume();
        }
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'TRADE_IN.IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE, { file: IMAGE_TOO_LARGE_MESSAGE });
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw new HttpError(400, 'VALIDATION_FAILED', 'One photo a request, with the field evalid (spec 2 §7).', { file: 'one file a request' });
      }
      if (code?.startsWith('FST_')) throw new HttpError(400, 'VALIDATION_FAILED', 'The upload could not be read as multipart/form-data.');
      throw error;
    }
    const parsedId = evalId.safeParse(evalIdValue ?? undefined);
    if (!parsedId.success)
      throw new HttpError(400, 'VALIDATION_FAILED', 'The request is not valid.', { evalid: parsedId.error.issues[0]?.message ?? 'is required' });
    if (file === null) throw new HttpError(400, 'VALIDATION_FAILED', 'The request is not valid.', { file: 'is required: one photo' });
    const result = await options.uploadImage.execute({ site: request.site, evalId: parsedId.data, fileName: file.name, bytes: file.bytes })();
    if (result._tag === 'Left') throw httpErrorOf(result.left, request);
    return reply.code(201).headers(noStore).send(result.right);
  });

  app.post<{ Body: z.output<typeof updateEvalBody> }>(
    '/api/eval-expert/update-eval',
    { bodyLimit: BODY_LIMIT, schema: { body: updateEvalBody }, onRequest: limit },
    async (request, reply) => {
      const { evalid, km, cName, cEmail, cPhone } = request.body;
      const result = await options.updateEvaluation.execute({ site: request.site, evalid, km, cName, cEmail, cPhone })();
      if (result._tag === 'Left') throw httpErrorOf(result.left, request);
      return reply.headers(noStore).send([result.right]);
    },
  );

  app.post<{ Body: z.output<typeof offerBody> }>(
    '/api/trade-in/offer',
    { bodyLimit: BODY_LIMIT, schema: { body: offerBody }, onRequest: limit },
    async (request, reply) => {
      const { evalid, rego, regoState, adjustments } = request.body;
      const result = await options.makeOffer.execute({
        site: request.site,
        evalid,
        rego,
        regoState,
        adjustments,
      })();
      if (result._tag === 'Left') throw httpErrorOf(result.left, request);
      // This browser got the offer: once accepted, the online purchase applies it here without typing.
      rememberOfferReference(request, reply, result.right.reference);
      return reply.headers(noStore).send(result.right);
    },
  );

  app.post<{ Body: z.output<typeof miscellaneousBody> }>(
    '/api/miscellaneous',
    { bodyLimit: BODY_LIMIT, schema: { body: miscellaneousBody }, onRequest: limit },
    async (request, reply) => {
      const { lead_id, column_name, value } = request.body;
      if (column_name === 'valuation') {
        const recorded = await options.recordValuation.execute({ site: request.site, leadId: lead_id })();
        if (recorded._tag === 'Left') throw httpErrorOf(recorded.left, request);
        return reply.code(201).headers(noStore).send({ recorded: true, value: recorded.right.value });
      }
      const result = await options.recordFollowUp.execute({
        siteSlug: request.site.slug,
        leadId: lead_id,
        followUp: { category: 'miscellaneous', params: { column_name, value: typeof value === 'object' && value !== null ? JSON.stringify(value) : value } },
      })();
      if (result._tag === 'Left') throw httpErrorOf(result.left, request);
      return reply.code(201).headers(noStore).send({ recorded: true });
    },
  );
};
