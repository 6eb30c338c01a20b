import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { serviceFormTitle } from '../../../domain/service/service-booking';
import { RENDERED_PICTURE_WIDTHS } from '../../../domain/media/image-variants';
import type { RouteHandle } from '../../lib/page-meta';

/** The booking form's anchor (spec 2 §2: 'a BOOK NOW button that scrolls to #service-form'). */
export const SERVICE_FORM_ID = 'service-form';

export interface ServicePageData {
  /**
   * `?location={slug}` (a location page's 'Book a service' link): the location the form starts
   * with. The page keeps it only when the site has that location and it takes bookings.
   */
  readonly locationSlug: string | null;
}

/** spec 2 §3 Location slug: lower-case words joined by hyphens. */
const LOCATION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /service (spec 2 §2 'Service booking'): `?location=` presets the form's location. */
export function serviceLoader({ request }: LoaderFunctionArgs): ServicePageData {
  const slug = (new URL(request.url).searchParams.get('location') ?? '').trim().toLowerCase();
  return { locationSlug: slug.length <= 63 && LOCATION_SLUG.test(slug) ? slug : null };
}

/**
 * /book-a-service (spec 2 §2 routes; issue 13: it 'lands on its form at #service-form').
 * Choice: a permanent redirect to /service#service-form, the query kept (?location=), so one URL
 * is indexed and the browser scrolls to the form by itself, with or without the page's script.
 */
export function bookAServiceLoader({ request }: LoaderFunctionArgs): never {
  throw redirect(`/service${new URL(request.url).search}#${SERVICE_FORM_ID}`, 301);
}

/** The service locations that take bookings (issue 13), in the site's order. */
export const serviceLocationsOf = (site: Pick<PublicSite, 'locations'>): PublicSite['locations'] => site.locations.filter((l) => l.takes_service_bookings);

/** The hero image's width in the page, CSS pixels (the illustration is drawn 8:5). */
export const SERVICE_HERO_WIDTH = 560;

/** A caravan dealer's site (its search categories name caravans): the page's picture and words are about vans. */
export const isCaravanSite = (site: Pick<PublicSite, 'search_categories'>): boolean => site.search_categories.some((c) => /caravan|camper|motorhome/i.test(c));

/** The hero's image: one of Caryard's own vehicle pictures (adapters/media, no external URL), a caravan or an SUV, at the served width at or above `width`. */
export function serviceHeroImage(site: Pick<PublicSite, 'search_categories'>, width: number): string {
  const served = RENDERED_PICTURE_WIDTHS.find((w) => w >= width) ?? RENDERED_PICTURE_WIDTHS[RENDERED_PICTURE_WIDTHS.length - 1];
  return `/media/cars/${isCaravanSite(site) ? 'caravan' : 'suv'}/white/0.webp?w=${served}`;
}

/** spec 2 §2 'Service booking': default title 'Book Your Service at {dealer name}' (the site's own where set). */
export const serviceHandle: RouteHandle = {
  meta: ({ site }) => {
    const workshops = serviceLocationsOf(site);
    const where = workshops.length === 1 && workshops[0] ? ` at ${workshops[0].name}, ${workshops[0].address.city}` : '';
    return {
      title: serviceFormTitle(site.service, site.name),
      description: `Book your next service with ${site.name}${where}: genuine parts, health checks and software updates by our own technicians. Book online or call ${site.phone}.`,
      // The hero's illustration is the page's largest paint.
      preloadImage: serviceHeroImage(site, SERVICE_HERO_WIDTH * 2),
    };
  },
};

/** The page's route module (the client manifest's key: the server links its stylesheets). */
export const SERVICE_CHUNK = 'features/service/service-page.tsx';
