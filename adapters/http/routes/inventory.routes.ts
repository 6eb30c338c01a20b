import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { AddCarPhotos } from '../../../application/inventory/add-car-photos.use-case';
import type { ImportStock, StockCarResult, StockImportReport } from '../../../application/inventory/import-stock.use-case';
import type { InventoryApiKeys } from '../../../application/inventory/inventory-api-keys.port';
import type { ImageDownloadFailed, ImageRefused } from '../../../application/media/image-store.port';
import type { IngestedPhoto, IngestPhoto } from '../../../application/media/ingest-photo.use-case';
import { parseStockFeed, stockFeedFromJson } from '../../inventory/stock-feed-files';
import { MAX_PHOTO_BYTES } from '../../media/sharp-image-pipeline';
import { API_KEY_CHALLENGE, apiKeyOf } from '../api-key';
import { HttpError } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';

export interface InventoryRoutesOptions {
  importStock: Pick<ImportStock, 'execute' | 'remove'>;
  keys: InventoryApiKeys;
  /** issue 16: uploaded photos into the image pipeline, then onto the car. */
  ingestPhoto: Pick<IngestPhoto, 'execute'>;
  addCarPhotos: Pick<AddCarPhotos, 'execute'>;
  /** One car at a time (PUT, DELETE), per client IP and site; default 600 a minute. */
  rateLimit?: RateLimit;
  /** Bulk imports, per client IP and site; default 10 a minute. */
  bulkRateLimit?: RateLimit;
}

export const DEFAULT_INVENTORY_RATE_LIMIT: RateLimit = { max: 600, windowMs: 60_000 };
export const DEFAULT_INVENTORY_BULK_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };

/** One car's JSON: far more than any listing needs. */
const CAR_BODY_LIMIT = 256 * 1024;
/** A bulk feed: 100,000 cars of ~600 bytes. */
const BULK_BODY_LIMIT = 64 * 1024 * 1024;
/** Photos one upload request may carry; each is read, checked and stored before the next is read. */
const MAX_UPLOAD_PHOTOS = 20;
const PHOTO_TOO_LARGE_MESSAGE = `A photo may be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`;
const PHOTO_FORM_MESSAGE = "Send the photos as multipart/form-data, each file in a field named 'photo'.";

const stocknumParams = z.strictObject({
  stocknum: z.string().min(1, 'is required').max(40, 'must be at most 40 characters'),
});

const flag = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional();
const bulkQuery = z.strictObject({ full: flag, dry_run: flag });

const isOn = (value: string | undefined) => value === 'true' || value === '1';

/** A car as the API answers it. */
const carView = (car: StockCarResult) => ({
  stocknum: car.stocknum,
  id: car.id,
  slug: car.slug,
  path: car.slug ? `/cars/${car.slug}` : null,
  outcome: car.outcome,
});

export const INVENTORY_KEY_MESSAGE =
  "An inventory API key is required: send the site's key (npm run caryard -- stock key --site SLUG) as 'Authorization: Bearer {key}'.";

/** A photo the pipeline refused, as the error shape says it: 413 for too many bytes, else 400. */
function photoRefused(refused: ImageRefused | ImageDownloadFailed, n: number, fileName: string): HttpError {
  const which = `Photo ${n}${fileName ? ` (${fileName.slice(0, 100)})` : ''}`;
  const message = refused.code === 'IMAGE.TOO_LARGE' ? PHOTO_TOO_LARGE_MESSAGE : refused.message;
  return new HttpError(refused.code === 'IMAGE.TOO_LARGE' ? 413 : 400, refused.code, `${which} was refused; nothing was changed. ${message}`, {
    photo: message,
  });
}

/** The report's problems as the error shape's fields: 'field' → 'problem' (the first per field). */
function problemFields(report: StockImportReport): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const p of report.problems) fields[p.field] ??= p.problem;
  return fields;
}

