import { data, type LoaderFunctionArgs } from 'react-router';
import type { CaryardClient, PublicSite } from '../../../application/client/caryard-client.port';
import { availabilityPresentation, carTypeLabel, priceDisplay, priceLabel, realImages } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { carViewerViews, gallerySlides, initialCarViewerView, vehicleFullTitle, vehicleTitle } from '../../../domain/vehicle/vehicle-page';
import type { PageMeta, RouteHandle } from '../../lib/page-meta';
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
    const [car, site, viewModel] = await Promise.all([client.getCar(slug), client.getSite(), import('./vehicle-view-model'), loadBelowFold()]);
    if (!car) throw data({ message: `No car ${slug}` }, { status: 404 });
    const now = new Date().toISOString();
    return { car, now, view: viewModel.vehicleViewModel(car, site, now) };
  };
}

export const titleOf = vehicleTitle;
export const fullTitleOf = vehicleFullTitle;

/** The page's description: what the car is, its price (or that it sold) and its key facts. */
export function vehicleDescription(car: Car, site: PublicSite): string {
  const facts = [
    carTypeLabel(car.car_type, site.labels),
    car.item_type === 'caravan' ? null : formatKm(car.km),
    car.simple_transmission ?? car.trans,
    car.simple_fuel ?? car.fuel,
    car.simple_body,
    car.colour,
  ].filter((fact): fact is string => Boolean(fact?.trim()));
  const where = car.location ? ` in ${car.location.address.city} ${car.location.address.state}` : '';
  const sold = availabilityPresentation(car)._tag === 'Sold';
  const price = priceLabel(priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.labels.noPriceText }));
  const offer = sold ? 'has recently sold' : `for ${price}`;
  return `${fullTitleOf(car)} ${offer} at ${site.name}${where}. ${facts.join(', ')}. Stock ${car.stocknum}.`;
}

export function vehicleMeta(car: Car, site: PublicSite): PageMeta {
  const description = vehicleDescription(car, site);
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
    jsonLd: [vehicleJsonLd(car, site, description)],
  };
}

export const vehicleHandle: RouteHandle = {
  meta: ({ site, data: loaded }) => {
    const car = (loaded as VehiclePageData | undefined)?.car;
    return car ? vehicleMeta(car, site) : { title: site.name, description: site.name };
  },
};
