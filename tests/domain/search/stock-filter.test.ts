import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { StockFilter } from '../../../domain/dealer-site/dealer-site';
import { describeStockFilter, isVisibleOnSite, parseStockFilter, siteStockPredicate, STOCK_FILTER_PRESETS, stockFilterPredicate } from '../../../domain/search';
import type { CarStatus, CarType, ItemType } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';

const NOW = new Date('2025-06-10T12:00:00Z');
const filter = (preset: number, more: Partial<StockFilter> = {}): StockFilter => ({
  preset,
  usedOnly: false,
  inStockOnly: false,
  excludedStockNumbers: [],
  ...more,
});
const passes = (f: StockFilter, car = aCar().build()) => stockFilterPredicate(f, NOW)(car);

describe('stock filter presets 0–14 (spec 1 §1; meanings are ours)', () => {
  it('has exactly 15 presets, numbered 0 to 14, each described', () => {
    expect(STOCK_FILTER_PRESETS.map((p) => p.id)).toEqual([...Array(15).keys()]);
    for (const preset of STOCK_FILTER_PRESETS) expect(preset.description).not.toBe('');
  });

  it.each([
    [0, 'sold, price 0, caravan', aCar().sold().with({ price: 0, item_type: 'caravan' }), true],
    [1, 'new', aCar().ofType('new'), true],
    [1, 'used', aCar().ofType('used'), false],
    [2, 'used', aCar().ofType('used'), true],
    [3, 'demo', aCar().ofType('demo'), true],
    [4, 'demo', aCar().ofType('demo'), true],
    [4, 'used', aCar().ofType('used'), false],
    [5, 'new', aCar().ofType('new'), false],
    [6, 'coming soon', aCar().comingSoon(), false],
    [7, 'coming soon', aCar().comingSoon(), true],
    [7, 'sold', aCar().sold(), false],
    [8, 'price 0', aCar().withPrice(0), false],
    [8, 'price 1', aCar().withPrice(1), true],
    [9, 'year 2016', aCar().withYear(2016), true],
    [9, 'year 2015', aCar().withYear(2015), false],
    [10, 'certified', aCar().with({ certified: true }), true],
    [10, 'not certified', aCar().with({ certified: false }), false],
    [11, 'car', aCar().with({ item_type: 'car' }), true],
    [11, 'caravan', aCar().with({ item_type: 'caravan' }), false],
    [12, 'caravan', aCar().with({ item_type: 'caravan' }), true],
    [13, 'motorcycle', aCar().with({ item_type: 'motorcycle' }), true],
    [14, 'truck', aCar().with({ item_type: 'truck' }), true],
    [14, 'car', aCar().with({ item_type: 'car' }), false],
  ])('preset %i on a car (%s) → %s', (preset, _label, car, expected) => {
    expect(passes(filter(preset), car.build())).toBe(expected);
  });

  it('adds used only, in stock only and excluded stock numbers (trimmed, any case)', () => {
    expect(passes(filter(0, { usedOnly: true }), aCar().ofType('demo').build())).toBe(false);
    expect(passes(filter(0, { inStockOnly: true }), aCar().comingSoon().build())).toBe(false);
    const car = aCar().with({ stocknum: 'AB123' }).build();
    expect(passes(filter(0, { excludedStockNumbers: [' ab123 '] }), car)).toBe(false);
    expect(passes(filter(0, { excludedStockNumbers: ['AB124'] }), car)).toBe(true);
  });

  it('validates a configured preset with Either; an unknown one counts as all stock', () => {
    expect(isRight(parseStockFilter(filter(14)))).toBe(true);
    expect(isLeft(parseStockFilter(filter(15)))).toBe(true);
    expect(isLeft(parseStockFilter(filter(2.5)))).toBe(true);
    expect(passes(filter(99), aCar().sold().build())).toBe(true);
  });

  it('describes a filter in one line', () => {
    expect(describeStockFilter(filter(4, { inStockOnly: true, excludedStockNumbers: ['A1', 'B2'] }))).toBe(
      'New and demo cars · In stock only · Excluding stock numbers A1, B2',
    );
    expect(describeStockFilter(filter(0))).toBe('All stock');
  });

  it('extra conditions only ever narrow the preset', () => {
    const car = fc.record({
      car_type: fc.constantFrom<CarType>('new', 'demo', 'used'),
      status: fc.constantFrom<CarStatus>('in_stock', 'coming_soon', 'sold', 'other'),
      price: fc.integer({ min: 0, max: 200_000 }),
      year: fc.integer({ min: 1990, max: 2026 }),
      item_type: fc.constantFrom<ItemType>('car', 'caravan', 'motorcycle', 'truck'),
      stocknum: fc.constantFrom('A1', 'B2', 'C3'),
      certified: fc.boolean(),
    });
    const conditions = fc.record({ usedOnly: fc.boolean(), inStockOnly: fc.boolean(), excludedStockNumbers: fc.subarray(['A1', 'B2']) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), conditions, car, (preset, more, c) => {
        if (stockFilterPredicate(filter(preset, more), NOW)(c)) expect(stockFilterPredicate(filter(preset), NOW)(c)).toBe(true);
      }),
    );
  });
});

describe('hosted search visibility (spec 2 §7)', () => {
  const days = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
  const opts = { includeSoldCarsDays: 3, now: NOW };

  it('shows in_stock and coming_soon cars marked for the dealer website', () => {
    expect(isVisibleOnSite(aCar().build(), opts)).toBe(true);
    expect(isVisibleOnSite(aCar().comingSoon().build(), opts)).toBe(true);
    expect(isVisibleOnSite(aCar().with({ show_on_dealer_website: false }).build(), opts)).toBe(false);
  });

  it('shows sold cars only within include_sold_cars_days (3 by default)', () => {
    expect(isVisibleOnSite(aCar().sold(days(3)).build(), opts)).toBe(true);
    expect(isVisibleOnSite(aCar().sold(days(3.01)).build(), opts)).toBe(false);
    expect(isVisibleOnSite(aCar().sold(days(6)).build(), { ...opts, includeSoldCarsDays: 7 })).toBe(true);
    expect(isVisibleOnSite(aCar().with({ status: 'other' }).build(), opts)).toBe(false);
  });

  it('combines with the stock filter', () => {
    const predicate = siteStockPredicate({ stockFilter: filter(2), includeSoldCarsDays: 3, now: NOW });
    expect(predicate(aCar().ofType('used').build())).toBe(true);
    expect(predicate(aCar().ofType('new').build())).toBe(false);
    expect(predicate(aCar().ofType('used').with({ show_on_dealer_website: false }).build())).toBe(false);
  });
});
