import { possessive } from '../../domain/shared/possessive';
import { isRouteErrorResponse } from 'react-router';
import type { PublicSite } from '../../application/client/caryard-client.port';
import { siteTagline } from '../lib/site-copy';
import type { PageMeta, RouteHandle } from '../lib/page-meta';

interface MatchLike {
  route: { id: string; handle?: unknown };
}

/** The listing routes (ui/app/routes.tsx ids): their later pages are pages of their own. */
const PAGINATED_ROUTES: ReadonlySet<string> = new Set(['search', 'used-car', 'offers']);
const FILTER_KEY = /^(refinementList|range)\[|^query$/;

/**
 * The canonical URL of a page (issue 11 item 8): the site's configured `site_url` origin, the
 * page's path without a trailing slash, and — choice — one query key at most: a listing's
 * `page` (2 and up; spec 1 §2 writes it only then), so its later pages stay pages of their
 * own, unless the query also filters the listing (`query`, `refinementList[…]`, `range[…]`):
 * a filtered listing's canonical is its path page (/search/{make} … are the indexable ones).
 * Every other key (sortBy, hitsPerPage, car_id, /models?body=) names a view of the page at
 * its path, and is dropped. A page may name another URL instead (PageMeta.canonicalUrl).
 */
export function canonicalUrlOf(siteUrl: string, location: { readonly pathname: string; readonly search: string }, matches: readonly MatchLike[]): string {
  // Leading slashes collapsed: '//other.example/x' is a path of this site, never another origin.
  const path = location.pathname.replace(/^\/+/, '/').replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(location.search);
  const page = Number(params.get('page'));
  const paginated = matches.some((match) => PAGINATED_ROUTES.has(match.route.id));
  const filtered = [...params.entries()].some(([key, value]) => FILTER_KEY.test(key) && value.trim() !== '');
  const query = paginated && !filtered && Number.isSafeInteger(page) && page >= 2 ? `?page=${page}` : '';
  try {
    return new URL(`${path}${query}`, siteUrl).href;
  } catch {
    return `${path}${query}`;
  }
}

/**
 * Whether the page gets a canonical link: a page that answered 200 and may be indexed, or one
 * that names its original (the printable page → the car's page). Choice: a noindex page
 * (checkout, the form result, the 404 page) has none — "do not index" and "index this URL"
 * would contradict each other.
 */
export const hasCanonical = (meta: PageMeta, status: number): boolean => status === 200 && (!meta.noindex || meta.canonicalUrl !== undefined);

export function defaultMeta(site: PublicSite): PageMeta {
  return {
    title: `${site.name} | ${siteTagline(site)}`,
    description: `${site.name}: browse new, demo and used vehicles, get finance, sell your car and service it in ${site.address.suburb}, ${site.address.state}. Call ${site.phone}.`,
  };
}

export function errorMeta(site: PublicSite, error: unknown): PageMeta {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return {
    title: `${notFound ? 'Page not found' : 'Something went wrong'} | ${site.name}`,
    description: notFound ? `The page you asked for is not on ${possessive(site.name)} website.` : `${possessive(site.name)} website could not show this page.`,
    noindex: true,
  };
}

/**
 * The meta of what the router shows: the error's when a route failed, else the
 * deepest route's that describes itself, else the site's. Used by the server for the
 * document and by the browser after each navigation, so both agree.
 */
export function resolveDocumentMeta(
  site: PublicSite,
  matches: readonly MatchLike[],
  loaderData: Record<string, unknown>,
  errors: Record<string, unknown> | null | undefined,
): PageMeta {
  const error = errors ? Object.values(errors)[0] : undefined;
  if (errors && Object.keys(errors).length > 0) return errorMeta(site, error);
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.route.handle as RouteHandle | undefined;
    if (match && handle?.meta) return handle.meta({ site, data: loaderData[match.route.id] });
  }
  return defaultMeta(site);
}
