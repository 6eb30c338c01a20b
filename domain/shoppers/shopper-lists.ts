/**
 * The rules of a shopper's own lists kept by the site (issue 14): the watchlist (spec 1 §3
 * 'Watchlist: list of car ids', §4, §5 'Watchlist save needs a phone', §7) and saved searches.
 * Pure: the words, the limits and what a saved search may point at.
 */
import * as E from 'fp-ts/lib/Either.js';

/** Choice: the most cars one watchlist holds (spec 1 is silent); its page shows them all. */
export const WATCHLIST_MAX_CARS = 100;

/** spec 1 §7: the watchlist calls answer `{success, message}`; these are the messages of a refusal. */
export const WATCHLIST_MESSAGES = {
  /** spec 1 §5: 'Saving to the watchlist requires a signed-in user with a phone number'. */
  signInRequired: 'Please sign in to save cars to your watchlist.',
  /** The phone_number sent is not the signed-in shopper's (another tab signed in as someone else). */
  phoneMismatch: 'Please sign in again to use your watchlist.',
  /** spec 1 §7 'the car must be on the site': unknown here, or another site's car. */
  carNotOnSite: 'This car is no longer available on this site.',
  /** spec 1 §4: 'A sold car that is not saved shows no save button'; the server refuses it too. */
  carSold: 'This car has been sold and can no longer be saved.',
  /** Choice: a watchlist is kept to WATCHLIST_MAX_CARS cars (the page lists them all at once). */
  full: `You can keep up to ${WATCHLIST_MAX_CARS} cars on your watchlist. Please remove one to save another.`,
  /** The session is not allowed to make that request (cross-site request forgery check). */
  csrf: 'Your session has expired. Please reload the page and try again.',
} as const;

/** The most saved searches one shopper keeps. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches.`;
export const SAVED_SEARCH_LABEL_MAX = 120;
export const SAVED_SEARCH_HREF_MAX = 2000;

export const SAVED_SEARCH_MESSAGES = {
  labelRequired: 'Please give the search a name.',
  labelTooLong: `Please keep the name to ${SAVED_SEARCH_LABEL_MAX} characters or fewer.`,
  href: 'Only a search page of this site can be saved, e.g. /search/toyota?sortBy=price_asc.',
  notFound: 'That saved search no longer exists.',
} as const;

export type SavedSearchHref = string & { readonly __brand: 'SavedSearchHref' };
export type SavedSearchLabel = string & { readonly __brand: 'SavedSearchLabel' };

export interface SavedSearchInvalid {
  readonly code: 'SAVED_SEARCH.INVALID';
  readonly field: 'href' | 'label';
  readonly message: string;
}

/**
 * A search page of this site, path and query as the search page's URL holds them (spec 1 §2:
 * search state lives in the URL): /search and /search/{segments}, /used-car/{segments} and
 * /special-offers, each with an optional query. Choices: a fragment is dropped (it is no part of
 * a search); anything else — another host ('//x', 'https://…'), another page, control
 * characters, backslashes, more than 2,000 characters — is refused, so a saved search can only
 * ever send a shopper (or an alert) to this site's own search pages.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\\\s]/;
const SEARCH_PATH = /^\/(?:(?:search|used-car)(?:\/[^?#]*)?|special-offers\/?)(?:\?[^#]*)?$/;

export const SavedSearchHref = {
  parse(input: unknown): E.Either<SavedSearchInvalid, SavedSearchHref> {
    const invalid = E.left<SavedSearchInvalid>({ code: 'SAVED_SEARCH.INVALID', field: 'href', message: SAVED_SEARCH_MESSAGES.href });
    if (typeof input !== 'string') return invalid;
    const href = input.trim().split('#', 1)[0] ?? '';
    if (href.length === 0 || href.length > SAVED_SEARCH_HREF_MAX || UNSAFE.test(href) || href.startsWith('//')) return invalid;
    // '/search/../finance' would leave the search pages once a browser resolves it.
    if (/(^|\/)\.\.?(\/|$|\?)/.test(href.split('?', 1)[0] ?? '')) return invalid;
    return SEARCH_PATH.test(href) ? E.right(href as SavedSearchHref) : invalid;
  },
} as const;

/** A saved search's name: trimmed, not empty, at most 120 characters. */
export const SavedSearchLabel = {
  parse(input: unknown): E.Either<SavedSearchInvalid, SavedSearchLabel> {
    const label = typeof input === 'string' ? input.trim().replace(/\s+/g, ' ') : '';
    if (label === '') return E.left({ code: 'SAVED_SEARCH.INVALID', field: 'label', message: SAVED_SEARCH_MESSAGES.labelRequired });
    if ([...label].length > SAVED_SEARCH_LABEL_MAX)
      return E.left({ code: 'SAVED_SEARCH.INVALID', field: 'label', message: SAVED_SEARCH_MESSAGES.labelTooLong });
    return E.right(label as SavedSearchLabel);
  },
} as const;
