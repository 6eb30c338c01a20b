import { Button, Container, Group, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { closedTextOf } from '../../../domain/locations/opening-hours';
import { LocationCards } from '../../components/locations/location-cards';
import { useSite } from '../../hooks/use-site';
import type { RouteHandle } from '../../lib/page-meta';
import classes from './about.module.css';

export const aboutHandle: RouteHandle = {
  meta: ({ site }) => ({
    title: `About Us | ${site.name}`,
    description: `Get to know ${site.name} in ${site.address.suburb}, ${site.address.state}: our team, our locations and how we look after our customers.`,
  }),
};

/** /about-us (spec 2 §2 routes): who the dealer is, its numbers and its locations. */
export function AboutPage() {
  const site = useSite();
  const places = site.locations.length;
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>{`About ${site.name}`}</h1>
          <p className={classes.lead}>
            Locally owned and proudly part of the {site.address.suburb} community.
          </p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <div className={classes.prose}>
          <p>
            At {site.name} we believe buying a car should be straightforward. Whether you are after a brand-new model,
            a low-kilometre demonstrator or a quality used vehicle, our team will help you find the right car at the
            right price, with finance, trade-ins and servicing all handled in one place.
          </p>
          <p>
            {places > 1
              ? `With ${places} locations across ${site.address.state}, there is always a ${site.name} team nearby.`
              : `You will find us at ${site.address.street}, ${site.address.suburb} ${site.address.state} ${site.address.postcode}.`}{' '}
            Call us on {site.phone} or drop in; we would love to meet you.
          </p>
        </div>

        {site.statistics.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: site.statistics.length }} spacing="xl" mt="xl">
            {site.statistics.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <div className={classes.statValue}>{stat.value}</div>
                <div className={classes.statLabel}>{stat.label}</div>
              </div>
            ))}
          </SimpleGrid>
        ) : null}

        <Group mt="xl" gap="sm">
          <Button component={Link} to="/search">
            Browse our stock
          </Button>
          <Button component={Link} to="/contact-us" variant="default">
            Contact us
          </Button>
        </Group>

        {places > 0 ? (
          <div className={classes.prose}>
            <h2>Where to find us</h2>
          </div>
        ) : null}
        {places > 0 ? <LocationCards locations={site.locations} closedText={closedTextOf(site.labels)} /> : null}
      </Container>
    </>
  );
}
