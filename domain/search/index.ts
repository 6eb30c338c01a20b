/** Public API of the search area: state and its URL codec, routes, sliders, facets, stock filters, sorts. */
export {
  SORT_BY_VALUES,
  DEFAULT_SORT_BY,
  SEARCH_FILTERS,
  REFINEMENT_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  MAX_HITS_PER_PAGE,
  DEFAULT_HITS_PER_PAGE,
  emptySearchState,
  isRefinementAttribute,
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

export { parseSearchParams, writeSearchParams, parseRangeValue, searchStateKey } from './search-params';
export type { SearchParamsInput } from './search-params';

export {
  DEFAULT_SLIDER_RANGE,
  SLIDER_ROUNDING,
  HERO_PRICE_SLIDER,
  sliderRange,
  sliderStep,
  roundToThousand,
  snapSliderValue,
  moveSliderHandle,
  sliderValuesFromRange,
  rangeFromSlider,
  snapToStep,
  moveSteppedHandle,
  heroPriceSearchState,
} from './range-slider';
export type { SliderRange, SliderValues, SliderHandle, SteppedSlider } from './range-slider';

export {
  FACET_SHOW_ALL_THRESHOLD,
  MAKE_MODEL_LIST_LIMIT,
  FACET_LIMITS,
  LOCATION_FACET_LIMITS,
  APPROXIMATE_COUNT_ABOVE,
  CAR_TYPE_ORDER,
  dropFacetStats,
  numericLabel,
  sortFacetItems,
  uniqueByLabel,
  facetItems,
  facetLists,
  facetVisibleItems,
  displayResultCount,
} from './facets';
export type { FacetItem, RawFacets } from './facets';

export {
  STOCK_FILTER_PRESETS,
  isStockFilterPresetId,
  parseStockFilter,
  stockFilterPreset,
  stockFilterPredicate,
  describeStockFilter,
  isVisibleOnSite,
  siteStockPredicate,
  siteListing,
} from './stock-filter';
export type {
  StockCriteria,
  StockFilterPreset,
  StockFilterPresetId,
  StockCar,
  StockFilterError,
  VisibilityCar,
  SiteListing,
} from './stock-filter';

export {
  SEARCH_ROUTE_BASES,
  BODY_TYPES,
  CAR_TYPE_ROUTES,
  slugify,
  bodySlug,
  resolveSlug,
  parseSearchPath,
  searchPath,
  searchHref,
  facetLinkHref,
} from './search-routes';
export type { SearchRouteBase, SearchRouteContext, SearchRouteError, SearchRouteErrorCode } from './search-routes';

export { DEFAULT_SORT_OPTIONS, WEEKLY_SORT_OPTION, sortOptions, sortPlan } from './sort-options';
export type { SortOption, SortField, SortKey, SortPlan } from './sort-options';

export {
  MIN_TYPO_TERM_LENGTH,
  MAX_QUERY_TERMS,
  normaliseSearchText,
  searchWords,
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
export type { QueryTerm, TermMatch } from './search-text';

export {
  FACET_ATTRIBUTES,
  NUMERIC_REFINEMENT_ATTRIBUTES,
  isFacetAttribute,
  numericRefinementValues,
  PRICE_RANGE_BOUNDS,
  WEEKLY_PRICE_RANGE_BOUNDS,
  priceRangeLabel,
  weeklyPriceRangeLabel,
  customRank,
  searchProfileSignature,
  carCategories,
  weeklyPrice,
  searchDocuments,
  inRange,
} from './search-document';
export type { FacetAttribute, NumericRefinementAttribute, SearchProfile, SearchDocument } from './search-document';

export {
  CONDITION_CYCLE,
  isCondition,
  conditionsInStock,
  nextCondition,
  NO_CHOICE,
  autoSelect,
  dealershipOptions,
  MONEY_QUICK_PICKS,
  MONEY_QUICK_PICKS_HIGH,
  KM_QUICK_PICKS,
  pickMaximum,
  isPickableMaximum,
  CAR_TYPE_SLIDES,
  carTypeSlides,
} from './hero-search';
export type { Condition, SelectChoice, DealershipOption, CarTypeSlide, CarTypeSlideLink } from './hero-search';
