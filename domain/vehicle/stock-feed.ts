/**
 * A dealer's stock as its dealer management system exports it (issue 16 'Stock in'): one feed
 * car per stock number, and the rules that turn it into the listing the platform shows (spec 1
 * §3 Car). The feed owns the fields it carries; everything else on a listing (its id and slug,
 * views, reservation, market and lender data, 360° media) stays as the site has it.
 *
 * Choice (issue 16 is silent): a field the feed leaves out keeps the listing's value, a field
 * the feed gives empty (null, '' in a CSV cell, []) clears it — so a DMS export that has a
 * column for a field is the truth for it, and a partner sending a partial record changes only
 * what it sends.
 */
import type { SiteLocation } from '../dealer-site/dealer-site';
import { slugify } from '../search/search-routes';
import type { Car, CarLocation, CarStatus, CarType, ItemType } from './car';
import { feedGallery } from './car-photos';

/** One car of a stock feed, after validation (application/inventory/stock-feed.schema.ts). */
export interface FeedCar {
  readonly stocknum: string;
  readonly car_type: CarType;
  readonly item_type?: ItemType | undefined;
  readonly status?: Exclude<CarStatus, 'other'> | undefined;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly badge?: string | null | undefined;
  readonly series?: string | null | undefined;
  readonly colour?: string | null | undefined;
  readonly interior_colour?: string | null | undefined;
  readonly vin?: string | null | undefined;
  readonly regplate?: string | null | undefined;
  readonly rego_expiry?: string | null | undefined;
  readonly build_date?: string | null | undefined;
  readonly compliance_date?: string | null | undefined;
  readonly km: number;
  readonly price: number;
  readonly before_price?: number | null | undefined;
  readonly offer_price?: number | null | undefined;
  readonly price_type?: string | null | undefined;
  readonly body?: string | null | undefined;
  readonly fuel?: string | null | undefined;
  readonly transmission?: string | null | undefined;
  readonly drive?: string | null | undefined;
  readonly doors?: number | null | undefined;
  readonly seats?: number | null | undefined;
  readonly engine_size_litres?: number | null | undefined;
  /** The slug of one of the site's locations; absent: the listing's location, or the site's primary sales location. */
  readonly location?: string | null | undefined;
  readonly dealercomments?: string | null | undefined;
  readonly features?: readonly string[] | null | undefined;
  /** Photo URLs, first the main one (spec 1 §2 gallery order). */
  readonly photos?: readonly string[] | null | undefined;
  readonly video_url?: string | null | undefined;
  readonly show_on_website?: boolean | undefined;
}

/** What a feed car becomes on one site: the site's settings the listing takes. */
export interface FeedSite {
  readonly slug: string;
  readonly locations: readonly SiteLocation[];
  readonly reserve_deposit: number;
  readonly onlinePurchase: boolean;
}

/** The listing's name (spec 1 §3 name): year, make, model and badge. */
export function feedCarName(feed: Pick<FeedCar, 'year' | 'make' | 'model' | 'badge'>): string {
  return [feed.year, feed.make, feed.model, feed.badge].filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' ');
}

/**
 * A new listing's slug (spec 1 §2 /cars/{slug}): its name and stock number — '2021-toyota-hilux-sr5-hm-0101'.
 * Unique on its site because stock numbers are; the slug never changes once given (links keep working).
 */
export function feedCarSlug(feed: Pick<FeedCar, 'year' | 'make' | 'model' | 'badge' | 'stocknum'>): string {
  return slugify(`${feedCarName(feed)} ${feed.stocknum}`) || 'car';
}

/** The site's sales locations a feed may name, and the one a car gets when it names none. */
export function salesLocations(locations: readonly SiteLocation[]): readonly SiteLocation[] {
  const sales = locations.filter((l) => l.location_type === 'sales' || l.location_type === '');
  return sales.length > 0 ? sales : locations;
}

export function defaultFeedLocation(locations: readonly SiteLocation[]): SiteLocation | undefined {
  const sales = salesLocations(locations);
  return sales.find((l) => l.primary) ?? sales[0];
}

/** The location as a listing carries it (spec 1 §3 location). */
export function carLocationOf(l: SiteLocation): CarLocation {
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    phone: l.contact_detail.phone,
    address: {
      street: l.address.street,
      city: l.address.city,
      state: l.address.state,
      postcode: l.address.postcode,
      place_url: l.address.place_url ?? null,
      lat: l.address.lat,
      long: l.address.long,
    },
  };
}

