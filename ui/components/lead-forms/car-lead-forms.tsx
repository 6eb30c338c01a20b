import { TextInput } from '@mantine/core';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { MoneyInput } from '../inputs/money-input';
import { PostcodeInput } from '../inputs/postcode-input';
import { TRADE_IN_LAST_NAME } from '../../../domain/tradein/trade-in-fields';
import { ConsentFields, ContactFields, MessageField, WhereSelects } from './lead-form-fields';
import { LeadFormFrame } from './lead-form-frame';
import { CATEGORY_OF, initialValues, rulesFor } from './lead-form-values';
import type { LeadFormCarInfo } from './lead-form-types';
import { useLeadForm } from './use-lead-form';
import classes from './lead-forms.module.css';

interface CarFormProps {
  site: PublicSite;
  car?: LeadFormCarInfo | undefined;
  idPrefix?: string;
}

/** Request photos (spec 1 §2: an optional message; shown in a modal at z-index 1400). */
export function RequestPhotosForm({ site, car, idPrefix = 'request-photos' }: CarFormProps) {
  const binding = useLeadForm({
    initialValues: initialValues(site, car, { category: CATEGORY_OF['request-photos'], message: '' }),
    rules: rulesFor(site, car, { messageRequired: false, categoryPresent: false }),
    car,
  });
  return (
    <LeadFormFrame binding={binding} label="Request photos form" submitLabel="Request photos">
      <ContactFields form={binding.form} idPrefix={idPrefix} />
      <MessageField
        form={binding.form}
        idPrefix={idPrefix}
        required={false}
        placeholder="Which photos would you like? e.g. the interior, the service book"
        rows={3}
      />
      <ConsentFields form={binding.form} site={site} idPrefix={idPrefix} />
    </LeadFormFrame>
  );
}

/**
 * The finance enquiry (spec 2 §2 routes /finance-enquiry, /apply-for-finance and #finance-form;
 * spec 2 §7: its submission is not shown — it is a lead of category 'Finance Enquiry'). Finance
 * links may carry preferredDealership, vehiclePriceBudget, car_id and car_type.
 */
export function FinanceForm({
  site,
  car,
  idPrefix = 'finance',
  prefill = {},
}: CarFormProps & { prefill?: { vehiclePriceBudget?: number | null; preferredDealership?: string | null } }) {
  const binding = useLeadForm({
    initialValues: initialValues(site, car, {
      category: CATEGORY_OF.finance,
      message: '',
      extra: {
        vehiclePriceBudget: prefill.vehiclePriceBudget ?? '',
        deposit_amount: '',
        ...(prefill.preferredDealership && !car ? { dealership_slug: prefill.preferredDealership } : {}),
      },
    }),
    rules: rulesFor(site, car, { messageRequired: false, categoryPresent: false }),
    car,
  });
  const { form } = binding;
  return (
    <LeadFormFrame binding={binding} label="Finance enquiry form" submitLabel="Send finance enquiry" id="finance-form">
      <ContactFields form={form} idPrefix={idPrefix} />
      <div className={classes.row}>
        <MoneyInput
          id={`${idPrefix}-budget`}
          label={car ? 'Amount to finance (optional)' : 'Vehicle price budget (optional)'}
          min={0}
          max={250_000}
          {...form.getInputProps('vehiclePriceBudget')}
        />
        <MoneyInput id={`${idPrefix}-deposit`} label="Deposit or trade-in (optional)" min={0} max={250_000} {...form.getInputProps('deposit_amount')} />
      </div>
      <WhereSelects form={form} site={site} car={car} idPrefix={idPrefix} />
      <MessageField
        form={form}
        idPrefix={idPrefix}
        required={false}
        placeholder="Tell us about your situation, e.g. employment and the term you would like"
        rows={3}
      />
      <ConsentFields form={form} site={site} idPrefix={idPrefix} />
    </LeadFormFrame>
  );
}

/**
 * 'Find Me Something Similar' (spec 1 §2, spec 2 §2): for an unavailable car the sidebar shows
 * only this enquiry. Its lead may name a sold car (the server allows it for this category).
 */
export function FindSimilarLeadForm({ site, car, idPrefix = 'find-similar' }: CarFormProps) {
  const binding = useLeadForm({
    initialValues: initialValues(site, car, {
      category: CATEGORY_OF['find-similar'],
      subcategory: CATEGORY_OF['find-similar'],
      message: car
        ? `I missed out on the ${car.name} (stock number ${car.stocknum}). Please let me know when you have something similar.`
        : 'Please let me know when you have a car like the one I am after.',
    }),
    rules: rulesFor(site, car, { messageRequired: true, categoryPresent: false }),
    car,
  });
  return (
    <LeadFormFrame binding={binding} label="Find Me Something Similar form" submitLabel="Find me something similar">
      <ContactFields form={binding.form} idPrefix={idPrefix} />
      <MessageField form={binding.form} idPrefix={idPrefix} required label="What are you looking for?" rows={3} />
      <ConsentFields form={binding.form} site={site} idPrefix={idPrefix} />
    </LeadFormFrame>
  );
}

/**
 * The trade-in style lead form (spec 2 §2): First Name (name), last_name (optional, as at Step Four), postcode (spec 2 §5:
 * 'Invalid postcode. Please enter a 4-digit number.'), Mobile (phone), email, and the hidden
 * category 'Trade-in Enquiry' (spec 2 §9). Trade-in leads follow their own rules: no terms box.
 */
export function TradeInLeadForm({
  site,
  idPrefix = 'trade-in-lead',
  submitLabel = 'Get my valuation',
}: {
  site: PublicSite;
  idPrefix?: string;
  submitLabel?: string;
}) {
  const binding = useLeadForm({
    initialValues: initialValues(site, undefined, {
      category: 'Trade-in Enquiry',
      subcategory: 'trade-in',
      message: '',
      extra: { last_name: '', postcode: '' },
    }),
    rules: {
      ...rulesFor(site, undefined, { messageRequired: false, categoryPresent: false, terms: false }),
      locationShown: false,
      dealershipSelectRemoved: true,
      lastNameRequired: TRADE_IN_LAST_NAME.required,
      postcodeRequired: true,
    },
    car: undefined,
  });
  const { form } = binding;
  return (
    <LeadFormFrame binding={binding} label="Trade-in form" submitLabel={submitLabel}>
      <div className={classes.row}>
        <TextInput id={`${idPrefix}-first-name`} label="First Name" autoComplete="given-name" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          id={`${idPrefix}-last-name`}
          label={TRADE_IN_LAST_NAME.label}
          autoComplete="family-name"
          withAsterisk={TRADE_IN_LAST_NAME.required}
          {...form.getInputProps('last_name')}
        />
        <PostcodeInput id={`${idPrefix}-postcode`} label="Postcode" withAsterisk {...form.getInputProps('postcode')} />
        <TextInput id={`${idPrefix}-mobile`} label="Mobile" type="tel" autoComplete="tel" inputMode="tel" withAsterisk {...form.getInputProps('phone')} />
        <TextInput
          id={`${idPrefix}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          className={classes.full}
          {...form.getInputProps('email')}
        />
      </div>
    </LeadFormFrame>
  );
}
