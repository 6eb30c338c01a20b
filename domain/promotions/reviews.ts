/**
 * Reviews (spec 2 §2: summary with average_rating as a string and count, items with
 * customer_name, text, rating, review_date and time-ago text; "star rating shows one decimal";
 * spec 2 §5: "a review block shows only if the average rating exceeds a configured minimum and
 * reviews are not hidden"; spec 2 §9: minimum review rating 4, Google reviews full quantity 12).
 */
import { localDateTime } from '../locations/time-zone';
import type { ReviewItem, SiteReviews } from './promotions';

/** spec 2 §9: the default minimum review rating. */
export const DEFAULT_MIN_REVIEW_RATING = 4;
/** spec 2 §9: Google reviews full quantity. */
export const REVIEWS_FULL_QUANTITY = 12;
export const MAX_RATING = 5;

export interface ReviewsBlock {
  readonly average: number;
  readonly count: number;
  /** Newest first, at most REVIEWS_FULL_QUANTITY. */
  readonly items: readonly ReviewItem[];
}

/** The summary's average as a number, or null when it is missing or not a number. */
export function averageRating(reviews: Pick<SiteReviews, 'summary'>): number | null {
  const value = reviews.summary ? Number(reviews.summary.average_rating) : Number.NaN;
  return Number.isFinite(value) ? value : null;
}

/**
 * What the review block shows, or null when it shows nothing. spec 2 §5: the average must
 * exceed the minimum — an average equal to the minimum is not enough — and reviews must not be
 * hidden. Choice: without a summary there is no average to compare, so nothing shows.
 */
export function reviewsToShow(reviews: SiteReviews): ReviewsBlock | null {
  const average = averageRating(reviews);
  if (reviews.hidden || average === null || !reviews.summary || !(average > reviews.min_rating)) return null;
  const items = [...reviews.items].sort((a, b) => b.review_date.localeCompare(a.review_date)).slice(0, REVIEWS_FULL_QUANTITY);
  return { average, count: reviews.summary.count, items };
}

/** spec 2 §2: a star rating with one decimal ('4.7', '5.0'); clamped to 0–5. */
export function formatRating(rating: number | string): string {
  const value = typeof rating === 'number' ? rating : Number(rating);
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX_RATING) : 0;
  return (Math.round(clamped * 10) / 10).toFixed(1);
}

/** The stars' text alternative: 'Rated 4.7 out of 5'. */
export const ratingLabel = (rating: number | string): string => `Rated ${formatRating(rating)} out of ${MAX_RATING}`;

/** How much of the five stars is filled, 0–100 (to one decimal, as shown). */
export const ratingFillPercent = (rating: number | string): number => (Number(formatRating(rating)) / MAX_RATING) * 100;

const DAY_MS = 86_400_000;

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/**
 * spec 2 §2 time-ago text of a review date ('YYYY-MM-DD') at `now`, counted in calendar days of
 * the site's time zone. Choice (Google's wording): 'today', 'yesterday', 'N days ago' under a
 * week, 'a week ago' / 'N weeks ago' under a month, 'a month ago' / 'N months ago' under a year,
 * then 'a year ago' / 'N years ago'; a date in the future reads 'today'.
 */
export function timeAgo(date: string, now: Date, timeZone: string): string {
  const today = localDateTime(now, timeZone).date;
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date.slice(0, 10)}T00:00:00Z`)) / DAY_MS);
  if (!Number.isFinite(days) || days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  const months = monthsBetween(date, today);
  if (months < 1) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? 'a week ago' : `${weeks} weeks ago`;
  }
  if (months < 12) return months === 1 ? 'a month ago' : `${months} months ago`;
  const years = Math.floor(months / 12);
  return years === 1 ? 'a year ago' : `${years} years ago`;
}
