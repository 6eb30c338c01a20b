/** Leads (spec 2 §3, §4, §5, §8): lead result, enquiry validation, form-level errors. */
export type { LeadSubmission, LeadUser, StoredLead } from './lead';
export { FORM_ERRORS_TITLE, formLevelErrors, hasErrors, isBlank, REQUIRED_MESSAGE, type FieldErrors, type FormLevelErrors } from './field-errors';
export { enquiryFailureMessage, leadResult, SUBMIT_FAILURE_MESSAGE, SUCCESS_PATH, UNEXPECTED_LEAD_ERROR, type LeadResponse } from './lead-result';
export { ENQUIRY_FIELD_LABELS, enquiryErrors, TERMS_MESSAGE, validateEnquiry, type EnquiryRules, type EnquiryValues } from './enquiry-validation';
