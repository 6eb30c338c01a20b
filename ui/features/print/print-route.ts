import { data, type LoaderFunctionArgs } from 'react-router';
import type { CaryardClient, PublicSite } from '../../../application/client/caryard-client.port';
import { timeZoneOfState } from '../../../domain/locations/time-zone';
import { realImages } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { vehicleFullTitle } from '../../../domain/vehicle/vehicle-page';
import type { RouteHandle } from '../../lib/page-meta';
import { valueOr503, valueOrRouteError } from '../../lib/route-answers';

export interface PrintPageData {
  readonly car: Car;
  /** When the page was rendered (rego expiry is measured from it), ISO 8601. */
  readonly now: string;
  /** The date the sheet is printed on, in the car's location's time zone ('21 November 2026'). */
  readonly printedOn: string;
  /** The absolute URL of the car's own page, written out on the sheet. */
  readonly pageUrl: string;
  /** The car's PDF (`GET /api/cars/{slug}/pdf`, spec 1 §7), as the client port names it. */
  readonly pdfUrl: string;
}

/** A slug as cars carry them; anything else names no car. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

function carPageUrl(site: Pick<PublicSite, 'site_url'>, car: Pick<Car, 'path' | 'slug'>): string {
  const path = car.path || `/cars/${car.slug}`;
  try {
    return new URL(path, site.site_url).href;
  } catch {
    return path;
  }
}

/**
 * spec 1 §2 route table: /print?car_id={slug}, the printable vehicle page. `car_id` is the
 * car's slug, as on the lead forms (forms-route.ts); a missing or unknown one, or another
 * site's car, is a real 404 page, as on the vehicle page. The printed date and the URLs are
 * worked out here, so the server's HTML and the hydrated page agree.
 */
export function printLoader(client: CaryardClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<PrintPageData> => {
    const carId = new URL(request.url).searchParams.get('car_id')?.trim() ?? '';
    const valid = SLUG.test(carId) && carId.length <= 200;
    if (!valid) throw data({ message: carId ? `No car ${carId}` : 'No car_id given' }, { status: 404 });
    const [carAnswer, siteAnswer] = await Promise.all([client.getCar({ slug: carId }), client.getSite()]);
    const car = valueOrRouteError(carAnswer, { code: 'CAR.NOT_FOUND', message: `No car ${carId}` });
    const site = valueOr503(siteAnswer);
    const now = new Date();
    const timeZone = timeZoneOfState(car.location?.address.state);
    return {
      car,
      now: now.toISOString(),
      printedOn: now.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      pageUrl: carPageUrl(site, car),
      pdfUrl: client.carPdfUrl(car.slug),
    };
  };
}

/** A copy of the car's page for paper: never indexed (the car's own page is). */
export const printHandle: RouteHandle = {
  meta: ({ site, data: loaded }) => {
    const page = loaded as PrintPageData | undefined;
    const car = page?.car;
    if (!page || !car) return { title: site.name, description: site.name, noindex: true };
    const title = vehicleFullTitle(car);
    const photo = realImages(car)[0]?.image.url;
    return {
      title: `Print: ${title} | ${site.name}`,
      description: `Printable details of the ${title} at ${site.name}.`,
      noindex: true,
      // The car's own page is the one search engines should know.
      canonicalUrl: page.pageUrl,
      ...(photo ? { preloadImage: photo } : {}),
    };
  },
};
