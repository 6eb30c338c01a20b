import * as E from 'fp-ts/lib/Either.js';
import type { AustralianState } from '../locations/delivery-zones';
import { Postcode } from '../locations/postcode';
import { contactErrors } from '../leads/contact-validation';
import { readableCode } from '../shared/readable-code';

/**
 * The online purchase order (issue 15; spec 1 §2, spec 2 §2 `/checkout-journey?car_id={slug}`):
 * its rules, apart from any store or screen.
 */

export const AUSTRALIAN_STATES: readonly AustralianState[] = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

/**
 * How long a placed order holds its car while the dealer confirms it, arranges finance and
 * delivery (issue 15 step 7 'released if the dealer cancels or the hold expires'). Choice: 7 days —
 * longer than reserve online's 48 hours (spec 2 §4), because the buyer has committed to the car
 * and a finance approval and a delivery take days.
 */
export const ORDER_HOLD_DAYS = 7;
export const ORDER_HOLD_MS = ORDER_HOLD_DAYS * 24 * 60 * 60 * 1000;

/** The lead categories an order delivers to the dealer (spec 2 §9 lists the others). */
export const ONLINE_PURCHASE_CATEGORY = 'Online Purchase';
export const ORDER_FINANCE_CATEGORY = 'Finance Application';

/** spec 2 §5 'Reserve online and guarantees': the 48-hour money-back guarantee's rules, word for word in meaning. */
export const MONEY_BACK_RULES = [
  '48-hour money-back guarantee: ask for a refund within 2 days of delivery',
  'Return the car by 5pm the next day',
  'Not valid if the car has been driven more than 300 km, is damaged, or the finance cannot be refunded in full',
  'Limited to 2 cars per customer in any 12 months',
] as const;

/** What the order includes (issue 15 step 1): warranty copy (spec 2 §5) and, where advertised, the money-back guarantee. */
export function orderIncluded(
  car: { readonly car_type: 'new' | 'demo' | 'used' | string },
  site: { readonly moneyBackGuarantee: boolean; readonly usedLabel: string },
): string[] {
  const warranty =
    car.car_type === 'new' || car.car_type === 'demo'
      ? "The manufacturer's new-car warranty (at least 3 years) from the date of first registration"
      : `A ${site.usedLabel.toLowerCase()} vehicle inspected and serviced before delivery, with 3 years' standard warranty cover where the car qualifies`;
  const guarantee = site.moneyBackGuarantee && car.car_type === 'used' ? [...MONEY_BACK_RULES] : [];
  return [warranty, 'A full tank, a roadworthy inspection and a handover walk-through', ...guarantee];
}

export interface OrderTotalsInput {
  readonly driveAway: number;
  readonly delivery: number;
  readonly tradeIn: number;
  readonly deposit: number;
}

export interface OrderTotalsOut {
  readonly drive_away: number;
  readonly delivery: number;
  readonly trade_in: number;
  readonly total: number;
  readonly deposit: number;
  readonly balance: number;
}

/**
 * The order's sums (issue 15 step 1–7): drive-away + delivery − the accepted trade-in offer = total;
 * total − deposit = balance. Choice: a trade-in worth more than the car leaves a total of 0 (the
 * dealer settles the difference), never a negative price; the balance is never below 0.
 */
export function orderTotals(input: OrderTotalsInput): OrderTotalsOut {
  const money = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0);
  const driveAway = money(input.driveAway);
  const delivery = money(input.delivery);
  const tradeIn = money(input.tradeIn);
  const deposit = money(input.deposit);
  const total = Math.max(0, Math.round((driveAway + delivery - tradeIn) * 100) / 100);
  return { drive_away: driveAway, delivery, trade_in: tradeIn, total, deposit, balance: Math.max(0, Math.round((total - deposit) * 100) / 100) };
}

/** The site's initials ('Harbour Motors' → 'HM'), at most 3 letters; 'CY' when it has none. */
export function referencePrefix(siteName: string): string {
  const initials = siteName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
  return initials || 'CY';
}

