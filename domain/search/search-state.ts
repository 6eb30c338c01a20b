/**
 * The search state of the listing page (spec 1 §2 "Vehicle search listing", §4).
 * One shape for the UI, the HTTP API (`GET /api/search` in docs/http-api.md) and the
 * search engine. The state is kept canonical by every function here, so two states
 * that mean the same search are equal and write the same URL (spec 1 §7: results
 * are cached by request key).
 */
import type { SearchFilter } from '../dealer-site/dealer-site';

/** docs/http-api.md, `GET /api/search`: sortBy values; relevance is the default. */
export const SORT_BY_VALUES = ['relevance', 'latest', 'price_desc', 'price_asc', 'weekly_asc'] as const;
export type SortBy = (typeof SORT_BY_VALUES)[number];
export const DEFAULT_SORT_BY: SortBy = 'relevance';

/** spec 1 §2: the filters a dealer site can show, verbatim. */
export const SEARCH_FILTERS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
] as const satisfies readonly SearchFilter[];

/**
 * Refinement attributes: the spec 1 §2 filter list, plus two keys the specs themselves
 * put in a search URL although the list omits them (see "Ambiguities" in the trace):
 * `dealership_slug` (spec 1 §2's own example `refinementList[dealership_slug][0]`) and
 * `location_id` (spec 2 §2 hero dealership select).
 */
export const REFINEMENT_ATTRIBUTES = [...SEARCH_FILTERS, 'dealership_slug', 'location_id'] as const;
export type RefinementAttribute = (typeof REFINEMENT_ATTRIBUTES)[number];

/**
 * spec 1 §2: price and kilometres are range sliders. Choice: year and
 * subscription_price are numeric filters too, so they may be ranges as well; and
 * weekly_price (the weekly finance estimate, issue 4's affordability search 'cars under
 * $150 a week') is one, beside its bucketed refinement weekly_price_range.
 */
export const RANGE_ATTRIBUTES = ['price', 'km', 'year', 'subscription_price', 'weekly_price'] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** Choice (not in the spec): hitsPerPage outside 1–100 is ignored, to bound the work of one request. */
export const MAX_HITS_PER_PAGE = 100;
/** spec 1 §9 / spec 2 §9: page size default 21. */
export const DEFAULT_HITS_PER_PAGE = 21;

export interface RangeBound {
  readonly min?: number;
  readonly max?: number;
}

export interface SearchState {
  readonly query: string;
  /** 1-based. */
  readonly page: number;
  readonly sortBy: SortBy;
  /** Absent: the site's page size. */
  readonly hitsPerPage?: number;
  readonly refinementList: Readonly<Partial<Record<RefinementAttribute, readonly string[]>>>;
  readonly range: Readonly<Partial<Record<RangeAttribute, RangeBound>>>;
}

/** spec 1 §4: the search state starts empty. */
export const emptySearchState: SearchState = {
  query: '',
  page: 1,
  sortBy: DEFAULT_SORT_BY,
  refinementList: {},
  range: {},
};

const refinementSet: ReadonlySet<string> = new Set(REFINEMENT_ATTRIBUTES);
const rangeSet: ReadonlySet<string> = new Set(RANGE_ATTRIBUTES);
const sortSet: ReadonlySet<string> = new Set(SORT_BY_VALUES);

export const isRefinementAttribute = (name: string): name is RefinementAttribute => refinementSet.has(name);
export const isRangeAttribute = (name: string): name is RangeAttribute => rangeSet.has(name);
export const isSortBy = (value: string): value is SortBy => sortSet.has(value);

/** Code-unit order: the same on every machine and locale. */
export const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** URLs carry UTF-8 only: a lone surrogate cannot be written, so it becomes U+FFFD (as URLSearchParams does). */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, '\uFFFD');

/** Refinement values: trimmed, non-empty, unique, in code-unit order. */
export function canonicalValues(values: readonly string[]): string[] {
  const set = new Set<string>();
  for (const value of values) {
    const v = wellFormed(value).trim();
    if (v !== '') set.add(v);
  }
  return [...set].sort(compareCodeUnits);
}

const finiteOrUndefined = (n: number | undefined): number | undefined => (n === undefined || !Number.isFinite(n) ? undefined : n + 0); // + 0 turns -0 into 0

