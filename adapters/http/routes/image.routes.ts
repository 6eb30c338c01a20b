import type { FastifyPluginAsync } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { ServeImage } from '../../../application/media/serve-image.use-case';
import { HttpError } from '../http-error';

export interface ImageRoutesOptions {
  serveImage: Pick<ServeImage, 'execute'>;
}

/** A variant never changes under its URL (the URL names the photo's bytes): a year in any cache. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const paramsSchema = z.strictObject({
  hash: z.string().max(64),
  size: z.string().regex(/^[1-9]\d{0,5}x[1-9]\d{0,5}$/, 'must be {width}x{height}'),
});

/** Strings here; the values are checked by the domain rule, whose message (listing the widths) is the one shown. */
const querySchema = z.strictObject({
  w: z.string({ error: 'must be given once' }).max(10).optional(),
  format: z.string({ error: 'must be given once' }).max(10).optional(),
  q: z.string({ error: 'must be given once' }).max(10).optional(),
});

/**
 * `GET /media/img/{sha256}/{width}x{height}?w=&format=&q=` (issue 16; spec 2 §7's image CDN):
 * a stored photo at a width of the fixed set (domain/media/image-variants.ts), never wider than
 * the original; `format=auto` (the default) picks AVIF, WebP or JPEG by the Accept header;
 * q 1–100, default 75. The size segment is the original's, for the page's `srcset`.
 * - 200 the image, cached for a year (`immutable`), with an ETag; `Vary: Accept` when negotiated;
 *   304 for a matching If-None-Match;
 * - 400 `{error: {code: 'IMAGE.WIDTH_NOT_ALLOWED' | 'IMAGE.FORMAT_INVALID' | 'IMAGE.QUALITY_INVALID', message, fields}}`;
 * - 404 IMAGE.NOT_FOUND for a hash with no photo.
 * Deployment-wide, like `/media/*`: a photo's URL is the same on every dealer site.
 */
export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, { serveImage }) => {
  app.get<{ Params: z.output<typeof paramsSchema>; Querystring: z.output<typeof querySchema> }>(
    '/media/img/:hash/:size',
    { schema: { params: paramsSchema, querystring: querySchema } },
    async (request, reply) => {
      const answer = await serveImage.execute({ hash: request.params.hash, query: request.query, accept: request.headers.accept })();
      if (E.isLeft(answer)) {
        const failure = answer.left;
        if (failure.code === 'IMAGE.NOT_FOUND') throw new HttpError(404, failure.code, failure.message);
        throw new HttpError(400, failure.code, failure.message, { [failure.field]: failure.message });
      }
      const image = answer.right;
      reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', image.etag);
      if (image.negotiated) reply.header('vary', 'Accept');
      if (ifNoneMatch(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.type(image.contentType).send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  );
};

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}
