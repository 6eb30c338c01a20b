/**
 * What a search engine knows of one car on one site: its listing class, rank, sortable
 * and range numbers, refinement values and text terms. Every engine indexes these
 * documents, so engines agree by construction (issue 4: the embedded and PostgreSQL
 * adapters agree on hits, counts and facets).
 *
 * The document depends on the car and on the site's search profile (stock filter, finance
 * provider, dealership names, and the calendar year of the age rules); the one part that
 * depends on the instant of the search, the sold-car window, is left to the engine
 * (`saleMs` with isSoldCarStillShown / soldWindowMs).
 */
import * as E from 'fp-ts/Either';
import type { FinanceProviderName, StockFilter } from '../dealer-site/dealer-site';
import { estimateWeeklyPayment, financeEstimateEligibility } from '../finance';
import { cashPrice, formatDollars, hasImages, saleInstant } from '../vehicle';
import type { Car, CarStatus, ItemType } from '../vehicle/car';
import { toMillis } from '../vehicle/instant';
import { bodySlug } from './search-routes';
import type { RangeAttribute, RefinementAttribute } from './search-state';
import { documentTerms } from './search-text';
import { siteListing, type SiteListing } from './stock-filter';

/**
 * Refinement attributes answered with value counts (`facets: {attr: {value: count}}`).
 * Choice: price, km and subscription_price are continuous — they get facetStats only (a
 * refinement on them matches the number exactly); their buckets price_range and
 * weekly_price_range are the countable form.
 */
export const FACET_ATTRIBUTES = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'location_name',
  'make',
  'make_model',
  'model',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
  'dealership_slug',
  'location_id',
] as const satisfies readonly RefinementAttribute[];
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** Refinement attributes matched by numeric equality, without value counts. */
export const NUMERIC_REFINEMENT_ATTRIBUTES = ['price', 'km', 'subscription_price'] as const satisfies readonly (RefinementAttribute & RangeAttribute)[];

const facetSet: ReadonlySet<string> = new Set(FACET_ATTRIBUTES);
export const isFacetAttribute = (name: string): name is FacetAttribute => facetSet.has(name);

/**
 * Facet values of one attribute that match a refinement value list: the value itself.
 * For the numeric refinement attributes, the values that parse as finite numbers.
 */
