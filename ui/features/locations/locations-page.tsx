import { Button, Container, Group } from '@mantine/core';
import { Link, useLoaderData, useLocation, useSearchParams } from 'react-router';
import type { PublicLocation } from '../../../application/client/caryard-client.port';
import { formatPhone, phoneHref } from '../../../domain/dealer-site/phone';
import {
  byDistance,
  departmentChoices,
  distanceText,
  locationsForPage,
  locationsWithDepartment,
  type DepartmentChoice,
} from '../../../domain/locations/location-filter';
import { closedTextOf } from '../../../domain/locations/opening-hours';
import { ArrowRightIcon } from '../../components/icons';
import { LocationCards } from '../../components/locations/location-cards';
import { SmartLink } from '../../components/smart-link';
import { useProseLinks } from '../../hooks/use-prose-links';
import { useSite } from '../../hooks/use-site';
import { DealershipCarousel, dealershipSlides } from './location-carousels';
import { DEPARTMENT_NAME, LocationDetail, mainDepartment } from './location-detail';
import { LocationsMap } from './locations-map';
import { locationPagePath } from '../../../domain/site-content/indexable-paths';
import { type LocationsPageData } from './locations-route';
import { NearestLocationForm } from './nearest-location-form';
import { OpenNow, useNow } from './open-now-line';
import classes from './locations.module.css';

const CHOICES: readonly DepartmentChoice[] = ['all', 'sales', 'service', 'parts'];
const parseChoice = (value: string | null): DepartmentChoice => CHOICES.find((c) => c === value) ?? 'all';
const chipLabel = (choice: DepartmentChoice): string => (choice === 'all' ? 'All' : DEPARTMENT_NAME[choice]);

/**
 * /locations and /dealer-locator (spec 2 §2 'Locations'; issue 13): the site's banner (or the
 * page's words from its content), the nearest-location search, department chips, and either the
 * one location in full or a grid of cards beside a map, then the group's dealership carousel.
 * The locations shown follow the site's filter and order (domain/locations/location-filter.ts).
 */
export function LocationsPage() {
  const site = useSite();
  const { intro, nearest, now: renderedAt } = useLoaderData() as LocationsPageData;
  const now = useNow(renderedAt);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onProseClick = useProseLinks();
  const closedText = closedTextOf(site.labels);
  const banner = site.locations_page.banner;

  const listed = locationsForPage(site.locations, site.locations_page);
  const choices = departmentChoices(listed);
  const choice = choices.some((c) => c.choice === parseChoice(params.get('department'))) ? parseChoice(params.get('department')) : 'all';
  const shown = locationsWithDepartment(listed, choice);
  const place = nearest && 'place' in nearest ? nearest.place : null;
  const ordered: { location: PublicLocation; km?: number }[] = place
    ? byDistance(shown, { lat: place.latitude, long: place.longitude })
    : shown.map((location) => ({ location }));
  const kmOf = new Map(ordered.map((o) => [o.location.slug, o.km]));

  const title = banner?.title ?? intro?.title ?? 'Our Locations';
  const subtitle = banner?.subtitle ?? intro?.summary ?? null;
  const single = listed.length === 1 ? listed[0] : undefined;
  const chipHref = (c: DepartmentChoice) => {
    const next = new URLSearchParams(params);
    if (c === 'all') next.delete('department');
    else next.set('department', c);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const slides = dealershipSlides(site, listed);

  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>{title}</h1>
          {subtitle ? <p className={classes.lead}>{subtitle}</p> : null}
          {banner && banner.buttons.length > 0 ? (
            <Group gap="sm" className={classes.bannerButtons}>
              {banner.buttons.map((button, index) => (
                <Button
                  key={button.href}
                  component={SmartLink}
                  href={button.href}
                  variant={index === 0 ? 'white' : 'outline'}
                  color={index === 0 ? undefined : 'white'}
                  rightSection={index === 0 ? <ArrowRightIcon size={16} /> : undefined}
                  className={index === 0 ? undefined : classes.bannerOutline}
                >
                  {button.label}
                </Button>
              ))}
            </Group>
          ) : null}
        </Container>
      </section>

      <Container size="xl" className={classes.body}>
        {intro && intro.html.trim() !== '' ? (
          // The site's own words for the page (config 'dealer-locator'), rendered from Markdown on the server.
          <div className={classes.prose} onClick={onProseClick} dangerouslySetInnerHTML={{ __html: intro.html }} />
        ) : null}

        {listed.length === 0 ? (
          // A filter that keeps nothing (a configuration mistake) still leaves the shopper a way to reach the dealer.
          <p className={classes.empty}>
            No locations to show just now. Call us on <a href={phoneHref(site.phone)}>{formatPhone(site.phone)}</a> and we will point you to the right place.
          </p>
        ) : single ? (
          <LocationDetail site={site} location={single} now={now} titleLevel={2} />
        ) : (
          <>
            <div className={classes.toolbar}>
              <NearestLocationForm key={nearest?.postcode ?? ''} action={pathname} answer={nearest} department={choice === 'all' ? null : choice} />
              {choices.length > 0 ? (
                <nav className={classes.chips} aria-label="Show locations by department">
                  {choices.map((c) => (
                    <Link
                      key={c.choice}
                      to={chipHref(c.choice)}
                      preventScrollReset
                      replace
                      className={classes.chip}
                      aria-current={c.choice === choice ? 'true' : undefined}
                    >
                      {chipLabel(c.choice)} <span className={classes.chipCount}>({c.count})</span>
                    </Link>
                  ))}
                </nav>
              ) : null}
            </div>

            <div className={classes.listing}>
              <section aria-labelledby="locations-list" className={classes.list}>
                <h2 id="locations-list" className={classes.sectionTitle}>
                  {place
                    ? `Nearest to ${place.locality} ${place.state} ${nearest?.postcode ?? ''}`
                    : choice === 'all'
                      ? `Our ${listed.length} locations`
                      : `${chipLabel(choice)}: ${shown.length} ${shown.length === 1 ? 'location' : 'locations'}`}
                </h2>
                <LocationCards
                  locations={ordered.map((o) => o.location)}
                  closedText={closedText}
                  hrefOf={locationPagePath}
                  wideColumns={2}
                  extraOf={(location) => {
                    const km = kmOf.get(location.slug);
                    return (
                      <>
                        {km !== undefined ? <p className={classes.cardDistance}>{distanceText(km)}</p> : null}
                        <OpenNow location={location} department={mainDepartment(location)} now={now} closedText={closedText} />
                      </>
                    );
                  }}
                />
              </section>
              <div className={classes.mapColumn}>
                <LocationsMap
                  site={site}
                  items={ordered.map(({ location }) => ({ location, href: locationPagePath(location) }))}
                  label={`Map of ${ordered.length === 1 ? 'our location' : `our ${ordered.length} locations`}`}
                  origin={
                    place && nearest
                      ? { lat: place.latitude, long: place.longitude, label: `Your postcode: ${place.locality} ${place.state} ${nearest.postcode}` }
                      : null
                  }
                />
              </div>
            </div>

            {slides.length > 1 ? (
              <section aria-labelledby="our-dealerships" className={classes.section}>
                <h2 id="our-dealerships" className={classes.sectionTitle}>
                  Our dealerships
                </h2>
                <DealershipCarousel site={site} slides={slides} />
              </section>
            ) : null}
          </>
        )}
      </Container>
    </>
  );
}
