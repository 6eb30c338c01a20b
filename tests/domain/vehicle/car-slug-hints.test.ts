import { describe, expect, it } from 'vitest';
import { carSlugHints } from '../../../domain/vehicle/car-slug-hints';

const makes = ['Toyota', 'Land Rover', 'Mercedes-Benz', 'Mazda', 'Kia'];
const models = {
  Toyota: ['Corolla', 'Land Cruiser', 'Land Cruiser Prado', 'HiLux'],
  Mazda: ['3', 'CX-5', 'BT-50'],
  'Land Rover': ['Defender'],
  Kia: ['Sportage'],
};

describe("what a car page's address says about the car", () => {
  it('reads the make and model the site stocks from a listing slug', () => {
    expect(carSlugHints('2021-toyota-hilux-sr5-hm-0101', makes, models)).toEqual({ make: 'Toyota', model: 'HiLux' });
    expect(carSlugHints('2022-mazda-cx-5-maxx-sport-ab12cd', makes, models)).toEqual({ make: 'Mazda', model: 'CX-5' });
  });

  it('takes the longest model that fits (Land Cruiser Prado, not Land Cruiser) and makes of several words', () => {
    expect(carSlugHints('2019-toyota-land-cruiser-prado-gxl-7', makes, models)).toEqual({ make: 'Toyota', model: 'Land Cruiser Prado' });
    expect(carSlugHints('2020-land-rover-defender-110-x', makes, models)).toEqual({ make: 'Land Rover', model: 'Defender' });
  });

  it('looks for the model after the make only, so a badge never reads as a model', () => {
    // 'mazda-3' before the make is no model of the Kia.
    expect(carSlugHints('mazda-3-swap-2020-kia-sportage', ['Kia'], models)).toEqual({ make: 'Kia', model: 'Sportage' });
    expect(carSlugHints('2020-kia-picanto-gt-hm-9', makes, models)).toEqual({ make: 'Kia', model: null });
  });

  it('answers no make for an address that names none of the site’s makes', () => {
    expect(carSlugHints('no-such-car', makes, models)).toEqual({ make: null, model: null });
    expect(carSlugHints('', makes, models)).toEqual({ make: null, model: null });
    // A word that only contains a make ('toyotas') is not the make.
    expect(carSlugHints('toyotas-for-sale', makes, models)).toEqual({ make: null, model: null });
  });
});
