import type { RouteObject } from 'react-router';
import type { CaryardClient } from '../../application/client/caryard-client.port';
import { AboutPage, aboutHandle } from '../features/about/about-page';
import { NotFoundPage, notFoundHandle, notFoundLoader } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { HomePage, homeHandle, homeLoader } from '../features/home/home-page';
import { searchLoader } from '../features/search/search-loader';
import { searchHandle } from '../features/search/search-meta';
import { vehicleHandle, vehicleLoader } from '../features/vehicle/vehicle-route';
import type { RootLoaderData } from '../hooks/use-site';
import { RootErrorPage, RootLayout } from './root-layout';

// Pages with heavy parts (filters, sliders, cards) load with their route; loaders and meta stay in the entry.
const searchPage = async () => ({ Component: (await import('../features/search/search-page')).SearchPage });
const vehiclePage = async () => ({ Component: (await import('../features/vehicle/vehicle-page')).VehiclePage });

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
            { id: 'home', index: true, loader: homeLoader(client), Component: HomePage, handle: homeHandle },
            { id: 'about', path: 'about-us', Component: AboutPage, handle: aboutHandle },
            // spec 2 §2: /search, /search/{car-type}, /search/{make}[/{model}], /search/{body}; /used-car/... on one variant.
            { id: 'search', path: 'search/*', loader: searchLoader(client, 'search'), lazy: searchPage, handle: searchHandle },
            { id: 'used-car', path: 'used-car/*', loader: searchLoader(client, 'search'), lazy: searchPage, handle: searchHandle },
            // spec 1 §2: the offers page, the base search page of the offers variant.
            { id: 'offers', path: 'special-offers', loader: searchLoader(client, 'offers'), lazy: searchPage, handle: searchHandle },
            { id: 'vehicle', path: 'cars/:slug', loader: vehicleLoader(client), lazy: vehiclePage, handle: vehicleHandle },
            { id: 'not-found', path: '*', loader: notFoundLoader, Component: NotFoundPage, handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
}
