/**
 * Saltbush Caravans & RV: a caravan dealer in Adelaide's north. Caravan-relevant filters
 * (item type, make, model, price, year), 'Search Our Stock' hero (spec 2 §2), no reserve
 * button and a trade-in flow without the images step.
 */
import { brandShades } from '../brand-shades';
import { nextOccurrence, weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import { SALTBUSH_CARAVANS_REVIEWS } from '../reviews/demo-reviews';
import { financeAndInsuranceBody, preApprovalBody, termsBody, warrantyBody } from '../default-content';
import type { DealerSiteOverride } from '../site-override';
import { mapsUrl } from './maps';
import { DEFAULT_WORKSHOP } from '../default-site';

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
        street: '872 Main North Road',
        city: 'Pooraka',
        state: 'SA',
        postcode: '5095',
        lat: -34.828,
        long: 138.618,
        place_url: mapsUrl('872 Main North Road, Pooraka SA 5095'),
      },
      contact_detail: {
        phone: '08 8262 7400',
        opening_hours: weeklyHours({ weekdays: ['09:00', '17:00'], saturday: ['09:00', '13:00'] }),
      },
      special_hours: [
        { status: 'closed', date: nextOccurrence('12-25'), department: 'all', location_name: 'Saltbush Caravans Pooraka' },
        {
          status: 'open',
          date: nextOccurrence('01-26'),
          start_hour: '10:00',
          end_hour: '14:00',
          department: 'sales',
          location_name: 'Saltbush Caravans Pooraka',
        },
      ],
      dealer_license_number: 'MVD 276543',
      // The site's reviews average 3.9 (below the minimum of 4, so the reviews block is hidden); the location's card agrees.
      reviews: { average_rating: '3.9', count: 156 },
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
        street: '55 Cavan Road',
        city: 'Dry Creek',
        state: 'SA',
        postcode: '5094',
        lat: -34.824,
        long: 138.599,
        place_url: mapsUrl('55 Cavan Road, Dry Creek SA 5094'),
      },
      contact_detail: {
        phone: '08 8262 7455',
        opening_hours: weeklyHours({ weekdays: ['08:00', '16:30'] }),
      },
      special_hours: [
        { status: 'closed', date: nextOccurrence('12-25'), department: 'all', location_name: 'Saltbush Caravans Service & Parts' },
        { status: 'closed', date: nextOccurrence('01-02'), department: 'service', location_name: 'Saltbush Caravans Service & Parts' },
      ],
      // issue 13: one van per hour in the bays, six a day; Friday afternoons are kept for handovers.
      service: {
        ...DEFAULT_WORKSHOP,
        slot_minutes: 60,
        capacity_per_slot: 1,
        capacity_per_day: 6,
        min_notice_hours: 24,
        booking_window_days: 90,
        blocked: [{ weekday: 5, start: '13:00', end: '16:30', reason: 'Handovers' }],
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
  // issue 14, spec 1 §5: the variant that also hides compare and favourite for a van with no price or no photos.
  shopper_lists: { compare_favourite: 'strict' },
  stock_filter: { preset: 9, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  reserve_deposit: 1000,
  default_state: 'SA',
  // issue 30: no key is fixed here (one would work on every deployment): each deployment makes its own
  // (`npm run caryard -- leads key --site SLUG`); a site may also list the SHA-256 of keys it holds.
  api_key_sha256: [],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {
      // A caravan dealer: caravan words, no reserve online (features.reserveButton false).
      'about-us': {
        summary: "Adelaide's caravan and RV specialists: new, ex-demo and pre-loved vans, with service and parts in Dry Creek.",
        body: `## Caravan people, for caravan people

{{name}} has helped South Australians get on the road from our display yard on Main North Road, Pooraka, with service and parts just around the corner in Dry Creek. We sell new, ex-demo and pre-loved caravans, camper trailers, pop-tops and motorhomes, and we arrange finance and trade-ins in-house.

## How we work

- **Honest advice.** We will check that your tow vehicle suits the van before you fall in love with it.
- **No pressure.** Walk through as many vans as you like, and take your time.
- **A proper handover.** We show you how everything works — power, water, gas, the awning and the hitch — before you leave.
- **Here after the sale.** Our service and parts team at Dry Creek keeps your van on the road.

Read [how buying from us works]({{path:buying}}), check the [warranty]({{path:warranty}}) on your van, or see [where to find us]({{path:dealer-locator}}). Want to join the team? Visit our [careers page]({{path:careers}}).`,
      },
      'terms-and-conditions': {
        body: termsBody({ reserveOnline: false }),
      },
      buying: {
        title: 'How Buying Your Van Works',
        summary: 'From choosing the right van to your first trip: walk-throughs, towing checks, finance, your trade-in and handover, step by step.',
        body: `## 1. Find the right van

Browse our [new, ex-demo and pre-loved stock](/search) — every listing shows the price, the key specifications and plenty of photos. Use the [finance calculator](/finance) to see what the repayments could look like.

## 2. Walk through it

Visit our Pooraka display yard and walk through as many vans as you like. Bring the family, sit at the dinette, lie on the bed, open every cupboard.

## 3. Check your tow vehicle

Before you decide, we check that your car can tow the van legally and safely: its towing capacity and tow ball limit against the van's loaded weight (ATM) and ball weight. Bring your car's make, model and year, or its owner's handbook.

## 4. Arrange finance

Our team works with a panel of lenders and can arrange your caravan loan here at the dealership. [Get pre-approved]({{path:finance-pre-approval}}) before you choose, or [apply for finance](/apply-for-finance) once you have. Read more about [finance and insurance]({{path:finance-and-insurance}}).

## 5. Trade in your current van or car

Tell us about it through [Sell Your Caravan](/sell-my-car) and our buyers will get back to you with a valuation. The agreed value comes off the price of your new van. Valuations are covered by our [value my car terms]({{path:value-my-car-terms-and-conditions}}).

## 6. Handover and your first trip

Everything is agreed in writing in your contract of sale. On handover day we take you through the van's power, water, gas, appliances and awning, and hitch it up with you. For your protection we never change our bank details by email — if you ever receive such an email, call us on {{phone}} before you pay.

## Our promise

Every van we sell comes with the consumer guarantees of the Australian Consumer Law, and the [warranty]({{path:warranty}}) that applies to it. Still have questions? Our [FAQs]({{path:faqs}}) answer the common ones, or call us on {{phone}}.`,
        actions: [
          { label: 'Browse our vans', href: '/search' },
          { label: 'Send an enquiry', href: '/contact-us' },
        ],
      },
      faqs: {
        summary: 'Quick answers about towing, weights, prices, trade-ins, finance and warranty at {{name}}.',
        faqs: [
          {
            question: 'Can my car tow this van?',
            answer:
              "Check three numbers in your car's handbook: its braked towing capacity must be at least the van's ATM (its maximum loaded weight), its tow ball limit at least the van's loaded ball weight, and the car and van together must stay within the car's gross combination mass. Tell us your car's make, model and year and we will check it for you.",
          },
          {
            question: 'What do Tare, ATM and GTM mean?',
            answer:
              "**Tare** is the van's empty weight as it left the factory. **ATM** (aggregate trailer mass) is the most it may weigh fully loaded, including the weight on the tow ball. **GTM** (gross trailer mass) is the most the axles may carry. The difference between ATM and Tare is your payload: water, gas, food and gear.",
          },
          {
            question: 'Do your prices include on-road costs?',
            answer:
              'A price marked **drive-away** includes registration, stamp duty and the other government charges of putting the van on the road. Any other price may exclude those charges — ask us and we will give you the full figure in writing before you commit.',
          },
          {
            question: 'Can I trade in my current van or car?',
            answer:
              'Yes. Tell us about it through [Sell Your Caravan](/sell-my-car) and our buyers will get back to you with a valuation. The agreed value comes off the price of your new van.',
          },
          {
            question: 'Can you arrange finance?',
            answer:
              'Yes. Our team can arrange a caravan loan with one of our lenders here at the dealership. Try the [finance calculator](/finance), get [pre-approved]({{path:finance-pre-approval}}), or [apply for finance](/apply-for-finance).',
          },
          {
            question: 'What happens at handover?',
            answer:
              "We set aside time to take you through the van's power, water, gas, appliances and awning, and we hitch it up with you so you leave confident. Bring your tow vehicle and allow an hour or two.",
          },
          {
            question: 'What warranty do I get?',
            answer:
              'Our [warranty page]({{path:warranty}}) explains the cover on new and pre-loved vans and on their appliances, and your rights under the Australian Consumer Law.',
          },
          {
            question: 'Do you sell parts and accessories?',
            answer:
              'Yes. Our Dry Creek parts counter stocks spares and accessories, and can order what is not on the shelf: see [parts and accessories]({{path:vehicle-parts-and-accessories}}).',
          },
          {
            question: 'When are you open?',
            answer:
              'Our [locations page]({{path:dealer-locator}}) lists the address, phone number and opening hours of our display yard and our service and parts centre.',
          },
        ],
      },
      warranty: {
        summary: 'The warranty on the caravans {{name}} sells — a 3-year standard on the structure of every new van — and how to keep it valid.',
        body: warrantyBody({
          headline: `## Our 3-year standard warranty

Every new caravan, camper trailer and pop-top we sell is covered for at least **3 years** on its structure — chassis, frame and body — by its manufacturer. The exact terms are in the van's warranty booklet, and we will confirm them in writing for the van you choose.

## Appliances

The fridge, air conditioner, hot water system, awning, batteries and other appliances carry their own makers' warranties. We register them for you at handover, and our service team can help with any claim.

## Ex-demo and pre-loved vans

An ex-demo van carries the balance of its warranty from the date it was first registered. Pre-loved vans come with the dealer's statutory warranty wherever South Australian law provides one, and with any balance of the manufacturer's warranty.`,
          servicing: `## Keeping your warranty valid

Have your van serviced as its handbook says — usually once a year, including the brakes, wheel bearings and gas system — and keep the records. Our service centre at Dry Creek knows the brands we sell.`,
          roadsideAssist: false,
        }),
      },
      'finance-and-insurance': {
        summary: 'Caravan loans, business finance and insurance arranged by the {{name}} finance team, in one visit.',
        body: financeAndInsuranceBody('caravan'),
      },
      'finance-pre-approval': {
        body: preApprovalBody('caravan'),
      },
      'vehicle-parts-and-accessories': {
        summary: 'Caravan spares and accessories from our Dry Creek parts counter: ordered, fitted and explained.',
        body: `## Spares for the brands we sell

Our parts team stocks spares for the caravans, camper trailers and pop-tops we sell, and can order parts for most other brands. Give us the van's make, model and year — or its VIN, on the compliance plate near the drawbar — and we will find the right part.

## Accessories for life on the road

- Awnings, annexes and privacy screens
- Solar panels, lithium batteries and battery management systems
- Water tanks, pumps and filters
- Jockey wheels, stabiliser legs and hitch locks
- Weight distribution hitches, electric brake controllers and towing mirrors

Our technicians can fit what you buy and show you how it works.

## Order or ask for a price

Tell us what you need with the form below and our parts team will get back to you with availability and a price. Prefer to talk? Call us on {{phone}}.`,
      },
      'dealer-locator': {
        body: 'Visit our Pooraka display yard to walk through our vans, or our Dry Creek centre for service and parts. Call ahead and we will have the vans you want to see ready for you.',
      },
      // A caravan dealer without a fleet desk or a roadside assistance page.
      fleet: null,
      'roadside-assist': null,
    },
    blog: demoBlogOf('saltbush-caravans'),
  },
  // issue 11: a time-boxed banner (spec 2 §2), live between these dates.
  promotions: {
    banner: {
      id: 'touring-season-2027',
      text: 'Touring season specials on selected caravans until 30 June 2027.',
      link_label: 'See the specials',
      link_url: '/special-offers',
      starts_at: '2026-11-01',
      expires_at: '2027-06-30',
    },
  },
  // spec 2 §5: an average of 3.9 is under the minimum of 4, so the review block stays hidden.
  reviews: SALTBUSH_CARAVANS_REVIEWS,
  // issue 13, spec 2 §2: the address variant — we collect vans from home for service.
  service: {
    address_fields: true,
    options: ['pick_up_delivery', 'wait_on_site'],
    intervals: ['Pre-trip check', 'Annual service (12 months)', 'Two-year major service', 'Not sure'],
    service_types: ['Annual service', 'Brakes and bearings', 'Electrical and solar', 'Water and gas systems', 'Warranty repair', 'Insurance repair quote'],
  },
};
