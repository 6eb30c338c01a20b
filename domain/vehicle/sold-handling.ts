import { isAvailable } from './availability';
import type { Car } from './car';

/**
 * spec 1 §4: "In results, sold cars are hidden or collapsed; when sold handling is on only
 * the first of a consecutive run of sold cars is shown."
 *  - 'hide': no unavailable car is shown;
 *  - 'first-of-run': of each consecutive run of unavailable cars only the first is shown;
 *  - 'show': results as the search returned them.
 */
export type SoldResultsMode = 'hide' | 'first-of-run' | 'show';

/**
 * Choice: the site flag features.soldHandling on → 'first-of-run'; off → 'show', because the
 * search already drops sold cars older than include_sold_cars_days (spec 2 §7) and the
 * remaining ones must stay visible to carry their 'JUST SOLD' tag (spec 2 §4). 'hide' is for
 * listings that never show sold cars.
 */
export function soldResultsMode(options: { readonly soldHandling: boolean }): SoldResultsMode {
  return options.soldHandling ? 'first-of-run' : 'show';
}

/**
 * Apply the sold handling to a page of results, keeping order. "Sold" means not available
 * (spec 1 §4: any status other than in_stock and coming_soon gets the SOLD treatment).
 */
export function soldCarsInResults<T extends Pick<Car, 'status'>>(cars: readonly T[], mode: SoldResultsMode): T[] {
  switch (mode) {
    case 'show':
      return [...cars];
    case 'hide':
      return cars.filter(isAvailable);
    case 'first-of-run':
      return cars.filter((car, i) => {
        const previous = cars[i - 1];
        return isAvailable(car) || previous === undefined || isAvailable(previous);
      });
  }
}
