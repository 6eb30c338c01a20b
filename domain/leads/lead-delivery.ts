import type { DealerSite } from '../dealer-site/dealer-site';
import type { StoredLead } from './lead';

/**
 * How a stored lead reaches the dealer (issue 6): each channel is one outbox entry, delivered
 * and retried on its own. A new CRM is one new channel adapter.
 */
export type LeadChannel = 'email' | 'crm_webhook';

export const LEAD_CHANNELS: readonly LeadChannel[] = ['email', 'crm_webhook'];

/** One channel of one site, and where it delivers (an email address, a URL). */
export interface LeadDeliveryTarget {
  readonly channel: LeadChannel;
  readonly destination: string;
}

/**
 * The channels a site's configuration chooses, in delivery order: email to
 * `lead_delivery.email`, else to the site's contact email; a CRM webhook when a URL is set.
 * Empty when the site configures neither (the lead is still stored).
 */
export function leadDeliveryTargets(site: Pick<DealerSite, 'email' | 'lead_delivery'>): LeadDeliveryTarget[] {
  const targets: LeadDeliveryTarget[] = [];
  const email = site.lead_delivery.email ?? site.email ?? null;
  if (email) targets.push({ channel: 'email', destination: email });
  if (site.lead_delivery.crm_webhook_url) targets.push({ channel: 'crm_webhook', destination: site.lead_delivery.crm_webhook_url });
  return targets;
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

export interface LeadSummary {
  readonly subject: string;
  /** Label → value, in reading order; blank values left out. */
  readonly lines: readonly (readonly [string, string])[];
}

/**
 * What the dealer reads about a lead (the email's subject and body; the CRM gets the raw
 * lead too): who, about what, from which page, and every form field sent.
 */
export function leadSummary(lead: StoredLead, siteName: string): LeadSummary {
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
  if (submission.car_dealership_id !== undefined) lines.push(['Dealership id', String(submission.car_dealership_id)]);
  lines.push(['Page', submission.url]);
  if (submission.lead_attributes.visited_pages.length > 0) lines.push(['Visited pages', submission.lead_attributes.visited_pages.join(', ')]);
  const params = Object.entries(submission.lead_attributes.linked_query_params);
  if (params.length > 0) lines.push(['Linked query params', params.map(([k, v]) => `${k}=${v}`).join('&')]);
  lines.push(['Source', submission.source], ['User agent', submission.user_agent], ['Lead id', lead.lead_id], ['Received', lead.created_at]);
  const category = display(user.category).trim() || 'Enquiry';
  const name = display(user.name).trim();
  return { subject: `${siteName}: new ${category}${name ? ` from ${name}` : ''}`, lines };
}
