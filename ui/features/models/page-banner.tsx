import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './models.module.css';

export interface Crumb {
  readonly label: string;
  /** Absent for the page itself. */
  readonly href?: string;
}

/** The heading band of the range pages: breadcrumb, the page's h1 and its lead. */
export function PageBanner({ title, lead, crumbs }: { title: string; lead: ReactNode; crumbs: readonly Crumb[] }) {
  return (
    <section className={classes.banner}>
      <Container size="xl">
        <Breadcrumb crumbs={crumbs} className={classes.crumbs} />
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.lead}>{lead}</p>
      </Container>
    </section>
  );
}

export function Breadcrumb({ crumbs, className }: { crumbs: readonly Crumb[]; className: string | undefined }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}-${crumb.href ?? 'here'}`}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
