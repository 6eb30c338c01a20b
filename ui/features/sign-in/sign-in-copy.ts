import { isSignInType, type SignInType } from '../../../domain/shoppers/sign-in';

/**
 * The sign-in page's heading for each `type` of `/sign-in?type=…` (spec 1 §2, spec 2 §2): what
 * the shopper is signing in for. Choice: checkout and online-payment both read 'buy online';
 * finance and car-finance both 'see finance'; a missing or unknown type a plain 'Sign in'.
 */
const HEADINGS: Record<SignInType, string> = {
  watchlist: 'Sign in to save cars to your watchlist',
  'my-garage': 'Sign in to your garage',
  finance: 'Sign in to see finance',
  'car-finance': 'Sign in to see finance',
  checkout: 'Sign in to buy online',
  'online-payment': 'Sign in to buy online',
  'trade-in': 'Sign in to value your car',
  'spin-to-win': 'Sign in to spin to win',
};

export const PLAIN_SIGN_IN_HEADING = 'Sign in';

export function signInHeading(type: unknown): string {
  return isSignInType(type) ? HEADINGS[type] : PLAIN_SIGN_IN_HEADING;
}

/**
 * The heading a gated page shows while the sign-in is checked (the page's own heading, so the
 * page does not jump when it appears). A page may pass its own.
 */
const GATED_PAGE_TITLES: Record<SignInType, string> = {
  watchlist: 'Your watchlist',
  'my-garage': 'My garage',
  finance: 'Car Finance',
  'car-finance': 'Car Finance',
  checkout: 'Buy online',
  'online-payment': 'Online payment',
  'trade-in': 'Sell your car',
  'spin-to-win': 'Spin to win',
};

export function gatedPageTitle(type: SignInType): string {
  return GATED_PAGE_TITLES[type];
}

/**
 * What a gated page holds, said under its heading while the sign-in is checked (and to a
 * browser without JavaScript, which cannot sign in): the shopper knows what they are waiting for.
 */
const GATED_PAGE_SUMMARIES: Record<SignInType, string> = {
  watchlist:
    'The cars you save, with their price today and whether they are still for sale, and the searches you keep. Sign in with your mobile number to see them; a price drop or sale can reach you by text if you ask for alerts.',
  'my-garage':
    'Everything you keep with us in one place: your watchlist, saved searches, reservations, trade-in offers, service bookings and alert settings. Sign in with your mobile number to open it.',
  finance:
    'Work out repayments on the car you want, by deposit, term and frequency, with the rates our lenders offer. Sign in with your mobile number to use the calculator.',
  'car-finance':
    'Work out repayments on this car, by deposit, term and frequency, with the rates our lenders offer. Sign in with your mobile number to use the calculator.',
  checkout: 'Buy your next car online, from the price to the paperwork. Sign in with your mobile number to continue.',
  'online-payment': 'Pay for your car online. Sign in with your mobile number to continue.',
  'trade-in': 'Get an instant offer on your car by its number plate. Sign in with your mobile number to continue.',
  'spin-to-win':
    'Spin the wheel once a month for a reward from the dealership, and get a code to quote when you claim it. Sign in with your mobile number to take part.',
};

export function gatedPageSummary(type: SignInType): string {
  return GATED_PAGE_SUMMARIES[type];
}
