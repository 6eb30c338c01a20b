import type { PublicSite } from '../dealer-site/get-site.use-case';

export type { PublicSite, PublicLocation } from '../dealer-site/get-site.use-case';

/**
 * Everything the UI asks of Caryard, scoped to the site being browsed. The server
 * implements it in-process (adapters/http) for rendering; the browser implements it
 * over `fetch` against the JSON API (ui/client). Route loaders depend only on this.
 */
export interface CaryardClient {
  /**
   * The current dealer site's public configuration. Resolves for any request that
   * reached a known site; rejects only when the API cannot be reached or answers with
   * an error (an outage, not an expected outcome).
   */
  getSite(): Promise<PublicSite>;
}
