import * as O from 'fp-ts/Option';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feetToMetres, fuelCalculator, fuelCost, isFuelCalculatorShown, presentSpecs, regoExpiryText } from '../../../domain/vehicle';

describe('spec values (spec 1 §5)', () => {
  it("drops undefined, null, empty and 'null' values, keeping order", () => {
    const rows = presentSpecs([
      { label: 'Cylinders', value: 4 },
      { label: 'Induction', value: undefined },
      { label: 'Torque', value: null },
      { label: 'Body', value: '' },
      { label: 'Gear type', value: 'null' },
      { label: 'ANCAP', value: 5 },
      { label: 'Colour', value: '  ' },
    ]);
    expect(rows).toEqual([
      { label: 'Cylinders', value: 4 },
      { label: 'ANCAP', value: 5 },
    ]);
  });

  it('keeps 0 and false, which are values', () => {
    expect(
      presentSpecs([
        { label: 'Owners', value: 0 },
        { label: 'Turbo', value: false },
      ]),
    ).toHaveLength(2);
  });
});

describe('rego expiry (spec 1 §5)', () => {
  const now = new Date('2025-06-10T00:00:00Z');
  it("shows 'Expires on {date}' only for a future date", () => {
    expect(regoExpiryText('2026-01-31', now)).toBe('Expires on 31/01/2026');
    expect(regoExpiryText('2025-06-09', now)).toBeNull();
    expect(regoExpiryText(null, now)).toBeNull();
    expect(regoExpiryText('not a date', now)).toBeNull();
  });
});

describe('units and fuel (spec 1 §5, §9)', () => {
  it('converts feet to metres by 0.3048', () => {
    expect(feetToMetres(1)).toBe(0.3048);
    expect(feetToMetres(20)).toBeCloseTo(6.096, 10);
  });

  it('costs fuel as distance / 100 × economy × price, defaults $1.70/L, 250 km, 10 L/100km', () => {
    expect(fuelCost()).toBeCloseTo(42.5, 10);
    expect(fuelCost({ distanceKm: 100, economyLPer100Km: 6.5, pricePerLitre: 2 })).toBeCloseTo(13, 10);
  });

  it('hides the fuel calculator for electric fuel, not for hybrids', () => {
    expect(isFuelCalculatorShown({ fuel: 'Electric' })).toBe(false);
    expect(fuelCalculator({ simple_fuel: 'Electric' })).toEqual(O.none);
    expect(isFuelCalculatorShown({ fuel: 'Petrol - Hybrid Electric' })).toBe(true);
    expect(fuelCalculator({ fuel: 'Unleaded Petrol' })).toEqual(
      O.some({ inputs: { pricePerLitre: 1.7, distanceKm: 250, economyLPer100Km: 10 }, cost: expect.closeTo(42.5, 10) }),
    );
  });

  it('fuel cost is never negative or NaN, whatever the inputs', () => {
    fc.assert(
      fc.property(fc.record({ distanceKm: fc.double(), economyLPer100Km: fc.double(), pricePerLitre: fc.double() }, { requiredKeys: [] }), (inputs) => {
        const cost = fuelCost(inputs);
        expect(Number.isNaN(cost)).toBe(false);
        expect(cost).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
