import { Button, Card, Container, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { GroupTile } from '../../../domain/dealer-site/dealer-site';
import { ArrowRightIcon, DollarIcon, PhoneIcon, SwapIcon, WrenchIcon } from '../../components/icons';
import { LocationCards } from '../../components/locations/location-cards';
import { SmartLink } from '../../components/smart-link';
import { useSite } from '../../hooks/use-site';
import { telHref } from '../../lib/contact';
import type { RouteHandle } from '../../lib/page-meta';
import { siteTagline } from '../../lib/site-copy';
import { HeroSearch } from './hero-search';
import classes from './home.module.css';

export const homeHandle: RouteHandle = {
  meta: ({ site }) => ({
    title: `${site.name} | ${siteTagline(site)}`,
    description: `${site.labels.heroHeading} at ${site.name}, ${site.address.suburb} ${site.address.state}. Finance, trade-ins and servicing in one place. Call ${site.phone}.`,
  }),
};

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

/** The Range entry of the navigation: its body categories, in their configured order (spec 2 §2). */
function RangeCategories({ site }: { site: PublicSite }) {
  const range = site.navigation.find((item) => item.href.split('?', 1)[0] === '/models' && item.children?.length);
  if (!range?.children) return null;
  return (
    <section className={`${classes.section} ${classes.sectionMuted}`} aria-labelledby="range-heading">
      <Container size="xl">
        <div className={classes.sectionHeader}>
          <div>
            <h2 id="range-heading" className={classes.sectionTitle}>
              Explore our range
            </h2>
            <p className={classes.sectionLead}>Find the body style that suits the way you drive.</p>
          </div>
          <Button component={Link} to={range.href} variant="subtle" rightSection={<ArrowRightIcon size={16} />}>
            All models
          </Button>
        </div>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: range.children.length }} spacing="md">
          {range.children.map((body) => (
            <SmartLink key={body.href} href={body.href} className={classes.bodyType}>
              {body.label}
              <ArrowRightIcon size={18} />
            </SmartLink>
          ))}
        </SimpleGrid>
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
    text: 'Enter your rego for an instant offer, then drive away in something new.',
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
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {SERVICES.map(({ icon: Icon, title, text, href, cta }) => (
            <Card key={href} withBorder padding="xl" radius="md" component="article">
              <div className={classes.service}>
                <span className={classes.serviceIcon}>
                  <Icon size={24} />
                </span>
                <h3 className={classes.serviceTitle}>{title}</h3>
                <p className={classes.serviceText}>{text}</p>
                <div>
                  <Button component={Link} to={href} variant="light" rightSection={<ArrowRightIcon size={16} />}>
                    {cta}
                  </Button>
                </div>
              </div>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

/** The home page: search hero, group content or model range, services, locations (spec 1 §1, spec 2 §2). */
export function HomePage() {
  const site = useSite();
  const isGroup = site.template === 'group';
  return (
    <>
      <HeroSearch site={site} />
      {isGroup && site.group_tiles.length > 0 ? <GroupTiles tiles={site.group_tiles} /> : null}
      {isGroup && site.statistics.length > 0 ? <Statistics site={site} /> : null}
      {!isGroup ? <RangeCategories site={site} /> : null}
      <Services site={site} />
      {site.locations.length > 0 ? (
        <section className={`${classes.section} ${classes.sectionMuted}`} aria-labelledby="locations-heading">
          <Container size="xl">
            <div className={classes.sectionHeader}>
              <div>
                <h2 id="locations-heading" className={classes.sectionTitle}>
                  {site.locations.length > 1 ? 'Our locations' : 'Visit us'}
                </h2>
                <p className={classes.sectionLead}>Drop in for a test drive or give us a call, we are here to help.</p>
              </div>
            </div>
            <LocationCards locations={site.locations} closedText={closedTextOf(site)} />
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

function closedTextOf(site: PublicSite): string {
  const labels = site.labels as PublicSite['labels'] & { closedHoursText?: string };
  return labels.closedHoursText ?? 'Closed';
}
