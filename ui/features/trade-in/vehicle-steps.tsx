import { Alert, Button, Loader, NativeSelect, Radio, TextInput } from '@mantine/core';
import type { RefObject } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { AUSTRALIAN_STATES } from '../../../domain/tradein/trade-in-fields';
import { CANDIDATES_HEADING, NO_MATCH_MESSAGE, PROVIDER_UNAVAILABLE_MESSAGE } from '../../../domain/tradein/trade-in-flow';
import { ContactLinks, STEP_TITLES, StepHeading } from './trade-in-parts';
import type { TradeInBinding } from './use-trade-in';
import classes from './trade-in.module.css';

interface StepProps {
  flow: TradeInBinding;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * spec 2 §2 Step One: rego and state, Next. A plain GET form underneath: without JavaScript it
 * reloads the page with the plate filled in (the phone is beside it).
 */
export function StepOne({ flow, headingRef, action }: StepProps & { action: string }) {
  const { values, fieldErrors, formError } = flow.snapshot.context;
  return (
    <form
      method="get"
      action={action}
      noValidate
      aria-labelledby="trade-in-step-one"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'NEXT' });
      }}
    >
      <StepHeading headingRef={headingRef} id="trade-in-step-one">
        {STEP_TITLES.one}
      </StepHeading>
      <p className={classes.stepIntro}>
        Enter your number plate and the state it is registered in. We find your car and make you an instant offer in a few minutes.
      </p>
      {formError ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {formError}
        </Alert>
      ) : null}
      <div className={classes.regoRow}>
        <TextInput
          id="trade-in-rego"
          name="rego"
          label="Registration number"
          placeholder="ABC123"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={10}
          withAsterisk
          className={classes.regoInput}
          value={values.rego}
          error={fieldErrors.rego}
          onChange={(event) => flow.send({ type: 'CHANGE', field: 'rego', value: event.currentTarget.value.toUpperCase() })}
        />
        <NativeSelect
          id="trade-in-state"
          name="state"
          label="State"
          withAsterisk
          data={[{ value: '', label: 'Choose…' }, ...AUSTRALIAN_STATES.map((s) => ({ value: s, label: s }))]}
          value={values.state}
          error={fieldErrors.state}
          onChange={(event) => flow.send({ type: 'CHANGE', field: 'state', value: event.currentTarget.value })}
        />
      </div>
      <div className={classes.actions}>
        <p className={classes.note}>Fields marked * are required.</p>
        <Button type="submit" size="md">
          Next
        </Button>
      </div>
    </form>
  );
}

/** spec 2 §2: the searching animation — a spinner and the rotating message, announced politely. */
export function Searching({ flow, headingRef, step }: StepProps & { step: 'one' | 'two' }) {
  const looked = flow.snapshot.context.lookedUp;
  return (
    <div>
      <StepHeading headingRef={headingRef}>{STEP_TITLES[step]}</StepHeading>
      <div className={classes.searching} aria-busy="true">
        <Loader size="lg" type="dots" aria-hidden="true" />
        <p className={classes.searchingMessage} role="status" aria-live="polite">
          {flow.searchingMessage}
        </p>
        {looked && step === 'one' ? (
          <p className={classes.note}>
            Looking up <span className={classes.plate}>{looked.rego}</span> in {looked.state}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** spec 2 §2, §8: no match — the spec's message, the phone, Contact and Back. */
export function NotFound({ flow, headingRef, site }: StepProps & { site: PublicSite }) {
  return (
    <div className={classes.panel}>
      <StepHeading headingRef={headingRef}>We could not find your car</StepHeading>
      <p className={classes.panelText} role="alert">
        {NO_MATCH_MESSAGE}
      </p>
      <p className={classes.panelText}>Check the plate and state and try again, or talk to our buying team: they can value your car by phone.</p>
      <ContactLinks site={site}>
        <Button variant="subtle" onClick={() => flow.send({ type: 'BACK' })}>
          Back
        </Button>
      </ContactLinks>
    </div>
  );
}

/** The provider could not answer: a clear message with the phone and Contact links, Try again and Back. */
export function ProviderError({ flow, headingRef, site }: StepProps & { site: PublicSite }) {
  return (
    <div className={classes.panel}>
      <StepHeading headingRef={headingRef}>Valuations are unavailable right now</StepHeading>
      <p className={classes.panelText} role="alert">
        {PROVIDER_UNAVAILABLE_MESSAGE}
      </p>
      <ContactLinks site={site}>
        <Button variant="light" onClick={() => flow.send({ type: 'RETRY' })}>
          Try again
        </Button>
        <Button variant="subtle" onClick={() => flow.send({ type: 'BACK' })}>
          Back
        </Button>
      </ContactLinks>
    </div>
  );
}

/** spec 2 §2 Step Two: one radio per candidate description. */
export function StepTwo({ flow, headingRef }: StepProps) {
  const { values, fieldErrors, formError, candidates } = flow.snapshot.context;
  return (
    <form
      noValidate
      aria-labelledby="trade-in-step-two"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'SUBMIT' });
      }}
    >
      <StepHeading headingRef={headingRef} id="trade-in-step-two">
        {STEP_TITLES.two}
      </StepHeading>
      {formError ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {formError}
        </Alert>
      ) : null}
      <Radio.Group
        name="description"
        label={CANDIDATES_HEADING}
        withAsterisk
        value={values.description}
        error={fieldErrors.description}
        errorProps={{ className: classes.choiceError }}
        onChange={(value) => flow.send({ type: 'CHANGE', field: 'description', value })}
      >
        <div className={classes.candidates}>
          {candidates.map((candidate, i) => (
            <div key={candidate} className={classes.candidate}>
              <Radio
                id={`trade-in-candidate-${i}`}
                value={candidate}
                label={candidate}
                classNames={{ radio: classes.candidateRadio, label: classes.candidateLabel }}
              />
            </div>
          ))}
        </div>
      </Radio.Group>
      <div className={classes.actions}>
        <Button variant="default" onClick={() => flow.send({ type: 'BACK' })}>
          Back
        </Button>
        <Button type="submit" size="md">
          Next
        </Button>
      </div>
    </form>
  );
}
