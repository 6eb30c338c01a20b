/**
 * The shared default every dealer site starts from (spec 2 §1). Identity fields (slug,
 * name, address, locations, ...) have no default: each site states them.
 */
import type { NavLink, WorkshopSettings } from '../../domain/dealer-site';
import { DEFAULT_CONTENT } from './default-content';
import type { DealerSiteDefaults } from './site-override';
import { DEFAULT_GATED_SIGN_IN_TYPES } from '../../domain/shoppers/sign-in';

/** issue 13: the usual logbook intervals (every 12 months or 15,000 km), and the first free check of a new car. */
export const DEFAULT_SERVICE_INTERVALS: string[] = [
  '1,000 km / 1 month (first check)',
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `${(n * 15).toLocaleString('en-AU')},000 km / ${n * 12} months`),
  'Not sure',
];

/** issue 13: what a workshop is booked for. */
export const DEFAULT_SERVICE_TYPES: string[] = [
  'Logbook service',
  'General repair or diagnosis',
  'Brakes',
  'Tyres and wheel alignment',
  'Air-conditioning',
  'Safety certificate / roadworthy',
];

/** issue 13: a workshop's booking rules unless a location sets its own: half-hourly drop-offs, two at a time, 16 a day, 4 hours' notice, 60 days ahead. */
export const DEFAULT_WORKSHOP: WorkshopSettings = {
  slot_minutes: 30,
  capacity_per_slot: 2,
  capacity_per_day: 16,
  min_notice_hours: 4,
  booking_window_days: 60,
  blocked: [],
};

// spec 2 §2: models dropdown body categories, in this order.
export const RANGE_BODY_CATEGORIES = [
  { slug: 'suvs', label: 'SUVs' },
  { slug: 'utes', label: 'Utes' },
  { slug: 'cars', label: 'Cars' },
  { slug: 'hybrids', label: 'Hybrids' },
  { slug: 'sports', label: 'Sports' },
] as const;

