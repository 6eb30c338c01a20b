/** spec 2 §2: "Accepted payments shown: Mastercard, Visa, Maestro, Google Pay, Apple Pay", in this order. */
export const ACCEPTED_PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;
export type PaymentMethod = (typeof ACCEPTED_PAYMENT_METHODS)[number];

/**
 * The ones checkout takes: cards by number. Choice: every checkout of ours (reserve online, buy
 * online) has card fields and no wallet button, so the footer and the card forms show only these;
 * a mark promising Google Pay or Apple Pay would name a way to pay the shopper cannot use.
 */
export const CARD_PAYMENT_METHODS: readonly PaymentMethod[] = ['Mastercard', 'Visa', 'Maestro'];
