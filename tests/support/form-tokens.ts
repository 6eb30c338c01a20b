/**
 * Form tokens for tests that send leads (issue 10): the real signer with a test secret, and the
 * evidence a person's form sends — an empty honeypot and a token issued a few seconds before.
 */
import { HmacFormTokens } from '../../adapters/captcha/hmac-form-tokens';
import { Sha256ApiKeyVerifier } from '../../adapters/auth/sha256-api-key-verifier';
import { HoneypotCaptchaVerifier } from '../../adapters/captcha/honeypot-captcha-verifier';
import type { CaptchaEvidence } from '../../application/leads/captcha-verifier.port';
import type { FormTokens } from '../../application/leads/form-token.port';
import type { Clock } from '../../application/shared/clock.port';
import type { CaryardCore } from '../../config/core';
import { PORTS } from '../../config/ports';

export const TEST_FORM_TOKEN_SECRET = 'caryard-tests-form-token-secret-0123456789';

/** The real signer, keyed with the test secret. */
export const testFormTokens = (): HmacFormTokens => new HmacFormTokens({ secret: TEST_FORM_TOKEN_SECRET });

/** The real captcha and API key checks, as SubmitLead's `captcha` and `apiKeys` deps. */
export const realLeadGuards = (tokens: Pick<FormTokens, 'verify'> = testFormTokens()) => ({
  captcha: new HoneypotCaptchaVerifier({ tokens }),
  apiKeys: new Sha256ApiKeyVerifier(),
});

/**
 * What a person's form sends: an empty honeypot and a form token for `siteSlug` issued
 * `ageMs` (default 5 s, past the 3 s minimum fill time) before `now`.
 */
export function aPersonsCaptcha(
  siteSlug: string,
  options: { tokens?: Pick<FormTokens, 'issue'>; now?: Date; ageMs?: number } = {},
): Required<Pick<CaptchaEvidence, 'honeypot' | 'form_token'>> {
  const now = options.now ?? new Date();
  const issuedAt = new Date(now.getTime() - (options.ageMs ?? 5_000));
  return { honeypot: '', form_token: (options.tokens ?? testFormTokens()).issue(siteSlug, issuedAt).token };
}

/**
 * A person's captcha for `siteSlug` signed by a running core's own issuer (its real secret),
 * the token issued `ageMs` (default 5 s) before the core's clock says now.
 */
export async function aCaptchaFrom(
  core: Pick<CaryardCore, 'container'>,
  siteSlug: string,
  ageMs = 5_000,
): Promise<Required<Pick<CaptchaEvidence, 'honeypot' | 'form_token'>>> {
  const tokens = await core.container.getAsync<FormTokens>(PORTS.FormTokens);
  return aPersonsCaptcha(siteSlug, { tokens, now: core.container.get<Clock>(PORTS.Clock).now(), ageMs });
}
