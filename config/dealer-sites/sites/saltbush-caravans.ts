/**
 * Saltbush Caravans & RV: a caravan dealer in Adelaide's north. Caravan-relevant filters
 * (item type, make, model, price, year), 'Search Our Stock' hero (spec 2 §2), no reserve
 * button and a trade-in flow without the images step.
 */
import { brandShades } from '../brand-shades';
import { weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import type { DealerSiteOverride } from '../site-override';
import { mapsUrl } from './maps';

const BRAND = '#b45309';

export const saltbushCaravans: DealerSiteOverride = {
  slug: 'saltbush-caravans',
  id: 4,
  name: 'Saltbush Caravans & RV',
  template: 'caravan',
  domains: ['www.saltbushcaravans.com.au'],
  logo_url: '/logos/saltbush-caravans.svg',
  site_url: 'https://www.saltbushcaravans.com.au',
  address: { street: '872 Main North Road', suburb: 'Pooraka', state: 'SA', postcode: '5095' },
  phone: '08 8262 7400',
  email: 'sales@saltbushcaravans.com.au',
  dealerships: [{ id: 401, slug: 'saltbush-caravans', name: 'Saltbush Caravans & RV' }],
  locations: [
    {
      id: 4101,
      name: 'Saltbush Caravans Pooraka',
      slug: 'pooraka',
      dealership_id: 401,
      dealership_slug: 'saltbush-caravans',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['jayco', 'lotus-caravans', 'avan'],
      address: {
        street: '872 Main North Road', city: 'Pooraka', state: 'SA', postcode: '5095',
        lat: -34.828, long: 138.618, place_url: mapsUrl('872 Main North Road, Pooraka SA 5095'),
      },
      contact_detail: {
        phone: '08 8262 7400',
        opening_hours: weeklyHours({ weekdays: ['09:00', '17:00'], saturday: ['09:00', '13:00'] }),
      },
      special_hours: [
        { status: 'closed', date: '2025-12-25', department: 'all', location_name: 'Saltbush Caravans Pooraka' },
        { status: 'open', date: '2026-01-26', start_hour: '10:00', end_hour: '14:00', department: 'sales', location_name: 'Saltbush Caravans Pooraka' },
      ],
      dealer_license_number: 'MVD 276543',
      reviews: { average_rating: '4.4', count: 156 },
    },
    {
      id: 4102,
      name: 'Saltbush Caravans Service & Parts',
      slug: 'dry-creek-service',
      dealership_id: 401,
      dealership_slug: 'saltbush-caravans',
      location_type: 'service',
      location_subtype: ['parts'],
      primary: false,
      visible: true,
      manufacturers: ['jayco', 'lotus-caravans', 'avan'],
      address: {
        street: '55 Cavan Road', city: 'Dry Creek', state: 'SA', postcode: '5094',
        lat: -34.824, long: 138.599, place_url: mapsUrl('55 Cavan Road, Dry Creek SA 5094'),
      },
      contact_detail: {
        phone: '08 8262 7455',
        opening_hours: weeklyHours({ weekdays: ['08:00', '16:30'] }),
      },
    },
  ],
  offers_count: 5,
  // Sold vans leave the listing at once on this site.
  include_sold_cars_days: 0,
  youtube_url: 'https://www.youtube.com/@saltbushcaravans',
  facebook_url: 'https://www.facebook.com/saltbushcaravans',
  search_categories: ['caravans', 'camper-trailers', 'pop-tops', 'motorhomes'],
  // Powertorque finances caravans, trucks and equipment.
  finance_provider: 'Powertorque',
  navigation: [
    { label: 'Home', href: '/' },
    {
      label: 'Our Stock',
      href: '/search',
      children: [
        { label: 'New Caravans', href: '/search/new-cars' },
        { label: 'Pre-Loved Caravans', href: '/search/used-cars' },
        { label: 'Ex-Demo Caravans', href: '/search/demo-cars' },
        { label: 'Special Offers', href: '/special-offers' },
      ],
    },
    { label: 'Sell Your Caravan', href: '/sell-my-car' },
    { label: 'Finance', href: '/finance' },
    { label: 'Service & Parts', href: '/service' },
    { label: 'Accessories', href: '/accessories' },
    {
      label: 'More',
      href: '/about-us',
      children: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Contact Us', href: '/contact-us' },
        { label: 'Terms & Conditions', href: '/terms-and-conditions' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
      ],
    },
  ],
  features: {
    // spec 2 §4: straight from the match to Your Details.
    tradeInImagesStep: false,
    // spec 1 §2: the configuration without Reserve Car Now.
    reserveButton: false,
    termsCheckbox: true,
    printPdf: true,
    stickyHeader: false,
  },
  labels: {
    used: 'Pre-Loved',
    demo: 'Ex-Demo',
    // spec 2 §2: 'Search Our Stock' on one dealer variant.
    heroHeading: 'Search Our Stock',
    noPriceText: 'Phone for price.',
    newTag: 'Just Arrived',
  },
  theme: {
    primaryColor: 'saltbush',
    colors: { saltbush: brandShades(BRAND) },
    fontFamily: "Georgia, 'Times New Roman', serif",
    headerBackground: '#2d2418',
    headerText: '#fef3c7',
    radius: 'lg',
  },
  search_filters: ['item_type', 'car_type', 'make', 'model', 'price', 'year'],
  card_buttons: ['details', 'enquire', 'tradeIn'],
  stock_filter: { preset: 9, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  reserve_deposit: 1000,
  default_state: 'SA',
  // issue 10: SHA-256 of the demo API key 'cy_demo_saltbush-caravans' (README "Leads"); a real site lists its own.
  api_key_sha256: ['4d5ad5e036fb00a85d888b67276efe50f880c5d76f5f07ebc20a7884ec5732c7'],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {},
    blog: demoBlogOf('saltbush-caravans'),
  },
};
