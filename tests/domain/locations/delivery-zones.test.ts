import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_ZONES, deliveryEstimate, NO_DELIVERY_ESTIMATE_MESSAGE, type AustralianState } from '../../../domain/locations/delivery-zones';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';

const estimate = (postcode: string) => deliveryEstimate(postcode);
const pad = (n: number) => String(n).padStart(4, '0');

/** Australia Post's delivery postcodes by state (non-delivery PO-box blocks and external territories left out). */
const STATE_RANGES: Record<AustralianState, readonly [number, number][]> = {
  NSW: [
    [2000, 2599],
    [2619, 2897],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [[3000, 3999]],
  QLD: [[4000, 4999]],
  SA: [[5000, 5799]],
  WA: [[6000, 6797]],
  TAS: [[7000, 7799]],
  NT: [[800, 999]],
};

describe('delivery estimate by postcode (spec 1 §7, §8)', () => {
  it.each([
    ['2000', 'Sydney Metro', 299], // Sydney CBD
    ['2150', 'Sydney Metro', 299], // Parramatta
    ['2600', 'Canberra', 399],
    ['3000', 'Melbourne Metro', 299],
    ['3220', 'Geelong', 349],
    ['4000', 'Brisbane Metro', 299],
    ['4217', 'Gold Coast', 349], // Surfers Paradise
    ['4558', 'Sunshine Coast', 349], // Maroochydore
    ['4810', 'Townsville', 899],
    ['4870', 'Cairns', 999],
    ['4871', 'Far North Queensland & Cape York', 1_499],
    ['5000', 'Adelaide Metro', 349],
    ['5094', 'Adelaide Metro', 349], // Pooraka (Saltbush Caravans)
    ['6000', 'Perth Metro', 399],
    ['6017', 'Perth Metro', 399], // Osborne Park (Sunset Coast Suzuki)
    ['6714', 'Pilbara & Kimberley', 2_199], // Karratha
    ['7000', 'Hobart Metro', 549],
    ['7250', 'Launceston', 599],
    ['0800', 'Darwin Metro', 699],
    ['0870', 'Central Australia', 1_899], // Alice Springs
    ['2300', 'Newcastle & Hunter', 399], // Newcastle (Harbour Motors)
    ['2880', 'Far West NSW', 1_299], // Broken Hill
    ['2650', 'Regional NSW', 599], // Wagga Wagga
    ['3350', 'Regional VIC', 549], // Ballarat
    ['4350', 'Regional QLD', 699], // Toowoomba
    ['5290', 'Regional SA', 649], // Mount Gambier
    ['6330', 'Regional WA', 999], // Albany
    ['7310', 'Regional TAS', 699], // Devonport
  ])('%s is %s at $%i', (postcode, name, price) => {
    expect(estimate(postcode)).toEqual(E.right({ name, price }));
  });

  it('answers the spec 1 §8 text for a valid postcode no zone covers', () => {
    for (const postcode of ['0000', '0150', '0500', '1001', '2898', '2899', '6798', '6799', '8001', '9726']) {
      expect(estimate(postcode), postcode).toEqual(E.left({ code: 'DELIVERY.NO_ESTIMATE', message: NO_DELIVERY_ESTIMATE_MESSAGE }));
    }
    expect(NO_DELIVERY_ESTIMATE_MESSAGE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });

  it('refuses an invalid or missing postcode with the Postcode rule (spec 2 §5 message)', () => {
    for (const postcode of ['200', '20000', 'abcd', '2 000', '20-0', '４０００']) {
      expect(estimate(postcode), postcode).toEqual(E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }));
    }
    for (const postcode of ['', '   ']) expect(estimate(postcode)).toEqual(E.left({ code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE }));
    expect(deliveryEstimate(undefined)).toEqual(E.left({ code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE }));
    // Surrounding whitespace is trimmed, as the Postcode rule says.
    expect(estimate(' 3000 ')).toEqual(E.right({ name: 'Melbourne Metro', price: 299 }));
  });

  it('every delivery postcode of each state gets a zone of that state', () => {
    for (const [state, ranges] of Object.entries(STATE_RANGES)) {
      for (const [from, to] of ranges) {
        for (let n = from; n <= to; n++) {
          const answer = estimate(pad(n));
          expect(E.isRight(answer), `${pad(n)} has an estimate`).toBe(true);
          const zone = DELIVERY_ZONES.find((z) => E.isRight(answer) && z.name === answer.right.name);
          expect(zone?.state, `${pad(n)} is in ${state}`).toBe(state);
        }
      }
    }
  });

  it('every 4-digit postcode gets either a priced zone or the no-estimate answer, never anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const answer = estimate(pad(n));
        if (E.isLeft(answer)) return answer.left.code === 'DELIVERY.NO_ESTIMATE';
        return Number.isInteger(answer.right.price) && answer.right.price > 0 && answer.right.name.trim() !== '';
      }),
    );
  });

  it("a metro zone is never dearer than its state's regional catch-all", () => {
    for (const zone of DELIVERY_ZONES.filter((z) => z.name.endsWith('Metro'))) {
      const regional = DELIVERY_ZONES.find((z) => z.name === `Regional ${zone.state}`);
      if (regional) expect(zone.price, zone.name).toBeLessThanOrEqual(regional.price);
    }
  });

  it('every zone range is ordered and within 0000–9999', () => {
    for (const zone of DELIVERY_ZONES) {
      for (const [from, to] of zone.ranges) {
        expect(from, zone.name).toBeLessThanOrEqual(to);
        expect(from).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThanOrEqual(9999);
      }
    }
  });
});
