import type { RouteHandle } from '../../lib/page-meta';

/** The compare page's module, as the client build's manifest names it. */
export const COMPARE_CHUNK = 'features/compare/compare-page.tsx';

/** /compare (issue 14): a shopper's own list, never indexed. */
export const compareHandle: RouteHandle = {
  chunk: COMPARE_CHUNK,
  meta: ({ site }) => ({
    title: `Compare cars | ${site.name}`,
    description: `Compare up to four cars from ${site.name} side by side: price, repayments, kilometres, specifications and equipment.`,
    noindex: true,
  }),
};
