import { Button, Group, Radio, SegmentedControl, Stepper, TextInput, Text } from '@mantine/core';
import { useState } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { ConsentFields, CategorySelect, ContactFields, FormErrors, Honeypot, MessageField, WhereSelects } from './lead-form-fields';
import { LeadFormFrame } from './lead-form-frame';
import {
  FINANCE_ANSWERS,
  initialValues,
  MULTI_STEP_ENQUIRY_STEPS,
  PREFERRED_CONTACT_METHODS,
  presetLocationValues,
  rulesFor,
  selectsShown,
  STEP_LABELS,
} from './lead-form-values';
import type { LeadFormCarInfo } from './lead-form-types';
import { useLeadForm, type LeadFormBinding } from './use-lead-form';
import classes from './lead-forms.module.css';

export interface EnquiryFormProps {
  site: PublicSite;
  car?: LeadFormCarInfo | undefined;
  /** The category selected at first: 'Vehicle Enquiry' about a car, else 'General Enquiry'. */
  category?: string;
  idPrefix?: string;
  submitLabel?: string;
  /** issue 13 /contact-us/{slug}: the location (slug) the form starts with, its dealership receiving the lead. */
  location?: string | undefined;
}

/**
 * The enquiry form (spec 2 §2): category, the contact piece, Rego, message, the location or
 * dealership select when the domain rules call for one, opt_in (unticked) and the terms
 * checkbox on sites with it. Valid, it submits through the lead form machine.
 */
export function EnquiryForm({ site, car, category, idPrefix = 'enquiry', submitLabel = 'Send enquiry', location }: EnquiryFormProps) {
  const binding = useLeadForm({
    initialValues: initialValues(site, car, {
      category: category ?? (car ? 'Vehicle Enquiry' : 'General Enquiry'),
      extra: { Rego: '', ...presetLocationValues(site, location) },
    }),
    rules: rulesFor(site, car, { messageRequired: true, categoryPresent: true }),
    car,
  });
  const { form } = binding;
  const shown = selectsShown(site, car);
  return (
    <LeadFormFrame binding={binding} label="Enquiry form" submitLabel={submitLabel}>
      <div className={shown.location || shown.dealership ? classes.row : undefined}>
        <CategorySelect form={form} idPrefix={idPrefix} />
        <WhereSelects form={form} site={site} car={car} idPrefix={idPrefix} presetLocation={location} />
      </div>
      <ContactFields form={form} idPrefix={idPrefix} />
      <TextInput
        id={`${idPrefix}-rego`}
        label="Rego (optional)"
        description="Your current car's registration, if you have one to trade"
        maxLength={10}
        {...form.getInputProps('Rego')}
      />
      <MessageField form={form} idPrefix={idPrefix} required />
      <ConsentFields form={form} site={site} idPrefix={idPrefix} />
    </LeadFormFrame>
  );
}

/** spec 2 §2 valuation wizard: trade-in, PreferredContactMethod (Phone, Email, SMS) and finance (Yes, No). */
export function ValuationWizardFields({ binding, idPrefix }: { binding: LeadFormBinding; idPrefix: string }) {
  const { form } = binding;
  return (
    <>
      <TextInput
        id={`${idPrefix}-trade-in`}
        label="Your trade-in (optional)"
        placeholder="e.g. 2016 Toyota Corolla Ascent, 120,000 km"
        maxLength={200}
        {...form.getInputProps('trade-in')}
      />
      <Radio.Group id={`${idPrefix}-contact-method`} label="How should we contact you?" {...form.getInputProps('PreferredContactMethod')}>
        <Group gap="lg" mt={6}>
          {PREFERRED_CONTACT_METHODS.map((method) => (
            <Radio key={method} value={method} label={method} />
          ))}
        </Group>
      </Radio.Group>
      <div>
        <Text component="label" size="sm" fw={500} id={`${idPrefix}-finance-label`}>
          Would you like finance?
        </Text>
        <SegmentedControl
          aria-labelledby={`${idPrefix}-finance-label`}
          fullWidth
          mt={6}
          data={FINANCE_ANSWERS.map((a) => ({ value: a, label: a }))}
          {...form.getInputProps('finance')}
        />
      </div>
    </>
  );
}

/**
 * The multi-step enquiry (spec 2 §2: "advances step by step and submits on the last step"):
 * your details, your enquiry, the valuation wizard's trade-in and finance questions, confirm.
 * Next checks the step's fields; a refused submit returns to the first step in error.
 */
export function MultiStepEnquiryForm({ site, car, category, idPrefix = 'multi-enquiry', submitLabel = 'Send enquiry', location }: EnquiryFormProps) {
  const binding = useLeadForm({
    initialValues: initialValues(site, car, {
      category: category ?? (car ? 'Vehicle Enquiry' : 'General Enquiry'),
      extra: { Rego: '', 'trade-in': '', PreferredContactMethod: 'Phone', finance: 'No', ...presetLocationValues(site, location) },
    }),
    rules: rulesFor(site, car, { messageRequired: true, categoryPresent: true }),
    steps: MULTI_STEP_ENQUIRY_STEPS,
    car,
  });
  const [attempted, setAttempted] = useState(false);
  const { form, stepIndex } = binding;
  const steps = binding.steps ?? MULTI_STEP_ENQUIRY_STEPS;
  const last = stepIndex >= steps.length - 1;
  return (
    <form
      aria-label="Enquiry form"
      noValidate
      className={classes.form}
      onSubmit={(event) => {
        if (last) setAttempted(true);
        binding.submit(event);
      }}
    >
      <Honeypot inputRef={binding.honeypotRef} />
      <Stepper active={stepIndex} size="sm" allowNextStepsSelect={false} className={classes.stepper}>
        {steps.map((step) => (
          <Stepper.Step key={step.id} label={STEP_LABELS[step.id] ?? step.id} />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed" aria-live="polite">
        Step {stepIndex + 1} of {steps.length}: {STEP_LABELS[steps[stepIndex]?.id ?? ''] ?? ''}
      </Text>
      {steps[stepIndex]?.id === 'contact' ? <ContactFields form={form} idPrefix={idPrefix} /> : null}
      {steps[stepIndex]?.id === 'enquiry' ? (
        <>
          <div className={selectsShown(site, car).location || selectsShown(site, car).dealership ? classes.row : undefined}>
            <CategorySelect form={form} idPrefix={idPrefix} />
            <WhereSelects form={form} site={site} car={car} idPrefix={idPrefix} presetLocation={location} />
          </div>
          <TextInput id={`${idPrefix}-rego`} label="Rego (optional)" maxLength={10} {...form.getInputProps('Rego')} />
          <MessageField form={form} idPrefix={idPrefix} required />
        </>
      ) : null}
      {steps[stepIndex]?.id === 'valuation' ? <ValuationWizardFields binding={binding} idPrefix={idPrefix} /> : null}
      {steps[stepIndex]?.id === 'confirm' ? <ConsentFields form={form} site={site} idPrefix={idPrefix} /> : null}
      <FormErrors errors={form.errors} formError={binding.formError} show={attempted} />
      <Group justify="space-between" className={classes.submitRow}>
        <Button variant="default" onClick={binding.back} disabled={stepIndex === 0 || binding.submitting}>
          Back
        </Button>
        {last ? (
          <Button type="submit" size="md" loading={binding.submitting} disabled={binding.submitting}>
            {submitLabel}
          </Button>
        ) : (
          <Button type="submit" size="md">
            Next
          </Button>
        )}
      </Group>
    </form>
  );
}
