import { Badge, Button, Card, Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicLocation } from '../../../application/client/caryard-client.port';
import { mapsHref, telHref } from '../../lib/contact';
import { ClockIcon, PhoneIcon, PinIcon } from '../icons';
import { formatPhone } from '../../../domain/dealer-site/phone';
import { departmentsOf } from '../../../domain/locations/departments';
import { mainHoursRows } from '../../../domain/locations/main-hours';
import classes from './location-cards.module.css';

const TYPE_LABEL: Record<string, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' };

export interface LocationCardsProps {
  locations: readonly PublicLocation[];
  /** spec 2 §9: how a closed day reads on this site — 'Closed', or 'By appointment only' (domain closedTextOf). */
  closedText: string;
  /** issue 13: each card's location page; given, the name and a 'View location' button link to it. */
  hrefOf?: (location: PublicLocation) => string;
  /** issue 13: what a card shows under its name (the distance from the shopper's postcode, 'Open now'). */
  extraOf?: (location: PublicLocation) => ReactNode;
  /** Columns on wide screens (default: one per location, up to 3). */
  wideColumns?: number;
}

/**
 * Dealership locations with address, phone and weekly hours (spec 2 §2 Locations), the hours
 * by the domain's rule (spec 2 §9): Monday to Friday grouped only when all five are equal,
 * Saturday and Sunday on their own rows, a closed day in the site's wording.
 */
export function LocationCards({ locations, closedText, hrefOf, extraOf, wideColumns }: LocationCardsProps) {
  // "Main" only means something when one location of several is the main one.
  const showMain = locations.length > 1 && locations.filter((l) => l.primary).length === 1;
  return (
    // issue 17 item 5: one location is one column at every width (it left half a row empty on a tablet).
    <SimpleGrid cols={{ base: 1, sm: Math.min(Math.max(locations.length, 1), 2), lg: wideColumns ?? Math.min(Math.max(locations.length, 1), 3) }} spacing="lg">
      {locations.map((location) => {
        const { street, city, state, postcode } = location.address;
        const address = `${street}, ${city} ${state} ${postcode}`;
        // spec 2 §9 by the domain's one rule: the week of the location's own department (its
        // department_hours where listed); a location that lists no hours shows none.
        const hours = mainHoursRows(location, { closedText });
        // issue 13: a location's departments by the domain's one rule (its type, subtypes, own hours, workshop).
        const types = departmentsOf(location);
        const href = hrefOf?.(location);
        return (
          <Card key={location.id} withBorder padding="lg" radius="md" className={classes.card} component="article">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <h3 className={classes.name}>
                {href ? (
                  <Link to={href} className={classes.nameLink}>
                    {location.name}
                  </Link>
                ) : (
                  location.name
                )}
              </h3>
              {showMain && location.primary ? (
                <Badge variant="light" size="sm" className={classes.mainBadge}>
                  Main
                </Badge>
              ) : null}
            </Group>
            {types.length > 0 ? (
              <Group gap={6}>
                {types.map((t) => (
                  <Badge key={t} variant="outline" color="gray.7" size="xs">
                    {TYPE_LABEL[t]}
                  </Badge>
                ))}
              </Group>
            ) : null}
            {extraOf?.(location)}
            <p className={classes.line}>
              <PinIcon size={16} />
              <span>{address}</span>
            </p>
            <p className={classes.line}>
              <PhoneIcon size={16} />
              <a className={classes.phone} href={telHref(location.contact_detail.phone)}>
                {formatPhone(location.contact_detail.phone)}
              </a>
            </p>
            {hours.length > 0 ? (
              <div className={classes.line}>
                <ClockIcon size={16} />
                <ul className={classes.hours} aria-label={`${location.name} opening hours`}>
                  {hours.map((row) => (
                    <li key={row.label}>
                      <span className={classes.day}>{row.label}</span> <span>{row.hours}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={classes.actions}>
              {href ? (
                <Button component={Link} to={href} size="sm" aria-label={`View location: ${location.name}`}>
                  View location
                </Button>
              ) : null}
              <Button
                component="a"
                href={location.address.place_url ?? mapsHref(`${location.name}, ${address}`)}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="sm"
                {...(href ? { 'aria-label': `Get directions to ${location.name} (opens in a new tab)` } : {})}
              >
                Get directions
              </Button>
            </div>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
