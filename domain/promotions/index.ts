export * from './promotions';
export { isLiveAt, siteTimeZone, type PromotionWindow } from './promotion-window';
export {
  bannerToShow,
  MAX_REMEMBERED_DISMISSALS,
  parseDismissed,
  POPUP_VISIBLE_ON_FIRST_RENDER,
  popupToShow,
  withDismissed,
  type ShowContext,
} from './popup';
export { placePromoTiles, type TiledItem } from './promo-tiles';
export {
  averageRating,
  DEFAULT_MIN_REVIEW_RATING,
  formatRating,
  MAX_RATING,
  ratingFillPercent,
  ratingLabel,
  REVIEWS_FULL_QUANTITY,
  reviewsToShow,
  timeAgo,
  type ReviewsBlock,
} from './reviews';
export { BLOG_SNIPPET_LENGTH, blogSnippet } from './blog-snippet';
export { SLIDE_IMAGE_HEIGHT, SLIDE_IMAGE_WIDTH } from './slides';
export { ACCEPTED_PAYMENT_METHODS, CARD_PAYMENT_METHODS, type PaymentMethod } from './accepted-payments';
