import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import type { RenderPage } from '../../../application/client/page-renderer.port';
import * as E from 'fp-ts/lib/Either.js';
import type { GetSite } from '../../../application/dealer-site/get-site.use-case';
import { readPageAssets } from '../vite-manifest';

export interface SsrOptions {
  /** The Vite client build directory (holds `.vite/manifest.json`). */
  clientDir: string;
  /** The built UI server entry (`dist/server/entry-server.js`), exporting `render`. */
  serverEntry: string;
  /** The site's public configuration the page renders from. */
  getSite: Pick<GetSite, 'execute'>;
  /** The in-process client port for a request, scoped to its site. */
  clientFor: (request: FastifyRequest) => CaryardClient;
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
  async (app, { clientDir, serverEntry, getSite, clientFor }) => {
    const [render, assets] = await Promise.all([loadRender(serverEntry), readPageAssets(clientDir)]);

    app.get('/*', async (request, reply) => {
      const page = await render({
        url: requestUrl(request.protocol, request.host, request.url),
        site: E.toUnion(await getSite.execute({ site: request.site })()),
        client: clientFor(request),
        nonce: reply.cspNonce,
        assets,
      });
      // A route error the UI rendered as its 500 page is still a bug: logged like any other 500.
      if (page.status >= 500) request.log.error({ status: page.status, url: request.url }, 'page rendered as a server error');
      reply.code(page.status).headers({ 'cache-control': 'no-cache', ...page.headers });
      if (page.status >= 300 && page.status < 400) return reply.send();
      return reply.type('text/html; charset=utf-8').send(page.html);
    });
  },
  { name: 'caryard-ssr', fastify: '5.x', dependencies: ['caryard-tenancy', 'caryard-security-headers'] },
);