/** spec 2 §2 default main navigation: Home, Range, Stock, Sell My Car, Finance, Service & Parts, More. */
export const DEFAULT_NAVIGATION: NavLink[] = [
  { label: 'Home', href: '/' },
  {
    label: 'Range',
    href: '/models',
    children: RANGE_BODY_CATEGORIES.map(({ slug, label }) => ({ label, href: `/models?body=${slug}` })),
  },
  {
    label: 'Stock',
    href: '/search',
    children: [
      { label: 'Offers', href: '/special-offers' },
      { label: 'Vehicle Models', href: '/models' },
      { label: 'New', href: '/search/new-cars' },
      { label: 'Demo', href: '/search/demo-cars' },
      { label: 'Used', href: '/search/used-cars' },
    ],
  },
  { label: 'Sell My Car', href: '/sell-my-car' },
  { label: 'Finance', href: '/finance' },
  {
    label: 'Service & Parts',
    href: '/service',
    children: [
      { label: 'Book a Service', href: '/book-a-service' },
      { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
      { label: 'Warranty', href: '/warranty' },
      { label: 'Roadside Assist', href: '/roadside-assist' },
    ],
  },
  {
    label: 'More',
    href: '/about-us',
    children: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Locations', href: '/dealer-locator' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Careers', href: '/careers' },
      { label: 'Terms & Conditions', href: '/terms-and-conditions' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
];

export const DEFAULT_SITE: DealerSiteDefaults = {
  phone_by_car_type: {},
  filter_phone_by_car_type: false,
  manufacturer: null,
  manufacturer_id: null,
  offers_count: 0,
  // spec 1 §9, spec 2 §4: sold cars remain shown for 3 days by default.
  include_sold_cars_days: 3,
  youtube_url: null,
  facebook_url: null,
  instagram_url: null,
  redbook: false,
  search_categories: [],
  override_city: null,
  xtime_url: null,
  navigation: DEFAULT_NAVIGATION,
  use_pages_path: false,
  finance_provider: 'Manual',
  // spec 2 §4: the estimate is hidden for certain dealerships; none unless a site lists them.
  finance_estimate_hidden_dealerships: [],
  features: {
    // spec 1 §6: chat, print PDF, online purchase, twitter share, garage and finance
    // disclaimers are switched on per site ("long lists of site slugs enable these").
    chatBot: false,
    onlinePurchase: false,
    printPdf: false,
    twitterShare: false,
    garage: false,
    financeDisclaimers: false,
    // spec 2 §4: the trade-in flow has its images step unless a site turns it off.
    tradeInImagesStep: true,
    termsCheckbox: false,
    soldHandling: false,
    subscriptions: false,
    // spec 2 §1: authentication is off by default.
    authentication: false,
    // spec 1 §2: Reserve Car Now is removed in one configuration only.
    reserveButton: true,
    stickyHeader: true,
    electricHybridTag: false,
    revealPhoneByDefault: false,
    moneyBackGuarantee: false,
    vehicleDataLookup: false,
    // spec 1 §4: the spin auto-rotates unless a site turns it off; spec 1 §2: spin first.
    spinAutoRotate: true,
    spinGalleryFirst: false,
    // spec 2 §2: dropdowns open on click; 'some sites open by hover' turn this on.
    hoverMenus: false,
  },
  // spec 2 §9 and spec 1 §4 wording defaults.
  labels: {
    used: 'Used',
    new: 'New',
    demo: 'Demo',
    noPriceText: 'Enquire for price.',
    heroHeading: 'Search Our New & Used Vehicles',
    newTag: 'New',
    soldTag: 'JUST SOLD',
    closedHoursText: 'Closed',
  },
  theme: {
    primaryColor: 'blue',
    headerBackground: '#ffffff',
    headerText: '#1a1b1e',
    radius: 'sm',
  },
  // issue 4: the in-process index unless a site asks for the PostgreSQL adapter.
  search_provider: 'embedded',
  search_filters: ['car_type', 'make', 'make_model', 'price', 'km', 'year', 'body', 'transmission', 'fuel', 'colour'],
  card_buttons: ['details', 'enquire', 'testDrive', 'finance'],
  stock_filter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  // spec 1 §9, spec 2 §9: deposit $200, holds the car 48 hours.
  reserve_deposit: 200,
  default_state: 'QLD',
  group_tiles: [],
  statistics: [],
  promo_card_every: null,
  // issue 6: leads are emailed to the site's contact address (the .eml outbox by default); no CRM.
  lead_delivery: { email: null, crm_webhook_url: null, adf_email: null },
  // issue 10: no API keys unless a site lists its own.
  api_key_sha256: [],
  // issue 11: the common content pages; each site overrides, adds or switches off by slug.
  content: DEFAULT_CONTENT,
  // issue 11: no model range unless a site configures one (then /models and the Range menu appear).
  range: { manufacturers: [], models: [] },
  promotions: { popup: null, banner: null, slides: [], tiles: [] },
  // spec 2 §9: minimum review rating 4; spec 2 §5: shown only when not hidden.
  reviews: { hidden: false, min_rating: 4, summary: null, items: [] },
  widgets: { sales_counter: false, accepted_payments: false },
  // issue 12: the offline valuation provider; an offer stands 7 days; photos kept 90 days.
  trade_in: { provider: 'simulated', offer_valid_days: 7, faq: 'none', post_valuation: false, image_retention_days: 90 },
  // issue 13, spec 2 §2: the full three-step booking form; spec 2 §5: a service interval is required by default.
  service: {
    variant: 'full',
    two_step: false,
    address_fields: false,
    interval_required: true,
    intervals: DEFAULT_SERVICE_INTERVALS,
    service_types: DEFAULT_SERVICE_TYPES,
    options: ['wait_on_site'],
    free_ride: null,
    disclaimer: null,
    title: null,
  },
  // issue 13, spec 2 §2: every visible location, primary first.
  locations_page: { filter: 'all', manufacturer: null, subtype: null, sort_order: [], banner: null },
  // issue 14, spec 2 §2: finance, spin-to-win, the my-garage family and the equifax finance route are gated
  // (only where features.authentication is on); spec 1 §5: compare and favourite for every available car.
  sign_in: { gated: [...DEFAULT_GATED_SIGN_IN_TYPES] },
  shopper_lists: { compare_favourite: 'default', alerts: true },
  // issue 15: what a dealer charges on the road, per state: 12 months' registration and CTP for a
  // light passenger car, and dealer delivery. Demo figures, close to each state's 2025 fees for a
  // small 4-cylinder car in the capital (registration with its levies; CTP, the green slip, TAC
  // charge, MAIB or MACA premium): each dealer configures its own.
  on_road_costs: {
    dealerDelivery: 1_495,
    byState: {
      NSW: { registration: 448, ctp: 612, registrationMonths: 12 },
      VIC: { registration: 346, ctp: 579, registrationMonths: 12 },
      QLD: { registration: 433, ctp: 391, registrationMonths: 12 },
      WA: { registration: 412, ctp: 497, registrationMonths: 12 },
      SA: { registration: 201, ctp: 366, registrationMonths: 12 },
      TAS: { registration: 304, ctp: 426, registrationMonths: 12 },
      ACT: { registration: 472, ctp: 621, registrationMonths: 12 },
      NT: { registration: 253, ctp: 559, registrationMonths: 12 },
    },
  },
};
