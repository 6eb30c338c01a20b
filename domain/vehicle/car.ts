/**
 * The car listing as the whole platform sees it (spec 1 §3 "Car").
 * Field names follow the spec (and so the JSON API) verbatim, snake_case included.
 * Optional fields are the ones a real listing may lack; the rules in domain/ treat
 * `undefined` and `null` alike (spec 1 §5: empty spec values are dropped).
 */

export type CarType = 'new' | 'demo' | 'used';
/** spec 1 §3: status in_stock, coming_soon, sold, others. */
export type CarStatus = 'in_stock' | 'coming_soon' | 'sold' | 'other';
export type ItemType = 'car' | 'motorcycle' | 'truck' | 'caravan';

export interface CarImage {
  image: { url: string; thumb: { url: string } };
  isVideo?: boolean;
  /**
   * issue 16: the URL a stock feed gave for this photo, once the image pipeline has taken it in
   * (`image.url` is then the pipeline's): the same URL in a later feed keeps this photo, so
   * importing the same feed again changes nothing and downloads nothing.
   */
  source?: string;
}

/** spec 1 §2 (360 spin): hotspots with description and positions by angle. */
export interface Hotspot {
  id: string;
  kind: 'exterior' | 'interior';
  title: string;
  description: string;
  /** frame index → position in percent of the frame. */
  positions: Record<number, { x: number; y: number }>;
}

/** Caravan specifications (spec 1 §3 "Other"). */
export interface CarSpecifications {
  body_width?: number | null;
  body_length?: number | null;
  tare_weight?: number | null;
  axle_type?: string | null;
  sleeps?: number | null;
  aggregate_trailer_mass?: number | null;
}

/** Variant data (spec 1 §3 "Other"). */
export interface CarVariant {
  cylinders?: number | null;
  enginesize?: number | null;
  enginesize_litres?: number | null;
  induction?: string | null;
  fuelconsumptioncombined?: number | null;
  fuelcapacity?: number | null;
  grossvehiclemass?: number | null;
  vehiclelength?: number | null;
  vehicleheight?: number | null;
  vehiclewidth?: number | null;
  torque?: number | null;
  bodyconfiguration?: string | null;
  ancaprating?: number | null;
  geartype?: string | null;
}

/** Market data (spec 1 §3 autograb_data). */
export interface AutograbData {
  state_average_market_price: number | null;
  average_market_price: number | null;
  /** Used by the price comparison panel (spec 1 §3 price comparison result). */
  market_range_min?: number | null;
  market_range_max?: number | null;
  confidence?: number | null;
  description?: string | null;
  /** issue 17: how many comparable cars the market figures come from (the price comparison shows it). */
  comparable_count?: number | null;
}

export interface LocationAddress {
  street: string;
  city: string;
  state: string;
  postcode: string;
  place_url?: string | null;
  lat?: number | null;
  long?: number | null;
}

/** The car's location as carried on the car (spec 1 §3 location). */
export interface CarLocation {
  id: number;
  name: string;
  slug: string;
  phone: string;
  address: LocationAddress;
  distribution_locations?: string[];
}

/**
 * One lender record, keyed by provider on the car (spec 1 §3 finance_lenders;
 * spec 2 §3 "Finance lender record"). `term{N}` entries are carried in `terms`.
 */
export interface FinanceLender {
  financeProvider: string;
  disclaimer?: string | null;
  termYears?: number | null;
  termWeeks?: number | null;
  termMonths?: number | null;
  interestRate?: number | null;
  comparisonRate?: number | null;
  establishmentFees?: number | null;
  deposit?: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  balloon?: number | null;
  totalPayable?: number | null;
  /** term{N}: repayment for a term of N years. */
  terms?: Record<string, number>;
}

export interface Car {
  // Identity
  id: number;
  slug: string;
  path: string;
  name: string;
  carsales_title?: string | null;
  item_type: ItemType;
  dealership_slug: string;
  dealership_id: number;
  dealership_ids?: number[];
  location_id: number;
  show_on_dealer_website: boolean;
  /** The dealer site (tenant) this listing belongs to. */
  site_slug: string;

  // Descriptors
  year: number;
  make: string;
  model: string;
  badge?: string | null;
  series?: string | null;
  colour?: string | null;
  interior_colour?: string | null;
  vin?: string | null;
  stocknum: string;
  regplate?: string | null;
  rego_expiry?: string | null;
  build_date?: string | null;
  compliance_date?: string | null;
  seats?: number | null;
  doors?: number | null;
  drive?: string | null;
  trans?: string | null;
  simple_drive?: string | null;
  simple_transmission?: string | null;
  simple_body?: string | null;
  simple_fuel?: string | null;
  fuel?: string | null;
  engine_size?: number | null;
  engine_size_litres?: number | null;
  km: number;
  views?: number;
  private_suburb?: string | null;
  private_postcode?: string | null;
  city?: string | null;
  state?: string | null;
  updated_at: string;
  created_at: string;
  photos_count: number;

  // Commercial
  price: number;
  before_price?: number | null;
  offer_price?: number | null;
  subscription_price?: number | null;
  preorder?: boolean;
  price_type?: string | null;
  car_type: CarType;
  status: CarStatus;
  /** When status is sold: the day it sold (spec 2 §4 'JUST SOLD' window). */
  sold_at?: string | null;
  tag?: string | null;
  reserved?: boolean;
  certified?: boolean;
  /** History report link (spec 1 §2 Car History Report). */
  file?: string | null;
  has_nvic?: boolean;
  payment_processors?: string[];
  /** Reserve deposit in dollars when known (spec 1 §9: default '$200'). */
  deposit?: number | null;

  // Media
  images: CarImage[];
  thumbnails?: string[];
  primary_image_url?: string | null;
  video_url?: string | null;
  external_video_url?: string | null;
  spin_images?: string[];
  spin_code?: string | null;
  spin_interior_image?: string | null;
  hotspots?: Hotspot[];

  // Other
  dealercomments?: string | null;
  standardEquipment?: string[];
  features?: string[];
  specifications?: CarSpecifications | null;
  variant?: CarVariant | null;
  autograb_data?: AutograbData | null;

  location?: CarLocation;
  finance_lenders?: Record<string, FinanceLender>;
}
