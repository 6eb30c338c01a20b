import './mantine-components.css';
import { Alert, Button, Checkbox, Group, Select, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { formLevelErrors } from '../../../domain/leads/field-errors';
import { LEAD_FIELD_LABELS } from '../../../domain/leads/lead-validation';
import { ENQUIRY_CATEGORY_OPTIONS, locationOptions, selectsShown } from './lead-form-values';
import type { LeadFormCarInfo } from './lead-form-types';
import type { LeadFormValuesRecord } from './use-lead-form';
import classes from './lead-forms.module.css';

type Form = UseFormReturnType<LeadFormValuesRecord>;

/**
 * The shared name/email/phone piece (spec 2 §5: its rules are ours — domain
 * contact-validation: a valid email address and an Australian phone number).
 */
export function ContactFields({ form, idPrefix }: { form: Form; idPrefix: string }) {
  return (
    <div className={classes.row}>
      <TextInput
        id={`${idPrefix}-name`}
        label="Name"
        autoComplete="name"
        withAsterisk
        // In a modal, the first field takes the focus (Mantine's focus trap).
        data-autofocus
        className={classes.full}
        {...form.getInputProps('name')}
      />
      <TextInput id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" inputMode="email" withAsterisk {...form.getInputProps('email')} />
      <TextInput id={`${idPrefix}-phone`} label="Phone" type="tel" autoComplete="tel" inputMode="tel" withAsterisk {...form.getInputProps('phone')} />
    </div>
  );
}

/**
 * The honeypot of the default captcha (adapters/captcha): invisible to people and screen
 * readers, filled in by form-filling bots.
 */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={inputRef} type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** spec 2 §2 category select, from the domain's enquiry categories (General Enquiry first). */
export function CategorySelect({ form, idPrefix }: { form: Form; idPrefix: string }) {
  return (
    <Select
      id={`${idPrefix}-category`}
      label="Category"
      withAsterisk
      allowDeselect={false}
      comboboxProps={{ withinPortal: false }}
      data={ENQUIRY_CATEGORY_OPTIONS.map((c) => ({ value: c, label: c }))}
      {...form.getInputProps('category')}
    />
  );
}

/**
 * spec 2 §5: the location select (required when shown) on a site with several locations, or
 * the dealership select (required with several dealerships) — for forms without a car.
 */
export function WhereSelects({
  form,
  site,
  car,
  idPrefix,
  presetLocation,
}: {
  form: Form;
  site: PublicSite;
  car: LeadFormCarInfo | undefined;
  idPrefix: string;
  presetLocation?: string | undefined;
}) {
  const shown = selectsShown(site, car);
  if (shown.location) {
    // issue 13: /contact-us/{slug} lists its location even where a sales enquiry would not.
    const locations = locationOptions(site, presetLocation);
    const props = form.getInputProps('location');
    return (
      <Select
        id={`${idPrefix}-location`}
        label="Location"
        placeholder="Choose a location"
        withAsterisk
        comboboxProps={{ withinPortal: false }}
        data={locations.map((l) => ({ value: l.slug, label: `${l.name} (${l.address.city})` }))}
        {...props}
        onChange={(value) => {
          props.onChange(value ?? '');
          // The location's dealership receives the lead.
          form.setFieldValue('dealership_slug', locations.find((l) => l.slug === value)?.dealership_slug ?? '');
        }}
      />
    );
  }
  if (shown.dealership) {
    return (
      <Select
        id={`${idPrefix}-dealership`}
        label="Dealership"
        placeholder="Choose a dealership"
        withAsterisk
        comboboxProps={{ withinPortal: false }}
        data={site.dealerships.map((d) => ({ value: d.slug, label: d.name }))}
        {...form.getInputProps('dealership_slug')}
      />
    );
  }
  return null;
}

export function MessageField({
  form,
  idPrefix,
  required,
  label = 'Message',
  placeholder,
  rows = 4,
}: {
  form: Form;
  idPrefix: string;
  required: boolean;
  label?: string;
  placeholder?: string;
  rows?: number;
}) {
  return (
    <Textarea
      id={`${idPrefix}-message`}
      label={required ? label : `${label} (optional)`}
      withAsterisk={required}
      autosize
      minRows={rows}
      maxRows={10}
      maxLength={5_000}
      {...(placeholder ? { placeholder } : {})}
      {...form.getInputProps('message')}
    />
  );
}

/** opt_in (optional, unticked until the shopper ticks it: lead-defaults.ts) and, on sites with it, the terms checkbox (spec 2 §5). */
export function ConsentFields({
  form,
  site,
  idPrefix,
  terms = site.features.termsCheckbox,
}: {
  form: Form;
  site: PublicSite;
  idPrefix: string;
  terms?: boolean;
}) {
  return (
    <div className={classes.consent}>
      <Checkbox
        id={`${idPrefix}-opt-in`}
        label={`Keep me up to date with offers and news from ${site.name}`}
        {...form.getInputProps('opt_in', { type: 'checkbox' })}
      />
      {terms ? (
        <Checkbox
          id={`${idPrefix}-terms`}
          label={
            <>
              I agree to the{' '}
              <Link to="/terms-and-conditions" target="_blank">
                terms of use
              </Link>{' '}
              and{' '}
              <Link to="/privacy-policy" target="_blank">
                privacy policy
              </Link>
            </>
          }
          {...form.getInputProps('terms_conditions', { type: 'checkbox' })}
        />
      ) : null}
    </div>
  );
}

/** spec 2 §5: 'Please fix the following errors:' with a list; spec 2 §8: the server's message. */
export function FormErrors({ errors, formError, show }: { errors: Record<string, unknown>; formError: string | null; show: boolean }) {
  const messages = Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<string, string>;
  const level = show ? formLevelErrors(messages, LEAD_FIELD_LABELS) : null;
  if (formError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Your enquiry was not sent">
        {formError}
      </Alert>
    );
  }
  if (level && level._tag === 'Some') {
    return (
      <Alert color="red" variant="light" role="alert" title={level.value.title}>
        <ul className={classes.errorList}>
          {level.value.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  return null;
}

/** spec 2 §4: while submitting the button is disabled and shows a spinner. */
export function SubmitRow({ submitting, label, children }: { submitting: boolean; label: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" className={classes.submitRow}>
      {children ?? (
        <Text size="xs" c="dimmed">
          Fields marked * are required.
        </Text>
      )}
      <Button type="submit" size="md" loading={submitting} disabled={submitting} loaderProps={{ type: 'oval' }} aria-busy={submitting}>
        {label}
      </Button>
    </Group>
  );
}
