/**
 * Sunstate Motor Group: the group-company site (spec 1 §1) and the platform's default site.
 * Car, motorcycle, truck and partner tiles, statistics banners, several dealerships and
 * locations across South East Queensland and New South Wales.
 */
import { brandShades } from '../brand-shades';
import { weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import type { DealerSiteOverride } from '../site-override';
import { mapsUrl } from './maps';

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
        street: '89 Breakfast Creek Road', city: 'Newstead', state: 'QLD', postcode: '4006',
        lat: -27.4447, long: 153.0455, place_url: mapsUrl('89 Breakfast Creek Road, Newstead QLD 4006'),
      },
      contact_detail: { phone: '07 3252 4100', landline_phone: '07 3252 4100', opening_hours: salesHours },
      special_hours: [
        { status: 'closed', date: '2025-12-25', department: 'all', location_name: 'Sunstate Hyundai Newstead' },
        { status: 'open', date: '2026-01-26', start_hour: '09:00', end_hour: '13:00', department: 'sales', location_name: 'Sunstate Hyundai Newstead' },
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
        street: '41 Doggett Street', city: 'Newstead', state: 'QLD', postcode: '4006',
        lat: -27.4487, long: 153.0431, place_url: mapsUrl('41 Doggett Street, Newstead QLD 4006'),
      },
      contact_detail: { phone: '07 3252 4150', opening_hours: serviceHours },
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
        street: '150 Ferry Road', city: 'Southport', state: 'QLD', postcode: '4215',
        lat: -27.9795, long: 153.404, place_url: mapsUrl('150 Ferry Road, Southport QLD 4215'),
      },
      contact_detail: { phone: '07 5591 6200', opening_hours: salesHours },
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
        street: '1148 Ipswich Road', city: 'Moorooka', state: 'QLD', postcode: '4105',
        lat: -27.536, long: 153.0238, place_url: mapsUrl('1148 Ipswich Road, Moorooka QLD 4105'),
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
        street: '302 Boundary Road', city: 'Richlands', state: 'QLD', postcode: '4077',
        lat: -27.5924, long: 152.9556, place_url: mapsUrl('302 Boundary Road, Richlands QLD 4077'),
      },
      contact_detail: {
        phone: '07 3879 5400',
        opening_hours: weeklyHours({ weekdays: ['07:00', '17:00'], saturday: ['08:00', '12:00'] }),
      },
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
        street: '61 Minjungbal Drive', city: 'Tweed Heads South', state: 'NSW', postcode: '2486',
        lat: -28.1925, long: 153.544, place_url: mapsUrl('61 Minjungbal Drive, Tweed Heads South NSW 2486'),
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
        street: '430 Church Street', city: 'North Parramatta', state: 'NSW', postcode: '2151',
        lat: -33.8005, long: 151.0015, place_url: mapsUrl('430 Church Street, North Parramatta NSW 2151'),
      },
      contact_detail: { phone: '02 9630 2500', opening_hours: salesHours },
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
        street: '142 Maroochydore Road', city: 'Maroochydore', state: 'QLD', postcode: '4558',
        lat: -26.6595, long: 153.0808, place_url: mapsUrl('142 Maroochydore Road, Maroochydore QLD 4558'),
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
    'car_type', 'item_type', 'make', 'make_model', 'price', 'km', 'year', 'body',
    'transmission', 'fuel', 'dealership_name', 'location_name', 'state',
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
      href: '/search/new-used-and-demo-cars',
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
      href: 'https://www.sunstaterentals.com.au',
    },
    {
      kind: 'partner',
      title: 'Sunstate Tyres',
      description: 'Tyres, wheel alignments and batteries fitted while you wait.',
      href: 'https://www.sunstatetyres.com.au',
    },
  ],
  // spec 1 §1: statistics banners.
  statistics: [
    { value: '50+', label: 'Locations' },
    { value: '40+', label: 'Brands' },
    { value: '30+', label: 'Years Established' },
  ],
  // spec 2 §9: promo tile positions such as 9.
  promo_card_every: 9,
  // issue 10: SHA-256 of the demo API key 'cy_demo_sunstate-motor-group' (README "Leads"); a real site lists its own.
  api_key_sha256: ['3af01e4690be76e94a93389dfc0148ae00d93681147d7b92c70d6f5d0835af85'],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {},
    blog: demoBlogOf('sunstate-motor-group'),
  },
};
