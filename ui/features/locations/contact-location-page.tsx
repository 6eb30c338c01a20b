import '../../components/lead-forms/mantine-components.css';
import { Button, Container } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { closedTextOf, departmentHours, openingHoursRows } from '../../../domain/locations';
import { PhoneIcon, PinIcon } from '../../components/icons';
import { MultiStepEnquiryForm } from '../../components/lead-forms';
import { useSite } from '../../hooks/use-site';
import { addressLine, directionsHref, phonesOf } from './location-facts';
import { DEPARTMENT_NAME, mainDepartment } from './location-detail';
import { NavigationIcon } from './location-icons';
import { locationPagePath, locationsPagePath } from '../../../domain/site-content/indexable-paths';
import { type ContactLocationPageData } from './locations-route';
import { OpenNow, useNow } from './open-now-line';
import classes from './locations.module.css';

/**
 * /contact-us/{slug} (spec 2 §2 routes): the multi-step enquiry of /contact-us with the form's
 * location set to this one (its dealership receives the lead), beside the location's address,
 * numbers and hours.
 */
export function ContactLocationPage() {
  const site = useSite();
  const { slug, now: renderedAt } = useLoaderData() as ContactLocationPageData;
  const now = useNow(renderedAt);
  const location = site.locations.find((l) => l.slug === slug);
  // The loader answered 404 for a slug the site does not have; this only guards the types.
  if (!location) return null;
  const closedText = closedTextOf(site.labels);
  const department = mainDepartment(location);
  const rows = openingHoursRows(departmentHours(location, department), { closedText });
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
            <ol>
              <li>
                <Link to={locationsPagePath(site)}>Locations</Link>
              </li>
              <li>
                <Link to={locationPagePath(location)}>{location.name}</Link>
              </li>
              <li aria-current="page">Contact</li>
            </ol>
          </nav>
          <h1 className={classes.title}>Contact {location.name}</h1>
          <p className={classes.lead}>
            Questions about a car, finance, a trade-in or a service? Send {location.name} a message and the team will get back to you.
          </p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <div className={classes.contactLayout}>
          <div className={classes.formCard}>
            <h2 className={classes.panelTitle}>Send us an enquiry</h2>
            <MultiStepEnquiryForm site={site} idPrefix="contact-location" location={location.slug} />
          </div>
          <aside className={classes.contactAside} aria-label={`${location.name} contact details`}>
            <div className={classes.panel}>
              <h2 className={classes.panelTitle}>{location.name}</h2>
              <OpenNow location={location} department={department} now={now} closedText={closedText} />
              <p className={classes.asideLine}>
                <PinIcon size={16} />
                <span>{addressLine(location)}</span>
              </p>
              {phonesOf(location).map((phone) => (
                <p className={classes.asideLine} key={phone.href}>
                  <PhoneIcon size={16} />
                  <span>
                    {phone.kind}: <a href={phone.href}>{phone.display}</a>
                  </span>
                </p>
              ))}
              <p className={classes.asideLine}>
                <NavigationIcon size={16} />
                <a href={directionsHref(location)} target="_blank" rel="noopener noreferrer">
                  Get directions<span className={classes.visuallyHidden}> to {location.name} (opens in a new tab)</span>
                </a>
              </p>
            </div>
            <div className={classes.panel}>
              <h2 className={classes.panelTitle} id="contact-location-hours">
                {DEPARTMENT_NAME[department]} hours
              </h2>
              <table className={classes.hoursTable} aria-labelledby="contact-location-hours">
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.hours}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Button component={Link} to={locationPagePath(location)} variant="subtle" size="compact-sm" mt="sm">
                All hours and holiday hours
              </Button>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}
