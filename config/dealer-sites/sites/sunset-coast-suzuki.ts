/**
 * Sunset Coast Suzuki: a single-make, manufacturer-style Suzuki site in Perth. spec 2 §4
 * hides the finance estimate on Suzuki manufacturer sites, so this site also drops the
 * sticky header that would carry it, and the Reserve Car Now button.
 */
import { DEFAULT_NAVIGATION } from '../default-site';
import { brandShades } from '../brand-shades';
import { weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import type { DealerSiteOverride } from '../site-override';
import { mapsUrl } from './maps';

const BRAND = '#0b4ea2';

const range = DEFAULT_NAVIGATION.find((link) => link.label === 'Range');

export const sunsetCoastSuzuki: DealerSiteOverride = {
  slug: 'sunset-coast-suzuki',
  id: 5,
  name: 'Sunset Coast Suzuki',
  template: 'manufacturer',
  domains: ['www.sunsetcoastsuzuki.com.au'],
  logo_url: '/logos/sunset-coast-suzuki.svg',
  site_url: 'https://www.sunsetcoastsuzuki.com.au',
  address: { street: '331 Scarborough Beach Road', suburb: 'Osborne Park', state: 'WA', postcode: '6017' },
  phone: '08 9446 3300',
  email: 'sales@sunsetcoastsuzuki.com.au',
  dealerships: [{ id: 501, slug: 'sunset-coast-suzuki', name: 'Sunset Coast Suzuki' }],
  locations: [
    {
      id: 5101,
      name: 'Sunset Coast Suzuki',
      slug: 'osborne-park',
      dealership_id: 501,
      dealership_slug: 'sunset-coast-suzuki',
      location_type: 'sales',
      location_subtype: ['service', 'parts'],
      primary: true,
      visible: true,
      manufacturers: ['suzuki'],
      address: {
        street: '331 Scarborough Beach Road', city: 'Osborne Park', state: 'WA', postcode: '6017',
        lat: -31.9005, long: 115.816, place_url: mapsUrl('331 Scarborough Beach Road, Osborne Park WA 6017'),
      },
      contact_detail: {
        phone: '08 9446 3300',
        opening_hours: weeklyHours({ weekdays: ['08:00', '17:30'], saturday: ['08:30', '15:00'] }),
      },
      dealer_license_number: 'DL 27631',
      motor_vehicle_repairer: 'MRB 5544',
      reviews: { average_rating: '4.7', count: 294 },
    },
  ],
  manufacturer: 'suzuki',
  manufacturer_id: 31,
  offers_count: 6,
  facebook_url: 'https://www.facebook.com/sunsetcoastsuzuki',
  instagram_url: 'https://www.instagram.com/sunsetcoastsuzuki',
  override_city: 'Perth',
  finance_provider: 'AusLoans',
  navigation: [
    { label: 'Home', href: '/' },
    ...(range ? [range] : []),
    { label: 'Offers', href: '/special-offers' },
    {
      label: 'Stock',
      href: '/search/new-used-and-demo-cars',
      children: [
        { label: 'New Suzuki', href: '/search/new-cars' },
        { label: 'Demonstrators', href: '/search/demo-cars' },
        { label: 'Used Cars', href: '/search/used-cars' },
      ],
    },
    { label: 'Finance', href: '/finance' },
    { label: 'Service', href: '/service' },
    {
      label: 'More',
      href: '/about-us',
      children: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Warranty', href: '/warranty' },
        { label: 'Contact Us', href: '/contact-us' },
        { label: 'Terms & Conditions', href: '/terms-and-conditions' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
      ],
    },
  ],
  features: {
    financeDisclaimers: true,
    electricHybridTag: true,
    // spec 1 §2: Reserve Car Now removed; sticky header hidden on some sites.
    reserveButton: false,
    stickyHeader: false,
    // spec 1 §4: "auto-rotate may be off".
    spinAutoRotate: false,
  },
  labels: {
    demo: 'Demonstrator',
    heroHeading: 'Discover the Suzuki Range in Perth',
  },
  theme: {
    primaryColor: 'suzuki',
    colors: { suzuki: brandShades(BRAND) },
    headerBackground: '#ffffff',
    headerText: '#0b4ea2',
    radius: 'md',
  },
  search_filters: ['car_type', 'model', 'body', 'price', 'fuel', 'transmission', 'year'],
  card_buttons: ['details', 'testDrive', 'enquire'],
  stock_filter: { preset: 11, usedOnly: false, inStockOnly: true, excludedStockNumbers: ['SZ24017'] },
  default_state: 'WA',
  // issue 10: SHA-256 of the demo API key 'cy_demo_sunset-coast-suzuki' (README "Leads"); a real site lists its own.
  api_key_sha256: ['438140ea8f3d5cb3682a583877866902675a6046062bb323ef2e2ba950dc4cff'],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {},
    blog: demoBlogOf('sunset-coast-suzuki'),
  },
};
