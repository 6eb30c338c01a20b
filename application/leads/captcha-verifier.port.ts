import type * as TE from 'fp-ts/lib/TaskEither.js';

/** What a form sends to prove a person filled it in (all optional: an API client sends none). */
export interface CaptchaEvidence {
  /** The hidden honeypot field: people leave it empty, form-filling bots do not. */
  honeypot?: string;
  /** When the form was rendered, epoch milliseconds (the browser's clock). */
  form_rendered_at?: number;
  /** When the form was sent, epoch milliseconds on the same clock: the fill time is then free of clock skew. */
  submitted_at?: number;
  /** A hosted captcha's response token. */
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

/** spec 2 §4: "a captcha is run" before a form submits. The default adapter is a honeypot and a minimum fill time. */
export interface CaptchaVerifier {
  /**
   * Right when the submission looks like a person's; Left with a message fit for the form
   * otherwise. A hosted-captcha adapter whose provider cannot be reached answers Left too.
   */
  verify(check: CaptchaCheck): TE.TaskEither<CaptchaFailed, void>;
}
