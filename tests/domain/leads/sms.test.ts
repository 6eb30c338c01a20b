import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AustralianMobile, FALLBACK_SENDER_ID, maskedNumber, SENDER_ID_MAX_LENGTH, smsSenderId } from '../../../domain/leads/sms';

describe('Australian mobile numbers for an SMS (issue 12)', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['0412345678', '+61412345678'],
    ['04 1234 5678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['+61 (0)412 345 678', '+61412345678'],
    ['(0412) 345-678', '+61412345678'],
  ])('normalises %s to %s', (input, e164) => {
    expect(AustralianMobile.parse(input)).toEqual(E.right(e164));
  });

  it.each([
    ['07 3000 1234'],
    ['+61 2 9876 5432'],
    ['1300 123 456'],
    ['13 12 34'],
    ['0512 345 678'],
    ['0412 345 67'],
    ['+1 415 555 0100'],
    [''],
    ['not a number'],
  ])('refuses %s, which is not an Australian mobile', (input) => {
    expect(AustralianMobile.parse(input)).toEqual(E.left({ code: 'PHONE.NOT_A_MOBILE', message: expect.any(String) }));
  });

  it('refuses a phone that is not text', () => {
    for (const input of [412345678, null, undefined, ['0412345678'], true]) expect(E.isLeft(AustralianMobile.parse(input))).toBe(true);
  });

  it('every 04 number in any accepted spelling becomes +614 and its eight digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.constantFrom('04{d}', '+614{d}', '614{d}', '+61 (0)4{d}'), (digits, spelling) => {
        expect(AustralianMobile.parse(spelling.replace('{d}', digits))).toEqual(E.right(`+614${digits}`));
      }),
    );
  });
});

describe('SMS sender id from the site name (issue 12)', () => {
  it.each([
    ['Harbour Motors', 'HarbourMtrs'],
    ['Sunstate Motor Group', 'SunstateMtr'],
    ['Bayside Pre-Owned', 'BaysidePre'],
    ['Saltbush Caravans & RV', 'SaltbushCrv'],
    ['Sunset Coast Suzuki', 'SunsetCoast'],
    ['Acme', 'Acme'],
    ['zoë motors', 'ZoeMotors'],
    ['Supercalifragilistic Cars', 'Sprclfrglst'],
    ['4WD 4U', '4WD4U'],
  ])('gives %s the sender id %s', (name, id) => {
    expect(smsSenderId(name)).toBe(id);
  });

  it('falls back to a fixed id when the name has no letter, since digits alone read as a phone number', () => {
    expect(smsSenderId('1300 123 456')).toBe(FALLBACK_SENDER_ID);
    expect(smsSenderId('')).toBe(FALLBACK_SENDER_ID);
    expect(smsSenderId('&&&')).toBe(FALLBACK_SENDER_ID);
  });

  it('a sender id is always 1 to 11 ASCII letters and digits with at least one letter', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        const id = smsSenderId(name);
        expect(id).toMatch(/^[A-Za-z0-9]+$/);
        expect(id).toMatch(/[A-Za-z]/);
        expect(id.length).toBeLessThanOrEqual(SENDER_ID_MAX_LENGTH);
      }),
    );
  });
});

describe('masked numbers in the log (issue 12)', () => {
  it('stars every digit but the last three', () => {
    expect(maskedNumber('+61412345678')).toBe('+********678');
    expect(maskedNumber('0412 345 678')).toBe('**** *** 678');
    expect(maskedNumber('12')).toBe('12');
  });

  it('a masked number shows at most its last three digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{4,15}$/), (phone) => {
        const masked = maskedNumber(phone);
        expect(masked.replace(/\D/g, '')).toBe(phone.slice(-3));
        expect(masked).toHaveLength(phone.length);
      }),
    );
  });
});
