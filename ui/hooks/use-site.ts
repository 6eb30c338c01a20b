import { useRouteLoaderData } from 'react-router';
import type { PublicSite } from '../../application/client/caryard-client.port';

/** What the root route's loader provides to every page. */
export interface RootLoaderData {
  site: PublicSite;
}

/** The dealer site being browsed (the root route's loader data). */
export function useSite(): PublicSite {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  if (!data) throw new Error('useSite() is used outside the root route.');
  return data.site;
}
