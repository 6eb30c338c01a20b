import type { Car, CarStatus } from './car';

/**
 * spec 1 §4 "Availability": in_stock is in stock; in_stock and coming_soon are available
 * (and purchasable); any other status is unavailable and shows the SOLD treatment.
 */
export type Availability =
  | { readonly _tag: 'InStock' }
  | { readonly _tag: 'ComingSoon' }
  | { readonly _tag: 'Unavailable'; readonly status: Exclude<CarStatus, 'in_stock' | 'coming_soon'> };

export function availability(car: Pick<Car, 'status'>): Availability {
  switch (car.status) {
    case 'in_stock':
      return { _tag: 'InStock' };
    case 'coming_soon':
      return { _tag: 'ComingSoon' };
    default:
      return { _tag: 'Unavailable', status: car.status };
  }
}

/** spec 1 §4: status in_stock counts as in stock. */
export function isInStock(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock';
}

/** spec 1 §4, spec 2 §4: in_stock and coming_soon count as available, and only available cars get purchase-type buttons. */
export function isAvailable(car: Pick<Car, 'status'>): boolean {
  return car.status === 'in_stock' || car.status === 'coming_soon';
}

export const SOLD_HEADLINE = 'SOLD';
// spec 1 §4 says only "a SOLD message saying the vehicle recently sold"; this wording is ours.
export const SOLD_MESSAGE = 'This vehicle has recently sold.';
export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';

/** What the detail page and a card show for a car's availability (spec 1 §2, §4). */
export type AvailabilityPresentation =
  | { readonly _tag: 'ForSale'; readonly showPrice: true; readonly showStandardButtons: true }
  | {
      readonly _tag: 'Sold';
      readonly showPrice: false;
      readonly showStandardButtons: false;
      readonly headline: typeof SOLD_HEADLINE;
      readonly message: typeof SOLD_MESSAGE;
      readonly similarEnquiryLabel: typeof FIND_SIMILAR_LABEL;
    };

/** spec 1 §4: an unavailable car hides price and standard buttons and offers 'Find Me Something Similar'. */
export function availabilityPresentation(car: Pick<Car, 'status'>): AvailabilityPresentation {
  return isAvailable(car)
    ? { _tag: 'ForSale', showPrice: true, showStandardButtons: true }
    : {
        _tag: 'Sold',
        showPrice: false,
        showStandardButtons: false,
        headline: SOLD_HEADLINE,
        message: SOLD_MESSAGE,
        similarEnquiryLabel: FIND_SIMILAR_LABEL,
      };
}
