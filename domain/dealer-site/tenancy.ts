/**
 * Tenancy: which dealer site a request is for, from its Host header
 * (ARCHITECTURE "Tenancy"; spec 1 §1: each site is a slug and a template).
 *
 * - `{slug}.localhost[:port]` serves that site, so any browser works with no DNS set-up;
 *   an unknown slug there is no site at all (null, so the server can answer 404).
 * - A configured custom domain serves its site (case-insensitive, port ignored).
 * - Any other host (bare `localhost`, `127.0.0.1`, an unconfigured name) serves the default site.
 */

export interface TenantSite {
  slug: string;
  domains: readonly string[];
}

const LOCALHOST = 'localhost';

/**
 * The host name of a Host header value: lower-cased, without port, brackets (IPv6)
 * or a trailing dot. Empty or missing input gives ''.
 */
export function hostnameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value === '') return '';
  let name: string;
  if (value.startsWith('[')) {
    // IPv6 literal: [::1]:3000
    const end = value.indexOf(']');
    name = end === -1 ? value.slice(1) : value.slice(1, end);
  } else {
    const colon = value.indexOf(':');
    // More than one colon without brackets is a bare IPv6 address, which has no port.
    name = colon !== -1 && value.indexOf(':', colon + 1) === -1 ? value.slice(0, colon) : value;
  }
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Resolves the site slug for a Host header value.
 * Returns the matching site's slug, `defaultSlug` for a host that names no site,
 * or null for a `*.localhost` subdomain that is not a configured site.
 */
export function resolveSiteSlug(host: string | undefined, sites: readonly TenantSite[], defaultSlug: string): string | null {
  const hostname = hostnameOf(host);
  if (hostname === '') return defaultSlug;

  if (hostname.endsWith(`.${LOCALHOST}`)) {
    const subdomain = hostname.slice(0, -(LOCALHOST.length + 1));
    const site = sites.find((s) => s.slug.toLowerCase() === subdomain);
    return site ? site.slug : null;
  }

  const byDomain = sites.find((s) => s.domains.some((domain) => hostnameOf(domain) === hostname));
  return byDomain ? byDomain.slug : defaultSlug;
}
