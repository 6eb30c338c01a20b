/** spec 2 §2: "Accepted payments shown: Mastercard, Visa, Maestro, Google Pay, Apple Pay", in this order. */
export const ACCEPTED_PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const;
export type PaymentMethod = (typeof ACCEPTED_PAYMENT_METHODS)[number];

/**
 * The ones a card form takes by number. Choice: the reserve-online form has card fields and no
 * wallet button, so it shows only these; the wallets appear where the dealer's payments in
 * general are listed (the footer).
 */
export const CARD_PAYMENT_METHODS: readonly PaymentMethod[] = ['Mastercard', 'Visa', 'Maestro'];
