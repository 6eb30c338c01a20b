import { Accordion, Button, Container, Group } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { RenderedContentPage } from '../../../application/client/caryard-client.port';
import { mainHoursRows } from '../../../domain/locations/main-hours';
import { closedTextOf } from '../../../domain/locations/opening-hours';
import { ArrowRightIcon, ClockIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { LocationCards } from '../../components/locations/location-cards';
import { SmartLink } from '../../components/smart-link';
import { useProseLinks } from '../../hooks/use-prose-links';
import { useSite } from '../../hooks/use-site';
import { siteAddressLine, telHref } from '../../lib/contact';
import classes from './content-page.module.css';

// The forms load with their own chunk, only on the pages that have one (the lead form machine
// and its fields are no weight for the other content pages).
const PartsEnquiryForm = lazy(() => import('./parts-enquiry-form'));
const GeneralEnquiryForm = lazy(() => import('./general-enquiry-form'));

const FORM_HEADING = {
  'parts-enquiry': 'Parts enquiry',
  'general-enquiry': 'Send us an enquiry',
} as const;

/**
 * A content page (issue 11): the site's words from its configuration, rendered from Markdown on
 * the server — a banner with the title and summary, the prose, the page's FAQs as an accordion
 * (spec 2 §9: 300 ms), its form or its locations, its actions, and a way to reach the dealer.
 */
export function ContentPageView({ page }: { page: RenderedContentPage }) {
  const site = useSite();
  // The lazy forms are rendered after hydration only: the server's HTML has their placeholder.
  const mounted = useMounted();
  const onProseClick = useProseLinks();
  const locations = page.widget === 'locations';
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>{page.title}</h1>
          <p className={classes.lead}>{page.summary}</p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <div className={locations ? undefined : classes.layout}>
          <div className={classes.main}>
            {/* The HTML comes from the site's own configuration through the Markdown renderer, which shows raw HTML as text. */}
            {/* The links inside keep their own keyboard behaviour; the handler only routes their clicks in the app. */}
            <div className={classes.prose} onClick={onProseClick} dangerouslySetInnerHTML={{ __html: page.html }} />

            {page.faqs.length > 0 ? (
              <section className={classes.section} aria-labelledby="content-faqs">
                <h2 id="content-faqs" className={classes.sectionTitle}>
                  Common questions
                </h2>
                {/* spec 2 §9: accordion animation 300 ms; each question a heading under the section's; the answers are in
                    the server's HTML (hidden until opened), so search engines and a page without its script have them. */}
                <Accordion
                  order={3}
                  transitionDuration={300}
                  keepMounted
                  keepMountedMode="display-none"
                  variant="separated"
                  radius="md"
                  classNames={{ control: classes.faqControl }}
                >
                  {page.faqs.map((faq, index) => (
                    <Accordion.Item key={faq.question} value={`faq-${index}`}>
                      <Accordion.Control>{faq.question}</Accordion.Control>
                      <Accordion.Panel>
                        <div className={classes.prose} onClick={onProseClick} dangerouslySetInnerHTML={{ __html: faq.html }} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              </section>
            ) : null}

            {page.form ? (
              <section className={`${classes.section} ${classes.formCard}`} aria-labelledby="content-form" id="enquiry-form">
                <h2 id="content-form" className={classes.sectionTitle}>
                  {FORM_HEADING[page.form]}
                </h2>
                {/* The form renders once the page is interactive (a form is no use before); its space is kept meanwhile. */}
                {mounted ? (
                  <Suspense fallback={<div className={classes.formPlaceholder} aria-hidden="true" />}>
                    {page.form === 'parts-enquiry' ? <PartsEnquiryForm site={site} /> : <GeneralEnquiryForm site={site} />}
                  </Suspense>
                ) : (
                  <div className={classes.formPlaceholder} aria-hidden="true" />
                )}
              </section>
            ) : null}

            {page.actions.length > 0 ? (
              <Group gap="sm" className={classes.actions}>
                {page.actions.map((action, index) => (
                  <Button
                    key={action.href}
                    component={SmartLink}
                    href={action.href}
                    variant={index === 0 ? 'filled' : 'default'}
                    rightSection={index === 0 ? <ArrowRightIcon size={16} /> : undefined}
                  >
                    {action.label}
                  </Button>
                ))}
              </Group>
            ) : null}
          </div>

          {locations ? null : <ContactAside />}
        </div>

        {locations ? (
          <section className={classes.section} aria-labelledby="content-locations">
            <h2 id="content-locations" className={classes.sectionTitle}>
              {site.locations.length === 1 ? 'Find us' : `Our ${site.locations.length} locations`}
            </h2>
            <LocationCards locations={site.locations} closedText={closedTextOf(site.labels)} />
            <Group gap="sm" className={classes.actions}>
              <Button component={Link} to="/contact-us" rightSection={<ArrowRightIcon size={16} />}>
                Send us a message
              </Button>
              <Button component={Link} to="/search" variant="default">
                Browse our stock
              </Button>
            </Group>
          </section>
        ) : null}
      </Container>
    </>
  );
}

/** The page's next step: the dealer's phone, address and hours, a message, or the stock. */
function ContactAside() {
  const site = useSite();
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
  // spec 2 §9: the main location's own department week by the domain's rule, in the site's closed wording.
  const hours = primary ? mainHoursRows(primary, { closedText: closedTextOf(site.labels) }) : [];
  return (
    <aside className={classes.aside} aria-labelledby="content-contact">
      <div className={classes.infoCard}>
        <h2 id="content-contact" className={classes.infoTitle}>
          Talk to {site.name}
        </h2>
        <p className={classes.infoLine}>
          <PhoneIcon size={16} />
          <a href={telHref(site.phone)}>{site.phone}</a>
        </p>
        <p className={classes.infoLine}>
          <PinIcon size={16} />
          <span>{siteAddressLine(site)}</span>
        </p>
        {hours.length > 0 ? (
          <div className={classes.infoLine}>
            <ClockIcon size={16} />
            <ul className={classes.hours} aria-label={`${primary?.name ?? site.name} opening hours`}>
              {hours.map((row) => (
                <li key={row.label}>
                  <span className={classes.day}>{row.label}</span> <span>{row.hours}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={classes.asideActions}>
          <Button component={Link} to="/contact-us" fullWidth>
            Send us a message
          </Button>
          <Button component={Link} to="/search" variant="default" fullWidth>
            Browse our stock
          </Button>
        </div>
      </div>
    </aside>
  );
}
