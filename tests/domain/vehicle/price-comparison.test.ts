import * as O from 'fp-ts/Option';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealLabel, fillBand, priceComparisonPanel, type PriceComparisonResult } from '../../../domain/vehicle';

const autogauge = (fields: Partial<PriceComparisonResult> = {}): PriceComparisonResult => ({
  fill: 0.5,
  listing_price: 28_990,
  market_range_min: 26_000,
  market_range_max: 31_000,
  confidence: 0.82,
  description: null,
  ...fields,
});

describe('price comparison panel (spec 1 §4)', () => {
  it('shows with confidence above 0.2, market max not below the listing price and all fields present', () => {
    expect(O.isSome(priceComparisonPanel(autogauge()))).toBe(true);
    expect(O.isSome(priceComparisonPanel(autogauge({ market_range_max: 28_990 })))).toBe(true);
  });

  it('hides at confidence 0.2 or less', () => {
    expect(priceComparisonPanel(autogauge({ confidence: 0.2 }))).toEqual(O.none);
    expect(O.isSome(priceComparisonPanel(autogauge({ confidence: 0.21 })))).toBe(true);
  });

  it('hides when the market maximum is below the listing price', () => {
    expect(priceComparisonPanel(autogauge({ market_range_max: 28_989 }))).toEqual(O.none);
  });

  it.each(['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const)('hides when %s is missing', (field) => {
    expect(priceComparisonPanel(autogauge({ [field]: null }))).toEqual(O.none);
    expect(priceComparisonPanel(autogauge({ [field]: undefined }))).toEqual(O.none);
  });

  it('bands the fill: below 0.3 low, 0.3 to under 0.6 medium, 0.6 or more high', () => {
    expect([0, 0.29, 0.3, 0.59, 0.6, 1].map(fillBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });

  it("labels 'Good Deal' below 0.65, else 'Great Deal', unless a description is given", () => {
    expect(dealLabel(0.64)).toBe('Good Deal');
    expect(dealLabel(0.65)).toBe('Great Deal');
    expect(dealLabel(0.9, 'Priced to sell')).toBe('Priced to sell');
    expect(priceComparisonPanel(autogauge({ fill: 0.7 }))).toEqual(O.some(expect.objectContaining({ band: 'high', label: 'Great Deal' })));
  });

  it('a shown panel always has confidence above 0.2 and a market max at or above the listing price', () => {
    const n = fc.oneof(fc.double({ min: -1, max: 2 }), fc.double({ min: 0, max: 100_000 }), fc.constant(null));
    fc.assert(
      fc.property(fc.record({ fill: n, listing_price: n, market_range_min: n, market_range_max: n, confidence: n }), (result) => {
        const panel = priceComparisonPanel(result);
        if (O.isSome(panel)) {
          expect(panel.value.confidence).toBeGreaterThan(0.2);
          expect(panel.value.marketRangeMax).toBeGreaterThanOrEqual(panel.value.listingPrice);
        }
      }),
    );
  });
});
