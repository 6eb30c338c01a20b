/**
 * Words of the search UI: filter headings, how a facet value reads on a site, range and
 * chip texts. Label rewrites themselves are the domain's (carTypeLabel, normaliseMake,
 * modelDisplayName); this module only picks which one applies to which attribute.
 */
import type { PublicSite } from '../../application/client/caryard-client.port';
import type { RangeAttribute, RangeBound, RefinementAttribute } from '../../domain/search';
import { carTypeLabel, formatDollars, modelDisplayName, normaliseMake } from '../../domain/vehicle';
import type { CarType } from '../../domain/vehicle/car';

export const FILTER_TITLES: Readonly<Record<RefinementAttribute | RangeAttribute, string>> = {
  badge: 'Badge',
  status: 'Availability',
  car_type: 'Condition',
  categories: 'Category',
  city: 'City',
  colour: 'Colour',
  dealership_name: 'Dealership',
  filtered_features: 'Features',
  item_type: 'Vehicle type',
  km: 'Kilometres',
  location_name: 'Location',
  make: 'Make',
  make_model: 'Model',
  model: 'Model',
  price: 'Price',
  subscription_price: 'Subscription (per week)',
  price_range: 'Price range',
  seats: 'Seats',
  body: 'Body type',
  drive: 'Drive',
  fuel: 'Fuel',
  transmission: 'Transmission',
  state: 'State',
  tag: 'Offer',
  weekly_price_range: 'Weekly repayment',
  year: 'Year',
  certified: 'Certified',
  dealership_slug: 'Dealership',
  location_id: 'Dealership',
  weekly_price: 'Weekly repayment',
};

const STATUS_LABELS: Readonly<Record<string, string>> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Recently sold',
  other: 'Other',
};

const ITEM_TYPE_LABELS: Readonly<Record<string, string>> = {
  car: 'Cars',
  caravan: 'Caravans',
  motorcycle: 'Motorcycles',
  truck: 'Trucks',
};

const isCarType = (value: string): value is CarType => value === 'new' || value === 'demo' || value === 'used';

/** How a facet value reads on this site (spec 1 §9 label rewrites). */
export function facetValueLabel(site: Pick<PublicSite, 'labels' | 'manufacturer' | 'locations' | 'dealerships'>) {
  return (value: string, attribute: string): string => {
    switch (attribute) {
      case 'car_type':
        return isCarType(value) ? carTypeLabel(value, site.labels) : value;
      case 'make':
        return normaliseMake(value);
      case 'model':
        // A single-make site knows the make of every model (Mazda 3 → Mazda3).
        return site.manufacturer ? modelDisplayName(site.manufacturer, value) : value;
      case 'status':
        return STATUS_LABELS[value] ?? value;
      case 'item_type':
        return ITEM_TYPE_LABELS[value] ?? value;
      case 'certified':
        return value === 'true' ? 'Certified' : value === 'false' ? 'Not certified' : value;
      case 'seats':
        return `${value} seats`;
      case 'location_id':
        return site.locations.find((l) => String(l.id) === value)?.name ?? value;
      case 'dealership_slug':
        return site.dealerships.find((d) => d.slug === value)?.name ?? value;
      default:
        return value;
    }
  };
}

/** Thousands separators without locale data (the server and the browser agree). */
export const formatNumber = (n: number): string => {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
};

export const formatKm = (km: number): string => `${formatNumber(km)} km`;

/** One side of a range as it reads: '$20,000', '50,000 km', '2019'. */
export function formatRangeValue(attribute: RangeAttribute, value: number): string {
  switch (attribute) {
    case 'price':
    case 'subscription_price':
    case 'weekly_price':
      return formatDollars(value);
    case 'km':
      return formatKm(value);
    case 'year':
      return String(Math.round(value));
  }
}

/** '$10,000 – $30,000', 'From 2018', 'Up to 50,000 km'. */
export function rangeText(attribute: RangeAttribute, bound: RangeBound): string {
  const { min, max } = bound;
  if (min !== undefined && max !== undefined) return `${formatRangeValue(attribute, min)} – ${formatRangeValue(attribute, max)}`;
  if (min !== undefined) return `From ${formatRangeValue(attribute, min)}`;
  if (max !== undefined) return `Up to ${formatRangeValue(attribute, max)}`;
  return 'Any';
}

/** 'vehicle' or 'vehicles'; caravan sites count caravans. */
export function stockNoun(site: Pick<PublicSite, 'template'>, count: number): string {
  const noun = site.template === 'caravan' ? 'caravan' : 'vehicle';
  return count === 1 ? noun : `${noun}s`;
}
