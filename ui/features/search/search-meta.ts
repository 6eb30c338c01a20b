import { possessive } from '../../../domain/shared/possessive';
import type { RouteHandle } from '../../lib/page-meta';
import { formatNumber } from '../../lib/search-labels';
import { searchHeading } from './search-heading';
import type { SearchPageData } from './search-loader';

/** The search pages' title and description, from their search (shared by server and browser). */
export const searchHandle: RouteHandle = {
  meta: ({ site, data }) => {
    const page = data as SearchPageData | undefined;
    const heading = page ? searchHeading(site, page.variant, page.state) : 'Search our stock';
    const count = page?.result?.count;
    const where = `${site.address.suburb}, ${site.address.state}`;
    return {
      title: `${heading}${page && page.state.page > 1 ? ` – Page ${page.state.page}` : ''} | ${site.name}`,
      description:
        count === 0
          ? `${site.name} in ${where} has no ${heading.replace(/ for Sale$/, '').toLowerCase()} for sale just now. Search the rest of our stock.`
          : count !== undefined
            ? `Browse ${formatNumber(count)} ${heading.replace(/ for Sale$/, '').toLowerCase()} for sale at ${site.name} in ${where}. Finance, trade-ins and test drives available.`
            : `Search ${possessive(site.name)} stock in ${where}.`,
      // A search with no results (a make the site does not stock) is for the shopper, not for search engines.
      ...(count === 0 ? { noindex: true } : {}),
    };
  },
};
