/**
 * Promotions and trust widgets configured per site (issue 11; spec 2 §2 popup, banner,
 * slides, reviews, accepted payments; §4 popup states; §9 widgets and display).
 * Dates are ISO date-times or dates, read in the site's time.
 */

/** spec 2 §2: a popup, never shown after its expiry date. */
export interface Popup {
  id: string;
  title: string;
  text: string;
  image: string | null;
  link_label: string;
  link_url: string;
  starts_at: string | null;
  expires_at: string | null;
}

/** spec 2 §2: a time-boxed promotion banner, shown only between its start and expiry. */
export interface PromotionBanner {
  id: string;
  text: string;
  link_label: string | null;
  link_url: string | null;
  starts_at: string;
  expires_at: string;
}

/** spec 2 §2 slide fields: id, name, description, url, hide_overlay (spec 2 §9: 540 × 1920 default). */
export interface Slide {
  id: number;
  name: string;
  description: string;
  url: string;
  hide_overlay: boolean;
  image: string;
}

/** spec 2 §9: promo tiles with start and expiry windows and listing positions (8 and 17, 9, 30). */
export interface PromoTile {
  id: string;
  title: string;
  text: string;
  url: string;
  link_label: string;
  image: string | null;
  positions: number[];
  starts_at: string | null;
  expires_at: string | null;
}

/** spec 2 §2 reviews: summary (average_rating as a string, count) and items. */
export interface ReviewItem {
  id: number;
  customer_name: string;
  text: string;
  rating: number;
  /** ISO date. */
  review_date: string;
}

export interface SiteReviews {
  /** spec 2 §5: a review block shows only when not hidden … */
  hidden: boolean;
  /** … and when the average exceeds this (spec 2 §9: minimum review rating 4). */
  min_rating: number;
  summary: { average_rating: string; count: number } | null;
  items: ReviewItem[];
}

export interface SitePromotions {
  popup: Popup | null;
  banner: PromotionBanner | null;
  slides: Slide[];
  tiles: PromoTile[];
}

/** Widgets a site shows (spec 2 §2 accepted payments, §9 sales counter). */
export interface SiteWidgets {
  sales_counter: boolean;
  accepted_payments: boolean;
}
