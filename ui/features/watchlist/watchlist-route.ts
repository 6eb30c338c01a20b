import type { RouteHandle } from '../../lib/page-meta';

/** The lazy route's module (the client manifest's key): the server links its stylesheet. */
export const WATCHLIST_CHUNK = 'features/watchlist/watchlist-page.tsx';

/**
 * /watchlist (issue 14; spec 1 §2 'A watchlist list page exists (reached by a 'View List'
 * action in a toast); its path is not shown' — ours is /watchlist). Personal, so never indexed;
 * nothing personal is rendered on the server: the list loads after the page, signed in.
 */
export const watchlistHandle: RouteHandle = {
  chunk: WATCHLIST_CHUNK,
  meta: ({ site }) => ({
    title: `My Watchlist | ${site.name}`,
    description: `The cars and searches you have saved at ${site.name}.`,
    noindex: true,
  }),
};
