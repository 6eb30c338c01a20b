import fp from 'fastify-plugin';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { hostnameOf, resolveSiteSlug } from '../../../domain/dealer-site/tenancy';
import { HttpError, siteNotFound } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The dealer site this request is for, resolved from its Host (tenancy plugin). */
    site: DealerSite;
  }
}

export interface TenancyOptions {
  sites: readonly DealerSite[];
  defaultSiteSlug: string;
}

/**
 * Resolves the dealer site of every request in its scope from the Host header
 * (ARCHITECTURE "Tenancy"): `{slug}.localhost:PORT`, a configured custom domain, or
 * the default site for any other host. A `*.localhost` name that is no site is a
 * 404 `SITE_NOT_FOUND` before any handler runs; a request without a Host header is a 400
 * `HOST_REQUIRED`.
 */
export const tenancyPlugin = fp<TenancyOptions>(
  async (app, { sites, defaultSiteSlug }) => {
    const bySlug = new Map(sites.map((site) => [site.slug, site]));
    if (!bySlug.has(defaultSiteSlug)) {
      throw new Error(`The default site '${defaultSiteSlug}' is not among the configured sites.`);
    }

    app.decorateRequest('site', null as unknown as DealerSite);
    app.addHook('onRequest', async (request) => {
      // HTTP/1.1 requires a Host (RFC 9112 §3.2); without one no site can be chosen.
      if (!request.headers.host) throw new HttpError(400, 'HOST_REQUIRED', 'A Host header is required: it names the dealer site the request is for.');
      const slug = resolveSiteSlug(request.host, sites, defaultSiteSlug);
      const site = slug === null ? undefined : bySlug.get(slug);
      if (!site) throw siteNotFound(hostnameOf(request.host));
      request.site = site;
    });
  },
  { name: 'caryard-tenancy', fastify: '5.x', dependencies: ['caryard-error-handler'] },
);
