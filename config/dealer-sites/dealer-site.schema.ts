/**
 * The zod schema of a dealer site configuration (spec 2 §1 fields and feature switches;
 * spec 1 §1, §2, §6, §9). It mirrors domain/dealer-site's `DealerSite` field for field,
 * and the compile-time checks at the bottom keep the two from drifting apart.
 *
 * Objects are strict: an unknown key in a site override is a typo, and typos in
 * configuration should stop start-up rather than silently fall back to a default.
 */
import { z } from 'zod';
import { SIGN_IN_TYPES } from '../../domain/shoppers/sign-in';
import { STATISTIC_COUNTS } from '../../domain/dealer-site/dealer-site';
import type { DealerSite, FeatureFlags, NavLink, SiteLabels, SiteLocation, SiteTheme, StockFilter } from '../../domain/dealer-site';
import { siteContentSchema } from './schemas/content.schema';
import { sitePromotionsSchema, siteReviewsSchema, siteWidgetsSchema } from './schemas/promotions.schema';
import { rangeContentCollisions, siteRangeSchema } from './schemas/range.schema';

// ---------------------------------------------------------------------------
// Building blocks

export const AUSTRALIAN_STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;
type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** Mantine's built-in palette names, usable as `theme.primaryColor` without custom shades. */
export const MANTINE_COLOURS = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

/** Australia Post postcode ranges per state (PO-box and large-user ranges included). */
const POSTCODE_RANGES: Record<AustralianState, readonly (readonly [number, number])[]> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

export function postcodeBelongsToState(postcode: string, state: string): boolean {
  const ranges = POSTCODE_RANGES[state as AustralianState];
  if (!ranges) return false;
  const n = Number(postcode);
  return ranges.some(([from, to]) => n >= from && n <= to);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** A lower-case host name with at least one dot and no port. */
const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Landline or mobile 0X XXXX XXXX (spec 2 §9 display form 2-4-4), or 1300/1800 and 13 numbers. */
const PHONE = /^(?:0[2-478] \d{4} \d{4}|1[38]00 \d{3} \d{3}|13 \d{2} \d{2})$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

const text = z.string().trim().min(1, 'must not be empty');
const slug = z.string().max(63).regex(SLUG, 'must be a lower-case slug (letters, digits and single hyphens)');
const hexColour = z.string().regex(HEX_COLOUR, 'must be a hex colour such as #1a2b3c');
const phone = z.string().regex(PHONE, "must be an Australian number written '0X XXXX XXXX' (or 1300 XXX XXX)");
const time = z.string().regex(TIME, 'must be a 24-hour time HH:MM');
const state = z.enum(AUSTRALIAN_STATES);
const postcode = z.string().regex(/^\d{4}$/, 'must be a 4-digit postcode');
const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'must be an http(s) URL' });

function isUrlOrAbsolutePath(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  return httpUrl.safeParse(value).success;
}
/** Links and assets: a site-relative absolute path ('/finance') or an http(s) URL. */
const href = z.string().refine(isUrlOrAbsolutePath, 'must be an absolute path (/...) or an http(s) URL');

function uniqueBy<T>(items: readonly T[], key: (item: T) => unknown): number[] {
  const seen = new Set<unknown>();
  const duplicates: number[] = [];
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) duplicates.push(i);
    seen.add(k);
  });
  return duplicates;
}

function uniqueArray<T extends z.ZodType>(item: T, what: string) {
  return z.array(item).superRefine((items, ctx) => {
    for (const i of uniqueBy(items, (x) => x)) {
      ctx.addIssue({ code: 'custom', message: `duplicate ${what} ${JSON.stringify(items[i])}`, path: [i] });
    }
  });
}

/** WCAG relative luminance of a hex colour. */
function luminance(hex: string): number {
  const h = hex.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Header links are body-size text: WCAG AA asks for 4.5:1. */
const MIN_HEADER_CONTRAST = 4.5;

// ---------------------------------------------------------------------------
// Parts of a site

export const siteAddressSchema = z.strictObject({ street: text, suburb: text, state, postcode }).superRefine((a, ctx) => {
  if (/^\d{4}$/.test(a.postcode) && !postcodeBelongsToState(a.postcode, a.state)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: `postcode ${a.postcode} is not in ${a.state}` });
  }
});

