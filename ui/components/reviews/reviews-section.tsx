import { Container } from '@mantine/core';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { formatRating, reviewsToShow, siteTimeZone, timeAgo, type ReviewItem } from '../../../domain/promotions';
import { Carousel } from '../promotions/carousel';
import { useHydrated } from '../promotions/browser-state';
import { StarRating } from './star-rating';
import classes from './reviews.module.css';
import { calendarDate as fullDate } from '../../lib/calendar-date';

function ReviewCard({ review, timeZone }: { review: ReviewItem; timeZone: string }) {
  // The time-ago text needs today's date: the server's HTML (and the hydrating render) show the
  // date itself, the browser then says how long ago it was.
  const hydrated = useHydrated();
  return (
    <article className={classes.card}>
      <header className={classes.cardHeader}>
        <span className={classes.avatar} aria-hidden="true">
          {review.customer_name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className={classes.name}>{review.customer_name}</p>
          <time className={classes.date} dateTime={review.review_date} title={fullDate(review.review_date)}>
            {hydrated ? timeAgo(review.review_date, new Date(), timeZone) : fullDate(review.review_date)}
          </time>
        </div>
      </header>
      <StarRating rating={review.rating} size={16} />
      <p className={classes.text}>{review.text}</p>
    </article>
  );
}

export interface ReviewsSectionProps {
  site: PublicSite;
  /** The section heading's level: 2 on the home page, 2 or 3 where it sits under another heading. */
  headingLevel?: 2 | 3;
  /** The section's own id for its heading (one per page). */
  id?: string;
  /** Grey band (home page rhythm) or plain. */
  muted?: boolean;
}

/**
 * Customer reviews (spec 2 §2 summary and items, star rating with one decimal; spec 2 §5: shown
 * only if the average exceeds the site's minimum and reviews are not hidden; spec 2 §9: up to 12).
 * Renders nothing otherwise. Used on the home page and, by the about page, on /about-us.
 */
export function ReviewsSection({ site, headingLevel = 2, id = 'reviews', muted = false }: ReviewsSectionProps) {
  const block = reviewsToShow(site.reviews);
  if (!block) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const timeZone = siteTimeZone(site);
  return (
    <section className={`${classes.section} ${muted ? classes.muted : ''}`} aria-labelledby={`${id}-heading`}>
      <Container size="xl">
        <div className={classes.header}>
          <div>
            <Heading id={`${id}-heading`} className={classes.title}>
              What our customers say
            </Heading>
            <p className={classes.lead}>Reviews from people who bought, sold and serviced their cars with {site.name}.</p>
          </div>
          <div className={classes.summary}>
            <span className={classes.average} aria-hidden="true">
              {formatRating(block.average)}
            </span>
            <div>
              <StarRating rating={block.average} size={22} />
              <p className={classes.count}>
                {block.count.toLocaleString('en-AU')} {block.count === 1 ? 'review' : 'reviews'}
              </p>
            </div>
          </div>
        </div>
        {block.items.length > 0 ? (
          <Carousel
            className={classes.carousel}
            label="Customer reviews"
            itemName="review"
            itemWidth="var(--review-card-width)"
            focusableTrack
            keys={block.items.map((r) => r.id)}
            items={block.items.map((review) => (
              <ReviewCard key={review.id} review={review} timeZone={timeZone} />
            ))}
          />
        ) : null}
      </Container>
    </section>
  );
}
