import { describe, expect, it } from 'vitest';
import { placePromoTiles, type PromoTile, type TiledItem } from '../../../domain/promotions';
import { insertEveryNth } from '../../../domain/vehicle';

const BRISBANE = 'Australia/Brisbane';
const NOW = new Date('2026-06-15T02:00:00Z');

function aTile(overrides: Partial<PromoTile> = {}): PromoTile {
  return {
    id: 'finance',
    title: 'Finance in minutes',
    text: 'Work out your repayments.',
    url: '/finance',
    link_label: 'Calculate repayments',
    image: null,
    positions: [8, 17],
    starts_at: '2026-06-01',
    expires_at: '2026-06-30',
    ...overrides,
  };
}

const cars = (n: number) => Array.from({ length: n }, (_, i) => `car-${i}`);
const tileIndexes = <I>(grid: readonly TiledItem<I>[]) => grid.flatMap((cell, i) => (cell._tag === 'Tile' ? [i] : []));

describe('promo tiles in the results grid (spec 2 §9 windows and listing positions)', () => {
  it('puts a live tile at positions 8 and 17 of the grid, counting from 0', () => {
    const grid = placePromoTiles(cars(21), [aTile()], NOW, BRISBANE);
    expect(grid).toHaveLength(23);
    expect(tileIndexes(grid)).toEqual([8, 17]);
    expect(grid.filter((cell) => cell._tag === 'Item').map((cell) => (cell._tag === 'Item' ? cell.item : null))).toEqual(cars(21));
  });

  it('places several tiles at their own positions', () => {
    const grid = placePromoTiles(cars(40), [aTile(), aTile({ id: 'trade', positions: [9] }), aTile({ id: 'late', positions: [30] })], NOW, BRISBANE);
    expect(tileIndexes(grid)).toEqual([8, 9, 17, 30]);
    expect(grid.flatMap((cell) => (cell._tag === 'Tile' ? [cell.tile.id] : []))).toEqual(['finance', 'trade', 'finance', 'late']);
  });

  it('shows no tile outside its window', () => {
    expect(tileIndexes(placePromoTiles(cars(21), [aTile()], new Date('2026-07-01T00:00:00Z'), BRISBANE))).toEqual([]);
    expect(tileIndexes(placePromoTiles(cars(21), [aTile()], new Date('2026-05-31T12:00:00Z'), BRISBANE))).toEqual([]);
  });

  it('does not show a tile whose position is past the end of a short page', () => {
    expect(tileIndexes(placePromoTiles(cars(12), [aTile()], NOW, BRISBANE))).toEqual([8]);
    expect(tileIndexes(placePromoTiles(cars(5), [aTile()], NOW, BRISBANE))).toEqual([]);
  });

  it('counts the existing promo card when both are on a page', () => {
    const withPromoCard = insertEveryNth(cars(21), 'promo', 8);
    const grid = placePromoTiles(withPromoCard, [aTile({ positions: [4] })], NOW, BRISBANE);
    expect(tileIndexes(grid)).toEqual([4]);
    const promoCards = grid.flatMap((cell, i) => (cell._tag === 'Item' && cell.item._tag === 'Promo' ? [i] : []));
    expect(promoCards).toEqual([9, 18]);
  });
});
