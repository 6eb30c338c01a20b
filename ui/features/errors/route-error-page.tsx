import { Button, Container, Group } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import classes from './errors.module.css';

/** A page that failed to load: shown inside the site's layout (404 from a loader, or an outage). */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
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
