/**
 * The dealer site (tenant) model: spec 2 §1 lists its fields; the feature switches are
 * named across both specs (spec 1 §6, spec 2 §1, §4, §9). The zod schema that validates
 * a configuration lives in config/ and is type-checked against this interface, so the
 * domain stays free of validation libraries.
 */
import type { SiteRange } from '../models/model-range';
import type { SitePromotions, SiteReviews, SiteWidgets } from '../promotions/promotions';
import type { SiteContent } from '../site-content/site-content';
import type { SignInType } from '../shoppers/sign-in';
import type { CarType } from '../vehicle/car';
import type { CompareFavouriteVariant } from '../vehicle/compare-favourite';
import type { SiteOnRoadCosts } from '../pricing/drive-away';

/** Site templates: each is a layout family (spec 1 §1 "a slug and a template"). */
export type SiteTemplate = 'group' | 'franchise' | 'used-specialist' | 'caravan' | 'manufacturer';

export type CardButton = 'details' | 'testDrive' | 'finance' | 'reserve' | 'tradeIn' | 'enquire' | 'custom';

/** spec 1 §2: filters available depending on dealer configuration. */
export type SearchFilter =
  | 'badge'
  | 'status'
  | 'car_type'
  | 'categories'
  | 'city'
  | 'colour'
  | 'dealership_name'
  | 'filtered_features'
  | 'item_type'
  | 'km'
  | 'location_name'
  | 'make'
  | 'make_model'
  | 'model'
  | 'price'
  | 'subscription_price'
  | 'price_range'
  | 'seats'
  | 'body'
  | 'drive'
  | 'fuel'
  | 'transmission'
  | 'state'
  | 'tag'
  | 'weekly_price_range'
  | 'year'
  | 'certified';

/** Which search engine answers a site's searches (issue 4): the in-process index, or SQL on the shared database. */
export type SearchProviderName = 'embedded' | 'postgres';

export type FinanceProviderName = 'Taurus' | '360 Finance' | 'AusLoans' | 'Manual' | 'Angle' | 'Powertorque' | 'Nissan Finance';

export interface SiteAddress {
  street: string;
  suburb: string;
  state: 'QLD' | 'NSW' | 'VIC' | 'SA' | 'WA' | 'TAS' | 'ACT' | 'NT';
  postcode: string;
}