/**
 * issue 16 'Inventory API', authenticated by the site's inventory key (stored hashed, rotated with
 * `stock key`; 401 without it, before the body is read), rate-limited, validated with the feed's schema:
 * - `PUT /api/inventory/cars/{stocknum}`: one car, a feed car's JSON (its stocknum, when given, must be
 *   the path's) → 201 created / 200 updated or unchanged, `{car: {stocknum, id, slug, path, outcome}}`;
 *   400 VALIDATION_FAILED with the fields.
 * - `DELETE /api/inventory/cars/{stocknum}`: the car has left the stock — sold now ('JUST SOLD' for the
 *   site's window) → 200 `{car}`; 404 for a stock number the site does not have.
 * - `POST /api/inventory/import[?full=true&dry_run=true]`: a whole feed, JSON (`{cars: […]}`) or CSV
 *   (`Content-Type: text/csv`) → 200 with the import's report (bad rows in `problems`, not applied).
 * - `POST /api/inventory/cars/{stocknum}/photos`: multipart/form-data, one or more files (at most 20)
 *   in fields named `photo` → each checked by its bytes and stored in the image pipeline, then added
 *   to the end of the car's gallery → 201 `{stocknum, images: [every photo URL, in order]}`; 400
 *   (IMAGE.NOT_AN_IMAGE, IMAGE.TOO_MANY_PIXELS, VALIDATION_FAILED) or 413 (IMAGE.TOO_LARGE, over
 *   20 MB) with nothing changed; 404 for a stock number the site does not have.
 */
