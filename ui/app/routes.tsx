import type { RouteObject } from 'react-router';
import type { CaryardClient } from '../../application/client/caryard-client.port';
import { AboutPage, aboutHandle } from '../features/about/about-page';
import { NotFoundPage, notFoundHandle, notFoundLoader } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { HomePage, homeHandle } from '../features/home/home-page';
import type { RootLoaderData } from '../hooks/use-site';
import { RootErrorPage, RootLayout } from './root-layout';

/**
 * The route tree, shared by the server (static handler) and the browser (browser
 * router). Loaders reach Caryard only through the client port they are given.
 */
export function createRoutes(client: CaryardClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: async (): Promise<RootLoaderData> => ({ site: await client.getSite() }),
      // The site never changes while a visitor browses it.
      shouldRevalidate: () => false,
      Component: RootLayout,
      ErrorBoundary: RootErrorPage,
      children: [
        {
          id: 'pages',
          ErrorBoundary: RouteErrorPage,
          children: [
            { id: 'home', index: true, Component: HomePage, handle: homeHandle },
            { id: 'about', path: 'about-us', Component: AboutPage, handle: aboutHandle },
            { id: 'not-found', path: '*', loader: notFoundLoader, Component: NotFoundPage, handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
}
