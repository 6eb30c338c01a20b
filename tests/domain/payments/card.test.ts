import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  CARD_EXPIRED_MESSAGE,
  CARD_NUMBER_MESSAGE,
  cardBrand,
  CardNumber,
  formatExpiryInput,
  parseCard,
  parseExpiry,
  passesLuhn,
  containsCardNumber,
} from '../../../domain/payments/card';

const TODAY = new Date('2030-03-04T00:00:00Z');

describe('payment card', () => {
  it('accepts the standard test numbers, spaced or not', () => {
    for (const n of ['4242 4242 4242 4242', '5555-5555-5555-4444', '378282246310005', '4000000000000002']) expect(E.isRight(CardNumber.parse(n))).toBe(true);
  });

  it('refuses a number failing the Luhn check, too short or long, or with letters', () => {
    for (const n of ['4242 4242 4242 4241', '42424242', '4'.repeat(20), '4242x242424242424', '', null])
      expect(CardNumber.parse(n)).toEqual(E.left({ code: 'CARD.NUMBER_INVALID', message: CARD_NUMBER_MESSAGE }));
  });

  it('changing any one digit of a valid number breaks the Luhn check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[at] = ((digits[at] ?? 0) + delta) % 10;
        expect(passesLuhn(digits.join(''))).toBe(false);
      }),
    );
  });

  it('knows the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
  });

  it('takes an expiry of this month or later', () => {
    expect(parseExpiry('03/30', TODAY)).toEqual(E.right({ month: 3, year: 2030 }));
    expect(parseExpiry('2/30', TODAY)).toEqual(E.left({ code: 'CARD.EXPIRED', message: CARD_EXPIRED_MESSAGE }));
    expect(parseExpiry('12 / 2031', TODAY)).toEqual(E.right({ month: 12, year: 2031 }));
    expect(E.isLeft(parseExpiry('13/31', TODAY))).toBe(true);
  });

  it('collects every card error at once', () => {
    expect(parseCard({ number: '1234', expiry: 'soon', cvc: '1', name: '' }, TODAY)).toEqual(
      E.left({
        'card.number': CARD_NUMBER_MESSAGE,
        'card.expiry': 'Please enter the expiry as MM/YY',
        'card.cvc': 'Please enter the 3 or 4 digit security code',
        'card.name': 'Please enter the name on the card',
      }),
    );
  });
});

describe('a card number in any text (issue 30: no route of ours takes one)', () => {
  it('finds the test and real networks’ numbers however spaced, inside other text too', () => {
    for (const text of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
      'my card is 5555 5555 5555 4444 thanks',
      'x378282246310005y',
      '3782 822463 10005',
      '6011111111111117',
      '2223003122003222',
      '4000 0566 5566 5556',
    ]) {
      expect(containsCardNumber(text), text).toBe(true);
    }
  });

  it('leaves phone numbers, timestamps, stock numbers, VINs, prices and numbers failing Luhn alone', () => {
    // A picture's URL names the car's dimensions: '5-4460-1795-1435' is 13 Luhn-valid digits from a 5, grouped as no card is.
    for (const text of [
      '0412 345 678',
      '+61 412 345 678',
      '1772442000000',
      'HMF-2004',
      'JTDBR32E720012345',
      '$42,990',
      '4242424242424241',
      '42424242424242424242',
      '1234 5678 9012',
      '2026-03-02T09:00:00.000Z',
      '',
      '/media/cars/mazda/hatch-5-4460-1795-1435/grey/0.webp',
      '5-4460-1795-1435',
      '1-4242-4242-4242-4242-9',
    ]) {
      expect(containsCardNumber(text), text).toBe(false);
    }
  });
});

describe('the expiry as typed', () => {
  it('writes four digits as MM/YY, which the expiry rule then takes', () => {
    expect(formatExpiryInput('1129')).toBe('11/29');
    expect(formatExpiryInput('11/29')).toBe('11/29');
    expect(formatExpiryInput(' 11 / 29 ')).toBe('11/29');
    expect(E.isRight(parseExpiry(formatExpiryInput('1129'), new Date('2026-12-01T00:00:00Z')))).toBe(true);
  });

  it('puts the slash in as the digits come, and lets it be deleted', () => {
    expect(['1', '11', '112', '1129', '11295'].map(formatExpiryInput)).toEqual(['1', '11', '11/2', '11/29', '11/29']);
    expect(formatExpiryInput('4')).toBe('04/');
    expect(formatExpiryInput('11/')).toBe('11/');
    expect(formatExpiryInput('')).toBe('');
  });

  it('keeps only digits, at most four, with one slash after the month', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const out = formatExpiryInput(typed);
        expect(out).toMatch(/^(\d{0,2}|\d{2}\/\d{0,2})$/);
        expect(out.replace('/', '').length).toBeLessThanOrEqual(4);
      }),
    );
  });
});
