import type { PublicSite } from '../../application/client/caryard-client.port';

/** What a page puts in `<title>` and `<meta name="description">`. */
export interface PageMeta {
  title: string;
  description: string;
  /** Pages that must not be indexed (errors). */
  noindex?: boolean;
}

export interface MetaArgs {
  site: PublicSite;
  /** The page route's loader data. */
  data: unknown;
}

/** A route's `handle`: how its page describes itself. */
export interface RouteHandle {
  meta?: (args: MetaArgs) => PageMeta;
}
