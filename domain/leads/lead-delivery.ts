import * as E from 'fp-ts/Either';
import type { DealerSite } from '../dealer-site/dealer-site';
import { timeZoneOfState } from '../locations/time-zone';
import { zonedDateTimeWithAbbreviation } from '../locations/zoned-text';
import { isAvailable } from '../vehicle/availability';
import type { Car } from '../vehicle/car';
import { priceDisplay, priceLabel, type PriceCar } from '../vehicle/price-display';
import type { LeadSubmission, LeadUser, StoredLead } from './lead';
import { EmailAddress } from './contact-validation';
import { AustralianMobile, maskedNumber } from './sms';

/**
 * How a stored lead reaches the dealer (issue 6): each channel is one outbox entry, delivered
 * and retried on its own. A new CRM is one new channel adapter. 'sms' (issue 12) is the text
 * message a lead carries to the customer (the trade-in thanks SMS, spec 2 §2): queued and
 * retried like the dealer's email, so it is crash-safe too. 'adf_email' (issue 16) emails the
 * lead as an ADF 1.0 XML document, the format dealer CRMs import. 'customer_email' is the
 * confirmation a lead the server made carries to the customer (`customer_email`: an online
 * order's, a reservation's), queued with the lead so it goes once, after a crash too.
 */
export type LeadChannel = 'email' | 'crm_webhook' | 'sms' | 'adf_email' | 'customer_email';

export const LEAD_CHANNELS: readonly LeadChannel[] = ['email', 'crm_webhook', 'sms', 'adf_email', 'customer_email'];

/** The channels that reach the customer (the thanks SMS, the confirmation email), not the dealer. */
export const CUSTOMER_CHANNELS: readonly LeadChannel[] = ['sms', 'customer_email'];

/**
 * What an operator's redelivery sends again: every delivery to the dealer, and a delivery to the
 * customer only while it has not reached them — a customer who has their text or confirmation is
 * never sent a second one.
 */
export function redeliverable(entry: { readonly channel: LeadChannel; readonly status: string }): boolean {
  return !CUSTOMER_CHANNELS.includes(entry.channel) || entry.status !== 'delivered';
}

/** One channel of one site, and where it delivers (an email address, a URL). */
export interface LeadDeliveryTarget {
  readonly channel: LeadChannel;
  readonly destination: string;
}

/**
 * The deliveries of a lead, in delivery order: the channels its site's configuration chooses —
 * email to `lead_delivery.email`, else to the site's contact email; a CRM webhook when a URL is
 * set; an ADF 1.0 email to the CRM's address when `lead_delivery.adf_email` is set (issue 16) —
 * then, when the lead carries a text message (`user.sms_content`, spec 2 §3, which the
 * server alone composes: SubmitLead), an SMS to the customer's phone in E.164 (when it is an
 * Australian mobile), and when it carries a confirmation for the customer (`customer_email`, which
 * only the server sets), an email to the customer's address. Empty when there is none of these
 * (the lead is still stored).
 */
export function leadDeliveryTargets(
  site: Pick<DealerSite, 'email' | 'lead_delivery'>,
  submission?: Pick<LeadSubmission, 'user' | 'customer_email'>,
): LeadDeliveryTarget[] {
  const targets: LeadDeliveryTarget[] = [];
  const email = site.lead_delivery.email ?? site.email ?? null;
  if (email) targets.push({ channel: 'email', destination: email });
  if (site.lead_delivery.crm_webhook_url) targets.push({ channel: 'crm_webhook', destination: site.lead_delivery.crm_webhook_url });
  if (site.lead_delivery.adf_email) targets.push({ channel: 'adf_email', destination: site.lead_delivery.adf_email });
  const sms = submission ? smsTarget(submission.user) : null;
  if (sms) targets.push(sms);
  const customer = submission ? customerEmailTarget(submission) : null;
  if (customer) targets.push(customer);
  return targets;
}

function customerEmailTarget(submission: Pick<LeadSubmission, 'user' | 'customer_email'>): LeadDeliveryTarget | null {
  if (!submission.customer_email) return null;
  const address = EmailAddress.parse(typeof submission.user.email === 'string' ? submission.user.email : '');
  return E.isRight(address) ? { channel: 'customer_email', destination: address.right } : null;
}

function smsTarget(user: LeadUser): LeadDeliveryTarget | null {
  if (typeof user.sms_content !== 'string' || user.sms_content.trim() === '') return null;
  const mobile = AustralianMobile.parse(user.phone);
  return E.isRight(mobile) ? { channel: 'sms', destination: mobile.right } : null;
}

/** A delivery's destination as the log shows it: a customer's number masked, the dealer's addresses as they are. */
export function loggedDestination(channel: LeadChannel, destination: string): string {
  return channel === 'sms' ? maskedNumber(destination) : destination;
}

/**
 * The lead a submission updates (spec 2 §4: accepting a trade-in offer sends a lead update
 * with lead_id; issue 13's service booking, one per step), or null when it is a lead of its
 * own. Choice: a lead_id that is absent, null or blank names no lead.
 */
export function updatedLeadId(user: LeadUser): string | null {
  const { lead_id: leadId } = user;
  if (leadId === undefined || leadId === null) return null;
  if (typeof leadId === 'string') return leadId.trim() === '' ? null : leadId.trim();
  return typeof leadId === 'number' || typeof leadId === 'boolean' ? String(leadId) : JSON.stringify(leadId);
}

