/**
 * The lead forms of issue 6 (spec 1 §2, spec 2 §2): modals for the vehicle page and cards,
 * inline forms for pages. Each runs the lead form machine (application/leads).
 */
export { LeadFormModal, FindSimilarForm, REQUEST_PHOTOS_Z_INDEX } from './lead-form-modal';
export { EnquiryForm, MultiStepEnquiryForm, ValuationWizardFields } from './enquiry-form';
export { TestDriveForm } from './test-drive-form';
export { FinanceForm, FindSimilarLeadForm, RequestPhotosForm, TradeInLeadForm } from './car-lead-forms';
export { LeadFormsClientContext, useLeadFormsClient } from './lead-forms-client-context';
export {
  enquiredCar,
  rememberContact,
  rememberedContact,
  storeEnquiredCar,
  storeSuccessCategory,
  successCategory,
  type EnquiredCar,
  type SuccessCategory,
} from './lead-local-store';
export { newIdempotencyKey } from './use-lead-form';
export { toLeadFormCar, type FindSimilarFormProps, type LeadFormCarInfo, type LeadFormKind, type LeadFormModalProps } from './lead-form-types';
