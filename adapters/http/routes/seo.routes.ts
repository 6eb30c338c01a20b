import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { BuildSitemap, Sitemap, SitemapPart } from '../../../application/site-pages/build-sitemap.use-case';
import { robotsTxt } from '../../../domain/site-content/indexable-paths';
import { HttpError } from '../http-error';

export interface SeoRoutesOptions {
  useCases: { readonly buildSitemap: BuildSitemap };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap as the sitemaps.org protocol writes it (UTF-8, every value XML-escaped). */
export function sitemapXml(sitemap: Sitemap): string {
  const entry = (tag: 'url' | 'sitemap', e: { loc: string; lastmod?: string }): string =>
    `<${tag}><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</${tag}>`;
  const body =
    sitemap.kind === 'index'
      ? [`<sitemapindex xmlns="${SITEMAP_NS}">`, ...sitemap.sitemaps.map((e) => entry('sitemap', e)), '</sitemapindex>']
      : [`<urlset xmlns="${SITEMAP_NS}">`, ...sitemap.urls.map((e) => entry('url', e)), '</urlset>'];
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...body, ''].join('\n');
}

const chunkParams = z.object({ chunk: z.string().max(20) });

/**
 * The files search engines read (issue 11 item 8), per site (the Host decides, as for every
 * route of the site scope): `/robots.txt`, and `/sitemap.xml` — an index of
 * `/sitemap-pages.xml` and `/sitemap-cars-{n}.xml` (BuildSitemap). A chunk the site does not
 * have is 404 SITEMAP.NOT_FOUND; a search store that is down, 503 SEARCH.UNAVAILABLE.
 */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { useCases }) => {
  const sendSitemap = async (site: Parameters<typeof useCases.buildSitemap.execute>[0]['site'], part: SitemapPart, reply: FastifyReply) => {
    const answer = await useCases.buildSitemap.execute({ site, part })();
    if (E.isLeft(answer)) {
      throw answer.left.code === 'SITEMAP.NOT_FOUND'
        ? new HttpError(404, answer.left.code, answer.left.message)
        : new HttpError(503, answer.left.code, answer.left.message);
    }
    // Revalidated on every fetch: the stock changes through the day.
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8');
    return sitemapXml(answer.right);
  };

  app.get('/sitemap.xml', async (request, reply) => sendSitemap(request.site, { kind: 'index' }, reply));
  app.get('/sitemap-pages.xml', async (request, reply) => sendSitemap(request.site, { kind: 'pages' }, reply));
  app.get<{ Params: z.output<typeof chunkParams> }>('/sitemap-cars-:chunk.xml', { schema: { params: chunkParams } }, async (request, reply) =>
    // One spelling a chunk: '/sitemap-cars-01.xml' or '-x.xml' is no file of the sitemap (404, not 400: a crawler asked for a file).
    sendSitemap(request.site, { kind: 'cars', chunk: /^[1-9][0-9]*$/.test(request.params.chunk) ? Number(request.params.chunk) : 0 }, reply),
  );

  app.get('/robots.txt', async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(request.site);
  });
};