export const siteThemeSchema = z
  .strictObject({
    primaryColor: z.string().min(1),
    // Mantine colour tuples: ten shades, lightest first.
    colors: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'colour names are camelCase'), z.array(hexColour).length(10)).optional(),
    fontFamily: text.optional(),
    headerBackground: hexColour,
    headerText: hexColour,
    radius: z.enum(['xs', 'sm', 'md', 'lg', 'xl']).optional(),
  })
  .superRefine((t, ctx) => {
    const known = (MANTINE_COLOURS as readonly string[]).includes(t.primaryColor) || Object.hasOwn(t.colors ?? {}, t.primaryColor);
    if (!known) {
      ctx.addIssue({
        code: 'custom',
        path: ['primaryColor'],
        message: `"${t.primaryColor}" is neither a Mantine colour nor a key of theme.colors`,
      });
    }
    const ratio = contrastRatio(t.headerBackground, t.headerText);
    if (ratio < MIN_HEADER_CONTRAST) {
      ctx.addIssue({
        code: 'custom',
        path: ['headerText'],
        message: `contrast with headerBackground is ${ratio.toFixed(2)}:1, below ${MIN_HEADER_CONTRAST}:1`,
      });
    }
  });

export const navLinkSchema: z.ZodType<NavLink> = z.lazy(() => z.strictObject({ label: text, href, children: z.array(navLinkSchema).optional() }));

const openingHourSchema = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['open', 'closed']),
    open: time.nullish(),
    close: time.nullish(),
  })
  .superRefine((h, ctx) => {
    if (h.status !== 'open') return;
    if (!h.open) ctx.addIssue({ code: 'custom', path: ['open'], message: 'an open day needs an opening time' });
    if (!h.close) ctx.addIssue({ code: 'custom', path: ['close'], message: 'an open day needs a closing time' });
    if (h.open && h.close && h.open >= h.close) {
      ctx.addIssue({ code: 'custom', path: ['close'], message: `closes (${h.close}) before it opens (${h.open})` });
    }
  });

const specialHourSchema = z.strictObject({
  status: z.enum(['open', 'closed']),
  date: z.string().regex(ISO_DATE, 'must be a date YYYY-MM-DD'),
  start_hour: time.nullish(),
  end_hour: time.nullish(),
  department: z.enum(['all', 'sales', 'service', 'parts']),
  location_name: text,
});

// issue 13: a workshop's booking rules (domain/dealer-site WorkshopSettings).
const blockedTimeSchema = z
  .strictObject({
    weekday: z.number().int().min(0).max(6).nullish(),
    date: z.string().regex(ISO_DATE, 'must be a date YYYY-MM-DD').nullish(),
    start: time,
    end: time,
    reason: text.nullish(),
  })
  .superRefine((b, ctx) => {
    if ((b.weekday == null) === (b.date == null))
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'a blocked time names a weekday or a date, not both' });
    if (b.start >= b.end) ctx.addIssue({ code: 'custom', path: ['end'], message: `ends (${b.end}) before it starts (${b.start})` });
  });

const workshopSchema = z.strictObject({
  slot_minutes: z
    .number()
    .int()
    .refine((m) => [15, 20, 30, 60].includes(m), 'must be 15, 20, 30 or 60 minutes'),
  capacity_per_slot: z.number().int().min(1).max(100),
  capacity_per_day: z.number().int().min(1).max(1000).nullable(),
  min_notice_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14),
  booking_window_days: z.number().int().min(1).max(365),
  blocked: z.array(blockedTimeSchema),
});

