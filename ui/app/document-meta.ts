import { isRouteErrorResponse } from 'react-router';
import type { PublicSite } from '../../application/client/caryard-client.port';
import { siteTagline } from '../lib/site-copy';
import type { PageMeta, RouteHandle } from '../lib/page-meta';

interface MatchLike {
  route: { id: string; handle?: unknown };
}

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
    description: notFound
      ? `The page you asked for is not on ${site.name}'s website.`
      : `${site.name}'s website could not show this page.`,
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
