import type * as E from 'fp-ts/lib/Either.js';

/** A token that is not one this deployment signed for this site. */
export interface InvalidUnsubscribeToken {
  readonly code: 'ALERTS.INVALID_TOKEN';
  readonly message: string;
}

/**
 * The signed token of an alert's unsubscribe link (issue 14; Spam Act 2003: a functional
 * unsubscribe in every message). It names the shopper and is signed for their site; it does not
 * expire (a link in an old message must still work). The default adapter signs with HMAC-SHA256
 * (adapters/auth/hmac-unsubscribe-tokens.ts).
 */
export interface UnsubscribeTokens {
  /** The token of a shopper's links on a site: URL-safe, the same every time for the same shopper. */
  issue(siteSlug: string, shopperId: string): string;
  /** The shopper a token names, or Left when it was not signed for this site by this deployment. */
  verify(siteSlug: string, token: string): E.Either<InvalidUnsubscribeToken, string>;
}

export const INVALID_UNSUBSCRIBE_TOKEN_MESSAGE = 'This unsubscribe link is not valid. Use the link in your latest alert, or switch alerts off in your garage.';
