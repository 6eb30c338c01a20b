/**
 * The locations page's choice and order (spec 2 §2 'Locations': filters primary, sales,
 * service, parts, service-and-parts, all, or a location id; by manufacturer or subtype; the
 * custom sort order variant) and the shopper's department chips (issue 13).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocationFilter, SiteLocation } from '../../../domain/dealer-site/dealer-site';
import { departmentsOf } from '../../../domain/locations/departments';
import { departmentChoices, locationsForPage, locationsWithDepartment, matchesLocationFilter, sortLocations } from '../../../domain/locations/location-filter';
import { loadDealerSites } from '../../../config/dealer-sites';

const WEEK = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'open' as const, open: '08:30', close: '17:30' }));

/** A location as the page reads it: by default a sales yard with no workshop. */
function aPlace(id: number, name: string, overrides: Partial<SiteLocation> = {}): SiteLocation {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    dealership_id: id,
    dealership_slug: `dealer-${id}`,
    location_type: 'sales',
    primary: false,
    visible: true,
    manufacturers: [],
    address: { street: `${id} Main Road`, city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
    contact_detail: { phone: '07 3000 0000', opening_hours: WEEK },
    ...overrides,
  };
}

const yard = aPlace(1, 'Yard North', { primary: true, manufacturers: ['mazda'] });
const workshopYard = aPlace(2, 'Yard With Workshop', {
  manufacturers: ['kia', 'hyundai'],
  service: { slot_minutes: 30, capacity_per_slot: 2, capacity_per_day: null, min_notice_hours: 2, booking_window_days: 60, blocked: [] },
});
const serviceCentre = aPlace(3, 'Service Centre', { location_type: 'service', location_subtype: ['parts'], manufacturers: ['Hyundai'] });
const partsCounter = aPlace(4, 'Parts Counter', { location_type: 'parts' });
const buyingCentre = aPlace(5, 'Buying Centre', { location_type: '', location_subtype: ['buying'] });
const all = [yard, workshopYard, serviceCentre, partsCounter, buyingCentre];
const names = (locations: readonly SiteLocation[]) => locations.map((l) => l.name);
const page = (filter: LocationFilter, extra: { manufacturer?: string; subtype?: string; sort_order?: string[] } = {}) =>
  names(locationsForPage(all, { filter, manufacturer: extra.manufacturer ?? null, subtype: extra.subtype ?? null, sort_order: extra.sort_order ?? [] }));

describe('the locations page filter (spec 2 §2)', () => {
  it('keeps every location for all, and only the main ones for primary', () => {
    expect(page('all')).toHaveLength(all.length);
    expect(page('primary')).toEqual(['Yard North']);
  });

  it('keeps a location for a department it has: its type, an empty type meaning sales, its subtypes and its workshop', () => {
    expect(page('sales').sort()).toEqual(['Buying Centre', 'Yard North', 'Yard With Workshop']);
    expect(page('service').sort()).toEqual(['Service Centre', 'Yard With Workshop']);
    expect(page('parts').sort()).toEqual(['Parts Counter', 'Service Centre']);
  });

  it('keeps a location with service or parts for service-and-parts', () => {
    expect(page('service-and-parts').sort()).toEqual(['Parts Counter', 'Service Centre', 'Yard With Workshop']);
  });

  it('keeps one location for a location id, and none for an id the site does not have', () => {
    expect(page(3)).toEqual(['Service Centre']);
    expect(page(999)).toEqual([]);
  });

  it('narrows by manufacturer, in any letter case, and by subtype or type', () => {
    expect(page('all', { manufacturer: 'HYUNDAI' }).sort()).toEqual(['Service Centre', 'Yard With Workshop']);
    expect(page('all', { subtype: 'buying' })).toEqual(['Buying Centre']);
    expect(page('all', { subtype: 'parts' }).sort()).toEqual(['Parts Counter', 'Service Centre']);
    expect(page('sales', { manufacturer: 'kia' })).toEqual(['Yard With Workshop']);
  });

  it('a location passes the page filter only if it passes the location filter (property)', () => {
    const filters: LocationFilter[] = ['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 1, 3];
    fc.assert(
      fc.property(fc.constantFrom(...filters), fc.subarray(all), (filter, locations) => {
        const shown = locationsForPage(locations, { filter, manufacturer: null, subtype: null, sort_order: [] });
        expect(new Set(shown)).toEqual(new Set(locations.filter((l) => matchesLocationFilter(l, filter))));
      }),
    );
  });
});

describe('the locations page order (spec 2 §2 custom sort order)', () => {
  it('puts the main location first, then the rest by name', () => {
    expect(names(sortLocations(all))).toEqual(['Yard North', 'Buying Centre', 'Parts Counter', 'Service Centre', 'Yard With Workshop']);
  });

  it('puts the sort order slugs first in that order, then the rest as before, ignoring unknown and repeated slugs', () => {
    const order = ['service-centre', 'no-such-place', 'parts-counter', 'service-centre'];
    expect(names(sortLocations(all, order))).toEqual(['Service Centre', 'Parts Counter', 'Yard North', 'Buying Centre', 'Yard With Workshop']);
  });

  it('orders Sunstate as its configuration says, the unlisted service centre last', () => {
    const sunstate = loadDealerSites().find((s) => s.slug === 'sunstate-motor-group');
    if (!sunstate) throw new Error('no Sunstate demo site');
    const slugs = locationsForPage(sunstate.locations, sunstate.locations_page).map((l) => l.slug);
    expect(slugs).toEqual([...sunstate.locations_page.sort_order, 'hyundai-newstead-service']);
  });

  it('sorting keeps every location once and is the same whatever order they come in (property)', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(all, { minLength: all.length }), fc.shuffledSubarray(all.map((l) => l.slug)), (shuffled, order) => {
        const sorted = sortLocations(shuffled, order);
        expect(sorted).toHaveLength(all.length);
        expect(names(sorted)).toEqual(names(sortLocations(all, order)));
      }),
    );
  });
});

describe('the department chips (issue 13)', () => {
  it('offers All and each department some location has, with how many locations it keeps', () => {
    expect(departmentChoices(all)).toEqual([
      { choice: 'all', count: 5 },
      { choice: 'sales', count: 3 },
      { choice: 'service', count: 2 },
      { choice: 'parts', count: 2 },
    ]);
  });

  it('offers no chips when they would not narrow anything', () => {
    expect(departmentChoices([yard])).toEqual([]);
    expect(departmentChoices([yard, aPlace(9, 'Yard South')])).toEqual([]);
  });

  it('keeps the locations with the chosen department, all of them for All', () => {
    expect(names(locationsWithDepartment(all, 'all'))).toEqual(names(all));
    for (const department of ['sales', 'service', 'parts'] as const) {
      expect(locationsWithDepartment(all, department).every((l) => departmentsOf(l).includes(department))).toBe(true);
    }
  });
});
