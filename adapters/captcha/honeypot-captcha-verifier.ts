import { pipe } from 'fp-ts/lib/function.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { CaptchaCheck, CaptchaFailed, CaptchaVerifier } from '../../application/leads/captcha-verifier.port';
import { MIN_FILL_MS, type FormTokens } from '../../application/leads/form-token.port';

export interface HoneypotCaptchaOptions {
  /** Verifies the form token the submission carries (HmacFormTokens). */
  tokens: Pick<FormTokens, 'verify'>;
}

/** The minimum fill time (docs/features.md "Leads"): now enforced by the form token's usable-from time. */
export const DEFAULT_MIN_FILL_MS = MIN_FILL_MS;

export const CAPTCHA_FAILED_MESSAGE = 'Your enquiry could not be sent because it looked automated. Please wait a few seconds and send it again.';
export const FORM_TOKEN_MISSING_MESSAGE =
  'This form was sent without its form token. Please reload the page and send it again. (Other channels: send captcha.form_token from GET /api/form-token, or an API key.)';

/**
 * The default captcha (issue 6: "abuse protection without annoying people"; issue 10: no
 * bypass): nothing to solve. A submission needs both an empty honeypot field (form-filling bots
 * fill it) and the form token the server issued when the form was shown, at least 3 s old and
 * not expired, for this site. Missing evidence is refused: callers that are not a form
 * (an app) use a site API key and never reach the captcha.
 */
export class HoneypotCaptchaVerifier implements CaptchaVerifier {
  constructor(private readonly options: HoneypotCaptchaOptions) {}

  verify({ evidence, siteSlug, receivedAt }: CaptchaCheck): TE.TaskEither<CaptchaFailed, void> {
    if ((evidence.honeypot ?? '').trim() !== '') return TE.left(failed(CAPTCHA_FAILED_MESSAGE, 'honeypot field filled in'));
    const token = evidence.form_token;
    if (token === undefined || token === '') return TE.left(failed(FORM_TOKEN_MISSING_MESSAGE, 'no form token'));
    return pipe(
      TE.fromEither(this.options.tokens.verify(token, siteSlug, receivedAt)),
      TE.map(() => undefined),
    );
  }
}

function failed(message: string, reason: string): CaptchaFailed {
  return { code: 'LEAD.CAPTCHA_FAILED', message, reason };
}
