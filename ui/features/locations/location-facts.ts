import type { PublicLocation } from '../../../application/client/caryard-client.port';
import { formatPhone, phoneHref } from '../../../domain/dealer-site/phone';
import { departmentsOf } from '../../../domain/locations/departments';
import { mapsHref } from '../../lib/contact';

export const addressLine = (l: Pick<PublicLocation, 'address'>): string => `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}`;

/** spec 2 §3 address.place_url, else a Google Maps search of the name and address. */
export const directionsHref = (l: Pick<PublicLocation, 'name' | 'address'>): string => l.address.place_url ?? mapsHref(`${l.name}, ${addressLine(l)}`);

export interface LocationPhone {
  readonly kind: 'Phone' | 'Mobile';
  /** spec 2 §5 'Phone display': +61 read as 0, ten digits spaced 2-4-4. */
  readonly display: string;
  readonly href: string;
}

/**
 * A location's numbers (spec 2 §3 contact_detail phone and landline_phone), each shown by the
 * display rule (spec 2 §5). Choice: a number starting 04 (after +61 becomes 0) is a mobile and
 * labelled so; any other is the location's phone; the landline first, and a number given twice
 * (phone and landline the same) shown once.
 */
export function phonesOf(l: Pick<PublicLocation, 'contact_detail'>): LocationPhone[] {
  const numbers = [l.contact_detail.landline_phone, l.contact_detail.phone].map((n) => n?.trim() ?? '').filter((n) => n !== '');
  const seen = new Set<string>();
  const phones: LocationPhone[] = [];
  for (const number of numbers) {
    const display = formatPhone(number);
    const digits = display.replace(/\D/g, '');
    if (seen.has(digits)) continue;
    seen.add(digits);
    phones.push({ kind: /^04/.test(digits) ? 'Mobile' : 'Phone', display, href: phoneHref(number) });
  }
  return phones.sort((a, b) => Number(a.kind === 'Mobile') - Number(b.kind === 'Mobile'));
}

/** The location's stock on the search page (spec 1 §2 refinementList[dealership_slug]); sales locations only. */
export function stockHref(
  l: Pick<PublicLocation, 'dealership_slug' | 'location_type' | 'contact_detail' | 'location_subtype' | 'department_hours' | 'takes_service_bookings'>,
): string | null {
  if (!departmentsOf(l).includes('sales') || !l.dealership_slug) return null;
  return `/search?${new URLSearchParams({ 'refinementList[dealership_slug][0]': l.dealership_slug }).toString()}`;
}

/** Book a service here (issue 13): only a location whose workshop takes bookings; the form preselects it. */
export const serviceHref = (l: Pick<PublicLocation, 'slug' | 'takes_service_bookings'>): string | null =>
  l.takes_service_bookings ? `/service?${new URLSearchParams({ location: l.slug }).toString()}#service-form` : null;

/** spec 2 §2 routes: /contact-us/{location slug}. */
export const contactHref = (l: Pick<PublicLocation, 'slug'>): string => `/contact-us/${encodeURIComponent(l.slug)}`;
