/**
 * /service (spec 2 §2 'Service booking'; issue 13 'The service page'): the hero with the heading
 * 'GENUINE SERVICING' and a 'BOOK NOW' link to #service-form, what the workshop does (genuine
 * parts, maintenance plan, software updates, health checks), the booking form — or, where the
 * site has the dealer's own booking page (xtime_url), that page in an iframe (spec 2 §7) — the
 * contact details and service hours of each service location, and 'interested in' links to the
 * warranty and roadside assist pages the site has.
 */
import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { PublicLocation, PublicSite } from '../../../application/client/caryard-client.port';
import { formatPhone, locationPhone, phoneHref } from '../../../domain/dealer-site/phone';
import { departmentHours } from '../../../domain/locations/departments';
import { closedTextOf, openingHoursRows } from '../../../domain/locations/opening-hours';
import { serviceFormTitle } from '../../../domain/service/service-booking';
import { ArrowRightIcon, ClockIcon, GaugeIcon, GearIcon, PhoneIcon, PinIcon, ShieldIcon, WrenchIcon } from '../../components/icons';
import { mapsHref } from '../../lib/contact';
import { useSite } from '../../hooks/use-site';
import { ServiceBookingForm } from './service-booking-form';
import { isCaravanSite, SERVICE_FORM_ID, SERVICE_HERO_WIDTH, serviceHeroImage, serviceLocationsOf, type ServicePageData } from './service-route';
import classes from './service-page.module.css';

const HERO_HEIGHT = (SERVICE_HERO_WIDTH * 5) / 8;

/** spec 2 §2 'interested in' links: these content pages, only where the site has them (never a page it lacks). */
const INTERESTED_IN: readonly { slug: string; blurb: string }[] = [
  { slug: 'warranty', blurb: 'What your warranty covers, and how servicing keeps it valid.' },
  { slug: 'roadside-assist', blurb: 'Help at the roadside when you need it.' },
];

/**
 * spec 2 §2 feature blocks (genuine parts, maintenance plan, software updates, health checks),
 * worded as work the workshop does — no copy promises a feature the site does not have (no capped
 * price, no plan price: a maintenance plan is an enquiry).
 */
const VEHICLE_COPY = {
  lead: 'Book your next service online. Our technicians service your vehicle to its manufacturer’s schedule with genuine parts, and tell you what they find before doing any extra work.',
  parts: 'We fit genuine parts and fluids made for your vehicle, so it keeps running the way it was built to.',
  plan: 'Ask us for a maintenance plan: we will set out the services your vehicle needs ahead, so you know what is coming.',
  software: 'Where the manufacturer has released software updates for your vehicle, our technicians check for them and install them while it is with us.',
  health: 'Every service includes a health check of brakes, tyres, battery, lights and fluids, and a report of what we found.',
} as const;

/** The same blocks for a caravan workshop: vans have no engine oil, but bearings, gas and 12-volt systems. */
const CARAVAN_COPY = {
  lead: 'Book your van’s next service online. Our technicians service it to its manufacturer’s schedule with genuine parts, and tell you what they find before doing any extra work.',
  parts: 'We fit genuine parts made for your van, from brake and bearing kits to seals and appliance spares.',
  plan: 'Ask us for a maintenance plan: we will set out the services your van needs before each touring season, so you know what is coming.',
  software:
    'Where the maker of your van’s power system or appliances has released software updates, our technicians check for them and install them while it is with us.',
  health: 'Every service includes a health check of brakes, bearings, tyres, gas fittings and the 12-volt system, and a report of what we found.',
} as const;

