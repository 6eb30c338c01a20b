import { Container } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { blogSnippet } from '../../../domain/promotions';
import { BLOG_PATH } from '../../../domain/site-content/site-content';
import { ArrowRightIcon } from '../icons';
import classes from './blog-cards.module.css';
import { calendarDate } from '../../lib/calendar-date';

/** spec 2 §2 blog card: href, heading, image, description, date. */
export type PublicBlogCard = PublicSite['blog'][number];

/** '2026-03-04' → '4 March 2026' (a calendar date: no time zone shifts it). */
export const blogDate = calendarDate;

/**
 * spec 2 §2 blog card: href, heading, image, description (snippet truncated at 80 characters),
 * date. The heading is the card's link; the whole card is its target.
 */
export function BlogCard({ card, headingLevel = 3, eager = false }: { card: PublicBlogCard; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      <img className={classes.image} src={card.image} alt="" width={800} height={500} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className={classes.body}>
        <time className={classes.date} dateTime={card.date}>
          {blogDate(card.date)}
        </time>
        <Heading className={classes.heading}>
          <Link to={card.href} className={classes.link}>
            {card.heading}
          </Link>
        </Heading>
        <p className={classes.snippet}>{blogSnippet(card.description)}</p>
        <span className={classes.more} aria-hidden="true">
          Read review <ArrowRightIcon size={14} />
        </span>
      </div>
    </article>
  );
}

/** A grid of blog cards. */
export function BlogCardGrid({
  cards,
  headingLevel = 3,
  eagerFirst = false,
  three = false,
}: {
  cards: readonly PublicBlogCard[];
  headingLevel?: 2 | 3;
  eagerFirst?: boolean;
  /** The home page's latest three: three across, or one per row (never two and an orphan). */
  three?: boolean;
}) {
  return (
    <ul className={three ? `${classes.grid} ${classes.three}` : classes.grid}>
      {cards.map((card, i) => (
        <li key={card.href}>
          <BlogCard card={card} headingLevel={headingLevel} eager={eagerFirst && i < 3} />
        </li>
      ))}
    </ul>
  );
}

/** The home page's 'Vehicle Reviews' section: the latest three articles, where the site has a blog. */
export function LatestVehicleReviews({ site }: { site: PublicSite }) {
  if (site.blog.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="vehicle-reviews-heading">
      <Container size="xl">
        <div className={classes.sectionHeader}>
          <div>
            <h2 id="vehicle-reviews-heading" className={classes.sectionTitle}>
              Vehicle Reviews
            </h2>
            <p className={classes.sectionLead}>Our team&apos;s honest take on the cars we sell, after a week behind the wheel.</p>
          </div>
          <Link to={BLOG_PATH} className={classes.all}>
            All vehicle reviews <ArrowRightIcon size={16} />
          </Link>
        </div>
        <BlogCardGrid cards={site.blog.slice(0, 3)} three />
      </Container>
    </section>
  );
}
