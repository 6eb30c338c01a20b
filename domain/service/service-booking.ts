/**
 * The service booking form's rules (issue 13; spec 2 §2 'Service booking', §3 'Service booking
 * fields', §4 'Service booking', §5 'Service booking', §8 'Minimal service form step
 * incomplete'): which steps a site's variant shows, what each step asks and refuses, and the
 * lead each step submits. Pure: the machine (application/service/service-booking.machine.ts)
 * and the form run these rules; nothing here does I/O.
 */
import type { Dealership, ServiceBookingSettings, ServiceOption } from '../dealer-site/dealer-site';
import { locationPhone } from '../dealer-site/phone';
import { contactErrors } from '../leads/contact-validation';
import { type FieldErrors, isBlank, REQUIRED_MESSAGE } from '../leads/field-errors';
import { formatTime12 } from '../locations/opening-hours';
import { INVALID_POSTCODE_MESSAGE } from '../locations/postcode';
import { SERVICE_CATEGORY, SERVICE_FIELDS, SERVICE_LEAD_COMPLETE, SERVICE_PAGE_TITLE } from './service-booking-fields';

/** spec 2 §8: leaving the minimal variant's Vehicle Details without make, model and year. */
export const STEP_INCOMPLETE_MESSAGE = 'Please complete the form step before proceeding';
/** Choice: the year's own message (spec 2 §5 gives none). */
export const YEAR_MESSAGE_PREFIX = 'Please enter a 4-digit year between';
/** Choice: a plate as Australian registries issue them: letters and digits, at most 9 (spaces and dashes allowed between). */
export const REGO_MESSAGE = 'Please enter a valid registration number (letters and numbers only)';
/** spec 2 §8 'Rego lookup no match', reused for the minimal variant's lookup. */
export const REGO_NOT_FOUND_MESSAGE = 'Unfortunately, we could not find a match for your registration number.';
/** Choice: what the shopper does next after a lookup found nothing (or could not run). */
export const ENTER_VEHICLE_MESSAGE = 'Please enter your vehicle\u2019s make, model and year below.';
/** Choice: the lookup could not answer (provider down, no connection). */
export const REGO_LOOKUP_UNAVAILABLE_MESSAGE = 'We could not look up your registration just now.';
/** Choice: a text field's limit (the lead pipeline takes 5,000 characters; a note this long is plenty). */
export const NOTE_MAX_LENGTH = 2_000;
export const NOTE_LENGTH_MESSAGE = `Please keep this to at most ${NOTE_MAX_LENGTH.toLocaleString('en-AU')} characters`;
/** Choice: free-text vehicle fields' limit. */
export const VEHICLE_TEXT_MAX_LENGTH = 60;
export const VEHICLE_TEXT_LENGTH_MESSAGE = `Please enter at most ${VEHICLE_TEXT_MAX_LENGTH} characters`;
/** Choice: the oldest year a workshop books (spec 2 §5 is silent). */
export const OLDEST_VEHICLE_YEAR = 1950;

/** spec 2 §3 'Vehicle State', spec 2 §2 address variant 'state': the eight states and territories. */
export const SERVICE_STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;

/** The form's own field names; each maps to a lead key of SERVICE_FIELDS (or name, email, phone). */
export type ServiceFormField =
  | 'name'
  | 'email'
  | 'phone'
  | 'street'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'rego'
  | 'regoState'
  | 'make'
  | 'model'
  | 'year'
  | 'dealership'
  | 'location'
  | 'interval'
  | 'serviceType'
  | 'option'
  | 'tyres'
  | 'repairNote'
  | 'comments'
  | 'date'
  | 'time';

/** What the shopper has entered: text ('' when empty), the tyres box, the option chosen ('' none). */
export interface ServiceFormValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly suburb: string;
  readonly state: string;
  readonly postcode: string;
  readonly rego: string;
  readonly regoState: string;
  readonly make: string;
  readonly model: string;
  readonly year: string;
  /** A dealership's slug (the minimal variant's select, spec 2 §5). */
  readonly dealership: string;
  /** A service location's slug. */
  readonly location: string;
  readonly interval: string;
  readonly serviceType: string;
  readonly option: ServiceOption | '';
  readonly tyres: boolean;
  readonly repairNote: string;
  readonly comments: string;
  /** 'YYYY-MM-DD', the location's calendar. */
  readonly date: string;
  /** 'HH:MM', the location's wall clock. */
  readonly time: string;
}

