import { Button, Card, Container, SimpleGrid } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { GroupTile } from '../../../domain/dealer-site/dealer-site';
import { closedTextOf } from '../../../domain/locations/opening-hours';
import { ArrowRightIcon, DollarIcon, PhoneIcon, SwapIcon, WrenchIcon } from '../../components/icons';
import { LocationCards } from '../../components/locations/location-cards';
import { LatestVehicleReviews } from '../../components/blog/blog-cards';
import { PromotionSlides } from '../../components/promotions/promotion-slides';
import { RecentlyViewed } from '../../components/recently-viewed/recently-viewed';
import { ReviewsSection } from '../../components/reviews/reviews-section';
import { SalesCounter } from '../../components/sales-counter/sales-counter';
import { FromPriceNote } from '../../components/model-range/model-tile';
import { RangeShowcase } from '../../components/model-range/range-showcase';
import { SmartLink } from '../../components/smart-link';
import { useSite } from '../../hooks/use-site';
import { telHref } from '../../lib/contact';
import { HeroSearch } from './hero-search';
import type { FeaturedStock, HomeData } from './home-route';
import { CarCard } from '../../components/car-card/car-card';
import { formatNumber } from '../../lib/search-labels';
import { CarTypeBand, FacetLinks } from './stock-links';
import { ValueMyCarBox } from './value-my-car-box';
import classes from './home.module.css';

const TILE_KIND: Record<GroupTile['kind'], string> = {
  car: 'Cars',
  motorcycle: 'Motorcycles',
  truck: 'Trucks',
  partner: 'Our brands',
};

