/**
 * Harbour Motors: a franchised Mazda dealer in Newcastle (new, demo and used stock),
 * with a phone number per car type (spec 2 §1) and the full set of purchase buttons.
 */
import { brandShades } from '../brand-shades';
import { weeklyHours } from '../opening-hours';
import { demoBlogOf } from '../blog/demo-blog';
import type { DealerSiteOverride } from '../site-override';
import { mapsUrl } from './maps';

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
        street: '127 Parry Street', city: 'Newcastle West', state: 'NSW', postcode: '2302',
        lat: -32.9262, long: 151.7585, place_url: mapsUrl('127 Parry Street, Newcastle West NSW 2302'),
      },
      contact_detail: {
        phone: '02 4926 1100',
        opening_hours: weeklyHours({ weekdays: ['08:30', '17:30'], saturday: ['08:30', '16:00'] }),
      },
      special_hours: [
        { status: 'closed', date: '2025-12-25', department: 'all', location_name: 'Harbour Motors Mazda' },
        { status: 'closed', date: '2025-12-26', department: 'all', location_name: 'Harbour Motors Mazda' },
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
        street: '36 Hannell Street', city: 'Wickham', state: 'NSW', postcode: '2293',
        lat: -32.919, long: 151.757, place_url: mapsUrl('36 Hannell Street, Wickham NSW 2293'),
      },
      contact_detail: {
        phone: '02 4926 1155',
        opening_hours: weeklyHours({ weekdays: ['07:30', '17:00'], saturday: ['08:00', '12:00'] }),
      },
      motor_vehicle_repairer: 'MVRL 52218',
    },
  ],
  manufacturer: 'mazda',
  manufacturer_id: 17,
  offers_count: 12,
  facebook_url: 'https://www.facebook.com/harbourmotorsmazda',
  instagram_url: 'https://www.instagram.com/harbourmotorsmazda',
  xtime_url: 'https://service.harbourmotors.com.au/book',
  finance_provider: 'Taurus',
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
  search_filters: ['car_type', 'model', 'badge', 'price', 'km', 'year', 'body', 'fuel', 'transmission', 'colour'],
  card_buttons: ['details', 'testDrive', 'finance', 'reserve', 'tradeIn'],
  stock_filter: { preset: 7, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  default_state: 'NSW',
  promo_card_every: 8,
  // issue 10: SHA-256 of the demo API key 'cy_demo_harbour-motors' (README "Leads"); a real site lists its own.
  api_key_sha256: ['5e8b43981f43eab08e84b4ce6f44f17fac9101b90a9b96dc38ac50ff84ba19e5'],
  // issue 11: this site's own pages (overriding or adding to config/dealer-sites/default-content.ts) and blog.
  content: {
    pages: {},
    blog: demoBlogOf('harbour-motors'),
  },
};
