import * as E from 'fp-ts/Either';
import { type FieldErrors, isBlank, REQUIRED_MESSAGE } from './field-errors';

/** spec 2 §5, §8: the terms checkbox message. */
export const TERMS_MESSAGE = '*You must agree to the terms of use before submitting.';

/** The enquiry form fields the rules look at (spec 2 §2 enquiry form fields). */
export interface EnquiryValues {
  readonly message?: string | null;
  readonly category?: string | null;
  readonly location?: string | null;
  readonly dealership_slug?: string | null;
  readonly terms_conditions?: boolean | null;
}

/** What the site and the form variant switch on (spec 2 §5 enquiry forms). */
export interface EnquiryRules {
  /** DealerSite features.termsCheckbox: the box is shown and must be ticked. */
  readonly termsCheckbox: boolean;
  /** Default true; false when a dealer setting relaxes it or the form's message is optional. */
  readonly messageRequired?: boolean;
  /** The form has a category select. */
  readonly categoryPresent?: boolean;
  /** The form shows a location select. */
  readonly locationShown?: boolean;
  /** How many dealerships the dealership select offers. */
  readonly dealershipCount?: number;
  /** The dealership select is removed from this form. */
  readonly dealershipSelectRemoved?: boolean;
}

/** Labels for the form-level list (spec 2 §5). */
export const ENQUIRY_FIELD_LABELS: Readonly<Record<keyof EnquiryValues, string>> = {
  category: 'Category',
  dealership_slug: 'Dealership',
  location: 'Location',
  message: 'Message',
  terms_conditions: 'Terms of use',
};

/**
 * spec 2 §5 enquiry rules, as field → message (empty when valid), in form order. Opt-in and
 * Rego are optional. Choice: required fields other than terms use '* This field is required'
 * (the spec gives no message of their own).
 */
export function enquiryErrors(values: EnquiryValues, rules: EnquiryRules): FieldErrors {
  const errors: Record<string, string> = {};
  if (rules.categoryPresent === true && isBlank(values.category)) errors.category = REQUIRED_MESSAGE;
  if ((rules.dealershipCount ?? 0) > 1 && rules.dealershipSelectRemoved !== true && isBlank(values.dealership_slug)) {
    errors.dealership_slug = REQUIRED_MESSAGE;
  }
  if (rules.locationShown === true && isBlank(values.location)) errors.location = REQUIRED_MESSAGE;
  if (rules.messageRequired !== false && isBlank(values.message)) errors.message = REQUIRED_MESSAGE;
  if (rules.termsCheckbox && values.terms_conditions !== true) errors.terms_conditions = TERMS_MESSAGE;
  return errors;
}

/** The values when valid, else the field errors. */
export function validateEnquiry<V extends EnquiryValues>(values: V, rules: EnquiryRules): E.Either<FieldErrors, V> {
  const errors = enquiryErrors(values, rules);
  return Object.keys(errors).length === 0 ? E.right(values) : E.left(errors);
}
