import type { CustomerEmail } from '../leads/lead';
import { contactLines, siteLink, type DealerContact } from '../leads/customer-email';

export interface OrderConfirmationInput {
  readonly dealer: DealerContact;
  readonly firstName: string;
  readonly reference: string;
  /** '2021 Toyota Corolla Ascent Sport Hatch'. */
  readonly carTitle: string;
  readonly stocknum: string;
  /** The order's amounts as the server recorded them when it was placed, one per line ('Total: $31,289'). */
  readonly amountLines: readonly string[];
  /** How the buyer pays the balance ('Cash', 'Finance: …'). */
  readonly payBy: string;
  readonly nextSteps: readonly string[];
  /** The deposit was taken in the payment provider's test mode: no money moved. */
  readonly testMode: boolean;
}

/**
 * The buyer's confirmation of an online order (sent once, when the deposit placed it): the
 * reference, the car, the amounts as placed, what happens next, and how to reach the dealership.
 * The order can be looked up again on the site's order page with the reference and this address.
 */
export function orderConfirmationEmail(input: OrderConfirmationInput): CustomerEmail {
  const text = [
    `Hi ${input.firstName.trim() || 'there'},`,
    '',
    `Thank you for your order with ${input.dealer.siteName}. Your deposit is paid and the car is held for you.`,
    '',
    `Order reference: ${input.reference}`,
    `Car: ${input.carTitle}${input.stocknum ? ` (stock ${input.stocknum})` : ''}`,
    '',
    ...input.amountLines,
    `Pays by: ${input.payBy}`,
    ...(input.testMode ? ['', 'TEST MODE: no money was taken.'] : []),
    '',
    'What happens next:',
    ...input.nextSteps.map((step) => `- ${step}`),
    '',
    `See your order at any time: ${siteLink(input.dealer.siteUrl, '/online-payment')} (with your reference and this email address).`,
    '',
    ...contactLines(input.dealer),
  ].join('\n');
  return { subject: `Your order ${input.reference} with ${input.dealer.siteName}`, text };
}
