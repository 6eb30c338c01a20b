/**
 * Phone display rules (spec 1 §4 call-the-dealer; spec 2 §5 "Phone display", §9).
 */
import type { CarType } from '../vehicle/car';
import type { DealerSite } from './dealer-site';

/** Separators ignored when counting digits: spaces, hyphens, dots and brackets. */
const SEPARATORS = /[\s().-]/g;

/**
 * spec 2 §5: a leading +61 becomes 0; a ten-digit number is spaced 2-4-4 ('07 3000 1234').
 * Choice: only ten-digit numbers starting with 0 (area code or mobile) are respaced; 1300 and
 * 1800 numbers, also ten digits, keep their own spacing ('1300 123 456'), as does anything
 * else, returned trimmed with only the +61 rule applied. Idempotent.
 */
export function formatPhone(raw: string): string {
  let phone = raw.trim();
  if (phone.startsWith('+61')) phone = `0${phone.slice(3)}`;
  const digits = phone.replace(SEPARATORS, '');
  return /^0\d{9}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}` : phone;
}

/** spec 1 §4: the masked number keeps only its first 5 characters. */
export const MASK_KEEP = 5;

/**
 * spec 1 §4: the masked form keeps the first 5 characters of the displayed number, the rest
 * asterisks ('07 3000 1234' → '07 30*******'). Choice: spaces after the fifth are masked too.
 */
export function maskPhone(raw: string): string {
  const shown = Array.from(formatPhone(raw));
  return shown.map((char, i) => (i < MASK_KEEP ? char : '*')).join('');
}

/** spec 2 §7: a phone link uses tel: with the number's digits (and a leading +, if any). */
export function phoneHref(raw: string): string {
  const trimmed = raw.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * spec 2 §1, §9: with the filter switch on, the number shown follows the car type; otherwise,
 * or when the type has no number, the site phone.
 */
export function phoneForCarType(
  site: Pick<DealerSite, 'phone' | 'phone_by_car_type' | 'filter_phone_by_car_type'>,
  carType: CarType | null | undefined,
): string {
  const byType = site.filter_phone_by_car_type && carType ? site.phone_by_car_type[carType]?.trim() : undefined;
  return byType ? byType : site.phone;
}

/** Where the number shown for a car came from (the precedence of `phoneForCar`). */
export type PhoneSource = 'car-type' | 'location' | 'site';

export interface CarPhone {
  /** The number as configured (format it with formatPhone, mask it with maskPhone). */
  readonly number: string;
  readonly source: PhoneSource;
}

/**
 * The one number shown for a car, on every page and document (issue 10: the vehicle page, the
 * printable page and the PDF had three precedences):
 * 1. spec 2 §1, §9: with the site's switch on, the number of the car's type, when it has one;
 * 2. spec 1 §3: the number of the car's location (the car's own copy, else the site's listing of it);
 * 3. the site's number.
 * Choice: blank numbers are skipped at every step; null only when even the site has none (spec 1
 * §8: then the call buttons hide, with a console warning).
 */
export function phoneForCar(
  site: Pick<DealerSite, 'phone' | 'phone_by_car_type' | 'filter_phone_by_car_type'>,
  carType: CarType | null | undefined,
  locationPhones: readonly (string | null | undefined)[] = [],
): CarPhone | null {
  const byType = site.filter_phone_by_car_type && carType ? site.phone_by_car_type[carType]?.trim() : undefined;
  if (byType) return { number: byType, source: 'car-type' };
  const atLocation = locationPhones.map((phone) => phone?.trim()).find((phone) => Boolean(phone));
  if (atLocation) return { number: atLocation, source: 'location' };
  const ofSite = site.phone?.trim();
  return ofSite ? { number: ofSite, source: 'site' } : null;
}

/**
 * The number a location's own page and its bookings give (the service page, the booking's
 * thanks): its landline where it lists one, else its main number (spec 2 §3 contact_detail);
 * blank when it lists neither.
 */
export function locationPhone(location: { readonly contact_detail: { readonly phone: string; readonly landline_phone?: string | null | undefined } }): string {
  return location.contact_detail.landline_phone?.trim() || location.contact_detail.phone.trim();
}
