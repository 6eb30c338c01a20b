import { DEFAULT_RESERVE_DEPOSIT } from '../vehicle/compare-favourite';
import type { Car } from '../vehicle/car';
import { isAvailable } from '../vehicle/availability';

/** spec 1 §9, spec 2 §4, §9: the deposit holds the car for 48 hours and is fully refundable. */
export const HOLD_HOURS = 48;
export const HOLD_MS = HOLD_HOURS * 60 * 60 * 1000;
/**
 * While the deposit is being taken the car is held for a short while only, so a payment that
 * never finishes (a crash, a closed tab on a hosted payment page) frees the car soon (choice).
 */
export const PENDING_HOLD_MS = 15 * 60 * 1000;
export const RESERVE_ONLINE_CATEGORY = 'Reserve Online';

export const RESERVATION_TERMS = [
  `Your deposit holds this vehicle for you for ${HOLD_HOURS} hours.`,
  'The deposit is fully refundable: if you change your mind, we refund it in full.',
  'When you buy the vehicle, the deposit comes off the price.',
] as const;

/** The deposit in dollars: the car's when known, else the site's, else $200 (spec 1 §9). */
export function reserveDeposit(car: Partial<Pick<Car, 'deposit'>>, siteDeposit?: number | null): number {
  if (typeof car.deposit === 'number' && Number.isFinite(car.deposit) && car.deposit > 0) return car.deposit;
  if (typeof siteDeposit === 'number' && Number.isFinite(siteDeposit) && siteDeposit > 0) return siteDeposit;
  return DEFAULT_RESERVE_DEPOSIT;
}

export type NotReservable =
  { readonly _tag: 'ReservationsOff' } | { readonly _tag: 'NotAvailable'; readonly status: Car['status'] } | { readonly _tag: 'AlreadyReserved' };

/**
 * Why a car cannot be reserved online, or null when it can (spec 1 §5, spec 2 §2: the reserve
 * button only for reservable cars; the same check as domain reserveButton): the site offers
 * reservations, the car is available (in stock or coming soon) and not already reserved.
 */
export function whyNotReservable(car: Pick<Car, 'status'> & Partial<Pick<Car, 'reserved'>>, reservationsEnabled: boolean): NotReservable | null {
  if (!reservationsEnabled) return { _tag: 'ReservationsOff' };
  if (!isAvailable(car)) return { _tag: 'NotAvailable', status: car.status };
  if (car.reserved === true) return { _tag: 'AlreadyReserved' };
  return null;
}

/** What the checkout page and the API say when a car cannot be reserved. */
export function notReservableMessage(reason: NotReservable): string {
  switch (reason._tag) {
    case 'ReservationsOff':
      return 'Online reservations are not offered on this site. Please contact us to hold this vehicle.';
    case 'NotAvailable':
      return reason.status === 'sold'
        ? 'Sorry, this vehicle has been sold, so it can no longer be reserved.'
        : 'Sorry, this vehicle is no longer available to reserve.';
    case 'AlreadyReserved':
      return 'Sorry, this vehicle is already reserved by another customer. Ask us to find you something similar.';
  }
}
