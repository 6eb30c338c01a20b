import * as O from 'fp-ts/Option';

/** spec 1 §3, §7: the autogauge answer; any field may be missing. */
export interface PriceComparisonResult {
  readonly fill?: number | null;
  readonly listing_price?: number | null;
  readonly market_range_min?: number | null;
  readonly market_range_max?: number | null;
  readonly confidence?: number | null;
  readonly description?: string | null;
  /** issue 17 'a deal rating a shopper can check': the market figures behind the range (any may be missing). */
  readonly average_market_price?: number | null;
  readonly state_average_market_price?: number | null;
  /** The state the car is in (its state average is that state's). */
  readonly state?: string | null;
  /** How many comparable cars the market figures come from. */
  readonly comparable_count?: number | null;
}

export type FillBand = 'low' | 'medium' | 'high';

/** issue 17: the panel's working — what the rating is worked out from, for the shopper to check. */
export interface PriceComparisonWorking {
  /** Where the price sits in the market range: 0 at its lowest price, 100 at its highest. */
  readonly positionPercent: number;
  readonly averagePrice: number | null;
  readonly stateAveragePrice: number | null;
  readonly state: string | null;
  readonly comparableCount: number | null;
}

export interface PriceComparisonPanel {
  readonly fill: number;
  readonly band: FillBand;
  readonly label: string;
  /** The band in words ('Priced below most of the market'); always agrees with the label. */
  readonly headline: string;
  readonly working: PriceComparisonWorking;
  readonly listingPrice: number;
  readonly marketRangeMin: number;
  readonly marketRangeMax: number;
  readonly confidence: number;
}

/** spec 1 §4: the panel needs confidence above 0.2. */
export const MIN_CONFIDENCE = 0.2;
/** spec 1 §4: fill below 0.65 is a 'Good Deal', else a 'Great Deal'. */
export const GREAT_DEAL_FILL = 0.65;
/**
 * issue 17 'the price comparison's label, band and headline always agree': the label of a price
 * in the low band (above most of the market), where the spec's 'Good Deal' (any fill below 0.65)
 * would contradict the headline. Choice: a market description given with the data does not
 * replace it there either (it may praise the price).
 */
export const ABOVE_MARKET_LABEL = 'Above Market';
export const BAND_HEADLINES: Readonly<Record<FillBand, string>> = {
  low: 'Priced above most of the market',
  medium: 'Priced in line with the market',
  high: 'Priced below most of the market',
};

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
  const band = fillBand(fill);
  const amount = (n: number | null | undefined): number | null => (isNumber(n) && n > 0 ? n : null);
  const span = market_range_max - market_range_min;
  return O.some({
    fill,
    band,
    label: dealLabel(fill, result.description),
    headline: BAND_HEADLINES[band],
    working: {
      positionPercent: span > 0 ? Math.round(Math.min(1, Math.max(0, (listing_price - market_range_min) / span)) * 100) : 0,
      averagePrice: amount(result.average_market_price),
      stateAveragePrice: amount(result.state_average_market_price),
      state: result.state?.trim() ? result.state.trim() : null,
      comparableCount: isNumber(result.comparable_count) && result.comparable_count > 0 ? Math.round(result.comparable_count) : null,
    },
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

/**
 * spec 1 §4: a given (non-blank) description is the label; else 'Good Deal' below 0.65, 'Great
 * Deal' from 0.65. issue 17: in the low band (priced above most of the market) it is
 * ABOVE_MARKET_LABEL whatever else, so the label never contradicts the headline.
 */
export function dealLabel(fill: number, description?: string | null): string {
  if (fillBand(fill) === 'low') return ABOVE_MARKET_LABEL;
  const given = description?.trim();
  if (given) return given;
  return fill < GREAT_DEAL_FILL ? 'Good Deal' : 'Great Deal';
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
