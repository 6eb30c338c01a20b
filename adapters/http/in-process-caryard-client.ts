import type { CaryardClient, PublicSite } from '../../application/client/caryard-client.port';
import { getPublicSite } from '../../application/dealer-site/get-site.use-case';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';

/**
 * The client port served in-process while rendering a page on the server: the same
 * answers as the JSON API, without the HTTP round trip. One per request, bound to
 * the request's site.
 */
export class InProcessCaryardClient implements CaryardClient {
  constructor(private readonly site: DealerSite) {}

  async getSite(): Promise<PublicSite> {
    return getPublicSite(this.site);
  }
}
