/**
 * Which cars a dealer site shows (spec 1 §1 per-site stock filters; spec 2 §7 hosted
 * search visibility).
 *
 * spec 1 §1 says "The meaning of each preset number is not shown", so the 15 presets
 * below are our own definition, kept as data so that the table, its description and
 * its predicate cannot drift apart.
 */
import * as E from 'fp-ts/Either';
import type { StockFilter } from '../dealer-site/dealer-site';
import { isAvailable, isListedInSearch, saleInstant } from '../vehicle';
import type { Car, CarStatus, CarType, ItemType } from '../vehicle/car';

/** What a preset asks of a car; every given criterion must hold. */
export interface StockCriteria {
  readonly carTypes?: readonly CarType[];
  readonly statuses?: readonly CarStatus[];
  /** price strictly above this. */
  readonly priceAbove?: number;
  /** current year − car year strictly below this. */
  readonly maxAgeYears?: number;
  readonly certified?: boolean;
  readonly itemTypes?: readonly ItemType[];
}

export interface StockFilterPreset {
  readonly id: number;
  readonly key: string;
  readonly description: string;
  readonly criteria: StockCriteria;
}

/** Our definition of presets 0–14 (the spec leaves them undefined: see the trace's ambiguities). */
export const STOCK_FILTER_PRESETS = [
  { id: 0, key: 'all', description: 'All stock', criteria: {} },
  { id: 1, key: 'new', description: 'New cars only', criteria: { carTypes: ['new'] } },
  { id: 2, key: 'used', description: 'Used cars only', criteria: { carTypes: ['used'] } },
  { id: 3, key: 'demo', description: 'Demo cars only', criteria: { carTypes: ['demo'] } },
  { id: 4, key: 'new-and-demo', description: 'New and demo cars', criteria: { carTypes: ['new', 'demo'] } },
  { id: 5, key: 'used-and-demo', description: 'Used and demo cars', criteria: { carTypes: ['used', 'demo'] } },
  { id: 6, key: 'in-stock', description: 'In stock only', criteria: { statuses: ['in_stock'] } },
  { id: 7, key: 'available', description: 'In stock or coming soon', criteria: { statuses: ['in_stock', 'coming_soon'] } },
  { id: 8, key: 'priced', description: 'Priced cars only', criteria: { priceAbove: 0 } },
  { id: 9, key: 'under-10-years', description: 'Under 10 years old', criteria: { maxAgeYears: 10 } },
  { id: 10, key: 'certified', description: 'Certified cars only', criteria: { certified: true } },
  { id: 11, key: 'cars-only', description: 'Cars only (no caravans, motorcycles or trucks)', criteria: { itemTypes: ['car'] } },
  { id: 12, key: 'caravans-only', description: 'Caravans only', criteria: { itemTypes: ['caravan'] } },
  { id: 13, key: 'motorcycles-only', description: 'Motorcycles only', criteria: { itemTypes: ['motorcycle'] } },
  { id: 14, key: 'trucks-only', description: 'Trucks only', criteria: { itemTypes: ['truck'] } },
] as const satisfies readonly StockFilterPreset[];

export type StockFilterPresetId = (typeof STOCK_FILTER_PRESETS)[number]['id'];

/** The fields of a car the stock filter reads. */
export type StockCar = Pick<Car, 'car_type' | 'status' | 'price' | 'year' | 'item_type' | 'stocknum'> & Partial<Pick<Car, 'certified'>>;

export interface StockFilterError {
  readonly code: 'SEARCH.UNKNOWN_STOCK_PRESET';
  readonly message: string;
}

export const isStockFilterPresetId = (n: number): n is StockFilterPresetId => Number.isInteger(n) && n >= 0 && n < STOCK_FILTER_PRESETS.length;

/** Validates a site's stock filter (for configuration loading): the preset must be 0–14. */
export function parseStockFilter(filter: StockFilter): E.Either<StockFilterError, StockFilter> {
  return isStockFilterPresetId(filter.preset)
    ? E.right(filter)
    : E.left({ code: 'SEARCH.UNKNOWN_STOCK_PRESET', message: `Stock filter preset must be 0 to 14, got ${filter.preset}` });
}

/**
 * Choice: an unknown preset counts as 0 (all stock) here, so a bad configuration never
 * empties a site; configuration loading rejects it with parseStockFilter.
 */
export const stockFilterPreset = (id: number): StockFilterPreset =>
  (isStockFilterPresetId(id) ? STOCK_FILTER_PRESETS[id] : STOCK_FILTER_PRESETS[0]) as StockFilterPreset;

