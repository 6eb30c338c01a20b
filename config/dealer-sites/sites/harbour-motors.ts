/**
 * Harbour Motors: a franchised Mazda dealer in Newcastle (new, demo and used stock),
 * with a phone number per car type (spec 2 §1) and the full set of purchase buttons.
 */
import { brandShades } from '../brand-shades';
import { nextOccurrence, weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import { HARBOUR_MOTORS_REVIEWS } from '../reviews/demo-reviews';
import { warrantyBody } from '../default-content';
import { MAZDA_RANGE } from '../../model-range';
import type { DealerSiteOverride } from '../site-override';
import { mapsUrl } from './maps';
import { DEFAULT_WORKSHOP } from '../default-site';

const BRAND = '#9b1b30';

export const harbourMotors: DealerSiteOverride = {
  slug: 'harbour-motors',
  id: 2,
  name: 'Harbour Motors',
  template: 'franchise',
  domains: ['www.harbourmotors.com.au'],
  logo_url: '/logos/harbour-motors.svg',
  site_url: 'https://www.harbourmotors.com.au',
  address: { street: '127 Parry Street', suburb: 'Newcastle West', state: 'NSW', postcode: '2302' },
  phone: '02 4926 1100',
  email: 'sales@harbourmotors.com.au',
  // spec 2 §1 and §9: the number shown follows the car type.
  phone_by_car_type: { new: '02 4926 1111', demo: '02 4926 1122', used: '02 4926 1133' },
  filter_phone_by_car_type: true,
  dealerships: [{ id: 201, slug: 'harbour-motors', name: 'Harbour Motors' }],
  locations: [
    {
      id: 2101,
      name: 'Harbour Motors Mazda',
      slug: 'newcastle-west',
      dealership_id: 201,
      dealership_slug: 'harbour-motors',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['mazda'],
      address: {
        street: '127 Parry Street',
        city: 'Newcastle West',
        state: 'NSW',
        postcode: '2302',
        lat: -32.9262,
        long: 151.7585,
        place_url: mapsUrl('127 Parry Street, Newcastle West NSW 2302'),
      },
      contact_detail: {
        phone: '02 4926 1100',
        opening_hours: weeklyHours({ weekdays: ['08:30', '17:30'], saturday: ['08:30', '16:00'] }),
      },
      special_hours: [
        { status: 'closed', date: nextOccurrence('12-25'), department: 'all', location_name: 'Harbour Motors Mazda' },
        { status: 'closed', date: nextOccurrence('12-26'), department: 'all', location_name: 'Harbour Motors Mazda' },
      ],
      dealer_license_number: 'MD 0062174',
      reviews: { average_rating: '4.6', count: 517 },
    },
    {
      id: 2102,
      name: 'Harbour Motors Service Centre',
      slug: 'wickham-service',
      dealership_id: 201,
      dealership_slug: 'harbour-motors',
      location_type: 'service',
      location_subtype: ['parts'],
      primary: false,
      visible: true,
      manufacturers: ['mazda'],
      address: {
        street: '36 Hannell Street',
        city: 'Wickham',
        state: 'NSW',
        postcode: '2293',
        lat: -32.919,
        long: 151.757,
        place_url: mapsUrl('36 Hannell Street, Wickham NSW 2293'),
      },
      contact_detail: {
        phone: '02 4926 1155',
        opening_hours: weeklyHours({ weekdays: ['07:30', '17:00'], saturday: ['08:00', '12:00'] }),
      },
      motor_vehicle_repairer: 'MVRL 52218',
      special_hours: [
        { status: 'closed', date: nextOccurrence('12-25'), department: 'all', location_name: 'Harbour Motors Service Centre' },
        {
          status: 'open',
          date: nextOccurrence('12-24'),
          start_hour: '08:00',
          end_hour: '12:00',
          department: 'service',
          location_name: 'Harbour Motors Service Centre',
        },
      ],
      // issue 13: three drop-offs each half hour, 24 a day; no drop-offs in the 12:00 handover on weekdays.
      service: {
        ...DEFAULT_WORKSHOP,
        capacity_per_slot: 3,
        capacity_per_day: 24,
        blocked: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '12:00', end: '13:00', reason: 'Workshop handover' })),
      },
    },
  ],
  manufacturer: 'mazda',
  manufacturer_id: 17,
  offers_count: 12,
  facebook_url: 'https://www.facebook.com/harbourmotorsmazda',
  instagram_url: 'https://www.instagram.com/harbourmotorsmazda',
  // issue 13: bookings are taken on this site's own form (a dealer's external page would be xtime_url, embedded on /service).
  xtime_url: null,
  finance_provider: 'Taurus',
  // spec 2 §2 '/pages/faqs', '/pages/mazda-bt-50-ute-centre', '/pages/mazda-bt-50-fleet': this site's pages live under /pages/.
  use_pages_path: true,
  features: {
    chatBot: true,
    onlinePurchase: true,
    printPdf: true,
    garage: true,
    financeDisclaimers: true,
    termsCheckbox: true,
    electricHybridTag: true,
    // spec 1 §4: this dealer offers car subscriptions, so cards show the weekly subscription price.
    subscriptions: true,
    // The my-garage family is sign-in gated (spec 2 §2), so this site turns authentication on.
    authentication: true,
    // spec 2 §2: 'some sites open by hover' — this one opens its menus on hover as well as click.
    hoverMenus: true,
  },
  labels: {
    heroHeading: 'Find Your New Mazda at Harbour Motors',
    newTag: 'Just Arrived',
  },
  theme: {
    primaryColor: 'harbour',
    colors: { harbour: brandShades(BRAND) },
    headerBackground: '#111111',
    headerText: '#ffffff',
    radius: 'xs',
  },
  // issue 17: Make too — a franchise's used stock carries other makes (trade-ins).
  search_filters: ['car_type', 'make', 'model', 'badge', 'price', 'km', 'year', 'body', 'fuel', 'transmission', 'colour'],
  card_buttons: ['details', 'testDrive', 'finance', 'reserve', 'tradeIn'],
  stock_filter: { preset: 7, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  default_state: 'NSW',
  promo_card_every: 8,
  // issue 30: no key is fixed here (one would work on every deployment): each deployment makes its own
  // (`npm run caryard -- leads key --site SLUG`); a site may also list the SHA-256 of keys it holds.
  api_key_sha256: [],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {
      'about-us': {
        summary: "Newcastle's Mazda dealership: new, demonstrator and used vehicles, finance, parts and servicing, in Newcastle West and Wickham.",
        body: `## Your Mazda dealership in Newcastle

{{name}} has sold and serviced Mazdas in Newcastle for years, from our showroom on Parry Street, Newcastle West, and our service centre in Wickham. We sell the full [Mazda range](/models), demonstrators and quality used vehicles, and we arrange finance, trade-ins, parts and servicing in-house.

## How we work

- **Clear prices.** Every price includes GST, and we explain any on-road costs before you sign.
- **No pressure.** Take a test drive, take your time and ask as many questions as you like.
- **Here after the sale.** Our factory-trained technicians and parts team look after your Mazda for as long as you own it.

Read [how buying from us works]({{path:buying}}), check the [Mazda warranty]({{path:warranty}}), or see [where to find us]({{path:dealer-locator}}). Want to join the team? Visit our [careers page]({{path:careers}}).`,
      },
      // spec 2 §9: '5 years unlimited km for one manufacturer' — Mazda.
      warranty: {
        summary: "Every new Mazda comes with Mazda's 5-year, unlimited-kilometre factory warranty.",
        body: warrantyBody({
          headline: `## Mazda's 5-year unlimited-kilometre warranty

Every new Mazda sold in Australia is covered by Mazda's factory warranty for **5 years with unlimited kilometres**, from the day it is first registered. It covers defects in materials and workmanship, and it stays with the car if you sell it.

The warranty and service booklet in your glovebox sets out exactly what is covered; our service team at Wickham can answer any question about it.

## Demonstrator vehicles

A demonstrator Mazda carries the balance of the 5-year warranty from its first registration date, and we show you that date before you buy.

## Used vehicles

A used Mazda under 5 years old still has the balance of its factory warranty. Used vehicles also come with the dealer's statutory warranty wherever New South Wales law provides one for the vehicle's age and kilometres. Looking for a used Mazda with extra peace of mind? See [Mazda Assured]({{path:mazda-assured}}).`,
        }),
      },
      fleet: {
        summary: 'Mazda for business: fleet pricing, business finance and a dedicated contact at Harbour Motors.',
        body: `## Mazdas for your business

Whether you need one CX-5 for a sales rep or a fleet of BT-50 utes for a trade business, our fleet team looks after business customers from quote to handover.

- **Fleet pricing** for businesses, government and not-for-profit organisations.
- **BT-50 fleets** with trays, canopies and tow bars fitted before delivery — see the [BT-50 fleet page]({{path:mazda-bt-50-fleet}}).
- **Business finance** for ABN holders, including chattel mortgages and leases — read about [Mazda Finance]({{path:mazda-finance-page}}).
- **Servicing** at our Wickham service centre, with early drop-off for business customers.

## Talk to our fleet team

Tell us what your business needs with the form below, or call us on {{phone}}. We will come back to you with a quote.`,
      },
      'mazda-assured': {
        title: 'Mazda Assured Pre-Owned',
        summary: "Pre-owned Mazdas that have passed our inspection, with their service history checked and the balance of Mazda's factory warranty.",
        pages_path: false,
        body: `## A used Mazda, checked by Mazda people

Mazda Assured is Harbour Motors' approved pre-owned program. Every Mazda Assured vehicle is:

- **Inspected** by our factory-trained technicians, with any wear items replaced before sale.
- **Checked** for its service history and on the Personal Property Securities Register for money owing and for written-off and stolen records.
- **Serviced and detailed** before delivery.
- **Covered** by the balance of Mazda's 5-year unlimited-kilometre factory warranty, where the vehicle is still within it.

Ask us which of our [used vehicles](/search/used-cars) are Mazda Assured, or tell us what you are looking for and we will find it.

## Finance and trade-ins

You can arrange [Mazda Finance]({{path:mazda-finance-page}}) on a Mazda Assured vehicle and [trade in your current car](/sell-my-car) in the same visit. Read about our [warranty]({{path:warranty}}).`,
        actions: [
          { label: 'Browse used vehicles', href: '/search/used-cars' },
          { label: 'Send an enquiry', href: '/contact-us' },
        ],
      },
      'guaranteed-future-value': {
        title: 'Guaranteed Future Value',
        summary: 'Lower repayments with a guaranteed minimum value at the end of your loan — then trade in, keep or return your Mazda.',
        pages_path: false,
        body: `## How Guaranteed Future Value works

Guaranteed Future Value (GFV) is a Mazda Finance loan with a final payment at the end of the term. At the start, you agree the term and the kilometres you expect to drive, and you are given the Guaranteed Future Value: the minimum your Mazda will be worth at the end of the loan. Because the final payment is set aside until then, your regular repayments are lower than on an ordinary loan.

## Your three choices at the end

1. **Trade in.** Put your Mazda towards a new one. If it is worth more than the Guaranteed Future Value, the difference goes towards your next Mazda.
2. **Keep it.** Pay or refinance the final payment and the car is yours.
3. **Return it.** Hand the car back and the Guaranteed Future Value covers the final payment, subject to fair wear and tear and the agreed kilometres.

## Is it right for you?

GFV suits drivers who like to change cars every few years and want certainty about what their car will be worth. Charges apply if the car is returned with more kilometres than agreed or with damage beyond fair wear and tear. Finance is subject to credit approval; terms, conditions, fees and charges apply.

Work out your repayments with our [finance calculator](/finance), or read more about [Mazda Finance]({{path:mazda-finance-page}}).`,
        actions: [
          { label: 'Apply for finance', href: '/apply-for-finance' },
          { label: 'Send a finance enquiry', href: '/finance-enquiry' },
        ],
      },
      // spec 2 §2 finance routes: /mazda-finance-page.
      'mazda-finance-page': {
        title: 'Mazda Finance',
        summary: 'Finance made for Mazda buyers, arranged at Harbour Motors: consumer and business loans, and Guaranteed Future Value.',
        pages_path: false,
        body: `## Finance arranged where you buy your Mazda

Our business managers arrange Mazda Finance in the dealership, so you can choose your Mazda, your finance and your insurance in one visit.

- **Consumer loans** with weekly, fortnightly or monthly repayments.
- **[Guaranteed Future Value]({{path:guaranteed-future-value}})** — lower repayments and a guaranteed minimum value at the end of the term.
- **Business finance** for ABN holders: chattel mortgages and leases.
- **Pre-approval** so you know your budget before you choose — [get pre-approved]({{path:finance-pre-approval}}).

From time to time Mazda offers special finance rates on selected models; our [special offers](/special-offers) show any that apply now.

## Important information

Finance is subject to credit approval. Terms, conditions, fees and charges apply. Repayment examples on this website are estimates only and are not an offer of credit. Read about [finance and insurance]({{path:finance-and-insurance}}).`,
        actions: [
          { label: 'Apply for finance', href: '/apply-for-finance' },
          { label: 'Finance calculator', href: '/finance' },
        ],
      },
      // spec 2 §2: /pages/mazda-bt-50-ute-centre — the BT-50 model's page (config/model-range/mazda.ts override_url).
      'mazda-bt-50-ute-centre': {
        title: 'Mazda BT-50 Ute Centre',
        summary: 'The Mazda BT-50 at Harbour Motors: single, Freestyle and dual-cab utes with a 3.0-litre turbo-diesel and 3.5-tonne towing.',
        pages_path: true,
        body: `## Built for work and weekends

The Mazda BT-50 pairs a 3.0-litre four-cylinder turbo-diesel with up to 3,500 kg of braked towing capacity (it varies by variant). Choose:

- **Single cab, Freestyle cab or dual cab**, as a cab-chassis ready for a tray or as a pick-up with a tub.
- **4x2 or 4x4**, with the 4x4 offering low range for the tracks.
- **Grades** from the work-ready XS and XT to the well-equipped GT and SP.

## See one, drive one

Our Newcastle West showroom has BT-50s on display and ready to test drive. [Book a test drive](/book-test-drive), browse our [BT-50 stock](/search?refinementList%5Bmodel%5D%5B0%5D=BT-50), or compare it with the rest of the [Mazda ute range](/models?body=utes).

## Set it up your way

Our parts team fits genuine Mazda accessories — tow bars, canopies, trays, bull bars and more — before delivery: see [parts and accessories]({{path:vehicle-parts-and-accessories}}). Buying for a business? Our [BT-50 fleet page]({{path:mazda-bt-50-fleet}}) explains fleet pricing and fit-outs.`,
        actions: [
          { label: 'Browse BT-50 stock', href: '/search?refinementList%5Bmodel%5D%5B0%5D=BT-50' },
          { label: 'Book a test drive', href: '/book-test-drive' },
        ],
      },
      'mazda-bt-50-fleet': {
        title: 'Mazda BT-50 for Fleets',
        summary: 'BT-50 utes for business: fleet pricing, fit-outs before delivery and servicing that keeps your vehicles working.',
        pages_path: true,
        body: `## Utes that go to work

The Mazda BT-50 is built for the job: a 3.0-litre turbo-diesel, up to 3,500 kg of braked towing capacity and cab-chassis versions ready for a tray. Read more in the [BT-50 Ute Centre]({{path:mazda-bt-50-ute-centre}}).

## What our fleet team does for you

- **Fleet pricing** for businesses, government and not-for-profit organisations, from one ute to many.
- **Fit-outs before delivery**: trays, canopies, tow bars, ladder racks and signage arranged with our accessory partners, so each ute arrives ready to work.
- **Business finance** for ABN holders through [Mazda Finance]({{path:mazda-finance-page}}).
- **Servicing** at our Wickham service centre, with early drop-off for business customers.

## Ask for a fleet quote

Tell us how many utes you need, the cab and body types and the fit-out with the form below, or call us on {{phone}}. Read more about [fleet and business sales]({{path:fleet}}).`,
        form: 'general-enquiry',
      },
    },
    blog: demoBlogOf('harbour-motors'),
  },
  // issue 11: the Mazda range (/models, the Range menu, each model's page).
  range: MAZDA_RANGE,
  // issue 11: customer reviews (spec 2 §2, §5) and the accepted payments (reserve online takes cards).
  reviews: HARBOUR_MOTORS_REVIEWS,
  widgets: { accepted_payments: true },
  // issue 12 / spec 2 §9: the 10-years/100,000 km FAQ with buying-team hours; estimate valid 7 days; the valuation also goes to /api/miscellaneous.
  trade_in: { faq: 'ten-years', offer_valid_days: 7, post_valuation: true },
  // issue 13: Mazda's scheduled service intervals; a loan car or waiting lounge.
  service: { options: ['wait_on_site', 'courtesy_car'] },
};
