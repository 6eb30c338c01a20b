/**
 * The shopper's garage (issue 14 '/my-garage … the shopper's reservations, trade-in offers and
 * service bookings found by their phone'): the site's own records of them, read from the leads
 * and reservations they made with that phone. Pure: which records count, how a chain of lead
 * updates (spec 2 §4: every later step carries the first lead's id as `lead_id`) reads as one
 * trade-in or one booking, and what the shopper is shown of each.
 */
import type { LeadUser } from '../leads/lead';
import { SERVICE_CATEGORY, SERVICE_FIELDS } from '../service/service-booking-fields';
import { TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORY } from '../tradein/trade-in-flow';

/** A lead as the garage reads it. */
export interface GarageLead {
  readonly lead_id: string;
  /** ISO 8601. */
  readonly created_at: string;
  readonly user: LeadUser;
}

/** A drop-off time held for a service booking (migration 010 service_bookings). */
export interface GarageServiceSlot {
  /** The first lead of the booking. */
  readonly booking_id: string;
  /** The lead that booked the time last. */
  readonly lead_id: string;
  readonly location_id: number;
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** 'HH:MM' */
  readonly time: string;
}

export interface GarageTradeInRecord {
  /** The first lead of the trade-in. */
  readonly lead_id: string;
  readonly vehicle: string;
  readonly offer_price: number | null;
  readonly stage: string;
  /** When the trade-in started (its first lead). */
  readonly created_at: string;
  /** The shopper's reference of the offer its leads state (the latest that names one), or null. */
  readonly reference: string | null;
}

export interface GarageServiceBookingRecord {
  /** The first lead of the booking. */
  readonly lead_id: string;
  readonly vehicle: string;
  /** The location's slug (from the lead) or id (from the held time): the caller names it. */
  readonly location: { readonly slug: string } | { readonly id: number } | null;
  readonly date: string | null;
  readonly time: string | null;
  readonly created_at: string;
}

/**
 * What a shopper reads as a trade-in's stage (choice: the lead subcategories of spec 2 §9
 * 'Trade-in' are the dealer's words; these are the shopper's).
 */
export const TRADE_IN_STAGES: Readonly<Record<string, string>> = {
  [TRADE_IN_SUBCATEGORY.offerMade]: 'Offer made',
  [TRADE_IN_SUBCATEGORY.noInstantOffer]: 'Being valued by our buying team',
  [TRADE_IN_SUBCATEGORY.offerAccepted]: 'Offer accepted',
};

/** Used when a car's details are missing from every lead of a chain. */
export const UNKNOWN_VEHICLE = 'Your car';

/**
 * A phone number as digits in national form, for comparing numbers however they were typed:
 * '0412 345 678', '+61412345678', '61 412 345 678' and '+61 (0)412 345 678' are all
 * '0412345678'. Anything else keeps its digits as they are.
 */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\(0\)/, '').replace(/\D/g, '');
  return /^61\d{9}$/.test(digits) ? `0${digits.slice(2)}` : digits;
}

/** The lead a lead updates (spec 2 §4 `lead_id`), or null. */
function parentOf(lead: GarageLead): string | null {
  const id = lead.user.lead_id;
  return typeof id === 'string' && id !== '' && id !== lead.lead_id ? id : null;
}

/**
 * Leads grouped by the chain they belong to: the key is the first lead's id (followed through
 * the `lead_id` links among these leads, at most 20 links; a link to a lead not among them is
 * taken as the first). Each chain's leads oldest first.
 */
export function leadChains(leads: readonly GarageLead[]): Map<string, GarageLead[]> {
  const byId = new Map(leads.map((lead) => [lead.lead_id, lead]));
  const rootOf = (lead: GarageLead): string => {
    let current = lead;
    for (let link = 0; link < 20; link++) {
      const parent = parentOf(current);
      if (parent === null) return current.lead_id;
      const next = byId.get(parent);
      if (!next) return parent;
      current = next;
    }
    return current.lead_id;
  };
  const chains = new Map<string, GarageLead[]>();
  for (const lead of [...leads].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    const root = rootOf(lead);
    chains.set(root, [...(chains.get(root) ?? []), lead]);
  }
  return chains;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const amount = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};
const lastOf = <T>(leads: readonly GarageLead[], pick: (lead: GarageLead) => T | null): T | null => {
  for (let i = leads.length - 1; i >= 0; i--) {
    const value = pick(leads[i] as GarageLead);
    if (value !== null) return value;
  }
  return null;
};
/** 'year make model', the words present, else null. */
const vehicleOf = (year: unknown, make: unknown, model: unknown): string | null => {
  const words = [text(year), text(make), text(model)].filter((word) => word !== '');
  return words.length > 0 && (text(make) !== '' || text(model) !== '') ? words.join(' ') : null;
};
const regoOf = (rego: unknown, state: unknown): string | null =>
  text(rego) === '' ? null : `Rego ${text(rego).toUpperCase()}${text(state) ? ` (${text(state)})` : ''}`;

