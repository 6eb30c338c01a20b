/** Locations (spec 2 §2, §3, §5, §9): opening and special hours, distance, postcode. */
export {
  BY_APPOINTMENT_ONLY,
  CLOSED_TEXT,
  closedTextOf,
  DAY_NAMES,
  dayHours,
  DEPARTMENTS,
  formatTime12,
  HOLIDAY_HOURS_SAMPLE_DATE,
  hoursOn,
  hoursText,
  hoursToday,
  openingHoursRows,
  specialHoursByDepartment,
  specialHoursFor,
  WEEKDAY_GROUP_LABEL,
  type DayHours,
  type Department,
  type HoursLocation,
  type HoursOptions,
  type HoursRow,
  type SpecialHoursRow,
} from './opening-hours';
export { EARTH_RADIUS_KM, haversineKm, sortByDistance, type LatLong } from './distance';
export { INVALID_POSTCODE_MESSAGE, Postcode, type PostcodeError } from './postcode';
export { DEFAULT_TIME_ZONE, localDateTime, timeZoneOfState, type LocalDateTime } from './time-zone';
export { departmentHours, departmentsOf, type DepartmentLocation } from './departments';
export { OPEN_NOW_SCAN_DAYS, openNowLine, type OpenNowLine, type OpenNowLocation } from './open-now';
export { mainDepartmentOf, mainHoursRows } from './main-hours';
export { wallClockText, zoneCityName, zonedDateTimeText } from './zoned-text';
