/** Leads (spec 2 §3, §4, §5, §8): lead result, enquiry validation, form-level errors. */
export { formLevelErrors } from './field-errors';
export { enquiryFailureMessage, leadResult } from './lead-result';
export { ENQUIRY_FIELD_LABELS, enquiryErrors, validateEnquiry, type EnquiryRules, type EnquiryValues } from './enquiry-validation';
export { AustralianPhone, contactErrors, EMAIL_MESSAGE, EmailAddress, NAME_LENGTH_MESSAGE, PHONE_MESSAGE } from './contact-validation';
export { isFindSimilarLead, LEAD_CATEGORIES, leadFormDefaults } from './lead-defaults';
export { formLevelMessage, leadFormErrors, leadSubmissionErrors } from './lead-validation';
export { DEFAULT_RETRY_POLICY, LEAD_CHANNELS, leadDeliveryTargets, leadSummary, retryDelayMs } from './lead-delivery';
