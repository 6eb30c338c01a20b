export * from './promotions';
export { isLiveAt, siteTimeZone } from './promotion-window';
export { bannerToShow, MAX_REMEMBERED_DISMISSALS, parseDismissed, POPUP_VISIBLE_ON_FIRST_RENDER, popupToShow, withDismissed } from './popup';
export { placePromoTiles, type TiledItem } from './promo-tiles';
export { DEFAULT_MIN_REVIEW_RATING, formatRating, ratingFillPercent, ratingLabel, REVIEWS_FULL_QUANTITY, reviewsToShow, timeAgo } from './reviews';
export { BLOG_SNIPPET_LENGTH, blogSnippet } from './blog-snippet';
export { SLIDE_IMAGE_HEIGHT, SLIDE_IMAGE_WIDTH } from './slides';
export { CARD_PAYMENT_METHODS, type PaymentMethod } from './accepted-payments';
