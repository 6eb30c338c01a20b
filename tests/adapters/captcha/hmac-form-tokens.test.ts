import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORM_TOKEN_EXPIRED_MESSAGE,
  FORM_TOKEN_INVALID_MESSAGE,
  FORM_TOKEN_OTHER_SITE_MESSAGE,
  FORM_TOKEN_TOO_SOON_MESSAGE,
  HmacFormTokens,
} from '../../../adapters/captcha/hmac-form-tokens';
import { FORM_TOKEN_LIFETIME_MS, MIN_FILL_MS } from '../../../application/leads/form-token.port';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const tokens = new HmacFormTokens({ secret: SECRET });
const issuedAt = new Date('2026-03-02T09:00:00.000Z');
const after = (ms: number) => new Date(issuedAt.getTime() + ms);
const issued = tokens.issue('harbour-motors', issuedAt);

describe('HmacFormTokens: server-signed form tokens, usable from 3 s to 20 min after issue, for one site', () => {
  it('issues a token with its window: usable 3 s after issue, expiring 20 min after (issue 30: minutes, not hours)', () => {
    expect(issued.issuedAt).toEqual(issuedAt);
    expect(issued.usableFrom).toEqual(after(MIN_FILL_MS));
    expect(issued.expiresAt).toEqual(after(FORM_TOKEN_LIFETIME_MS));
    expect(MIN_FILL_MS).toBe(3_000);
    expect(FORM_TOKEN_LIFETIME_MS).toBe(1_200_000);
    expect(issued.token).toMatch(/^v1\.harbour-motors\.1772442000000\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  });

  it('signs HMAC-SHA256(secret, "v1.{site}.{issued_at_ms}.{nonce}") in base64url', () => {
    const [payload, signature] = [issued.token.slice(0, issued.token.lastIndexOf('.')), issued.token.slice(issued.token.lastIndexOf('.') + 1)];
    expect(signature).toBe(createHmac('sha256', SECRET).update(payload).digest('base64url'));
  });

  it('gives every form its own token (a random nonce), even in the same millisecond', () => {
    const many = new Set(Array.from({ length: 200 }, () => tokens.issue('harbour-motors', issuedAt).token));
    expect(many.size).toBe(200);
  });

  it('verifies a token on its site from 3 s after issue until just before 20 min', () => {
    for (const ms of [MIN_FILL_MS, 3_500, 60_000, FORM_TOKEN_LIFETIME_MS - 1]) {
      expect(tokens.verify(issued.token, 'harbour-motors', after(ms))).toEqual({ _tag: 'Right', right: { siteSlug: 'harbour-motors', issuedAt } });
    }
  });

  it('refuses a token sent less than 3 s after issue (a bot), with the message asking to wait', () => {
    for (const ms of [-5_000, 0, 2_999]) {
      expect(tokens.verify(issued.token, 'harbour-motors', after(ms))).toEqual({
        _tag: 'Left',
        left: { code: 'LEAD.CAPTCHA_FAILED', message: FORM_TOKEN_TOO_SOON_MESSAGE, reason: `form sent ${ms} ms after its token was issued` },
      });
    }
  });

  it('refuses an expired token (2 h after issue or later)', () => {
    expect(tokens.verify(issued.token, 'harbour-motors', after(FORM_TOKEN_LIFETIME_MS))).toMatchObject({
      left: { code: 'LEAD.CAPTCHA_FAILED', message: FORM_TOKEN_EXPIRED_MESSAGE },
    });
    expect(tokens.verify(issued.token, 'harbour-motors', after(FORM_TOKEN_LIFETIME_MS + 86_400_000))).toMatchObject({
      left: { message: FORM_TOKEN_EXPIRED_MESSAGE },
    });
  });

  it("refuses another site's token", () => {
    expect(tokens.verify(issued.token, 'bayside-pre-owned', after(10_000))).toEqual({
      _tag: 'Left',
      left: { code: 'LEAD.CAPTCHA_FAILED', message: FORM_TOKEN_OTHER_SITE_MESSAGE, reason: "form token issued for site 'harbour-motors'" },
    });
  });

  it('refuses a forged token: an earlier issue time, another site, a changed signature, or another secret', () => {
    const [version, site, time, nonce, signature] = issued.token.split('.') as [string, string, string, string, string];
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const forgeries = [
      [version, site, String(Number(time) - 60_000), nonce, signature],
      [version, 'bayside-pre-owned', time, nonce, signature],
      [version, site, time, nonce, flipped],
      tokens.issue('harbour-motors', after(-60_000)).token.split('.').slice(0, 4).concat(signature),
      new HmacFormTokens({ secret: 'another-deployment-secret-32-chars-long' }).issue('harbour-motors', after(-60_000)).token.split('.'),
    ].map((parts) => parts.join('.'));
    for (const forged of forgeries) {
      expect(tokens.verify(forged, forged.includes('bayside') ? 'bayside-pre-owned' : 'harbour-motors', after(10_000))).toMatchObject({
        left: { code: 'LEAD.CAPTCHA_FAILED', message: FORM_TOKEN_INVALID_MESSAGE, reason: 'form token signature does not match' },
      });
    }
  });

  it('refuses a malformed token: blank, another version, or extra parts', () => {
    for (const token of ['', '{}', 'v1', issued.token.replace(/^v1/, 'v2'), `${issued.token}.x`, issued.token.replaceAll('.', '..'), ` ${issued.token}`]) {
      expect(tokens.verify(token, 'harbour-motors', after(10_000))).toMatchObject({
        left: { code: 'LEAD.CAPTCHA_FAILED', message: FORM_TOKEN_INVALID_MESSAGE, reason: 'form token malformed' },
      });
    }
  });

  it('no string other than an issued token verifies (any text, NUL and lone surrogates included)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^v1\.harbour-motors\.\d{13}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)), (token) => {
        expect(tokens.verify(token, 'harbour-motors', after(10_000))._tag).toBe('Left');
      }),
      { numRuns: 200 },
    );
  });

  it('refuses to start with a secret shorter than 32 characters (a configuration bug)', () => {
    expect(() => new HmacFormTokens({ secret: 'x'.repeat(31) })).toThrow('at least 32 characters');
  });
});
