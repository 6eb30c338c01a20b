import { isAvailable } from './availability';
import type { Car } from './car';
import { DAY_MS, toMillis } from './instant';
import { normaliseMake } from './labels';

/** spec 1 §9: the new-arrival tag shows for 8 days after created_at. */
export const NEW_ARRIVAL_DAYS = 8;
/** spec 1 §9, spec 2 §4: sold cars remain shown for 3 days unless the dealer overrides it. */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;
export const DEFAULT_NEW_TAG = 'New';
/**
 * issue 17 'Wording a shopper reads right': the new-arrival tag on a used or demo car when the
 * site's word for it is 'New' (spec 2 §9's default), which beside 'Pre-Owned' reads as the car's
 * condition. Choice: a new car keeps the site's word (it is new); only 'New' itself is replaced.
 */
export const JUST_ARRIVED_TAG = 'Just Arrived';
export const DEFAULT_SOLD_TAG = 'JUST SOLD';
/**
 * spec 1 §4 "certified used image for one manufacturer". Choice: Mazda (its certified
 * pre-owned programme is Mazda Assured — spec 2 §2 links /mazda-assured).
 */
export const CERTIFIED_USED_MAKE = 'Mazda';
export const CERTIFIED_USED_PROGRAMME = 'Mazda Assured';

export type TagCar = Pick<Car, 'status' | 'make' | 'car_type' | 'created_at'> &
  Partial<Pick<Car, 'fuel' | 'simple_fuel' | 'reserved' | 'certified' | 'tag' | 'sold_at' | 'updated_at'>>;

export interface TagBannerOptions {
  readonly now: Date;
  /** DealerSite features.electricHybridTag. */
  readonly electricHybridTag: boolean;
  /** DealerSite labels.newTag; default 'New'. */
  readonly newTag?: string;
  /** DealerSite labels.soldTag; default 'JUST SOLD'. */
  readonly soldTag?: string;
  /** DealerSite include_sold_cars_days; default 3. */
  readonly includeSoldCarsDays?: number;
}

export type TagBanner =
  | { readonly _tag: 'ElectricHybrid'; readonly kind: 'electric' | 'hybrid'; readonly label: 'ELECTRIC' | 'HYBRID' }
  | { readonly _tag: 'Reserved'; readonly label: 'RESERVED' }
  | { readonly _tag: 'CertifiedUsed'; readonly manufacturer: typeof CERTIFIED_USED_MAKE; readonly label: typeof CERTIFIED_USED_PROGRAMME }
  | { readonly _tag: 'Custom'; readonly label: string }
  | { readonly _tag: 'ComingSoon'; readonly label: 'COMING SOON' }
  | { readonly _tag: 'NewArrival'; readonly label: string }
  | { readonly _tag: 'JustSold'; readonly label: string }
  | { readonly _tag: 'Sold'; readonly label: 'SOLD' }
  | { readonly _tag: 'Other'; readonly label: string }
  | { readonly _tag: 'None' };

/**
 * spec 1 §4 tag banner precedence on a card: electric or hybrid (if enabled), reserved,
 * certified used (one manufacturer), custom tag, coming soon, new arrival (8 days), nothing.
 * A sold or other tag applies to non-purchasable cars (spec 2 §4: 'JUST SOLD' in the window).
 */
export function tagBanner(car: TagCar, options: TagBannerOptions): TagBanner {
  if (!isAvailable(car)) {
    if (car.status === 'sold') {
      const days = options.includeSoldCarsDays ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS;
      // Choice: a sold car past the window (seen on its detail page) is tagged plain 'SOLD'.
      return isSoldCarStillShown(car, options.now, days)
        ? { _tag: 'JustSold', label: nonBlank(options.soldTag) ?? DEFAULT_SOLD_TAG }
        : { _tag: 'Sold', label: 'SOLD' };
    }
    // Choice: an 'other' status shows the car's own tag text, else 'UNAVAILABLE'.
    return { _tag: 'Other', label: nonBlank(car.tag) ?? 'UNAVAILABLE' };
  }
  const power = options.electricHybridTag ? electricOrHybrid(car) : null;
  if (power === 'hybrid') return { _tag: 'ElectricHybrid', kind: 'hybrid', label: 'HYBRID' };
  if (power === 'electric') return { _tag: 'ElectricHybrid', kind: 'electric', label: 'ELECTRIC' };
  if (car.reserved === true) return { _tag: 'Reserved', label: 'RESERVED' };
  if (isCertifiedUsed(car)) return { _tag: 'CertifiedUsed', manufacturer: CERTIFIED_USED_MAKE, label: CERTIFIED_USED_PROGRAMME };
  const custom = nonBlank(car.tag);
  if (custom !== null) return { _tag: 'Custom', label: custom };
  if (car.status === 'coming_soon') return { _tag: 'ComingSoon', label: 'COMING SOON' };
  if (isNewArrival(car, options.now)) return { _tag: 'NewArrival', label: newArrivalLabel(car, options.newTag) };
  return { _tag: 'None' };
}