function GroupTiles({ tiles }: { tiles: readonly GroupTile[] }) {
  return (
    <section className={classes.section} aria-labelledby="group-heading">
      <Container size="xl">
        <div className={classes.sectionHeader}>
          <div>
            <h2 id="group-heading" className={classes.sectionTitle}>
              One group, every kind of vehicle
            </h2>
            <p className={classes.sectionLead}>Cars, motorcycles, trucks and our own partner brands, all backed by the same team.</p>
          </div>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(tiles.length, 4) }} spacing="lg">
          {tiles.map((tile) => (
            <SmartLink key={`${tile.title}-${tile.href}`} href={tile.href} className={classes.tile}>
              <span className={classes.tileKind}>{TILE_KIND[tile.kind]}</span>
              <h3 className={classes.tileTitle}>{tile.title}</h3>
              <p className={classes.tileText}>{tile.description}</p>
              <span className={classes.tileCta}>
                Explore <ArrowRightIcon size={16} />
              </span>
            </SmartLink>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

function Statistics({ site }: { site: PublicSite }) {
  return (
    <section className={classes.stats} aria-label={`${site.name} in numbers`}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: site.statistics.length }} spacing="xl">
          {site.statistics.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <span className={classes.statValue}>{stat.value}</span>
              <span className={classes.statLabel}>{stat.label}</span>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

/**
 * spec 2 §2 'Explore Our Range': the site's models (PublicSite.range) behind body-type category
 * buttons, in a carousel (spec 2 §4), with a link to the whole range at /models. Only on a site
 * with a range: without one there is no /models to link to.
 */
function RangeCategories({ site }: { site: PublicSite }) {
  if (site.range.models.length === 0) return null;
  return (
    <section className={`${classes.section} ${classes.sectionMuted}`} aria-labelledby="range-heading">
      <Container size="xl">
        <div className={classes.sectionHeader}>
          <div>
            <h2 id="range-heading" className={classes.sectionTitle}>
              Explore Our Range
            </h2>
            <p className={classes.sectionLead}>Choose a body type, then open a model for its from price, stock and test drives.</p>
          </div>
          <Button component={Link} to="/models" variant="subtle" rightSection={<ArrowRightIcon size={16} />}>
            {`View all ${site.range.models.length} models`}
          </Button>
        </div>
        <RangeShowcase models={site.range.models} />
        <FromPriceNote />
      </Container>
    </section>
  );
}

const SERVICES = [
  {
    icon: DollarIcon,
    title: 'Finance made simple',
    text: 'Work out your repayments and get a fast answer from our finance team.',
    href: '/finance',
    cta: 'Get a finance quote',
  },
  {
    icon: SwapIcon,
    title: 'Sell or trade your car',
    text: 'Enter your number plate for an instant offer, whether or not you buy from us.',
    href: '/sell-my-car',
    cta: 'Value my car',
  },
  {
    icon: WrenchIcon,
    title: 'Service & parts',
    text: 'Factory-trained technicians, genuine parts and capped-price servicing.',
    href: '/book-a-service',
    cta: 'Book a service',
  },
] as const;

function Services({ site }: { site: PublicSite }) {
  return (
    <section className={classes.section} aria-labelledby="services-heading">
      <Container size="xl">
        <div className={classes.sectionHeader}>
          <div>
            <h2 id="services-heading" className={classes.sectionTitle}>
              {`Why buy with ${site.name}`}
            </h2>
            <p className={classes.sectionLead}>Everything for your next car, and every one after it, under one roof.</p>
          </div>
        </div>
        {/* Three across from lg: at 768 px a third of the row left 'Get a finance quote' wider than its card (issue 17 item 5). */}
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
          {SERVICES.map(({ icon: Icon, title, text, href: path, cta }) => {
            // spec 2 §2 '/service … one site variant goes to an external booking page': the configured booking URL.
            const href = path === '/book-a-service' && site.xtime_url ? site.xtime_url : path;
            return (
              <Card key={href} withBorder padding="xl" radius="md" component="article">
                <div className={classes.service}>
                  <span className={classes.serviceIcon}>
                    <Icon size={24} />
                  </span>
                  <h3 className={classes.serviceTitle}>{title}</h3>
                  <p className={classes.serviceText}>{text}</p>
                  {/* the rego box starts the instant offer with the plate filled in. */}
                  {path === '/sell-my-car' ? (
                    <ValueMyCarBox site={site} />
                  ) : (
                    <div>
                      <Button component={SmartLink} href={href} variant="light" rightSection={<ArrowRightIcon size={16} />}>
                        {cta}
                      </Button>
                    </div>
                  )}
                </div>
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
    </section>
  );
}

/** issue 17 item 2: cars on offer and the newest arrivals, as the search page's cards, with a way to all of them. */
function Featured({ site, featured, total }: { site: PublicSite; featured: FeaturedStock; total: number | null }) {
  const now = new Date(featured.now);
  const title = featured.offers > 0 ? (featured.offers === featured.cars.length ? 'Special offers' : 'Special offers and new arrivals') : 'Just arrived';
  return (
    <section className={classes.section} aria-labelledby="featured-heading">
      <Container size="xl">
        <div className={classes.sectionHeader}>
          <div>
            <h2 id="featured-heading" className={classes.sectionTitle}>
              {title}
            </h2>
            <p className={classes.sectionLead}>
              {total !== null && total > 0 ? `Picked from the ${formatNumber(total)} vehicles at ${site.name}.` : `Picked from the stock at ${site.name}.`}
            </p>
          </div>
          <div className={classes.sectionActions}>
            {featured.offers > 0 ? (
              <Button component={Link} to="/special-offers" variant="outline" rightSection={<ArrowRightIcon size={16} />}>
                All offers
              </Button>
            ) : null}
            <Button component={Link} to="/search" variant="subtle" rightSection={<ArrowRightIcon size={16} />}>
              All stock
            </Button>
          </div>
        </div>
        <ul className={classes.featuredGrid}>
          {featured.cars.map((car) => (
            <li key={car.id}>
              <CarCard car={car} site={site} now={now} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The home page: search hero, featured stock, group content or model range, services, locations (spec 1 §1, spec 2 §2). */
export function HomePage() {
  const site = useSite();
  const { catalogue, featured } = useLoaderData() as HomeData;
  const isGroup = site.template === 'group';
  return (
    <>
      <HeroSearch site={site} catalogue={catalogue} feature={featured?.hero ?? null} />
      <PromotionSlides site={site} />
      {catalogue ? <CarTypeBand site={site} catalogue={catalogue} /> : null}
      {featured ? <Featured site={site} featured={featured} total={catalogue?.count ?? null} /> : null}
      {catalogue ? <FacetLinks site={site} catalogue={catalogue} /> : null}
      {isGroup && site.group_tiles.length > 0 ? <GroupTiles tiles={site.group_tiles} /> : null}
      {isGroup && site.statistics.length > 0 ? <Statistics site={site} /> : null}
      <RangeCategories site={site} />
      <Services site={site} />
      {site.widgets.sales_counter ? <SalesCounter /> : null}
      <ReviewsSection site={site} muted />
      <LatestVehicleReviews site={site} />
      {/* issue 14: the cars this browser viewed (client-only, far below the fold: nothing in view shifts). */}
      <RecentlyViewed />
      {site.locations.length > 0 ? (
        <section className={`${classes.section} ${classes.sectionMuted}`} aria-labelledby="locations-heading">
          {/* issue 17 item 5: one location sits beside the heading on a tablet and a desktop, not alone in a row. */}
          <Container size="xl" className={site.locations.length === 1 ? classes.visitSplit : undefined}>
            <div className={classes.sectionHeader}>
              <div>
                <h2 id="locations-heading" className={classes.sectionTitle}>
                  {site.locations.length > 1 ? 'Our locations' : 'Visit us'}
                </h2>
                <p className={classes.sectionLead}>Drop in for a test drive or give us a call, we are here to help.</p>
              </div>
            </div>
            <LocationCards locations={site.locations} closedText={closedTextOf(site.labels)} />
          </Container>
        </section>
      ) : null}
      <section className={classes.cta} aria-label="Contact us">
        <Container size="xl" className={classes.ctaInner}>
          <div>
            <h2 className={classes.ctaTitle}>Ready when you are</h2>
            <p className={classes.ctaText}>Talk to the {site.name} team today about your next vehicle.</p>
          </div>
          <Button component="a" href={telHref(site.phone)} size="lg" variant="white" leftSection={<PhoneIcon size={18} />}>
            Call {site.phone}
          </Button>
        </Container>
      </section>
    </>
  );
}
