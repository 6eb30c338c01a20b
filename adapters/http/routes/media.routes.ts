import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http-error';

/** A generated media file, or null when the path names none. */
export interface MediaFile {
  contentType: string;
  body: string | Buffer;
}

/** Answers `/media/*` paths (the whole URL path, e.g. `/media/cars/…svg`). */
export type MediaHandler = (path: string) => MediaFile | null | Promise<MediaFile | null>;

export interface MediaRoutesOptions {
  mediaHandler: MediaHandler;
}

/** Media never changes under a path (the path encodes what is drawn): cached for a year. */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { mediaHandler }) => {
  app.get('/media/*', async (request, reply) => {
    let path: string;
    try {
      path = decodeURI(request.url.split('?', 1)[0] ?? '');
    } catch {
      throw notFound('No such media file.');
    }
    const file = await mediaHandler(path);
    if (!file) throw notFound('No such media file.');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(file.contentType)
      .send(file.body);
  });
};
