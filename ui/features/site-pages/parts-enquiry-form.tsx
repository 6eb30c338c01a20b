import { TextInput } from '@mantine/core';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { CONTENT_FORM_CATEGORY } from '../../../domain/site-content/site-content';
import { ConsentFields, ContactFields, MessageField, WhereSelects } from '../../components/lead-forms/lead-form-fields';
import { LeadFormFrame } from '../../components/lead-forms/lead-form-frame';
import { initialValues, rulesFor } from '../../components/lead-forms/lead-form-values';
import { useLeadForm } from '../../components/lead-forms/use-lead-form';
import classes from './parts-enquiry-form.module.css';

/**
 * The parts enquiry of /vehicle-parts-and-accessories (issue 11): the lead form pieces of issue 6
 * — contact details, the location select where the site has several, the message, opt_in and
 * the terms checkbox — plus the vehicle the part is for. It is sent as a lead of category
 * 'Parts Enquiry' through the lead API, so it is delivered like any other lead.
 */
export default function PartsEnquiryForm({ site }: { site: PublicSite }) {
  const binding = useLeadForm({
    initialValues: initialValues(site, undefined, {
      category: CONTENT_FORM_CATEGORY['parts-enquiry'],
      subcategory: 'parts',
      // spec 2 §2 lead defaults name the vehicle 'Vehicle Make' and 'Vehicle Model'.
      extra: { 'Vehicle Make': '', 'Vehicle Model': '', 'Vehicle Year': '', VIN: '', 'Part Number': '' },
    }),
    rules: rulesFor(site, undefined, { messageRequired: true, categoryPresent: false }),
  });
  const { form } = binding;
  return (
    <LeadFormFrame binding={binding} label="Parts enquiry form" submitLabel="Send parts enquiry">
      <ContactFields form={form} idPrefix="parts" />
      <WhereSelects form={form} site={site} car={undefined} idPrefix="parts" />
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>Your vehicle (optional)</legend>
        <div className={classes.vehicle}>
          <TextInput id="parts-make" label="Make" autoComplete="off" maxLength={60} {...form.getInputProps('Vehicle Make')} />
          <TextInput id="parts-model" label="Model" autoComplete="off" maxLength={60} {...form.getInputProps('Vehicle Model')} />
          <TextInput id="parts-year" label="Year" inputMode="numeric" maxLength={4} {...form.getInputProps('Vehicle Year')} />
        </div>
        <div className={classes.ids}>
          <TextInput
            id="parts-vin"
            label="VIN or chassis number"
            description="On the compliance plate or your registration papers"
            maxLength={20}
            {...form.getInputProps('VIN')}
          />
          <TextInput id="parts-number" label="Part number" description="If you know it" maxLength={60} {...form.getInputProps('Part Number')} />
        </div>
      </fieldset>
      <MessageField
        form={form}
        idPrefix="parts"
        required
        label="Parts or accessories you need"
        placeholder="e.g. a set of genuine floor mats and a tow bar kit"
      />
      <ConsentFields form={form} site={site} idPrefix="parts" />
    </LeadFormFrame>
  );
}