/** Choice: stock numbers compare trimmed and case-insensitively ('ab123 ' excludes 'AB123'). */
const normaliseStockNumber = (stocknum: string): string => stocknum.trim().toUpperCase();

function criteriaPredicate(criteria: StockCriteria, currentYear: number): (car: StockCar) => boolean {
  return (car) =>
    (criteria.carTypes === undefined || criteria.carTypes.includes(car.car_type)) &&
    (criteria.statuses === undefined || criteria.statuses.includes(car.status)) &&
    (criteria.priceAbove === undefined || car.price > criteria.priceAbove) &&
    (criteria.maxAgeYears === undefined || currentYear - car.year < criteria.maxAgeYears) &&
    (criteria.certified === undefined || (car.certified ?? false) === criteria.certified) &&
    (criteria.itemTypes === undefined || criteria.itemTypes.includes(car.item_type));
}

/**
 * spec 1 §1: the site's stock filter — its preset, plus used only, in stock only
 * (spec 1 §4: status in_stock counts as in stock) and excluded stock numbers.
 * `now` fixes the current year for age presets (UTC year).
 */
export function stockFilterPredicate(filter: StockFilter, now: Date): (car: StockCar) => boolean {
  const preset = criteriaPredicate(stockFilterPreset(filter.preset).criteria, now.getUTCFullYear());
  const excluded = new Set(filter.excludedStockNumbers.map(normaliseStockNumber));
  return (car) =>
    preset(car) &&
    (!filter.usedOnly || car.car_type === 'used') &&
    (!filter.inStockOnly || car.status === 'in_stock') &&
    !excluded.has(normaliseStockNumber(car.stocknum));
}

/** A one-line description for staff and logs: 'Used cars only · In stock only · Excluding stock numbers A1, B2'. */
export function describeStockFilter(filter: StockFilter): string {
  const parts: string[] = [stockFilterPreset(filter.preset).description];
  if (!isStockFilterPresetId(filter.preset)) parts[0] = `All stock (unknown preset ${filter.preset})`;
  if (filter.usedOnly) parts.push('Used cars only');
  if (filter.inStockOnly) parts.push('In stock only');
  const excluded = [...new Set(filter.excludedStockNumbers.map((s) => s.trim()).filter((s) => s !== ''))];
  if (excluded.length > 0) parts.push(`Excluding stock number${excluded.length > 1 ? 's' : ''} ${excluded.join(', ')}`);
  return parts.join(' · ');
}

// ---------------------------------------------------------------------------
// spec 2 §7 hosted search visibility.

export type VisibilityCar = Pick<Car, 'status' | 'show_on_dealer_website'> & Partial<Pick<Car, 'sold_at' | 'updated_at'>>;

/**
 * spec 2 §7: status in_stock or coming_soon or sold within N days
 * (include_sold_cars_days), and show_on_dealer_website true. The sold window is the
 * vehicle area's rule (isListedInSearch: sold_at, else updated_at; inclusive).
 */
export function isVisibleOnSite(car: VisibilityCar, options: { readonly includeSoldCarsDays: number; readonly now: Date }): boolean {
  return car.show_on_dealer_website === true && isListedInSearch(car, options.now, options.includeSoldCarsDays);
}

/** Both rules together: what a site's search may return. */
export function siteStockPredicate(options: {
  readonly stockFilter: StockFilter;
  readonly includeSoldCarsDays: number;
  readonly now: Date;
}): (car: StockCar & VisibilityCar) => boolean {
  const stock = stockFilterPredicate(options.stockFilter, options.now);
  return (car) => isVisibleOnSite(car, options) && stock(car);
}

/**
 * How a site lists a car, `now` fixing only the calendar year (of the age presets):
 * - 'always': shown whenever the site searches (available, on the website, passes the stock filter);
 * - 'sold-window': a sold car otherwise shown, listed while isSoldCarStillShown holds;
 * - 'never'.
 * The decomposition of siteStockPredicate that lets an index precompute everything but the
 * sold window: siteStockPredicate(o)(car) ⟺ listing = 'always' ∨ (listing = 'sold-window'
 * ∧ isSoldCarStillShown(car, o.now, o.includeSoldCarsDays)), for every `now` of the same UTC year.
 */
export type SiteListing = 'never' | 'always' | 'sold-window';

export function siteListing(options: { readonly stockFilter: StockFilter; readonly now: Date }): (car: StockCar & VisibilityCar) => SiteListing {
  const stock = stockFilterPredicate(options.stockFilter, options.now);
  return (car) => {
    if (car.show_on_dealer_website !== true || !stock(car)) return 'never';
    if (isAvailable(car)) return 'always';
    return car.status === 'sold' && saleInstant(car) !== null ? 'sold-window' : 'never';
  };
}
