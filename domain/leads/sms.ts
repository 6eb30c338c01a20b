/**
 * The rules of a text message a lead sends (issue 12: the trade-in thanks SMS, spec 2 §2; the
 * 'sms' lead channel): who can receive one, what it is sent from, and how a number is logged.
 */
import * as E from 'fp-ts/Either';
import { AustralianPhone } from './contact-validation';

/** An Australian mobile number in E.164: '+61' and the nine digits after the 0 of '04xx xxx xxx'. */
export type AustralianMobile = string & { readonly __brand: 'AustralianMobile' };

/** Why a number cannot receive an SMS: not an Australian phone number at all, or not a mobile. */
export interface NotAMobile {
  readonly code: 'PHONE.NOT_A_MOBILE';
  readonly message: string;
}

/**
 * An Australian mobile number, normalised to E.164 ('0412 345 678', '+61 412 345 678',
 * '61412345678', '+61 (0)412 345 678' → '+61412345678'). Choice: only the 04 range is a
 * mobile here — the Numbering Plan's mobile range; landlines (02, 03, 07, 08), 1300/1800/13
 * numbers and 05 numbers (location-independent services, which need not take an SMS) are
 * refused, and so is anything that is not an Australian phone number (AustralianPhone's rules).
 */
export const AustralianMobile = {
  parse(input: unknown): E.Either<NotAMobile, AustralianMobile> {
    const phone = AustralianPhone.parse(typeof input === 'string' ? input : null);
    const digits = E.isRight(phone) ? phone.right.replace(/\D/g, '') : '';
    return /^04\d{8}$/.test(digits)
      ? E.right(`+61${digits.slice(1)}` as AustralianMobile)
      : E.left({ code: 'PHONE.NOT_A_MOBILE', message: 'Not an Australian mobile number (04xx xxx xxx).' });
  },
} as const;

/** The longest alphanumeric sender id a carrier shows (GSM 03.38 TP-OA: 11 characters). */
export const SENDER_ID_MAX_LENGTH = 11;

/** The sender id of a name with no letter: a sender id of digits alone would read as a phone number. */
export const FALLBACK_SENDER_ID = 'CarDealer';

/**
 * The sender id a site's text messages come from, derived from its name (choice: no setting
 * of its own, so every site has one; a dealer's registered id would be a `sms_from` setting).
 * Letters and digits only, at most 11, at least one letter: accents are dropped and every
 * other character separates words; words are kept whole, each capitalised, while they fit;
 * the first that does not fit is shortened — its first letter, then its consonants and
 * digits — to the room left (when at least 2). 'Harbour Motors' → 'HarbourMtrs',
 * 'Sunset Coast Suzuki' → 'SunsetCoast', 'Saltbush Caravans & RV' → 'SaltbushCrv'.
 */
export function smsSenderId(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
  let id = '';
  for (const word of words) {
    const room = SENDER_ID_MAX_LENGTH - id.length;
    const capitalised = word[0]!.toUpperCase() + word.slice(1);
    if (capitalised.length <= room) {
      id += capitalised;
      continue;
    }
    if (room >= 2 || id === '') id += (capitalised[0]! + capitalised.slice(1).replace(/[aeiou]/g, '')).slice(0, room);
    break;
  }
  return /[A-Za-z]/.test(id) ? id : FALLBACK_SENDER_ID;
}

/**
 * A phone number as a log may show it: every digit but the last 3 starred ('+61412345678' →
 * '+********678'), so the log never holds a customer's number.
 */
export function maskedNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => (++seen > digits - 3 ? digit : '*'));
}

/**
 * An Australian mobile as a person reads it, in the 4-3-3 grouping of mobiles ('+61412345678'
 * → '0412 345 678'; issue 14 ShopperView.phone_display). Anything not a mobile is returned as given.
 */
export function mobileDisplay(phone: string): string {
  const parsed = AustralianMobile.parse(phone);
  if (E.isLeft(parsed)) return phone;
  const digits = `0${parsed.right.slice(3)}`;
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}
