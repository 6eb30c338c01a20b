import type { FieldErrors } from '../../domain/leads/field-errors';
import type { NotReservable } from '../../domain/reservations/reservation';

/** The form breaks a rule (the contact piece, the payment token): field path → message. */
export interface ReservationInvalid {
  readonly code: 'RESERVATION.INVALID';
  readonly message: string;
  readonly fields: FieldErrors;
}

export interface ReservationCarNotFound {
  readonly code: 'RESERVATION.CAR_NOT_FOUND';
  readonly message: string;
}

/** Sold, not available, already reserved, or the site takes no reservations. */
export interface CarNotReservable {
  readonly code: 'RESERVATION.CAR_NOT_RESERVABLE';
  readonly reason: NotReservable['_tag'];
  readonly message: string;
}

/**
 * The key's attempt ended without a reservation though no card declined it: it failed on our
 * side after its deposit was taken (the deposit was refunded), or the provider could not confirm
 * the payment at once (`processing`, which reserving online does not wait for). A retry with the
 * same key is told so, not 'declined'.
 */
export interface ReservationNotCompleted {
  readonly code: 'RESERVATION.NOT_COMPLETED';
  readonly message: string;
}

/** The same idempotency key is still taking its payment (a double click on another tab). */
export interface ReservationInProgress {
  readonly code: 'RESERVATION.IN_PROGRESS';
  readonly message: string;
}