export const EMPTY_SERVICE_VALUES: ServiceFormValues = {
  name: '',
  email: '',
  phone: '',
  street: '',
  suburb: '',
  state: '',
  postcode: '',
  rego: '',
  regoState: '',
  make: '',
  model: '',
  year: '',
  dealership: '',
  location: '',
  interval: '',
  serviceType: '',
  option: '',
  tyres: false,
  repairNote: '',
  comments: '',
  date: '',
  time: '',
};

/** A location as the form needs it (PublicLocation has these). */
export interface ServiceFormLocation {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly dealership_slug: string;
  readonly takes_service_bookings: boolean;
  readonly primary?: boolean;
  readonly contact_detail?: { readonly phone: string; readonly landline_phone?: string | null | undefined };
}

/** What the rules read of the site. */
export interface ServiceBookingContext {
  readonly settings: ServiceBookingSettings;
  readonly locations: readonly ServiceFormLocation[];
  readonly dealerships: readonly Pick<Dealership, 'slug' | 'name'>[];
  /** The calendar year now (the year field takes up to next year's models). */
  readonly currentYear: number;
}

export type ServiceStepId = 'contact' | 'vehicle' | 'contact_vehicle' | 'order';

export interface ServiceStep {
  readonly id: ServiceStepId;
  /** spec 2 §2's step names. */
  readonly title: string;
  /** The fields the step shows (in form order); the minimal Vehicle Details lists make, model and year too (filled by the lookup or by hand). */
  readonly fields: readonly ServiceFormField[];
  /**
   * spec 2 §4 'Each step advances on submit': the step sends a lead. Choice: the minimal
   * variant's Vehicle Details does not — every lead needs a name, email and phone (the lead
   * pipeline refuses one without), and there are none yet — so its first lead goes after
   * Contact Details, carrying the vehicle too.
   */
  readonly submits: boolean;
}

export const STEP_TITLES: Readonly<Record<ServiceStepId, string>> = {
  contact: 'Contact Details',
  vehicle: 'Vehicle Details',
  // Choice: spec 2 §2 names no title for the two-step flavour's first step.
  contact_vehicle: 'Contact and Vehicle Details',
  order: 'Order Details',
};

const ADDRESS_FIELDS: readonly ServiceFormField[] = ['street', 'suburb', 'state', 'postcode'];
const VEHICLE_FIELDS: readonly ServiceFormField[] = ['make', 'model', 'year', 'rego', 'regoState'];
const MINIMAL_VEHICLE_FIELDS: readonly ServiceFormField[] = ['rego', 'regoState', 'make', 'model', 'year'];
const ORDER_FIELDS: readonly ServiceFormField[] = [
  'dealership',
  'location',
  'interval',
  'serviceType',
  'option',
  'tyres',
  'repairNote',
  'comments',
  'date',
  'time',
];

function contactFields(settings: ServiceBookingSettings): ServiceFormField[] {
  return ['name', 'email', 'phone', ...(settings.address_fields ? ADDRESS_FIELDS : [])];
}

/**
 * spec 2 §2: the steps of the site's variant — full: Contact Details → Vehicle Details → Order
 * Details; full two-step: Contact and Vehicle Details → Order Details; minimal: Vehicle Details
 * (rego only) → Contact Details → Order Details. Choice: `two_step` applies to the full variant
 * only (spec 2 §2 names it a flavour of the full form); the address fields join Contact Details.
 */
export function serviceSteps(settings: ServiceBookingSettings): readonly ServiceStep[] {
  const step = (id: ServiceStepId, fields: readonly ServiceFormField[], submits = true): ServiceStep => ({ id, title: STEP_TITLES[id], fields, submits });
  const order = step('order', ORDER_FIELDS);
  if (settings.variant === 'minimal') return [step('vehicle', MINIMAL_VEHICLE_FIELDS, false), step('contact', contactFields(settings)), order];
  if (settings.two_step) return [step('contact_vehicle', [...contactFields(settings), ...VEHICLE_FIELDS]), order];
  return [step('contact', contactFields(settings)), step('vehicle', VEHICLE_FIELDS), order];
}