export interface RetryPolicy {
  /** Delay after the first failed attempt. */
  readonly baseMs: number;
  /** Longest delay between two attempts: retries go on at this pace until one succeeds. */
  readonly maxMs: number;
}

/** 5 s, 10 s, 20 s, … doubling up to 15 minutes, then every 15 minutes until delivered. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 5_000, maxMs: 15 * 60_000 };

/**
 * Exponential backoff: the wait after failed attempt number `attempt` (1-based) is
 * baseMs × 2^(attempt−1), capped at maxMs. There is no last attempt: a lead is retried
 * until delivered (issue 6).
 */
export function retryDelayMs(attempt: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const n = Math.max(1, Math.floor(attempt));
  // 2^40 × base is far beyond any cap; stop doubling before the number overflows.
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(n - 1, 40));
}

/** Fields the summary lists first, with their labels; every other form field follows by name. */
const KNOWN_FIELDS: readonly (readonly [string, string])[] = [
  ['lead_id', 'Update of lead'],
  ['category', 'Category'],
  ['subcategory', 'Subcategory'],
  ['name', 'Name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['postcode', 'Postcode'],
  ['message', 'Message'],
];

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** What the server knows beside the lead for the dealer's summary: the zone to read times in, the car's shown price. */
export interface LeadSummaryFacts {
  readonly timeZone: string;
  /** The price the site shows for the lead's car (its own record), or null (no car, or not for sale). */
  readonly shownPrice: string | null;
}

/**
 * The zone a dealer reads a lead's times in: the location the lead names (its `location`), else
 * the primary (or first) location of its dealership, else the site's own address.
 */
export function leadTimeZone(site: Pick<DealerSite, 'locations' | 'address'>, user: Readonly<Record<string, unknown>>): string {
  const bySlug = typeof user.location === 'string' ? site.locations.find((l) => l.slug === user.location) : undefined;
  const ofDealership = typeof user.dealership_slug === 'string' ? site.locations.filter((l) => l.dealership_slug === user.dealership_slug) : [];
  const location = bySlug ?? ofDealership.find((l) => l.primary) ?? ofDealership[0];
  return timeZoneOfState(location?.address.state ?? site.address.state);
}

/** The summary's facts of a lead: its zone, and the shown price (spec 1 §4 precedence, `priceDisplay`) of its car when for sale. */
export function leadSummaryFacts(
  site: Pick<DealerSite, 'locations' | 'address' | 'features' | 'labels'>,
  lead: Pick<StoredLead, 'submission'>,
  car: (PriceCar & Pick<Car, 'status'>) | null,
): LeadSummaryFacts {
  const options = { subscriptions: site.features.subscriptions, ...(site.labels.noPriceText ? { noPriceText: site.labels.noPriceText } : {}) };
  return { timeZone: leadTimeZone(site, lead.submission.user), shownPrice: car && isAvailable(car) ? priceLabel(priceDisplay(car, options)) : null };
}

export interface LeadSummary {
  readonly subject: string;
  /** Label → value, in reading order; blank values left out. */
  readonly lines: readonly (readonly [string, string])[];
}

/**
 * What the dealer reads about a lead (the email's subject and body; the CRM gets the raw
 * lead too): who, about what, from which page, and every form field sent; with the server's
 * facts, the car's shown price and the time received on the dealer's clock. A lead update
 * (user.lead_id, spec 2 §4) says so first, in the subject and the first line, with the stage
 * it reached (its subcategory), e.g. 'Harbour Motors: update of lead 3f1c… (Trade-in Enquiry:
 * 3. Offer Accepted) from Ann Citizen'.
 */
export function leadSummary(lead: StoredLead, siteName: string, facts?: LeadSummaryFacts): LeadSummary {
  const { user } = lead.submission;
  const lines: [string, string][] = [];
  const known = new Set<string>();
  for (const [field, label] of KNOWN_FIELDS) {
    known.add(field);
    const value = display(user[field]);
    if (value.trim() !== '') lines.push([label, value]);
  }
  for (const [field, value] of Object.entries(user)) {
    if (known.has(field)) continue;
    const shown = display(value);
    if (shown.trim() !== '') lines.push([field, shown]);
  }
  const { submission } = lead;
  if (submission.car_id !== undefined) lines.push(['Car id', String(submission.car_id)]);
  if (facts?.shownPrice) lines.push(['Shown price', facts.shownPrice]);
  if (submission.car_dealership_id !== undefined) lines.push(['Dealership id', String(submission.car_dealership_id)]);
  lines.push(['Page', submission.url]);
  if (submission.lead_attributes.visited_pages.length > 0) lines.push(['Visited pages', submission.lead_attributes.visited_pages.join(', ')]);
  const params = Object.entries(submission.lead_attributes.linked_query_params);
  if (params.length > 0) lines.push(['Linked query params', params.map(([k, v]) => `${k}=${v}`).join('&')]);
  lines.push(
    ['Source', submission.source],
    ['User agent', submission.user_agent],
    ['Lead id', lead.lead_id],
    ['Received', facts ? zonedDateTimeWithAbbreviation(new Date(lead.created_at), facts.timeZone) : lead.created_at],
  );
  const category = display(user.category).trim() || 'Enquiry';
  const name = display(user.name).trim();
  const from = name ? ` from ${name}` : '';
  const updated = updatedLeadId(user);
  if (updated !== null) {
    const stage = display(user.subcategory).trim();
    return { subject: `${siteName}: update of lead ${updated} (${category}${stage ? `: ${stage}` : ''})${from}`, lines };
  }
  return { subject: `${siteName}: new ${category}${from}`, lines };
}
