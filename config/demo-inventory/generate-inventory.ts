/**
 * Deterministic, seeded demo stock for a set of dealer sites (spec 1 §3 Car). Each car
 * draws from its own generator seeded by (seed, site slug, index), so the same sites, seed
 * and `now` give identical output, and a site's n-th car is the same vehicle however many
 * cars the other sites get (only its id, and the slug suffix made from it, shift).
 */
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { Car } from '../../domain/vehicle/car';
import { buildCar } from './car-builder';
import { stockNumbering } from './identifiers';
import { Rng, hashString, mixSeed } from './prng';
import { SiteProfile } from './site-profile';

export interface GenerateInventoryOptions {
  sites: readonly DealerSite[];
  /** Cars for each site (default 60); ignored when totalCars is given. */
  carsPerSite?: number;
  /** Cars in total, split evenly across the sites (the first sites take the remainder). */
  totalCars?: number;
  /** Default 1. */
  seed?: number;
  /** The moment the stock is generated for: years, km, listing and sale dates follow it. Default: the current time. */
  now?: Date;
  /** Called every 1,000 cars and once at the end. */
  onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_CARS_PER_SITE = 60;
/** Ids start here, running across sites in the order given. */
export const FIRST_CAR_ID = 10_001;
const PROGRESS_EVERY = 1_000;

/** How many cars each site gets. */
export function carsPerSiteCounts(siteCount: number, options: Pick<GenerateInventoryOptions, 'carsPerSite' | 'totalCars'>): number[] {
  if (options.totalCars !== undefined) {
    const total = options.totalCars;
    if (siteCount === 0) return [];
    const base = Math.floor(total / siteCount);
    const remainder = total - base * siteCount;
    return Array.from({ length: siteCount }, (_, i) => base + (i < remainder ? 1 : 0));
  }
  return Array.from({ length: siteCount }, () => options.carsPerSite ?? DEFAULT_CARS_PER_SITE);
}

function checkCount(name: string, value: number | undefined): void {
  if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
    throw new RangeError(`${name} must be a whole number of 0 or more, got ${value}`);
  }
}

/**
 * Generates the stock. Throws a RangeError for a negative or fractional count or an
 * invalid date, and an Error for a manufacturer site whose make the catalogue lacks.
 */
export function generateInventory(options: GenerateInventoryOptions): Car[] {
  checkCount('carsPerSite', options.carsPerSite);
  checkCount('totalCars', options.totalCars);
  const now = options.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new RangeError('now is not a valid date');
  const seed = (options.seed ?? 1) >>> 0;
  const counts = carsPerSiteCounts(options.sites.length, options);
  const total = counts.reduce((a, b) => a + b, 0);

  const cars: Car[] = [];
  let id = FIRST_CAR_ID;
  options.sites.forEach((site, siteIndex) => {
    const count = counts[siteIndex] ?? 0;
    if (count === 0) return;
    const profile = new SiteProfile(site);
    const siteSeed = mixSeed(seed, hashString(site.slug));
    const stockNumber = stockNumbering(site.slug, site.stock_filter.excludedStockNumbers);
    for (let i = 0; i < count; i++) {
      cars.push(buildCar({ rng: new Rng(mixSeed(siteSeed, i)), profile, site, id, stocknum: stockNumber(i), seed, now }));
      id += 1;
      if (options.onProgress && cars.length % PROGRESS_EVERY === 0) options.onProgress(cars.length, total);
    }
  });
  if (cars.length === 0 || cars.length % PROGRESS_EVERY !== 0) options.onProgress?.(cars.length, total);
  return cars;
}