/**
 * Electric or hybrid from fuel/simple_fuel. Hybrid is checked first, so a plug-in hybrid
 * ('Hybrid Electric') is a hybrid.
 */
export function electricOrHybrid(car: Partial<Pick<Car, 'fuel' | 'simple_fuel'>>): 'electric' | 'hybrid' | null {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.toLowerCase();
  if (fuel.includes('hybrid')) return 'hybrid';
  if (fuel.includes('electric')) return 'electric';
  return null;
}

/** A used, certified car of the certified-used manufacturer (Mazda). */
export function isCertifiedUsed(car: Pick<Car, 'make' | 'car_type'> & Partial<Pick<Car, 'certified'>>): boolean {
  return car.certified === true && car.car_type === 'used' && normaliseMake(car.make).toLowerCase() === CERTIFIED_USED_MAKE.toLowerCase();
}

/**
 * spec 1 §4: created within the last 8 days. Choice: the window is inclusive (exactly 8 days
 * old still counts) and a created_at slightly in the future (clock skew) counts as new.
 */
export function isNewArrival(car: Pick<Car, 'created_at'>, now: Date): boolean {
  const created = toMillis(car.created_at);
  return created !== null && now.getTime() - created <= NEW_ARRIVAL_DAYS * DAY_MS;
}

/**
 * spec 1 §9, spec 2 §4, §7: a sold car stays listed (tagged 'JUST SOLD') for the site's
 * include_sold_cars_days after it sold. False for cars that are not sold. Choices: the
 * sale time is sold_at, falling back to updated_at; the window is inclusive; a negative
 * or non-numeric number of days is 0.
 */
export function isSoldCarStillShown(
  car: Pick<Car, 'status'> & Partial<Pick<Car, 'sold_at' | 'updated_at'>>,
  now: Date,
  days: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS,
): boolean {
  if (car.status !== 'sold') return false;
  const soldAt = saleInstant(car);
  if (soldAt === null) return false;
  return now.getTime() - soldAt <= soldWindowMs(days);
}

/**
 * When a car sold, in epoch milliseconds: sold_at, falling back to updated_at; null when
 * neither parses. The instant isSoldCarStillShown measures the window from (search
 * indexes order sold cars by it).
 */
export function saleInstant(car: Partial<Pick<Car, 'sold_at' | 'updated_at'>>): number | null {
  return toMillis(car.sold_at) ?? toMillis(car.updated_at);
}

/**
 * The sold-car window of isSoldCarStillShown in milliseconds: a sold car is shown while
 * `now − saleInstant ≤ soldWindowMs(days)`. A negative or non-numeric number of days is 0.
 */
export function soldWindowMs(days: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS): number {
  return (Number.isFinite(days) && days > 0 ? days : 0) * DAY_MS;
}

/** spec 2 §7: a search lists available cars and sold cars still in their window. */
export function isListedInSearch(
  car: Pick<Car, 'status'> & Partial<Pick<Car, 'sold_at' | 'updated_at'>>,
  now: Date,
  days: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS,
): boolean {
  return isAvailable(car) || isSoldCarStillShown(car, now, days);
}

/** The site's new-arrival word, unless it would read as the condition of a car that is not new (JUST_ARRIVED_TAG). */
export function newArrivalLabel(car: Pick<Car, 'car_type'>, newTag: string | undefined): string {
  const label = nonBlank(newTag) ?? DEFAULT_NEW_TAG;
  return car.car_type !== 'new' && label.toLowerCase() === 'new' ? JUST_ARRIVED_TAG : label;
}

function nonBlank(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}
