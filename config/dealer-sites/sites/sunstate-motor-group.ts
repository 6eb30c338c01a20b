/**
 * Sunstate Motor Group: the group-company site (spec 1 §1) and the platform's default site.
 * Car, motorcycle, truck and partner tiles, statistics banners, several dealerships and
 * locations across South East Queensland and New South Wales.
 */
import { brandShades } from '../brand-shades';
import { nextOccurrence, weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import { SUNSTATE_MOTOR_GROUP_REVIEWS } from '../reviews/demo-reviews';
import { warrantyBody } from '../default-content';
import { SUNSTATE_GROUP_RANGE } from '../../model-range';
import type { DealerSiteOverride } from '../site-override';
import { mapsUrl } from './maps';
import { DEFAULT_WORKSHOP } from '../default-site';

const BRAND = '#5b21b6';

const salesHours = weeklyHours({ weekdays: ['08:30', '17:30'], saturday: ['08:30', '16:00'] });
const serviceHours = weeklyHours({ weekdays: ['07:30', '17:00'], saturday: ['08:00', '12:00'] });

export const sunstateMotorGroup: DealerSiteOverride = {
  slug: 'sunstate-motor-group',
  id: 1,
  name: 'Sunstate Motor Group',
  template: 'group',
  domains: ['www.sunstatemotorgroup.com.au'],
  logo_url: '/logos/sunstate-motor-group.svg',
  site_url: 'https://www.sunstatemotorgroup.com.au',
  address: { street: '89 Breakfast Creek Road', suburb: 'Newstead', state: 'QLD', postcode: '4006' },
  phone: '07 3252 4000',
  email: 'enquiries@sunstatemotorgroup.com.au',
  dealerships: [
    { id: 101, slug: 'sunstate-hyundai-newstead', name: 'Sunstate Hyundai Newstead' },
    { id: 102, slug: 'sunstate-kia-southport', name: 'Sunstate Kia Southport' },
    { id: 103, slug: 'sunstate-motorcycles', name: 'Sunstate Motorcycles' },
    { id: 104, slug: 'sunstate-trucks', name: 'Sunstate Trucks' },
    { id: 105, slug: 'sunstate-toyota-tweed', name: 'Sunstate Toyota Tweed' },
    { id: 106, slug: 'sunstate-ford-parramatta', name: 'Sunstate Ford Parramatta' },
    { id: 107, slug: 'sunstate-mitsubishi-maroochydore', name: 'Sunstate Mitsubishi Maroochydore' },
  ],
  locations: [
    {
      id: 1101,
      name: 'Sunstate Hyundai Newstead',
      slug: 'hyundai-newstead',
      dealership_id: 101,
      dealership_slug: 'sunstate-hyundai-newstead',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['hyundai'],
      address: {
        street: '89 Breakfast Creek Road',
        city: 'Newstead',
        state: 'QLD',
        postcode: '4006',
        lat: -27.4447,
        long: 153.0455,
        place_url: mapsUrl('89 Breakfast Creek Road, Newstead QLD 4006'),
      },
      contact_detail: { phone: '07 3252 4100', landline_phone: '07 3252 4100', opening_hours: salesHours },
      special_hours: [
        { status: 'closed', date: nextOccurrence('12-25'), department: 'all', location_name: 'Sunstate Hyundai Newstead' },
        {
          status: 'open',
          date: nextOccurrence('01-26'),
          start_hour: '09:00',
          end_hour: '13:00',
          department: 'sales',
          location_name: 'Sunstate Hyundai Newstead',
        },
      ],
      dealer_license_number: '3314502',
      reviews: { average_rating: '4.7', count: 642 },
    },
    {
      id: 1108,
      name: 'Sunstate Hyundai Service Centre',
      slug: 'hyundai-newstead-service',
      dealership_id: 101,
      dealership_slug: 'sunstate-hyundai-newstead',
      location_type: 'service',
      location_subtype: ['parts'],
      primary: false,
      visible: true,
      manufacturers: ['hyundai'],
      address: {
        street: '41 Doggett Street',
        city: 'Newstead',
        state: 'QLD',
        postcode: '4006',
        lat: -27.4487,
        long: 153.0431,
        place_url: mapsUrl('41 Doggett Street, Newstead QLD 4006'),
      },
      contact_detail: { phone: '07 3252 4150', opening_hours: serviceHours },
      special_hours: [
        { status: 'closed', date: nextOccurrence('12-25'), department: 'all', location_name: 'Sunstate Hyundai Service Centre' },
        {
          status: 'open',
          date: nextOccurrence('12-27'),
          start_hour: '08:00',
          end_hour: '12:00',
          department: 'service',
          location_name: 'Sunstate Hyundai Service Centre',
        },
      ],
      motor_vehicle_repairer: 'MVR 41873',
      service: { ...DEFAULT_WORKSHOP, capacity_per_slot: 3, capacity_per_day: 24 },
    },
    {
      id: 1102,
      name: 'Sunstate Kia Southport',
      slug: 'kia-southport',
      dealership_id: 102,
      dealership_slug: 'sunstate-kia-southport',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['kia'],
      address: {
        street: '150 Ferry Road',
        city: 'Southport',
        state: 'QLD',
        postcode: '4215',
        lat: -27.9795,
        long: 153.404,
        place_url: mapsUrl('150 Ferry Road, Southport QLD 4215'),
      },
      contact_detail: { phone: '07 5591 6200', opening_hours: salesHours },
      department_hours: { service: weeklyHours({ weekdays: ['07:30', '17:00'], saturday: ['08:00', '12:00'] }) },
      service: { ...DEFAULT_WORKSHOP },
      dealer_license_number: '3320871',
      reviews: { average_rating: '4.5', count: 388 },
    },
    {
      id: 1103,
      name: 'Sunstate Motorcycles Moorooka',
      slug: 'motorcycles-moorooka',
      dealership_id: 103,
      dealership_slug: 'sunstate-motorcycles',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['yamaha', 'kawasaki', 'ktm'],
      address: {
        street: '1148 Ipswich Road',
        city: 'Moorooka',
        state: 'QLD',
        postcode: '4105',
        lat: -27.536,
        long: 153.0238,
        place_url: mapsUrl('1148 Ipswich Road, Moorooka QLD 4105'),
      },
      contact_detail: {
        phone: '07 3848 7300',
        opening_hours: weeklyHours({ weekdays: ['08:30', '17:00'], saturday: ['08:30', '14:00'] }),
      },
      dealer_license_number: '3309914',
    },
    {
      id: 1104,
      name: 'Sunstate Trucks Richlands',
      slug: 'trucks-richlands',
      dealership_id: 104,
      dealership_slug: 'sunstate-trucks',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['isuzu', 'hino', 'fuso'],
      address: {
        street: '302 Boundary Road',
        city: 'Richlands',
        state: 'QLD',
        postcode: '4077',
        lat: -27.5924,
        long: 152.9556,
        place_url: mapsUrl('302 Boundary Road, Richlands QLD 4077'),
      },
      contact_detail: {
        phone: '07 3879 5400',
        opening_hours: weeklyHours({ weekdays: ['07:00', '17:00'], saturday: ['08:00', '12:00'] }),
      },
      // issue 13: heavy vehicles, one bay an hour; the booking carries the site's disclaimer for this location.
      service: { ...DEFAULT_WORKSHOP, slot_minutes: 60, capacity_per_slot: 1, capacity_per_day: 8, min_notice_hours: 24 },
      dealer_license_number: '3311268',
    },
    {
      id: 1105,
      name: 'Sunstate Toyota Tweed',
      slug: 'toyota-tweed',
      dealership_id: 105,
      dealership_slug: 'sunstate-toyota-tweed',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['toyota'],
      address: {
        street: '61 Minjungbal Drive',
        city: 'Tweed Heads South',
        state: 'NSW',
        postcode: '2486',
        lat: -28.1925,
        long: 153.544,
        place_url: mapsUrl('61 Minjungbal Drive, Tweed Heads South NSW 2486'),
      },
      contact_detail: { phone: '07 5524 8800', opening_hours: salesHours },
      dealer_license_number: 'MD 0051733',
      motor_vehicle_repairer: 'MVRL 47102',
      reviews: { average_rating: '4.8', count: 1104 },
    },
    {
      id: 1106,
      name: 'Sunstate Ford Parramatta',
      slug: 'ford-parramatta',
      dealership_id: 106,
      dealership_slug: 'sunstate-ford-parramatta',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['ford'],
      address: {
        street: '430 Church Street',
        city: 'North Parramatta',
        state: 'NSW',
        postcode: '2151',
        lat: -33.8005,
        long: 151.0015,
        place_url: mapsUrl('430 Church Street, North Parramatta NSW 2151'),
      },
      contact_detail: { phone: '02 9630 2500', opening_hours: salesHours },
      department_hours: { service: weeklyHours({ weekdays: ['07:30', '17:00'] }) },
      service: { ...DEFAULT_WORKSHOP, capacity_per_day: 12 },
      dealer_license_number: 'MD 0048215',
      motor_vehicle_repairer: 'MVRL 39876',
    },
    {
      id: 1107,
      name: 'Sunstate Mitsubishi Maroochydore',
      slug: 'mitsubishi-maroochydore',
      dealership_id: 107,
      dealership_slug: 'sunstate-mitsubishi-maroochydore',
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: ['mitsubishi'],
      address: {
        street: '142 Maroochydore Road',
        city: 'Maroochydore',
        state: 'QLD',
        postcode: '4558',
        lat: -26.6595,
        long: 153.0808,
        place_url: mapsUrl('142 Maroochydore Road, Maroochydore QLD 4558'),
      },
      contact_detail: { phone: '07 5443 2900', opening_hours: salesHours },
      dealer_license_number: '3317745',
    },
  ],
  offers_count: 24,
  youtube_url: 'https://www.youtube.com/@sunstatemotorgroup',
  facebook_url: 'https://www.facebook.com/sunstatemotorgroup',
  instagram_url: 'https://www.instagram.com/sunstatemotorgroup',
  search_categories: ['cars', 'motorcycles', 'trucks'],
  use_pages_path: true,
  finance_provider: 'Angle',
  // spec 2 §4 'hidden … for certain dealerships': Sunstate Trucks quotes commercial finance itself.
  finance_estimate_hidden_dealerships: [104],
  navigation: [
    { label: 'Home', href: '/' },
    {
      label: 'Cars',
      href: '/search/new-used-and-demo-cars',
      children: [
        { label: 'New Cars', href: '/search/new-cars' },
        { label: 'Demo Cars', href: '/search/demo-cars' },
        { label: 'Used Cars', href: '/search/used-cars' },
        { label: 'Special Offers', href: '/special-offers' },
      ],
    },
    { label: 'Motorcycles', href: '/search?refinementList[item_type][0]=motorcycle' },
    { label: 'Trucks', href: '/search?refinementList[item_type][0]=truck' },
    { label: 'Our Brands', href: '/brands' },
    { label: 'Finance & Insurance', href: '/finance-and-insurance' },
    { label: 'Sell My Car', href: '/sell-my-car' },
    { label: 'Locations', href: '/dealer-locator' },
    {
      label: 'More',
      href: '/about-us',
      children: [
        { label: 'About Us', href: '/about-us' },
        { label: 'Careers', href: '/careers' },
        { label: 'FAQs', href: '/pages/faqs' },
        { label: 'Terms & Conditions', href: '/terms-and-conditions' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
      ],
    },
  ],
  features: {
    chatBot: true,
    printPdf: true,
    twitterShare: true,
    financeDisclaimers: true,
    electricHybridTag: true,
  },
  labels: {
    heroHeading: 'Find Your Next Vehicle Across the Sunstate Group',
  },
  theme: {
    primaryColor: 'sunstate',
    colors: { sunstate: brandShades(BRAND) },
    headerBackground: '#1e1b4b',
    headerText: '#ffffff',
    radius: 'md',
  },
  search_filters: [
    'car_type',
    'item_type',
    'make',
    'make_model',
    'price',
    'km',
    'year',
    'body',
    'transmission',
    'fuel',
    'dealership_name',
    'location_name',
    'state',
  ],
  card_buttons: ['details', 'enquire', 'finance'],
  // spec 1 §1: stock of every dealership in the group.
  stock_filter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  default_state: 'QLD',
  // spec 1 §1: car, motorcycle, truck and own-brand partner tiles.
  group_tiles: [
    {
      kind: 'car',
      title: 'Cars',
      description: 'New, demo and used cars from Hyundai, Kia, Toyota, Ford, Mitsubishi and more, across South East Queensland and New South Wales.',
      // spec 1 §2: the group's own pages for cars, rental and tyres (issue 11 content pages).
      href: '/pages/cars',
    },
    {
      kind: 'motorcycle',
      title: 'Motorcycles',
      description: 'Road, adventure and off-road bikes from Yamaha, Kawasaki and KTM at Sunstate Motorcycles in Moorooka.',
      href: '/search?refinementList[item_type][0]=motorcycle',
    },
    {
      kind: 'truck',
      title: 'Trucks',
      description: 'Light, medium and heavy-duty trucks from Isuzu, Hino and Fuso, with on-site service and parts at Richlands.',
      href: '/search?refinementList[item_type][0]=truck',
    },
    {
      kind: 'partner',
      title: 'Sunstate Finance & Insurance',
      description: 'Car loans, novated leases and comprehensive insurance arranged by our in-house finance team.',
      href: '/finance-and-insurance',
    },
    {
      kind: 'partner',
      title: 'Sunstate Rentals',
      description: 'Short and long-term car, ute and van hire from our Brisbane and Gold Coast branches.',
      href: '/pages/rental',
    },
    {
      kind: 'partner',
      title: 'Sunstate Tyres',
      description: 'Tyres, wheel alignments and batteries fitted while you wait.',
      href: '/pages/tyres',
    },
  ],
  // spec 1 §1: statistics banners. Locations and brands are counted from the locations above, so
  // the banners agree with the locations page and the brands the group's pages name.
  statistics: [
    { count: 'locations', label: 'Locations' },
    { count: 'brands', label: 'Brands' },
    { value: '30+', label: 'Years Established' },
  ],
  // spec 2 §9: promo tile positions such as 9.
  promo_card_every: 9,
  // issue 30: no key is fixed here (one would work on every deployment): each deployment makes its own
  // (`npm run caryard -- leads key --site SLUG`); a site may also list the SHA-256 of keys it holds.
  api_key_sha256: [],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {
      // spec 1 §1: the group-company site — its about page speaks for the group.
      'about-us': {
        summary:
          'A family of dealerships across South East Queensland and New South Wales: cars, motorcycles and trucks, with finance, rentals and tyres from our own businesses.',
        body: `## One group, many dealerships

{{name}} brings together dealerships for Hyundai, Kia, Toyota, Ford and Mitsubishi cars, Yamaha, Kawasaki and KTM motorcycles, and Isuzu, Hino and Fuso trucks, across South East Queensland and New South Wales. Each dealership is run by a local team, with the backing of a group that has been looking after drivers for more than 30 years.

## Everything you need, in one place

- **[Cars]({{path:cars}})** — new, demonstrator and used, from our franchised dealerships.
- **[Finance & insurance]({{path:finance-and-insurance}})** — arranged by our in-house team.
- **[Rentals]({{path:rental}})** and **[tyres]({{path:tyres}})** — from our own-brand [partner businesses]({{path:partners}}).

Read [how buying from us works]({{path:buying}}), see the [Sunstate 7-Year Warranty]({{path:warranty}}), or find your nearest dealership on our [locations page]({{path:dealer-locator}}). Want to join us? Visit [careers]({{path:careers}}).`,
      },
      // spec 2 §2: 'a custom privacy statement on one group site'.
      'privacy-policy': {
        summary:
          'How Sunstate Motor Group and its dealerships and partner businesses handle your personal information, under the Privacy Act 1988 and the Australian Privacy Principles.',
        body: `## Who we are

This statement covers Sunstate Motor Group and every business in the group: our car, motorcycle and truck dealerships, Sunstate Finance & Insurance, Sunstate Rentals and Sunstate Tyres. We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles.

## What we collect and why

We collect your name, contact details and the details of your enquiry when you contact any of our businesses, so we can answer you and provide what you asked for: a test drive, a sale, finance, insurance, a rental, tyres or a service. When you apply for finance or insurance we also collect the financial and identity details the lender or insurer needs. We record how our website is used, such as pages viewed, to improve it.

## Sharing within the group

Our businesses share your details with each other only to look after you: for example, when the dealership you are buying from introduces you to Sunstate Finance & Insurance. If you agree to hear about offers, you may hear from more than one Sunstate business; you can opt out of all of them at once by calling {{phone}} or emailing {{email}}.

## Sharing outside the group

We share your information with lenders and insurers you apply to through us, with vehicle manufacturers for warranty, recall and safety purposes, with government agencies to register vehicles, and with the service providers who host our systems, under confidentiality obligations. Some of those providers may store information outside Australia; when they do, we take reasonable steps to make sure it is protected to the standard the Australian Privacy Principles require. We never sell your personal information.

## Information kept in your browser

This website keeps the contact details you typed into a form and the vehicles you saved or viewed on your own device, so you need not type them again. You can clear them with your browser's settings at any time.

## Access, correction and complaints

To see or correct the information we hold about you, or to make a complaint, write to our Privacy Officer: Sunstate Motor Group, {{address}}, or email {{email}}. We respond within 30 days. If you are not satisfied with our response, you can contact the Office of the Australian Information Commissioner (OAIC) on 1300 363 992 or at oaic.gov.au.`,
      },
      // spec 2 §9: '7-year unlimited km for some dealers' — this group is one of them.
      warranty: {
        summary: 'Every new car from a Sunstate dealership carries at least 7 years of warranty cover with unlimited kilometres.',
        body: warrantyBody({
          headline: `## The Sunstate 7-Year Warranty

Every new car sold by a Sunstate car dealership — Hyundai, Kia, Toyota, Ford and Mitsubishi — is covered for at least **7 years with unlimited kilometres**. Where the manufacturer's own warranty is shorter, the Sunstate Extended Warranty tops it up to 7 years at no cost to you, as long as the car is serviced on time at a Sunstate service centre.

- Starts on the day the car is first registered.
- Covers the same mechanical and electrical components as the manufacturer's warranty.
- Transfers to the next owner if you sell the car privately.

Mitsubishi buyers may qualify for even longer cover through [Mitsubishi Diamond Advantage]({{path:diamond-advantage}}).

## Motorcycles and trucks

New motorcycles and trucks come with their manufacturer's warranty; our Moorooka and Richlands teams will give you the terms for the model you choose.

## Demonstrator and used vehicles

A demonstrator carries the balance of its warranty from its first registration date. Used vehicles come with the statutory warranty where the law of Queensland or New South Wales provides one for the vehicle's age and kilometres, and with any balance of the manufacturer's warranty.`,
        }),
      },
      'finance-and-insurance': {
        summary: 'Sunstate Finance & Insurance: car, motorcycle and truck finance, novated leases and insurance, arranged in any Sunstate dealership.',
        body: `## Sunstate Finance & Insurance

Our in-house finance business works in every Sunstate dealership, so you can arrange your loan and your insurance where you buy — for a car, a motorcycle or a truck.

- **Consumer car and motorcycle loans** with weekly, fortnightly or monthly repayments.
- **Business finance** for ABN holders: chattel mortgages, leases and truck finance, with an optional balloon payment.
- **Novated leases** through your employer, so your repayments come out of your pre-tax salary.
- **Pre-approval** before you choose: [get pre-approved]({{path:finance-pre-approval}}).

Work out the repayments with our [finance calculator](/finance), then [apply for finance](/apply-for-finance) or [send us a finance enquiry](/finance-enquiry).

## Insurance

We can arrange comprehensive insurance from the day you take delivery, and tell you about gap cover and loan protection. Any advice we give about insurance is general advice only and does not take your objectives, financial situation or needs into account: read the product disclosure statement and the target market determination before you decide.

## Important information

Finance is subject to the lender's credit assessment and lending criteria. Fees and charges apply. Repayment examples on this website are estimates only and are not an offer of credit. Sunstate Finance & Insurance is one of our [partner businesses]({{path:partners}}).`,
      },
      fleet: {
        summary: 'Cars, utes, vans and trucks for business, from one group: fleet pricing, finance and servicing across Queensland and New South Wales.',
        body: `## One group for your whole fleet

From a single ute to a fleet of trucks, Sunstate supplies business vehicles from five car brands and three truck brands, and services them across our network.

- **Fleet pricing** for businesses, government and not-for-profit organisations.
- **Trucks** from Isuzu, Hino and Fuso at [Sunstate Trucks Richlands]({{path:dealer-locator}}), with on-site service and parts.
- **Business finance** for ABN holders, including chattel mortgages, leases and novated leases, through [Sunstate Finance & Insurance]({{path:finance-and-insurance}}).
- **Short-term hire** while you wait for delivery, through [Sunstate Rentals]({{path:rental}}).
- **One contact** who manages your fleet's orders, fit-outs and renewals across every brand.

## Talk to our fleet team

Tell us what your business needs with the form below, or call us on {{phone}}. We will come back to you with a quote.`,
      },
      // spec 1 §1, §2: the group pages for cars, rental, tyres, finance and insurance and partners.
      cars: {
        title: 'Cars',
        summary: 'New, demonstrator and used cars from Hyundai, Kia, Toyota, Ford and Mitsubishi dealerships across South East Queensland and New South Wales.',
        pages_path: true,
        body: `## Our car dealerships

- **Sunstate Hyundai Newstead** — 89 Breakfast Creek Road, Newstead QLD. Phone [07 3252 4100](tel:0732524100). [Hyundai stock](/search?refinementList%5Bmake%5D%5B0%5D=Hyundai)
- **Sunstate Kia Southport** — 150 Ferry Road, Southport QLD. Phone [07 5591 6200](tel:0755916200). [Kia stock](/search?refinementList%5Bmake%5D%5B0%5D=Kia)
- **Sunstate Toyota Tweed** — 61 Minjungbal Drive, Tweed Heads South NSW. Phone [07 5524 8800](tel:0755248800). [Toyota stock](/search?refinementList%5Bmake%5D%5B0%5D=Toyota)
- **Sunstate Ford Parramatta** — 430 Church Street, North Parramatta NSW. Phone [02 9630 2500](tel:0296302500). [Ford stock](/search?refinementList%5Bmake%5D%5B0%5D=Ford)
- **Sunstate Mitsubishi Maroochydore** — 142 Maroochydore Road, Maroochydore QLD. Phone [07 5443 2900](tel:0754432900). [Mitsubishi stock](/search?refinementList%5Bmake%5D%5B0%5D=Mitsubishi)

Opening hours for each are on our [locations page]({{path:dealer-locator}}).

## Shop the whole group

Search the stock of every dealership at once: [new cars](/search/new-cars), [demonstrators](/search/demo-cars) or [used cars](/search/used-cars). Every new car comes with the [Sunstate 7-Year Warranty]({{path:warranty}}), and you can arrange [finance and insurance]({{path:finance-and-insurance}}) in any of our dealerships.`,
        actions: [
          { label: 'Browse all cars', href: '/search/new-used-and-demo-cars' },
          { label: 'Special offers', href: '/special-offers' },
        ],
      },
      rental: {
        title: 'Sunstate Rentals',
        summary: 'Short and long-term car, ute and van hire from our Brisbane and Gold Coast branches.',
        pages_path: true,
        body: `## Hire the vehicle you need

Sunstate Rentals is the group's own hire business, with branches in Brisbane and on the Gold Coast.

- **Cars** for a weekend away or while yours is off the road.
- **Utes and vans** for moving house, a job or a delivery run.
- **Long-term hire** for businesses that need extra vehicles for a season or a project, without buying.

## Book a vehicle

Call {{phone}} or [send us a message](/contact-us) with what you need and when, and we will connect you with the nearest branch. When you book, we confirm the rate, what to bring and the rental terms that apply.

Buying a new vehicle from a Sunstate dealership? Ask about hiring while you wait for delivery. Rentals is one of our [partner businesses]({{path:partners}}).`,
      },
      tyres: {
        title: 'Sunstate Tyres',
        summary: 'Tyres, wheel alignments and batteries fitted while you wait.',
        pages_path: true,
        body: `## Tyres, alignments and batteries

Sunstate Tyres is the group's own tyre business. Our technicians fit tyres for cars, 4WDs, utes and light commercials while you wait.

- **Tyres** from leading brands, for every budget and driving style.
- **Wheel alignments and balancing** to make your tyres last and keep the car tracking straight.
- **Batteries** tested and replaced on the spot.
- **Puncture repairs** when a repair is safe.

## Ask for a quote

Call {{phone}} or [send us a message](/contact-us) with your vehicle and tyre size — it is printed on the sidewall, for example 225/65R17 — and we will come back to you with a price and a fitting time. Tyres is one of our [partner businesses]({{path:partners}}).`,
      },
      partners: {
        title: 'Our Partner Businesses',
        summary: 'The Sunstate own-brand businesses that look after you beyond the showroom: finance and insurance, rentals and tyres.',
        pages_path: true,
        body: `## Sunstate Finance & Insurance

Car, motorcycle and truck loans, novated leases and insurance, arranged in any Sunstate dealership. [Finance & insurance]({{path:finance-and-insurance}}).

## Sunstate Rentals

Short and long-term car, ute and van hire from our Brisbane and Gold Coast branches. [Sunstate Rentals]({{path:rental}}).

## Sunstate Tyres

Tyres, wheel alignments and batteries fitted while you wait. [Sunstate Tyres]({{path:tyres}}).

## The dealerships

Our [car dealerships]({{path:cars}}), Sunstate Motorcycles in Moorooka and Sunstate Trucks in Richlands are listed on our [locations page]({{path:dealer-locator}}).`,
      },
      // spec 2 §2 /diamond-advantage: the group has a Mitsubishi dealership (Maroochydore).
      'diamond-advantage': {
        title: 'Mitsubishi Diamond Advantage',
        summary:
          "Mitsubishi's ownership program at Sunstate Mitsubishi Maroochydore: longer warranty cover, capped price servicing and roadside assistance when you service with an authorised Mitsubishi dealer.",
        pages_path: false,
        body: `## What Diamond Advantage gives you

Diamond Advantage is Mitsubishi Motors Australia's ownership program for eligible new Mitsubishi vehicles. Keep your Mitsubishi serviced on time at an authorised Mitsubishi dealer, such as Sunstate Mitsubishi Maroochydore, and you can receive:

- **Extended warranty cover** — up to 10 years or 200,000 km, whichever comes first.
- **Capped price servicing**, so you know the cost of each scheduled service in advance.
- **Roadside assistance** while your vehicle is serviced within the network.

Eligibility, inclusions and conditions are set by Mitsubishi Motors Australia and can change. Our team will give you the current terms in writing for the vehicle you choose.

## Talk to Sunstate Mitsubishi Maroochydore

Visit us at 142 Maroochydore Road, Maroochydore, or call [07 5443 2900](tel:0754432900). Browse our [new and demonstrator Mitsubishi stock](/search/new-and-demo-cars?refinementList%5Bmake%5D%5B0%5D=Mitsubishi), and read about the [Sunstate 7-Year Warranty]({{path:warranty}}) that covers every new car we sell.`,
      },
    },
    blog: demoBlogOf('sunstate-motor-group'),
  },
  // issue 11: the group's five car makes (/brands, /{brand}/overview, /models, each model's page).
  range: SUNSTATE_GROUP_RANGE,
  // issue 11: customer reviews (spec 2 §2, §5), the 'Sales this Month' counter (spec 2 §9) and the
  // accepted payments (reserve online takes cards).
  reviews: SUNSTATE_MOTOR_GROUP_REVIEWS,
  widgets: { sales_counter: true, accepted_payments: true },
  // issue 13, spec 2 §2: the minimal booking form (rego first; a dealership to choose among several), and a disclaimer at the truck workshop.
  service: {
    variant: 'minimal',
    disclaimer: {
      location_ids: [1104],
      text: 'Heavy vehicle bookings are confirmed by our service advisor by phone, who will allocate a bay to suit your vehicle. Prices quoted are a guide and exclude parts your vehicle may need.',
    },
  },
  // issue 13, spec 2 §2: the group's locations in its own order, under a banner.
  locations_page: {
    sort_order: ['hyundai-newstead', 'kia-southport', 'mitsubishi-maroochydore', 'toyota-tweed', 'ford-parramatta', 'motorcycles-moorooka', 'trucks-richlands'],
    banner: {
      title: 'Find your nearest Sunstate dealership',
      subtitle: 'Seven dealerships across South East Queensland and New South Wales, with sales, service and parts.',
      buttons: [
        { label: 'Book a service', href: '/service#service-form' },
        { label: 'Contact us', href: '/contact-us' },
      ],
    },
  },
};
