import * as O from 'fp-ts/Option';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AutograbData } from '../../../domain/vehicle/car';
import { comparableListingPrice, marketComparison } from '../../../domain/vehicle/market-comparison';
import { priceComparisonPanel } from '../../../domain/vehicle/price-comparison';

const market = (data: Partial<AutograbData> = {}): AutograbData => ({
  state_average_market_price: 30_500,
  average_market_price: 30_000,
  market_range_min: 27_000,
  market_range_max: 33_000,
  confidence: 0.8,
  description: null,
  ...data,
});

describe('market comparison (spec 1 §3 price comparison result, from autograb_data)', () => {
  it('places the price in the market range: a lower price is a higher fill', () => {
    expect(marketComparison({ price: 28_990, autograb_data: market() })).toEqual(
      O.some({
        fill: 0.67,
        listing_price: 28_990,
        market_range_min: 27_000,
        market_range_max: 33_000,
        confidence: 0.8,
        description: null,
        average_market_price: 30_000,
        state_average_market_price: 30_500,
        state: null,
        comparable_count: null,
      }),
    );
    // issue 17: the car's state and how many cars the figures come from, for the panel's working.
    expect(marketComparison({ price: 28_990, state: 'VIC', autograb_data: market({ comparable_count: 37 }) })).toEqual(
      O.some(expect.objectContaining({ state: 'VIC', comparable_count: 37 })),
    );
    expect(O.map((r: { fill: number }) => r.fill)(marketComparison({ price: 30_000, autograb_data: market() }))).toEqual(O.some(0.5));
  });

  it('is 1 at or below the bottom of the range and 0 at or above its top', () => {
    const fill = (price: number) => O.toNullable(marketComparison({ price, autograb_data: market() }))?.fill;
    expect(fill(27_000)).toBe(1);
    expect(fill(20_000)).toBe(1);
    expect(fill(33_000)).toBe(0);
    expect(fill(40_000)).toBe(0);
  });

  it('compares the offer price when it is the price shown (spec 1 §4 precedence)', () => {
    const result = O.toNullable(marketComparison({ price: 31_000, offer_price: 29_000, autograb_data: market() }));
    expect(result?.listing_price).toBe(29_000);
    // An offer of $10 or less is not shown, so not compared.
    expect(O.toNullable(marketComparison({ price: 31_000, offer_price: 9, autograb_data: market() }))?.listing_price).toBe(31_000);
    expect(comparableListingPrice({ price: 0 })).toEqual(O.none);
  });

  it('has nothing to compare without market data, a proper range or an asking price', () => {
    expect(marketComparison({ price: 28_990, autograb_data: null })).toEqual(O.none);
    expect(marketComparison({ price: 28_990 })).toEqual(O.none);
    expect(marketComparison({ price: 28_990, autograb_data: market({ market_range_min: null }) })).toEqual(O.none);
    expect(marketComparison({ price: 28_990, autograb_data: market({ market_range_max: null }) })).toEqual(O.none);
    expect(marketComparison({ price: 28_990, autograb_data: market({ market_range_min: 33_000 }) })).toEqual(O.none);
    expect(marketComparison({ price: 0, autograb_data: market() })).toEqual(O.none);
  });

  it('passes confidence and description on as given (null when absent)', () => {
    const result = O.toNullable(marketComparison({ price: 28_990, autograb_data: market({ confidence: null, description: '  Below market  ' }) }));
    expect(result?.confidence).toBeNull();
    expect(result?.description).toBe('Below market');
  });

  it('the fill is within 0–1 and never rises with the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 200_000 }), fc.integer({ min: 1_000, max: 200_000 }), fc.integer({ min: 1, max: 100_000 }), (a, b, width) => {
        const data = market({ market_range_min: 50_000, market_range_max: 50_000 + width });
        const fa = O.toNullable(marketComparison({ price: Math.min(a, b), autograb_data: data }))?.fill ?? NaN;
        const fb = O.toNullable(marketComparison({ price: Math.max(a, b), autograb_data: data }))?.fill ?? NaN;
        return fa >= 0 && fa <= 1 && fb >= 0 && fb <= 1 && fa >= fb;
      }),
    );
  });

  it('feeds the panel rules: shown with confidence over 0.2 and the price within the market maximum', () => {
    const shown = O.toNullable(marketComparison({ price: 28_990, autograb_data: market() }));
    expect(O.isSome(priceComparisonPanel(shown ?? {}))).toBe(true);
    const lowConfidence = O.toNullable(marketComparison({ price: 28_990, autograb_data: market({ confidence: 0.2 }) }));
    expect(O.isNone(priceComparisonPanel(lowConfidence ?? {}))).toBe(true);
    const overMarket = O.toNullable(marketComparison({ price: 34_000, autograb_data: market() }));
    expect(O.isNone(priceComparisonPanel(overMarket ?? {}))).toBe(true);
  });
});
