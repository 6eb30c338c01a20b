import type { DealerSite, SiteLocation } from '../dealer-site/dealer-site';
import type { Car, CarStatus, CarType } from '../vehicle/car';
import { FIND_SIMILAR_LABEL } from '../vehicle/availability';

/**
 * spec 2 §2: "Form category options come from a list of enquiry categories including General
 * Enquiry." The spec names General Enquiry, 'Trade-in Enquiry' and 'Service Booking' (§7, §3);
 * the others are ours, one per lead form of spec 1 §2 and spec 2 §2.
 */
export const LEAD_CATEGORIES = [
  'General Enquiry',
  'Vehicle Enquiry',
  'Test Drive',
  'Request Photos',
  'Finance Enquiry',
  FIND_SIMILAR_LABEL,
  'Reserve Online',
  'Trade-in Enquiry',
  'Service Booking',
] as const;

export type LeadCategory = (typeof LEAD_CATEGORIES)[number];

/** spec 2 §2 "Lead form defaults", as the form's hidden fields carry them (names verbatim). */
export interface LeadFormDefaults {
  dealership_slug: string;
  manufacturer_slug: string | null;
  stock_number: string | null;
  'Vehicle Make': string | null;
  'Vehicle Model': string | null;
  car_type: CarType | null;
  car_id: number | null;
  vehicle_status: CarStatus | null;
  /**
   * spec 2 §2 lists opt_in among the defaults as true. Our choice: false. Marketing consent under
   * Australia's Spam Act 2003 must be express, and a box ticked before the shopper touches it is
   * not their choice; the box starts unticked and the lead carries what the shopper chose.
   */
  opt_in: false;
  message: string;
  subcategory: string;
}

export type LeadCar = Pick<Car, 'id' | 'year' | 'make' | 'model' | 'stocknum' | 'car_type' | 'status' | 'dealership_slug'> & Partial<Pick<Car, 'badge'>>;

function slugOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** '2021 Mazda CX-5 Maxx Sport' */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model'> & Partial<Pick<Car, 'badge'>>): string {
  return [car.year, car.make, car.model, car.badge].filter((part) => part !== null && part !== undefined && String(part).trim() !== '').join(' ');
}

/**
 * spec 2 §2 lead form defaults from the site and, when the form is about one, the car.
 * Choices (the spec names the fields only):
 *  - dealership_slug: the car's dealership, else the dealership of the site's primary location;
 *  - manufacturer_slug: the car's make as a slug, else the site's manufacturer (null on a multi-make site);
 *  - message: for a car, "Hi, I'm interested in the {year make model badge} (stock number {n}).
 *    Is it still available?"; without a car, empty (the shopper writes it);
 *  - subcategory: the car's type (new, used, demo), else 'general'; a form may pass its own.
 */
export function leadFormDefaults(
  site: Pick<DealerSite, 'manufacturer' | 'dealerships'> & { readonly locations: readonly Pick<SiteLocation, 'primary' | 'dealership_slug'>[] },
  car?: LeadCar | null,
  options: { subcategory?: string } = {},
): LeadFormDefaults {
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
  const siteDealership = primary?.dealership_slug ?? site.dealerships[0]?.slug ?? '';
  const subcategory = options.subcategory ?? (car ? car.car_type : 'general');
  if (!car) {
    return {
      dealership_slug: siteDealership,
      manufacturer_slug: site.manufacturer,
      stock_number: null,
      'Vehicle Make': null,
      'Vehicle Model': null,
      car_type: null,
      car_id: null,
      vehicle_status: null,
      opt_in: false,
      message: '',
      subcategory,
    };
  }
  return {
    dealership_slug: car.dealership_slug || siteDealership,
    manufacturer_slug: slugOf(car.make) || site.manufacturer,
    stock_number: car.stocknum,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    opt_in: false,
    message: `Hi, I'm interested in the ${carTitle(car)} (stock number ${car.stocknum}). Is it still available?`,
    subcategory,
  };
}

/**
 * spec 2 §2: unavailable cars offer only a 'Find Me Something Similar' enquiry, so a lead
 * with that category (or subcategory) may name a sold car; every other lead needs an
 * available one.
 */
export function isFindSimilarLead(user: { category?: unknown; subcategory?: unknown }): boolean {
  const same = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === FIND_SIMILAR_LABEL.toLowerCase();
  return same(user.category) || same(user.subcategory);
}

/**
 * Trade-in and service leads follow their own forms' rules (spec 2 §5 "Trade-in instant offer",
 * "Service booking"), not the enquiry forms' terms checkbox.
 */
export function isEnquiryCategory(category: string): boolean {
  const c = category.trim().toLowerCase();
  return !(c.includes('trade-in') || c.includes('trade in') || c.includes('service'));
}
