import * as E from 'fp-ts/Either';
import { formatPhone } from '../dealer-site/phone';
import { type FieldErrors, isBlank, REQUIRED_MESSAGE } from './field-errors';

/**
 * The shared name/email/phone piece of every lead form. spec 2 §5: "Rules for the name,
 * email and phone inputs of the shared contact piece are not shown" — these rules and
 * their messages are ours (issue 6: "validates an email address and an Australian phone
 * number with clear messages").
 */

export const EMAIL_MESSAGE = 'Please enter a valid email address, e.g. name@example.com.au';
export const PHONE_MESSAGE = 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432';
export const NAME_LENGTH_MESSAGE = 'Please enter a name of at most 100 characters';

export const NAME_MAX_LENGTH = 100;
/** RFC 5321: a forward path holds at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

export type EmailAddress = string & { readonly __brand: 'EmailAddress' };

/** Why an email address was refused: a stable code and the message the form shows. */
export interface EmailAddressError {
  readonly code: 'EMAIL.REQUIRED' | 'EMAIL.INVALID';
  readonly message: string;
}

/** Why a phone number was refused: a stable code and the message the form shows. */
export interface AustralianPhoneError {
  readonly code: 'PHONE.REQUIRED' | 'PHONE.INVALID';
  readonly message: string;
}
export type AustralianPhone = string & { readonly __brand: 'AustralianPhone' };

/** One @, a non-empty local part, a dotted domain with a top-level label of 2+ letters, no spaces. */
const EMAIL = /^[^\s@<>(),;:"[\]\\]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * An email address as a form sends it. Choice: pragmatic, not RFC 5322's full grammar —
 * quoted local parts and IP-literal domains are refused; surrounding spaces are trimmed.
 */
export const EmailAddress = {
  parse(input: string | null | undefined): E.Either<EmailAddressError, EmailAddress> {
    const value = input?.trim() ?? '';
    if (value === '') return E.left({ code: 'EMAIL.REQUIRED', message: REQUIRED_MESSAGE });
    if (value.length > EMAIL_MAX_LENGTH || !EMAIL.test(value) || value.includes('..')) return E.left({ code: 'EMAIL.INVALID', message: EMAIL_MESSAGE });
    return E.right(value as EmailAddress);
  },
} as const;

/**
 * An Australian phone number, returned in the display form of spec 2 §5 ('0412 345 678' is
 * spaced 2-4-4: '04 1234 5678'). Accepted (choice): mobiles 04/05, landlines 02/03/07/08,
 * 1300/1800 and 13 numbers; +61 or 61 in front of the national number, an optional '(0)'
 * after it, and spaces, dots, hyphens and brackets anywhere.
 */
export const AustralianPhone = {
  parse(input: string | null | undefined): E.Either<AustralianPhoneError, AustralianPhone> {
    const value = input?.trim() ?? '';
    if (value === '') return E.left({ code: 'PHONE.REQUIRED', message: REQUIRED_MESSAGE });
    let digits = value.replace(/\(0\)/, '').replace(/[\s().-]/g, '');
    if (digits.startsWith('+61')) digits = `0${digits.slice(3)}`;
    else if (/^61\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
    const valid = /^0[234578]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
    if (!valid) return E.left({ code: 'PHONE.INVALID', message: PHONE_MESSAGE });
    return E.right((/^0\d{9}$/.test(digits) ? formatPhone(digits) : spaceServiceNumber(digits)) as AustralianPhone);
  },
} as const;

/** 1300 123 456, 13 12 34. */
function spaceServiceNumber(digits: string): string {
  if (digits.length === 10) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
}

export interface ContactValues {
  readonly name?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
}

export const CONTACT_FIELD_LABELS: Readonly<Record<keyof ContactValues, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
};

/**
 * The contact piece's errors, field → message, in form order (name, email, phone). All three
 * are required: the lead payload carries them (ARCHITECTURE `POST /api/leads`).
 */
export function contactErrors(values: ContactValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (isBlank(values.name)) errors.name = REQUIRED_MESSAGE;
  else if ((values.name ?? '').trim().length > NAME_MAX_LENGTH) errors.name = NAME_LENGTH_MESSAGE;
  const email = EmailAddress.parse(values.email);
  if (E.isLeft(email)) errors.email = email.left.message;
  const phone = AustralianPhone.parse(values.phone);
  if (E.isLeft(phone)) errors.phone = phone.left.message;
  return errors;
}