export const siteLocationSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: text,
    slug,
    dealership_id: z.number().int().positive(),
    dealership_slug: slug,
    location_type: z.enum(['sales', 'service', 'parts', '']),
    location_subtype: z.array(text).optional(),
    primary: z.boolean(),
    visible: z.boolean(),
    manufacturers: uniqueArray(slug, 'manufacturer'),
    address: z.strictObject({
      street: text,
      city: text,
      state: z
        .string()
        .refine((s) => (AUSTRALIAN_STATES as readonly string[]).includes(s), 'must be an Australian state or territory (QLD, NSW, VIC, SA, WA, TAS, ACT, NT)'),
      postcode,
      // Mainland Australia and Tasmania, roughly: catches swapped or unsigned coordinates.
      lat: z.number().min(-44).max(-10),
      long: z.number().min(112).max(154),
      place_url: httpUrl.nullish(),
    }),
    contact_detail: z.strictObject({
      phone,
      landline_phone: phone.nullish(),
      opening_hours: z
        .array(openingHourSchema)
        .max(7)
        .superRefine((hours, ctx) => {
          for (const i of uniqueBy(hours, (h) => h.weekday)) {
            ctx.addIssue({ code: 'custom', path: [i, 'weekday'], message: 'weekday listed twice' });
          }
        }),
    }),
    special_hours: z.array(specialHourSchema).optional(),
    dealer_license_number: text.nullish(),
    motor_vehicle_repairer: text.nullish(),
    image: href.nullish(),
    reviews: z.strictObject({ average_rating: z.string().regex(/^[0-5](?:\.\d)?$/, 'must be a rating 0.0 to 5.0'), count: z.number().int().min(0) }).nullish(),
    department_hours: z
      .strictObject({
        sales: z.array(openingHourSchema).max(7).optional(),
        service: z.array(openingHourSchema).max(7).optional(),
        parts: z.array(openingHourSchema).max(7).optional(),
      })
      .nullish(),
    service: workshopSchema.nullish(),
  })
  .superRefine((l, ctx) => {
    const { postcode: pc, state: st } = l.address;
    if (/^\d{4}$/.test(pc) && !postcodeBelongsToState(pc, st)) {
      ctx.addIssue({ code: 'custom', path: ['address', 'postcode'], message: `postcode ${pc} is not in ${st}` });
    }
  });

const dealershipSchema = z.strictObject({ id: z.number().int().positive(), slug, name: text });

const groupTileSchema = z.strictObject({
  kind: z.enum(['car', 'motorcycle', 'truck', 'partner']),
  title: text,
  description: text,
  href,
});

// A figure as written ('30+' years), or a count of the site's own records (locations, dealerships, brands).
const statisticSchema = z.union([z.strictObject({ value: text, label: text }), z.strictObject({ count: z.enum(STATISTIC_COUNTS), label: text })]);

export const stockFilterSchema = z.strictObject({
  // spec 1 §1: a numeric preset 0 to 14.
  preset: z.number().int().min(0).max(14),
  usedOnly: z.boolean(),
  inStockOnly: z.boolean(),
  excludedStockNumbers: uniqueArray(text, 'stock number'),
});

export const featureFlagsSchema = z.strictObject({
  chatBot: z.boolean(),
  onlinePurchase: z.boolean(),
  tradeInImagesStep: z.boolean(),
  termsCheckbox: z.boolean(),
  printPdf: z.boolean(),
  twitterShare: z.boolean(),
  garage: z.boolean(),
  financeDisclaimers: z.boolean(),
  soldHandling: z.boolean(),
  subscriptions: z.boolean(),
  authentication: z.boolean(),
  reserveButton: z.boolean(),
  stickyHeader: z.boolean(),
  electricHybridTag: z.boolean(),
  revealPhoneByDefault: z.boolean(),
  moneyBackGuarantee: z.boolean(),
  vehicleDataLookup: z.boolean(),
  spinAutoRotate: z.boolean(),
  spinGalleryFirst: z.boolean(),
  hoverMenus: z.boolean(),
});

export const siteLabelsSchema = z.strictObject({
  used: text,
  new: text,
  demo: text,
  noPriceText: text,
  heroHeading: text,
  newTag: text,
  soldTag: text,
  closedHoursText: text.optional(),
});

