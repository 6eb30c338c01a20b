import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLIDER_RANGE,
  HERO_PRICE_SLIDER,
  heroPriceSearchState,
  moveSliderHandle,
  moveSteppedHandle,
  rangeFromSlider,
  sliderRange,
  sliderStep,
  sliderValuesFromRange,
  snapSliderValue,
  writeSearchParams,
  type SliderRange,
  type SliderValues,
} from '../../../domain/search';

const arbRange: fc.Arbitrary<SliderRange> = fc
  .tuple(fc.integer({ min: -10_000, max: 400_000 }), fc.integer({ min: 0, max: 400_000 }))
  .map(([min, width]) => ({ min, max: min + width }));
const anyNumber = fc.double({ noNaN: true, min: -1e7, max: 1e7 });

describe('search range sliders (spec 1 §5)', () => {
  it('defaults to 0–100,000 when no facet stats exist', () => {
    expect(sliderRange(undefined)).toEqual({ min: 0, max: 100_000 });
    expect(sliderRange({ min: null, max: 5 })).toEqual(DEFAULT_SLIDER_RANGE);
    expect(sliderRange({ min: 3_990, max: 189_990 })).toEqual({ min: 3_990, max: 189_990 });
  });

  it('step is the range divided by 100, rounded', () => {
    expect(sliderStep(DEFAULT_SLIDER_RANGE)).toBe(1_000);
    expect(sliderStep({ min: 3_990, max: 189_990 })).toBe(1_860);
    expect(sliderStep({ min: 0, max: 149 })).toBe(1);
    expect(sliderStep({ min: 5, max: 5 })).toBe(1); // choice: never 0
  });

  it('rounds to the nearest 1000 and clamps to the range', () => {
    const range = { min: 3_990, max: 189_990 };
    expect(snapSliderValue(25_499, range)).toBe(25_000);
    expect(snapSliderValue(25_500, range)).toBe(26_000);
    expect(snapSliderValue(4_200, range)).toBe(4_000);
    expect(snapSliderValue(4_100, { min: 4_050, max: 10_000 })).toBe(4_050); // rounds below the min → clamped
    expect(snapSliderValue(189_700, range)).toBe(189_990); // rounds above the max → clamped
  });

  it('ignores moves below the minimum or above the maximum', () => {
    const values = { min: 10_000, max: 50_000 };
    expect(moveSliderHandle({ values, handle: 'min', to: -1, range: DEFAULT_SLIDER_RANGE })).toBe(values);
    expect(moveSliderHandle({ values, handle: 'max', to: 100_001, range: DEFAULT_SLIDER_RANGE })).toBe(values);
    expect(moveSliderHandle({ values, handle: 'max', to: Number.NaN, range: DEFAULT_SLIDER_RANGE })).toBe(values);
  });

  it('the min handle cannot pass the max handle and vice versa', () => {
    const values = { min: 10_000, max: 50_000 };
    expect(moveSliderHandle({ values, handle: 'min', to: 70_000, range: DEFAULT_SLIDER_RANGE })).toEqual({ min: 50_000, max: 50_000 });
    expect(moveSliderHandle({ values, handle: 'max', to: 2_000, range: DEFAULT_SLIDER_RANGE })).toEqual({ min: 10_000, max: 10_000 });
    expect(moveSliderHandle({ values, handle: 'min', to: 20_400, range: DEFAULT_SLIDER_RANGE })).toEqual({ min: 20_000, max: 50_000 });
  });

  it('a handle at its bound writes no refinement on that side', () => {
    expect(rangeFromSlider({ min: 0, max: 100_000 }, DEFAULT_SLIDER_RANGE)).toBeNull();
    expect(rangeFromSlider({ min: 20_000, max: 100_000 }, DEFAULT_SLIDER_RANGE)).toEqual({ min: 20_000 });
    expect(sliderValuesFromRange({ min: 20_000 }, DEFAULT_SLIDER_RANGE)).toEqual({ min: 20_000, max: 100_000 });
  });

  it('slider rounding: the result lies in the range', () => {
    fc.assert(
      fc.property(anyNumber, arbRange, (v, range) => {
        const r = snapSliderValue(v, range);
        expect(r).toBeGreaterThanOrEqual(range.min);
        expect(r).toBeLessThanOrEqual(range.max);
      }),
    );
  });

  it('slider rounding is idempotent', () => {
    fc.assert(
      fc.property(anyNumber, arbRange, (v, range) => {
        const once = snapSliderValue(v, range);
        expect(snapSliderValue(once, range)).toBe(once);
      }),
    );
  });

  it('slider rounding gives a multiple of 1000 unless clamped to a bound', () => {
    fc.assert(
      fc.property(anyNumber, arbRange, (v, range) => {
        const r = snapSliderValue(v, range);
        expect(r % 1000 === 0 || r === range.min || r === range.max).toBe(true);
      }),
    );
  });

  it('moving a handle keeps min ≤ max and both inside the range', () => {
    const start = arbRange.chain((range) =>
      fc
        .tuple(fc.integer({ min: range.min, max: range.max }), fc.integer({ min: range.min, max: range.max }))
        .map(([a, b]) => ({ range, values: { min: Math.min(a, b), max: Math.max(a, b) } as SliderValues })),
    );
    fc.assert(
      fc.property(start, fc.constantFrom('min' as const, 'max' as const), anyNumber, ({ range, values }, handle, to) => {
        const next = moveSliderHandle({ values, handle, to, range });
        expect(next.min).toBeLessThanOrEqual(next.max);
        expect(next.min).toBeGreaterThanOrEqual(range.min);
        expect(next.max).toBeLessThanOrEqual(range.max);
        // only the moved handle changes
        expect(handle === 'min' ? next.max : next.min).toBe(handle === 'min' ? values.max : values.min);
      }),
    );
  });
});

