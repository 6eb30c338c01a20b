/**
 * The steps of the service booking form (issue 13; spec 2 §2, §3 'Service booking fields', §5):
 * Contact Details (with the address variant's fields), Vehicle Details (the full variant's
 * inputs, or the minimal variant's rego lookup), and Order Details. Each input shows the
 * machine's error for its field; Mantine links the message to the input (aria-describedby).
 */
import { Alert, Button, NativeSelect, TextInput } from '@mantine/core';
import { SERVICE_STATES, VEHICLE_TEXT_MAX_LENGTH, type ServiceFormField } from '../../../domain/service';
import type { ServiceBookingBinding } from './service-booking-form-binding';
import classes from './service-form.module.css';

export interface StepProps {
  binding: ServiceBookingBinding;
  idPrefix: string;
}

export const STATE_OPTIONS = SERVICE_STATES.map((s) => ({ value: s, label: s }));

/** The id, value, change handler and error of a text field. */
export function textProps(binding: ServiceBookingBinding, idPrefix: string, field: ServiceFormField) {
  const { values, fieldErrors } = binding.snapshot.context;
  const value = values[field];
  return {
    id: `${idPrefix}-${field}`,
    name: field,
    value: typeof value === 'string' ? value : '',
    error: fieldErrors[field],
    onChange: (event: { currentTarget: { value: string } }) => binding.change(field, event.currentTarget.value),
  };
}

export function withChoose(options: readonly { value: string; label: string }[], placeholder: string) {
  return [{ value: '', label: placeholder }, ...options];
}

/** Contact Details: the shared name, email and phone piece; the address variant's street, suburb, state and postcode. */
export function ContactStep({ binding, idPrefix, address }: StepProps & { address: boolean }) {
  const text = (field: ServiceFormField) => textProps(binding, idPrefix, field);
  return (
    <div className={classes.row}>
      <TextInput {...text('name')} label="Name" autoComplete="name" withAsterisk maxLength={100} className={classes.full} />
      <TextInput {...text('email')} label="Email" type="email" autoComplete="email" inputMode="email" withAsterisk maxLength={254} />
      <TextInput {...text('phone')} label="Phone" type="tel" autoComplete="tel" inputMode="tel" withAsterisk maxLength={20} />
      {address ? (
        <>
          <TextInput {...text('street')} label="Street address" autoComplete="address-line1" withAsterisk maxLength={200} className={classes.full} />
          <TextInput {...text('suburb')} label="Suburb" autoComplete="address-level2" withAsterisk maxLength={100} />
          <div className={classes.regoRow}>
            <NativeSelect {...text('state')} label="State" autoComplete="address-level1" withAsterisk data={withChoose(STATE_OPTIONS, 'Choose')} />
            <TextInput {...text('postcode')} label="Postcode" autoComplete="postal-code" inputMode="numeric" withAsterisk maxLength={4} />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The full variant's Vehicle Details: make, model and year; the rego and its state optional (spec 2 §5). */
export function VehicleStep({ binding, idPrefix }: StepProps) {
  const text = (field: ServiceFormField) => textProps(binding, idPrefix, field);
  return (
    <div className={classes.row}>
      <TextInput {...text('make')} label="Make" placeholder="e.g. Mazda" autoComplete="off" withAsterisk maxLength={VEHICLE_TEXT_MAX_LENGTH} />
      <TextInput {...text('model')} label="Model" placeholder="e.g. CX-5" autoComplete="off" withAsterisk maxLength={VEHICLE_TEXT_MAX_LENGTH} />
      <TextInput {...text('year')} label="Year" placeholder="e.g. 2019" inputMode="numeric" autoComplete="off" withAsterisk maxLength={4} />
      <div className={classes.regoRow}>
        <TextInput {...text('rego')} label="Rego (optional)" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={10} />
        <NativeSelect {...text('regoState')} label="State" data={withChoose(STATE_OPTIONS, 'Choose')} />
      </div>
    </div>
  );
}

/**
 * The minimal variant's Vehicle Details (spec 2 §2 'rego only'): the plate and its state; the
 * lookup fills make, model and year. When it finds nothing (or the shopper has no plate at
 * hand) the three inputs appear, to be filled by hand.
 */
export function RegoStep({ binding, idPrefix, lookingUp }: StepProps & { lookingUp: boolean }) {
  const text = (field: ServiceFormField) => textProps(binding, idPrefix, field);
  const { values, vehicleEntry, lookupMessage } = binding.snapshot.context;
  return (
    <>
      <p className={classes.intro}>Enter your registration and we will find your vehicle.</p>
      <div className={classes.regoRow}>
        <TextInput
          {...text('rego')}
          label="Registration number"
          placeholder="ABC123"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          withAsterisk
          maxLength={10}
        />
        <NativeSelect {...text('regoState')} label="State" withAsterisk data={withChoose(STATE_OPTIONS, 'Choose')} />
      </div>
      {vehicleEntry !== 'found' ? (
        <Button
          type="button"
          variant="light"
          className={classes.lookupButton}
          loading={lookingUp}
          disabled={binding.busy}
          onClick={() => binding.send({ type: 'LOOKUP_REGO' })}
        >
          Find my vehicle
        </Button>
      ) : null}
      {vehicleEntry === 'rego' ? (
        <>
          <Button
            type="button"
            variant="subtle"
            size="compact-sm"
            className={classes.linkButton}
            disabled={binding.busy}
            onClick={() => binding.send({ type: 'ENTER_VEHICLE' })}
          >
            No rego to hand? Enter your vehicle&rsquo;s details instead
          </Button>
        </>
      ) : null}
      {vehicleEntry === 'found' ? (
        <div className={classes.found} role="status">
          <p>
            We found your vehicle:{' '}
            <strong>
              {values.year} {values.make} {values.model}
            </strong>
          </p>
          <Button type="button" variant="subtle" size="compact-sm" className={classes.linkButton} onClick={() => binding.send({ type: 'ENTER_VEHICLE' })}>
            Not your vehicle? Change the details
          </Button>
        </div>
      ) : null}
      {vehicleEntry === 'manual' ? (
        <>
          {lookupMessage ? (
            <Alert color="yellow" variant="light" className={classes.note}>
              {lookupMessage}
            </Alert>
          ) : null}
          <div className={classes.row}>
            <TextInput {...text('make')} label="Make" placeholder="e.g. Hyundai" autoComplete="off" withAsterisk maxLength={VEHICLE_TEXT_MAX_LENGTH} />
            <TextInput {...text('model')} label="Model" placeholder="e.g. i30" autoComplete="off" withAsterisk maxLength={VEHICLE_TEXT_MAX_LENGTH} />
            <TextInput {...text('year')} label="Year" placeholder="e.g. 2019" inputMode="numeric" autoComplete="off" withAsterisk maxLength={4} />
          </div>
        </>
      ) : null}
    </>
  );
}
