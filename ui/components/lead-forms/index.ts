/** The lead forms of issue 6: modals for the vehicle page and cards, inline forms for pages. */
export { LeadFormModal, FindSimilarForm } from './lead-form-modal';
export type { FindSimilarFormProps, LeadFormCarInfo, LeadFormKind, LeadFormModalProps } from './lead-form-types';
