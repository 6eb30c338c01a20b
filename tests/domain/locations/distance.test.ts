import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm, sortByDistance, type LatLong } from '../../../domain/locations';

const BRISBANE: LatLong = { lat: -27.4698, long: 153.0251 };
const SYDNEY: LatLong = { lat: -33.8688, long: 151.2093 };
const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), long: fc.double({ min: -180, max: 180, noNaN: true }) });

describe('distance by haversine, R = 6371 km (spec 2 §9)', () => {
  it('puts Brisbane about 732 km from Sydney', () => {
    expect(haversineKm(BRISBANE, SYDNEY)).toBeCloseTo(732, 0);
  });

  it('gives half the circumference, π × 6371, between antipodes', () => {
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('sorts locations nearest first', () => {
    const places = [
      { name: 'Sydney', at: SYDNEY },
      { name: 'Chermside', at: { lat: -27.385, long: 153.031 } },
    ];
    expect(sortByDistance(places, BRISBANE, (p) => p.at).map((p) => p.name)).toEqual(['Chermside', 'Sydney']);
  });

  it('is symmetric: the distance from a to b is the distance from b to a', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
      }),
    );
  });

  it('is zero from a point to itself, and never negative nor beyond half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, a)).toBe(0);
        const d = haversineKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
      }),
    );
  });
});
