import type { FastifyPluginAsync } from 'fastify';
import type { MediaFile } from '../../media/media-files';
import { notFound } from '../http-error';

export type { MediaFile };

/**
 * Answers a `/media/*` request given its path and query as requested
 * (e.g. `/media/cars/suv/red/3.svg?w=320`), or null when the path names no file.
 */
export type MediaHandler = (pathWithQuery: string) => MediaFile | null | Promise<MediaFile | null>;

export interface MediaRoutesOptions {
  mediaHandler: MediaHandler;
}

/** Media never changes under a path (the path says what is drawn): cached for a year. */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { mediaHandler }) => {
  app.get('/media/*', async (request, reply) => {
    const file = await mediaHandler(request.url);
    if (!file) throw notFound('No such media file.');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(file.contentType).send(file.body);
  });
};
