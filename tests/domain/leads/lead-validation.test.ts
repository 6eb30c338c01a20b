import { describe, expect, it } from 'vitest';
import { formLevelMessage, leadFormErrors, leadSubmissionErrors } from '../../../domain/leads';
import { aLead } from '../../application/leads/lead-test-data';
import { TRADE_IN_LAST_NAME } from '../../../domain/tradein/trade-in-fields';

const REQUIRED = '* This field is required';
const POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';
const TERMS = '*You must agree to the terms of use before submitting.';

describe('lead form validation (spec 2 §2, §5)', () => {
  const valid = { category: 'General Enquiry', name: 'Ann', email: 'ann@example.com', phone: '0412345678', message: 'Hi' };

  it('combines the contact piece with the enquiry rules, in form order', () => {
    expect(Object.keys(leadFormErrors({}, { termsCheckbox: true, categoryPresent: true, locationShown: true, dealershipCount: 2 }))).toEqual([
      'category',
      'name',
      'email',
      'phone',
      'dealership_slug',
      'location',
      'message',
      'terms_conditions',
    ]);
  });

  it('checks the trade-in style form: last name and a 4-digit postcode (spec 2 §2, §5)', () => {
    const rules = { termsCheckbox: false, messageRequired: false, postcodeRequired: true, lastNameRequired: true };
    expect(leadFormErrors({ ...valid, postcode: '400' }, rules)).toEqual({ last_name: REQUIRED, postcode: POSTCODE });
    expect(leadFormErrors({ ...valid, last_name: 'Citizen', postcode: '4000' }, rules)).toEqual({});
    // The trade-in forms' own rule: the last name is optional there, as at Step Four.
    expect(leadFormErrors({ ...valid, postcode: '4000' }, { ...rules, lastNameRequired: TRADE_IN_LAST_NAME.required })).toEqual({});
  });

  it('lets a form make the message optional (test drive, request photos)', () => {
    expect(leadFormErrors({ ...valid, message: '' }, { termsCheckbox: false, messageRequired: false })).toEqual({});
    expect(leadFormErrors({ ...valid, message: '' }, { termsCheckbox: false })).toEqual({ message: REQUIRED });
  });
});

describe("the server's check of a lead", () => {
  const rules = { termsCheckbox: false, dealershipIds: [201] };

  it('accepts a valid lead, with no message (the form decides that)', () => {
    expect(leadSubmissionErrors(aLead({ message: undefined }), rules)).toEqual({});
  });

  it('checks a postcode when one is sent', () => {
    expect(leadSubmissionErrors(aLead({ postcode: '40000' }), rules)).toEqual({ 'user.postcode': POSTCODE });
    expect(leadSubmissionErrors(aLead({ postcode: '' }), rules)).toEqual({});
  });

  it('requires the terms for enquiry-type leads on a site with the checkbox, not for service or trade-in leads', () => {
    const strict = { ...rules, termsCheckbox: true };
    expect(leadSubmissionErrors(aLead(), strict)).toEqual({ 'user.terms_conditions': TERMS });
    expect(leadSubmissionErrors(aLead({ terms_conditions: 'true' }), strict)).toEqual({ 'user.terms_conditions': TERMS });
    expect(leadSubmissionErrors(aLead({ terms_conditions: true }), strict)).toEqual({});
    expect(leadSubmissionErrors(aLead({ category: 'Service Booking' }), strict)).toEqual({});
    expect(leadSubmissionErrors(aLead({ category: 'Trade-in Enquiry' }), strict)).toEqual({});
  });

  it("writes the form-level message of spec 2 §5 'Please fix the following errors:' with labelled items", () => {
    expect(formLevelMessage({ 'user.email': 'Please enter a valid email address', car_dealership_id: 'No dealership 9 on this site.' })).toBe(
      'Please fix the following errors: Email: Please enter a valid email address; Dealership: No dealership 9 on this site.',
    );
    expect(formLevelMessage({})).toBe('');
  });
});
