/**
 * The words and constants of the trade-in instant offer flow (spec 2 §2, §8, §9), in one
 * place for the machine (application/tradein), the server and the UI.
 */
import type { Car } from '../vehicle/car';
import { isAvailable } from '../vehicle/availability';
import { formatDollars } from '../vehicle/money';

/** spec 2 §2 Step One: the searching animation's messages, in this order. */
export const SEARCHING_MESSAGES = [
  'Loading car now...',
  'Finalising car details...',
  'Checking your cars details...',
  'Searching for your car...',
  'Connecting to cars database...',
] as const;
/** spec 2 §9: the searching message changes every 5 seconds. */
export const SEARCHING_MESSAGE_INTERVAL_MS = 5_000;

/** spec 2 §2, §8: the rego lookup found nothing. */
export const NO_MATCH_MESSAGE = 'Unfortunately, we could not find a match for your registration number.';
/** spec 2 §2 Step Two. */
export const CANDIDATES_HEADING = 'We could not find an exact match for your car, do any of these match?';
/** spec 2 §8: instant offer submit failure — the thrown error's message, else this. */
export const SUBMIT_FAILURE_MESSAGE = 'An error occurred while submitting the form. Please try again.';
/** spec 2 §8: the geocoding helper found no place for the postcode. */
export const GEOCODING_NO_RESULT_MESSAGE = 'Invalid postcode';
/**
 * Choice (spec 2 §8 names no message for a provider outage): the valuation service could not
 * answer. Shown with the site's phone and Contact links, never a blank screen.
 */
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'Our vehicle valuation service is not answering right now. Please try again in a few minutes, or call us and our buying team will value your car.';
/** spec 2 §2 Step Three: the note that Next skips uploading. */
export const SKIP_IMAGES_NOTE = 'Photos are optional: click Next without adding any to skip uploading.';
/**
 * spec 2 §2 'After submission': the thanks SMS. Choice: it states the offer the seller accepted —
 * its amount and its reference (the online purchase and the garage know it by that) — so the team
 * member's call is about the inspection, not about telling them the offer.
 */
export const THANKS_SMS_TEXT = (dealerName: string, offer: { readonly amount: number; readonly reference: string | null }) =>
  `Thanks for accepting our trade-in offer of ${formatDollars(offer.amount)} from ${dealerName}.` +
  (offer.reference ? ` Your offer reference is ${offer.reference}: quote it when you buy a car from us, online or in person.` : '') +
  ' A team member will be in touch soon to arrange the inspection.';

/** spec 2 §9 'Trade-in': the lead category; the subcategories of its stages (choice: the spec names only the third). */
export const TRADE_IN_CATEGORY = 'Trade-in Enquiry';
export const TRADE_IN_SUBCATEGORY = {
  /** Step Four sent and an instant offer shown. */
  offerMade: '2. Offer Made',
  /** Step Four sent but no instant offer could be made (the buying team values the car by hand). */
  noInstantOffer: '2. No Instant Offer',
  /** spec 2 §4: accepting the offer. */
  offerAccepted: '3. Offer Accepted',
} as const;

/** Choices (spec 2 §2 names the Step Four questions, not their options): the answers offered. */
export const CAR_CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export const SERVICE_HISTORIES = ['Full service history', 'Partial service history', 'No service history'] as const;
export const KEY_COUNTS = ['2 or more', '1', 'None'] as const;
export type CarCondition = (typeof CAR_CONDITIONS)[number];
export type ServiceHistory = (typeof SERVICE_HISTORIES)[number];
export type KeyCount = (typeof KEY_COUNTS)[number];

/**
 * spec 2 §9 'Trade-in': the FAQ variants of the offer panel. 'seven-years': no online estimate
 * for cars over 7 years old or 100,000 km. 'ten-years': over 10 years or 100,000 km; estimate
 * valid 7 days; buying team hours Mon-Fri 8.30am-5.30pm and Sat 9am-5pm.
 */
export type TradeInFaqVariant = 'none' | 'seven-years' | 'ten-years';

export interface TradeInFaqEntry {
  readonly question: string;
  readonly answer: string;
}

export function tradeInFaq(variant: TradeInFaqVariant, dealerName: string): readonly TradeInFaqEntry[] {
  switch (variant) {
    case 'none':
      return [];
    case 'seven-years':
      return [
        {
          question: 'Which cars get an online estimate?',
          answer:
            'We give an online estimate for cars up to 7 years old with up to 100,000 km. For older cars or higher kilometres our buying team values your car in person.',
        },
        {
          question: 'Is the online offer final?',
          answer: `The offer is based on what you tell us. ${dealerName} confirms it when we inspect the car; it can change if the car's condition, kilometres or history differ from your answers.`,
        },
      ];
    case 'ten-years':
      return [
        {
          question: 'Which cars get an online estimate?',
          answer:
            'We give an online estimate for cars up to 10 years old with up to 100,000 km. For older cars or higher kilometres our buying team values your car in person.',
        },
        { question: 'How long is my estimate valid?', answer: 'Your estimate is valid for 7 days.' },
        { question: 'When can I talk to the buying team?', answer: 'Our buying team is available Mon-Fri 8.30am-5.30pm and Sat 9am-5pm.' },
        {
          question: 'Is the online offer final?',
          answer: `The offer is based on what you tell us. ${dealerName} confirms it when we inspect the car; it can change if the car's condition, kilometres or history differ from your answers.`,
        },
      ];
  }
}

/**
 * spec 1 §5 (the Trade-In button shows only when the car passes a trade-in eligibility check —
 * not shown): choice, after spec 2 §9 ('a price above 200 is required to treat a car as in
 * stock and priced'): the car is available (in stock or coming soon) and priced above $200,
 * so there is a price to trade towards.
 */
export const TRADE_IN_MIN_PRICE = 200;
export function isTradeInEligible(car: Pick<Car, 'status' | 'price'>): boolean {
  return isAvailable(car) && typeof car.price === 'number' && car.price > TRADE_IN_MIN_PRICE;
}