export function ServicePage() {
  const site = useSite();
  const data = useLoaderData() as ServicePageData;
  const workshops = serviceLocationsOf(site);
  // The ?location= of a location page's link, when that location takes bookings here.
  const preset = workshops.some((l) => l.slug === data.locationSlug) ? data.locationSlug : null;
  const formTitle = serviceFormTitle(site.service, site.name);
  const copy = isCaravanSite(site) ? CARAVAN_COPY : VEHICLE_COPY;
  const interested = INTERESTED_IN.flatMap(({ slug, blurb }) => {
    const page = site.pages.find((p) => p.slug === slug);
    return page ? [{ ...page, blurb }] : [];
  });

  return (
    <>
      <section className={classes.hero} aria-labelledby="service-heading">
        <Container size="xl" className={classes.heroInner}>
          <div className={classes.heroText}>
            <p className={classes.eyebrow}>Servicing at {site.name}</p>
            <h1 id="service-heading" className={classes.title}>
              GENUINE SERVICING
            </h1>
            <p className={classes.lead}>{copy.lead}</p>
            {/* A plain link: it scrolls to the form without the page's script (smoothly, by the page's CSS). */}
            <Button component="a" href={`#${SERVICE_FORM_ID}`} size="lg" className={classes.bookNow} rightSection={<ArrowRightIcon size={18} />}>
              BOOK NOW
            </Button>
          </div>
          <img
            className={classes.heroImage}
            src={serviceHeroImage(site, SERVICE_HERO_WIDTH * 2)}
            alt=""
            width={SERVICE_HERO_WIDTH}
            height={HERO_HEIGHT}
            fetchPriority="high"
            decoding="async"
          />
        </Container>
      </section>

      <Container size="xl" className={classes.body}>
        <section aria-labelledby="service-features-title" className={classes.features}>
          <h2 id="service-features-title" className={classes.sectionTitle}>
            Why service with {site.name}
          </h2>
          <ul className={classes.featureList}>
            <Feature icon={<ShieldIcon size={26} />} title="Genuine parts">
              {copy.parts}
            </Feature>
            <Feature icon={<ClockIcon size={26} />} title="Maintenance plan">
              {copy.plan}{' '}
              <Link to="/contact-us" className={classes.featureLink}>
                Enquire about a maintenance plan
              </Link>
            </Feature>
            <Feature icon={<GearIcon size={26} />} title="Software updates">
              {copy.software}
            </Feature>
            <Feature icon={<GaugeIcon size={26} />} title="Health checks">
              {copy.health}
            </Feature>
          </ul>
        </section>

        <div className={classes.bookingLayout}>
          <section id={SERVICE_FORM_ID} aria-labelledby="service-form-title" className={classes.formSection}>
            <h2 id="service-form-title" className={classes.sectionTitle}>
              {formTitle}
            </h2>
            {site.xtime_url ? (
              <ServiceFrame url={site.xtime_url} site={site} />
            ) : (
              <ServiceBookingForm site={site} idPrefix="service" presetLocationSlug={preset} showTitle={false} />
            )}
          </section>

          {workshops.length > 0 ? (
            <section aria-labelledby="service-contacts-title" className={classes.contacts}>
              <h2 id="service-contacts-title" className={classes.sectionTitle}>
                {workshops.length === 1 ? 'Contact our service department' : 'Our service centres'}
              </h2>
              <ul className={classes.contactList}>
                {workshops.map((location) => (
                  <ServiceContact key={location.id} location={location} closedText={closedTextOf(site.labels)} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        {interested.length > 0 ? (
          <section aria-labelledby="service-interested-title" className={classes.interested}>
            <h2 id="service-interested-title" className={classes.sectionTitle}>
              You may also be interested in
            </h2>
            <ul className={classes.interestedList}>
              {interested.map((page) => (
                <li key={page.slug}>
                  <Link to={page.path} className={classes.interestedCard}>
                    <span className={classes.interestedTitle}>{page.title}</span>
                    <span className={classes.interestedBlurb}>{page.blurb}</span>
                    <ArrowRightIcon size={18} className={classes.interestedArrow} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </>
  );
}

function Feature({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={classes.feature}>
      <span className={classes.featureIcon} aria-hidden="true">
        {icon}
      </span>
      <h3 className={classes.featureTitle}>{title}</h3>
      <p className={classes.featureText}>{children}</p>
    </li>
  );
}

/**
 * spec 2 §7 'The service iframe uses the dealer's service url'. Lazy (below the hero), sandboxed
 * to what a booking page needs, with a link to open it whole where a frame is too small.
 */
function ServiceFrame({ url, site }: { url: string; site: Pick<PublicSite, 'name'> }) {
  return (
    <div className={classes.frameWrap}>
      <iframe
        className={classes.frame}
        src={url}
        title={`Book a service with ${site.name}`}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      />
      <p className={classes.frameNote}>
        Booking page not showing?{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open it in a new tab
        </a>
      </p>
    </div>
  );
}

/** A service location's contact details and its service department's week (spec 2 §9 by the domain's rule). */
function ServiceContact({ location, closedText }: { location: PublicLocation; closedText: string }) {
  const { street, city, state, postcode } = location.address;
  const address = `${street}, ${city} ${state} ${postcode}`;
  const directions = location.address.place_url ?? mapsHref(`${location.name}, ${address}`);
  const phone = locationPhone(location);
  const rows = openingHoursRows(departmentHours(location, 'service'), { closedText });
  const titleId = `service-location-${location.slug}`;
  return (
    <li className={classes.contact}>
      <h3 id={titleId} className={classes.contactName}>
        {location.name}
      </h3>
      <p className={classes.contactLine}>
        <PinIcon size={16} />
        <span>
          {address}
          <br />
          <a href={directions} target="_blank" rel="noopener noreferrer" className={classes.contactLink}>
            Get directions<span className={classes.visuallyHidden}> to {location.name} (opens in a new tab)</span>
          </a>
        </span>
      </p>
      {phone ? (
        <p className={classes.contactLine}>
          <PhoneIcon size={16} />
          <a href={phoneHref(phone)} className={classes.contactLink}>
            <span className={classes.visuallyHidden}>Call {location.name} on </span>
            {formatPhone(phone)}
          </a>
        </p>
      ) : null}
      <table className={classes.hours}>
        <caption className={classes.hoursCaption}>
          <WrenchIcon size={16} /> Service hours
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link to={`/locations/${encodeURIComponent(location.slug)}`} className={classes.contactMore}>
        View location<span className={classes.visuallyHidden}>: {location.name}</span>
      </Link>
    </li>
  );
}
