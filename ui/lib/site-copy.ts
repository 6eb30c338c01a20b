import type { PublicSite } from '../../application/client/caryard-client.port';

/** One line saying what and where the dealer sells, for leads, meta descriptions and heroes. */
export function siteTagline(site: PublicSite): string {
  return `New, demo and used cars in ${site.address.suburb}, ${site.address.state}`;
}
