/** Leads (spec 2 §3, §4, §5, §8): lead result, enquiry validation, form-level errors. */
export type { LeadSubmission, LeadUser, StoredLead } from './lead';
export { FORM_ERRORS_TITLE, formLevelErrors, hasErrors, isBlank, REQUIRED_MESSAGE, type FieldErrors, type FormLevelErrors } from './field-errors';
export { enquiryFailureMessage, leadResult, SUBMIT_FAILURE_MESSAGE, SUCCESS_PATH, UNEXPECTED_LEAD_ERROR, type LeadResponse } from './lead-result';
export { ENQUIRY_FIELD_LABELS, enquiryErrors, TERMS_MESSAGE, validateEnquiry, type EnquiryRules, type EnquiryValues } from './enquiry-validation';
export {
  AustralianPhone,
  CONTACT_FIELD_LABELS,
  contactErrors,
  EMAIL_MESSAGE,
  EmailAddress,
  NAME_LENGTH_MESSAGE,
  PHONE_MESSAGE,
  type ContactValues,
} from './contact-validation';
export { carTitle, isEnquiryCategory, isFindSimilarLead, LEAD_CATEGORIES, leadFormDefaults, type LeadCar, type LeadCategory, type LeadFormDefaults } from './lead-defaults';
export {
  formLevelMessage,
  LEAD_FIELD_LABELS,
  leadFormErrors,
  leadSubmissionErrors,
  type LeadFormRules,
  type LeadFormValues,
  type LeadSiteRules,
} from './lead-validation';
export {
  DEFAULT_RETRY_POLICY,
  LEAD_CHANNELS,
  leadDeliveryTargets,
  leadSummary,
  retryDelayMs,
  type LeadChannel,
  type LeadDeliveryTarget,
  type LeadSummary,
  type RetryPolicy,
} from './lead-delivery';
