import type { OpeningHour, SiteLocation } from '../dealer-site/dealer-site';
import type { Department } from './opening-hours';

/** The location fields its departments are read from. */
export type DepartmentLocation = Pick<SiteLocation, 'location_type' | 'contact_detail'> &
  Partial<Pick<SiteLocation, 'location_subtype' | 'department_hours'>> & { readonly service?: unknown; readonly takes_service_bookings?: boolean };

/**
 * The departments a location has (spec 2 §2 'opening hours tables per department (sales, service,
 * parts)'; spec 2 §3 location_type, empty meaning sales, and location_subtype): its type, the
 * departments its subtypes name, those with hours of their own, and service where it takes
 * service bookings (issue 13). In the order sales, service, parts.
 */
export function departmentsOf(location: DepartmentLocation): Department[] {
  const has = new Set<Department>([location.location_type === '' ? 'sales' : location.location_type]);
  for (const subtype of location.location_subtype ?? []) {
    if (subtype === 'sales' || subtype === 'service' || subtype === 'parts') has.add(subtype);
  }
  for (const department of ['sales', 'service', 'parts'] as const) {
    if (location.department_hours?.[department]) has.add(department);
  }
  if (location.service || location.takes_service_bookings) has.add('service');
  return (['sales', 'service', 'parts'] as const).filter((d) => has.has(d));
}

/**
 * The week a department keeps at a location: its own hours where the location lists them
 * (SiteLocation.department_hours), else the location's (spec 2 §3 contact_detail.opening_hours).
 */
export function departmentHours(location: DepartmentLocation, department: Department): readonly OpeningHour[] {
  return location.department_hours?.[department] ?? location.contact_detail.opening_hours;
}
