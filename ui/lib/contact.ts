import type { PublicSite } from '../../application/client/caryard-client.port';

/** `tel:` link of an Australian number as written ("07 3123 4567", "1300 123 456"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function siteAddressLine(site: PublicSite): string {
  const { street, suburb, state, postcode } = site.address;
  return `${street}, ${suburb} ${state} ${postcode}`;
}

export function mapsHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