const SIMPLE_DRIVE: readonly [RegExp, string][] = [
  [/4x4|four wheel|4wd/i, '4X4'],
  [/all wheel|awd/i, 'AWD'],
  [/rear|rwd/i, 'RWD'],
  [/front|fwd/i, 'FWD'],
];

function simpleDrive(drive: string | null | undefined): string | null {
  if (!drive) return null;
  return SIMPLE_DRIVE.find(([pattern]) => pattern.test(drive))?.[1] ?? drive;
}

function simpleTransmission(trans: string | null | undefined): string | null {
  if (!trans) return null;
  return /manual/i.test(trans) ? 'Manual' : 'Automatic';
}

function photosOf(urls: readonly string[], existing: Car | null): Pick<Car, 'images' | 'thumbnails' | 'primary_image_url' | 'photos_count'> {
  // A URL the image pipeline already took in keeps its photo (car-photos.ts feedGallery): the same feed twice changes nothing.
  const images = feedGallery(existing?.images, urls);
  return {
    images,
    thumbnails: images.map((image) => image.image.thumb.url || image.image.url),
    primary_image_url: images[0]?.image.url ?? null,
    photos_count: images.length,
  };
}

/** `value` when the feed gives the field (null clears it), else `keep`. */
function given<T>(value: T | null | undefined, keep: T | null | undefined): T | null | undefined {
  return value === undefined ? keep : value;
}

export interface FeedCarContext {
  readonly site: FeedSite;
  /** The listing as the site has it; null for a car new to the site. */
  readonly existing: Car | null;
  /** A new car's id (ignored for an existing one). */
  readonly id: number;
  /** A new car's slug when feedCarSlug's is taken on the site; default feedCarSlug. */
  readonly slug?: string;
  readonly now: Date;
}

/**
 * The listing a feed car makes on its site. Pure: the same feed car, listing and instant always
 * give the same listing. The sold day follows the status (a car that becomes sold sold now, one
 * sold before keeps its day, one no longer sold has none); `updated_at` is `now` — compare with
 * sameListing to tell whether anything changed.
 */
export function carFromFeed(feed: FeedCar, ctx: FeedCarContext): Car {
  const { site, existing, now } = ctx;
  const location =
    (feed.location ? site.locations.find((l) => l.slug === feed.location) : undefined) ?? (existing ? null : defaultFeedLocation(site.locations));
  const badge = given(feed.badge, existing?.badge) ?? null;
  const name = feedCarName({ year: feed.year, make: feed.make, model: feed.model, badge });
  const status: CarStatus = feed.status ?? (existing?.status === 'other' ? 'other' : 'in_stock');
  const soldAt = status !== 'sold' ? null : existing?.status === 'sold' && existing.sold_at ? existing.sold_at : now.toISOString();
  const transmission = given(feed.transmission, existing?.trans);
  const drive = given(feed.drive, existing?.drive);
  const fuel = given(feed.fuel, existing?.fuel);
  const body = given(feed.body, existing?.simple_body);
  const series = given(feed.series, existing?.series);
  const price = feed.price;
  const litres = given(feed.engine_size_litres, existing?.engine_size_litres);
  const slug = existing ? existing.slug : (ctx.slug ?? feedCarSlug(feed));
  const placed = location
    ? {
        location: carLocationOf(location),
        location_id: location.id,
        dealership_id: location.dealership_id,
        dealership_ids: [location.dealership_id],
        dealership_slug: location.dealership_slug,
        city: location.address.city,
        state: location.address.state,
      }
    : {};
  const photos = feed.photos === undefined ? {} : photosOf(feed.photos ?? [], existing);
  const features = feed.features === undefined ? {} : { features: [...(feed.features ?? [])] };
  const fields = {
    name,
    carsales_title: [name, series, simpleTransmission(transmission) === 'Manual' ? 'Manual' : transmission ? 'Auto' : null, body].filter(Boolean).join(' '),
    item_type: feed.item_type ?? existing?.item_type ?? 'car',
    show_on_dealer_website: feed.show_on_website ?? existing?.show_on_dealer_website ?? true,
    year: feed.year,
    make: feed.make,
    model: feed.model,
    badge,
    series: series ?? null,
    colour: given(feed.colour, existing?.colour) ?? null,
    interior_colour: given(feed.interior_colour, existing?.interior_colour) ?? null,
    vin: given(feed.vin, existing?.vin) ?? null,
    stocknum: feed.stocknum,
    regplate: given(feed.regplate, existing?.regplate) ?? null,
    rego_expiry: given(feed.rego_expiry, existing?.rego_expiry) ?? null,
    build_date: given(feed.build_date, existing?.build_date) ?? null,
    compliance_date: given(feed.compliance_date, existing?.compliance_date) ?? null,
    seats: given(feed.seats, existing?.seats) ?? null,
    doors: given(feed.doors, existing?.doors) ?? null,
    drive: drive ?? null,
    trans: transmission ?? null,
    simple_drive: simpleDrive(drive),
    simple_transmission: simpleTransmission(transmission),
    simple_body: body ?? null,
    simple_fuel: fuel ?? null,
    fuel: fuel ?? null,
    engine_size_litres: litres ?? null,
    engine_size: litres ? Math.round(litres * 1000) : null,
    km: feed.km,
    price,
    before_price: given(feed.before_price, existing?.before_price) ?? null,
    offer_price: given(feed.offer_price, existing?.offer_price) ?? null,
    price_type: given(feed.price_type, existing?.price_type) ?? null,
    car_type: feed.car_type,
    status,
    sold_at: soldAt,
    // A sold car is no longer held for anybody.
    reserved: status === 'sold' ? false : (existing?.reserved ?? false),
    payment_processors: site.onlinePurchase && price > 0 && status === 'in_stock' ? ['stripe'] : [],
    deposit: existing?.deposit ?? site.reserve_deposit,
    dealercomments: given(feed.dealercomments, existing?.dealercomments) ?? null,
    video_url: given(feed.video_url, existing?.video_url) ?? null,
    updated_at: now.toISOString(),
  } satisfies Partial<Car>;
  if (existing) return { ...existing, ...placed, ...photos, ...features, ...fields };
  const fresh = {
    id: ctx.id,
    slug,
    path: `/cars/${slug}`,
    site_slug: site.slug,
    created_at: now.toISOString(),
    views: 0,
    reserved: false,
    tag: null,
    images: [],
    photos_count: 0,
  };
  // Object.assign, not a literal spreading `fresh`: such a literal defines each of the fifty keys
  // after the spread on V8's slow path (about 0.25 ms a car, most of a 100,000-car import).
  return Object.assign(fresh, placed, photos, features, fields) as Car;
}

