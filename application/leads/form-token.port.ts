import type * as E from 'fp-ts/lib/Either.js';
import type { CaptchaFailed } from './captcha-verifier.port';

/**
 * spec 2 §4 "a captcha is run"; docs/features.md "Leads": a person takes at least 3 s to fill a form in.
 * The time counts from when the server issued the form's token, not from anything the browser says.
 */
export const MIN_FILL_MS = 3_000;

/**
 * How long a form token can be sent for (issue 30: minutes, not hours): twenty minutes, so a
 * harvested token is soon worthless; the page fetches a new one before it runs out
 * (FormTokenKeeper, five minutes ahead), so a shopper who leaves the form open over lunch still
 * sends it.
 */
export const FORM_TOKEN_LIFETIME_MS = 20 * 60 * 1_000;

/** issue 30: the refusal of a token a lead was already sent with. */
export const FORM_TOKEN_SPENT_MESSAGE = 'This form was already sent. Please reload the page to send another enquiry.';

/**
 * issue 30 item 4: form tokens are used once. The first lead stored with a token spends it; a
 * second lead with it is refused (LEAD.CAPTCHA_FAILED), while a retry of the first (its
 * Idempotency-Key) is answered before any token is looked at. Shared by every instance (SQL).
 */
export interface SpentFormTokens {
  /** Spends `token` of `siteSlug` at `now`: true the first time, false when it was spent already. */
  spend(siteSlug: string, token: string, now: Date): Promise<boolean>;
  /** Gives a token back when the lead it was spent on could not be stored (its test-drive or service time was taken). */
  release(siteSlug: string, token: string): Promise<void>;
}

/** A token issued to a form as it is shown, with the window in which a submission may carry it. */
export interface FormToken {
  /** Opaque to the form: sent back as `captcha.form_token`. */
  readonly token: string;
  readonly issuedAt: Date;
  /** issuedAt + the minimum fill time: a submission before this looks automated. */
  readonly usableFrom: Date;
  /** A submission after this needs a new token. */
  readonly expiresAt: Date;
}

/** What a verified token proves: this site issued it, at that time. */
export interface VerifiedFormToken {
  readonly siteSlug: string;
  readonly issuedAt: Date;
}

/**
 * Server-signed, expiring form render tokens (issue 10): the fill time is measured between the
 * server's own issue and the server's own receipt, so a client cannot forge it. One secret per
 * deployment, shared by every instance, so any instance verifies what another issued.
 */
export interface FormTokens {
  /** A new token for a form of `siteSlug`, issued at `now`. Never fails. */
  issue(siteSlug: string, now: Date): FormToken;
  /**
   * Right when `token` was issued by this deployment for `siteSlug` and `now` lies in
   * [usableFrom, expiresAt). Left `LEAD.CAPTCHA_FAILED` otherwise — malformed, forged (signature
   * does not match), another site's, sent too soon, or expired — with a message fit for the form
   * and the reason for the logs.
   */
  verify(token: string, siteSlug: string, now: Date): E.Either<CaptchaFailed, VerifiedFormToken>;
}
