import { Alert, Chip, Group, Loader, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { TestDriveSlots } from '../../../application/client/lead-forms-client.port';
import { testDriveBookingLine } from '../../../domain/leads/test-drive-slots';
import { ConsentFields, ContactFields, MessageField } from './lead-form-fields';
import { LeadFormFrame } from './lead-form-frame';
import { CATEGORY_OF, initialValues, rulesFor } from './lead-form-values';
import type { LeadFormCarInfo } from './lead-form-types';
import { useLeadFormsClient } from './lead-forms-client-context';
import { useLeadForm } from './use-lead-form';
import classes from './lead-forms.module.css';

const NO_SLOTS: Record<string, string> = {
  closed: 'We are closed on this day. Please choose another date.',
  past: 'There are no times left on this day. Please choose another date.',
  'too-far': 'Test drives can be booked up to 60 days ahead. Please choose an earlier date.',
  'fully-booked': 'Every time on this day is booked. Please choose another date.',
};

/** Today in the browser, 'YYYY-MM-DD' (the server checks against the location's own clock). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

type SlotsState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; slots: TestDriveSlots } | { status: 'failed' };

/**
 * The test drive form (spec 2 §2: the message is optional; the date and time are optional;
 * the contact fields are the shared set). The times offered are the car's free slots on the
 * chosen date (`GET /api/cars/{slug}/test-drive-slots`); the lead holds the chosen slot.
 */
export function TestDriveForm({ site, car, idPrefix = 'test-drive' }: { site: PublicSite; car?: LeadFormCarInfo | undefined; idPrefix?: string }) {
  const [slots, setSlots] = useState<SlotsState>({ status: 'idle' });
  const binding = useLeadForm({
    initialValues: initialValues(site, car, { category: CATEGORY_OF['test-drive'], message: '', extra: { test_drive_date: '', test_drive_time: '' } }),
    rules: rulesFor(site, car, { messageRequired: false, categoryPresent: false }),
    car,
    // The thanks repeats the slot the lead holds: the car, the date and time on the location's clock, the location.
    successDetail: (values) => {
      const slot = { date: String(values.test_drive_date ?? ''), time: String(values.test_drive_time ?? '') };
      if (!car || slots.status !== 'loaded' || slots.slots.date !== slot.date || !slot.time) return undefined;
      return testDriveBookingLine(car.name, slot, { locationName: slots.slots.location.name, timeZone: slots.slots.time_zone });
    },
  });
  const { form } = binding;
  const client = useLeadFormsClient();
  const date = String(form.values.test_drive_date ?? '');
  const [minDate, setMinDate] = useState<string | undefined>(undefined);
  useEffect(() => setMinDate(today()), []);

  useEffect(() => {
    if (!car || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setSlots({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setSlots({ status: 'loading' });
    client
      .testDriveSlots(car.slug, date, { signal: controller.signal })
      .then((loaded) => {
        setSlots({ status: 'loaded', slots: loaded });
        // A time chosen for another date (or taken meanwhile) is not kept.
        if (!loaded.slots.some((s) => s.time === form.getValues().test_drive_time)) form.setFieldValue('test_drive_time', '');
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('Test drive times could not be loaded', error);
          setSlots({ status: 'failed' });
        }
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [car?.slug, date, client]);

  // A refused booking (the slot was just taken) reloads the day's free times.
  const slotError = form.errors.test_drive_time;
  useEffect(() => {
    if (typeof slotError === 'string' && slotError.includes('just been booked') && car && date) {
      client.testDriveSlots(car.slug, date).then(
        (loaded) => setSlots({ status: 'loaded', slots: loaded }),
        () => undefined,
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slotError]);

  const time = String(form.values.test_drive_time ?? '');
  return (
    <LeadFormFrame binding={binding} label="Test drive form" submitLabel="Book test drive">
      <ContactFields form={form} idPrefix={idPrefix} />
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Preferred date and time (optional)</legend>
        <TextInput
          id={`${idPrefix}-date`}
          label="Preferred date"
          type="date"
          {...(minDate ? { min: minDate } : {})}
          className={classes.dateInput}
          {...form.getInputProps('test_drive_date')}
        />
        {slots.status === 'loading' ? (
          <Group gap="xs" mt="sm">
            <Loader size="xs" />
            <Text size="sm">Finding free times…</Text>
          </Group>
        ) : null}
        {slots.status === 'failed' ? (
          <Alert color="yellow" variant="light" mt="sm" role="status">
            We could not load the free times. Please try another date, or send the form and we will call you to arrange a time.
          </Alert>
        ) : null}
        {slots.status === 'loaded' && slots.slots.slots.length === 0 ? (
          <Text size="sm" mt="sm" role="status">
            {NO_SLOTS[slots.slots.reason ?? 'closed']}
          </Text>
        ) : null}
        {slots.status === 'loaded' && slots.slots.slots.length > 0 ? (
          <div role="radiogroup" aria-label="Available times" className={classes.slots}>
            <Text size="sm" fw={500} mb={6}>
              Available times at {slots.slots.location.name}
            </Text>
            <Chip.Group multiple={false} value={time} onChange={(value) => form.setFieldValue('test_drive_time', value)}>
              <div className={classes.slotGrid}>
                {slots.slots.slots.map((slot) => (
                  <Chip key={slot.time} value={slot.time} type="radio" variant="outline" size="sm">
                    {slot.label}
                  </Chip>
                ))}
              </div>
            </Chip.Group>
          </div>
        ) : null}
        {typeof form.errors.test_drive_time === 'string' ? (
          <Text c="red" size="sm" mt={6} role="alert">
            {form.errors.test_drive_time}
          </Text>
        ) : null}
      </fieldset>
      <MessageField form={form} idPrefix={idPrefix} required={false} placeholder="Anything we should know? e.g. a second driver" rows={3} />
      <ConsentFields form={form} site={site} idPrefix={idPrefix} />
    </LeadFormFrame>
  );
}
