import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AustralianPhone, contactErrors, EMAIL_MESSAGE, EmailAddress, NAME_LENGTH_MESSAGE, PHONE_MESSAGE } from '../../../domain/leads';

const REQUIRED = '* This field is required';

describe('the shared contact piece: name, email and an Australian phone number', () => {
  it('accepts a complete contact', () => {
    expect(contactErrors({ name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' })).toEqual({});
  });

  it('requires all three, in form order', () => {
    expect(contactErrors({})).toEqual({ name: REQUIRED, email: REQUIRED, phone: REQUIRED });
    expect(Object.keys(contactErrors({ name: ' ', email: '', phone: null }))).toEqual(['name', 'email', 'phone']);
  });

  it('limits the name to 100 characters', () => {
    expect(contactErrors({ name: 'a'.repeat(101), email: 'a@b.co', phone: '0412345678' })).toEqual({ name: NAME_LENGTH_MESSAGE });
  });

  it.each(['ann@example.com', 'ann.citizen+cars@mail.example.com.au', ' ANN@EXAMPLE.COM '])('accepts the email %j', (email) => {
    expect(E.isRight(EmailAddress.parse(email))).toBe(true);
  });

  it.each([
    'ann',
    'ann@',
    '@example.com',
    'ann@example',
    'ann@@example.com',
    'ann smith@example.com',
    'ann@example..com',
    'ann@-example.com',
    `${'a'.repeat(250)}@x.com`,
  ])("refuses the email %j with 'Please enter a valid email address…'", (email) => {
    expect(EmailAddress.parse(email)).toEqual(E.left({ code: 'EMAIL.INVALID', message: EMAIL_MESSAGE }));
  });

  it.each([
    ['0412 345 678', '04 1234 5678'],
    ['0412345678', '04 1234 5678'],
    ['+61 412 345 678', '04 1234 5678'],
    ['61412345678', '04 1234 5678'],
    ['+61 (0)2 9876 5432', '02 9876 5432'],
    ['(02) 9876-5432', '02 9876 5432'],
    ['03.9123.4567', '03 9123 4567'],
    ['07 3000 1234', '07 3000 1234'],
    ['08 9123 4567', '08 9123 4567'],
    ['1300 123 456', '1300 123 456'],
    ['1800123456', '1800 123 456'],
    ['13 12 34', '13 12 34'],
  ])('accepts the Australian number %j as %j', (input, shown) => {
    expect(AustralianPhone.parse(input)).toEqual(E.right(shown));
  });

  it.each(['123', '0412 345 67', '0412 345 6789', '0112345678', '0612345678', '+1 415 555 0100', '+44 20 7946 0958', 'call me', '04123456ab'])(
    "refuses %j with 'Please enter a valid Australian phone number…'",
    (phone) => {
      expect(AustralianPhone.parse(phone)).toEqual(E.left({ code: 'PHONE.INVALID', message: PHONE_MESSAGE }));
    },
  );

  it('accepts every 04 mobile however it is spaced, and shows it spaced 2-4-4 (spec 2 §5)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }), fc.constantFrom(' ', '', '-', '.'), (digits, sep) => {
        const number = `04${digits.join('')}`;
        const written = `${number.slice(0, 4)}${sep}${number.slice(4, 7)}${sep}${number.slice(7)}`;
        expect(AustralianPhone.parse(written)).toEqual(E.right(`${number.slice(0, 2)} ${number.slice(2, 6)} ${number.slice(6)}`));
      }),
    );
  });
});
