/**
 * The service booking form (issue 13; spec 2 §2 'Service booking', §4, §5, §8): the site's
 * variant as steps under a stepper — Back, Next, and 'Book service' on the last — one step at a
 * time, each sent as it is left (the machine, application/service/service-booking.machine.ts).
 * The focus moves to the step's heading when the step changes, or to the first field in error.
 */
import '../../components/lead-forms/mantine-components.css';
import { Alert, Button, Stepper } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { serviceBookingLine, serviceFormTitle, STEP_INCOMPLETE_MESSAGE } from '../../../domain/service';
import { Honeypot } from '../../components/lead-forms/lead-form-fields';
import { useServiceBooking } from './service-booking-form-binding';
import { ContactStep, RegoStep, VehicleStep } from './service-booking-form-steps';

// The last step (the slot picker and its inputs) loads when the shopper reaches it: never in the server's HTML.
const OrderStep = lazy(async () => ({ default: (await import('./order-step')).OrderStep }));
import classes from './service-form.module.css';

export interface ServiceBookingFormProps {
  site: PublicSite;
  /** Prefix of every element id (two forms on a page stay apart). */
  idPrefix: string;
  /** A location to book at (a location page's 'Book a service' link), when it takes bookings. */
  presetLocationSlug?: string | null;
  /** The form's own heading ('Book Your Service at {dealer name}'); false where the page shows it. */
  showTitle?: boolean;
}

export function ServiceBookingForm({ site, idPrefix, presetLocationSlug = null, showTitle = true }: ServiceBookingFormProps) {
  const binding = useServiceBooking({ site, presetLocationSlug });
  const { snapshot, send, busy, honeypotRef } = binding;
  const { steps, stepIndex, fieldErrors, formError, summary } = snapshot.context;
  const step = steps[stepIndex] ?? steps[0];
  const last = stepIndex >= steps.length - 1;
  const booked = snapshot.matches('booked') || snapshot.matches('done');
  const lookingUp = snapshot.matches('lookingUp');
  // NEXT on the minimal Vehicle Details looks the plate up first: Next spins; 'Find my vehicle' spins for its own lookup.
  const nextSpins = busy && (!lookingUp || snapshot.context.advanceAfterLookup);
  const titleId = `${idPrefix}-title`;
  const headingId = `${idPrefix}-step-heading`;
  const errorId = useId();

  const formRef = useRef<HTMLFormElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const handled = useRef({ step: stepIndex, attempt: 0 });
  // After a step change the heading takes the focus (screen readers announce the new step);
  // after a refused attempt, the first field in error.
  useEffect(() => {
    if (busy) return;
    const before = handled.current;
    handled.current = { step: stepIndex, attempt };
    const stepChanged = before.step !== stepIndex;
    const attempted = before.attempt !== attempt;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if ((stepChanged || attempted) && invalid) invalid.focus();
    else if (stepChanged) headingRef.current?.focus();
  }, [busy, stepIndex, attempt, fieldErrors]);

  if (booked) {
    // Shown while /success loads (spec 2 §4 'Lead result').
    return (
      <div className={classes.card}>
        <div className={classes.booked} role="status">
          <h3>Your service is booked</h3>
          <p>{summary ? serviceBookingLine(summary) : null}</p>
        </div>
      </div>
    );
  }

  return (
    <div className={classes.card}>
      {showTitle ? (
        <h2 id={titleId} className={classes.title}>
          {serviceFormTitle(site.service, site.name)}
        </h2>
      ) : null}
      <Stepper active={stepIndex} size="sm" allowNextStepsSelect={false} className={classes.stepper} aria-label="Booking steps">
        {steps.map((s) => (
          <Stepper.Step key={s.id} label={s.title} />
        ))}
      </Stepper>
      <form
        ref={formRef}
        className={classes.form}
        noValidate
        aria-labelledby={showTitle ? `${titleId} ${headingId}` : headingId}
        aria-describedby={formError ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          setAttempt((n) => n + 1);
          send({ type: last ? 'SUBMIT' : 'NEXT' });
        }}
      >
        <Honeypot inputRef={honeypotRef} />
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
          Step {stepIndex + 1} of {steps.length}: {step?.title}
        </h3>
        {step?.id === 'contact' ? <ContactStep binding={binding} idPrefix={idPrefix} address={site.service.address_fields} /> : null}
        {step?.id === 'contact_vehicle' ? (
          <>
            <ContactStep binding={binding} idPrefix={idPrefix} address={site.service.address_fields} />
            <VehicleStep binding={binding} idPrefix={idPrefix} />
          </>
        ) : null}
        {step?.id === 'vehicle' && site.service.variant === 'minimal' ? (
          <RegoStep binding={binding} idPrefix={idPrefix} lookingUp={lookingUp && !snapshot.context.advanceAfterLookup} />
        ) : null}
        {step?.id === 'vehicle' && site.service.variant !== 'minimal' ? <VehicleStep binding={binding} idPrefix={idPrefix} /> : null}
        {step?.id === 'order' ? (
          <Suspense fallback={<p className={classes.loadingStep}>Loading the booking times…</p>}>
            <OrderStep binding={binding} idPrefix={idPrefix} site={site} />
          </Suspense>
        ) : null}
        {formError ? (
          <Alert id={errorId} color="red" variant="light" role="alert" title={formError === STEP_INCOMPLETE_MESSAGE ? undefined : 'Your booking was not sent'}>
            {formError}
          </Alert>
        ) : null}
        <div className={classes.actions}>
          {stepIndex > 0 ? (
            <Button type="button" variant="default" onClick={() => send({ type: 'BACK' })} disabled={busy}>
              Back
            </Button>
          ) : (
            <span className={classes.required}>Fields marked * are required.</span>
          )}
          <Button type="submit" size="md" loading={nextSpins} disabled={busy} aria-busy={busy}>
            {last ? 'Book service' : 'Next'}
          </Button>
        </div>
      </form>
    </div>
  );
}
