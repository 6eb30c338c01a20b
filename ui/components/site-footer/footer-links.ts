import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { NavLink } from '../../../domain/dealer-site/dealer-site';

/** Every href the navigation links to, at any depth. */
function navigationHrefs(items: readonly NavLink[]): Set<string> {
  const hrefs = new Set<string>();
  const visit = (list: readonly NavLink[]) => {
    for (const item of list) {
      hrefs.add(item.href);
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return hrefs;
}

/**
 * The footer's 'Information' column (spec 2 §2: 'The footer has similar groups'; issue 11: every
 * page reachable): the site's content pages the navigation does not already list, by title —
 * taken from the site's own pages, so the footer never links to a page the site switched off.
 * The legal pages sit in the footer's bottom line instead.
 */
export function informationLinks(site: Pick<PublicSite, 'navigation' | 'pages'>): { label: string; href: string }[] {
  const listed = navigationHrefs(site.navigation);
  return site.pages
    .filter((page) => !listed.has(page.path) && !LEGAL_SLUGS.has(page.slug))
    .map((page) => ({ label: page.title, href: page.path }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

const LEGAL_SLUGS: ReadonlySet<string> = new Set(['privacy-policy', 'terms-and-conditions']);

/** The footer's bottom line: the legal pages the site has, then About Us when it has that page. */
export function legalLinks(site: Pick<PublicSite, 'pages'>): { label: string; href: string }[] {
  const bySlug = new Map(site.pages.map((page) => [page.slug, page]));
  return ['privacy-policy', 'terms-and-conditions']
    .map((slug) => bySlug.get(slug))
    .filter((page): page is NonNullable<typeof page> => page !== undefined)
    .map((page) => ({ label: page.title, href: page.path }));
}