export function numericRefinementValues(values: readonly string[]): number[] {
  const out: number[] = [];
  for (const value of values) {
    const t = value.trim();
    const n = t === '' ? Number.NaN : Number(t);
    if (Number.isFinite(n)) out.push(n + 0);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Buckets

/**
 * price_range buckets (spec 1 §2 filter; spec 2 §9 limit 30). Choice: lower bounds in
 * dollars; a price falls in the last bucket whose bound it reaches; cars without a price
 * (0 or less) have no bucket. Labels start with their lower bound so the facet's numeric
 * label sort (spec 1 §9) orders them.
 */
export const PRICE_RANGE_BOUNDS = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000] as const;
/** weekly_price_range buckets in dollars a week (choice). */
export const WEEKLY_PRICE_RANGE_BOUNDS = [0, 100, 150, 200, 250, 300, 400, 500] as const;

function bucketLabel(bounds: readonly number[], amount: number): string {
  let i = 0;
  while (i + 1 < bounds.length && amount >= (bounds[i + 1] ?? Infinity)) i++;
  const low = bounds[i] ?? 0;
  const next = bounds[i + 1];
  return next === undefined ? `${formatDollars(low)}+` : `${formatDollars(low)} - ${formatDollars(next - 1)}`;
}

/** '$20,000 - $29,999', '$100,000+'; null without a price above 0. */
export const priceRangeLabel = (price: number | null): string | null =>
  price !== null && Number.isFinite(price) && price > 0 ? bucketLabel(PRICE_RANGE_BOUNDS, price) : null;

/** '$100 - $149' a week, '$500+'; null without a weekly figure. */
export const weeklyPriceRangeLabel = (weekly: number | null): string | null =>
  weekly !== null && Number.isFinite(weekly) && weekly >= 0 ? bucketLabel(WEEKLY_PRICE_RANGE_BOUNDS, weekly) : null;

// ---------------------------------------------------------------------------
// Custom rank (spec 1 §7: initial results ordered by custom rank descending)

const STATUS_TIER: Readonly<Record<CarStatus, number>> = { in_stock: 3, coming_soon: 2, sold: 1, other: 0 };
const SECONDS_SPAN = 2 ** 36;

/**
 * Custom rank, higher first (choice; the spec names the order, not its meaning): in stock,
 * then coming soon, then sold, then other; within each, cars with real photos first; then
 * newest created_at first (to the second). One number below 2^39, exact in a double.
 */
export function customRank(car: Pick<Car, 'status' | 'images' | 'created_at'>): number {
  const tier = (STATUS_TIER[car.status] ?? 0) * 2 + (Array.isArray(car.images) && hasImages(car) ? 1 : 0);
  const created = toMillis(car.created_at);
  const seconds = created === null ? 0 : Math.min(SECONDS_SPAN - 1, Math.max(0, Math.floor(created / 1000)));
  return tier * SECONDS_SPAN + seconds;
}

// ---------------------------------------------------------------------------
// The document

/** What a site's search needs to know to index a car. */
export interface SearchProfile {
  readonly stockFilter: StockFilter;
  /** The site's finance provider: its lender record gives the weekly price. */
  readonly financeProvider: FinanceProviderName;
  /** The make of a manufacturer site (no finance estimate on the Suzuki one), else null. */
  readonly manufacturer: string | null;
  /** spec 2 §4: dealerships without a finance estimate. */
  readonly hiddenFinanceDealershipIds: readonly number[];
  /** dealership_name values, by dealership id. */
  readonly dealershipNames: Readonly<Record<number, string>>;
  /** UTC calendar year of the search: the stock filter's age presets and the Taurus age rule. */
  readonly year: number;
}

/**
 * The version of the rules that derive a document from a car: raised whenever they change, so
 * rows a database engine derived under older rules are derived again.
 */
const SEARCH_DOCUMENT_VERSION = 2;

/** A stable text of everything a profile contributes: documents built for equal signatures are equal. */
export function searchProfileSignature(profile: SearchProfile): string {
  const names = Object.keys(profile.dealershipNames)
    .map(Number)
    .sort((a, b) => a - b)
    .map((id) => [id, profile.dealershipNames[id]]);
  return JSON.stringify([
    SEARCH_DOCUMENT_VERSION,
    profile.year,
    profile.financeProvider,
    profile.manufacturer,
    [...profile.hiddenFinanceDealershipIds].sort((a, b) => a - b),
    names,
    profile.stockFilter.preset,
    profile.stockFilter.usedOnly,
    profile.stockFilter.inStockOnly,
    [...profile.stockFilter.excludedStockNumbers].sort(),
  ]);
}

export interface SearchDocument {
  readonly listing: SiteListing;
  /** saleInstant of a 'sold-window' car; null otherwise. */
  readonly saleMs: number | null;
  readonly customRank: number;
  /** created_at in epoch ms ('latest' sort, newest first; unknown last). */
  readonly createdMs: number | null;
  /** Range and facetStats numbers; null when the car has none (it then fails every range on it). */
  readonly numbers: Readonly<Record<RangeAttribute, number | null>>;
  /** Refinement values per facet attribute; an absent attribute has no value. */
  readonly facets: Readonly<Partial<Record<FacetAttribute, readonly string[]>>>;
  /** Text terms of make, model, badge, series, colour, stock number and rego. */
  readonly terms: readonly string[];
}

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value + 0 : null);

/** 'cars', 'motorcycles', 'trucks', 'caravans' (the group site's search_categories). */
const ITEM_CATEGORY: Readonly<Record<ItemType, string>> = { car: 'cars', motorcycle: 'motorcycles', truck: 'trucks', caravan: 'caravans' };

/**
 * categories (spec 1 §2; the site's search_categories, e.g. 'cars', 'camper-trailers').
 * Choice: the item type's plural ('cars', 'caravans') and the body's plural slug
 * ('suvs', 'camper-trailers', 'pop-tops').
 */
export function carCategories(car: Partial<Pick<Car, 'item_type' | 'simple_body'>>): string[] {
  const out: string[] = [];
  const item = car.item_type ? ITEM_CATEGORY[car.item_type] : undefined;
  if (item) out.push(item);
  const body = text(car.simple_body);
  if (body !== null) {
    const slug = bodySlug(body);
    if (slug !== '') out.push(slug.endsWith('s') ? slug : `${slug}s`);
  }
  return [...new Set(out)];
}

/**
 * The weekly finance estimate the vehicle page shows for the site's provider (spec 2 §4), else
 * null: on the car's cash price, as the vehicle page and the compare page work it out.
 */
export function weeklyPrice(car: Car, profile: SearchProfile): number | null {
  const eligibility = financeEstimateEligibility({
    car,
    provider: profile.financeProvider,
    site: { manufacturer: profile.manufacturer, hiddenDealershipIds: profile.hiddenFinanceDealershipIds },
    currentYear: profile.year,
  });
  if (E.isLeft(eligibility)) return null;
  const weekly = estimateWeeklyPayment({ price: cashPrice(car) ?? car.price, lender: eligibility.right });
  return weekly !== null && Number.isFinite(weekly) ? weekly : null;
}

