import type { CustomerEmail } from '../leads/lead';
import { contactLines, siteLink, type DealerContact } from '../leads/customer-email';
import { formatDollars } from '../vehicle/money';
import { RESERVATION_TERMS } from './reservation';

/**
 * A reservation's reference as the shopper is shown it (the confirmation, the email, the garage,
 * the dealer's lead): the first 8 characters of its id, upper case ('3F1C9A2B').
 */
export function reservationReference(reservationId: string): string {
  return reservationId.slice(0, 8).toUpperCase();
}

export interface ReservationConfirmationInput {
  readonly dealer: DealerContact;
  readonly name: string;
  readonly reference: string;
  readonly carTitle: string;
  readonly stocknum: string;
  readonly carSlug: string;
  /** Dollars, as the server took it. */
  readonly deposit: number;
  /** The hold's end on the car's location's clock ('Monday 4 March 2030 at 8:00am (Sydney time)'). */
  readonly heldUntilText: string;
  readonly card: { readonly brand: string; readonly last4: string };
  readonly testMode: boolean;
}

/** The shopper's confirmation of a car reserved online (sent once, when the deposit is taken). */
export function reservationConfirmationEmail(input: ReservationConfirmationInput): CustomerEmail {
  const text = [
    `Hi ${input.name.trim() || 'there'},`,
    '',
    `The ${input.carTitle} is reserved for you at ${input.dealer.siteName}.`,
    '',
    `Reservation reference: ${input.reference}`,
    `Car: ${input.carTitle}${input.stocknum ? ` (stock ${input.stocknum})` : ''} — ${siteLink(input.dealer.siteUrl, `/cars/${input.carSlug}`)}`,
    `Deposit paid: ${formatDollars(input.deposit)} (${input.card.brand}${input.card.last4 ? ` ending ${input.card.last4}` : ''})`,
    `Held for you until: ${input.heldUntilText}`,
    ...(input.testMode ? ['', 'TEST MODE: no money was taken.'] : []),
    '',
    'What happens next:',
    '- Our team will call you to arrange a time to see and buy the car.',
    ...RESERVATION_TERMS.map((term) => `- ${term}`),
    '',
    ...contactLines(input.dealer),
  ].join('\n');
  return { subject: `Your reservation ${input.reference} with ${input.dealer.siteName}`, text };
}
