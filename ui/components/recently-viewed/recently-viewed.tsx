import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { CarIcon } from '../icons';
import { useViewedCars } from '../../hooks/use-viewed-cars';
import classes from './recently-viewed.module.css';

/** How many cars the strip shows (the newest viewed first). */
export const RECENTLY_VIEWED_SHOWN = 8;

export interface RecentlyViewedProps {
  /** The car of the page it is on, left out. */
  readonly exclude?: number;
  /** Id of the strip's heading (a page may hold one strip only). */
  readonly headingId?: string;
}

/**
 * 'Recently viewed' (issue 14; spec 1 §3 'Viewed car (stored locally)'): the cars this browser
 * opened, newest first, up to 8, each linking to its page. The list lives in localStorage, so
 * the strip renders nothing on the server and nothing while empty: placed below the page's main
 * content, it appears after hydration without moving anything in view.
 */
export function RecentlyViewed({ exclude, headingId = 'recently-viewed-heading' }: RecentlyViewedProps) {
  const { viewed } = useViewedCars();
  const cars = viewed.filter((car) => car.id !== exclude).slice(0, RECENTLY_VIEWED_SHOWN);
  if (cars.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Container size="xl">
        <h2 id={headingId} className={classes.title}>
          Recently viewed
        </h2>
        <ul className={classes.list}>
          {cars.map((car) => (
            <li key={car.id} className={classes.item}>
              <Link to={`/cars/${car.slug}`} className={classes.card}>
                <span className={classes.media}>
                  {car.primary_image_url ? (
                    <img className={classes.image} src={car.primary_image_url} alt="" width={320} height={240} loading="lazy" decoding="async" />
                  ) : (
                    <CarIcon size={28} />
                  )}
                </span>
                <span className={classes.name}>{car.name}</span>
                {car.price_text ? <span className={classes.price}>{car.price_text}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
