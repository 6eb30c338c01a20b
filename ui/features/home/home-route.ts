import * as E from 'fp-ts/Either';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import { emptySearchState } from '../../../domain/search';
import type { RouteHandle } from '../../lib/page-meta';
import { siteTagline } from '../../lib/site-copy';
import type { HeroCatalogue } from './hero-search';

/**
 * The home route's loader and meta, in the client entry; the page itself (home-page.tsx) loads
 * with its route, as the other pages do (issue 16: its module is evaluated in a task of its own,
 * not inside the entry's, which was the home page's longest main-thread task).
 */
export const HOME_CHUNK = 'features/home/home-page.tsx';

export const homeHandle: RouteHandle = {
  meta: ({ site }) => ({
    title: `${site.name} | ${siteTagline(site)}`,
    description: `${site.labels.heroHeading} at ${site.name}, ${site.address.suburb} ${site.address.state}. Finance, trade-ins and servicing in one place. Call ${site.phone}.`,
  }),
};

export interface HomeData {
  /** The site-wide search (count and facets) for the hero and the facet links; null when it failed. */
  catalogue: HeroCatalogue | null;
}

/** The site's stock at a glance; the page still renders when search is down. */
export function homeLoader(client: CaryardClient) {
  return async (): Promise<HomeData> => {
    const answer = await client.search({ state: { ...emptySearchState, hitsPerPage: 1 } });
    if (E.isRight(answer)) return { catalogue: { count: answer.right.count, facets: answer.right.facets } };
    console.warn(`The home page search could not be loaded (${answer.left.code}: ${answer.left.message}).`);
    return { catalogue: null };
  };
}

