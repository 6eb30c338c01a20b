import { Button, Container, Group } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MissingCarPanel } from '../../components/missing-car/missing-car-panel';
import type { MissingCarSuggestions } from '../../lib/missing-car';
import classes from './errors.module.css';

/** The suggestions a car page's 404 carries (ui/features/vehicle/vehicle-route.ts), if any. */
function missingCarOf(error: unknown): MissingCarSuggestions | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const body = error.data as { missingCar?: MissingCarSuggestions | null } | null;
  return body?.missingCar ?? null;
}

/** A page that failed to load: shown inside the site's layout (404 from a loader, or an outage). */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const missingCar = missingCarOf(error);
  if (missingCar) {
    return (
      <Container size="xl" className={classes.wrap}>
        <h1 className={classes.title}>This car is no longer on our site</h1>
        <p className={classes.text}>It may have found a new home, or the link may be out of date. These cars are in stock now.</p>
        <MissingCarPanel suggestions={missingCar} />
      </Container>
    );
  }
  return (
    <Container size="md" className={classes.wrap}>
      <p className={classes.code} aria-hidden="true">
        {notFound ? 404 : 'Oops'}
      </p>
      <h1 className={classes.title}>{notFound ? "We couldn't find that page" : 'Something went wrong'}</h1>
      <p className={classes.text}>
        {notFound
          ? 'The page may have moved, or the vehicle may have found a new home.'
          : 'This page could not be shown just now. Please try again in a moment.'}
      </p>
      <Group justify="center">
        <Button component={Link} to="/" size="md">
          Back to home
        </Button>
      </Group>
    </Container>
  );
}