/** The locations that take service bookings (a workshop with booking rules, issue 13). */
export function bookableLocations(context: Pick<ServiceBookingContext, 'locations'>): readonly ServiceFormLocation[] {
  return context.locations.filter((l) => l.takes_service_bookings);
}

/**
 * spec 2 §5 'Dealership select required in the minimal variant when more than one dealership
 * exists'. Choice: it lists the dealerships with a workshop that takes bookings (a dealership
 * without one cannot be booked), and is shown when more than one of those exists.
 */
export function serviceDealerships(context: Pick<ServiceBookingContext, 'locations' | 'dealerships'>): readonly Pick<Dealership, 'slug' | 'name'>[] {
  const withWorkshop = new Set(bookableLocations(context).map((l) => l.dealership_slug));
  return context.dealerships.filter((d) => withWorkshop.has(d.slug));
}

export function showsDealershipSelect(context: ServiceBookingContext): boolean {
  return context.settings.variant === 'minimal' && serviceDealerships(context).length > 1;
}

/** The locations the location select offers: the chosen dealership's (minimal variant with a dealership chosen), else every bookable one. */
export function locationChoices(context: ServiceBookingContext, values: Pick<ServiceFormValues, 'dealership'>): readonly ServiceFormLocation[] {
  const all = bookableLocations(context);
  if (!showsDealershipSelect(context)) return all;
  return values.dealership === '' ? [] : all.filter((l) => l.dealership_slug === values.dealership);
}

/**
 * issue 13 brief: the location is required when the site has more than one service location.
 * Choice: where a dealership select narrows them (minimal variant), the location select shows
 * only when the chosen dealership has more than one; with one, it is implied.
 */
export function showsLocationSelect(context: ServiceBookingContext, values: Pick<ServiceFormValues, 'dealership'>): boolean {
  if (showsDealershipSelect(context)) return locationChoices(context, values).length > 1;
  return bookableLocations(context).length > 1;
}

/** The option's words as the form and the lead show them. */
export const SERVICE_OPTION_LABELS: Readonly<Record<ServiceOption, string>> = {
  wait_on_site: 'I will wait on site',
  courtesy_car: 'Courtesy car',
  pick_up_delivery: 'Pick-up and delivery',
};

/** spec 2 §2: the free-ride copy of the one dealership that offers it; null where the site has none. */
export function freeRideText(settings: Pick<ServiceBookingSettings, 'free_ride'>): string | null {
  const ride = settings.free_ride;
  if (!ride) return null;
  return `Free Uber ride home and back within ${ride.radius_km} km for routine servicing (excludes the complimentary ${ride.excluded_interval} service).`;
}

/** spec 2 §2 'A disclaimer appears for certain location ids': the text for a booking at this location, else null. */
export function serviceDisclaimer(
  settings: Pick<ServiceBookingSettings, 'disclaimer'>,
  location: Pick<ServiceFormLocation, 'id'> | null | undefined,
): string | null {
  const disclaimer = settings.disclaimer;
  if (!disclaimer || !location) return null;
  return disclaimer.location_ids.includes(location.id) ? disclaimer.text : null;
}

/** spec 2 §2 'Default title: Book Your Service at {dealer name}', unless the site names its own. */
export function serviceFormTitle(settings: Pick<ServiceBookingSettings, 'title'>, dealerName: string): string {
  const own = settings.title?.trim();
  return own ? own : `Book Your Service at ${dealerName}`;
}

/** The location a value names, among the site's bookable ones. */
export function locationOf(context: Pick<ServiceBookingContext, 'locations'>, slug: string): ServiceFormLocation | null {
  return bookableLocations(context).find((l) => l.slug === slug) ?? null;
}

/**
 * The values after the shopper changes one field: a location brings its dealership along and
 * drops the time (another workshop's times differ); a dealership keeps the location only when
 * it is that dealership's, else takes its only workshop, and likewise drops the time.
 */
