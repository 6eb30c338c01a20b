/**
 * Vehicle rules (spec 1 §4, §5, §9): availability, price display, tag banners, sold handling,
 * price comparison, market badge, compare/favourite and reserve, similar vehicles, display
 * helpers, label rewrites and promo placement. Pure functions over narrow slices of Car.
 */
export type * from './car';
export { availability, availabilityPresentation, FIND_SIMILAR_LABEL, isAvailable, isInStock } from './availability';
export { cashPrice, priceDisplay, priceLabel, priceLineText, wasPriceLabel, type PriceCar, type PriceDisplay } from './price-display';
export { formatDollars } from './money';
export {
  CERTIFIED_USED_MAKE,
  CERTIFIED_USED_PROGRAMME,
  isCertifiedUsed,
  isListedInSearch,
  isSoldCarStillShown,
  saleInstant,
  soldWindowMs,
  tagBanner,
  type TagBannerOptions,
} from './tag-banner';
export { soldCarsInResults, soldResultsMode } from './sold-handling';
export {
  ABOVE_MARKET_LABEL,
  BAND_HEADLINES,
  dealLabel,
  fillBand,
  GAUGE_ANIMATION_MS,
  priceComparisonPanel,
  type PriceComparisonPanel,
  type PriceComparisonResult,
} from './price-comparison';
export { marketPriceBadge } from './market-price-badge';
export { hasImages, realImages } from './images';
export { isCompareFavouriteEligible, reserveButton, reserveDepositText } from './compare-favourite';
export {
  SIMILAR_LOOKUP_LIMIT,
  similarPriceBand,
  similarVehicles,
  similarVehiclesCriteria,
  type SimilarCar,
  type SimilarVehiclesCriteria,
} from './similar-vehicles';
export { feetToMetres, isPresentSpecValue, presentSpecs, regoExpiryText, type SpecEntry, type SpecValue } from './display';
export { FUEL_DEFAULTS, fuelCalculator, fuelCost, isFuelCalculatorShown, type FuelCostInputs } from './fuel-calculator';
export { hasEngine, hasFuelCalculator, protectionOffer } from './item-sections';
export { blogSnippet, dealerComments, ELLIPSIS, financeDisclaimer, truncate } from './truncation';
export { carTypeLabel, modelDisplayName, normaliseMake } from './labels';
export {
  insertEveryNth,
  insertRandomThreePlusOffset,
  isPromoActive,
  placePromos,
  PROMO_CARD_TITLE,
  randomThreePlusOffsetPosition,
  type GridItem,
} from './promo-placement';
export { kmText, shopperView, type KeySpecKey, type ShopperView } from './shopper-view';
