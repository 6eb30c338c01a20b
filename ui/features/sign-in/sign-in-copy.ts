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
