import * as E from 'fp-ts/lib/Either.js';
import type { DealerSite, SiteLocation } from '../../domain/dealer-site/dealer-site';
import type { StoredLead } from '../../domain/leads/lead';
import { updatedLeadId } from '../../domain/leads/lead-delivery';
import { AustralianMobile } from '../../domain/leads/sms';
import { isoWithOffset, timeZoneOfState, zonedInstant } from '../../domain/locations/time-zone';
import { SERVICE_FIELDS } from '../../domain/service/service-booking-fields';
import type { Car } from '../../domain/vehicle/car';

/**
 * ADF 1.0 (Auto-lead Data Format, issue 16): the XML document dealer CRMs import a lead from.
 * Elements follow the DTD's order exactly (adapters/notifications/adf-1.0.dtd, a copy of the
 * published DTD); the tests validate every lead category's document against it with xmllint.
 */

/** What the document says of the car a lead is about, when the caller found it in the inventory. */
export type AdfCar = Pick<Car, 'year' | 'make' | 'model' | 'stocknum' | 'car_type'> &
  Partial<Pick<Car, 'vin' | 'badge' | 'doors' | 'simple_body' | 'simple_transmission' | 'trans' | 'km' | 'price'>>;

export interface AdfOptions {
  /** The car of `submission.car_id`, as the inventory holds it; absent: what the lead's own fields say of it. */
  readonly car?: AdfCar | null;
}

// XML 1.0 §2.2: characters a document may not hold at all (C0 controls but tab, LF and CR; U+FFFE/U+FFFF; lone surrogates).
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data or an attribute value: the five special characters escaped, characters XML forbids dropped. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

type Attributes = Readonly<Record<string, string | undefined>>;

/** One element; `null` content is an element left out (each optional element of the DTD). */
function el(name: string, attributes: Attributes, content: string): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${xmlText(v)}"`)
    .join('');
  return `<${name}${attrs}>${content}</${name}>`;
}

/** A text element, or nothing when the text is blank (for the DTD's optional elements). */
function optional(name: string, text: string, attributes: Attributes = {}): string {
  return text === '' ? '' : el(name, attributes, xmlText(text));
}

