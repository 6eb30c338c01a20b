import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { OFFER_REFERENCE_MESSAGE, offerReference, parseOfferReference } from '../../../domain/tradein/offer-reference';

describe('the shopper reference of a trade-in offer', () => {
  it('is TI- and two groups of four Crockford characters, from five random bytes', () => {
    expect(offerReference(new Uint8Array([0, 0, 0, 0, 0]))).toBe('TI-0000-0000');
    expect(offerReference(new Uint8Array([255, 255, 255, 255, 255]))).toBe('TI-ZZZZ-ZZZZ');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), (bytes) => {
        expect(offerReference(bytes)).toMatch(/^TI-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      }),
    );
  });

  it('is read as typed whatever the case, spaces and dashes, with or without its prefix, and with I, L and O read as 1, 1 and 0', () => {
    for (const typed of ['TI-4K7Q-2ZB9', 'ti-4k7q-2zb9', ' ti 4k7q 2zb9 ', '4K7Q2ZB9', 'TI4K7Q2ZB9', '4k7q-2zb9'])
      expect(parseOfferReference(typed)).toEqual(E.right('TI-4K7Q-2ZB9'));
    expect(parseOfferReference('TI-IL0O-0000')).toEqual(E.right('TI-1100-0000'));
  });

  it('refuses anything else, a plate included, with its message', () => {
    for (const typed of ['', '123ABC', 'TI-4K7Q-2ZB', 'TI-4K7Q-2ZB9X', 'TI-4K7Q-2ZU9', 'EVAL-JOURNEY-1'])
      expect(parseOfferReference(typed)).toEqual(E.left(OFFER_REFERENCE_MESSAGE));
  });

  it('reads every reference it makes back as itself', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), (bytes) => {
        expect(parseOfferReference(offerReference(bytes).toLowerCase())).toEqual(E.right(offerReference(bytes)));
      }),
    );
  });
});
