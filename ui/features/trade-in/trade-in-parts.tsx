import { Button, VisuallyHidden } from '@mantine/core';
import { createContext, useContext, useEffect, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { formatPhone, phoneHref } from '../../../domain/dealer-site/phone';
import { vehicleTitle, type TradeInVehicle } from '../../../domain/tradein/vehicle';
import { PhoneIcon } from '../../components/icons';
import type { TowardsCar } from './trade-in-route';
import classes from './trade-in.module.css';

/** spec 2 §2: the four steps and their names (Upload Images only where the site has the step). */
export type StepKey = 'one' | 'two' | 'three' | 'four';

export const STEP_TITLES: Readonly<Record<StepKey, string>> = {
  one: 'Step One: Vehicle Details',
  two: 'Step Two: Vehicle Selection',
  three: 'Step Three: Upload Images',
  four: 'Step Four: Your Details',
};

const STEP_LABELS: Readonly<Record<StepKey, string>> = {
  one: 'Vehicle Details',
  two: 'Vehicle Selection',
  three: 'Upload Images',
  four: 'Your Details',
};

/**
 * The progress list. Choice: no numbers on it, so that a site without the images step reads
 * as three parts while the headings keep the spec's names ('Step Four: Your Details').
 */
export function TradeInStepper({ current, imagesStep }: { current: StepKey | 'done'; imagesStep: boolean }) {
  const steps: StepKey[] = imagesStep ? ['one', 'two', 'three', 'four'] : ['one', 'two', 'four'];
  const index = current === 'done' ? steps.length : steps.indexOf(current);
  const currentLabel = current === 'done' ? null : STEP_LABELS[current];
  return (
    <div>
      <ol className={classes.stepper} aria-label="Progress">
        {steps.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'upcoming';
          return (
            <li key={step} className={classes.stepperItem} data-state={state} {...(state === 'current' ? { 'aria-current': 'step' as const } : {})}>
              <span className={classes.stepperBar} aria-hidden="true" />
              <span className={classes.stepperLabel}>
                <span className={classes.stepperText}>
                  {STEP_LABELS[step]}
                  {state === 'done' ? <VisuallyHidden> (done)</VisuallyHidden> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {/* Narrow screens: the list's labels do not fit, so the current one is written out below it. */}
      {currentLabel ? (
        <p className={classes.stepperCaption} aria-hidden="true">
          {currentLabel} · {index + 1} of {steps.length}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Set by the page when the step changes: the next step heading to mount takes the focus. A
 * panel that loads its script on demand mounts after the change, so the heading focuses itself.
 */
export const FocusNextHeading = createContext<(() => boolean) | null>(null);

/** The panel's heading: it takes the focus when the step changes (spec: focus moved to the step heading). */
export function StepHeading({ headingRef, id, children }: { headingRef: RefObject<HTMLHeadingElement | null>; id?: string; children: ReactNode }) {
  /** True once, for the first heading to mount after the step changed. */
  const takeFocus = useContext(FocusNextHeading);
  useEffect(() => {
    if (takeFocus?.()) headingRef.current?.focus();
  }, [takeFocus, headingRef]);
  return (
    <h2 ref={headingRef} id={id} tabIndex={-1} className={classes.stepHeading}>
      {children}
    </h2>
  );
}

/** spec 2 §2, §7: the phone link (tel:, shown by the phone display rule) and the Contact link. */
export function ContactLinks({ site, children }: { site: PublicSite; children?: ReactNode }) {
  return (
    <div className={classes.contactLinks}>
      <Button component="a" href={phoneHref(site.phone)} leftSection={<PhoneIcon size={16} />} variant="filled">
        Call {formatPhone(site.phone)}
      </Button>
      <Button component={Link} to="/contact-us" variant="default">
        Contact us
      </Button>
      {children}
    </div>
  );
}

const month = (m: number | undefined, y: number | undefined): string | null =>
  y === undefined ? null : m === undefined ? String(y) : `${String(m).padStart(2, '0')}/${y}`;

/** spec 2 §2 Step Four: the found car's VIN, body, transmission, cylinders, compliance and build month/year — those present. */
export function vehicleFacts(vehicle: TradeInVehicle): [string, string][] {
  const facts: [string, string | number | null | undefined][] = [
    ['VIN', vehicle.VIN],
    ['Body', vehicle.Body],
    ['Transmission', vehicle.Transmission],
    ['Cylinders', vehicle.Cylinders],
    ['Compliance', month(vehicle.CompMth, vehicle.CompYr)],
    ['Build', month(vehicle.BuildMth, vehicle.BuildYr)],
  ];
  return facts.filter((f): f is [string, string | number] => f[1] !== undefined && f[1] !== null && String(f[1]).trim() !== '').map(([k, v]) => [k, String(v)]);
}

/** The found car: its title and, where asked, its facts. */
export function VehicleSummary({ vehicle, facts = false, label = 'Your car' }: { vehicle: TradeInVehicle; facts?: boolean; label?: string }) {
  const list = facts ? vehicleFacts(vehicle) : [];
  return (
    <section className={classes.vehicle} aria-label={label}>
      <p className={classes.vehicleTitle}>{vehicleTitle(vehicle)}</p>
      {list.length > 0 ? (
        <dl className={classes.facts}>
          {list.map(([term, value]) => (
            <div key={term} {...(term === 'VIN' ? { 'data-wide': true } : {})}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** /cars/trade-in?car_id=: the car the seller trades towards. */
export function TowardsCarCard({ car }: { car: TowardsCar }) {
  return (
    <section className={classes.towards} aria-label="Trading in towards">
      {car.image ? <img className={classes.towardsImage} src={car.image} alt="" width={112} height={84} loading="eager" decoding="async" /> : null}
      <div>
        <p className={classes.towardsLabel}>Trading in towards:</p>
        <p className={classes.towardsName}>
          <Link to={car.path}>{car.name}</Link>
        </p>
        {car.price ? <p className={classes.note}>{car.price}</p> : null}
      </div>
    </section>
  );
}
