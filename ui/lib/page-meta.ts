import type { PublicSite } from '../../application/client/caryard-client.port';

/** What a page puts in `<title>` and `<meta name="description">`. */
export interface PageMeta {
  title: string;
  description: string;
  /** Pages that must not be indexed (errors). */
  noindex?: boolean;
  /** Open Graph type; 'website' unless said (a vehicle page is a 'product'). */
  ogType?: string;
  /** Absolute URL of the page's share image (og:image). */
  image?: string;
  /** schema.org objects, written as `application/ld+json` in the head (a vehicle's `Car`). */
  jsonLd?: readonly object[];
  /** The canonical URL when the page is a copy of another (the printable page → the car's page); else the page's own. */
  canonicalUrl?: string;
  /** The page's largest image (its LCP), preloaded first thing in the head. */
  preloadImage?: string;
  /** Its `srcset` and `sizes`, when the image has them (the browser preloads the width it will use). */
  preloadImageSrcSet?: string;
  preloadImageSizes?: string;
}

export interface MetaArgs {
  site: PublicSite;
  /** The page route's loader data. */
  data: unknown;
}

/** A route's `handle`: how its page describes itself. */
export interface RouteHandle {
  meta?: (args: MetaArgs) => PageMeta;
  /**
   * The route's lazily loaded module, as the client build's manifest names it
   * ('features/vehicle/vehicle-page.tsx'): the server links its stylesheets in the page it
   * renders, so the page is styled before the module loads.
   */
  chunk?: string;
  /**
   * Lazily loaded modules the page renders on the server but loads in the browser only later
   * (vehicle page: the part below the fold): their stylesheets are linked, their scripts are
   * not preloaded.
   */
  styleChunks?: readonly string[];
  /**
   * issue 16: the page belongs to one shopper (a checkout, an order, an account, a link with a
   * single-use token): it is never cached by the server or a CDN (`Cache-Control: private,
   * no-store`). Every other page is the same for everyone and cached until its site's data changes.
   */
  personal?: true;
}

/**
 * A route that is another path of the same page (/trade-in of /sell-my-car): its canonical URL is
 * the page's own path on the site, so search engines index one URL (issue 11 item 8).
 */
export function aliasOf(handle: RouteHandle, canonicalPath: string): RouteHandle {
  const meta = handle.meta;
  if (!meta) return handle;
  return { ...handle, meta: (args) => ({ ...meta(args), canonicalUrl: `${args.site.site_url.replace(/\/+$/, '')}${canonicalPath}` }) };
}
