import { Badge, Container, Group } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { byDistance } from '../../../domain/locations/location-filter';
import { closedTextOf, departmentsOf } from '../../../domain/locations';
import { useSite } from '../../hooks/use-site';
import { LocationsCarousel } from './location-carousels';
import { addressLine } from './location-facts';
import { DEPARTMENT_NAME, LocationDetail, mainDepartment } from './location-detail';
import { locationsPagePath } from '../../../domain/site-content/indexable-paths';
import { type LocationPageData } from './locations-route';
import { OpenNow, useNow } from './open-now-line';
import classes from './locations.module.css';

/**
 * /locations/{slug} (spec 2 §2 'Location detail page'; issue 13): the location's name, what it
 * does and whether it is open now, then its details, hours and map, and the site's other
 * locations, nearest first, in the locations carousel.
 */
export function LocationPage() {
  const site = useSite();
  const { slug, now: renderedAt } = useLoaderData() as LocationPageData;
  const now = useNow(renderedAt);
  const location = site.locations.find((l) => l.slug === slug);
  // The loader answered 404 for a slug the site does not have; this only guards the types.
  if (!location) return null;
  const others = byDistance(
    site.locations.filter((l) => l.slug !== location.slug),
    location.address,
  );
  const listPath = locationsPagePath(site);
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to={listPath}>Locations</Link>
              </li>
              <li aria-current="page">{location.name}</li>
            </ol>
          </nav>
          <h1 className={classes.title}>{location.name}</h1>
          <p className={classes.lead}>{addressLine(location)}</p>
          <Group gap="xs" className={classes.bannerMeta}>
            {departmentsOf(location).map((d) => (
              <Badge key={d} variant="white" color="dark" size="md">
                {DEPARTMENT_NAME[d]}
              </Badge>
            ))}
            <OpenNow location={location} department={mainDepartment(location)} now={now} closedText={closedTextOf(site.labels)} />
          </Group>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <LocationDetail site={site} location={location} now={now} />
        {others.length > 0 ? (
          <section className={classes.section} aria-labelledby="more-locations">
            <h2 id="more-locations" className={classes.sectionTitle}>
              {others.length === 1 ? 'Our other location' : 'Our other locations'}
            </h2>
            <LocationsCarousel site={site} items={others} label="Our other locations" now={now} />
          </section>
        ) : null}
      </Container>
    </>
  );
}
