import * as O from 'fp-ts/Option';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABOVE_MARKET_LABEL, BAND_HEADLINES, dealLabel, fillBand, priceComparisonPanel, type PriceComparisonResult } from '../../../domain/vehicle';

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

  it("never labels a price above most of the market a deal (issue 17): 'Above Market' in the low band, a given description too", () => {
    expect(dealLabel(0.29)).toBe(ABOVE_MARKET_LABEL);
    expect(dealLabel(0.1, 'Good Deal')).toBe(ABOVE_MARKET_LABEL);
    expect(dealLabel(0.3)).toBe('Good Deal');
    expect(priceComparisonPanel(autogauge({ fill: 0.12 }))).toEqual(
      O.some(expect.objectContaining({ band: 'low', label: 'Above Market', headline: 'Priced above most of the market' })),
    );
  });

  it('shows its working: where the price sits in the range, the averages, the state and how many cars (issue 17)', () => {
    const panel = priceComparisonPanel(
      autogauge({ listing_price: 27_000, average_market_price: 28_500, state_average_market_price: 28_100, state: 'QLD', comparable_count: 41 }),
    );
    expect(panel).toEqual(
      O.some(
        expect.objectContaining({
          headline: BAND_HEADLINES.medium,
          working: { positionPercent: 20, averagePrice: 28_500, stateAveragePrice: 28_100, state: 'QLD', comparableCount: 41 },
        }),
      ),
    );
    // Without the figures the panel still shows, with what it has.
    expect(priceComparisonPanel(autogauge())).toEqual(
      O.some(expect.objectContaining({ working: { positionPercent: 60, averagePrice: null, stateAveragePrice: null, state: null, comparableCount: null } })),
    );
  });

  it('label, band and headline always agree (issue 17)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.option(fc.constantFrom('Good Deal', 'Great Deal', 'Priced to sell')), (fill, description) => {
        const panel = priceComparisonPanel(autogauge({ fill, description }));
        if (O.isNone(panel)) return;
        const { band, label, headline } = panel.value;
        expect(headline).toBe(BAND_HEADLINES[band]);
        if (band === 'low') expect(label).toBe(ABOVE_MARKET_LABEL);
        else expect(label).not.toBe(ABOVE_MARKET_LABEL);
      }),
    );
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
