import type { LoaderFunctionArgs } from 'react-router';
import type { CaryardClient, PublicSite } from '../../../application/client/caryard-client.port';
import { carTypeLabel, realImages, shopperView, type ShopperView } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { carViewerViews, gallerySlides, initialCarViewerView, vehicleFullTitle, vehicleTitle } from '../../../domain/vehicle/vehicle-page';
import type { PageMeta, RouteHandle } from '../../lib/page-meta';
import { valueOr503, valueOrRouteError } from '../../lib/route-answers';
import { formatKm } from '../../lib/search-labels';
import { loadBelowFold } from './below-fold';
import type { VehicleViewModel } from './vehicle-view-model';
import { absoluteUrl, vehicleJsonLd } from './vehicle-json-ld';

export interface VehiclePageData {
  readonly car: Car;
  /** When the page was rendered: tag banners and rego expiry are measured from it, the same on both sides. */
  readonly now: string;
  /** Breadcrumb and finance estimate, worked out here (vehicle-view-model.ts). */
  readonly view: VehicleViewModel;
}

/**
 * The car by its slug (`GET /api/cars/{slug}`); a car not on this site is a real 404 page.
 * The part below the fold loads alongside, so the server renders it in full (below-fold.ts).
 */
export function vehicleLoader(client: CaryardClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<VehiclePageData> => {
    const slug = params['slug'] ?? '';
    const [carAnswer, siteAnswer, viewModel] = await Promise.all([client.getCar({ slug }), client.getSite(), import('./vehicle-view-model'), loadBelowFold()]);
    const car = valueOrRouteError(carAnswer, { code: 'CAR.NOT_FOUND', message: `No car ${slug}` });
    const site = valueOr503(siteAnswer);
    const now = new Date().toISOString();
    return { car, now, view: viewModel.vehicleViewModel(car, site, now) };
  };
}

export const titleOf = vehicleTitle;
export const fullTitleOf = vehicleFullTitle;

/** The page's description: what the car is, its price (or that it sold), where it is and its key facts. */
export function vehicleDescription(car: Car, site: PublicSite, view: ShopperView): string {
  const facts = [
    carTypeLabel(car.car_type, site.labels),
    car.item_type === 'caravan' ? null : formatKm(car.km),
    car.simple_transmission ?? car.trans,
    car.simple_fuel ?? car.fuel,
    car.simple_body,
    car.colour,
  ].filter((fact): fact is string => Boolean(fact?.trim()));
  const town = [view.location?.city, view.location?.state].filter(Boolean).join(' ');
  const where = town ? ` in ${town}` : '';
  const offer = view.price._tag === 'Sold' ? 'has recently sold' : `for ${view.price.text}`;
  return `${fullTitleOf(car)} ${offer} at ${site.name}${where}. ${facts.join(', ')}. Stock ${car.stocknum}.`;
}

/** `now`: the instant the page was rendered for (VehiclePageData.now). */
export function vehicleMeta(car: Car, site: PublicSite, now: string): PageMeta {
  // The price, number and location the page shows (domain/vehicle/shopper-view.ts), so the description and JSON-LD agree with it.
  const view = shopperView(car, site, new Date(now));
  const description = vehicleDescription(car, site, view);
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
    jsonLd: [vehicleJsonLd(car, site, description, view)],
  };
}

export const vehicleHandle: RouteHandle = {
  meta: ({ site, data: loaded }) => {
    const page = loaded as VehiclePageData | undefined;
    return page?.car ? vehicleMeta(page.car, site, page.now) : { title: site.name, description: site.name };
  },
};
