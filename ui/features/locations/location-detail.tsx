import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicLocation, PublicSite } from '../../../application/client/caryard-client.port';
import { closedTextOf, departmentHours, departmentsOf, openingHoursRows, type Department } from '../../../domain/locations';
import { averageRating } from '../../../domain/promotions/reviews';
import { PinIcon } from '../../components/icons';
import { StarRating } from '../../components/reviews/star-rating';
import { HolidayHoursDialog } from './holiday-hours-dialog';
import { addressLine, contactHref, directionsHref, phonesOf, serviceHref, stockHref } from './location-facts';
import { BadgeIcon, MobileIcon, NavigationIcon } from './location-icons';
import { LocationsMap } from './locations-map';
import { OpenNow } from './open-now-line';
import { PhoneIcon } from '../../components/icons';
import classes from './locations.module.css';

export const DEPARTMENT_NAME: Record<Department, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' };

/**
 * spec 2 §5 'Reviews': a location's rating shows only where the site shows reviews — not hidden,
 * and the average above the site's minimum (spec 2 §9: 4).
 */
export function locationRating(site: Pick<PublicSite, 'reviews'>, location: Pick<PublicLocation, 'reviews'>): { average: string; count: number } | null {
  const reviews = location.reviews;
  if (!reviews || site.reviews.hidden) return null;
  const average = averageRating({ summary: reviews });
  return average !== null && average > site.reviews.min_rating && reviews.count > 0 ? { average: reviews.average_rating, count: reviews.count } : null;
}

/** The department a location is known for: its type (empty meaning sales, spec 2 §3). */
export const mainDepartment = (location: PublicLocation): Department => departmentsOf(location)[0] ?? 'sales';

/**
 * A location in full (spec 2 §2 'Location detail page'; issue 13): address and directions, its
 * numbers, licence numbers, reviews summary, the opening hours of each department with whether
 * it is open now, the holiday hours dialog, and a map pinned at its latitude and longitude.
 * `titleLevel` 2 when the page's h1 is another heading (the locations page of a one-location site).
 */
export function LocationDetail({ site, location, now, titleLevel }: { site: PublicSite; location: PublicLocation; now: Date; titleLevel?: 2 }) {
  const closedText = closedTextOf(site.labels);
  const departments = departmentsOf(location);
  const rating = locationRating(site, location);
  const phones = phonesOf(location);
  const service = serviceHref(location);
  const stock = stockHref(location);
  const hoursId = `hours-${location.slug}`;
  return (
    <div className={classes.detail}>
      <div className={classes.detailMain}>
        <section className={classes.panel} aria-labelledby={`contact-${location.slug}`}>
          {titleLevel === 2 ? (
            <h2 className={classes.panelTitle} id={`contact-${location.slug}`}>
              {location.name}
            </h2>
          ) : (
            <h2 className={classes.panelTitle} id={`contact-${location.slug}`}>
              Contact and directions
            </h2>
          )}
          {titleLevel === 2 ? <OpenNow location={location} department={mainDepartment(location)} now={now} closedText={closedText} /> : null}
          <dl className={classes.facts}>
            <div className={classes.fact}>
              <dt>
                <PinIcon size={18} />
                <span className={classes.factName}>Address</span>
              </dt>
              <dd>
                <address className={classes.address}>{addressLine(location)}</address>
                <a href={directionsHref(location)} target="_blank" rel="noopener noreferrer" className={classes.factLink}>
                  <NavigationIcon size={14} /> Get directions<span className={classes.visuallyHidden}> to {location.name} (opens in a new tab)</span>
                </a>
              </dd>
            </div>
            {phones.map((phone) => (
              <div className={classes.fact} key={phone.href}>
                <dt>
                  {phone.kind === 'Mobile' ? <MobileIcon size={18} /> : <PhoneIcon size={18} />}
                  <span className={classes.factName}>{phone.kind}</span>
                </dt>
                <dd>
                  <a href={phone.href} className={classes.phone}>
                    {phone.display}
                  </a>
                </dd>
              </div>
            ))}
            {location.dealer_license_number ? (
              <div className={classes.fact}>
                <dt>
                  <BadgeIcon size={18} />
                  <span className={classes.factName}>Dealer licence</span>
                </dt>
                <dd>{location.dealer_license_number}</dd>
              </div>
            ) : null}
            {location.motor_vehicle_repairer ? (
              <div className={classes.fact}>
                <dt>
                  <BadgeIcon size={18} />
                  <span className={classes.factName}>Motor vehicle repairer</span>
                </dt>
                <dd>{location.motor_vehicle_repairer}</dd>
              </div>
            ) : null}
          </dl>
          {rating ? (
            <p className={classes.rating}>
              <StarRating rating={rating.average} size={18} showValue />
              <span>
                from {rating.count.toLocaleString('en-AU')} {rating.count === 1 ? 'review' : 'reviews'}
              </span>
            </p>
          ) : null}
          <Group gap="sm" className={classes.detailActions}>
            <Button component={Link} to={contactHref(location)}>
              Send an enquiry
            </Button>
            {service ? (
              <Button component={Link} to={service} variant="default">
                Book a service
              </Button>
            ) : null}
            {stock ? (
              <Button component={Link} to={stock} variant="default">
                View our stock
              </Button>
            ) : null}
          </Group>
        </section>

        <section className={classes.panel} aria-labelledby={hoursId}>
          <div className={classes.hoursHeader}>
            <h2 className={classes.panelTitle} id={hoursId}>
              Opening hours
            </h2>
            <HolidayHoursDialog location={location} now={now} closedText={closedText} />
          </div>
          <div className={classes.hoursGrid}>
            {departments.map((department) => {
              const week = departmentHours(location, department);
              const rows = openingHoursRows(week, { closedText });
              const captionId = `${hoursId}-${department}`;
              return (
                <div key={department} className={classes.hoursCard}>
                  <h3 className={classes.hoursTitle} id={captionId}>
                    {DEPARTMENT_NAME[department]}
                  </h3>
                  <OpenNow location={location} department={department} now={now} closedText={closedText} />
                  <table className={classes.hoursTable} aria-labelledby={captionId}>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={row.label}>
                          <th scope="row">{row.label}</th>
                          <td>{row.hours}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              );
            })}
          </div>
        </section>
      </div>

      <div className={classes.detailAside}>
        <LocationsMap
          site={site}
          items={[{ location, href: directionsHref(location), external: true }]}
          label={`Map: ${location.name}, ${location.address.city}`}
        />
      </div>
    </div>
  );
}
