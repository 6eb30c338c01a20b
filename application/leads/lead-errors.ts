import type { FieldErrors } from '../../domain/leads/field-errors';
import type { CarStatus } from '../../domain/vehicle/car';
export type { CaptchaFailed } from './captcha-verifier.port';

/** The lead breaks a rule of spec 2 §5 (or ours for the contact piece): field path → message. */
export interface LeadRejected {
  readonly code: 'LEAD.INVALID';
  /** spec 2 §5 form-level text: 'Please fix the following errors: …'. */
  readonly message: string;
  readonly fields: FieldErrors;
}

/** The lead names a car this site does not list (unknown, or another dealer's). */
export interface CarNotFound {
  readonly code: 'LEAD.CAR_NOT_FOUND';
  readonly car_id: number;
  readonly message: string;
}

/** The lead names a car that is sold (or otherwise not for sale), and is not a 'Find Me Something Similar' lead. */
export interface CarNotAvailable {
  readonly code: 'LEAD.CAR_NOT_AVAILABLE';
  readonly car_id: number;
  readonly status: CarStatus;
  readonly message: string;
}

/** No lead with that id on this site (follow-up of an unknown lead). */
export interface LeadNotFound {
  readonly code: 'LEAD.NOT_FOUND';
  readonly lead_id: string;
  readonly message: string;
}

/** The test drive slot the lead asks for is held by another lead (issue 6: a clear 409). */
export interface SlotTakenError {
  readonly code: 'LEAD.SLOT_TAKEN';
  readonly message: string;
  readonly slot: { readonly date: string; readonly time: string };
}
