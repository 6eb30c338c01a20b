import type { SiteLocation } from '../dealer-site/dealer-site';
import { departmentHours, type DepartmentLocation } from './departments';
import { openingHoursRows, type Department, type HoursOptions, type HoursRow } from './opening-hours';

/**
 * A location's own department (spec 2 §3 location_type, empty meaning sales). Choice: where a page
 * shows one week for a location (a location card, the contact page's aside), it is this
 * department's week — a service centre shows its workshop hours, a showroom its sales hours.
 */
export function mainDepartmentOf(location: Pick<SiteLocation, 'location_type'>): Department {
  return location.location_type === '' ? 'sales' : location.location_type;
}

/**
 * The weekly hours table of a location's own department (spec 2 §9: Mon-Fri grouped only when
 * all five are equal, Saturday and Sunday apart, 12-hour times, the site's closed wording), from
 * the department's own week where the location lists one (departmentHours). Choice: a location
 * that lists no hours shows none (an empty table), rather than a week of closed days.
 */
export function mainHoursRows(location: DepartmentLocation, options: HoursOptions = {}): HoursRow[] {
  const week = departmentHours(location, mainDepartmentOf(location));
  return week.length > 0 ? openingHoursRows(week, options) : [];
}
