import { describe, expect, it } from 'vitest';
import {
  FORM_TOKEN_EXPIRED_MESSAGE,
  FORM_TOKEN_INVALID_MESSAGE,
  FORM_TOKEN_OTHER_SITE_MESSAGE,
  FORM_TOKEN_TOO_SOON_MESSAGE,
  HmacFormTokens,
} from '../../../adapters/captcha/hmac-form-tokens';
import { CAPTCHA_FAILED_MESSAGE, FORM_TOKEN_MISSING_MESSAGE, HoneypotCaptchaVerifier } from '../../../adapters/captcha/honeypot-captcha-verifier';
import type { CaptchaEvidence } from '../../../application/leads/captcha-verifier.port';

const tokens = new HmacFormTokens({ secret: 'a-test-secret-of-at-least-32-characters!' });
const receivedAt = new Date('2026-03-02T09:00:10.000Z');
const tokenIssued = (msBefore: number, site = 'acme') => tokens.issue(site, new Date(receivedAt.getTime() - msBefore)).token;
const verify = (evidence: CaptchaEvidence) =>
  new HoneypotCaptchaVerifier({ tokens }).verify({ siteSlug: 'acme', evidence, receivedAt, remoteIp: '203.0.113.7' })();

describe('HoneypotCaptchaVerifier: an empty honeypot and a server-signed form token at least 3 s old (issue 10)', () => {
  it('passes a person: empty honeypot, the form token issued 3 s or more before', async () => {
    expect(await verify({ honeypot: '', form_token: tokenIssued(3_000) })).toEqual({ _tag: 'Right', right: undefined });
    expect(await verify({ form_token: tokenIssued(60_000) })).toEqual({ _tag: 'Right', right: undefined });
  });

  it('refuses a submission with no evidence — the captcha left out or sent as {} — with a clear message', async () => {
    for (const evidence of [{}, { honeypot: '' }, { form_token: '' }]) {
      expect(await verify(evidence)).toEqual({
        _tag: 'Left',
        left: { code: 'LEAD.CAPTCHA_FAILED', message: FORM_TOKEN_MISSING_MESSAGE, reason: 'no form token' },
      });
    }
  });

  it('refuses a filled-in honeypot, even with a valid token', async () => {
    expect(await verify({ honeypot: 'http://spam.example', form_token: tokenIssued(10_000) })).toEqual({
      _tag: 'Left',
      left: { code: 'LEAD.CAPTCHA_FAILED', message: CAPTCHA_FAILED_MESSAGE, reason: 'honeypot field filled in' },
    });
  });

  it("refuses a token that is fresh (< 3 s), expired, another site's or forged", async () => {
    expect(await verify({ form_token: tokenIssued(2_999) })).toMatchObject({ left: { message: FORM_TOKEN_TOO_SOON_MESSAGE } });
    expect(await verify({ form_token: tokenIssued(2 * 3_600_000) })).toMatchObject({ left: { message: FORM_TOKEN_EXPIRED_MESSAGE } });
    expect(await verify({ form_token: tokenIssued(10_000, 'other-motors') })).toMatchObject({ left: { message: FORM_TOKEN_OTHER_SITE_MESSAGE } });
    expect(await verify({ form_token: tokenIssued(10_000).replace('.acme.', '.acme.0') })).toMatchObject({ left: { message: FORM_TOKEN_INVALID_MESSAGE } });
  });

  it("does not take the browser's word for the fill time: its own timestamps are not evidence", async () => {
    const forged = { honeypot: '', form_rendered_at: 1, submitted_at: 60_000 } as CaptchaEvidence;
    expect(await verify(forged)).toMatchObject({ left: { code: 'LEAD.CAPTCHA_FAILED', reason: 'no form token' } });
    expect(await verify({ ...forged, form_token: tokenIssued(1_000) })).toMatchObject({ left: { message: FORM_TOKEN_TOO_SOON_MESSAGE } });
  });
});
