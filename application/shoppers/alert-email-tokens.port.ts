import type * as E from 'fp-ts/lib/Either.js';

/** A token that is not one this deployment signed for this site. */
export interface InvalidConfirmationToken {
  readonly code: 'ALERTS.INVALID_TOKEN';
  readonly message: string;
}

/** What a confirmation token names: the shopper, and the address it confirms. */
export interface ConfirmationTokenClaim {
  readonly shopper_id: string;
  readonly email: string;
}

/**
 * The signed token of the link that confirms a shopper's alert email (issue 14; Spam Act 2003
 * s 16; domain/shoppers/alert-email-confirmation.ts gives its format). It names the shopper and
 * the address, signed for their site, so a token confirms that address only, for that shopper
 * only, on that site only. It does not expire: it can only confirm the address it names, and
 * only while that address is still the shopper's alert email. The default adapter signs with
 * HMAC-SHA256 (adapters/auth/hmac-alert-email-tokens.ts).
 */
export interface AlertEmailTokens {
  /** The token confirming `email` for the shopper on the site: URL-safe. */
  issue(siteSlug: string, shopperId: string, email: string): string;
  /** What a token names, or Left when it was not signed for this site by this deployment. */
  verify(siteSlug: string, token: string): E.Either<InvalidConfirmationToken, ConfirmationTokenClaim>;
}

export const INVALID_CONFIRMATION_TOKEN_MESSAGE =
  'This confirmation link is not valid. Use the link in the latest email we sent you, or give your email again in your alert settings.';
