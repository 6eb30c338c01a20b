import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Postcode } from '../../../domain/locations';

const MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';

describe('postcode (spec 2 §5)', () => {
  it('accepts exactly 4 digits', () => {
    expect(Postcode.parse('4000')).toEqual(E.right('4000'));
    expect(Postcode.parse('0800')).toEqual(E.right('0800'));
    expect(Postcode.parse(' 2000 ')).toEqual(E.right('2000'));
  });

  it('is required', () => {
    expect(Postcode.parse('')).toEqual(E.left({ code: 'POSTCODE.REQUIRED', message: MESSAGE }));
    expect(Postcode.parse(undefined)).toEqual(E.left({ code: 'POSTCODE.REQUIRED', message: MESSAGE }));
  });

  it.each(['400', '40000', '4,000', '4 000', 'abcd', '-400', '40.0'])("refuses %s with 'Invalid postcode. Please enter a 4-digit number.'", (input) => {
    expect(Postcode.parse(input)).toEqual(E.left({ code: 'POSTCODE.INVALID', message: MESSAGE }));
  });

  it('accepts a string exactly when it is 4 digits (after trimming)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 6 }), fc.stringMatching(/^\d{3,5}$/)), (input) => {
        expect(E.isRight(Postcode.parse(input))).toBe(/^\d{4}$/.test(input.trim()));
      }),
    );
  });
});
