import { data, type LoaderFunctionArgs } from 'react-router';
import type { CaryardClient, PublicSite } from '../../../application/client/caryard-client.port';
import type { DriveAwayQuote } from '../../../application/pricing/quote-drive-away.use-case';
import { realImages } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { carViewerViews, gallerySlides, initialCarViewerView, vehicleFullTitle } from '../../../domain/vehicle/vehicle-page';
import type { PageMeta, RouteHandle } from '../../lib/page-meta';
import { missingCarSuggestions } from '../../lib/missing-car';
import { valueOr503, valueOrRouteError } from '../../lib/route-answers';
import { loadBelowFold } from './below-fold';
import type { VehicleViewModel } from './vehicle-view-model';
import { absoluteUrl } from './vehicle-json-ld';

export interface VehiclePageData {
  readonly car: Car;
  /** When the page was rendered (to the minute): tag banners and rego expiry are measured from it, the same on both sides. */
  readonly now: string;
  /** Breadcrumb, finance estimate, description and JSON-LD, worked out here (vehicle-view-model.ts). */
  readonly view: VehicleViewModel;
  /**
   * issue 15: the drive-away price for the state of the car's location, worked out on the server
   * so the sidebar's 'Drive-away in {state}' line is in the first paint (no layout shift); null
   * when the car has none (no price, 'Excl. GST') or it could not be worked out.
   */
  readonly driveAway: DriveAwayQuote | null;
}

const MINUTE_MS = 60_000;

/**
 * The car by its slug (`GET /api/cars/{slug}`); a car not on this site is a real 404 page, with
 * cars like it (ui/lib/missing-car.ts) and the search they come from.
 * The part below the fold loads alongside, so the server renders it in full (below-fold.ts).
 */
export function vehicleLoader(client: CaryardClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<VehiclePageData> => {
    const slug = params['slug'] ?? '';
    const [carAnswer, siteAnswer, quoteAnswer, viewModel] = await Promise.all([
      client.getCar({ slug }),
      client.getSite(),
      client.quoteDriveAway({ slug }),
      import('./vehicle-view-model'),
      loadBelowFold(),
    ]);
    // A car the site no longer has stays a 404, offering the cars nearest to what its address names.
    if (carAnswer._tag === 'Left' && carAnswer.left.code === 'CAR.NOT_FOUND') {
      throw data({ message: `No car ${slug}`, missingCar: await missingCarSuggestions(client, slug, request.signal) }, { status: 404 });
    }
    const car = valueOrRouteError(carAnswer, { code: 'CAR.NOT_FOUND', message: `No car ${slug}` });
    const site = valueOr503(siteAnswer);
    // To the minute (tag banners and rego expiry are counted in days): instances rendering the same
    // data within a minute send the same bytes, so a CDN in front of several sees one ETag (issue 16).
    const now = new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS).toISOString();
    // A car found by its id (issue 12's `/cars/{id}` links) is priced by its slug.
    const quote = quoteAnswer._tag === 'Left' && car.slug !== slug ? await client.quoteDriveAway({ slug: car.slug }) : quoteAnswer;
    return { car, now, view: viewModel.vehicleViewModel(car, site, now), driveAway: quote._tag === 'Right' ? quote.right : null };
  };
}

export const fullTitleOf = vehicleFullTitle;

/** `view`: what the loader worked out — the description and JSON-LD come from the page's shopper view. */
export function vehicleMeta(car: Car, site: PublicSite, view: Pick<VehicleViewModel, 'description' | 'jsonLd'>): PageMeta {
  const { description } = view;
  const image = realImages(car)[0]?.image.url;
  // The first paint's largest image: the spin's first frame where the viewer starts on the spin, else the first slide's.
  const slides = gallerySlides(car);
  const firstView = initialCarViewerView(carViewerViews(car, slides.length), site.features.spinGalleryFirst);
  const lcp = firstView === 'spin' ? car.spin_images?.[0] : slides[0]?.kind === 'image' ? slides[0].url : undefined;
  return {
    title: `${fullTitleOf(car)} | ${site.name}`,
    description,
    ogType: 'product',
    ...(image ? { image: absoluteUrl(site, image) } : {}),
    ...(lcp ? { preloadImage: lcp } : {}),
    jsonLd: [view.jsonLd],
  };
}

export const vehicleHandle: RouteHandle = {
  meta: ({ site, data: loaded }) => {
    const page = loaded as VehiclePageData | undefined;
    return page?.car && page.view ? vehicleMeta(page.car, site, page.view) : { title: site.name, description: site.name };
  },
};
