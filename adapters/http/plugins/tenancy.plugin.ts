import fp from 'fastify-plugin';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { hostnameOf, resolveSiteSlug } from '../../../domain/dealer-site/tenancy';
import { siteNotFound } from '../http-error';

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
 * 404 `SITE_NOT_FOUND` before any handler runs.
 */
export const tenancyPlugin = fp<TenancyOptions>(
  async (app, { sites, defaultSiteSlug }) => {
    const bySlug = new Map(sites.map((site) => [site.slug, site]));
    if (!bySlug.has(defaultSiteSlug)) {
      throw new Error(`The default site '${defaultSiteSlug}' is not among the configured sites.`);
    }

    app.decorateRequest('site', null as unknown as DealerSite);
    app.addHook('onRequest', async (request) => {
      const slug = resolveSiteSlug(request.host, sites, defaultSiteSlug);
      const site = slug === null ? undefined : bySlug.get(slug);
      if (!site) throw siteNotFound(hostnameOf(request.host));
      request.site = site;
    });
  },
  { name: 'caryard-tenancy', fastify: '5.x', dependencies: ['caryard-error-handler'] },
);
