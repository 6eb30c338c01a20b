import type { PublicSite } from '../../../application/client/caryard-client.port';
import { emptySearchState, facetLinkHref, searchHref, setRefinement, type SearchRouteContext } from '../../../domain/search';
import { carTypeLabel, modelDisplayName, normaliseMake } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { vehicleTitle } from '../../../domain/vehicle/vehicle-page';
import { financeEstimate, type FinanceEstimate } from './vehicle-finance';

export interface Crumb {
  readonly label: string;
  /** None for the current page. */
  readonly href?: string;
}

/**
 * What the route loader works out for the page (and the server puts in the hydration data),
 * so the search-route and finance rules behind it are not part of the page's own script.
 */
export interface VehicleViewModel {
  readonly breadcrumb: readonly Crumb[];
  /** spec 2 §4: the weekly finance estimate, when the site's provider may show one. */
  readonly estimate: FinanceEstimate | null;
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


export function vehicleViewModel(car: Car, site: PublicSite, now: string): VehicleViewModel {
  return { breadcrumb: breadcrumbItems(car, site), estimate: financeEstimate(car, site, now) };
}
