/**
 * Sunset Coast Suzuki: a single-make, manufacturer-style Suzuki site in Perth. spec 2 §4
 * hides the finance estimate on Suzuki manufacturer sites, so this site also drops the
 * sticky header that would carry it, and the Reserve Car Now button.
 */
import { DEFAULT_NAVIGATION, DEFAULT_WORKSHOP } from '../default-site';
import { brandShades } from '../brand-shades';
import { nextOccurrence, weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import { SUNSET_COAST_SUZUKI_REVIEWS } from '../reviews/demo-reviews';
import { buyingBody, generalFaqs, termsBody, warrantyBody } from '../default-content';
import { SUZUKI_RANGE } from '../../model-range';
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
        street: '331 Scarborough Beach Road',
        city: 'Osborne Park',
        state: 'WA',
        postcode: '6017',
        lat: -31.9005,
        long: 115.816,
        place_url: mapsUrl('331 Scarborough Beach Road, Osborne Park WA 6017'),
      },
      contact_detail: {
        phone: '08 9446 3300',
        opening_hours: weeklyHours({ weekdays: ['08:00', '17:30'], saturday: ['08:30', '15:00'] }),
      },
      // issue 13: the workshop opens earlier and closes at noon on Saturday.
      department_hours: { service: weeklyHours({ weekdays: ['07:30', '17:00'], saturday: ['08:00', '12:00'] }) },
      special_hours: [
        { status: 'closed', date: nextOccurrence('12-25'), department: 'all', location_name: 'Sunset Coast Suzuki' },
        { status: 'open', date: nextOccurrence('12-24'), start_hour: '08:00', end_hour: '12:00', department: 'all', location_name: 'Sunset Coast Suzuki' },
      ],
      service: { ...DEFAULT_WORKSHOP },
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
  // issue 30: no key is fixed here (one would work on every deployment): each deployment makes its own
  // (`npm run caryard -- leads key --site SLUG`); a site may also list the SHA-256 of keys it holds.
  api_key_sha256: [],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {
      'about-us': {
        summary: "Perth's Suzuki specialists in Osborne Park: new Suzukis, demonstrators and used cars, with service and parts under one roof.",
        body: `## Suzuki, and only Suzuki

{{name}} sells and services Suzukis from one site on Scarborough Beach Road, Osborne Park, with sales, service and parts under the same roof. We sell the [Suzuki range](/models), demonstrators and quality used cars, and we arrange finance and trade-ins in-house.

## How we work

- **Clear prices.** Every price includes GST, and we explain any on-road costs before you sign.
- **No pressure.** Take a test drive, take your time and ask as many questions as you like.
- **Here after the sale.** Our Suzuki-trained technicians and parts team look after your car for as long as you own it.

Read [how buying from us works]({{path:buying}}), see the [Sunset Coast Suzuki 5-Year Warranty]({{path:warranty}}), or [find us]({{path:dealer-locator}}). Want to join the team? Visit our [careers page]({{path:careers}}).`,
      },
      // No reserve online on this site (features.reserveButton false): copy without it.
      'terms-and-conditions': {
        body: termsBody({ reserveOnline: false }),
      },
      buying: {
        summary: 'From finding the right Suzuki to driving it home: test drives, finance and your trade-in, step by step.',
        body: buyingBody({ reserveOnline: false }),
      },
      faqs: {
        faqs: generalFaqs({ reserveOnline: false }),
      },
      // spec 2 §9: '5-year or 7-year unlimited km for some dealers' — this dealer gives 5 years.
      warranty: {
        summary: 'Every new Suzuki from Sunset Coast Suzuki is covered for 5 years with unlimited kilometres.',
        body: warrantyBody({
          headline: `## The Sunset Coast Suzuki 5-Year Warranty

Every new Suzuki we sell is covered for **5 years with unlimited kilometres** from the day it is first registered. It covers defects in materials and workmanship, and it stays with the car if you sell it. The warranty booklet in your glovebox sets out exactly what is covered.

## Demonstrators

A demonstrator carries the balance of the 5-year warranty from its first registration date, and we show you that date before you buy.

## Used cars

Used cars come with the dealer's statutory warranty wherever Western Australian law provides one for the car's age and kilometres, and with the balance of any manufacturer's warranty.`,
        }),
      },
    },
    blog: demoBlogOf('sunset-coast-suzuki'),
  },
  // issue 11: the Suzuki range (/models, the Range menu, each model's page).
  range: SUZUKI_RANGE,
  // issue 11: promotions (spec 2 §2 popup and slides, §9 promo tiles) and customer reviews (spec 2 §5).
  promotions: {
    popup: {
      id: 'summer-drive-away-2027',
      title: 'Summer deals on new Suzukis',
      // Summer here is December to February: the deals end with it.
      text: 'Selected new Swift, Vitara and Jimny models are on special until 28 February 2027. See what is in stock and book a test drive.',
      image: '/media/cars/suv/yellow/0.webp',
      link_label: 'See the offers',
      link_url: '/special-offers',
      starts_at: '2026-11-01',
      expires_at: '2027-02-28',
    },
    slides: [
      {
        id: 1,
        name: 'The new Swift Hybrid',
        description: 'Thrifty, easy to park and full of safety technology. Now in our Osborne Park showroom.',
        url: '/search/new-cars',
        hide_overlay: false,
        image: '/promotions/swift-hybrid.svg',
      },
      {
        id: 2,
        name: 'Jimny: built for adventure',
        description: 'A real four-wheel drive in a pocket-sized body. Read our review from the dunes north of Lancelin.',
        url: '/blog/vehicle-reviews/suzuki-jimny-review',
        hide_overlay: false,
        image: '/promotions/jimny.svg',
      },
      {
        id: 3,
        name: 'Finance made simple',
        description: 'See your weekly repayments in under a minute with our finance calculator.',
        url: '/finance',
        hide_overlay: false,
        image: '/promotions/finance.svg',
      },
    ],
    tiles: [
      {
        id: 'finance-calculator',
        title: 'Know your repayments',
        text: 'Work out what a new Suzuki costs each week with our finance calculator, then apply online when you are ready.',
        url: '/finance',
        link_label: 'Calculate repayments',
        image: '/media/cars/hatch/blue/2.webp',
        // spec 2 §9's example positions: after the 8th card, and 8 cards later.
        positions: [8, 17],
        starts_at: '2026-11-01',
        expires_at: '2027-06-30',
      },
    ],
  },
  reviews: SUNSET_COAST_SUZUKI_REVIEWS,
  // issue 13, spec 2 §2 'two steps only for one site flavour'; spec 2 §5: the interval is optional here and no service type is offered.
  service: { two_step: true, interval_required: false, service_types: [] },
};
