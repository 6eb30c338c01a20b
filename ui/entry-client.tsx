import './styles/mantine.css';
import './styles/global.css';
import './styles/tag-tones.css';
import * as E from 'fp-ts/Either';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { PublicSite } from '../application/client/caryard-client.port';
import { AppProviders } from './app/app-providers';
import { canonicalUrlOf, hasCanonical, resolveDocumentMeta } from './app/document-meta';
import { createRoutes } from './app/routes';
import { HttpCaryardClient } from './client/http-caryard-client';
import type { RootLoaderData } from './hooks/use-site';
import type { PageMeta } from './lib/page-meta';

declare global {
  interface Window {
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
  }
}

function applyMeta(meta: PageMeta, canonicalUrl: string | null): void {
  document.title = meta.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  // issue 11 item 8: the canonical link follows the page, as the server writes it (none on a noindex page).
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonicalUrl === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = canonicalUrl;
}

/**
 * The server rendered this page with its route's lazy parts loaded; hydration needs them
 * too, before the first render, or React would hydrate a different tree.
 */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The site, when the page came without it: the app cannot start without one. */
async function siteOf(client: HttpCaryardClient): Promise<PublicSite> {
  const answer = await client.getSite();
  if (E.isLeft(answer)) throw new Error(`Caryard: the site could not be loaded (${answer.left.code}: ${answer.left.message}).`);
  return answer.right;
}

async function main(): Promise<void> {
  const client = new HttpCaryardClient();
  const root = window.__staticRouterHydrationData?.loaderData?.['root'] as RootLoaderData | undefined;
  const site: PublicSite = root?.site ?? (await siteOf(client));
  const routes = createRoutes(client);
  await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes);

  // Title, description and canonical link follow client-side navigation, computed as on the server.
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const meta = resolveDocumentMeta(site, state.matches, state.loaderData, state.errors);
    applyMeta(meta, hasCanonical(meta, 200) ? (meta.canonicalUrl ?? canonicalUrlOf(site.site_url, state.location, state.matches)) : null);
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to hydrate.');
  // Hydration as a transition is time-sliced: React yields to the browser every few
  // milliseconds instead of one long task, so a tap during hydration is answered (TBT, issue 5).
  // React Router's own client entry hydrates the same way.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders site={site} client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void main();
