import '../../components/lead-forms/mantine-components.css';
import { Button, Container } from '@mantine/core';
import { Link, useLoaderData } from 'react-router';
import { toLeadFormCar } from '../../components/lead-forms/lead-form-types';
import { TestDriveForm } from '../../components/lead-forms/test-drive-form';
import { useSite } from '../../hooks/use-site';
import type { CarFormPageData } from './forms-route';
import classes from './forms.module.css';

/**
 * /book-test-drive (spec 2 §2 routes): the test drive form, about the car `?car_id={slug}`
 * names — its free times offered for the chosen date — or a general request.
 */
export function TestDrivePage() {
  const site = useSite();
  const { car } = useLoaderData() as CarFormPageData;
  return (
    <>
      <section className={classes.banner}>
        <Container size="xl">
          <h1 className={classes.title}>Book a Test Drive</h1>
          <p className={classes.lead}>
            {car
              ? `Take the ${car.name} for a drive. Pick a day and one of the free times, and we will have it ready for you.`
              : `Tell us when suits you and ${site.name} will have the car ready.`}
          </p>
        </Container>
      </section>
      <Container size="xl" className={classes.body}>
        <div className={classes.layout}>
          <div className={classes.card}>
            <h2 className={classes.cardTitle}>Your test drive</h2>
            {car ? (
              <div className={classes.carNote}>
                <span>
                  <strong>{car.name}</strong> · Stock number {car.stocknum}
                </span>
                <Button component={Link} to={`/cars/${car.slug}`} variant="subtle" size="compact-sm">
                  View vehicle
                </Button>
              </div>
            ) : (
              <div className={classes.carNote}>
                <span>Choose a car first to see its free test drive times.</span>
                <Button component={Link} to="/search" variant="subtle" size="compact-sm">
                  Browse stock
                </Button>
              </div>
            )}
            <TestDriveForm site={site} car={car ? toLeadFormCar(car) : undefined} idPrefix="page-test-drive" />
          </div>
          <aside className={classes.aside} aria-label="About test drives">
            <div className={classes.infoCard}>
              <h2 className={classes.infoTitle}>Before you come in</h2>
              <ul className={classes.hours}>
                <li>Bring your driver licence.</li>
                <li>Test drives take about 30 minutes.</li>
                <li>Running late? Call us on {site.phone}.</li>
              </ul>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}
