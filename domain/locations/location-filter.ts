/**
 * The locations page's choice and order of locations (spec 2 §2 'Locations'; issue 13): the
 * site's filter (primary, sales, service, parts, service-and-parts, all, or one location id; by
 * manufacturer or subtype), its custom sort order, the shopper's department chips, and the
 * nearest-first order of a postcode search (spec 2 §9: great-circle distance, R 6371 km).
 */
import type { LocationFilter, LocationsPageSettings, SiteLocation } from '../dealer-site/dealer-site';
import { departmentsOf, type DepartmentLocation } from './departments';
import { haversineKm, type LatLong } from './distance';
import type { Department } from './opening-hours';

/** The location fields the page's filter, order and distance read. */
export type ListedLocation = DepartmentLocation &
  Pick<SiteLocation, 'id' | 'slug' | 'name' | 'primary' | 'manufacturers'> & { readonly address: Pick<SiteLocation['address'], 'lat' | 'long'> };

/**
 * Whether a location passes the site's filter (spec 2 §2).
 * Choices: a department filter ('sales', 'service', 'parts') keeps every location that has the
 * department (domain departmentsOf: its type, its subtypes, its own hours, a workshop) — a sales
 * yard with a workshop is a place to get a car serviced; 'service-and-parts' keeps a location
 * with either (the page a site's 'Service & Parts' menu opens, where a parts-only counter
 * belongs too); a number keeps that one location.
 */
export function matchesLocationFilter(location: ListedLocation, filter: LocationFilter): boolean {
  if (typeof filter === 'number') return location.id === filter;
  switch (filter) {
    case 'all':
      return true;
    case 'primary':
      return location.primary;
    case 'service-and-parts': {
      const departments = departmentsOf(location);
      return departments.includes('service') || departments.includes('parts');
    }
    default:
      return departmentsOf(location).includes(filter);
  }
}

/**
 * The site's locations the page lists (spec 2 §2: the filter, then the manufacturer and subtype
 * when configured), in the page's order. Choices: a manufacturer matches the location's
 * manufacturer slugs case-insensitively; a subtype matches a location_subtype entry or the
 * location_type itself (spec 2 §3: the subtype list may name a department, e.g. 'parts').
 */
export function locationsForPage<L extends ListedLocation>(
  locations: readonly L[],
  settings: Pick<LocationsPageSettings, 'filter' | 'manufacturer' | 'subtype' | 'sort_order'>,
): L[] {
  const manufacturer = settings.manufacturer?.trim().toLowerCase() || null;
  const subtype = settings.subtype?.trim().toLowerCase() || null;
  const kept = locations.filter(
    (location) =>
      matchesLocationFilter(location, settings.filter) &&
      (manufacturer === null || location.manufacturers.some((m) => m.toLowerCase() === manufacturer)) &&
      (subtype === null || location.location_type === subtype || (location.location_subtype ?? []).some((s) => s.toLowerCase() === subtype)),
  );
  return sortLocations(kept, settings.sort_order);
}

/**
 * spec 2 §2 'one variant has a custom sort order': the slugs of `sortOrder` first, in that
 * order; the rest primary first, then by name (choice: the A–Z a shopper scans; ties keep the
 * configuration's order). A slug named twice or naming no location is ignored.
 */
export function sortLocations<L extends Pick<SiteLocation, 'slug' | 'name' | 'primary'>>(locations: readonly L[], sortOrder: readonly string[] = []): L[] {
  const rank = new Map<string, number>();
  sortOrder.forEach((slug, index) => {
    if (!rank.has(slug)) rank.set(slug, index);
  });
  return locations
    .map((location, index) => ({ location, index }))
    .sort((a, b) => {
      const ra = rank.get(a.location.slug);
      const rb = rank.get(b.location.slug);
      if (ra !== undefined || rb !== undefined) return (ra ?? Infinity) - (rb ?? Infinity);
      return Number(b.location.primary) - Number(a.location.primary) || a.location.name.localeCompare(b.location.name, 'en-AU') || a.index - b.index;
    })
    .map(({ location }) => location);
}

/** The shopper's department chips (issue 13): All, then Sales, Service, Parts. */
export type DepartmentChoice = 'all' | Department;

/** The locations with a department (departmentsOf), or all of them for 'all'. */
export function locationsWithDepartment<L extends DepartmentLocation>(locations: readonly L[], choice: DepartmentChoice): L[] {
  return choice === 'all' ? [...locations] : locations.filter((location) => departmentsOf(location).includes(choice));
}

/**
 * The chips worth showing, with how many locations each keeps: 'all' first, then each department
 * some location has. Choice: no chips (an empty list) when they would not narrow anything — a
 * single location, or every location with the same departments.
 */
export function departmentChoices(locations: readonly DepartmentLocation[]): { choice: DepartmentChoice; count: number }[] {
  const counts = (['sales', 'service', 'parts'] as const).map((department) => ({
    choice: department,
    count: locationsWithDepartment(locations, department).length,
  }));
  const present = counts.filter((c) => c.count > 0);
  if (locations.length < 2 || present.every((c) => c.count === locations.length)) return [];
  return [{ choice: 'all', count: locations.length }, ...present];
}

/** A location and its great-circle distance from the shopper's place. */
export interface LocationDistance<L> {
  readonly location: L;
  /** Kilometres, haversine with R 6371 km (spec 2 §9). */
  readonly km: number;
}

/** Nearest first (ties keep the page's order): the postcode search's answer (issue 13 'Nearest location'). */
export function byDistance<L extends { readonly address: LatLong }>(locations: readonly L[], origin: LatLong): LocationDistance<L>[] {
  return locations
    .map((location, index) => ({ location, index, km: haversineKm(origin, location.address) }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ location, km }) => ({ location, km }));
}

/**
 * '12.4 km away'. Choice: one decimal under 100 km (where a tenth still tells two suburbs apart),
 * whole kilometres with a thousands separator beyond ('2,130 km away'); under 0.1 km reads '0.1 km'.
 */
export function distanceText(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const tenths = Math.max(0.1, Math.round(km * 10) / 10);
  if (tenths < 100) return `${tenths.toFixed(1)} km away`;
  return `${Math.round(km).toLocaleString('en-AU')} km away`;
}
