import { departmentHours } from '../../domain/locations/departments';
import type { DealerSite, SiteLocation } from '../../domain/dealer-site/dealer-site';
import type { SlotHours } from '../../domain/leads/test-drive-slots';
import { timeZoneOfState } from '../../domain/locations/time-zone';
import type { Car } from '../../domain/vehicle/car';

/**
 * The location a car is test-driven from: the car's own location when the site has it, else
 * the site's primary sales location (choice: every car is shown somewhere).
 */
export function testDriveLocation(site: Pick<DealerSite, 'locations'>, car: Pick<Car, 'location_id' | 'dealership_slug'>): SiteLocation | null {
  const own = site.locations.find((l) => l.id === car.location_id);
  if (own) return own;
  const sales = site.locations.filter((l) => l.location_type === 'sales' || l.location_type === '');
  return sales.find((l) => l.dealership_slug === car.dealership_slug) ?? sales.find((l) => l.primary) ?? sales[0] ?? site.locations[0] ?? null;
}

export function slotHoursOf(location: SiteLocation): SlotHours {
  return {
    // A test drive happens in sales hours: the sales department's own week where the location lists one.
    weekly: departmentHours(location, 'sales'),
    ...(location.special_hours ? { special: location.special_hours } : {}),
    timeZone: timeZoneOfState(location.address.state),
  };
}
