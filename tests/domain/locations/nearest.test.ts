/**
 * Nearest location (issue 13; spec 2 §9 'Earth radius 6371 km for distance'): the locations
 * sorted by great-circle distance from the shopper's postcode, against known distances, and the
 * distance as a card shows it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../../config/dealer-sites';
import { EARTH_RADIUS_KM, haversineKm, type LatLong } from '../../../domain/locations/distance';
import { byDistance, distanceText } from '../../../domain/locations/location-filter';

const BRISBANE: LatLong = { lat: -27.4698, long: 153.0251 };
const SYDNEY: LatLong = { lat: -33.8688, long: 151.2093 };
const PERTH: LatLong = { lat: -31.9523, long: 115.8613 };
const ADELAIDE: LatLong = { lat: -34.9285, long: 138.6007 };
/** config/reference/au-postcodes.csv: 4217 (Benowa, Gold Coast) and 2150 (Parramatta). */
const GOLD_COAST_4217: LatLong = { lat: -28.0088, long: 153.4122 };
const PARRAMATTA_2150: LatLong = { lat: -33.8145, long: 151.0065 };

/** The same great circle by the spherical law of cosines: an independent formula to check against. */
function lawOfCosinesKm(a: LatLong, b: LatLong): number {
  const rad = Math.PI / 180;
  const cos = Math.sin(a.lat * rad) * Math.sin(b.lat * rad) + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.long - a.long) * rad);
  return 6371 * Math.acos(Math.min(1, Math.max(-1, cos)));
}

const sunstate = loadDealerSites().find((s) => s.slug === 'sunstate-motor-group');
if (!sunstate) throw new Error('no Sunstate demo site');
const sunstateLocations = sunstate.locations.filter((l) => l.visible);

describe('great-circle distance with R 6371 km (spec 2 §9)', () => {
  it('uses the spec radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('puts Brisbane about 732 km from Sydney and Perth about 2,130 km from Adelaide, within 1 km', () => {
    const brisbaneSydney = haversineKm(BRISBANE, SYDNEY);
    const perthAdelaide = haversineKm(PERTH, ADELAIDE);
    expect(Math.abs(brisbaneSydney - 732)).toBeLessThan(1);
    expect(Math.abs(perthAdelaide - 2130)).toBeLessThan(1);
    expect(brisbaneSydney).toBeCloseTo(lawOfCosinesKm(BRISBANE, SYDNEY), 6);
    expect(perthAdelaide).toBeCloseTo(lawOfCosinesKm(PERTH, ADELAIDE), 6);
  });

  it('agrees with the law of cosines anywhere in Australia, to a metre (property)', () => {
    const inAustralia = fc.record({ lat: fc.double({ min: -44, max: -10, noNaN: true }), long: fc.double({ min: 112, max: 154, noNaN: true }) });
    fc.assert(
      fc.property(inAustralia, inAustralia, (a, b) => {
        expect(Math.abs(haversineKm(a, b) - lawOfCosinesKm(a, b))).toBeLessThan(0.001);
      }),
    );
  });
});

describe('the nearest locations first', () => {
  it('sorts capitals by their distance from Brisbane, each with its distance', () => {
    const capitals = [
      { name: 'Perth', address: PERTH },
      { name: 'Sydney', address: SYDNEY },
      { name: 'Adelaide', address: ADELAIDE },
    ];
    const sorted = byDistance(capitals, BRISBANE);
    expect(sorted.map((s) => s.location.name)).toEqual(['Sydney', 'Adelaide', 'Perth']);
    expect(sorted[0]?.km).toBeCloseTo(haversineKm(BRISBANE, SYDNEY), 9);
  });

  it('puts Sunstate Kia Southport first from postcode 4217, about 3.4 km away', () => {
    const [first, second] = byDistance(sunstateLocations, GOLD_COAST_4217);
    expect(first?.location.slug).toBe('kia-southport');
    expect(first?.km ?? NaN).toBeCloseTo(3.36, 1);
    expect(second?.location.slug).toBe('toyota-tweed');
  });

  it('puts Sunstate Ford Parramatta first from postcode 2150, the Queensland dealerships hundreds of kilometres behind', () => {
    const sorted = byDistance(sunstateLocations, PARRAMATTA_2150);
    expect(sorted[0]?.location.slug).toBe('ford-parramatta');
    expect(sorted[0]?.km ?? NaN).toBeLessThan(2);
    expect(sorted.slice(1).every((s) => s.km > 500)).toBe(true);
  });

  it('lists every location once, each distance no smaller than the one before (property)', () => {
    const origin = fc.record({ lat: fc.double({ min: -44, max: -10, noNaN: true }), long: fc.double({ min: 112, max: 154, noNaN: true }) });
    fc.assert(
      fc.property(origin, (from) => {
        const sorted = byDistance(sunstateLocations, from);
        expect(new Set(sorted.map((s) => s.location.slug)).size).toBe(sunstateLocations.length);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.km).toBeGreaterThanOrEqual(sorted[i - 1]!.km);
        for (const s of sorted) expect(s.km).toBeCloseTo(haversineKm(from, s.location.address), 9);
      }),
    );
  });

  it('keeps the page order for locations at the same distance', () => {
    const twins = [
      { name: 'first', address: BRISBANE },
      { name: 'second', address: BRISBANE },
    ];
    expect(byDistance(twins, SYDNEY).map((s) => s.location.name)).toEqual(['first', 'second']);
  });
});

describe('the distance as a card shows it', () => {
  it('reads one decimal under 100 km and whole kilometres with a separator beyond', () => {
    expect(distanceText(3.356)).toBe('3.4 km away');
    expect(distanceText(12.44)).toBe('12.4 km away');
    expect(distanceText(99.96)).toBe('100 km away');
    expect(distanceText(732.38)).toBe('732 km away');
    expect(distanceText(2130.99)).toBe('2,131 km away');
    expect(distanceText(0.01)).toBe('0.1 km away');
  });
});
