import type { RouteHandle } from '../../lib/page-meta';

/** The favourites page's module, as the client build's manifest names it. */
export const FAVOURITES_CHUNK = 'features/favourites/favourites-page.tsx';

/** /favourites (spec 2 §2; issue 14): the cars saved in this browser, never indexed. */
export const favouritesHandle: RouteHandle = {
  chunk: FAVOURITES_CHUNK,
  meta: ({ site }) => ({
    title: `Your favourites | ${site.name}`,
    description: `The cars you saved as favourites at ${site.name}, kept in this browser.`,
    noindex: true,
  }),
};