/**
 * The shopper's trade-ins: one per chain of 'Trade-in Enquiry' leads (spec 2 §9) that reached
 * Step Four ('2. Offer Made', '2. No Instant Offer') or acceptance ('3. Offer Accepted'), newest
 * first. Stage: the furthest the chain reached. Offer: the amount offered (final_price — the
 * reduced price when there is one — else offer_price) of the latest lead that names one.
 */
export function garageTradeIns(leads: readonly GarageLead[]): GarageTradeInRecord[] {
  const tradeIns = leads.filter((lead) => lead.user.category === TRADE_IN_CATEGORY);
  const records: GarageTradeInRecord[] = [];
  for (const [root, chain] of leadChains(tradeIns)) {
    const stages = chain.map((lead) => text(lead.user.subcategory)).filter((sub) => sub in TRADE_IN_STAGES);
    if (stages.length === 0) continue;
    const furthest = stages.includes(TRADE_IN_SUBCATEGORY.offerAccepted) ? TRADE_IN_SUBCATEGORY.offerAccepted : (stages[stages.length - 1] as string);
    records.push({
      lead_id: root,
      vehicle:
        lastOf(chain, (lead) => vehicleOf(lead.user.Year, lead.user.Make, lead.user.Model)) ??
        lastOf(chain, (lead) => regoOf(lead.user.Rego ?? lead.user.rego, lead.user.regoState)) ??
        UNKNOWN_VEHICLE,
      offer_price: lastOf(chain, (lead) => amount(lead.user.final_price) ?? amount(lead.user.offer_price)),
      stage: TRADE_IN_STAGES[furthest] ?? furthest,
      created_at: (chain[0] as GarageLead).created_at,
      reference: lastOf(chain, (lead) => text(lead.user.offer_reference) || null),
    });
  }
  return records.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * The trade-ins to list beside the accepted offers: an accepted offer is listed once, by its
 * reference, so the trade-in whose leads state that reference is left out.
 */
export function tradeInsBesideAccepted<T extends { readonly reference: string | null }>(tradeIns: readonly T[], acceptedReferences: readonly string[]): T[] {
  const accepted = new Set(acceptedReferences);
  return tradeIns.filter((tradeIn) => tradeIn.reference === null || !accepted.has(tradeIn.reference));
}

/**
 * The shopper's service bookings: one per chain of 'Service Booking' leads (spec 2 §3) that was
 * booked — it holds a drop-off time (migration 010), or its last step was sent (form_completed)
 * — newest first. A booking left half-way is the dealer's lead to call, not a booking to show.
 * The time held wins over the time in the leads (a later step may have moved it).
 */
export function garageServiceBookings(leads: readonly GarageLead[], slots: readonly GarageServiceSlot[]): GarageServiceBookingRecord[] {
  const services = leads.filter((lead) => lead.user.category === SERVICE_CATEGORY);
  const records: GarageServiceBookingRecord[] = [];
  for (const [root, chain] of leadChains(services)) {
    const ids = new Set(chain.map((lead) => lead.lead_id).concat(root));
    const slot = slots.find((s) => ids.has(s.booking_id) || ids.has(s.lead_id)) ?? null;
    const completed = chain.some((lead) => lead.user.form_completed === true || lead.user.form_completed === 'true');
    if (!slot && !completed) continue;
    const locationSlug = lastOf(chain, (lead) => text(lead.user[SERVICE_FIELDS.location]) || null);
    records.push({
      lead_id: root,
      vehicle:
        lastOf(chain, (lead) => vehicleOf(lead.user[SERVICE_FIELDS.year], lead.user[SERVICE_FIELDS.make], lead.user[SERVICE_FIELDS.model])) ??
        lastOf(chain, (lead) => regoOf(lead.user[SERVICE_FIELDS.rego], lead.user[SERVICE_FIELDS.regoState])) ??
        UNKNOWN_VEHICLE,
      location: slot ? { id: slot.location_id } : locationSlug ? { slug: locationSlug } : null,
      date: slot?.date ?? lastOf(chain, (lead) => text(lead.user[SERVICE_FIELDS.date]) || null),
      time: slot?.time ?? lastOf(chain, (lead) => text(lead.user[SERVICE_FIELDS.time]) || null),
      created_at: (chain[0] as GarageLead).created_at,
    });
  }
  return records.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * An order's or a reservation's state in the shopper's words. Only a deposit is ever taken online,
 * so neither is ever 'paid': a placed order or a held reservation reads 'Deposit paid', with what
 * remains beside it (garageBalanceText).
 */
export const GARAGE_STATUS_LABELS: Readonly<Record<string, string>> = {
  placed: 'Deposit paid',
  paid: 'Deposit paid',
  awaiting_payment: 'Payment being confirmed',
  pending: 'Payment being confirmed',
  cancelled: 'Cancelled, deposit refunded',
  expired: 'Hold ended',
};

/** The label of a stored status; an unknown one as written, its first letter capitalised. */
export function garageStatusLabel(status: string): string {
  return GARAGE_STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');
}

/** A placed order whose hold ran out reads as ended, though the store marks it only when the order is next read. */
export function effectiveOrderStatus<S extends string>(status: S, holdUntil: string | null, now: Date): S | 'expired' {
  return status === 'placed' && holdUntil !== null && new Date(holdUntil).getTime() <= now.getTime() ? 'expired' : status;
}