/** A form field as text: strings trimmed, numbers as written, anything else blank. */
function field(user: Readonly<Record<string, unknown>>, ...names: string[]): string {
  for (const name of names) {
    const value = user[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

/** A whole number of kilometres or dollars from a field, or null. */
function amount(value: string): number | null {
  const n = Number(value.replace(/[$,\s]/g, ''));
  return value !== '' && Number.isFinite(n) && n > 0 ? Math.round(n) : null;
}

type LeadKind = 'trade-in' | 'service' | 'test-drive' | 'buy';

/** The lead's kind by its category (domain LEAD_CATEGORIES, plus checkout's 'Online Purchase' and 'Finance Application': buy). */
function kindOf(category: string): LeadKind {
  const c = category.trim().toLowerCase();
  if (c.includes('trade-in') || c.includes('trade in')) return 'trade-in';
  if (c.includes('service')) return 'service';
  if (c.includes('test drive') || c.includes('test-drive')) return 'test-drive';
  return 'buy';
}

// ---------- dates ----------

/**
 * A wall-clock date and time at the dealership as ISO 8601 with its offset ('2026-03-07T10:00:00+11:00');
 * the date alone ('2026-03-07') without a time; '' when the date is not YYYY-MM-DD.
 */
function localIso(date: string, time: string, timeZone: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!d) return '';
  const t = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!t) return date;
  const instant = zonedInstant(date, Number(t[1]) * 60 + Number(t[2]), timeZone);
  return isoWithOffset(new Date(instant), timeZone);
}

// ---------- vehicles ----------

interface VehicleParts {
  readonly interest?: 'buy' | 'test-drive' | 'trade-in';
  readonly status?: 'new' | 'used';
  readonly year: string;
  readonly make: string;
  readonly model: string;
  readonly vin?: string;
  readonly stock?: string;
  readonly trim?: string;
  readonly doors?: string;
  readonly bodystyle?: string;
  readonly transmission?: string;
  readonly odometerKm?: number | null;
  readonly condition?: string;
  readonly price?: { readonly type: 'asking' | 'appraisal'; readonly amount: number } | null;
  readonly pricecomments?: string;
  readonly comments?: string;
}

/**
 * DTD: vehicle (id*, year, make, model, vin?, stock?, trim?, doors?, bodystyle?, transmission?,
 * odometer?, condition?, colorcombination*, imagetag?, price?, pricecomments?, option*, finance?, comments?).
 * year, make and model are required: an unknown one is written empty (#PCDATA may be empty).
 */
function vehicle(v: VehicleParts): string {
  const children = [
    el('year', {}, xmlText(v.year)),
    el('make', {}, xmlText(v.make)),
    el('model', {}, xmlText(v.model)),
    optional('vin', v.vin ?? ''),
    optional('stock', v.stock ?? ''),
    optional('trim', v.trim ?? ''),
    optional('doors', v.doors ?? ''),
    optional('bodystyle', v.bodystyle ?? ''),
    optional('transmission', v.transmission ?? ''),
    v.odometerKm != null ? el('odometer', { units: 'km' }, String(v.odometerKm)) : '',
    optional('condition', v.condition ?? ''),
    v.price ? el('price', { type: v.price.type, currency: 'AUD' }, String(v.price.amount)) : '',
    optional('pricecomments', v.pricecomments ?? ''),
    optional('comments', v.comments ?? ''),
  ];
  return el('vehicle', { interest: v.interest, status: v.status }, children.join(''));
}

/** spec 1 §3 car_type: a new car is 'new'; demo and used cars have been registered, so 'used'. */
const statusOf = (carType: string): 'new' | 'used' => (carType.trim().toLowerCase() === 'new' ? 'new' : 'used');

/** The car the lead is about, from the inventory when the caller found it, else from the lead form's hidden fields (spec 2 §2 lead defaults). */
function carOfInterest(lead: StoredLead, interest: 'buy' | 'test-drive', car: AdfCar | null | undefined, comments: string): string | null {
  const user = lead.submission.user;
  if (car) {
    return vehicle({
      interest,
      status: statusOf(car.car_type),
      year: String(car.year),
      make: car.make,
      model: car.model,
      vin: car.vin ?? '',
      stock: car.stocknum,
      trim: car.badge ?? '',
      doors: car.doors != null ? String(car.doors) : '',
      bodystyle: car.simple_body ?? '',
      transmission: car.simple_transmission ?? car.trans ?? '',
      odometerKm: car.km ?? null,
      price: car.price != null && car.price > 0 ? { type: 'asking', amount: car.price } : null,
      comments,
    });
  }
  const make = field(user, 'Vehicle Make');
  const model = field(user, 'Vehicle Model');
  const stock = field(user, 'stock_number');
  if (make === '' && model === '' && stock === '' && lead.submission.car_id === undefined) return null;
  const carType = field(user, 'car_type');
  return vehicle({
    interest,
    ...(carType ? { status: statusOf(carType) } : {}),
    year: field(user, 'Vehicle Year'),
    make,
    model,
    stock,
    comments: [lead.submission.car_id !== undefined ? `Caryard car id ${lead.submission.car_id}` : '', comments].filter(Boolean).join('. '),
  });
}

/** spec 2 §3 'Trade-in lead fields': the shopper's own car, with the odometer and the instant offer as the appraisal. */
function tradeInVehicle(lead: StoredLead): string {
  const user = lead.submission.user;
  const rego = field(user, 'Rego', 'rego');
  const regoState = field(user, 'regoState');
  const offer = amount(field(user, 'final_price', 'offer_price'));
  const validUntil = field(user, 'offer_valid_until');
  const adjustments = Array.isArray(user.adjustments) ? user.adjustments.filter((a): a is string => typeof a === 'string') : [];
  const notes = [
    rego ? `Rego ${rego}${regoState ? ` (${regoState})` : ''}` : '',
    field(user, 'service_history') ? `Service history: ${field(user, 'service_history')}` : '',
    field(user, 'number_of_keys') ? `Keys: ${field(user, 'number_of_keys')}` : '',
    field(user, 'trade_towards') ? `Trading towards: ${field(user, 'trade_towards')}` : '',
  ];
  return vehicle({
    interest: 'trade-in',
    status: 'used',
    year: field(user, 'Year'),
    make: field(user, 'Make'),
    model: field(user, 'Model'),
    vin: field(user, 'VIN'),
    trim: [field(user, 'Series'), field(user, 'Variant')].filter(Boolean).join(' '),
    transmission: field(user, 'Transmission'),
    odometerKm: amount(field(user, 'odometer', 'Kms')),
    condition: field(user, 'car_condition'),
    price: offer !== null ? { type: 'appraisal', amount: offer } : null,
    pricecomments: [validUntil ? `Instant offer valid until ${validUntil}` : '', ...adjustments].filter(Boolean).join('; '),
    comments: notes.filter(Boolean).join('. '),
  });
}

/**
 * spec 2 §3 'Service booking fields': the shopper's own car, to be serviced. ADF 1.0 has no
 * 'service' interest, so the element carries none (choice: not 'buy' nor 'sell', which would
 * mislead the CRM) and says what it is in its comments; the rego, which ADF has no element for,
 * goes there too.
 */
function serviceVehicle(lead: StoredLead): string {
  const user = lead.submission.user;
  const rego = field(user, SERVICE_FIELDS.rego);
  const regoState = field(user, SERVICE_FIELDS.regoState);
  return vehicle({
    status: 'used',
    year: field(user, SERVICE_FIELDS.year),
    make: field(user, SERVICE_FIELDS.make),
    model: field(user, SERVICE_FIELDS.model),
    comments: ["The customer's own vehicle, booked in for a service", rego ? `Rego ${rego}${regoState ? ` (${regoState})` : ''}` : '']
      .filter(Boolean)
      .join('. '),
  });
}

/**
 * The vehicles of a prospect (DTD: vehicle+), the car of interest first:
 *  - buy (enquiry, photos, finance, find similar, reserve, online purchase) or test-drive: the car;
 *  - trade-in: the car it trades towards when there is one, then the shopper's car (interest trade-in);
 *  - service: the shopper's car;
 *  - a lead about no car (a general enquiry from the contact page): one vehicle with empty
 *    year, make and model and a comment saying so. Choice: ADF requires a vehicle, and an empty
 *    one is valid and tells the CRM the truth, where a made-up car would not.
 */
function vehicles(lead: StoredLead, kind: LeadKind, car: AdfCar | null | undefined): string {
  const category = field(lead.submission.user, 'category');
  if (kind === 'service') return serviceVehicle(lead);
  if (kind === 'trade-in') return (carOfInterest(lead, 'buy', car, 'The car the trade-in goes towards') ?? '') + tradeInVehicle(lead);
  const similar = category.toLowerCase().includes('similar') ? 'The customer asks for a car like this one' : '';
  return (
    carOfInterest(lead, kind === 'test-drive' ? 'test-drive' : 'buy', car, similar) ??
    vehicle({ year: '', make: '', model: '', comments: `No particular vehicle: ${category || 'General Enquiry'}` })
  );
}

// ---------- customer ----------

/**
 * The customer's name by part: name and last_name (the trade-in form asks for both) as first
 * and last; a name alone split at its last space (first names before, last name after); a
 * single word as the full name.
 */
function nameParts(user: Readonly<Record<string, unknown>>): string[] {
  const name = field(user, 'name').replace(/\s+/g, ' ');
  const last = field(user, 'last_name');
  if (last !== '') return [el('name', { part: 'first' }, xmlText(name)), el('name', { part: 'last' }, xmlText(last))];
  const space = name.lastIndexOf(' ');
  if (space < 0) return [el('name', { part: 'full' }, xmlText(name))];
  return [el('name', { part: 'first' }, xmlText(name.slice(0, space))), el('name', { part: 'last' }, xmlText(name.slice(space + 1)))];
}

/** DTD: contact (name+, ((email, phone*) | phone+), address?); an email is written, empty if need be, when there is no phone. */
function contact(names: string[], email: string, phones: string[], address: string): string {
  const reach = email !== '' || phones.length === 0 ? [el('email', {}, xmlText(email)), ...phones] : phones;
  return el('contact', {}, [...names, ...reach, address].join(''));
}

function phoneOf(phone: string): string {
  if (phone === '') return '';
  return el('phone', { type: E.isRight(AustralianMobile.parse(phone)) ? 'cellphone' : 'voice' }, xmlText(phone));
}

/** DTD: address (street+, apartment?, city?, regioncode?, postalcode?, country?); none without a street. */
function address(type: 'home' | 'work', street: string, city: string, state: string, postcode: string): string {
  if (street === '') return '';
  return el(
    'address',
    { type },
    [
      el('street', { line: '1' }, xmlText(street)),
      optional('city', city),
      optional('regioncode', state),
      optional('postalcode', postcode),
      el('country', {}, 'AU'),
    ].join(''),
  );
}

/** DTD: timeframe (description, earliestdate?, latestdate?): the test drive or service drop-off the shopper booked. */
function timeframe(lead: StoredLead, kind: LeadKind, timeZone: string): string {
  const user = lead.submission.user;
  const [description, date, time] =
    kind === 'test-drive'
      ? ['Test drive', field(user, 'test_drive_date'), field(user, 'test_drive_time')]
      : kind === 'service'
        ? ['Service drop-off', field(user, SERVICE_FIELDS.date), field(user, SERVICE_FIELDS.time)]
        : ['', '', ''];
  const earliest = localIso(date, time, timeZone);
  if (earliest === '') return '';
  return el(
    'timeframe',
    {},
    el('description', {}, xmlText(`${description} booked for ${date}${time ? ` at ${time}` : ''}`)) + el('earliestdate', {}, xmlText(earliest)),
  );
}

/** The service booking's details the dealer needs beside the date (spec 2 §3). */
const SERVICE_DETAILS = [SERVICE_FIELDS.serviceType, SERVICE_FIELDS.interval, SERVICE_FIELDS.options, SERVICE_FIELDS.repairNote, SERVICE_FIELDS.tyres] as const;

function customerComments(lead: StoredLead, kind: LeadKind): string {
  const user = lead.submission.user;
  const lines: string[] = [];
  const updated = updatedLeadId(user);
  if (updated !== null) lines.push(`Update of lead ${updated}${field(user, 'subcategory') ? ` (${field(user, 'subcategory')})` : ''}`);
  const category = field(user, 'category');
  if (category) lines.push(`Category: ${category}`);
  const message = field(user, 'message', 'comments', SERVICE_FIELDS.comments);
  if (message) lines.push(message);
  if (kind === 'service') {
    for (const name of SERVICE_DETAILS) {
      const value = user[name];
      const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : field(user, name);
      if (text) lines.push(`${name}: ${text}`);
    }
  }
  return lines.join('\n');
}

/** DTD: customer (contact, id*, timeframe?, comments?). */
function customer(lead: StoredLead, kind: LeadKind, timeZone: string): string {
  const user = lead.submission.user;
  const home = address(
    'home',
    field(user, SERVICE_FIELDS.street),
    field(user, SERVICE_FIELDS.suburb),
    field(user, SERVICE_FIELDS.state),
    field(user, SERVICE_FIELDS.postcode),
  );
  const phone = phoneOf(field(user, 'phone'));
  return el(
    'customer',
    {},
    [
      contact(nameParts(user), field(user, 'email'), phone ? [phone] : [], home),
      timeframe(lead, kind, timeZone),
      optional('comments', customerComments(lead, kind)),
    ].join(''),
  );
}

// ---------- vendor, provider ----------

/**
 * The location the lead is for: the one it names (a service booking, an enquiry's location
 * select), else one of its dealership's (the car's, spec 2 §3 dealership_slug) — the workshop
 * for a service lead, the sales yard otherwise — else the site's primary location.
 */
function vendorLocation(lead: StoredLead, site: DealerSite, kind: LeadKind): SiteLocation | undefined {
  const user = lead.submission.user;
  const named = site.locations.find((l) => l.slug === field(user, 'location'));
  if (named) return named;
  const dealershipSlug = field(user, 'dealership_slug') || site.dealerships.find((d) => d.id === lead.submission.car_dealership_id)?.slug || '';
  const ofDealership = site.locations.filter((l) => l.dealership_slug === dealershipSlug);
  const wanted = kind === 'service' ? 'service' : 'sales';
  return ofDealership.find((l) => l.location_type === wanted) ?? ofDealership[0] ?? site.locations.find((l) => l.primary) ?? site.locations[0];
}

/** DTD: vendor (id*, vendorname, url?, contact): the dealership, reached at the site's lead address and the location's phone. */
function vendor(site: DealerSite, location: SiteLocation | undefined): string {
  const name = location?.name ?? site.name;
  const email = site.lead_delivery.email ?? site.email ?? '';
  const phone = location?.contact_detail.phone || site.phone;
  const where = location
    ? address('work', location.address.street, location.address.city, location.address.state, location.address.postcode)
    : address('work', site.address.street, site.address.suburb, site.address.state, site.address.postcode);
  return el(
    'vendor',
    {},
    [
      el('vendorname', {}, xmlText(name)),
      optional('url', site.site_url),
      contact([el('name', { part: 'full', type: 'business' }, xmlText(name))], email, phone ? [el('phone', { type: 'voice' }, xmlText(phone))] : [], where),
    ].join(''),
  );
}

/** DTD: provider (id*, name, service?, url?, …): Caryard, the platform the dealer's website runs on. */
function provider(site: DealerSite): string {
  return el(
    'provider',
    {},
    [el('name', { part: 'full', type: 'business' }, 'Caryard'), el('service', {}, xmlText(`${site.name} website`)), optional('url', site.site_url)].join(''),
  );
}

/**
 * The lead as an ADF 1.0 document: one prospect (status new) with the lead id, the instant it was
 * received on the dealership's clock, the vehicles, the customer, the vendor and Caryard as provider.
 */
export function adfDocument(lead: StoredLead, site: DealerSite, options: AdfOptions = {}): string {
  const kind = kindOf(field(lead.submission.user, 'category'));
  const location = vendorLocation(lead, site, kind);
  const timeZone = timeZoneOfState(location?.address.state ?? site.address.state);
  const prospect = el(
    'prospect',
    { status: 'new' },
    [
      el('id', { sequence: '1', source: 'Caryard' }, xmlText(lead.lead_id)),
      el('requestdate', {}, xmlText(isoWithOffset(new Date(lead.created_at), timeZone))),
      vehicles(lead, kind, options.car),
      customer(lead, kind, timeZone),
      vendor(site, location),
      provider(site),
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>\n${prospect}\n</adf>\n`;
}
