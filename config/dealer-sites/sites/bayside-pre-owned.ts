/**
 * Bayside Pre-Owned: a used-car specialist in Melbourne's south-east. Used stock only,
 * labelled 'Pre-Owned' (spec 1 §9), sold handling on, a 48-hour money-back guarantee.
 */
import { DEFAULT_NAVIGATION } from '../default-site';
import { brandShades } from '../brand-shades';
import { weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import type { DealerSiteOverride } from '../site-override';
import { mapsUrl } from './maps';

const BRAND = '#0f766e';

const yardHours = weeklyHours({ weekdays: ['09:00', '18:00'], saturday: ['09:00', '17:00'] });
const more = DEFAULT_NAVIGATION.find((link) => link.label === 'More');

export const baysidePreOwned: DealerSiteOverride = {
  slug: 'bayside-pre-owned',
  id: 3,
  name: 'Bayside Pre-Owned',
  template: 'used-specialist',
  domains: ['www.baysidepreowned.com.au'],
  logo_url: '/logos/bayside-pre-owned.svg',
  site_url: 'https://www.baysidepreowned.com.au',
  address: { street: '1021 Nepean Highway', suburb: 'Moorabbin', state: 'VIC', postcode: '3189' },
  phone: '03 9555 6120',
  email: 'hello@baysidepreowned.com.au',
  dealerships: [{ id: 301, slug: 'bayside-pre-owned', name: 'Bayside Pre-Owned' }],
  locations: [
    {
      id: 3101,
      name: 'Bayside Pre-Owned Moorabbin',
      slug: 'moorabbin',
      dealership_id: 301,
      dealership_slug: 'bayside-pre-owned',
      location_type: 'sales',
      location_subtype: ['buying'],
      primary: true,
      visible: true,
      manufacturers: [],
      address: {
        street: '1021 Nepean Highway', city: 'Moorabbin', state: 'VIC', postcode: '3189',
        lat: -37.9355, long: 145.0355, place_url: mapsUrl('1021 Nepean Highway, Moorabbin VIC 3189'),
      },
      contact_detail: { phone: '03 9555 6120', opening_hours: yardHours },
      dealer_license_number: 'LMCT 11842',
      reviews: { average_rating: '4.9', count: 1287 },
    },
    {
      id: 3102,
      name: 'Bayside Pre-Owned Dandenong',
      slug: 'dandenong',
      dealership_id: 301,
      dealership_slug: 'bayside-pre-owned',
      location_type: 'sales',
      primary: false,
      visible: true,
      manufacturers: [],
      address: {
        street: '145 Princes Highway', city: 'Dandenong', state: 'VIC', postcode: '3175',
        lat: -37.9855, long: 145.205, place_url: mapsUrl('145 Princes Highway, Dandenong VIC 3175'),
      },
      contact_detail: { phone: '03 9791 4410', opening_hours: yardHours },
      dealer_license_number: 'LMCT 11842',
      reviews: { average_rating: '4.8', count: 463 },
    },
  ],
  offers_count: 8,
  include_sold_cars_days: 7,
  facebook_url: 'https://www.facebook.com/baysidepreowned',
  redbook: true,
  override_city: 'Melbourne',
  finance_provider: '360 Finance',
  navigation: [
    { label: 'Home', href: '/' },
    {
      label: 'Pre-Owned Cars',
      href: '/search/used-cars',
      children: [
        { label: 'All Pre-Owned', href: '/search/used-cars' },
        { label: 'SUVs', href: '/search/suv' },
        { label: 'Utes', href: '/search/ute' },
        { label: 'Under $20,000', href: '/search/used-cars?range[price]=0:20000' },
      ],
    },
    { label: 'Sell My Car', href: '/sell-my-car' },
    { label: 'Finance', href: '/finance' },
    // spec 1 §9, spec 2 §9: the 48-hour money-back guarantee terms.
    { label: '48-Hour Money-Back Guarantee', href: '/terms-and-conditions' },
    ...(more ? [more] : []),
  ],
  features: {
    soldHandling: true,
    moneyBackGuarantee: true,
    revealPhoneByDefault: true,
    printPdf: true,
    twitterShare: true,
    vehicleDataLookup: true,
    stickyHeader: false,
    // spec 1 §2: the site variant whose car viewer starts in gallery view.
    spinGalleryFirst: true,
  },
  labels: {
    used: 'Pre-Owned',
    heroHeading: 'Quality Pre-Owned Cars, Inspected and Guaranteed',
    noPriceText: 'Call us for a price.',
    // spec 2 §9: 'Closed' reads 'By appointment only' on some sites.
    closedHoursText: 'By appointment only',
  },
  theme: {
    primaryColor: 'bayside',
    colors: { bayside: brandShades(BRAND) },
    headerBackground: '#ffffff',
    headerText: '#134e4a',
    radius: 'lg',
  },
  search_filters: ['make', 'make_model', 'price', 'km', 'year', 'body', 'transmission', 'fuel', 'drive', 'seats', 'colour', 'location_name'],
  card_buttons: ['details', 'reserve', 'finance', 'tradeIn'],
  stock_filter: { preset: 2, usedOnly: true, inStockOnly: true, excludedStockNumbers: ['BPO-0417', 'BPO-0533'] },
  reserve_deposit: 300,
  default_state: 'VIC',
  promo_card_every: 6,
  // issue 10: SHA-256 of the demo API key 'cy_demo_bayside-pre-owned' (README "Leads"); a real site lists its own.
  api_key_sha256: ['078587adf07621e7b80322e5947c90dc7f294828f32a396214fde515549568d9'],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {},
    blog: demoBlogOf('bayside-pre-owned'),
  },
};
