import type { DeclineCode } from '../../application/payments/payment-provider.port';

/** What the shopper reads for each decline (the test provider's and Stripe's alike). */
export const DECLINE_MESSAGES: Readonly<Record<DeclineCode, string>> = {
  card_declined: 'Your card was declined. Please use another card or contact your bank.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  lost_card: 'Your card was declined. Please use another card or contact your bank.',
  stolen_card: 'Your card was declined. Please use another card or contact your bank.',
  expired_card: 'Your card has expired. Please use another card.',
  incorrect_cvc: "Your card's security code is incorrect. Please check it and try again.",
  processing_error: 'Your card could not be processed. Please try again in a moment.',
};
