import { Button, Container, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { SearchIcon } from '../../components/icons';
import { siteTagline } from '../../lib/site-copy';
import { HeroArt } from './hero-art';
import classes from './home.module.css';

type Condition = '' | 'new' | 'demo' | 'used';

// spec 2 §2: the condition filter on car_type cycles All (empty), new, demo, used.
const SEARCH_PATH: Record<Condition, string> = {
  '': '/search',
  new: '/search/new-cars',
  demo: '/search/demo-cars',
  used: '/search/used-cars',
};

/** The search hero (spec 2 §2 "Search hero"): the site's heading, a condition choice and a Search button. */
export function HeroSearch({ site }: { site: PublicSite }) {
  const [condition, setCondition] = useState<Condition>('');
  const options = [
    { value: '', label: 'All' },
    { value: 'new', label: site.labels.new },
    { value: 'demo', label: site.labels.demo },
    { value: 'used', label: site.labels.used },
  ];

  return (
    <section className={classes.hero} aria-labelledby="hero-heading">
      <HeroArt className={classes.heroArt} />
      <Container size="xl" className={classes.heroInner}>
        <p className={classes.eyebrow}>{site.name}</p>
        <h1 id="hero-heading" className={classes.heroTitle}>
          {site.labels.heroHeading}
        </h1>
        <p className={classes.heroLead}>
          {siteTagline(site)}. Quality stock, finance on the spot and a fair price for your trade-in.
        </p>

        <div className={classes.searchPanel} role="search" aria-label="Search our stock">
          <span className={classes.searchLabel} id="hero-condition-label">
            Condition
          </span>
          <div className={classes.searchRow}>
            <SegmentedControl
              className={classes.segmented}
              data={options}
              value={condition}
              onChange={(value) => setCondition(value as Condition)}
              aria-labelledby="hero-condition-label"
              size="md"
              radius="md"
              fullWidth
            />
            <Button component={Link} to={SEARCH_PATH[condition]} size="md" radius="md" leftSection={<SearchIcon size={18} />}>
              Search
            </Button>
          </div>
        </div>

        <nav className={classes.quickLinks} aria-label="Popular searches">
          <Link className={classes.quickLink} to="/special-offers">
            Special offers
          </Link>
          <Link className={classes.quickLink} to="/sell-my-car">
            Value my trade-in
          </Link>
          <Link className={classes.quickLink} to="/finance">
            Finance calculator
          </Link>
          <Link className={classes.quickLink} to="/book-a-service">
            Book a service
          </Link>
        </nav>
      </Container>
    </section>
  );
}
