import { possessive } from '../../../domain/shared/possessive';
import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { telHref } from '../../lib/contact';
import { useSite } from '../../hooks/use-site';
import type { RouteHandle } from '../../lib/page-meta';
import classes from './errors.module.css';

export const notFoundHandle: RouteHandle = {
  meta: ({ site }) => ({
    title: `Page not found | ${site.name}`,
    description: `The page you asked for is not on ${possessive(site.name)} website.`,
    noindex: true,
  }),
};

export function NotFoundPage() {
  const site = useSite();
  return (
    <Container size="md" className={classes.wrap}>
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <h1 className={classes.title}>We couldn't find that page</h1>
      <p className={classes.text}>
        The page may have moved, or the vehicle may have found a new home. Try our stock, or call {site.name} on <a href={telHref(site.phone)}>{site.phone}</a>.
      </p>
      <Group justify="center" gap="sm">
        <Button component={Link} to="/" size="md">
          Back to home
        </Button>
        <Button component={Link} to="/search" size="md" variant="default">
          Browse stock
        </Button>
      </Group>
    </Container>
  );
}
