import { describe, expect, it } from 'vitest';
import { CAPTCHA_FAILED_MESSAGE, HoneypotCaptchaVerifier } from '../../../adapters/captcha/honeypot-captcha-verifier';
import type { CaptchaEvidence } from '../../../application/leads/captcha-verifier.port';

const receivedAt = new Date('2026-03-02T09:00:10.000Z');
const verify = (evidence: CaptchaEvidence, minFillMs?: number) =>
  new HoneypotCaptchaVerifier(minFillMs === undefined ? {} : { minFillMs })
    .verify({ siteSlug: 'acme', evidence, receivedAt, remoteIp: '203.0.113.7' })();

describe('HoneypotCaptchaVerifier: a honeypot field and a minimum fill time of 3 s', () => {
  it('passes a person: empty honeypot, form rendered 3 s or more before', async () => {
    expect(await verify({ honeypot: '', form_rendered_at: receivedAt.getTime() - 3_000 })).toEqual({ _tag: 'Right', right: undefined });
    expect(await verify({ form_rendered_at: receivedAt.getTime() - 60_000 })).toEqual({ _tag: 'Right', right: undefined });
  });

  it('refuses a filled-in honeypot, with a message fit for the form', async () => {
    expect(await verify({ honeypot: 'http://spam.example' })).toEqual({
      _tag: 'Left',
      left: { code: 'LEAD.CAPTCHA_FAILED', message: CAPTCHA_FAILED_MESSAGE, reason: 'honeypot field filled in' },
    });
  });

  it('refuses a form sent less than the minimum fill time after it was rendered', async () => {
    expect(await verify({ form_rendered_at: receivedAt.getTime() - 2_999 })).toMatchObject({ left: { reason: 'form sent 2999 ms after it was rendered' } });
    expect(await verify({ form_rendered_at: receivedAt.getTime() - 900 }, 500)).toEqual({ _tag: 'Right', right: undefined });
  });

  it("measures on the browser's own clock when it sends submitted_at", async () => {
    // The browser's clock runs an hour behind: only the difference of its two stamps counts.
    const hourAgo = receivedAt.getTime() - 3_600_000;
    expect((await verify({ form_rendered_at: hourAgo, submitted_at: hourAgo + 1_000 }))._tag).toBe('Left');
    expect((await verify({ form_rendered_at: hourAgo, submitted_at: hourAgo + 5_000 }))._tag).toBe('Right');
  });

  it('does not hold a browser clock running fast against anyone, nor missing evidence (an API client)', async () => {
    expect((await verify({ form_rendered_at: receivedAt.getTime() + 120_000 }))._tag).toBe('Right');
    expect((await verify({}))._tag).toBe('Right');
  });
});
