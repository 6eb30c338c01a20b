import type { FieldErrors } from '../../domain/leads/field-errors';
import type { NotReservable } from '../../domain/reservations/reservation';
export type { PaymentDeclined, PaymentUnavailable } from '../payments/payment-gateway.port';

/** The form breaks a rule (contact piece, card): field path → message. */
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
 * The key's attempt failed on our side after its deposit was taken, and the deposit was
 * refunded: nothing is reserved (a retry with the same key is told so, not 'declined').
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
