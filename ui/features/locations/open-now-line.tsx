import { useEffect, useState } from 'react';
import type { PublicLocation } from '../../../application/client/caryard-client.port';
import { openNowLine } from '../../../domain/locations/open-now';
import type { Department } from '../../../domain/locations/opening-hours';
import classes from './locations.module.css';

/**
 * The instant the page's 'open now' lines are read at. Choice (no hydration mismatch, and
 * right from the first paint): the server renders them at the request's time, which travels in
 * the loader's data, so hydration renders the same words; after hydration the browser reads its
 * own clock and again every minute, so a page left open turns 'Open now' to 'Closed' on time.
 */
export function useNow(renderedAt: string): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export interface OpenNowProps {
  location: PublicLocation;
  department: Department;
  now: Date;
  closedText: string;
  /** Names the department ('Service: Open now — closes 5:00pm') where a page shows several. */
  label?: string;
}

/**
 * issue 13: 'Open now — closes 5:30pm' / 'Closed — opens Monday 8:00am', in the location's own
 * time zone (domain/locations/open-now.ts).
 */
export function OpenNow({ location, department, now, closedText, label }: OpenNowProps) {
  const line = openNowLine(now, location, department, { closedText });
  return (
    <p className={classes.openNow} data-open={line.open ? 'true' : 'false'}>
      <span className={classes.openDot} aria-hidden="true" />
      {label ? <span className={classes.openLabel}>{label}: </span> : null}
      <span>{line.text}</span>
    </p>
  );
}
