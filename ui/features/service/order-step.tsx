/**
 * Order Details, the booking form's last step (issue 13): a module of its own, loaded when the
 * shopper reaches it, so the service page hydrates without the slot picker and its inputs.
 */
import { Alert, Checkbox, NativeSelect, Radio, Textarea } from '@mantine/core';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { ServiceBookingMachineContext } from '../../../application/service/service-booking.machine';
import {
  freeRideText,
  locationChoices,
  locationOf,
  NOTE_MAX_LENGTH,
  SERVICE_OPTION_LABELS,
  serviceDealerships,
  serviceDisclaimer,
  showsDealershipSelect,
  showsLocationSelect,
  type ServiceFormField,
} from '../../../domain/service';
import { textProps, withChoose, type StepProps } from './service-booking-form-steps';
import { SlotPicker } from './slot-picker';
import classes from './service-form.module.css';

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
