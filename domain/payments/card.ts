import * as E from 'fp-ts/Either';

/**
 * A payment card as the offline test payment provider's own card form checks it before making a
 * token (adapters/payments/test-payment-provider.ts). issue 30: no checkout of ours sends a card
 * to its own routes — reserve online and the online purchase send only the provider's token.
 * Rules are ours: the number is 12–19 digits passing the Luhn check (spaces and hyphens allowed
 * between digits), the expiry MM/YY is this month or later, the CVC 3 or 4 digits.
 */
export const CARD_NUMBER_MESSAGE = 'Please check your card number: it is not a valid card number.';
export const CARD_EXPIRY_MESSAGE = 'Please enter the expiry as MM/YY';
export const CARD_EXPIRED_MESSAGE = 'This card has expired';
export const CARD_CVC_MESSAGE = 'Please enter the 3 or 4 digit security code';
export const CARD_NAME_MESSAGE = 'Please enter the name on the card';

export type CardNumber = string & { readonly __brand: 'CardNumber' };

/** The Luhn (mod 10) check digit test. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number that is not one: not digits, the wrong length, or failing the Luhn check. */
export interface CardNumberError {
  readonly code: 'CARD.NUMBER_INVALID';
  readonly message: typeof CARD_NUMBER_MESSAGE;
}

const invalidCardNumber: CardNumberError = { code: 'CARD.NUMBER_INVALID', message: CARD_NUMBER_MESSAGE };

export const CardNumber = {
  /** The digits of a valid card number, else CARD.NUMBER_INVALID with CARD_NUMBER_MESSAGE. */
  parse(input: string | null | undefined): E.Either<CardNumberError, CardNumber> {
    const raw = (input ?? '').trim();
    if (!/^[\d -]+$/.test(raw)) return E.left(invalidCardNumber);
    const digits = raw.replace(/[ -]/g, '');
    if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) return E.left(invalidCardNumber);
    return E.right(digits as CardNumber);
  },
} as const;

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Diners Club' | 'JCB' | 'UnionPay' | 'Card';

export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  if (/^3(0[0-5]|[68])/.test(number)) return 'Diners Club';
  if (/^35/.test(number)) return 'JCB';
  if (/^62/.test(number)) return 'UnionPay';
  return 'Card';
}

/** '•••• 4242' */
export const last4 = (number: string): string => number.slice(-4);

export interface CardExpiry {
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

/** Why a card's expiry or security code was refused: a stable code and the checkout's message. */
export interface CardFieldError {
  readonly code: 'CARD.EXPIRY_INVALID' | 'CARD.EXPIRED' | 'CARD.CVC_INVALID';
  readonly message: string;
}

/**
 * The expiry as the shopper types it, written MM/YY: digits only, the slash put in after the
 * month ('1129' → '11/29', '112' → '11/2'); a lone first digit above 1 is a month of its own
 * ('4' → '04/'). Deleting back over the slash leaves the month ('11/' → '11').
 */
export function formatExpiryInput(typed: string): string {
  const digits = typed.replace(/[^0-9]/g, '').slice(0, 4);
  if (digits.length === 0) return '';
  if (digits.length === 1) return Number(digits) > 1 ? `0${digits}/` : digits;
  if (digits.length === 2) return typed.trim().endsWith('/') || typed.length > 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** 'MM/YY' or 'MM/YYYY' (spaces allowed around the slash), this month or later on `today`. */
export function parseExpiry(input: string | null | undefined, today: Date): E.Either<CardFieldError, CardExpiry> {
  const invalid = E.left({ code: 'CARD.EXPIRY_INVALID', message: CARD_EXPIRY_MESSAGE } as const);
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec((input ?? '').trim());
  if (!match) return invalid;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return invalid;
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + (month - 1) < current) return E.left({ code: 'CARD.EXPIRED', message: CARD_EXPIRED_MESSAGE });
  return E.right({ month, year });
}

export function parseCvc(input: string | null | undefined): E.Either<CardFieldError, string> {
  const value = (input ?? '').trim();
  return /^\d{3,4}$/.test(value) ? E.right(value) : E.left({ code: 'CARD.CVC_INVALID', message: CARD_CVC_MESSAGE });
}

export interface CardDetails {
  readonly number: CardNumber;
  readonly expiry: CardExpiry;
  readonly cvc: string;
  readonly name: string;
}

export interface CardInput {
  readonly number?: string | null;
  readonly expiry?: string | null;
  readonly cvc?: string | null;
  readonly name?: string | null;
}

/** The card, or its errors keyed card.number, card.expiry, card.cvc, card.name. */
export function parseCard(input: CardInput, today: Date): E.Either<Record<string, string>, CardDetails> {
  const errors: Record<string, string> = {};
  const number = CardNumber.parse(input.number);
  if (E.isLeft(number)) errors['card.number'] = number.left.message;
  const expiry = parseExpiry(input.expiry, today);
  if (E.isLeft(expiry)) errors['card.expiry'] = expiry.left.message;
  const cvc = parseCvc(input.cvc);
  if (E.isLeft(cvc)) errors['card.cvc'] = cvc.left.message;
  const name = (input.name ?? '').trim();
  if (name === '' || name.length > 100) errors['card.name'] = CARD_NAME_MESSAGE;
  if (E.isLeft(number) || E.isLeft(expiry) || E.isLeft(cvc) || Object.keys(errors).length > 0) return E.left(errors);
  return E.right({ number: number.right, expiry: expiry.right, cvc: cvc.right, name });
}

/**
 * issue 30 item 5: no route of ours takes a card number, wherever in a request it comes. A card
 * number in text is 13–19 digits written as cards print them — all together, in fours
 * ('4242 4242 4242 4242', '4242-4242-4242-4242', with a last group of 1–7), or American Express
 * style 4-6-5 / Diners 4-6-4 — standing alone (no digit, nor a separator and a digit, right
 * before or after it), passing the Luhn check and starting as a card network's numbers do
 * (cardBrand names one). Choices: 12-digit numbers, which the test card form takes, are too
 * common in ordinary text (references, timestamps) to refuse, and no network issues them today;
 * digits grouped otherwise ('5-4460-1795-1435', a car's dimensions in a picture's URL) are not
 * a card number as anyone writes one.
 */
export const CARD_NUMBER_REFUSED_MESSAGE =
  'looks like a payment card number: we never take card numbers (the payment provider’s own card form takes your card)';

const CARD_RUN = /(?<![\d])(?<![\d][ -])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{4,5})(?![\d])(?![ -]\d)/g;

/** The text with each card number in it masked but its last four digits ('•••• 4242'), for logs. */
export function maskCardNumbers(text: string): string {
  if (text.length < 13) return text;
  return text.replace(CARD_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    return passesLuhn(digits) && cardBrand(digits) !== 'Card' ? `••••${digits.slice(-4)}` : run;
  });
}

export function containsCardNumber(text: string): boolean {
  if (text.length < 13) return false;
  for (const match of text.matchAll(CARD_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (passesLuhn(digits) && cardBrand(digits) !== 'Card') return true;
  }
  return false;
}
