import { Button, Group } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CarCard } from '../car-card/car-card';
import { useSite } from '../../hooks/use-site';
import type { MissingCarSuggestions } from '../../lib/missing-car';
import classes from './missing-car-panel.module.css';

/**
 * The cars a missing car's page offers instead (ui/lib/missing-car.ts): their cards, and the
 * search they come from beside the site's whole stock. Rendered on the server with the page.
 */
export function MissingCarPanel({ suggestions }: { suggestions: MissingCarSuggestions }) {
  const site = useSite();
  const id = useId();
  const now = new Date(suggestions.now);
  const wholeStock = suggestions.search.href === '/search';
  return (
    <section className={classes.panel} aria-labelledby={`${id}-h`}>
      {suggestions.cars.length > 0 ? (
        <>
          <h2 id={`${id}-h`} className={classes.title}>
            Cars you might like instead
          </h2>
          <ul className={classes.grid}>
            {suggestions.cars.map((car) => (
              <li key={car.id} className={classes.item}>
                <CarCard car={car} site={site} now={now} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id={`${id}-h`} className={classes.title}>
          Search our stock
        </h2>
      )}
      <Group justify="center" gap="sm" className={classes.actions}>
        <Button component={Link} to={suggestions.search.href} size="md">
          {suggestions.search.label}
        </Button>
        {wholeStock ? null : (
          <Button component={Link} to="/search" size="md" variant="default">
            Search all our stock
          </Button>
        )}
        <Button component={Link} to="/" size="md" variant="subtle">
          Back to home
        </Button>
      </Group>
    </section>
  );
}
