import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { LeadFormStep } from '../../../application/leads/lead-form.machine';
import { FIND_SIMILAR_LABEL } from '../../../domain/vehicle/availability';
import { LEAD_CATEGORIES, leadFormDefaults, type LeadCategory } from '../../../domain/leads/lead-defaults';
import type { LeadFormRules, LeadFormValues } from '../../../domain/leads/lead-validation';
import type { LeadFormCarInfo, LeadFormKind } from './lead-form-types';

/** spec 2 §2: the category select's options — the enquiry categories, General Enquiry first (Reserve Online has its own checkout). */
export const ENQUIRY_CATEGORY_OPTIONS: readonly LeadCategory[] = LEAD_CATEGORIES.filter((c) => c !== 'Reserve Online');

/** Each form's category (spec 2 §2; domain LEAD_CATEGORIES). */
export const CATEGORY_OF: Readonly<Record<LeadFormKind, LeadCategory>> = {
  enquiry: 'Vehicle Enquiry',
  'test-drive': 'Test Drive',
  'request-photos': 'Request Photos',
  finance: 'Finance Enquiry',
  'find-similar': FIND_SIMILAR_LABEL,
};

/** The site's locations a shopper can enquire at (sales, or unspecified, which means sales: spec 2 §3). */
export function enquiryLocations(site: PublicSite): PublicSite['locations'] {
  const sales = site.locations.filter((l) => l.location_type === 'sales' || l.location_type === '');
  return sales.length > 0 ? sales : site.locations;
}

/**
 * issue 13 /contact-us/{slug}: the location select's options with the page's location among them
 * — a service or parts location is not one a sales enquiry lists, but a shopper writing to it
 * from its own page should see it chosen.
 */
export function locationOptions(site: PublicSite, presetSlug?: string): PublicSite['locations'] {
  const listed = enquiryLocations(site);
  const preset = presetSlug ? site.locations.find((l) => l.slug === presetSlug) : undefined;
  return preset && !listed.includes(preset) ? [...listed, preset] : listed;
}

/** issue 13: the form's location and its dealership set to the page's location (none for an unknown slug). */
export function presetLocationValues(site: PublicSite, presetSlug?: string): Record<string, string> {
  const preset = presetSlug ? site.locations.find((l) => l.slug === presetSlug) : undefined;
  return preset ? { location: preset.slug, dealership_slug: preset.dealership_slug } : {};
}

/** Which selects a form without a car shows (spec 2 §5): a location select when there are several locations, else a dealership select when there are several dealerships. */
export function selectsShown(site: PublicSite, car: LeadFormCarInfo | undefined): { location: boolean; dealership: boolean } {
  if (car) return { location: false, dealership: false };
  const location = enquiryLocations(site).length > 1;
  return { location, dealership: !location && site.dealerships.length > 1 };
}

/** spec 2 §5 rules of one form on one site. */
export function rulesFor(
  site: PublicSite,
  car: LeadFormCarInfo | undefined,
  options: { messageRequired: boolean; categoryPresent: boolean; terms?: boolean },
): LeadFormRules {
  const shown = selectsShown(site, car);
  return {
    termsCheckbox: options.terms ?? site.features.termsCheckbox,
    messageRequired: options.messageRequired,
    categoryPresent: options.categoryPresent,
    locationShown: shown.location,
    dealershipCount: site.dealerships.length,
    dealershipSelectRemoved: !shown.dealership,
  };
}

/**
 * A form's starting values: spec 2 §2 lead defaults from the site and the car (dealership_slug,
 * manufacturer_slug, stock_number, Vehicle Make, Vehicle Model, car_type, car_id,
 * vehicle_status, opt_in unticked, message, subcategory), the category, and empty contact fields.
 */
export function initialValues(
  site: PublicSite,
  car: LeadFormCarInfo | undefined,
  options: { category: string; message?: string; subcategory?: string; extra?: Record<string, unknown> },
): LeadFormValues {
  const defaults = leadFormDefaults(site, car ? { ...car, year: car.year ?? 0 } : null, options.subcategory ? { subcategory: options.subcategory } : {});
  // Without a year the domain's sentence would read '0 Mazda …': the car's own name instead.
  const message = car && !car.year ? `Hi, I'm interested in the ${car.name} (stock number ${car.stocknum}). Is it still available?` : defaults.message;
  const shown = selectsShown(site, car);
  return {
    ...defaults,
    message: options.message ?? message,
    category: options.category,
    name: '',
    email: '',
    phone: '',
    ...(shown.location ? { location: '', dealership_slug: '' } : {}),
    ...(shown.dealership ? { dealership_slug: '' } : {}),
    ...(site.features.termsCheckbox ? { terms_conditions: false } : {}),
    ...options.extra,
  };
}

/** spec 2 §2 the multi-step enquiry: who, what, the valuation wizard's questions, then the terms. */
export const MULTI_STEP_ENQUIRY_STEPS: readonly LeadFormStep[] = [
  { id: 'contact', fields: ['name', 'email', 'phone'] },
  { id: 'enquiry', fields: ['category', 'location', 'dealership_slug', 'Rego', 'message'] },
  { id: 'valuation', fields: ['trade-in', 'PreferredContactMethod', 'finance'] },
  { id: 'confirm', fields: ['opt_in', 'terms_conditions'] },
];

export const STEP_LABELS: Readonly<Record<string, string>> = {
  contact: 'Your details',
  enquiry: 'Your enquiry',
  valuation: 'Trade-in & finance',
  confirm: 'Confirm',
};

/** spec 2 §2 valuation wizard: PreferredContactMethod options and finance Yes/No. */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export const FINANCE_ANSWERS = ['Yes', 'No'] as const;
