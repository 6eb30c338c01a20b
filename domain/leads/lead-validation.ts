import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { INVALID_POSTCODE_MESSAGE, Postcode } from '../locations/postcode';
import { CONTACT_FIELD_LABELS, contactErrors, type ContactValues } from './contact-validation';
import { ENQUIRY_FIELD_LABELS, enquiryErrors, TERMS_MESSAGE, type EnquiryRules, type EnquiryValues } from './enquiry-validation';
import { type FieldErrors, formLevelErrors, isBlank, REQUIRED_MESSAGE } from './field-errors';
import type { LeadSubmission } from './lead';
import { isEnquiryCategory } from './lead-defaults';

/** What one lead form shows and so requires (spec 2 §2, §5), on top of the shared contact piece. */
export interface LeadFormRules extends EnquiryRules {
  /** The trade-in style lead form (spec 2 §2): postcode, 4 digits (spec 2 §5). */
  readonly postcodeRequired?: boolean;
  /** The trade-in style lead form's last_name. */
  readonly lastNameRequired?: boolean;
}

export interface LeadFormValues extends ContactValues, EnquiryValues {
  readonly last_name?: string | null;
  readonly postcode?: string | null;
  readonly [field: string]: unknown;
}

export const LEAD_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...ENQUIRY_FIELD_LABELS,
  ...CONTACT_FIELD_LABELS,
  name: 'Name',
  last_name: 'Last name',
  postcode: 'Postcode',
};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The errors of a lead form, field → message, in the order the fields appear: category,
 * name, last name, email, phone, postcode, dealership, location, message, terms.
 */
export function leadFormErrors(values: LeadFormValues, rules: LeadFormRules): FieldErrors {
  const contact = contactErrors(values);
  const enquiry = enquiryErrors(values, rules);
  const errors: Record<string, string> = {};
  if (enquiry.category) errors.category = enquiry.category;
  if (contact.name) errors.name = contact.name;
  if (rules.lastNameRequired === true && isBlank(text(values.last_name))) errors.last_name = REQUIRED_MESSAGE;
  if (contact.email) errors.email = contact.email;
  if (contact.phone) errors.phone = contact.phone;
  if (rules.postcodeRequired === true) {
    const postcode = Postcode.parse(text(values.postcode));
    if (E.isLeft(postcode)) errors.postcode = postcode.left.message;
  }
  for (const field of ['dealership_slug', 'location', 'message', 'terms_conditions'] as const) {
    const message = enquiry[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** What the server knows of the site when it checks a lead (the form's own rules stay in the form). */
export interface LeadSiteRules {
  /** DealerSite features.termsCheckbox (spec 2 §5). */
  readonly termsCheckbox: boolean;
  /** The ids of the site's dealerships, for car_dealership_id. */
  readonly dealershipIds: readonly number[];
}

/**
 * The server's check of a submitted lead (spec 2 §3 payload), field path → message. Whatever
 * form sent it, a lead needs a category and a valid contact piece. Choices:
 *  - the message is not required here: the test drive and request photos forms make it
 *    optional (spec 2 §2), so only the form knows;
 *  - on a site with the terms checkbox, every enquiry-type lead carries terms_conditions: true
 *    (trade-in and service leads follow their own rules, spec 2 §5);
 *  - a postcode, when sent, is 4 digits (spec 2 §5);
 *  - car_dealership_id, when sent, is one of the site's dealerships.
 */
export function leadSubmissionErrors(submission: LeadSubmission, rules: LeadSiteRules): FieldErrors {
  const { user } = submission;
  const errors: Record<string, string> = {};
  const category = text(user.category);
  if (isBlank(category)) errors['user.category'] = REQUIRED_MESSAGE;
  const contact = contactErrors({ name: text(user.name), email: text(user.email), phone: text(user.phone) });
  for (const [field, message] of Object.entries(contact)) errors[`user.${field}`] = message;
  const postcode = text(user.postcode);
  if (postcode !== null && !isBlank(postcode) && E.isLeft(Postcode.parse(postcode))) errors['user.postcode'] = INVALID_POSTCODE_MESSAGE;
  if (rules.termsCheckbox && category !== null && isEnquiryCategory(category) && user.terms_conditions !== true) {
    errors['user.terms_conditions'] = TERMS_MESSAGE;
  }
  const dealership = submission.car_dealership_id;
  if (dealership !== undefined && !rules.dealershipIds.includes(dealership)) {
    errors.car_dealership_id = `No dealership ${dealership} on this site.`;
  }
  return errors;
}

/**
 * spec 2 §5 form-level text as one line, for the error body's message: 'Please fix the following
 * errors: Email: Please enter a valid email address…; Phone: …'.
 */
export function formLevelMessage(errors: FieldErrors): string {
  const labels: Record<string, string> = { car_dealership_id: 'Dealership' };
  for (const [field, label] of Object.entries(LEAD_FIELD_LABELS)) labels[`user.${field}`] = label;
  const level = formLevelErrors(errors, labels);
  return O.isSome(level) ? `${level.value.title} ${level.value.items.join('; ')}` : '';
}
