/** Locations (spec 2 §2, §3, §5, §9): opening and special hours, distance, postcode. */
export {
  BY_APPOINTMENT_ONLY,
  CLOSED_TEXT,
  DAY_NAMES,
  DEPARTMENTS,
  formatTime12,
  HOLIDAY_HOURS_SAMPLE_DATE,
  hoursOn,
  hoursText,
  openingHoursRows,
  specialHoursByDepartment,
  specialHoursFor,
  WEEKDAY_GROUP_LABEL,
  type Department,
  type HoursOptions,
  type HoursRow,
  type SpecialHoursRow,
} from './opening-hours';
export { EARTH_RADIUS_KM, haversineKm, sortByDistance, type LatLong } from './distance';
export { INVALID_POSTCODE_MESSAGE, Postcode, type PostcodeError } from './postcode';