describe('hero price slider (spec 2 §2, §5, §9)', () => {
  it('runs 5,000 to 250,000 in steps of 500 with a minimum gap of 1', () => {
    expect(HERO_PRICE_SLIDER).toEqual({ min: 5_000, max: 250_000, step: 500, minGap: 1 });
  });

  it('snaps to steps of 500 and stops the minimum 1 below the maximum', () => {
    const values = { min: 5_000, max: 60_000 };
    expect(moveSteppedHandle({ values, handle: 'min', to: 12_740 })).toEqual({ min: 12_500, max: 60_000 });
    expect(moveSteppedHandle({ values, handle: 'min', to: 90_000 })).toEqual({ min: 59_999, max: 60_000 });
    expect(moveSteppedHandle({ values, handle: 'max', to: 1_000 })).toEqual({ min: 5_000, max: 5_001 });
    expect(moveSteppedHandle({ values, handle: 'max', to: 1e9 })).toEqual({ min: 5_000, max: 250_000 });
  });

  it('its button searches sorted by price descending', () => {
    const state = heroPriceSearchState({ min: 20_000, max: 250_000 });
    expect(writeSearchParams(state)).toBe('sortBy=price_desc&range[price]=20000:');
  });

  it('the minimum stays below the maximum by at least the gap, inside 5,000–250,000', () => {
    const values = fc
      .tuple(fc.integer({ min: 5_000, max: 250_000 }), fc.integer({ min: 5_000, max: 250_000 }))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
    fc.assert(
      fc.property(values, fc.constantFrom('min' as const, 'max' as const), anyNumber, (v, handle, to) => {
        const next = moveSteppedHandle({ values: v, handle, to });
        expect(next.max - next.min).toBeGreaterThanOrEqual(1);
        expect(next.min).toBeGreaterThanOrEqual(5_000);
        expect(next.max).toBeLessThanOrEqual(250_000);
      }),
    );
  });
});