export function withServiceChange(values: ServiceFormValues, field: ServiceFormField, value: unknown, context: ServiceBookingContext): ServiceFormValues {
  const next = { ...values, [field]: normalised(field, value) } as ServiceFormValues;
  if (field === 'location') {
    const location = locationOf(context, next.location);
    return { ...next, dealership: location?.dealership_slug ?? next.dealership, time: next.location === values.location ? next.time : '' };
  }
  if (field === 'dealership' && next.dealership !== values.dealership) {
    const choices = locationChoices(context, next);
    const keep = choices.some((l) => l.slug === values.location);
    const only = choices.length === 1 ? (choices[0]?.slug ?? '') : '';
    const location = keep ? values.location : only;
    return { ...next, location, time: location === values.location ? values.time : '' };
  }
  return next;
}

function normalised(field: ServiceFormField, value: unknown): unknown {
  if (field === 'tyres') return value === true;
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value);
  if (field === 'rego') return value.toUpperCase();
  if (field === 'postcode' || field === 'year') return value.replace(/\D/g, '').slice(0, 4);
  return value;
}

/**
 * The slot the shopper picked (the slot picker): date and time, and the location when the picker
 * moved the booking to another workshop ('next free at another location').
 */
export function withServiceSlot(
  values: ServiceFormValues,
  slot: { date: string | null; time: string | null; locationSlug?: string | undefined },
  context: ServiceBookingContext,
): ServiceFormValues {
  let next = values;
  if (slot.locationSlug !== undefined && slot.locationSlug !== values.location) {
    const location = locationOf(context, slot.locationSlug);
    if (location) next = { ...next, location: location.slug, dealership: location.dealership_slug };
  }
  return { ...next, date: slot.date ?? '', time: slot.time ?? '' };
}

/** A year of 4 digits from 1950 to next year (next year's models are sold from mid-year). */
export function yearError(year: string, currentYear: number): string | null {
  const text = year.trim();
  const newest = currentYear + 1;
  const ok = /^\d{4}$/.test(text) && Number(text) >= OLDEST_VEHICLE_YEAR && Number(text) <= newest;
  return ok ? null : `${YEAR_MESSAGE_PREFIX} ${OLDEST_VEHICLE_YEAR} and ${newest}`;
}

/** A plate: letters and digits, 1 to 9 of them, with optional spaces or dashes between. */
export function regoError(rego: string): string | null {
  const plate = rego.replace(/[\s-]+/g, '');
  return /^[A-Za-z0-9]{1,9}$/.test(plate) ? null : REGO_MESSAGE;
}

/** The make, model and year the minimal variant needs before it leaves Vehicle Details (spec 2 §5). */
export function vehicleErrors(values: Pick<ServiceFormValues, 'make' | 'model' | 'year'>, currentYear: number): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of ['make', 'model'] as const) {
    if (isBlank(values[field])) errors[field] = REQUIRED_MESSAGE;
    else if (values[field].trim().length > VEHICLE_TEXT_MAX_LENGTH) errors[field] = VEHICLE_TEXT_LENGTH_MESSAGE;
  }
  if (isBlank(values.year)) errors.year = REQUIRED_MESSAGE;
  else {
    const year = yearError(values.year, currentYear);
    if (year) errors.year = year;
  }
  return errors;
}

/** The rego and state a lookup needs (spec 2 §5 '* This field is required', as the trade-in's Step One). */
export function regoLookupErrors(values: Pick<ServiceFormValues, 'rego' | 'regoState'>): FieldErrors {
  const errors: Record<string, string> = {};
  if (isBlank(values.rego)) errors.rego = REQUIRED_MESSAGE;
  else {
    const rego = regoError(values.rego);
    if (rego) errors.rego = rego;
  }
  if (!(SERVICE_STATES as readonly string[]).includes(values.regoState)) errors.regoState = REQUIRED_MESSAGE;
  return errors;
}

function addressErrors(values: ServiceFormValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (isBlank(values.street)) errors.street = REQUIRED_MESSAGE;
  if (isBlank(values.suburb)) errors.suburb = REQUIRED_MESSAGE;
  if (!(SERVICE_STATES as readonly string[]).includes(values.state)) errors.state = REQUIRED_MESSAGE;
  // spec 2 §5 'Postcode': exactly 4 digits, the spec's one message (domain/locations Postcode).
  if (!/^\d{4}$/.test(values.postcode.trim())) errors.postcode = INVALID_POSTCODE_MESSAGE;
  return errors;
}

