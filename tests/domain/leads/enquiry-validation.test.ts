import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_FIELD_LABELS, enquiryErrors, formLevelErrors, validateEnquiry, type EnquiryRules, type EnquiryValues } from '../../../domain/leads';

const TERMS = '*You must agree to the terms of use before submitting.';
const REQUIRED = '* This field is required';

/** A complete, valid enquiry; tests blank out what they check. */
const anEnquiry = (fields: Partial<EnquiryValues> = {}): EnquiryValues => ({
  message: 'Is this car still available?',
  category: 'General Enquiry',
  location: 'brisbane-north',
  dealership_slug: 'acme-motors',
  terms_conditions: true,
  ...fields,
});
const STRICT: EnquiryRules = { termsCheckbox: true, categoryPresent: true, locationShown: true, dealershipCount: 2 };

describe('enquiry validation (spec 2 §5)', () => {
  it('accepts a complete enquiry', () => {
    expect(enquiryErrors(anEnquiry(), STRICT)).toEqual({});
    expect(E.isRight(validateEnquiry(anEnquiry(), STRICT))).toBe(true);
  });

  it("requires the terms checkbox where the dealer has one: '*You must agree to the terms of use before submitting.'", () => {
    expect(enquiryErrors(anEnquiry({ terms_conditions: false }), STRICT)).toEqual({ terms_conditions: TERMS });
    expect(enquiryErrors(anEnquiry({ terms_conditions: false }), { ...STRICT, termsCheckbox: false })).toEqual({});
  });

  it('requires the message unless relaxed or optional', () => {
    expect(enquiryErrors(anEnquiry({ message: '  ' }), STRICT)).toEqual({ message: REQUIRED });
    expect(enquiryErrors(anEnquiry({ message: '' }), { ...STRICT, messageRequired: false })).toEqual({});
  });

  it('requires the category when present and the location when shown', () => {
    expect(enquiryErrors(anEnquiry({ category: null, location: '' }), STRICT)).toEqual({ category: REQUIRED, location: REQUIRED });
    expect(enquiryErrors(anEnquiry({ category: null, location: '' }), { ...STRICT, categoryPresent: false, locationShown: false })).toEqual({});
  });

  it('requires the dealership with multiple dealerships unless the select is removed', () => {
    const noDealership = anEnquiry({ dealership_slug: '' });
    expect(enquiryErrors(noDealership, STRICT)).toEqual({ dealership_slug: REQUIRED });
    expect(enquiryErrors(noDealership, { ...STRICT, dealershipCount: 1 })).toEqual({});
    expect(enquiryErrors(noDealership, { ...STRICT, dealershipSelectRemoved: true })).toEqual({});
  });

  it("lists the errors under 'Please fix the following errors:'", () => {
    const errors = enquiryErrors(anEnquiry({ message: '', terms_conditions: false }), STRICT);
    expect(formLevelErrors(errors, ENQUIRY_FIELD_LABELS)).toEqual(
      O.some({
        title: 'Please fix the following errors:',
        items: ['Message: This field is required', 'Terms of use: You must agree to the terms of use before submitting.'],
      }),
    );
    expect(formLevelErrors({})).toEqual(O.none);
  });
});
