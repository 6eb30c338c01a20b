import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayResultCount,
  dropFacetStats,
  FACET_LIMITS,
  FACET_SHOW_ALL_THRESHOLD,
  facetItems,
  facetLists,
  facetVisibleItems,
  MAKE_MODEL_LIST_LIMIT,
} from '../../../domain/search';
import { carTypeLabel, normaliseMake } from '../../../domain/vehicle';

const labels = (attribute: string, raw: Record<string, unknown>, label?: (v: string) => string) =>
  facetItems(attribute, raw, label ? { label } : {}).map((item) => `${item.label} ${item.count}`);

describe('facet lists (spec 1 §5, §9)', () => {
  it('drop facetStats, at the top and inside an attribute', () => {
    const facets = { make: { Toyota: 3, facetStats: { min: 1, max: 2 } }, facetStats: { price: { min: 0, max: 1 } } };
    expect(dropFacetStats(facets)).toEqual({ make: facets.make });
    expect(Object.keys(facetLists(facets))).toEqual(['make']);
    expect(labels('make', facets.make)).toEqual(['Toyota 3']);
  });

  it('compare labels case-insensitively and keep them unique (counts merged)', () => {
    const items = facetItems('colour', { White: 5, white: 2, WHITE: 1, Red: 4 });
    expect(items.map((i) => [i.label, i.count])).toEqual([
      ['White', 8],
      ['Red', 4],
    ]);
    expect(items[0]?.values).toEqual(['White', 'white', 'WHITE']);
  });

  it("merge labels made equal by the vehicle area's rewrites (Mercedes Benz → Mercedes-Benz)", () => {
    expect(labels('make', { 'Mercedes-Benz': 4, 'Mercedes Benz': 3, Audi: 2 }, normaliseMake)).toEqual(['Mercedes-Benz 7', 'Audi 2']);
  });

  it('sort price by numeric label', () => {
    expect(labels('price', { '$30,000 - $40,000': 1, '$5,000 - $10,000': 9, 'Under $5,000': 2, '$100,000+': 4 })).toEqual([
      '$5,000 - $10,000 9',
      'Under $5,000 2',
      '$30,000 - $40,000 1',
      '$100,000+ 4',
    ]);
  });

  it('sort makes by count then label', () => {
    expect(labels('make', { Mazda: 5, Kia: 9, Audi: 5, BMW: 1 })).toEqual(['Kia 9', 'Audi 5', 'Mazda 5', 'BMW 1']);
  });

  it('order car types new, demo, used (whatever the labels say)', () => {
    const preOwned = (v: string) => carTypeLabel(v as 'used', { used: 'Pre-Owned' });
    expect(labels('car_type', { used: 40, new: 3, demo: 7 }, preOwned)).toEqual(['New 3', 'Demo 7', 'Pre-Owned 40']);
  });

  it('show all beyond 7 items (or the popular-makes count)', () => {
    const eight = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(FACET_SHOW_ALL_THRESHOLD).toBe(7);
    expect(facetVisibleItems(eight, { expanded: false })).toEqual({ visible: eight.slice(0, 7), hiddenCount: 1, showToggle: true });
    expect(facetVisibleItems(eight, { expanded: true }).visible).toEqual(eight);
    expect(facetVisibleItems(eight.slice(0, 7), { expanded: false }).showToggle).toBe(false);
    expect(facetVisibleItems(eight, { expanded: false, threshold: 4 }).visible).toHaveLength(4);
  });

  it('carry the spec limits: make-model 30; make 100, model 250, body 30, colour 30, car type 6, price range 30', () => {
    expect(MAKE_MODEL_LIST_LIMIT).toBe(30);
    expect(FACET_LIMITS).toMatchObject({ make: 100, model: 250, body: 30, colour: 30, car_type: 6, price_range: 30 });
  });

  it('keep every count and label whatever the raw facet holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.nat(), fc.string(), fc.constant(null))), (raw) => {
        const items = facetItems('make', raw);
        const lower = items.map((i) => i.label.trim().toLocaleLowerCase('en'));
        expect(new Set(lower).size).toBe(lower.length);
        const sum = Object.entries(raw)
          .filter(([k, v]) => k !== 'facetStats' && typeof v === 'number')
          .reduce((s, [, v]) => s + (v as number), 0);
        expect(items.reduce((s, i) => s + i.count, 0)).toBe(sum);
        items.forEach((item, i) => {
          const next = items[i + 1];
          if (next) expect(item.count).toBeGreaterThanOrEqual(next.count);
        });
      }),
    );
  });
});

describe('approximate result counts (spec 1 §9)', () => {
  it('keeps a count of 1999 or less', () => {
    expect(displayResultCount({ count: 1999, facets: { status: { in_stock: 1500 } } })).toEqual({ count: 1999, approximate: false });
  });

  it('replaces a count above 1999 by the in-stock facet count', () => {
    expect(displayResultCount({ count: 2000, facets: { status: { in_stock: 1873, sold: 40 } } })).toEqual({ count: 1873, approximate: true });
  });

  it('else by the summed car_type facet count', () => {
    expect(displayResultCount({ count: 5000, facets: { car_type: { new: 900, used: 2100, demo: 80, facetStats: 1 } } })).toEqual({
      count: 3080,
      approximate: true,
    });
  });

  it('else keeps the count, marked approximate', () => {
    expect(displayResultCount({ count: 2500 })).toEqual({ count: 2500, approximate: true });
  });
});
