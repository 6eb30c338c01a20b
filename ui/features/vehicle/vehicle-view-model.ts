import type { PublicSite } from '../../../application/client/caryard-client.port';
import { emptySearchState, facetLinkHref, searchHref, setRefinement, type SearchRouteContext } from '../../../domain/search';
import { carTypeLabel, modelDisplayName, normaliseMake, shopperView, type ShopperView } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { vehicleFullTitle, vehicleTitle } from '../../../domain/vehicle/vehicle-page';
import { formatKm } from '../../lib/search-labels';
import { financeEstimate, type FinanceEstimate } from './vehicle-finance';
import { vehicleJsonLd } from './vehicle-json-ld';

export interface Crumb {
  readonly label: string;
  /** None for the current page. */
  readonly href?: string;
}

/**
 * What the route loader works out for the page (and the server puts in the hydration data),
 * so the search-route and finance rules behind it, and the head's wording, are not part of
 * the entry script.
 */
export interface VehicleViewModel {
  readonly breadcrumb: readonly Crumb[];
  /** spec 2 §4: the weekly finance estimate, when the site's provider may show one. */
  readonly estimate: FinanceEstimate | null;
  /** The page's meta description: the price, location and facts the page shows. */
  readonly description: string;
  /** schema.org Car: the offer's price and seller as the page shows them (vehicle-json-ld.ts). */
  readonly jsonLd: Record<string, unknown>;
}

/** spec 2 §2 breadcrumb: Home, the car type's search, the make, the model, the body, then the car. */
export function breadcrumbItems(car: Car, site: Pick<PublicSite, 'labels'>): Crumb[] {
  const ctx: SearchRouteContext = {
    makes: [car.make],
    models: { [car.make]: [car.model] },
    ...(car.simple_body ? { bodies: [car.simple_body] } : {}),
  };
  const noun = car.item_type === 'caravan' ? 'Caravans' : car.item_type === 'motorcycle' ? 'Motorcycles' : car.item_type === 'truck' ? 'Trucks' : 'Cars';
  const items: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: `${carTypeLabel(car.car_type, site.labels)} ${noun}`, href: facetLinkHref('car_type', car.car_type, ctx) },
    { label: normaliseMake(car.make), href: facetLinkHref('make', car.make, ctx) },
    {
      label: modelDisplayName(car.make, car.model),
      href: searchHref(setRefinement(setRefinement(emptySearchState, 'make', [car.make]), 'model', [car.model]), ctx),
    },
  ];
  if (car.simple_body) items.push({ label: car.simple_body, href: facetLinkHref('body', car.simple_body, ctx) });
  items.push({ label: vehicleTitle(car) });
  return items;
}

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
  return `${vehicleFullTitle(car)} ${offer} at ${site.name}${where}. ${facts.join(', ')}. Stock ${car.stocknum}.`;
}

export function vehicleViewModel(car: Car, site: PublicSite, now: string): VehicleViewModel {
  // The price, number and location the page shows (domain/vehicle/shopper-view.ts), so the head agrees with the page.
  const shopper = shopperView(car, site, new Date(now));
  const description = vehicleDescription(car, site, shopper);
  return {
    breadcrumb: breadcrumbItems(car, site),
    estimate: financeEstimate(car, site, now),
    description,
    jsonLd: vehicleJsonLd(car, site, description, shopper),
  };
}