export interface SiteTheme {
  /** A Mantine colour name or a key of `colors`. */
  primaryColor: string;
  /** Ten shades, lightest first, for a custom brand colour (Mantine's colour tuple). */
  colors?: Record<string, string[]>;
  fontFamily?: string;
  /** Header background and text. */
  headerBackground: string;
  headerText: string;
  radius?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

export interface NavLink {
  label: string;
  href: string;
  children?: NavLink[];
}

/** Opening hours entry (spec 2 §3): weekday 0 Sunday to 6 Saturday. */
export interface OpeningHour {
  weekday: number;
  status: 'open' | 'closed';
  open?: string | null;
  close?: string | null;
}

/** Special/holiday hours (spec 2 §3). */
export interface SpecialHour {
  status: 'open' | 'closed';
  date: string;
  start_hour?: string | null;
  end_hour?: string | null;
  department: 'all' | 'sales' | 'service' | 'parts';
  location_name: string;
}

/** A dealership location (spec 2 §3 Location). */
export interface SiteLocation {
  id: number;
  name: string;
  slug: string;
  dealership_id: number;
  dealership_slug: string;
  location_type: 'sales' | 'service' | 'parts' | '';
  location_subtype?: string[];
  primary: boolean;
  visible: boolean;
  manufacturers: string[];
  address: { street: string; city: string; state: string; postcode: string; lat: number; long: number; place_url?: string | null };
  contact_detail: { phone: string; landline_phone?: string | null; opening_hours: OpeningHour[] };
  special_hours?: SpecialHour[];
  dealer_license_number?: string | null;
  motor_vehicle_repairer?: string | null;
  image?: string | null;
  reviews?: { average_rating: string; count: number } | null;
  /**
   * issue 13: a department's own week where it differs from the location's (spec 2 §2 'opening hours
   * tables per department'); a department without one keeps `contact_detail.opening_hours`.
   */
  department_hours?: Partial<Record<'sales' | 'service' | 'parts', OpeningHour[]>> | null;
  /** issue 13: the workshop's booking rules; a location without them takes no service bookings. */
  service?: WorkshopSettings | null;
}

/**
 * issue 13 'Slots a workshop can keep': a time the workshop takes no drop-offs, every week on
 * `weekday` (0 Sunday to 6 Saturday, spec 2 §3) or on one `date`, from `start` to `end` ('HH:MM',
 * the location's wall clock).
 */
export interface BlockedTime {
  weekday?: number | null;
  date?: string | null;
  start: string;
  end: string;
  reason?: string | null;
}

/**
 * issue 13: how a service location takes bookings. Drop-off times run every `slot_minutes`
 * inside the service department's hours (spec 2 §3 weekly and special hours), skipping the
 * state's public holidays and `blocked` times; each time takes `capacity_per_slot` bookings and
 * the day `capacity_per_day` (null: only the per-slot limit); nothing under `min_notice_hours`
 * from now or past `booking_window_days`.
 */
export interface WorkshopSettings {
  slot_minutes: number;
  capacity_per_slot: number;
  capacity_per_day: number | null;
  min_notice_hours: number;
  booking_window_days: number;
  blocked: BlockedTime[];
}

/** issue 13: what a dealer offers with a service booking. */
export type ServiceOption = 'wait_on_site' | 'courtesy_car' | 'pick_up_delivery';

/**
 * issue 13, spec 2 §2 'Service booking', §5: the booking form of a site. The form (or, where
 * `xtime_url` is set, an iframe of the dealer's own booking page, spec 2 §7) sits on /service.
 */
export interface ServiceBookingSettings {
  /** spec 2 §2: 'full' (Contact Details → Vehicle Details → Order Details) or 'minimal' (Vehicle Details with rego only → Contact Details → Order Details). */
  variant: 'full' | 'minimal';
  /** spec 2 §2 'two steps only for one site flavour': the full variant with Contact and Vehicle Details on one step, then Order Details. */
  two_step: boolean;
  /** spec 2 §2 address variant: street, suburb, state and postcode. */
  address_fields: boolean;
  /** spec 2 §5: Service Interval is required by default; false relaxes it. */
  interval_required: boolean;
  /** The Service Interval choices. */
  intervals: string[];
  /** spec 2 §5 'Service Type required when offered'; empty: not offered. */
  service_types: string[];
  /** What the dealer offers with a booking. */
  options: ServiceOption[];
  /** spec 2 §2: the free ride copy (one dealership's: within 8 km for routine service, excluding the complimentary 3,000 km / 3 months interval); null: none. */
  free_ride: { radius_km: number; excluded_interval: string } | null;
  /** spec 2 §2: a disclaimer shown when a booking is for one of these locations; null: none. */
  disclaimer: { location_ids: number[]; text: string } | null;
  /** The page's title; null: 'Book Your Service at {dealer name}' (spec 2 §2). */
  title: string | null;
}

/** spec 2 §2 Locations filter: a location type, primary, service-and-parts, all, or one location id. */
export type LocationFilter = 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | number;

/** issue 13, spec 2 §2 'Locations': what /locations (and /dealer-locator) shows. */
export interface LocationsPageSettings {
  filter: LocationFilter;
  /** Only locations of this manufacturer (slug); null: any. */
  manufacturer: string | null;
  /** Only locations with this subtype (spec 2 §3 location_subtype, e.g. 'buying'); null: any. */
  subtype: string | null;
  /** spec 2 §2 'one variant has a custom sort order': location slugs first, in this order; empty: primary first, then by name. */
  sort_order: string[];
  /** spec 2 §2: a banner with title, subtitle and buttons; null: the default heading. */
  banner: { title: string; subtitle: string; buttons: { label: string; href: string }[] } | null;
}

export interface Dealership {
  id: number;
  slug: string;
  name: string;
}

/** Group-company tiles (spec 1 §1): car, motorcycle, truck and own-brand partner tiles. */
export interface GroupTile {
  kind: 'car' | 'motorcycle' | 'truck' | 'partner';
  title: string;
  description: string;
  href: string;
}

/** A statistics banner as shown (spec 1 §1's group banners: locations, brands, years). */
export interface StatisticBanner {
  value: string;
  label: string;
}

/** What a banner may count from the site's own records, so its figure never disagrees with its pages. */
export const STATISTIC_COUNTS = ['locations', 'dealerships', 'brands'] as const;
export type StatisticCount = (typeof STATISTIC_COUNTS)[number];

/**
 * A banner as configured: a figure the records cannot give ('30+' years) as written, or a
 * count of the site's records (domain/dealer-site/site-statistics.ts).
 */
export type StatisticSetting = StatisticBanner | { count: StatisticCount; label: string };

/**
 * Per-site stock filter (spec 1 §1): a numeric preset 0–14 plus conditions.
 * The meaning of each preset is defined in domain/search (issue 3).
 */
export interface StockFilter {
  preset: number;
  usedOnly: boolean;
  inStockOnly: boolean;
  excludedStockNumbers: string[];
}

export interface FeatureFlags {
  chatBot: boolean;
  onlinePurchase: boolean;
  tradeInImagesStep: boolean;
  termsCheckbox: boolean;
  printPdf: boolean;
  twitterShare: boolean;
  garage: boolean;
  financeDisclaimers: boolean;
  /** spec 1 §4: when on, only the first of a consecutive run of sold cars shows. */
  soldHandling: boolean;
  subscriptions: boolean;
  /** spec 2 §1: authentication is off by default. */
  authentication: boolean;
  /** spec 1 §2: Reserve Car Now removed in one configuration. */
  reserveButton: boolean;
  /** spec 1 §2 sticky header hidden on some sites. */
  stickyHeader: boolean;
  /** spec 1 §4: electric or hybrid tag banner, if enabled. */
  electricHybridTag: boolean;
  /** spec 1 §4 call-the-dealer: on some sites the number shows from the start. */
  revealPhoneByDefault: boolean;
  /** spec 1 §9: 48-hour money-back guarantee advertised for pre-owned cars. */
  moneyBackGuarantee: boolean;
  /** spec 2 §1: flag for a vehicle-data lookup. */
  vehicleDataLookup: boolean;
  /** spec 1 §4: the 360° spin auto-rotates (every 100 ms) until touched; "auto-rotate may be off". */
  spinAutoRotate: boolean;
  /** spec 1 §2: "on one site variant" the car viewer starts in gallery view, not the spin. */
  spinGalleryFirst: boolean;
  /** spec 2 §2: 'some sites open by hover' — the header's dropdowns (the Range menu among them) open on hover as well as click. */
  hoverMenus: boolean;
}

export interface SiteLabels {
  /** spec 1 §9: 'used' shown as 'Pre-Owned' on some sites. */
  used: string;
  new: string;
  demo: string;
  /** spec 1 §4: default 'Enquire for price.' */
  noPriceText: string;
  /** spec 2 §2: 'Search Our New & Used Vehicles' or 'Search Our Stock'. */
  heroHeading: string;
  newTag: string;
  soldTag: string;
  /** spec 2 §9: a closed day reads 'By appointment only' on some sites (default 'Closed'). */
  closedHoursText?: string;
}

/**
 * Where a site's leads go (issue 6), chosen per site behind the lead-delivery port: an email
 * (written to the outbox by default) and, when configured, a signed JSON POST to a CRM.
 */
export interface LeadDeliverySettings {
  /** The address lead emails go to; null: the site's contact `email` (no email channel when neither is set). */
  email: string | null;
  /** The CRM endpoint that receives each lead as signed JSON; null: no webhook. */
  crm_webhook_url: string | null;
  /** The HMAC-SHA256 key of the webhook's signature header; required with a URL. Never sent to browsers. */
  crm_webhook_secret?: string;
  /**
   * issue 16: the address of the dealer's CRM that imports leads as ADF 1.0 XML emails; null or
   * absent: none.
   */
  adf_email?: string | null;
}

/**
 * The trade-in instant offer of a site (issue 12; spec 2 §2, §7, §9): which valuation provider
 * it uses, how long an offer stands, which FAQ it shows, whether the valuation is also posted
 * to /api/miscellaneous, and how long sellers' photos are kept.
 */
export interface TradeInSettings {
  /** The valuation provider behind the port: 'simulated' (offline default), 'eval_expert' or 'autograb' (settings give their URL and key). */
  provider: 'simulated' | 'eval_expert' | 'autograb';
  /** spec 2 §9: days an offer stands (7 on the variant that says so); null: the site states no period. */
  offer_valid_days: number | null;
  /** spec 2 §9: the FAQ variant of the offer panel. */
  faq: 'none' | 'seven-years' | 'ten-years';
  /** spec 2 §7: on some sites the valuation result is also POSTed to /api/miscellaneous (column_name valuation). */
  post_valuation: boolean;
  /** Days sellers' photos are kept before they are deleted. */
  image_retention_days: number;
}

export interface DealerSite {
  slug: string;
  id: number;
  name: string;
  template: SiteTemplate;
  /** Custom domains that map to this site (ARCHITECTURE: tenancy). */
  domains: string[];
  logo_url: string;
  site_url: string;
  address: SiteAddress;
  phone: string;
  /** Dealer contact email; spec 2 §7 sends it as userEmail ("from site settings") to the trade-in provider. */
  email?: string;
  /** spec 2 §1: a phone number per car type, with a switch that filters it by car type. */
  phone_by_car_type: Partial<Record<CarType, string>>;
  filter_phone_by_car_type: boolean;
  locations: SiteLocation[];
  dealerships: Dealership[];
  manufacturer: string | null;
  manufacturer_id: number | null;
  offers_count: number;
  /** spec 1 §9 / spec 2 §4: sold cars remain shown for 3 days by default. */
  include_sold_cars_days: number;
  youtube_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  redbook: boolean;
  search_categories: string[];
  override_city: string | null;
  xtime_url: string | null;
  navigation: NavLink[];
  use_pages_path: boolean;
  finance_provider: FinanceProviderName;
  /** spec 2 §4: dealerships whose cars never show the finance estimate ('hidden … for certain dealerships'). */
  finance_estimate_hidden_dealerships: number[];
  features: FeatureFlags;
  labels: SiteLabels;
  theme: SiteTheme;
  /** The search engine of this site (default 'embedded'); the composition root binds one per site. */
  search_provider: SearchProviderName;
  /** spec 1 §2: filters shown on the search page, in order. */
  search_filters: SearchFilter[];
  /** spec 1 §2: buttons on a search card for an available car. */
  card_buttons: CardButton[];
  stock_filter: StockFilter;
  /** Reserve deposit in dollars (spec 1 §9: default $200). */
  reserve_deposit: number;
  /** Default state for the trade-in rego lookup (spec 2 §2 Step One). */
  default_state: SiteAddress['state'];
  /** Group-company site content (spec 1 §1). */
  group_tiles: GroupTile[];
  statistics: StatisticSetting[];
  /** Promo card position in result grids: every Nth card (spec 1 §2). */
  promo_card_every: number | null;
  /** Lead delivery channels of this site (issue 6). */
  lead_delivery: LeadDeliverySettings;
  /**
   * Lower-case hex SHA-256 of each API key of this site (issue 10): a caller of another channel
   * (an app) sends a key instead of a form token. Only hashes are configured; never sent to browsers.
   */
  api_key_sha256: string[];
  /** issue 11: the site's own pages (terms, privacy, warranty, FAQs, …) and blog, as data. */
  content: SiteContent;
  /** issue 11: the manufacturer model range (spec 2 §2, §3); empty on a site without one. */
  range: SiteRange;
  /** issue 11: popup, promotion banner, slides and promo tiles (spec 2 §2, §9). */
  promotions: SitePromotions;
  /** issue 11: reviews (spec 2 §2, §5, §9). */
  reviews: SiteReviews;
  /** issue 11: accepted payments and the sales counter (spec 2 §2, §9). */
  widgets: SiteWidgets;
  /** issue 12: the trade-in instant offer. */
  trade_in: TradeInSettings;
  /** issue 13: the service booking form. */
  service: ServiceBookingSettings;
  /** issue 13: the locations page. */
  locations_page: LocationsPageSettings;
  /** issue 14: which routes ask for sign-in (when features.authentication is on). */
  sign_in: SignInSettings;
  /** issue 14: favourites, compare and the alerts of the watchlist and saved searches. */
  shopper_lists: ShopperListSettings;
  /**
   * issue 15 'The drive-away price': the registration, CTP and dealer delivery this dealer charges,
   * per state (the duty is the state's, domain/pricing). A state left out gets no registration or
   * CTP figure, and its drive-away price says it is an estimate without them.
   */
  on_road_costs: SiteOnRoadCosts;
}

/** issue 14, spec 2 §2 'Sign-in gating'. */
export interface SignInSettings {
  /** The sign-in types gated when `features.authentication` is on; default DEFAULT_GATED_SIGN_IN_TYPES. */
  gated: SignInType[];
}

/** issue 14: the shopper's own lists. */
export interface ShopperListSettings {
  /** spec 1 §5: which cars show compare and favourite controls (domain/vehicle/compare-favourite.ts). */
  compare_favourite: CompareFavouriteVariant;
  /** Price-drop, sold and new-stock alerts offered to signed-in shoppers who consent (default on). */
  alerts: boolean;
}
