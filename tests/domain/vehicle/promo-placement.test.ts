import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertEveryNth, insertRandomThreePlusOffset, isPromoActive, placePromos, randomThreePlusOffsetPosition, type GridItem } from '../../../domain/vehicle';

const cars = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const promoIndexes = <T, P>(grid: GridItem<T, P>[]) => grid.flatMap((item, i) => (item._tag === 'Promo' ? [i] : []));
const carsOf = <T, P>(grid: GridItem<T, P>[]) => grid.flatMap((item) => (item._tag === 'Car' ? [item.car] : []));

describe('promo card placement (spec 1 §2, spec 2 §9)', () => {
  it('places the promo after every Nth card: every 8 gives positions 8 and 17', () => {
    const grid = insertEveryNth(cars(21), 'We Want Your Car!', 8);
    expect(promoIndexes(grid)).toEqual([8, 17]);
    expect(carsOf(grid)).toEqual(cars(21));
  });

  it('places no promo for N below 1', () => {
    expect(promoIndexes(insertEveryNth(cars(5), 'p', 0))).toEqual([]);
  });

  it('places the random-3-plus-offset promo at offset + 0, 1 or 2, from injected randomness', () => {
    expect(randomThreePlusOffsetPosition(4, () => 0)).toBe(4);
    expect(randomThreePlusOffsetPosition(4, () => 0.5)).toBe(5);
    expect(randomThreePlusOffsetPosition(4, () => 0.999)).toBe(6);
    expect(promoIndexes(insertRandomThreePlusOffset(cars(21), 'p', 4, () => 0.4))).toEqual([5]);
  });

  it('random-3-plus-offset position is always within offset .. offset + 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (offset, r) => {
        const position = randomThreePlusOffsetPosition(offset, () => r);
        expect(position).toBeGreaterThanOrEqual(offset);
        expect(position).toBeLessThanOrEqual(offset + 2);
      }),
    );
  });

  it('shows a promo only between its start and expiry', () => {
    const promo = { start: '2025-06-01', expiry: '2025-06-30' };
    expect(isPromoActive(promo, new Date('2025-05-31T23:59:59Z'))).toBe(false);
    expect(isPromoActive(promo, new Date('2025-06-15T00:00:00Z'))).toBe(true);
    expect(isPromoActive(promo, new Date('2025-06-30T23:59:59Z'))).toBe(true);
    expect(isPromoActive(promo, new Date('2025-07-01T00:00:00Z'))).toBe(false);
    expect(isPromoActive({ ...promo, display: false }, new Date('2025-06-15T00:00:00Z'))).toBe(false);
  });

  it('places active promos at their positions; a strict promo past the end of the page is dropped', () => {
    const now = new Date('2025-06-15T00:00:00Z');
    const grid = placePromos(
      cars(10),
      [
        { position: 9, node: 'a' },
        { position: 30, node: 'late' },
        { position: 30, node: 'strict', strictDisplay: true },
        { position: 2, node: 'expired', expiry: '2025-06-01' },
      ],
      now,
    );
    expect(grid.filter((item) => item._tag === 'Promo').map((item) => (item._tag === 'Promo' ? item.promo : null))).toEqual(['a', 'late']);
    expect(promoIndexes(grid)).toEqual([9, 11]);
  });

  it('placing promos never drops or reorders cars', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: -2, max: 12 }), (n, every) => {
        expect(carsOf(insertEveryNth(cars(n), 'p', every))).toEqual(cars(n));
      }),
    );
  });
});
