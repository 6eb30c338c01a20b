import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MIN_REVIEW_RATING,
  formatRating,
  ratingFillPercent,
  ratingLabel,
  REVIEWS_FULL_QUANTITY,
  reviewsToShow,
  timeAgo,
  type ReviewItem,
  type SiteReviews,
} from '../../../domain/promotions';

const BRISBANE = 'Australia/Brisbane';

function aReview(id: number, review_date: string, rating = 5): ReviewItem {
  return { id, customer_name: `Customer ${id}`, text: 'Great service.', rating, review_date };
}

function reviews(overrides: Partial<SiteReviews> = {}): SiteReviews {
  return {
    hidden: false,
    min_rating: DEFAULT_MIN_REVIEW_RATING,
    summary: { average_rating: '4.7', count: 294 },
    items: [aReview(1, '2026-01-10'), aReview(2, '2026-03-02'), aReview(3, '2025-11-20', 4)],
    ...overrides,
  };
}

describe('review block visibility (spec 2 §5, §9)', () => {
  it('uses a minimum rating of 4 by default', () => {
    expect(DEFAULT_MIN_REVIEW_RATING).toBe(4);
  });

  it('shows when the average exceeds the minimum and reviews are not hidden', () => {
    const block = reviewsToShow(reviews());
    expect(block).toMatchObject({ average: 4.7, count: 294 });
  });

  it('is hidden when the average equals the minimum, as exceeds says', () => {
    expect(reviewsToShow(reviews({ summary: { average_rating: '4', count: 10 } }))).toBeNull();
    expect(reviewsToShow(reviews({ summary: { average_rating: '4.0', count: 10 } }))).toBeNull();
    expect(reviewsToShow(reviews({ summary: { average_rating: '4.01', count: 10 } }))).not.toBeNull();
  });

  it('is hidden below the minimum', () => {
    expect(reviewsToShow(reviews({ summary: { average_rating: '3.9', count: 41 } }))).toBeNull();
  });

  it('follows a site minimum other than the default', () => {
    expect(reviewsToShow(reviews({ min_rating: 4.8 }))).toBeNull();
    expect(reviewsToShow(reviews({ min_rating: 3.5, summary: { average_rating: '3.9', count: 41 } }))).not.toBeNull();
  });

  it('is hidden when reviews are hidden, however good they are', () => {
    expect(reviewsToShow(reviews({ hidden: true, summary: { average_rating: '5.0', count: 9 } }))).toBeNull();
  });

  it('is hidden with no summary to compare', () => {
    expect(reviewsToShow(reviews({ summary: null }))).toBeNull();
  });

  it('lists the newest reviews first, at most 12', () => {
    const many = Array.from({ length: 20 }, (_, i) => aReview(i + 1, `2026-02-${String(i + 1).padStart(2, '0')}`));
    const block = reviewsToShow(reviews({ items: many }));
    expect(REVIEWS_FULL_QUANTITY).toBe(12);
    expect(block?.items).toHaveLength(12);
    expect(block?.items[0]?.review_date).toBe('2026-02-20');
    expect(block?.items.at(-1)?.review_date).toBe('2026-02-09');
  });
});

describe('star rating (spec 2 §2: one decimal)', () => {
  it('shows one decimal', () => {
    expect(formatRating('4.7')).toBe('4.7');
    expect(formatRating('4')).toBe('4.0');
    expect(formatRating(4.66)).toBe('4.7');
    expect(formatRating(4.04)).toBe('4.0');
    expect(formatRating('5')).toBe('5.0');
  });

  it('keeps ratings between 0 and 5', () => {
    expect(formatRating(7)).toBe('5.0');
    expect(formatRating(-1)).toBe('0.0');
    expect(formatRating('n/a')).toBe('0.0');
  });

  it('has a text alternative and a fill that match the shown rating', () => {
    expect(ratingLabel('4.7')).toBe('Rated 4.7 out of 5');
    expect(ratingLabel(5)).toBe('Rated 5.0 out of 5');
    expect(ratingFillPercent('4.66')).toBeCloseTo(94, 5);
    expect(ratingFillPercent(5)).toBe(100);
  });
});

describe('review time-ago text (spec 2 §2)', () => {
  const now = new Date('2026-06-15T02:00:00Z'); // noon on 15 June in Brisbane

  it.each([
    ['2026-06-15', 'today'],
    ['2026-06-20', 'today'],
    ['2026-06-14', 'yesterday'],
    ['2026-06-12', '3 days ago'],
    ['2026-06-09', '6 days ago'],
    ['2026-06-08', 'a week ago'],
    ['2026-06-01', '2 weeks ago'],
    ['2026-05-18', '4 weeks ago'],
    ['2026-05-15', 'a month ago'],
    ['2026-03-14', '3 months ago'],
    ['2025-06-16', '11 months ago'],
    ['2025-06-15', 'a year ago'],
    ['2023-01-02', '3 years ago'],
  ])('reads %s as %s', (date, text) => {
    expect(timeAgo(date, now, BRISBANE)).toBe(text);
  });

  it('counts days in the site time zone', () => {
    // 14:30 UTC on 14 June is already 00:30 on 15 June in Brisbane, still 22:30 on 14 June in Perth.
    const evening = new Date('2026-06-14T14:30:00Z');
    expect(timeAgo('2026-06-14', evening, BRISBANE)).toBe('yesterday');
    expect(timeAgo('2026-06-14', evening, 'Australia/Perth')).toBe('today');
  });
});