/**
 * The documents of one site profile. Built once per profile (the stock filter is compiled
 * once), then applied to every car of the site.
 */
export function searchDocuments(profile: SearchProfile): (car: Car) => SearchDocument {
  const listingOf = siteListing({ stockFilter: profile.stockFilter, now: new Date(Date.UTC(profile.year, 6, 1)) });
  // Value lists are shared between documents (an index holds one document per car, and
  // most values repeat: memory), and every facets object has the same keys in the same order.
  const interned = new Map<string, readonly string[]>();
  const one = (attribute: FacetAttribute, value: string | null): readonly string[] | undefined => {
    if (value === null) return undefined;
    const key = `${attribute}\u0000${value}`;
    let list = interned.get(key);
    if (!list) interned.set(key, (list = Object.freeze([value])));
    return list;
  };
  const many = (attribute: FacetAttribute, values: readonly string[]): readonly string[] | undefined => {
    if (values.length === 0) return undefined;
    if (values.length === 1) return one(attribute, values[0] ?? null);
    const key = `${attribute}\u0000${values.join('\u0000')}`;
    let list = interned.get(key);
    if (!list) interned.set(key, (list = Object.freeze([...values])));
    return list;
  };
  return (car) => {
    const listing = listingOf(car);
    // The price a shopper sees on the card and can pay (cashPrice: an offer or reduced price
    // where one applies, a subscription car's cash price); null for a car without one, so the
    // price sorts put it last in both directions and price filters leave it out.
    const price = cashPrice(car);
    const weekly = weeklyPrice(car, profile);
    const subscription = finite(car.subscription_price);
    const seats = finite(car.seats);
    const year = finite(car.year);
    const make = text(car.make);
    const model = text(car.model);
    const features = Array.isArray(car.features) ? [...new Set(car.features.map(text).filter((f): f is string => f !== null))] : [];
    const categories = carCategories(car);
    const facets: Partial<Record<FacetAttribute, readonly string[]>> = {
      badge: one('badge', text(car.badge)),
      status: one('status', text(car.status)),
      car_type: one('car_type', text(car.car_type)),
      categories: many('categories', categories),
      city: one('city', text(car.city) ?? text(car.location?.address?.city)),
      colour: one('colour', text(car.colour)),
      dealership_name: one('dealership_name', text(profile.dealershipNames[car.dealership_id])),
      filtered_features: many('filtered_features', features),
      item_type: one('item_type', text(car.item_type)),
      location_name: one('location_name', text(car.location?.name)),
      make: one('make', make),
      make_model: one('make_model', make !== null && model !== null ? `${make} ${model}` : null),
      model: one('model', model),
      price_range: one('price_range', priceRangeLabel(price)),
      seats: one('seats', seats !== null && seats > 0 ? String(seats) : null),
      body: one('body', text(car.simple_body)),
      drive: one('drive', text(car.simple_drive) ?? text(car.drive)),
      fuel: one('fuel', text(car.simple_fuel) ?? text(car.fuel)),
      transmission: one('transmission', text(car.simple_transmission) ?? text(car.trans)),
      state: one('state', text(car.state) ?? text(car.location?.address?.state)),
      tag: one('tag', text(car.tag)),
      weekly_price_range: one('weekly_price_range', weeklyPriceRangeLabel(weekly)),
      year: one('year', year === null ? null : String(year)),
      certified: one('certified', car.certified === true ? 'true' : 'false'),
      dealership_slug: one('dealership_slug', text(car.dealership_slug)),
      location_id: one('location_id', finite(car.location_id) === null ? null : String(car.location_id)),
    };
    return {
      listing,
      saleMs: listing === 'sold-window' ? saleInstant(car) : null,
      customRank: customRank(car),
      createdMs: toMillis(car.created_at),
      numbers: {
        price,
        km: finite(car.km),
        year,
        // Choice: a subscription price of 0 or less is no subscription (spec 1 §4 shows it only above 0).
        subscription_price: subscription !== null && subscription > 0 ? subscription : null,
        weekly_price: weekly,
      },
      facets,
      terms: documentTerms([car.make, car.model, car.badge, car.series, car.colour, car.stocknum, car.regplate]),
    };
  };
}

/** A range keeps a car whose number is present and within both given bounds (inclusive). */
export const inRange = (value: number | null, bound: { readonly min?: number; readonly max?: number }): boolean =>
  value !== null && (bound.min === undefined || value >= bound.min) && (bound.max === undefined || value <= bound.max);
