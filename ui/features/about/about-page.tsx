import { Button, Container, Group, SimpleGrid } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { closedTextOf } from '../../../domain/locations/opening-hours';
import { ArrowRightIcon } from '../../components/icons';
import { LocationCards } from '../../components/locations/location-cards';
import { ReviewsSection } from '../../components/reviews/reviews-section';
import { useProseLinks } from '../../hooks/use-prose-links';
import { useSite } from '../../hooks/use-site';
import type { RouteHandle } from '../../lib/page-meta';
import { NotFoundPage, notFoundHandle } from '../errors/not-found-page';
import type { AboutPageData } from './about-route';
import classes from './about.module.css';

export const aboutHandle: RouteHandle = {
  meta: (args) => {
    const loaded = args.data as AboutPageData | undefined;
    if (!loaded || !('page' in loaded)) return notFoundHandle.meta!(args);
    return { title: `About Us | ${args.site.name}`, description: loaded.page.summary };
  },
};

/**
 * /about-us (spec 2 §2 routes): who the dealer is — in the words of its configuration (the
 * `about-us` content page) — its numbers (spec 1 §1 statistics banners) and its locations.
 */
export function AboutPage() {
  const site = useSite();
  const loaded = useLoaderData() as AboutPageData | undefined;
  const onProseClick = useProseLinks();
  if (!loaded || !('page' in loaded)) return <NotFoundPage />;
  const { page } = loaded;
  const places = site.locations.length;
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>{page.title}</h1>
          <p className={classes.lead}>{page.summary}</p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        {site.statistics.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: site.statistics.length }} spacing="xl" className={classes.stats}>
            {site.statistics.map((stat) => (
              <div key={stat.label} className={classes.stat}>
                <div className={classes.statValue}>{stat.value}</div>
                <div className={classes.statLabel}>{stat.label}</div>
              </div>
            ))}
          </SimpleGrid>
        ) : null}

        {/* The HTML comes from the site's own configuration through the Markdown renderer, which shows raw HTML as text. */}
        <div className={classes.prose} onClick={onProseClick} dangerouslySetInnerHTML={{ __html: page.html }} />

        <Group mt="xl" gap="sm">
          <Button component={Link} to="/search" rightSection={<ArrowRightIcon size={16} />}>
            Browse our stock
          </Button>
          <Button component={Link} to="/contact-us" variant="default">
            Contact us
          </Button>
        </Group>

        {places > 0 ? (
          <section aria-labelledby="about-locations" className={classes.locations}>
            <h2 id="about-locations" className={classes.sectionTitle}>
              Where to find us
            </h2>
            <LocationCards locations={site.locations} closedText={closedTextOf(site.labels)} />
          </section>
        ) : null}
      </Container>
      {/* spec 2 §2, §5: the reviews block, shown only above the site's minimum rating and when not hidden. */}
      <ReviewsSection site={site} id="about-reviews" muted />
    </>
  );
}
