import './styles/mantine.css';
import './styles/global.css';
import './styles/tag-tones.css';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import routeAssets from 'virtual:client-route-styles';
import type { RenderPage } from '../application/client/page-renderer.port';
import { AppProviders } from './app/app-providers';
import { canonicalUrlOf, hasCanonical, resolveDocumentMeta } from './app/document-meta';
import { BOOT_SCRIPT, htmlDocument } from './app/html-document';
import { createRoutes } from './app/routes';
import type { RouteHandle } from './lib/page-meta';

/** Route errors as react-router's browser side expects to find them (its own serialisation). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    // An unexpected error's message stays on the server (no internals in the page).
    else if (error instanceof Error) serialized[routeId] = { message: 'Unexpected error', __type: 'Error' };
    else serialized[routeId] = error;
  }
  return serialized;
}

/** The page's one inline script (html-document.ts BOOT_SCRIPT): the same for every page of a build. */
const INLINE_SCRIPTS = [BOOT_SCRIPT] as const;

/**
 * Renders one page of the site to a complete HTML document (see
 * application/client/page-renderer.port.ts for the contract). The router's data is
 * embedded for hydration in a JSON data block read by the one inline boot script, which the
 * CSP allows by its hash (issue 16: no per-request nonce, so the page can be cached).
 */
export const render: RenderPage = async ({ url, site, client, assets }) => {
  const handler = createStaticHandler(createRoutes(client));
  const context = await handler.query(new Request(url, { headers: { accept: 'text/html' } }));

  if (context instanceof Response) {
    // A loader redirected (or answered with a raw Response).
    const location = context.headers.get('location');
    return location
      ? { status: context.status, html: '', headers: { location }, inlineScripts: [], cacheable: false }
      : { status: context.status, html: await context.text(), inlineScripts: [], cacheable: false };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <AppProviders site={site} client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );

  const meta = resolveDocumentMeta(site, context.matches, context.loaderData, context.errors);
  // The matched routes' lazily loaded modules: their stylesheets linked and scripts preloaded with the entry's (RouteHandle.chunk).
  const handles = context.matches.map(({ route }) => (route.handle as RouteHandle | undefined) ?? {});
  const lazyAssets = handles.flatMap((handle) => (handle.chunk && routeAssets[handle.chunk] ? [routeAssets[handle.chunk]] : []));
  const laterStyles = handles.flatMap((handle) => (handle.styleChunks ?? []).flatMap((chunk) => routeAssets[chunk]?.stylesheets ?? []));
  const pageAssets = {
    ...assets,
    stylesheets: [...new Set([...assets.stylesheets, ...lazyAssets.flatMap((a) => a?.stylesheets ?? []), ...laterStyles])],
    modulePreloads: [...new Set([...assets.modulePreloads, ...lazyAssets.flatMap((a) => a?.modulePreloads ?? [])])],
  };
  const status = context.statusCode;
  const html = htmlDocument({
    meta,
    // issue 11 item 8: one canonical link on a page that may be indexed (document-meta.ts canonicalUrlOf).
    ...(hasCanonical(meta, status) ? { canonicalUrl: meta.canonicalUrl ?? canonicalUrlOf(site.site_url, new URL(url), context.matches) } : {}),
    siteName: site.name,
    themeColor: site.theme.headerBackground,
    assets: pageAssets,
    appHtml,
    hydrationData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
  });
  // A page is the same for everyone unless a matched route is personal (RouteHandle.personal); only
  // a found page or the site's 404 is kept (a 500 is retried, never cached).
  const cacheable = (status === 200 || status === 404) && !handles.some((handle) => handle.personal === true);
  return { status, html, inlineScripts: INLINE_SCRIPTS, cacheable };
};
