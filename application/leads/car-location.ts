import { departmentHours } from '../../domain/locations/departments';
import { carLocation } from '../../domain/locations/car-location';
import type { DealerSite, SiteLocation } from '../../domain/dealer-site/dealer-site';
import { formatPhone } from '../../domain/dealer-site/phone';
import type { DealerContact } from '../../domain/leads/customer-email';
import type { SlotHours } from '../../domain/leads/test-drive-slots';
import { timeZoneOfState } from '../../domain/locations/time-zone';
import type { Car } from '../../domain/vehicle/car';

/** The location a car is test-driven from: domain/locations/car-location.ts (its own, else the site's sales location). */
export function testDriveLocation(site: Pick<DealerSite, 'locations'>, car: Pick<Car, 'location_id' | 'dealership_slug'>): SiteLocation | null {
  return carLocation(site.locations, car);
}

export function slotHoursOf(location: SiteLocation): SlotHours {
  return {
    // A test drive happens in sales hours: the sales department's own week where the location lists one.
    weekly: departmentHours(location, 'sales'),
    ...(location.special_hours ? { special: location.special_hours } : {}),
    timeZone: timeZoneOfState(location.address.state),
  };
}

/** Who a customer of this car deals with: the car's location (name, address, its phone), else the site itself. */
export function dealerContactOf(
  site: Pick<DealerSite, 'locations' | 'name' | 'phone' | 'email' | 'site_url'>,
  car: Pick<Car, 'location_id' | 'dealership_slug'> | null,
): DealerContact {
  const location = car ? testDriveLocation(site, car) : null;
  const address = location
    ? [location.address.street, [location.address.city, location.address.state, location.address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return {
    siteName: site.name,
    name: location?.name ?? site.name,
    address,
    phone: formatPhone(location?.contact_detail.phone || site.phone),
    email: site.email ?? null,
    siteUrl: site.site_url,
  };
}
