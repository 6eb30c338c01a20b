/**
 * Bayside Pre-Owned: a used-car specialist in Melbourne's south-east. Used stock only,
 * labelled 'Pre-Owned' (spec 1 §9), sold handling on, a 48-hour money-back guarantee.
 */
import { DEFAULT_NAVIGATION, DEFAULT_WORKSHOP } from '../default-site';
import { brandShades } from '../brand-shades';
import { nextOccurrence, weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import { BAYSIDE_PRE_OWNED_REVIEWS } from '../reviews/demo-reviews';
import { buyingBody, generalFaqs, termsBody, warrantyBody } from '../default-content';
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
        street: '1021 Nepean Highway',
        city: 'Moorabbin',
        state: 'VIC',
        postcode: '3189',
        lat: -37.9355,
        long: 145.0355,
        place_url: mapsUrl('1021 Nepean Highway, Moorabbin VIC 3189'),
      },
      contact_detail: { phone: '03 9555 6120', opening_hours: yardHours },
      // issue 13: the workshop behind the yard keeps trade hours, weekdays only.
      department_hours: { service: weeklyHours({ weekdays: ['07:30', '16:30'] }) },
      special_hours: [
        { status: 'closed', date: nextOccurrence('12-25'), department: 'all', location_name: 'Bayside Pre-Owned Moorabbin' },
        {
          status: 'open',
          date: nextOccurrence('12-27'),
          start_hour: '09:00',
          end_hour: '13:00',
          department: 'sales',
          location_name: 'Bayside Pre-Owned Moorabbin',
        },
      ],
      service: { ...DEFAULT_WORKSHOP, capacity_per_slot: 2, capacity_per_day: 12 },
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
        street: '145 Princes Highway',
        city: 'Dandenong',
        state: 'VIC',
        postcode: '3175',
        lat: -37.9855,
        long: 145.205,
        place_url: mapsUrl('145 Princes Highway, Dandenong VIC 3175'),
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
  // issue 30: no key is fixed here (one would work on every deployment): each deployment makes its own
  // (`npm run caryard -- leads key --site SLUG`); a site may also list the SHA-256 of keys it holds.
  api_key_sha256: [],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {
      // A used-only dealer (stock_filter.usedOnly): no new or demonstrator copy anywhere.
      'about-us': {
        summary: "Melbourne's south-east used car specialist: every car inspected, priced fairly and backed by our 48-Hour Money-Back Guarantee.",
        body: `## Used cars, done properly

{{name}} sells quality used cars from our yards in Moorabbin and Dandenong. We buy carefully, inspect every car, fix what needs fixing and price it fairly, so you can buy with confidence.

## Why buy from us

- **Inspected before sale.** Every car is checked on the Personal Property Securities Register and inspected before it goes on the lot.
- **48-Hour Money-Back Guarantee.** Not right for you? Ask for a refund within 48 hours of delivery, under the conditions in our [terms]({{path:terms-and-conditions}}).
- **Reserve online.** Hold any available car for 48 hours with a fully refundable {{deposit}} deposit.
- **Finance and trade-ins** arranged in-house, in one visit.

Read [how buying from us works]({{path:buying}}), check the [warranty]({{path:warranty}}) on every car, or see [where to find us]({{path:dealer-locator}}). Want to join the team? Visit our [careers page]({{path:careers}}).`,
      },
      // spec 2 §2 'a custom terms page carries a 48-hour money-back guarantee'; spec 2 §9 its rules.
      'terms-and-conditions': {
        summary: 'Our 48-Hour Money-Back Guarantee and the terms that apply when you use the {{name}} website and reserve or buy through it.',
        body: termsBody({ reserveOnline: true, moneyBackGuarantee: true, usedOnly: true }),
      },
      buying: {
        summary:
          'From finding the right used car to driving it home: test drives, reserving online, finance, your trade-in and our 48-Hour Money-Back Guarantee.',
        body: buyingBody({ reserveOnline: true, moneyBackGuarantee: true, usedOnly: true }),
        actions: [
          { label: 'Browse our cars', href: '/search/used-cars' },
          { label: 'Book a test drive', href: '/book-test-drive' },
        ],
      },
      faqs: {
        faqs: generalFaqs({ reserveOnline: true, moneyBackGuarantee: true, usedOnly: true }),
      },
      // spec 2 §9 'Warranty copy: 3-year standard'.
      warranty: {
        summary: 'Victorian statutory warranty on eligible cars, plus our 3-year standard warranty, on the used cars {{name}} sells.',
        body: warrantyBody({
          headline: `## Statutory warranty

As a licensed motor car trader in Victoria, we give the statutory warranty of the Motor Car Traders Act 1986 on every eligible car: a car less than 10 years old with fewer than 160,000 km is covered for 3 months or 5,000 km, whichever comes first, against defects.

## The Bayside 3-year standard warranty

On top of the statutory warranty, every car we sell that is less than 10 years old and has fewer than 160,000 km comes with our **3-year standard warranty** on the engine, transmission and differential, at no extra cost. Your contract of sale states the start date and the components covered.

Cars under their original manufacturer's warranty also keep the balance of that cover.`,
          servicing: `## Keeping it valid

Have your car serviced on time, as its logbook says, by a licensed repairer, and keep the receipts: the 3-year standard warranty and any manufacturer's warranty both depend on it.`,
          roadsideAssist: false,
        }),
      },
      careers: {
        summary: 'Build your career with {{name}}: sales, vehicle preparation and administration roles in Moorabbin and Dandenong.',
        body: `## Why work with us

We are a team of people who like cars and like looking after customers. We invest in training, promote from within, and give good people room to grow.

- In-house training for every role
- A supportive team and a workplace that values safety
- Competitive pay, with incentives in sales roles
- Staff pricing on cars

## The roles we hire for

- **Sales consultants** who listen first and make buying easy
- **Car buyers** with a sharp eye for a good trade-in
- **Vehicle preparation and detailing** staff who make every car shine
- **Customer service and administration** staff who keep the yards running

## How to apply

We do not always advertise our vacancies, so we are happy to hear from good people at any time. Email your résumé and a short note about the role you are after to {{email}}, or drop in and see us at {{address}}.`,
      },
      // A used-car yard without a fleet desk, roadside assistance or a parts counter.
      fleet: null,
      'roadside-assist': null,
      'vehicle-parts-and-accessories': null,
    },
    blog: demoBlogOf('bayside-pre-owned'),
  },
  // issue 11: customer reviews (spec 2 §2, §5) and the accepted payments (reserve online takes cards).
  reviews: BAYSIDE_PRE_OWNED_REVIEWS,
  widgets: { accepted_payments: true },
  // issue 12 / spec 2 §9: the 7-years/100,000 km FAQ; offers stand 14 days.
  trade_in: { faq: 'seven-years', offer_valid_days: 14 },
  // issue 13, spec 2 §2: this dealership's form advertises a free ride home (within 8 km, routine service only).
  service: { free_ride: { radius_km: 8, excluded_interval: '3,000 km / 3 months' }, options: ['wait_on_site', 'courtesy_car'] },
};
