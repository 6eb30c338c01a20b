import type { PublicSite } from '../../application/client/caryard-client.port';

/** One line saying what and where the dealer sells, for meta descriptions and heroes. */
export function siteTagline(site: PublicSite): string {
  const where = `${site.address.suburb}, ${site.address.state}`;
  switch (site.template) {
    case 'caravan':
      return `New and used caravans and RVs in ${where}`;
    case 'used-specialist':
      return `Quality ${site.labels.used.toLowerCase()} cars in ${where}`;
    default:
      return `New, demo and used cars in ${where}`;
  }
}
