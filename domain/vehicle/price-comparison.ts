import * as O from 'fp-ts/Option';

/** spec 1 §3, §7: the autogauge answer; any field may be missing. */
export interface PriceComparisonResult {
  readonly fill?: number | null;
  readonly listing_price?: number | null;
  readonly market_range_min?: number | null;
  readonly market_range_max?: number | null;
  readonly confidence?: number | null;
  readonly description?: string | null;
}

export type FillBand = 'low' | 'medium' | 'high';

export interface PriceComparisonPanel {
  readonly fill: number;
  readonly band: FillBand;
  readonly label: string;
  readonly listingPrice: number;
  readonly marketRangeMin: number;
  readonly marketRangeMax: number;
  readonly confidence: number;
}

/** spec 1 §4: the panel needs confidence above 0.2. */
export const MIN_CONFIDENCE = 0.2;
/** spec 1 §4: fill below 0.65 is a 'Good Deal', else a 'Great Deal'. */
export const GREAT_DEAL_FILL = 0.65;
/** spec 1 §4: the gauge animates for 2 to 2.5 seconds. */
export const GAUGE_ANIMATION_MS = { min: 2_000, max: 2_500 } as const;

/**
 * spec 1 §4 price comparison: hidden unless confidence > 0.2, market max ≥ listing price and
 * all numeric fields are present (description is optional: it only replaces the label).
 */
export function priceComparisonPanel(result: PriceComparisonResult): O.Option<PriceComparisonPanel> {
  const { fill, listing_price, market_range_min, market_range_max, confidence } = result;
  if (!isNumber(fill) || !isNumber(listing_price) || !isNumber(market_range_min) || !isNumber(market_range_max) || !isNumber(confidence)) {
    return O.none;
  }
  if (!(confidence > MIN_CONFIDENCE) || market_range_max < listing_price) return O.none;
  return O.some({
    fill,
    band: fillBand(fill),
    label: dealLabel(fill, result.description),
    listingPrice: listing_price,
    marketRangeMin: market_range_min,
    marketRangeMax: market_range_max,
    confidence,
  });
}

/** spec 1 §4: below 0.3 low, 0.3 to under 0.6 medium, 0.6 or more high. */
export function fillBand(fill: number): FillBand {
  if (fill < 0.3) return 'low';
  if (fill < 0.6) return 'medium';
  return 'high';
}

/** spec 1 §4: a given (non-blank) description is the label; else 'Good Deal' below 0.65, 'Great Deal' from 0.65. */
export function dealLabel(fill: number, description?: string | null): string {
  const given = description?.trim();
  if (given) return given;
  return fill < GREAT_DEAL_FILL ? 'Good Deal' : 'Great Deal';
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
