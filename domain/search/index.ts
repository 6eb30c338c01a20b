/** Public API of the search area: state and its URL codec, routes, sliders, facets, stock filters, sorts. */
export {
  SORT_BY_VALUES,
  DEFAULT_SORT_BY,
  REFINEMENT_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  MAX_HITS_PER_PAGE,
  DEFAULT_HITS_PER_PAGE,
  emptySearchState,
  isRangeAttribute,
  isSortBy,
  canonicalSearchState,
  applyFilterChange,
  setRefinement,
  toggleRefinement,
  setRange,
  clearFilter,
  clearFilters,
  setQuery,
  setPage,
  setSortBy,
  setHitsPerPage,
  hasFilters,
} from './search-state';
export type { SortBy, RefinementAttribute, RangeAttribute, RangeBound, SearchState, FilterChange } from './search-state';

export { parseSearchParams, writeSearchParams, searchStateKey } from './search-params';

export {
  DEFAULT_SLIDER_RANGE,
  HERO_PRICE_SLIDER,
  sliderRange,
  sliderStep,
  snapSliderValue,
  moveSliderHandle,
  sliderValuesFromRange,
  rangeFromSlider,
  moveSteppedHandle,
  heroPriceSearchState,
} from './range-slider';
export type { SliderRange, SliderValues, SliderHandle } from './range-slider';

export {
  FACET_SHOW_ALL_THRESHOLD,
  MAKE_MODEL_LIST_LIMIT,
  FACET_LIMITS,
  dropFacetStats,
  numericLabel,
  facetItems,
  facetLists,
  facetVisibleItems,
  displayResultCount,
} from './facets';
export type { FacetItem } from './facets';

export {
  STOCK_FILTER_PRESETS,
  parseStockFilter,
  stockFilterPredicate,
  describeStockFilter,
  isVisibleOnSite,
  siteStockPredicate,
  siteListing,
} from './stock-filter';

export { BODY_TYPES, CAR_TYPE_ROUTES, slugify, bodySlug, resolveSlug, parseSearchPath, searchHref, facetLinkHref } from './search-routes';
export type { SearchRouteBase, SearchRouteContext } from './search-routes';

export { sortOptions, sortPlan } from './sort-options';
export type { SortKey } from './sort-options';

export {
  normaliseSearchText,
  documentTerms,
  allowsTypo,
  typoReachable,
  queryTerms,
  withinOneTypo,
  deletionVariants,
  typoLookupKeys,
  prefixUpperBound,
  termMatch,
  exactTermScore,
  matchesQuery,
} from './search-text';
export type { QueryTerm } from './search-text';

export {
  FACET_ATTRIBUTES,
  NUMERIC_REFINEMENT_ATTRIBUTES,
  isFacetAttribute,
  numericRefinementValues,
  PRICE_RANGE_BOUNDS,
  priceRangeLabel,
  weeklyPriceRangeLabel,
  customRank,
  searchProfileSignature,
  carCategories,
  searchDocuments,
  inRange,
} from './search-document';
export type { FacetAttribute, SearchProfile, SearchDocument } from './search-document';

export {
  CONDITION_CYCLE,
  conditionsInStock,
  nextCondition,
  NO_CHOICE,
  autoSelect,
  dealershipOptions,
  MONEY_QUICK_PICKS,
  MONEY_QUICK_PICKS_HIGH,
  pickMaximum,
  isPickableMaximum,
  carTypeSlides,
} from './hero-search';
export type { Condition, SelectChoice } from './hero-search';
