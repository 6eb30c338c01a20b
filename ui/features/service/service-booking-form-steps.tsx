/**
 * The steps of the service booking form (issue 13; spec 2 §2, §3 'Service booking fields', §5):
 * Contact Details (with the address variant's fields), Vehicle Details (the full variant's
 * inputs, or the minimal variant's rego lookup), and Order Details. Each input shows the
 * machine's error for its field; Mantine links the message to the input (aria-describedby).
 */
import { Alert, Button, Checkbox, NativeSelect, Radio, Textarea, TextInput } from '@mantine/core';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { ServiceBookingMachineContext } from '../../../application/service/service-booking.machine';
import {
  freeRideText,
  locationChoices,
  locationOf,
  NOTE_MAX_LENGTH,
  SERVICE_OPTION_LABELS,
  SERVICE_STATES,
  serviceDealerships,
  serviceDisclaimer,
  showsDealershipSelect,
  showsLocationSelect,
  VEHICLE_TEXT_MAX_LENGTH,
  type ServiceFormField,
} from '../../../domain/service';
import type { ServiceBookingBinding } from './service-booking-form-binding';
import { SlotPicker } from './slot-picker';
import classes from './service-form.module.css';

export interface StepProps {
  binding: ServiceBookingBinding;
  idPrefix: string;
}

const STATE_OPTIONS = SERVICE_STATES.map((s) => ({ value: s, label: s }));

/** The id, value, change handler and error of a text field. */
function textProps(binding: ServiceBookingBinding, idPrefix: string, field: ServiceFormField) {
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

function withChoose(options: readonly { value: string; label: string }[], placeholder: string) {
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
        <TextInput {...text('rego')} label="Registration number" placeholder="ABC123" autoComplete="off" autoCapitalize="characters" spellCheck={false} withAsterisk maxLength={10} />
        <NativeSelect {...text('regoState')} label="State" withAsterisk data={withChoose(STATE_OPTIONS, 'Choose')} />
      </div>
      {vehicleEntry !== 'found' ? (
        <Button type="button" variant="light" className={classes.lookupButton} loading={lookingUp} disabled={binding.busy} onClick={() => binding.send({ type: 'LOOKUP_REGO' })}>
          Find my vehicle
        </Button>
      ) : null}
      {vehicleEntry === 'rego' ? (
        <>
          <Button type="button" variant="subtle" size="compact-sm" className={classes.linkButton} disabled={binding.busy} onClick={() => binding.send({ type: 'ENTER_VEHICLE' })}>
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

/**
 * Order Details: where (the minimal variant's dealership select, the location select when there
 * is a choice), what (interval, service type, the dealer's options, tyres, repair note,
 * comments) and when (the slot picker: free times only), then the free-ride copy and the
 * disclaimer where they apply (spec 2 §2).
 */
export function OrderStep({ binding, idPrefix, site }: StepProps & { site: PublicSite }) {
  const context: ServiceBookingMachineContext = binding.snapshot.context;
  const { booking, values, fieldErrors, slotsVersion } = context;
  const { settings } = booking;
  const text = (field: ServiceFormField) => textProps(binding, idPrefix, field);
  const location = locationOf(booking, values.location);
  const dealershipSelect = showsDealershipSelect(booking);
  const locationSelect = showsLocationSelect(booking, values);
  const address = (slug: string) => site.locations.find((l) => l.slug === slug)?.address;
  const freeRide = freeRideText(settings);
  const disclaimer = serviceDisclaimer(settings, location);
  // Where no select asks, the workshop booked is named (the site's only one, or the dealership's).
  const implied = !locationSelect && location !== null;
  return (
    <>
      {dealershipSelect || locationSelect ? (
        <div className={classes.row}>
          {dealershipSelect ? (
            <NativeSelect
              {...text('dealership')}
              label="Dealership"
              withAsterisk
              data={withChoose(
                serviceDealerships(booking).map((d) => ({ value: d.slug, label: d.name })),
                'Choose a dealership',
              )}
            />
          ) : null}
          {locationSelect ? (
            <NativeSelect
              {...text('location')}
              label="Service location"
              withAsterisk
              data={withChoose(
                locationChoices(booking, values).map((l) => {
                  const where = address(l.slug);
                  return { value: l.slug, label: where ? `${l.name} (${where.city})` : l.name };
                }),
                'Choose a service location',
              )}
            />
          ) : null}
        </div>
      ) : null}
      {implied && location ? (
        <p className={classes.workshop}>
          Your workshop: <strong>{location.name}</strong>
          {address(location.slug) ? `, ${address(location.slug)?.street}, ${address(location.slug)?.city}` : ''}
        </p>
      ) : null}
      <div className={classes.row}>
        <NativeSelect
          {...text('interval')}
          label={settings.interval_required ? 'Service Interval' : 'Service Interval (optional)'}
          withAsterisk={settings.interval_required}
          data={withChoose(
            settings.intervals.map((i) => ({ value: i, label: i })),
            'Choose an interval',
          )}
        />
        {settings.service_types.length > 0 ? (
          <NativeSelect
            {...text('serviceType')}
            label="Service Type"
            withAsterisk
            data={withChoose(
              settings.service_types.map((t) => ({ value: t, label: t })),
              'Choose a service type',
            )}
          />
        ) : null}
      </div>
      {freeRide ? (
        <Alert color="blue" variant="light" className={classes.note}>
          {freeRide}
        </Alert>
      ) : null}
      <SlotPicker
        refreshKey={slotsVersion}
        locationSlug={values.location === '' ? null : values.location}
        date={values.date === '' ? null : values.date}
        time={values.time === '' ? null : values.time}
        onChange={(next) => binding.send({ type: 'PICK_SLOT', date: next.date, time: next.time, locationSlug: next.locationSlug })}
        error={fieldErrors.time ?? fieldErrors.date ?? null}
        idPrefix={`${idPrefix}-slot`}
      />
      {settings.options.length > 0 ? (
        <Radio.Group
          id={`${idPrefix}-option`}
          name={`${idPrefix}-option`}
          label="While your vehicle is with us (optional)"
          value={values.option}
          error={fieldErrors.option}
          onChange={(value) => binding.change('option', value)}
        >
          <div className={classes.radios}>
            <Radio id={`${idPrefix}-option-none`} value="" label="I will drop off and collect it" />
            {settings.options.map((option) => (
              <Radio key={option} id={`${idPrefix}-option-${option}`} value={option} label={SERVICE_OPTION_LABELS[option]} />
            ))}
          </div>
        </Radio.Group>
      ) : null}
      <Checkbox
        id={`${idPrefix}-tyres`}
        name="tyres"
        label="Tyres Replacement: quote me for new tyres"
        checked={values.tyres}
        onChange={(event) => binding.change('tyres', event.currentTarget.checked)}
      />
      <Textarea
        {...text('repairNote')}
        label="Repair note (optional)"
        placeholder="Warning lights, noises or repairs you would like us to look at"
        autosize
        minRows={2}
        maxRows={8}
        maxLength={NOTE_MAX_LENGTH}
      />
      <Textarea {...text('comments')} label="Comments (optional)" autosize minRows={2} maxRows={8} maxLength={NOTE_MAX_LENGTH} />
      {disclaimer ? <p className={classes.disclaimer}>{disclaimer}</p> : null}
    </>
  );
}
