import type { CaryardClient, PublicSite } from './caryard-client.port';

/**
 * The one contact between the HTTP adapter and the UI (ARCHITECTURE "Rendering"):
 * the UI's server entry (`ui/entry-server.tsx`, built by Vite to
 * `dist/server/entry-server.js`) exports `render` of this type, and the adapter loads
 * it by dynamic import of the built file, never by importing UI modules.
 */

/** The client build's files a page needs, as URL paths (from the Vite manifest). */
export interface PageAssets {
  /** The client entry module, e.g. `/assets/entry-client-3f2a.js`. */
  entryScript: string;
  /** Modules the entry imports statically, for `<link rel="modulepreload">`. */
  modulePreloads: readonly string[];
  /** Stylesheets of the entry and of everything it imports. */
  stylesheets: readonly string[];
}

export interface RenderPageInput {
  /** The absolute URL requested, e.g. `http://mazda.localhost:3000/about-us?x=1`. */
  url: string;
  /** The site resolved from the Host (what `client.getSite()` also returns). */
  site: PublicSite;
  /** In-process client, scoped to `site`, that route loaders call. */
  client: CaryardClient;
  assets: PageAssets;
}

export interface RenderedPage {
  /** 200, 404 for an unknown path, 3xx for a loader redirect (with a Location header), 500. */
  status: number;
  /** The whole document, `<!doctype html>` included; empty for a redirect. */
  html: string;
  headers?: Record<string, string>;
  /**
   * issue 16: the text of every inline script the page runs (data blocks excepted), which the
   * server allows by its SHA-256 in the Content-Security-Policy — the page carries no nonce, so
   * the same page for the same data is the same bytes.
   */
  inlineScripts: readonly string[];
  /**
   * issue 16: the page is the same for every shopper (nothing personal, nothing single-use in it),
   * so it may be cached by the server and by a CDN until its site's data changes. False for a
   * route that declares itself personal (a checkout, an account page), a redirect and an error.
   */
  cacheable: boolean;
}

/** Renders one page to HTML. Rejects only on a bug; route errors become a status. */
export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage>;