export const inventoryRoutes: FastifyPluginAsync<InventoryRoutesOptions> = async (app, options) => {
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string', bodyLimit: BULK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  // Only the photo upload reads multipart (each file streamed, at most the pipeline's 20 MB).
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_UPLOAD_PHOTOS, fields: 10, fieldSize: 1_000, parts: MAX_UPLOAD_PHOTOS + 10, headerPairs: 200 },
  });

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = apiKeyOf(request);
    if (key !== undefined && (await options.keys.verify(request.site.slug, key))) return;
    reply.header('www-authenticate', API_KEY_CHALLENGE);
    throw new HttpError(401, 'AUTH.INVALID_API_KEY', INVENTORY_KEY_MESSAGE);
  };
  const limit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_INVENTORY_RATE_LIMIT), name: 'inventory' });
  const bulkLimit = rateLimitHook({ ...(options.bulkRateLimit ?? DEFAULT_INVENTORY_BULK_RATE_LIMIT), name: 'inventory import' });

  app.put<{ Params: z.output<typeof stocknumParams>; Body: unknown }>(
    '/api/inventory/cars/:stocknum',
    { bodyLimit: CAR_BODY_LIMIT, schema: { params: stocknumParams }, onRequest: [limit, authenticate] },
    async (request, reply) => {
      const body = request.body;
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        throw new HttpError(400, 'VALIDATION_FAILED', 'The body must be one car as a JSON object.', { body: 'must be a JSON object' });
      const record = body as Record<string, unknown>;
      const { stocknum } = request.params;
      if (record.stocknum !== undefined && record.stocknum !== stocknum) {
        throw new HttpError(400, 'VALIDATION_FAILED', "The body's stocknum is not the path's.", {
          stocknum: `must be '${stocknum}', the stock number in the path`,
        });
      }
      const result = await options.importStock.execute({ site_slug: request.site.slug, rows: [{ row: 1, record: { ...record, stocknum } }] })();
      if (E.isLeft(result)) throw new HttpError(400, result.left.code, result.left.message);
      const report = result.right;
      if (report.problems.length > 0) throw new HttpError(400, 'VALIDATION_FAILED', 'The car is not valid.', problemFields(report));
      const car = report.cars[0];
      if (!car) throw new Error('inventory PUT: the import reported no car');
      reply.code(car.outcome === 'created' ? 201 : 200).header('cache-control', 'no-store');
      return { car: carView(car) };
    },
  );

  app.delete<{ Params: z.output<typeof stocknumParams> }>(
    '/api/inventory/cars/:stocknum',
    { schema: { params: stocknumParams }, onRequest: [limit, authenticate] },
    async (request, reply) => {
      const result = await options.importStock.remove(request.site.slug, request.params.stocknum)();
      if (E.isLeft(result))
        throw new HttpError(
          result.left.code === 'CAR.NOT_FOUND' ? 404 : 400,
          result.left.code === 'CAR.NOT_FOUND' ? 'NOT_FOUND' : result.left.code,
          result.left.message,
        );
      const car = result.right;
      reply.header('cache-control', 'no-store');
      return { car: carView(car) };
    },
  );

  app.post<{ Params: z.output<typeof stocknumParams> }>(
    '/api/inventory/cars/:stocknum/photos',
    { schema: { params: stocknumParams }, onRequest: [limit, authenticate] },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'VALIDATION_FAILED', PHOTO_FORM_MESSAGE, { photo: 'is required' });
      const photos: IngestedPhoto[] = [];
      let refused: HttpError | null = null;
      let files = 0;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') continue;
          files++;
          if (refused !== null || part.fieldname !== 'photo') {
            refused ??= new HttpError(400, 'VALIDATION_FAILED', PHOTO_FORM_MESSAGE, {
              [part.fieldname]: "is not a field of this upload: send each photo as 'photo'",
            });
            part.file.resume();
            continue;
          }
          // One file in memory at a time: stored (or refused) before the next is read.
          const stored = await options.ingestPhoto.execute({ bytes: await part.toBuffer() })();
          if (E.isLeft(stored)) refused = photoRefused(stored.left, files, part.filename);
          else photos.push(stored.right);
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'IMAGE.TOO_LARGE', `Photo ${files} was refused; nothing was changed. ${PHOTO_TOO_LARGE_MESSAGE}`, {
            photo: PHOTO_TOO_LARGE_MESSAGE,
          });
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw new HttpError(400, 'VALIDATION_FAILED', `At most ${MAX_UPLOAD_PHOTOS} photos a request; nothing was changed.`, {
            photo: `at most ${MAX_UPLOAD_PHOTOS} photos a request`,
          });
        }
        if (code?.startsWith('FST_'))
          throw new HttpError(400, 'VALIDATION_FAILED', `The upload could not be read as multipart/form-data. ${PHOTO_FORM_MESSAGE}`);
        throw error;
      }
      // A refused photo stays in the content-addressed store unreferenced, the others too: the car is not touched.
      if (refused) throw refused;
      if (photos.length === 0) throw new HttpError(400, 'VALIDATION_FAILED', PHOTO_FORM_MESSAGE, { photo: 'is required: at least one photo' });
      const added = await options.addCarPhotos.execute({ site_slug: request.site.slug, stocknum: request.params.stocknum, photos })();
      if (E.isLeft(added)) {
        const failure = added.left;
        if (failure.code === 'CAR.NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', failure.message);
        if (failure.code === 'CAR.CHANGED') throw new HttpError(409, failure.code, `${failure.message} Send the photos again.`);
        throw new HttpError(400, failure.code, failure.message, 'fields' in failure ? { ...failure.fields } : undefined);
      }
      reply.code(201).header('cache-control', 'no-store');
      return { stocknum: added.right.stocknum, images: added.right.images };
    },
  );

  app.post<{ Querystring: z.output<typeof bulkQuery>; Body: unknown }>(
    '/api/inventory/import',
    { bodyLimit: BULK_BODY_LIMIT, schema: { querystring: bulkQuery }, onRequest: [bulkLimit, authenticate] },
    async (request, reply) => {
      const body = request.body;
      const feed = typeof body === 'string' ? parseStockFeed(body, 'csv') : stockFeedFromJson(body);
      if (E.isLeft(feed)) throw new HttpError(400, 'VALIDATION_FAILED', feed.left.message, { body: feed.left.message });
      const result = await options.importStock.execute({
        site_slug: request.site.slug,
        rows: feed.right.rows,
        full: isOn(request.query.full),
        dry_run: isOn(request.query.dry_run),
        ignored_fields: feed.right.ignored_fields,
      })();
      if (E.isLeft(result)) throw new HttpError(400, result.left.code, result.left.message, 'fields' in result.left ? { ...result.left.fields } : undefined);
      reply.header('cache-control', 'no-store');
      return result.right;
    },
  );
};
