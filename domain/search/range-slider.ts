/**
 * Range sliders of the search page (spec 1 §5) and the hero price slider
 * (spec 2 §2 "Price-slider search", §5 "Price slider (hero)").
 */
import { canonicalRange, emptySearchState, type RangeBound, type SearchState } from './search-state';

export interface SliderRange {
  readonly min: number;
  readonly max: number;
}

/** Handle positions; min ≤ max. */
export interface SliderValues {
  readonly min: number;
  readonly max: number;
}

export type SliderHandle = 'min' | 'max';

/** spec 1 §5: default range 0 to 100000 when no facet stats exist. */
export const DEFAULT_SLIDER_RANGE: SliderRange = { min: 0, max: 100_000 };

/** spec 1 §5: slider values are rounded to the nearest 1000. */
export const SLIDER_ROUNDING = 1000;

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * The slider's range from the facet stats (spec 1 §5). Missing or non-finite stats give
 * the default range; choice: crossed stats (min > max) are swapped rather than discarded.
 */
export function sliderRange(stats?: { readonly min?: number | null; readonly max?: number | null } | null): SliderRange {
  const min = stats?.min;
  const max = stats?.max;
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max)) {
    return DEFAULT_SLIDER_RANGE;
  }
  return min <= max ? { min, max } : { min: max, max: min };
}

/**
 * spec 1 §5: step is the range divided by 100, rounded (0–100,000 → 1,000).
 * Choice: never below 1, so a narrow range still moves.
 */
export const sliderStep = (range: SliderRange): number => Math.max(1, Math.round((range.max - range.min) / 100));

/** Nearest multiple of 1000 (halves round up). */
export const roundToThousand = (value: number): number => Math.round(value / SLIDER_ROUNDING) * SLIDER_ROUNDING + 0;

/**
 * spec 1 §5: slider rounding — round to the nearest 1000, then clamp to the range.
 * A value at or beyond a bound is that bound (it is not rounded first), which keeps the
 * rule idempotent when a bound is not itself a multiple of 1000.
 */
export function snapSliderValue(value: number, range: SliderRange): number {
  if (value <= range.min) return range.min;
  if (value >= range.max) return range.max;
  return clamp(roundToThousand(value), range.min, range.max);
}

/**
 * spec 1 §5: moving one handle. Moves below the range minimum or above its maximum (and
 * non-numbers) are ignored; otherwise the value is snapped, and the min handle cannot
 * pass the max handle nor the max handle the min handle (it stops at the other handle).
 */
export function moveSliderHandle(options: {
  readonly values: SliderValues;
  readonly handle: SliderHandle;
  readonly to: number;
  readonly range: SliderRange;
}): SliderValues {
  const { values, handle, to, range } = options;
  if (!Number.isFinite(to) || to < range.min || to > range.max) return values;
  const snapped = snapSliderValue(to, range);
  return handle === 'min' ? { min: Math.min(snapped, values.max), max: values.max } : { min: values.min, max: Math.max(snapped, values.min) };
}

/** Handle positions for a range refinement: a missing side sits at its bound. */
export function sliderValuesFromRange(bound: RangeBound | undefined, range: SliderRange): SliderValues {
  const min = clamp(bound?.min ?? range.min, range.min, range.max);
  const max = clamp(bound?.max ?? range.max, range.min, range.max);
  return min <= max ? { min, max } : { min: max, max: min };
}

/**
 * The refinement a slider writes: a handle at its bound filters nothing on that side,
 * so it is omitted; both at their bounds → no refinement (null).
 */
export function rangeFromSlider(values: SliderValues, range: SliderRange): RangeBound | null {
  const bound = canonicalRange({
    ...(values.min > range.min ? { min: values.min } : {}),
    ...(values.max < range.max ? { max: values.max } : {}),
  });
  return bound ?? null;
}

// ---------------------------------------------------------------------------
// Hero price slider (spec 2 §2, §5, §9).

export interface SteppedSlider {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Smallest allowed max − min. */
  readonly minGap: number;
}

/** spec 2 §2, §9: price 5,000 to 250,000 in steps of 500; spec 2 §5: minimum gap of 1. */
export const HERO_PRICE_SLIDER: SteppedSlider = { min: 5_000, max: 250_000, step: 500, minGap: 1 };

/** Nearest step from the slider minimum, clamped to the slider. */
export function snapToStep(value: number, slider: SteppedSlider): number {
  if (!Number.isFinite(value)) return slider.min;
  const stepped = slider.min + Math.round((value - slider.min) / slider.step) * slider.step;
  return clamp(stepped, slider.min, slider.max);
}

/**
 * spec 2 §5: minimum stays below maximum with a minimum gap of 1. A handle pushed into
 * the other stops `minGap` short of it (as a range slider's minRange does), so the stop
 * may fall between steps. Choice: values outside the slider are clamped, not ignored
 * (the hero slider's rules do not say "ignored" as spec 1 §5 does).
 */
export function moveSteppedHandle(options: {
  readonly values: SliderValues;
  readonly handle: SliderHandle;
  readonly to: number;
  readonly slider?: SteppedSlider;
}): SliderValues {
  const slider = options.slider ?? HERO_PRICE_SLIDER;
  const snapped = snapToStep(options.to, slider);
  const { values } = options;
  return options.handle === 'min'
    ? { min: Math.max(slider.min, Math.min(snapped, values.max - slider.minGap)), max: values.max }
    : { min: values.min, max: Math.min(slider.max, Math.max(snapped, values.min + slider.minGap)) };
}

/**
 * spec 2 §2: the hero slider's button goes to the search sorted by price descending.
 * Choice: a handle left at the slider's end filters nothing on that side.
 */
export function heroPriceSearchState(values: SliderValues, slider: SteppedSlider = HERO_PRICE_SLIDER): SearchState {
  const bound = rangeFromSlider(values, slider);
  return { ...emptySearchState, sortBy: 'price_desc', range: bound ? { price: bound } : {} };
}
