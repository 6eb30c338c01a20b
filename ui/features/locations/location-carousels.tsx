import { Button } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { PublicLocation, PublicSite } from '../../../application/client/caryard-client.port';
import { distanceText } from '../../../domain/locations/location-filter';
import { closedTextOf } from '../../../domain/locations/opening-hours';
import { ArrowRightIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { Carousel } from '../../components/promotions/carousel';
import { phonesOf } from './location-facts';
import { mainDepartment } from './location-detail';
import { locationPagePath } from '../../../domain/site-content/indexable-paths';
import { OpenNow } from './open-now-line';
import classes from './location-carousels.module.css';

/**
 * spec 2 §9 'Locations carousel: 3 or fewer locations and no swipe hint on wide screens; more
 * than 4 gives 5 columns'. Choice for exactly 4 (the spec is silent): four columns, which fit.
 */
export function locationColumns(count: number): number {
  if (count <= 3) return Math.max(1, count);
  return count === 4 ? 4 : 5;
}

/** Whether the swipe hint shows on wide screens: only when the cards do not all fit. */
export const wideSwipeHint = (count: number): boolean => count > locationColumns(count);

export interface LocationsCarouselProps {
  site: PublicSite;
  items: readonly { location: PublicLocation; km?: number }[];
  label: string;
  now: Date;
}

/**
 * The locations carousel (spec 2 §2, §9): compact location cards in a scroll-snap row, the
 * browser doing the swiping; on a phone it shows one card and a bit of the next, with a hint
 * to swipe; on wide screens the spec's columns, and the hint only when there is more to see.
 */
export function LocationsCarousel({ site, items, label, now }: LocationsCarouselProps) {
  const closedText = closedTextOf(site.labels);
  const count = items.length;
  const style = { '--loc-cols': locationColumns(count) } as CSSProperties;
  return (
    <div className={classes.locations} style={style} data-count={count} data-wide-hint={wideSwipeHint(count) ? 'true' : 'false'}>
      <p className={classes.swipeHint} aria-hidden="true">
        Swipe to see more <ArrowRightIcon size={14} />
      </p>
      <Carousel
        label={label}
        itemName="location"
        itemWidth="var(--loc-item)"
        keys={items.map((i) => i.location.id)}
        items={items.map(({ location, km }) => {
          const phone = phonesOf(location)[0];
          return (
            <article className={classes.card}>
              <h3 className={classes.cardTitle}>
                <Link to={locationPagePath(location)}>{location.name}</Link>
              </h3>
              <p className={classes.cardLine}>
                <PinIcon size={14} />
                <span>
                  {location.address.city} {location.address.state}
                </span>
              </p>
              {km !== undefined ? <p className={classes.distance}>{distanceText(km)}</p> : null}
              <OpenNow location={location} department={mainDepartment(location)} now={now} closedText={closedText} />
              {phone ? (
                <p className={classes.cardLine}>
                  <PhoneIcon size={14} />
                  <a href={phone.href}>{phone.display}</a>
                </p>
              ) : null}
            </article>
          );
        })}
      />
    </div>
  );
}

/** A dealership with the locations it trades from. */
export interface DealershipSlide {
  readonly dealership: PublicSite['dealerships'][number];
  readonly locations: readonly PublicLocation[];
  readonly brands: readonly string[];
}

/** The site's dealerships that have a visible location, in the page's order of their first location. */
export function dealershipSlides(site: PublicSite, ordered: readonly PublicLocation[]): DealershipSlide[] {
  const slides: DealershipSlide[] = [];
  for (const location of ordered) {
    if (slides.some((s) => s.dealership.slug === location.dealership_slug)) continue;
    const dealership = site.dealerships.find((d) => d.slug === location.dealership_slug);
    if (!dealership) continue;
    const locations = site.locations.filter((l) => l.dealership_slug === dealership.slug);
    const brands = [...new Set(locations.flatMap((l) => l.manufacturers))];
    slides.push({ dealership, locations, brands });
  }
  return slides;
}

/** A brand's name from the site's range where it has it, else its slug in capitals ('KTM') or title case ('Hyundai'). */
function brandName(site: PublicSite, slug: string): string {
  const known = site.range.manufacturers.find((m) => m.slug === slug)?.name;
  if (known) return known;
  return slug
    .split('-')
    .map((w) => (w.length <= 3 ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * The dealership carousel (spec 2 §2; spec 2 §4 'previous/next enabled by scroll ability, with
 * dot selection'): one card per dealership of a group — its brands, where it trades, its stock
 * and its main location.
 */
export function DealershipCarousel({ site, slides }: { site: PublicSite; slides: readonly DealershipSlide[] }) {
  return (
    <div className={classes.dealerships}>
      <Carousel
        label="Our dealerships"
        itemName="dealership"
        itemWidth="var(--dealer-item)"
        keys={slides.map((s) => s.dealership.slug)}
        items={slides.map(({ dealership, locations, brands }) => {
          const main = locations.find((l) => l.primary) ?? locations[0];
          return (
            <article className={classes.dealerCard}>
              <h3 className={classes.dealerName}>{dealership.name}</h3>
              {brands.length > 0 ? <p className={classes.brands}>{brands.map((b) => brandName(site, b)).join(' · ')}</p> : null}
              <ul className={classes.dealerLocations}>
                {locations.map((l) => (
                  <li key={l.id}>
                    <Link to={locationPagePath(l)}>{l.name}</Link>
                    <span>
                      {l.address.city} {l.address.state}
                    </span>
                  </li>
                ))}
              </ul>
              <div className={classes.dealerActions}>
                <Button
                  component={Link}
                  to={`/search?${new URLSearchParams({ 'refinementList[dealership_slug][0]': dealership.slug }).toString()}`}
                  size="sm"
                  variant="light"
                  aria-label={`View stock at ${dealership.name}`}
                >
                  View stock
                </Button>
                {main ? (
                  <Button component={Link} to={locationPagePath(main)} size="sm" variant="default" aria-label={`Hours and directions: ${dealership.name}`}>
                    Hours and directions
                  </Button>
                ) : null}
              </div>
            </article>
          );
        })}
      />
    </div>
  );
}