/**
 * Every rule of spec 2 §5 'Service booking' and the brief, field → message:
 *  - name, email, phone: the shared contact piece (domain/leads/contact-validation);
 *  - street, suburb, state, postcode: required in the address variant (postcode 4 digits);
 *  - make, model, year: required (choice for the full variant: a workshop plans the job by them;
 *    spec 2 §5 requires them in the minimal variant); year 4 digits, 1950 to next year;
 *  - rego optional in the full variant (spec 2 §5 enquiry 'Rego is optional'), a plate when given;
 *    in the minimal variant a lookup needs it, but make, model and year entered by hand suffice;
 *  - dealership: required in the minimal variant with more than one dealership (spec 2 §5);
 *  - location: required when more than one is offered;
 *  - Service Interval: required when the site says so (interval_required); Service Type: when offered;
 *  - date and time: required (a booking books a drop-off time);
 *  - comments, repair note, tyres, option: optional (spec 2 §5), notes at most 2,000 characters.
 */
export function serviceFieldErrors(values: ServiceFormValues, context: ServiceBookingContext): FieldErrors {
  const { settings } = context;
  const errors: Record<string, string> = { ...contactErrors(values) };
  if (settings.address_fields) Object.assign(errors, addressErrors(values));
  Object.assign(errors, vehicleErrors(values, context.currentYear));
  if (!isBlank(values.rego)) {
    const rego = regoError(values.rego);
    if (rego) errors.rego = rego;
  }
  if (showsDealershipSelect(context) && !serviceDealerships(context).some((d) => d.slug === values.dealership)) errors.dealership = REQUIRED_MESSAGE;
  // A booking is at one workshop: required whether chosen or preset; while no dealership is chosen the dealership select carries the error.
  if (!errors.dealership && !locationChoices(context, values).some((l) => l.slug === values.location)) errors.location = REQUIRED_MESSAGE;
  if (settings.interval_required && isBlank(values.interval)) errors.interval = REQUIRED_MESSAGE;
  if (!isBlank(values.interval) && settings.intervals.length > 0 && !settings.intervals.includes(values.interval)) errors.interval = REQUIRED_MESSAGE;
  if (settings.service_types.length > 0 && !settings.service_types.includes(values.serviceType)) errors.serviceType = REQUIRED_MESSAGE;
  if (values.option !== '' && !settings.options.includes(values.option)) errors.option = REQUIRED_MESSAGE;
  if (values.repairNote.trim().length > NOTE_MAX_LENGTH) errors.repairNote = NOTE_LENGTH_MESSAGE;
  if (values.comments.trim().length > NOTE_MAX_LENGTH) errors.comments = NOTE_LENGTH_MESSAGE;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = REQUIRED_MESSAGE;
  if (!/^\d{2}:\d{2}$/.test(values.time)) errors.time = REQUIRED_MESSAGE;
  return errors;
}