/** The listing once its stock has gone from the dealer's feed (`--full`): sold now (spec 2 §4 'JUST SOLD' for the site's window). */
export function soldFromFeed(car: Car, now: Date): Car {
  if (car.status === 'sold') return car;
  return { ...car, status: 'sold', sold_at: now.toISOString(), reserved: false, payment_processors: [], updated_at: now.toISOString() };
}

/** Canonical JSON (keys sorted at every level), leaving out the listing's updated_at. */
function canonical(value: unknown, top = true): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, false)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => v !== undefined && !(top && key === 'updated_at'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, false)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const isOwnKey = (o: object, key: string): boolean => Object.prototype.propertyIsEnumerable.call(o, key);

/**
 * True only when canonical(u, false) === canonical(v, false) (false says nothing): the same test on
 * plain data without building its text — a listing rebuilt from the one stored has new location,
 * photo and feature objects equal to the stored ones, and most imports change nothing.
 */
function sameData(u: unknown, v: unknown): boolean {
  if (u === v) return true;
  if (u === null || v === null || typeof u !== 'object' || typeof v !== 'object') return false;
  if (Array.isArray(u) || Array.isArray(v)) {
    if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length) return false;
    for (let i = 0; i < u.length; i++) if (!sameData(u[i], v[i])) return false;
    return true;
  }
  const a = u as Record<string, unknown>;
  const b = v as Record<string, unknown>;
  let defined = 0;
  for (const key of Object.keys(a)) {
    if (a[key] === undefined) continue;
    defined++;
    if (!isOwnKey(b, key) || !sameData(a[key], b[key])) return false;
  }
  for (const key of Object.keys(b)) if (b[key] !== undefined) defined--;
  return defined === 0;
}

/** True when two listings differ in nothing but their updated_at: importing the same feed again changes nothing. */
export function sameListing(a: Car, b: Car): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  const differ = (key: string): boolean => {
    if (key === 'updated_at') return false;
    const u = x[key];
    const v = y[key];
    // A listing rebuilt from the one stored shares most values with it: compare text only where they differ.
    if (u === v || sameData(u, v)) return false;
    return !(u !== null && v !== null && typeof u === 'object' && typeof v === 'object' && canonical(u, false) === canonical(v, false));
  };
  for (const key of Object.keys(x)) if (differ(key)) return false;
  for (const key of Object.keys(y)) if (!isOwnKey(x, key) && differ(key)) return false;
  return true;
}
