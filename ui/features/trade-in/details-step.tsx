import { Alert, Button, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { StepFourField } from '../../../application/tradein/trade-in.machine';
import { formLevelErrors } from '../../../domain/leads/field-errors';
import { TRADE_IN_LAST_NAME } from '../../../domain/tradein/trade-in-fields';
import { CAR_CONDITIONS, KEY_COUNTS, SERVICE_HISTORIES } from '../../../domain/tradein/trade-in-flow';
import { KilometresInput, PostcodeInput } from '../../components/inputs';
import { STEP_TITLES, StepHeading, VehicleSummary } from './trade-in-parts';
import type { TradeInBinding } from './use-trade-in';
import classes from './trade-in.module.css';

/** The labels of Step Four's fields, for the inputs and the form-level list (spec 2 §5). */
export const STEP_FOUR_LABELS: Readonly<Record<StepFourField, string>> = {
  name: 'First Name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  odometer: 'Odometer',
  service_history: 'Service history',
  number_of_keys: 'Number of keys',
  car_condition: 'Car condition',
  comments: 'Comments',
};

const options = (values: readonly string[]) => [{ value: '', label: 'Choose…' }, ...values.map((v) => ({ value: v, label: v }))];

/** spec 2 §2 Step Four: the found car, then the seller's details and the car's answers. */
export function StepFour({ flow, headingRef }: { flow: TradeInBinding; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { values, fieldErrors, formError, vehicle } = flow.snapshot.context;
  const busy = flow.busy;
  const formRef = useRef<HTMLFormElement | null>(null);
  const [attempts, setAttempts] = useState(0);
  const focusedFor = useRef(0);
  const errorCount = Object.keys(fieldErrors).length;
  // After a refused submit, the first field in error takes the focus (once per attempt).
  useEffect(() => {
    if (attempts === 0 || focusedFor.current === attempts || errorCount === 0 || busy) return;
    focusedFor.current = attempts;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, errorCount, busy]);

  const change = (field: StepFourField) => (value: string) => flow.send({ type: 'CHANGE', field, value });
  const text = (field: StepFourField) => ({
    id: `trade-in-${field.replace(/_/g, '-')}`,
    name: field,
    label: STEP_FOUR_LABELS[field],
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change(field)(event.currentTarget.value),
  });
  const level = attempts > 0 ? formLevelErrors(fieldErrors, STEP_FOUR_LABELS) : null;

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="trade-in-step-four"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempts((n) => n + 1);
        flow.send({ type: 'SUBMIT' });
      }}
    >
      <StepHeading headingRef={headingRef} id="trade-in-step-four">
        {STEP_TITLES.four}
      </StepHeading>
      {vehicle ? <VehicleSummary vehicle={vehicle} facts label="We found your car" /> : null}
      <div className={classes.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input ref={flow.honeypotRef} type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className={classes.row}>
        <TextInput {...text('name')} autoComplete="given-name" withAsterisk maxLength={100} />
        <TextInput
          {...text('last_name')}
          label={TRADE_IN_LAST_NAME.label}
          withAsterisk={TRADE_IN_LAST_NAME.required}
          autoComplete="family-name"
          maxLength={100}
        />
        <TextInput {...text('email')} type="email" autoComplete="email" inputMode="email" withAsterisk maxLength={254} />
        <TextInput {...text('phone')} type="tel" autoComplete="tel" inputMode="tel" withAsterisk maxLength={20} />
        <PostcodeInput
          id="trade-in-postcode"
          name="postcode"
          label="Postcode"
          withAsterisk
          value={values.postcode}
          error={fieldErrors.postcode}
          onChange={change('postcode')}
        />
        <KilometresInput
          id="trade-in-odometer"
          name="odometer"
          label="Odometer"
          withAsterisk
          value={values.odometer}
          error={fieldErrors.odometer}
          onChange={(value) => change('odometer')(String(value))}
        />
        <NativeSelect {...text('service_history')} withAsterisk data={options(SERVICE_HISTORIES)} />
        <NativeSelect {...text('number_of_keys')} withAsterisk data={options(KEY_COUNTS)} />
        <NativeSelect {...text('car_condition')} withAsterisk data={options(CAR_CONDITIONS)} className={classes.full} />
        <Textarea
          {...text('comments')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2_000}
          placeholder="Anything we should know: modifications, damage, finance owing…"
          className={classes.full}
        />
      </div>

      {formError ? (
        <Alert color="red" variant="light" role="alert" title="Your details were not sent" mt="md">
          {formError}
        </Alert>
      ) : level && level._tag === 'Some' ? (
        <Alert color="red" variant="light" role="alert" title={level.value.title} mt="md">
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {level.value.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <div className={classes.actions}>
        <Button variant="default" onClick={() => flow.send({ type: 'BACK' })} disabled={busy}>
          Back
        </Button>
        <div className={classes.actionsEnd}>
          <Button type="submit" size="md" loading={busy} disabled={busy} aria-busy={busy} loaderProps={{ type: 'oval' }}>
            Get my offer
          </Button>
        </div>
      </div>
      <Text size="xs" c="dimmed" mt="xs" role="status" aria-live="polite">
        {busy ? 'Valuing your car…' : 'Fields marked * are required.'}
      </Text>
    </form>
  );
}