/** The errors of the fields one step shows, in that step's order. */
export function serviceStepErrors(values: ServiceFormValues, step: ServiceStep, context: ServiceBookingContext): FieldErrors {
  const all = serviceFieldErrors(values, context);
  const errors: Record<string, string> = {};
  for (const field of step.fields) {
    const message = all[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * spec 2 §4, §5, §8: may the shopper leave this step? The minimal variant's Vehicle Details
 * needs make, model and year (else the form-level STEP_INCOMPLETE_MESSAGE); every other step
 * needs its fields valid.
 */
export function stepIsComplete(values: ServiceFormValues, step: ServiceStep, context: ServiceBookingContext): boolean {
  return Object.keys(serviceStepErrors(values, step, context)).length === 0;
}

/** The first step showing one of these fields (a refusal from the server sends the shopper back there). */
export function firstStepWith(steps: readonly ServiceStep[], fields: readonly string[]): number {
  return steps.findIndex((s) => s.fields.some((f) => fields.includes(f)));
}

/** A value of a lead's form field (the lead pipeline takes text, numbers, yes/no, null and short lists). */
export type ServiceLeadValue = string | number | boolean | null | readonly string[];

/** What the lead needs besides the values: the site and the lead the booking already made. */
export interface ServiceLeadContext extends ServiceBookingContext {
  /** spec 2 §4: the lead id of the booking's first submission, attached to every later one. */
  readonly leadId: string | null;
}

/**
 * The dealership the lead goes to: the one chosen, else the chosen location's, else the primary
 * location's, else the site's first (spec 2 §3 dealership_slug).
 */
export function serviceDealershipSlug(
  values: Pick<ServiceFormValues, 'dealership' | 'location'>,
  context: Pick<ServiceBookingContext, 'locations' | 'dealerships'>,
): string {
  if (values.dealership !== '' && context.dealerships.some((d) => d.slug === values.dealership)) return values.dealership;
  const location = locationOf(context, values.location);
  if (location) return location.dealership_slug;
  const primary = context.locations.find((l) => l.primary) ?? context.locations[0];
  return primary?.dealership_slug ?? context.dealerships[0]?.slug ?? '';
}

/**
 * spec 2 §3, §4: the `user` of the lead a step submits (POST /api/leads), keyed as spec 2 §3
 * names the service booking fields (SERVICE_FIELDS):
 *  - category 'Service Booking', PageTitle 'Service';
 *  - subcategory: the step reached, numbered as the shopper sees it — '1. Contact Details',
 *    '2. Vehicle Details', '3. Order Details' (choice, as the trade-in's '3. Offer Accepted');
 *  - every value entered so far, blanks left out (choice: each submission carries the whole
 *    booking as it stands, so the dealer's latest copy is complete even if the shopper leaves);
 *  - dealership_slug (serviceDealershipSlug) and location;
 *  - lead_id on every submission after the first (spec 2 §4);
 *  - the last step: lead_status 'Complete' and form_completed true; earlier ones form_completed
 *    false (choice: an abandoned booking is a lead the dealer can tell apart and call);
 *  - Tyres Replacement and the option only from Order Details on (before, the shopper has not seen them);
 *  - the preferred date and time only with the last step (choice): the server holds the slot a
 *    lead names, and a booking holds its time once, when it is complete — an earlier step sent
 *    again after BACK must not hold it first.
 */
export function serviceLeadUser(
  values: ServiceFormValues,
  stepIndex: number,
  steps: readonly ServiceStep[],
  context: ServiceLeadContext,
): Record<string, ServiceLeadValue> {
  const step = steps[stepIndex];
  const last = stepIndex >= steps.length - 1;
  const reachedOrder = steps.slice(0, stepIndex + 1).some((s) => s.id === 'order');
  const location = locationOf(context, values.location);
  const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
  const fields: Record<string, ServiceLeadValue | undefined> = {
    category: SERVICE_CATEGORY,
    PageTitle: SERVICE_PAGE_TITLE,
    subcategory: step ? `${stepIndex + 1}. ${step.title}` : undefined,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    [SERVICE_FIELDS.street]: context.settings.address_fields ? text(values.street) : undefined,
    [SERVICE_FIELDS.suburb]: context.settings.address_fields ? text(values.suburb) : undefined,
    [SERVICE_FIELDS.state]: context.settings.address_fields ? text(values.state) : undefined,
    [SERVICE_FIELDS.postcode]: context.settings.address_fields ? text(values.postcode) : undefined,
    [SERVICE_FIELDS.make]: text(values.make),
    [SERVICE_FIELDS.model]: text(values.model),
    [SERVICE_FIELDS.year]: text(values.year),
    [SERVICE_FIELDS.rego]: text(values.rego.replace(/[\s-]+/g, '').toUpperCase()),
    [SERVICE_FIELDS.regoState]: text(values.rego) ? text(values.regoState) : undefined,
    [SERVICE_FIELDS.dealership]: serviceDealershipSlug(values, context),
    [SERVICE_FIELDS.location]: location?.slug,
    [SERVICE_FIELDS.interval]: text(values.interval),
    [SERVICE_FIELDS.serviceType]: text(values.serviceType),
    [SERVICE_FIELDS.options]: reachedOrder && values.option !== '' ? SERVICE_OPTION_LABELS[values.option] : undefined,
    [SERVICE_FIELDS.tyres]: reachedOrder ? values.tyres : undefined,
    [SERVICE_FIELDS.repairNote]: text(values.repairNote),
    [SERVICE_FIELDS.comments]: text(values.comments),
    [SERVICE_FIELDS.date]: last ? text(values.date) : undefined,
    [SERVICE_FIELDS.time]: last ? text(values.time) : undefined,
    lead_id: context.leadId ?? undefined,
    form_completed: last,
    lead_status: last ? SERVICE_LEAD_COMPLETE : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, ServiceLeadValue] => entry[1] !== undefined && entry[1] !== ''));
}

const LEAD_KEY_TO_FIELD: Readonly<Record<string, ServiceFormField>> = Object.fromEntries(
  (Object.entries(SERVICE_FIELDS) as [string, string][])
    .map(([field, key]): [string, ServiceFormField] => [key, (field === 'options' ? 'option' : field) as ServiceFormField])
    .concat([
      ['name', 'name'],
      ['email', 'email'],
      ['phone', 'phone'],
      ['test_drive_time', 'time'],
    ]),
);

/**
 * A server field path ('user.Vehicle Make', 'user.email') as the form's field ('make', 'email');
 * null for a field the form does not show (its message goes on the form instead).
 */
export function serviceFieldOfLeadPath(path: string): ServiceFormField | null {
  return LEAD_KEY_TO_FIELD[path.replace(/^user\./, '')] ?? null;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** '2025-12-02' → 'Tuesday 2 December 2025' (a calendar date: no time zone involved). */
export function serviceDateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCMonth() !== m - 1) return date;
  return `${WEEKDAYS[day.getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** The booking as the confirmation reads it (spec 2 §9: 12-hour times). */
export interface ServiceBookingSummary {
  readonly locationName: string;
  /** The workshop's own number (blank when it lists none): the one to call about the booking. */
  readonly locationPhone: string;
  readonly date: string;
  readonly time: string;
  readonly dateLabel: string;
  readonly timeLabel: string;
}

export function serviceBookingSummary(
  values: Pick<ServiceFormValues, 'location' | 'date' | 'time'>,
  context: Pick<ServiceBookingContext, 'locations'>,
): ServiceBookingSummary {
  const location = locationOf(context, values.location);
  return {
    locationName: location?.name ?? '',
    locationPhone: location?.contact_detail ? locationPhone({ contact_detail: location.contact_detail }) : '',
    date: values.date,
    time: values.time,
    dateLabel: serviceDateLabel(values.date),
    timeLabel: values.time === '' ? '' : formatTime12(values.time),
  };
}

/** 'Tuesday 2 December 2025 at 8:30am, Harbour Motors Service Centre'. */
export function serviceBookingLine(summary: ServiceBookingSummary): string {
  const when = [summary.dateLabel, summary.timeLabel].filter((s) => s !== '').join(' at ');
  return [when, summary.locationName].filter((s) => s !== '').join(', ');
}

/**
 * The values a form starts with: the site's default state for the plate, the location passed in
 * (a location page's link) or the only workshop, with its dealership.
 */
export function initialServiceValues(
  context: ServiceBookingContext,
  preset: { defaultState?: string | null; locationSlug?: string | null; values?: Partial<ServiceFormValues> } = {},
): ServiceFormValues {
  const bookable = bookableLocations(context);
  const chosen = (preset.locationSlug ? locationOf(context, preset.locationSlug) : null) ?? (bookable.length === 1 ? bookable[0] : null) ?? null;
  const dealerships = serviceDealerships(context);
  const dealership = chosen?.dealership_slug ?? (dealerships.length === 1 ? (dealerships[0]?.slug ?? '') : '');
  const state = preset.defaultState && (SERVICE_STATES as readonly string[]).includes(preset.defaultState) ? preset.defaultState : '';
  return {
    ...EMPTY_SERVICE_VALUES,
    regoState: state,
    state,
    dealership,
    location: chosen?.slug ?? '',
    ...preset.values,
  };
}
