import '../../components/lead-forms/mantine-components.css';
import { mainHoursRows } from '../../../domain/locations/main-hours';
import { closedTextOf } from '../../../domain/locations/opening-hours';
import { Button, Container } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { EnquiryForm, MultiStepEnquiryForm, toLeadFormCar } from '../../components/lead-forms';
import { ClockIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { useSite } from '../../hooks/use-site';
import { siteAddressLine, telHref } from '../../lib/contact';
import type { CarFormPageData } from './forms-route';
import classes from './forms.module.css';

/**
 * /contact (and /contact-us, with the multi-step variant): the enquiry form of spec 2 §2 — a
 * general enquiry, or about the car `?car_id=` names — beside the dealer's contact details.
 */
export function ContactPage({ multiStep = false }: { multiStep?: boolean }) {
  const site = useSite();
  const { car } = useLoaderData() as CarFormPageData;
  const formCar = car ? toLeadFormCar(car) : undefined;
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
  // spec 2 §9: the main location's own department week (mainHoursRows), a closed day in the site's wording.
  const hours = primary ? mainHoursRows(primary, { closedText: closedTextOf(site.labels) }) : [];
  const Form = multiStep ? MultiStepEnquiryForm : EnquiryForm;
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>{car ? 'Enquire about this vehicle' : 'Contact Us'}</h1>
          <p className={classes.lead}>
            {car
              ? `Ask us anything about the ${car.name}: availability, finance, a trade-in or a test drive.`
              : `Questions about a car, finance, a trade-in or a service? Send ${site.name} a message and our team will get back to you.`}
          </p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <div className={classes.layout}>
          <div className={classes.card}>
            <h2 className={classes.cardTitle}>Send us an enquiry</h2>
            {car ? (
              <div className={classes.carNote}>
                <span>
                  <strong>{car.name}</strong> · Stock number {car.stocknum}
                </span>
                <Button component={Link} to={`/cars/${car.slug}`} variant="subtle" size="compact-sm">
                  View vehicle
                </Button>
              </div>
            ) : null}
            <Form site={site} car={formCar} idPrefix={multiStep ? 'contact-multi' : 'contact'} />
          </div>
          <aside className={classes.aside} aria-label="Contact details">
            <div className={classes.infoCard}>
              <h2 className={classes.infoTitle}>{site.name}</h2>
              <p className={classes.infoLine}>
                <PhoneIcon size={16} />
                <a href={telHref(site.phone)}>{site.phone}</a>
              </p>
              <p className={classes.infoLine}>
                <PinIcon size={16} />
                <span>{siteAddressLine(site)}</span>
              </p>
            </div>
            {hours.length > 0 ? (
              <div className={classes.infoCard}>
                <h2 className={classes.infoTitle}>
                  <ClockIcon size={15} /> Opening hours
                </h2>
                <ul className={classes.hours} aria-label={`${primary?.name ?? site.name} opening hours`}>
                  {hours.map((row) => (
                    <li key={row.label}>
                      <span className={classes.day}>{row.label}</span> <span>{row.hours}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </aside>
        </div>
      </Container>
    </>
  );
}

export const MultiStepContactPage = () => <ContactPage multiStep />;
