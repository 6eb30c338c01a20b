/**
 * Rules of the search hero and its widgets (spec 2 §2 "Search hero and input widgets",
 * "Car type slider"): the condition filter's cycle, the dealership select's auto-selection,
 * the hero price slider's quick picks, and the car-type slider's links. The price slider's
 * own rules (range, step, gap, its search) are in ./range-slider.ts.
 */
import type { CarType } from '../vehicle/car';
import { searchHref, type SearchRouteContext } from './search-routes';
import { emptySearchState, setRefinement } from './search-state';
import type { SliderValues, SteppedSlider } from './range-slider';
import { HERO_PRICE_SLIDER } from './range-slider';

// ---------------------------------------------------------------------------
// Condition filter (spec 2 §2: "Condition filter All/New/Demo/Used on car_type; it cycles
// All (empty), new, demo, used").

/** spec 2 §2: the condition filter's values in their cycle order; '' is All. */
export const CONDITION_CYCLE = ['', 'new', 'demo', 'used'] as const satisfies readonly ('' | CarType)[];
export type Condition = (typeof CONDITION_CYCLE)[number];

/**
 * The conditions a site offers: All, then each car type its stock has (count above 0), in
 * the cycle order. Choice: a car type with no stock is not offered (it could only find nothing).
 */
export function conditionsInStock(carTypeCounts: Readonly<Record<string, number>> | undefined): Condition[] {
  return CONDITION_CYCLE.filter((condition) => condition === '' || (carTypeCounts?.[condition] ?? 0) > 0);
}

/**
 * spec 2 §2: the condition after `current` in the cycle All → new → demo → used → All
 * (`direction` -1 goes back), skipping conditions not in `offered` (default: all four).
 * A current value that is not offered starts from its place in the full cycle.
 */
export function nextCondition(current: Condition, options: { readonly offered?: readonly Condition[]; readonly direction?: 1 | -1 } = {}): Condition {
  const offered = options.offered ?? CONDITION_CYCLE;
  const direction = options.direction ?? 1;
  const size = CONDITION_CYCLE.length;
  const at = CONDITION_CYCLE.indexOf(current);
  for (let step = 1; step <= size; step++) {
    const candidate = CONDITION_CYCLE[(((at + direction * step) % size) + size) % size] ?? '';
    if (offered.includes(candidate)) return candidate;
  }
  return '';
}

// ---------------------------------------------------------------------------
// Dealership select (spec 2 §2: "A dealership select (field location_id) auto-selects when
// exactly one option remains").

/** A select's value and whether the select chose it itself (auto) or the shopper did. */
export interface SelectChoice {
  readonly value: string;
  readonly auto: boolean;
}

export const NO_CHOICE: SelectChoice = { value: '', auto: false };

/**
 * spec 2 §2: the select auto-selects when exactly one option remains. Choices: the shopper's
 * own choice is never overridden; an auto-selection is released (back to 'All') as soon as
 * the other choices leave more than one option, or none, so it never narrows a later search
 * the shopper did not ask to narrow.
 */
export function autoSelect(options: readonly string[], current: SelectChoice): SelectChoice {
  if (current.value !== '' && !current.auto) return current;
  const [only] = options;
  if (options.length === 1 && only !== undefined) return current.auto && current.value === only ? current : { value: only, auto: true };
  return current.auto ? NO_CHOICE : current;
}

/** What the dealership select lists of a location. */
export interface DealershipOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/**
 * The dealership select's options: the site's own locations (in the site's order) that hold
 * stock in `locationCounts` (the location_id facet of the current choices). Choice: a location
 * without stock (a service centre) is not listed, nor is a stock location the site does not show.
 */
export function dealershipOptions(
  locations: readonly { readonly id: number; readonly name: string }[],
  locationCounts: Readonly<Record<string, number>> | undefined,
): DealershipOption[] {
  return locations.flatMap((location) => {
    const count = locationCounts?.[String(location.id)] ?? 0;
    return count > 0 ? [{ value: String(location.id), label: location.name, count }] : [];
  });
}

