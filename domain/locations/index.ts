/** Locations (spec 2 §2, §3, §5, §9): opening and special hours, distance, postcode. */
export {
  BY_APPOINTMENT_ONLY,
  CLOSED_TEXT,
  closedTextOf,
  dayHours,
  formatTime12,
  HOLIDAY_HOURS_SAMPLE_DATE,
  hoursOn,
  hoursText,
  hoursToday,
  openingHoursRows,
  specialHoursByDepartment,
  specialHoursFor,
  type Department,
} from './opening-hours';
export { haversineKm, sortByDistance, type LatLong } from './distance';
export { Postcode } from './postcode';
export { localDateTime, timeZoneOfState } from './time-zone';
export { departmentHours, departmentsOf } from './departments';
export { OPEN_NOW_SCAN_DAYS, openNowLine, type OpenNowLocation } from './open-now';
export { mainDepartmentOf, mainHoursRows } from './main-hours';
export { zonedDateTimeText } from './zoned-text';
