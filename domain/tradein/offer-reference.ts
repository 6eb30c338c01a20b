/**
 * The shopper's reference of an instant trade-in offer: what the offer screen, the thanks text
 * and the garage show, and what the online purchase takes to put the accepted offer towards a
 * car. The evaluation id is the valuation provider's and stays between the dealer and the
 * provider; this one is ours, random (40 bits: not worth guessing behind the checkout's rate
 * limit, and worthless without an accepted offer behind it), short, and readable aloud
 * (`readableCode`).
 */
import * as E from 'fp-ts/lib/Either.js';
import { CROCKFORD, readableCode } from '../shared/readable-code';

export const OFFER_REFERENCE_PREFIX = 'TI';

/** 'TI-4K7Q-2ZB9': the prefix and 8 Crockford characters from the first 5 random bytes. */
export function offerReference(random: Uint8Array): string {
  const text = readableCode(random);
  return `${OFFER_REFERENCE_PREFIX}-${text.slice(0, 4)}-${text.slice(4)}`;
}

export const OFFER_REFERENCE_MESSAGE = 'Please enter the offer reference as it is written in your text message, for example TI-4K7Q-2ZB9.';

/**
 * A reference as a shopper may type it, written as we do: case, spaces and dashes do not count,
 * the prefix may be left out, and the letters Crockford reads as digits are read so (I and L as
 * 1, O as 0). Anything else is refused with OFFER_REFERENCE_MESSAGE.
 */
export function parseOfferReference(typed: string): E.Either<string, string> {
  let text = typed.toUpperCase().replace(/[\s\-–—_.]+/g, '');
  if (text.startsWith(OFFER_REFERENCE_PREFIX) && text.length === OFFER_REFERENCE_PREFIX.length + 8) text = text.slice(OFFER_REFERENCE_PREFIX.length);
  text = text.replace(/[IL]/g, '1').replace(/O/g, '0');
  if (text.length !== 8 || [...text].some((c) => !CROCKFORD.includes(c))) return E.left(OFFER_REFERENCE_MESSAGE);
  return E.right(`${OFFER_REFERENCE_PREFIX}-${text.slice(0, 4)}-${text.slice(4)}`);
}
