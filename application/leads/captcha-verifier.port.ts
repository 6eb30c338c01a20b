import type * as TE from 'fp-ts/lib/TaskEither.js';

/**
 * What a form sends to prove a person filled it in (issue 10). The browser's own clock is not
 * evidence: the fill time is read from the server-signed `form_token` (form-token.port.ts).
 */
export interface CaptchaEvidence {
  /** The hidden honeypot field: people leave it empty, form-filling bots do not. */
  honeypot?: string;
  /** The token `GET /api/form-token` issued when the form was shown (FormTokens). */
  form_token?: string;
  /** A hosted captcha's response token (for a hosted-captcha adapter). */
  token?: string;
}

export interface CaptchaCheck {
  siteSlug: string;
  evidence: CaptchaEvidence;
  receivedAt: Date;
  remoteIp: string;
}

export interface CaptchaFailed {
  readonly code: 'LEAD.CAPTCHA_FAILED';
  readonly message: string;
  /** For logs, never shown: which check failed. */
  readonly reason: string;
}

/**
 * spec 2 §4: "a captcha is run" before a form submits. The default adapter asks for an empty
 * honeypot and a valid form token at least 3 s old. Callers of other channels (an app) prove
 * themselves with a site API key instead, and never reach the captcha.
 */
export interface CaptchaVerifier {
  /**
   * Right when the submission looks like a person's; Left with a message fit for the form
   * otherwise — no evidence at all included. A hosted-captcha adapter whose provider cannot be
   * reached answers Left too.
   */
  verify(check: CaptchaCheck): TE.TaskEither<CaptchaFailed, void>;
}