/** A range with no finite side is no range; crossed sides are swapped. */
export function canonicalRange(bound: RangeBound | null | undefined): RangeBound | undefined {
  if (!bound) return undefined;
  let min = finiteOrUndefined(bound.min);
  let max = finiteOrUndefined(bound.max);
  if (min === undefined && max === undefined) return undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

export const canonicalPage = (page: number): number => (Number.isSafeInteger(page) && page >= 1 ? page : 1);

export const canonicalHitsPerPage = (n: number | undefined): number | undefined =>
  n !== undefined && Number.isInteger(n) && n >= 1 && n <= MAX_HITS_PER_PAGE ? n : undefined;

/**
 * The canonical form of any state: unknown attributes dropped, values cleaned and
 * ordered, attributes in code-unit order, empty filters removed, page ≥ 1, sortBy valid.
 */
export function canonicalSearchState(state: SearchState): SearchState {
  const refinementList: Partial<Record<RefinementAttribute, string[]>> = {};
  for (const attribute of Object.keys(state.refinementList).sort(compareCodeUnits)) {
    if (!isRefinementAttribute(attribute)) continue;
    const values = canonicalValues(state.refinementList[attribute] ?? []);
    if (values.length > 0) refinementList[attribute] = values;
  }
  const range: Partial<Record<RangeAttribute, RangeBound>> = {};
  for (const attribute of Object.keys(state.range).sort(compareCodeUnits)) {
    if (!isRangeAttribute(attribute)) continue;
    const bound = canonicalRange(state.range[attribute]);
    if (bound) range[attribute] = bound;
  }
  const hitsPerPage = canonicalHitsPerPage(state.hitsPerPage);
  return {
    query: wellFormed(state.query),
    page: canonicalPage(state.page),
    sortBy: isSortBy(state.sortBy) ? state.sortBy : DEFAULT_SORT_BY,
    ...(hitsPerPage !== undefined ? { hitsPerPage } : {}),
    refinementList,
    range,
  };
}

// ---------------------------------------------------------------------------
// Reducers (spec 1 §4: any change of query, page, sort or filter updates the state;
// a filter change removes the page).

export type FilterChange =
  | { readonly kind: 'refine'; readonly attribute: RefinementAttribute; readonly values: readonly string[] }
  | { readonly kind: 'toggle'; readonly attribute: RefinementAttribute; readonly value: string }
  | { readonly kind: 'range'; readonly attribute: RangeAttribute; readonly bound: RangeBound | null }
  | { readonly kind: 'clear-attribute'; readonly attribute: RefinementAttribute | RangeAttribute }
  | { readonly kind: 'clear-all' };

/** spec 1 §4: a filter change removes the page (back to page 1). */
export function applyFilterChange(state: SearchState, change: FilterChange): SearchState {
  const refinementList: Partial<Record<RefinementAttribute, readonly string[]>> = { ...state.refinementList };
  const range: Partial<Record<RangeAttribute, RangeBound>> = { ...state.range };
  switch (change.kind) {
    case 'refine':
      refinementList[change.attribute] = change.values;
      break;
    case 'toggle': {
      const current = refinementList[change.attribute] ?? [];
      const value = change.value.trim();
      refinementList[change.attribute] = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      break;
    }
    case 'range':
      if (change.bound) range[change.attribute] = change.bound;
      else delete range[change.attribute];
      break;
    case 'clear-attribute':
      if (isRefinementAttribute(change.attribute)) delete refinementList[change.attribute];
      if (isRangeAttribute(change.attribute)) delete range[change.attribute];
      break;
    case 'clear-all':
      return canonicalSearchState({ ...state, page: 1, refinementList: {}, range: {} });
  }
  return canonicalSearchState({ ...state, page: 1, refinementList, range });
}

export const setRefinement = (state: SearchState, attribute: RefinementAttribute, values: readonly string[]): SearchState =>
  applyFilterChange(state, { kind: 'refine', attribute, values });

export const toggleRefinement = (state: SearchState, attribute: RefinementAttribute, value: string): SearchState =>
  applyFilterChange(state, { kind: 'toggle', attribute, value });

export const setRange = (state: SearchState, attribute: RangeAttribute, bound: RangeBound | null): SearchState =>
  applyFilterChange(state, { kind: 'range', attribute, bound });

export const clearFilter = (state: SearchState, attribute: RefinementAttribute | RangeAttribute): SearchState =>
  applyFilterChange(state, { kind: 'clear-attribute', attribute });

/** Clears refinements and ranges; keeps the text query and the sort. */
export const clearFilters = (state: SearchState): SearchState => applyFilterChange(state, { kind: 'clear-all' });

/**
 * Choice: the spec drops the page only on a filter change; a new text query narrows
 * the result set like a filter does, so it drops the page too.
 */
export const setQuery = (state: SearchState, query: string): SearchState => canonicalSearchState({ ...state, query, page: 1 });

export const setPage = (state: SearchState, page: number): SearchState => canonicalSearchState({ ...state, page });

/** Choice: a sort change keeps the page (spec 1 §4 names only filter changes). */
export const setSortBy = (state: SearchState, sortBy: SortBy): SearchState => canonicalSearchState({ ...state, sortBy });

/** Choice: a page-size change drops the page, since page numbers change meaning. */
export function setHitsPerPage(state: SearchState, hitsPerPage: number | undefined): SearchState {
  const { hitsPerPage: _old, ...rest } = state;
  return canonicalSearchState(hitsPerPage === undefined ? { ...rest, page: 1 } : { ...rest, hitsPerPage, page: 1 });
}

/** True when the state has any refinement or range (the 'Clear Filters' button applies). */
export const hasFilters = (state: SearchState): boolean => Object.keys(state.refinementList).length > 0 || Object.keys(state.range).length > 0;
