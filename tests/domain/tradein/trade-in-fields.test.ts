import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOdometer, stepFourErrors, validateStepFour, validateStepOne, validateVehicleChoice, type StepFourInput } from '../../../domain/tradein';

const REQUIRED = '* This field is required';

/** Complete Step Four details; tests blank out what they check. */
const stepFour = (fields: Partial<StepFourInput> = {}): StepFourInput => ({
  postcode: '4032',
  odometer: '85,000',
  service_history: 'Full',
  number_of_keys: '2',
  car_condition: 'Good',
  comments: 'Small scratch on the rear bumper',
  ...fields,
});

describe('trade-in fields (spec 2 §5)', () => {
  it("requires rego and state: '* This field is required'", () => {
    expect(validateStepOne({ rego: '', state: '' })).toEqual(E.left({ rego: REQUIRED, state: REQUIRED }));
    expect(validateStepOne({ rego: 'ABC123', state: 'XX' })).toEqual(E.left({ state: REQUIRED }));
    expect(validateStepOne({ rego: ' ABC123 ', state: 'QLD' })).toEqual(E.right({ rego: 'ABC123', state: 'QLD' }));
  });

  it("requires a manual vehicle choice: '* Please choose one car.'", () => {
    expect(validateVehicleChoice('')).toEqual(E.left({ description: '* Please choose one car.' }));
    expect(validateVehicleChoice('2019 Mazda CX-5 Maxx', ['2019 Mazda CX-5 Maxx', '2019 Mazda CX-5 Touring'])).toEqual(E.right('2019 Mazda CX-5 Maxx'));
    expect(validateVehicleChoice('something else', ['2019 Mazda CX-5 Maxx'])).toEqual(E.left({ description: '* Please choose one car.' }));
  });

  it('requires postcode, odometer, service_history, number_of_keys, car_condition and comments at Step Four', () => {
    const blank = { postcode: '', odometer: '', service_history: '', number_of_keys: '', car_condition: '', comments: '' };
    expect(stepFourErrors(blank)).toEqual({
      postcode: REQUIRED,
      odometer: REQUIRED,
      service_history: REQUIRED,
      number_of_keys: REQUIRED,
      car_condition: REQUIRED,
      comments: REQUIRED,
    });
    expect(stepFourErrors(stepFour({ postcode: '40' }))).toEqual({ postcode: 'Invalid postcode. Please enter a 4-digit number.' });
    expect(stepFourErrors(stepFour({ odometer: 'lots' }))).toEqual({ odometer: '* Please enter the odometer in whole kilometres' });
  });

  it('parses the odometer as an integer', () => {
    expect(validateStepFour(stepFour())).toEqual(E.right(expect.objectContaining({ postcode: '4032', odometer: 85_000 })));
    expect(parseOdometer('12.7')).toEqual(O.some(12));
    expect(parseOdometer('85000 km')).toEqual(O.some(85_000));
    expect(parseOdometer('-5')).toEqual(O.none);
  });

  it('a parsed odometer is always a non-negative safe integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer().map(String)), (input) => {
        const km = parseOdometer(input);
        if (O.isSome(km)) {
          expect(Number.isSafeInteger(km.value)).toBe(true);
          expect(km.value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('any whole number of kilometres written with thousands commas parses back to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (km) => {
        expect(parseOdometer(km.toLocaleString('en-AU'))).toEqual(O.some(km));
      }),
    );
  });
});
