import type { SiteLocation } from '../dealer-site/dealer-site';
import type { AustralianState } from './delivery-zones';

type LocatedAt = Pick<SiteLocation, 'id' | 'location_type' | 'dealership_slug' | 'primary'> & { readonly address: { readonly state: string } };

const STATES: readonly string[] = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

/**
 * Where a car is: its own location when the site lists it, else the site's sales location of the
 * car's dealership, its primary sales location, or its first (choice: every car is shown somewhere).
 * Test drives start there, the reservation's hold is read on its clock, pick-up is there.
 */
export function carLocation<L extends LocatedAt>(locations: readonly L[], car: { readonly location_id: number; readonly dealership_slug: string }): L | null {
  const own = locations.find((l) => l.id === car.location_id);
  if (own) return own;
  const sales = locations.filter((l) => l.location_type === 'sales' || l.location_type === '');
  return sales.find((l) => l.dealership_slug === car.dealership_slug) ?? sales.find((l) => l.primary) ?? sales[0] ?? locations[0] ?? null;
}

/**
 * issue 15 'The buyer's state comes from their postcode … or the location of the car by default':
 * the state of the car's location, else the site's default state — one rule for the vehicle page's
 * drive-away line and the purchase journey.
 */
export function carLocationState(
  site: { readonly locations: readonly LocatedAt[]; readonly default_state: string },
  car: { readonly location_id: number; readonly dealership_slug: string },
): AustralianState {
  const state = carLocation(site.locations, car)?.address.state ?? site.default_state;
  return (STATES.includes(state) ? state : STATES.includes(site.default_state) ? site.default_state : 'NSW') as AustralianState;
}
