import * as TE from 'fp-ts/lib/TaskEither.js';
import type { CaptchaCheck, CaptchaFailed, CaptchaVerifier } from '../../application/leads/captcha-verifier.port';

export interface HoneypotCaptchaOptions {
  /** A person takes at least this long to fill a form in. Default 3 s. */
  minFillMs?: number;
}

export const DEFAULT_MIN_FILL_MS = 3_000;

export const CAPTCHA_FAILED_MESSAGE =
  'Your enquiry could not be sent because it looked automated. Please wait a few seconds and send it again.';

/**
 * The default captcha (issue 6: "abuse protection without annoying people"): nothing to
 * solve. A bot gives itself away by filling the hidden honeypot field, or by sending the
 * form less than `minFillMs` after it was rendered. The fill time is measured on the
 * browser's own clock when the form sends `submitted_at`, else against the server's clock;
 * a rendered-at in the future (a browser clock running fast) is not held against anyone.
 * A submission with no evidence (an API client) passes: a hosted captcha adapter is the
 * stricter replacement.
 */
export class HoneypotCaptchaVerifier implements CaptchaVerifier {
  readonly #minFillMs: number;

  constructor(options: HoneypotCaptchaOptions = {}) {
    this.#minFillMs = options.minFillMs ?? DEFAULT_MIN_FILL_MS;
  }

  verify({ evidence, receivedAt }: CaptchaCheck): TE.TaskEither<CaptchaFailed, void> {
    if ((evidence.honeypot ?? '').trim() !== '') return TE.left(failed('honeypot field filled in'));
    const rendered = evidence.form_rendered_at;
    if (rendered !== undefined) {
      const submitted = evidence.submitted_at ?? receivedAt.getTime();
      const fillMs = submitted - rendered;
      if (fillMs >= 0 && fillMs < this.#minFillMs) return TE.left(failed(`form sent ${fillMs} ms after it was rendered`));
    }
    return TE.right(undefined);
  }
}

function failed(reason: string): CaptchaFailed {
  return { code: 'LEAD.CAPTCHA_FAILED', message: CAPTCHA_FAILED_MESSAGE, reason };
}
