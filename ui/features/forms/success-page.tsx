import '../../components/lead-forms/mantine-components.css';
import { Button, Container, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
// The local store alone, not the lead forms' barrel: the thank-you page loaded every form's code (44 scripts, 280.6 KB gzip).
import { enquiredCar, successCategory, type EnquiredCar, type SuccessCategory } from '../../components/lead-forms/lead-local-store';
import { formatPhone, phoneHref } from '../../../domain/dealer-site/phone';
import { useSite } from '../../hooks/use-site';
import classes from './forms.module.css';

function headline(category: string | undefined): string {
  const c = (category ?? '').toLowerCase();
  if (c.includes('test drive')) return 'Your test drive request is in';
  if (c.includes('reserve')) return 'Your vehicle is reserved';
  if (c.includes('finance')) return 'Your finance enquiry has been sent';
  if (c.includes('photo')) return 'Your photo request has been sent';
  // issue 13: the service booking form stores 'Service Booking' (spec 2 §3 category).
  if (c.includes('service booking')) return 'Your service is booked';
  return 'Thank you for your enquiry';
}

/** What the lead was, in the page's words: a booking (service), a test drive, or an enquiry. */
function kindOf(category: string | undefined): { readonly noun: string; readonly team: string } {
  const c = (category ?? '').toLowerCase();
  if (c.includes('service booking')) return { noun: 'booking', team: 'service team' };
  if (c.includes('test drive')) return { noun: 'test drive', team: 'team' };
  return { noun: 'enquiry', team: 'team' };
}

/**
 * /success (spec 1 §2, spec 2 §2, §4): shown after a form submits successfully. What was sent
 * comes from the success-category entry and the enquired car stored locally (spec 2 §3),
 * read after hydration (the server knows neither): a booked slot is repeated (a service
 * booking's, or a test drive's car, time and place), and a booking gives the number of the
 * department that holds it.
 */
export function SuccessPage() {
  const site = useSite();
  const [entry, setEntry] = useState<SuccessCategory | null>(null);
  const [car, setCar] = useState<EnquiredCar | null>(null);
  useEffect(() => {
    const stored = successCategory();
    setEntry(stored);
    // The car only when it belongs to this lead (a general enquiry after a car enquiry names none).
    const storedCar = enquiredCar();
    setCar(stored?.car_type && storedCar ? storedCar : null);
  }, []);
  const kind = kindOf(entry?.category);
  const phone = entry?.phone?.trim() || site.phone;
  const testDrive = kind.noun === 'test drive';
  return (
    <Container size="xl" className={classes.body}>
      <div className={classes.successWrap}>
        <div className={classes.successIcon} aria-hidden="true">
          <svg width="36" height="36" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M20 6 9 17l-5-5" />
          </svg>
        </div>
        <h1 className={classes.successTitle}>{headline(entry?.category)}</h1>
        <p className={classes.successText}>
          Thanks for contacting {site.name}.{' '}
          {car?.name && !(testDrive && entry?.detail) ? (
            <>
              We have your {entry?.category ? entry.category.toLowerCase() : 'enquiry'} about the <strong>{car.name}</strong>.{' '}
            </>
          ) : null}
          {entry?.detail ? (
            <>
              We have you booked in for {testDrive ? 'a test drive of ' : ''}
              <strong>{entry.detail}</strong>.{' '}
            </>
          ) : null}
          A member of our {kind.team} will be in touch shortly, usually within one business day.
        </p>
        <div className={`${classes.infoCard} ${classes.nextSteps}`}>
          <h2 className={classes.infoTitle}>What happens next</h2>
          <ol>
            <li>We have emailed your details to our {kind.team}.</li>
            <li>Someone will call or email you {kind.noun === 'enquiry' ? 'to help with your enquiry' : `to confirm your ${kind.noun}`}.</li>
            <li>
              Need us sooner? Call <a href={phoneHref(phone)}>{formatPhone(phone)}</a>.
            </li>
          </ol>
        </div>
        <Group justify="center" gap="sm">
          {car?.slug ? (
            <Button component={Link} to={`/cars/${car.slug}`} variant="default">
              Back to the vehicle
            </Button>
          ) : null}
          <Button component={Link} to="/search">
            Keep browsing
          </Button>
          <Button component={Link} to="/" variant="subtle">
            Home
          </Button>
        </Group>
      </div>
    </Container>
  );
}