const SITE_TEMPLATES = ['group', 'franchise', 'used-specialist', 'caravan', 'manufacturer'] as const;
const CARD_BUTTONS = ['details', 'testDrive', 'finance', 'reserve', 'tradeIn', 'enquire', 'custom'] as const;
const SEARCH_FILTERS = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'subscription_price',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
  'certified',
] as const;
const FINANCE_PROVIDERS = ['Taurus', '360 Finance', 'AusLoans', 'Manual', 'Angle', 'Powertorque', 'Nissan Finance'] as const;
const SEARCH_PROVIDERS = ['embedded', 'postgres'] as const;

// ---------------------------------------------------------------------------
// The site

export const dealerSiteSchema = z
  .strictObject({
    slug,
    id: z.number().int().positive(),
    name: text,
    template: z.enum(SITE_TEMPLATES),
    domains: uniqueArray(
      z
        .string()
        .regex(DOMAIN, 'must be a lower-case host name without port, such as www.example.com.au')
        .refine((d) => !d.endsWith('.localhost'), '*.localhost names are reserved for slug subdomains'),
      'domain',
    ),
    logo_url: href,
    site_url: httpUrl,
    address: siteAddressSchema,
    phone,
    email: z.email().optional(),
    // spec 2 §1: a phone number per car type (new, used, demo) and the switch that filters by it.
    phone_by_car_type: z.strictObject({ new: phone.optional(), used: phone.optional(), demo: phone.optional() }),
    filter_phone_by_car_type: z.boolean(),
    locations: z.array(siteLocationSchema).min(1, 'a site needs at least one location'),
    dealerships: z.array(dealershipSchema).min(1, 'a site needs at least one dealership'),
    manufacturer: slug.nullable(),
    manufacturer_id: z.number().int().positive().nullable(),
    offers_count: z.number().int().min(0),
    // spec 2 §4: sold cars stay for include_sold_cars_days (3 by default).
    include_sold_cars_days: z.number().int().min(0),
    youtube_url: httpUrl.nullable(),
    facebook_url: httpUrl.nullable(),
    instagram_url: httpUrl.nullable(),
    redbook: z.boolean(),
    search_categories: uniqueArray(slug, 'search category'),
    override_city: text.nullable(),
    xtime_url: httpUrl.nullable(),
    navigation: z.array(navLinkSchema).min(1, 'a site needs a navigation'),
    use_pages_path: z.boolean(),
    finance_provider: z.enum(FINANCE_PROVIDERS),
    finance_estimate_hidden_dealerships: z.array(z.number().int().positive()),
    features: featureFlagsSchema,
    labels: siteLabelsSchema,
    theme: siteThemeSchema,
    search_provider: z.enum(SEARCH_PROVIDERS),
    search_filters: uniqueArray(z.enum(SEARCH_FILTERS), 'search filter').min(1, 'a site needs at least one search filter'),
    card_buttons: uniqueArray(z.enum(CARD_BUTTONS), 'card button').min(1, 'a site needs at least one card button'),
    stock_filter: stockFilterSchema,
    reserve_deposit: z.number().positive(),
    default_state: state,
    group_tiles: z.array(groupTileSchema),
    statistics: z.array(statisticSchema),
    promo_card_every: z.number().int().min(2).nullable(),
    // issue 6: lead delivery channels; a webhook is signed, so its URL needs a secret.
    lead_delivery: z
      .strictObject({
        email: z.email('must be an email address').nullable(),
        crm_webhook_url: httpUrl.nullable(),
        crm_webhook_secret: z.string().min(16, 'must be at least 16 characters').optional(),
        // issue 16: the CRM address that receives each lead as an ADF 1.0 XML email (default null: none;
        // optional so the sites and tests written before it still describe a whole LeadDeliverySettings).
        adf_email: z.email('must be an email address').nullable().optional(),
      })
      .superRefine((d, ctx) => {
        if (d.crm_webhook_url !== null && d.crm_webhook_secret === undefined) {
          ctx.addIssue({ code: 'custom', path: ['crm_webhook_secret'], message: 'a CRM webhook needs a secret to sign its requests with' });
        }
      }),
    // issue 10: the SHA-256 of each API key, never the key itself.
    api_key_sha256: uniqueArray(z.string().regex(/^[0-9a-f]{64}$/, 'must be the SHA-256 of a key: 64 lower-case hex digits'), 'API key hash'),
    // issue 11: pages, model range, promotions, reviews and widgets (config/dealer-sites/schemas).
    content: siteContentSchema,
    range: siteRangeSchema,
    promotions: sitePromotionsSchema,
    reviews: siteReviewsSchema,
    widgets: siteWidgetsSchema,
    // issue 12: the trade-in instant offer (provider, offer period, FAQ variant, photo retention).
    trade_in: z.strictObject({
      provider: z.enum(['simulated', 'eval_expert', 'autograb']),
      offer_valid_days: z.number().int().min(1).max(90).nullable(),
      faq: z.enum(['none', 'seven-years', 'ten-years']),
      post_valuation: z.boolean(),
      image_retention_days: z.number().int().min(1).max(3650),
    }),
    // issue 13: the service booking form (spec 2 §2, §5).
    service: z
      .strictObject({
        variant: z.enum(['full', 'minimal']),
        two_step: z.boolean(),
        address_fields: z.boolean(),
        interval_required: z.boolean(),
        intervals: uniqueArray(text, 'service interval'),
        service_types: uniqueArray(text, 'service type'),
        options: uniqueArray(z.enum(['wait_on_site', 'courtesy_car', 'pick_up_delivery']), 'service option'),
        free_ride: z.strictObject({ radius_km: z.number().positive().max(100), excluded_interval: text }).nullable(),
        disclaimer: z.strictObject({ location_ids: z.array(z.number().int().positive()).min(1), text }).nullable(),
        title: text.nullable(),
      })
      .superRefine((s, ctx) => {
        if (s.two_step && s.variant !== 'full') ctx.addIssue({ code: 'custom', path: ['two_step'], message: 'the two-step flavour is of the full variant' });
        if (s.interval_required && s.intervals.length === 0)
          ctx.addIssue({ code: 'custom', path: ['intervals'], message: 'a required service interval needs choices' });
      }),
    // issue 13: the locations page (spec 2 §2 'Locations').
    locations_page: z.strictObject({
      filter: z.union([z.enum(['primary', 'sales', 'service', 'parts', 'service-and-parts', 'all']), z.number().int().positive()]),
      manufacturer: slug.nullable(),
      subtype: text.nullable(),
      sort_order: uniqueArray(slug, 'location slug'),
      banner: z.strictObject({ title: text, subtitle: text, buttons: z.array(z.strictObject({ label: text, href })).max(3) }).nullable(),
    }),
    // issue 14: sign-in gating (spec 2 §2) and the shopper's lists (spec 1 §5).
    sign_in: z.strictObject({ gated: uniqueArray(z.enum(SIGN_IN_TYPES), 'sign-in type') }),
    shopper_lists: z.strictObject({
      compare_favourite: z.enum(['default', 'strict', 'used-only']),
      alerts: z.boolean(),
    }),
    // issue 15: registration, CTP and dealer delivery per state (dollars, GST inclusive).
    on_road_costs: z.strictObject({
      dealerDelivery: z.number().min(0).max(20_000),
      byState: z.partialRecord(
        z.enum(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']),
        z.strictObject({
          registration: z.number().min(0).max(20_000),
          ctp: z.number().min(0).max(20_000),
          registrationMonths: z.number().int().min(1).max(12),
        }),
      ),
    }),
  })
  .superRefine((site, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

    const siteHost = httpUrl.safeParse(site.site_url).success ? new URL(site.site_url).hostname : null;
    if (siteHost !== null && !site.domains.includes(siteHost)) {
      issue(['site_url'], `host ${siteHost} is not one of the site's domains (${site.domains.join(', ') || 'none'})`);
    }

    if ((site.manufacturer === null) !== (site.manufacturer_id === null)) {
      issue(['manufacturer_id'], 'manufacturer and manufacturer_id are set together or not at all');
    }
    if (site.template === 'manufacturer' && site.manufacturer === null) {
      issue(['manufacturer'], 'a manufacturer-template site names its make');
    }
    // spec 1 §1: the group site is the one with tiles and statistics banners.
    if (site.template === 'group' && site.group_tiles.length === 0) {
      issue(['group_tiles'], 'a group site lists its car, motorcycle, truck and partner tiles');
    }
    if (site.filter_phone_by_car_type && Object.values(site.phone_by_car_type).every((p) => !p)) {
      issue(['phone_by_car_type'], 'filter_phone_by_car_type is on but no number per car type is set');
    }

    const dealerships = new Map(site.dealerships.map((d) => [d.id, d]));
    for (const i of uniqueBy(site.dealerships, (d) => d.id)) issue(['dealerships', i, 'id'], 'duplicate dealership id');
    for (const i of uniqueBy(site.dealerships, (d) => d.slug)) issue(['dealerships', i, 'slug'], 'duplicate dealership slug');
    for (const i of uniqueBy(site.locations, (l) => l.id)) issue(['locations', i, 'id'], 'duplicate location id');
    for (const i of uniqueBy(site.locations, (l) => l.slug)) issue(['locations', i, 'slug'], 'duplicate location slug');
    site.locations.forEach((l, i) => {
      const d = dealerships.get(l.dealership_id);
      if (!d) issue(['locations', i, 'dealership_id'], `no dealership ${l.dealership_id} on this site`);
      else if (d.slug !== l.dealership_slug) {
        issue(['locations', i, 'dealership_slug'], `dealership ${l.dealership_id} is "${d.slug}", not "${l.dealership_slug}"`);
      }
    });
    if (!site.locations.some((l) => l.primary)) issue(['locations'], 'one location must be primary');
    // issue 13: a booking form needs somewhere to book; the page's order and filter name the site's own locations.
    if (!site.locations.some((l) => l.visible && l.service))
      issue(['locations'], 'a site takes service bookings at one visible location at least (a location with service settings)');
    const locationSlugs = new Set(site.locations.map((l) => l.slug));
    site.locations_page.sort_order.forEach((s, i) => {
      if (!locationSlugs.has(s)) issue(['locations_page', 'sort_order', i], `no location "${s}" on this site`);
    });
    if (typeof site.locations_page.filter === 'number' && !site.locations.some((l) => l.id === site.locations_page.filter)) {
      issue(['locations_page', 'filter'], `no location ${site.locations_page.filter} on this site`);
    }
    site.service.disclaimer?.location_ids.forEach((id, i) => {
      if (!site.locations.some((l) => l.id === id)) issue(['service', 'disclaimer', 'location_ids', i], `no location ${id} on this site`);
    });
    // issue 11: a model page a content page would hide (config/dealer-sites/schemas/range.schema.ts).
    for (const collision of rangeContentCollisions(site)) issue(collision.path, collision.message);
  });

// ---------------------------------------------------------------------------
// Compile-time checks: the schema and the domain interface describe the same shape.

type Assignable<From, To> = [From] extends [To] ? true : false;
type Parsed = z.infer<typeof dealerSiteSchema>;

const parsedIsDealerSite: Assignable<Parsed, DealerSite> = true;
const dealerSiteIsParsed: Assignable<DealerSite, Parsed> = true;
// Part by part too, so a drift is reported where it happens.
const partsMatch: [
  Assignable<z.infer<typeof siteThemeSchema>, SiteTheme>,
  Assignable<SiteTheme, z.infer<typeof siteThemeSchema>>,
  Assignable<z.infer<typeof siteLocationSchema>, SiteLocation>,
  Assignable<SiteLocation, z.infer<typeof siteLocationSchema>>,
  Assignable<z.infer<typeof featureFlagsSchema>, FeatureFlags>,
  Assignable<FeatureFlags, z.infer<typeof featureFlagsSchema>>,
  Assignable<z.infer<typeof siteLabelsSchema>, SiteLabels>,
  Assignable<SiteLabels, z.infer<typeof siteLabelsSchema>>,
  Assignable<z.infer<typeof stockFilterSchema>, StockFilter>,
  Assignable<StockFilter, z.infer<typeof stockFilterSchema>>,
] = [true, true, true, true, true, true, true, true, true, true];
void parsedIsDealerSite;
void dealerSiteIsParsed;
void partsMatch;