/** An order reference from random bytes: prefix, a dash and 8 Crockford characters ('HM-4K7Q2ZB9'), 40 bits. */
export function orderReference(prefix: string, random: Uint8Array): string {
  return `${prefix}-${readableCode(random)}`;
}

/** The deposit is taken only once the buyer has accepted the site's terms and conditions (as its lead forms ask). */
export const ORDER_TERMS_MESSAGE = 'Please read and accept the terms and conditions to pay your deposit.';

export const LICENCE_MESSAGE = "Please enter your driver's licence number (letters and digits, 4 to 10 characters)";
export const REQUIRED = '* This field is required';

export interface BuyerDetailsInput {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly suburb: string;
  readonly state: string;
  readonly postcode: string;
  readonly licence_number: string;
  readonly licence_state: string;
}

/**
 * issue 15 step 5 'Your details': name, email, phone, address, driver's licence number and state,
 * each with a clear message. Email and phone follow the lead forms' rules (spec 2 §5); the postcode
 * the Postcode rule. Choice: a licence number is 4–10 letters and digits (every state's format fits:
 * NSW 8 digits, VIC up to 10, QLD 8–9, WA 7, SA 6 characters, TAS 6–7, ACT up to 10, NT up to 7).
 */
export function buyerDetailsErrors(details: BuyerDetailsInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const contact = contactErrors({ name: `${details.first_name} ${details.last_name}`.trim(), email: details.email, phone: details.phone });
  if (!details.first_name.trim()) errors.first_name = REQUIRED;
  if (!details.last_name.trim()) errors.last_name = REQUIRED;
  if (contact.email) errors.email = contact.email;
  if (contact.phone) errors.phone = contact.phone;
  if (!details.street.trim()) errors.street = REQUIRED;
  if (!details.suburb.trim()) errors.suburb = REQUIRED;
  if (!AUSTRALIAN_STATES.includes(details.state as AustralianState)) errors.state = 'Please choose your state';
  const postcode = Postcode.parse(details.postcode);
  if (E.isLeft(postcode)) errors.postcode = postcode.left.message;
  const licence = details.licence_number.replace(/\s+/g, '');
  if (!licence) errors.licence_number = REQUIRED;
  else if (!/^[A-Za-z0-9]{4,10}$/.test(licence)) errors.licence_number = LICENCE_MESSAGE;
  if (!AUSTRALIAN_STATES.includes(details.licence_state as AustralianState)) errors.licence_state = 'Please choose the state that issued your licence';
  return errors;
}

/** What happens next once the order is placed (issue 15 step 7), with the hold's end on the car's location's clock. */
export function orderNextSteps(input: {
  readonly siteName: string;
  readonly holdUntilText: string;
  readonly finance: boolean;
  readonly delivery: boolean;
  readonly tradeIn: 'offer' | 'enquiry' | null;
  /** The address the buyer's confirmation email goes to; null in the email itself. */
  readonly emailedTo: string | null;
}): string[] {
  return [
    `${input.siteName} will call you within one business day to confirm your order.`,
    `Your car is held for you until ${input.holdUntilText}; if we cannot complete the sale, your deposit is refunded in full.`,
    ...(input.finance ? ['Our finance team will contact you about your finance application before the car is handed over.'] : []),
    ...(input.tradeIn === 'offer' ? ['Bring your trade-in at hand-over: we check it against your offer before it comes off the price.'] : []),
    ...(input.tradeIn === 'enquiry' ? ['We will value your trade-in and tell you what it is worth before you pay the balance.'] : []),
    input.delivery
      ? 'We will arrange a delivery date with you; the balance is paid before delivery.'
      : 'We will arrange a pick-up time with you; the balance is paid at pick-up.',
    ...(input.emailedTo ? [`A copy of your order is on its way to ${input.emailedTo}.`] : []),
  ];
}