// ---------------------------------------------------------------------------
// Price-slider search (spec 2 §2; §9 "Hero price slider 5,000 to 250,000, step 500").

/**
 * spec 2 §2 money input: quick picks from $5,000 to $70,000. Choice: the values between
 * (the spec gives the ends only).
 */
export const MONEY_QUICK_PICKS: readonly number[] = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 60_000, 70_000];

/** spec 2 §2 money input, "on one variant a second list from $300,000 to $800,000". Choice: steps of 100,000. */
export const MONEY_QUICK_PICKS_HIGH: readonly number[] = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000];

/** spec 2 §2 kilometres input "quick-pick options". Choice: the values (the spec names none). */
export const KM_QUICK_PICKS: readonly number[] = [10_000, 20_000, 50_000, 75_000, 100_000, 150_000];

/**
 * A budget quick pick on the hero: the maximum becomes `to` (snapped to the slider); the
 * minimum stays unless it is not below the new maximum, then it goes back to the slider's
 * start. A pick that leaves no room above the slider's start (≤ 5,000) is not pickable.
 */
export function pickMaximum(values: SliderValues, to: number, slider: SteppedSlider = HERO_PRICE_SLIDER): SliderValues {
  if (!isPickableMaximum(to, slider)) return values;
  const max = Math.min(slider.max, to);
  return { min: values.min <= max - slider.minGap ? values.min : slider.min, max };
}

/** Whether a maximum quick pick leaves a range on the slider (spec 2 §5: the minimum stays below it). */
export const isPickableMaximum = (to: number, slider: SteppedSlider = HERO_PRICE_SLIDER): boolean => Number.isFinite(to) && to - slider.minGap >= slider.min;

// ---------------------------------------------------------------------------
// Car type slider (spec 2 §2: "Car type slider: All, New, New / Demo, Used, Demo").

export type CarTypeSlide = 'all' | 'new' | 'new-demo' | 'used' | 'demo';

/** spec 2 §2: the slides in their order, each with the car types it searches. */
export const CAR_TYPE_SLIDES: readonly { readonly id: CarTypeSlide; readonly carTypes: readonly CarType[] }[] = [
  { id: 'all', carTypes: [] },
  { id: 'new', carTypes: ['new'] },
  { id: 'new-demo', carTypes: ['new', 'demo'] },
  { id: 'used', carTypes: ['used'] },
  { id: 'demo', carTypes: ['demo'] },
];

export interface CarTypeSlideLink {
  readonly id: CarTypeSlide;
  readonly carTypes: readonly CarType[];
  /** Cars of these types in stock. */
  readonly count: number;
  /** The search route of the slide: /search, /search/new-cars, /search/new-and-demo-cars, /search/used-cars, /search/demo-cars. */
  readonly href: string;
}

/**
 * The slides a site shows, with their links (spec 2 §2). Choice: only slides that find
 * stock and differ from another slide shown — New / Demo only when there are both new and
 * demo cars, All only when there are two car types or more — so a used-only site shows Used.
 */
export function carTypeSlides(carTypeCounts: Readonly<Record<string, number>> | undefined, ctx: SearchRouteContext): CarTypeSlideLink[] {
  const countOf = (type: CarType): number => Math.max(0, carTypeCounts?.[type] ?? 0);
  const inStock = (['new', 'demo', 'used'] as const).filter((type) => countOf(type) > 0);
  return CAR_TYPE_SLIDES.flatMap((slide) => {
    const types = slide.id === 'all' ? inStock : slide.carTypes;
    const shown = slide.id === 'all' ? inStock.length >= 2 : slide.carTypes.every((type) => countOf(type) > 0);
    if (!shown) return [];
    const state = slide.id === 'all' ? emptySearchState : setRefinement(emptySearchState, 'car_type', slide.carTypes);
    return [{ id: slide.id, carTypes: slide.carTypes, count: types.reduce((sum, type) => sum + countOf(type), 0), href: searchHref(state, ctx) }];
  });
}
