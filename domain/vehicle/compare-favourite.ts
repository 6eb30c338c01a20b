import * as O from 'fp-ts/Option';
import { isAvailable } from './availability';
import type { Car } from './car';
import { hasImages } from './images';
import { formatDollars, isPositiveAmount } from './money';

/**
 * spec 1 §5 compare and favourite controls, by site variant:
 *  - 'default': shown for eligible cars — choice: eligible means available (spec 1 §4);
 *  - 'strict': also hidden when price ≤ 0 or the car has no (real) images;
 *  - 'used-only': also hidden when the car is not used.
 */
export type CompareFavouriteVariant = 'default' | 'strict' | 'used-only';

export function isCompareFavouriteEligible(car: Pick<Car, 'status' | 'price' | 'images' | 'car_type'>, variant: CompareFavouriteVariant = 'default'): boolean {
  if (!isAvailable(car)) return false;
  switch (variant) {
    case 'default':
      return true;
    case 'strict':
      return car.price > 0 && hasImages(car);
    case 'used-only':
      return car.car_type === 'used';
  }
}

/** spec 1 §9, spec 2 §9: the reserve deposit text defaults to '$200'. */
export const DEFAULT_RESERVE_DEPOSIT = 200;
export const RESERVE_BUTTON_LABEL = 'Reserve Car Now';

export interface ReserveButton {
  readonly label: typeof RESERVE_BUTTON_LABEL;
  /** '$200' unless the car (or else the site) knows its deposit. */
  readonly deposit: string;
}

export interface ReserveButtonOptions {
  /** DealerSite features.reserveButton (removed in one configuration, spec 1 §2). */
  readonly enabled: boolean;
  /** DealerSite reserve_deposit, used when the car has none. */
  readonly siteDeposit?: number | null;
}

/**
 * spec 1 §5: the reserve button shows only for cars passing a reservation-eligibility check
 * (not shown in the spec) and shows the deposit when known (spec 1 §9: "shown from the car").
 * Choice: eligible = purchasable and not already reserved.
 */
export function reserveButton(car: Pick<Car, 'status'> & Partial<Pick<Car, 'reserved' | 'deposit'>>, options: ReserveButtonOptions): O.Option<ReserveButton> {
  if (!options.enabled || !isAvailable(car) || car.reserved === true) return O.none;
  return O.some({ label: RESERVE_BUTTON_LABEL, deposit: reserveDepositText(car.deposit, options.siteDeposit) });
}

/** The deposit text: the car's deposit, else the site's, else '$200'. */
export function reserveDepositText(carDeposit?: number | null, siteDeposit?: number | null): string {
  if (isPositiveAmount(carDeposit)) return formatDollars(carDeposit);
  if (isPositiveAmount(siteDeposit)) return formatDollars(siteDeposit);
  return formatDollars(DEFAULT_RESERVE_DEPOSIT);
}
