import '../../components/lead-forms/mantine-components.css';
import { Button, Container, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
// The local store alone, not the lead forms' barrel: the thank-you page loaded every form's code (44 scripts, 280.6 KB gzip).
import { enquiredCar, successCategory, type EnquiredCar, type SuccessCategory } from '../../components/lead-forms/lead-local-store';
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

/**
 * /success (spec 1 §2, spec 2 §2, §4): shown after a form submits successfully. What was sent
 * comes from the success-category entry and the enquired car stored locally (spec 2 §3),
 * read after hydration (the server knows neither).
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
          {car?.name ? (
            <>
              We have your {entry?.category ? entry.category.toLowerCase() : 'enquiry'} about the <strong>{car.name}</strong>.{' '}
            </>
          ) : null}
          {entry?.detail ? (
            <>
              We have you booked in for <strong>{entry.detail}</strong>.{' '}
            </>
          ) : null}
          A member of our team will be in touch shortly, usually within one business day.
        </p>
        <div className={`${classes.infoCard} ${classes.nextSteps}`}>
          <h2 className={classes.infoTitle}>What happens next</h2>
          <ol>
            <li>We have emailed your details to our team.</li>
            <li>Someone will call or email you to help with your enquiry.</li>
            <li>
              Need us sooner? Call <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>.
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
