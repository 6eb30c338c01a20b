/**
 * Vehicle rules (spec 1 §4, §5, §9): availability, price display, tag banners, sold handling,
 * price comparison, market badge, compare/favourite and reserve, similar vehicles, display
 * helpers, label rewrites and promo placement. Pure functions over narrow slices of Car.
 */
export type * from './car';
export {
  availability,
  availabilityPresentation,
  FIND_SIMILAR_LABEL,
  isAvailable,
  isInStock,
  isPurchasable,
  SOLD_HEADLINE,
  SOLD_MESSAGE,
  type Availability,
  type AvailabilityPresentation,
} from './availability';
export {
  CASH_PRICE_LABEL,
  cashPrice,
  DEFAULT_NO_PRICE_TEXT,
  OFFER_PRICE_MINIMUM,
  PREORDER_LABEL,
  priceDisplay,
  priceLabel,
  priceLineText,
  wasPriceLabel,
  type PriceCar,
  type PriceDisplay,
  type PriceDisplayOptions,
} from './price-display';
export { formatDollars, isPositiveAmount } from './money';
export {
  CERTIFIED_USED_MAKE,
  CERTIFIED_USED_PROGRAMME,
  DEFAULT_INCLUDE_SOLD_CARS_DAYS,
  DEFAULT_NEW_TAG,
  DEFAULT_SOLD_TAG,
  electricOrHybrid,
  isCertifiedUsed,
  isListedInSearch,
  isNewArrival,
  isSoldCarStillShown,
  NEW_ARRIVAL_DAYS,
  saleInstant,
  soldWindowMs,
  tagBanner,
  type TagBanner,
  type TagBannerOptions,
  type TagCar,
} from './tag-banner';
export { soldCarsInResults, soldResultsMode, type SoldResultsMode } from './sold-handling';
export {
  ABOVE_MARKET_LABEL,
  BAND_HEADLINES,
  dealLabel,
  fillBand,
  GAUGE_ANIMATION_MS,
  GREAT_DEAL_FILL,
  MIN_CONFIDENCE,
  priceComparisonPanel,
  type FillBand,
  type PriceComparisonPanel,
  type PriceComparisonResult,
  type PriceComparisonWorking,
} from './price-comparison';
export { MARKET_BADGE_THRESHOLD, marketPriceBadge, type MarketPriceBadge } from './market-price-badge';
export { hasImages, isPlaceholderImageUrl, realImages } from './images';
export {
  DEFAULT_RESERVE_DEPOSIT,
  isCompareFavouriteEligible,
  RESERVE_BUTTON_LABEL,
  reserveButton,
  reserveDepositText,
  type CompareFavouriteVariant,
  type ReserveButton,
  type ReserveButtonOptions,
} from './compare-favourite';
export {
  matchesSimilarCriteria,
  SIMILAR_LOOKUP_LIMIT,
  SIMILAR_VEHICLES_SHOWN,
  similarPriceBand,
  similarVehicles,
  similarVehiclesCriteria,
  type PriceBand,
  type SimilarCar,
  type SimilarVehiclesCriteria,
} from './similar-vehicles';
export { feetToMetres, isPresentSpecValue, METRES_PER_FOOT, presentSpecs, regoExpiryText, type SpecEntry, type SpecValue } from './display';
export { FUEL_DEFAULTS, fuelCalculator, fuelCost, isFuelCalculatorShown, type FuelCostInputs } from './fuel-calculator';
export { hasEngine, hasFuelCalculator, protectionOffer, type ProtectionOffer } from './item-sections';
export {
  BLOG_SNIPPET_LIMIT,
  blogSnippet,
  collapsibleText,
  DEALER_COMMENTS_LIMIT,
  DEALER_COMMENTS_PENDING,
  dealerComments,
  ELLIPSIS,
  FINANCE_DISCLAIMER_LIMIT,
  financeDisclaimer,
  truncate,
  type CollapsibleText,
} from './truncation';
export { carTypeLabel, DEFAULT_CAR_TYPE_LABELS, modelDisplayName, normaliseMake, PRE_OWNED_LABEL, type CarTypeLabels } from './labels';
export {
  insertEveryNth,
  insertRandomThreePlusOffset,
  isPromoActive,
  placePromos,
  PROMO_CARD_TITLE,
  randomThreePlusOffsetPosition,
  type GridItem,
  type PromoNode,
} from './promo-placement';
export {
  kmText,
  shopperView,
  SUBSCRIPTION_NOTE,
  type KeySpec,
  type KeySpecKey,
  type ShopperCar,
  type ShopperCarLocation,
  type ShopperLocation,
  type ShopperPhone,
  type ShopperPrice,
  type ShopperSite,
  type ShopperSiteLocation,
  type ShopperView,
} from './shopper-view';
