import type { FieldErrors } from '../../domain/leads/field-errors';
import type { CarStatus } from '../../domain/vehicle/car';
import type { NextFreeServiceSlot } from '../service/get-service-slots.use-case';

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

/**
 * The slot the lead asks for has no room left: a test drive time another lead holds (issue 6: a
 * clear 409), or a service drop-off time at capacity (issue 13), which comes with the next free times.
 */
export interface SlotTakenError {
  readonly code: 'LEAD.SLOT_TAKEN';
  readonly message: string;
  readonly slot: { readonly date: string; readonly time: string };
  /** The field the message is about; absent: 'user.test_drive_time'. */
  readonly field?: string;
  /** issue 13: the next free service times, at this location first, then at the site's other service locations. */
  readonly next_free?: readonly NextFreeServiceSlot[];
}
