import { pathToFileURL } from 'node:url';
import { Negotiator } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import type { RenderPage } from '../../../application/client/page-renderer.port';
import * as E from 'fp-ts/lib/Either.js';
import type { GetSite } from '../../../application/dealer-site/get-site.use-case';
import { PageCache, renderedPage, type CachedPage, type PageEncoding, type RenderedPage } from '../page-cache';
import { readPageAssets } from '../vite-manifest';
import { withSources } from './security-headers.plugin';

export interface SsrOptions {
  /** The Vite client build directory (holds `.vite/manifest.json`). */
  clientDir: string;
  /** The built UI server entry (`dist/server/entry-server.js`), exporting `render`. */
  serverEntry: string;
  /** The site's public configuration the page renders from. */
  getSite: Pick<GetSite, 'execute'>;
  /** The in-process client port for a request, scoped to its site. */
  clientFor: (request: FastifyRequest) => CaryardClient;
  /**
   * issue 16: a site's data version, moved by every stock change this instance hears (the core's
   * `dataVersion`). With it, pages are cached per site, URL and version; without it, none is.
   */
  dataVersion?: (siteSlug: string) => number;
  /** The cache (default: a new PageCache with its defaults); false renders every request. */
  pageCache?: PageCache | false;
}

/**
 * issue 16 'Cache-Control with s-maxage and stale-while-revalidate so a CDN can serve them': a
 * shared cache keeps a page 30 s and may serve it 60 s more while it asks again; a browser
 * revalidates every time (max-age=0), which the ETag answers with 304 and no body.
 */
export const CACHEABLE_PAGE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
/** A page about one shopper (RouteHandle.personal) and a server error: never stored anywhere. */
export const PERSONAL_PAGE = 'private, no-store';

const encodings = new Negotiator<PageEncoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/** True when the request's If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/**
 * The absolute URL of the request. The Host has passed tenancy but may still not be a
 * valid URL authority (`a b`, `x@y`): then the page is rendered as if asked of localhost,
 * which changes nothing the UI shows (it uses the path, query and the site's own URL).
 */
function requestUrl(protocol: string, host: string, pathAndQuery: string): string {
  // Concatenated, not resolved: a path like `//other.example/x` stays a path.
  for (const authority of [host, 'localhost']) {
    try {
      const url = new URL(`${protocol}://${authority}${pathAndQuery}`);
      if (url.host === authority.toLowerCase()) return url.href;
    } catch {
      // not a valid authority: try the next
    }
  }
  return `${protocol}://localhost/`;
}

/** Loads the UI's built server entry by path: the adapter never imports UI modules. */
async function loadRender(serverEntry: string): Promise<RenderPage> {
  const module = (await import(pathToFileURL(serverEntry).href)) as { render?: unknown };
  if (typeof module.render !== 'function') throw new Error(`${serverEntry} does not export a render function.`);
  return module.render as RenderPage;
}

/**
 * Every GET not claimed by another route is a page: rendered on the server by the
 * UI's entry (react-router data APIs, loaders calling the in-process client) and
 * hydrated in the browser. Needs the tenancy plugin for `request.site`.
 */
export const ssrPlugin = fp<SsrOptions>(
  async (app, { clientDir, serverEntry, getSite, clientFor, dataVersion, pageCache }) => {
    const [render, assets] = await Promise.all([loadRender(serverEntry), readPageAssets(clientDir)]);
    const cache = dataVersion && pageCache !== false ? (pageCache ?? new PageCache()) : null;

    const renderPage = async (request: FastifyRequest) =>
      render({
        url: requestUrl(request.protocol, request.host, request.url),
        site: E.toUnion(await getSite.execute({ site: request.site })()),
        client: clientFor(request),
        assets,
      });

    /** Sends a page: its CSP script hashes, validators and caching headers, the bytes in the best encoding the browser takes. */
    const send = async (request: FastifyRequest, reply: FastifyReply, key: string, page: CachedPage, cacheable: boolean) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', withSources(policy, 'script-src', page.scriptHashes));
      reply.code(page.status).type('text/html; charset=utf-8');
      if (!cacheable) return reply.header('cache-control', PERSONAL_PAGE).send(page.body);
      reply.headers({ 'cache-control': CACHEABLE_PAGE, etag: page.etag, vary: 'Accept-Encoding' });
      if (notModified(request, page.etag)) return reply.code(304).send();
      const encoding = cache ? encodings.negotiate(String(request.headers['accept-encoding'] ?? '')) : null;
      if (!cache || encoding === null || encoding === 'identity') return reply.send(page.body);
      // Compressed once per page and kept beside it; @fastify/compress leaves an encoded body alone.
      return reply.header('content-encoding', encoding).send(await cache.encoded(key, page, encoding));
    };

    /** A page just rendered: a redirect as it is, else sent by `send`; a 5xx logged. */
    const sendRendered = (request: FastifyRequest, reply: FastifyReply, key: string, rendered: RenderedPage) => {
      const { page } = rendered;
      // A route error the UI rendered as its 500 page is still a bug: logged like any other 500.
      if (page.status >= 500) request.log.error({ status: page.status, url: request.url }, 'page rendered as a server error');
      if (page.status >= 300 && page.status < 400)
        return reply
          .code(page.status)
          .headers({ 'cache-control': 'no-cache', ...rendered.headers })
          .send();
      return send(request, reply, key, page, rendered.cacheable);
    };

    app.get('/*', async (request, reply) => {
      const site = request.site;
      // The page's key: its site and the URL as asked (host and protocol included: a page may name its own URL).
      const key = `${site.slug}\u0000${request.protocol}://${request.host}${request.url}`;
      if (!cache || !dataVersion) {
        return sendRendered(request, reply, key, renderedPage(await renderPage(request), 0, 0));
      }
      const version = () => dataVersion(site.slug);
      const found = cache.lookup(key, version());
      if (found) {
        if (found.revalidate)
          void cache
            .render(key, version, () => renderPage(request))
            .catch((error: unknown) => request.log.error({ err: error, url: request.url }, 'page revalidation failed'));
        return send(request, reply, key, found.page, true);
      }
      return sendRendered(request, reply, key, await cache.render(key, version, () => renderPage(request)));
    });
  },
  { name: 'caryard-ssr', fastify: '5.x', dependencies: ['caryard-tenancy', 'caryard-security-headers'] },
);
