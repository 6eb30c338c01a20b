/**
 * The signed token of the link that confirms an alert email (issue 14; Spam Act 2003 s 16;
 * adapters/auth/hmac-alert-email-tokens.ts): it names the shopper and the address, signed for
 * the site, so it confirms that address only, for that shopper, on that site.
 */
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HmacAlertEmailTokens } from '../../../adapters/auth/hmac-alert-email-tokens';
import { confirmationTokenEmail } from '../../../domain/shoppers/alert-email-confirmation';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const tokens = new HmacAlertEmailTokens({ secret: SECRET });
const SHOPPER = '3f2b8c1e-9a4d-4e6f-8b21-7c5d0e9f1a23';
const EMAIL = 'ann.citizen+cars@example.com.au';
const INVALID = { code: 'ALERTS.INVALID_TOKEN', message: expect.any(String) };

/** Addresses the lead forms' rule accepts, some with non-ASCII local parts. */
const anEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9._+\u00e9\u4e2d-]{1,30}$/), fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom('com', 'com.au', 'net.au'))
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

describe('the signed token of an alert email confirmation link (HMAC-SHA256)', () => {
  it('is URL-safe, the same every time, names its shopper and address, and shows the address to the page', () => {
    const token = tokens.issue('harbour-motors', SHOPPER, EMAIL);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(tokens.issue('harbour-motors', SHOPPER, EMAIL)).toBe(token);
    expect(tokens.verify('harbour-motors', token)).toEqual(E.right({ shopper_id: SHOPPER, email: EMAIL }));
    expect(confirmationTokenEmail(token)).toBe(EMAIL);
  });

  it('is refused on another site, with another secret, with another address put in, or changed in any way', () => {
    const token = tokens.issue('harbour-motors', SHOPPER, EMAIL);
    expect(tokens.verify('bayside-pre-owned', token)).toEqual(E.left(INVALID));
    expect(new HmacAlertEmailTokens({ secret: `${SECRET}x` }).verify('harbour-motors', token)).toEqual(E.left(INVALID));
    const [id, , signature] = token.split('.');
    const swapped = `${id}.${Buffer.from('victim@example.com').toString('base64url')}.${signature}`;
    expect(tokens.verify('harbour-motors', swapped)).toEqual(E.left(INVALID));
    for (const bad of ['', 'x', token.replace('.', ''), `${token}A`, token.toUpperCase(), `${token}.x`, `${id}..${signature}`]) {
      expect(tokens.verify('harbour-motors', bad)).toEqual(E.left(INVALID));
    }
  });

  it('verifies every address it issued for, and no token changed in one character', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        anEmail,
        fc.nat(),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
        (shopper, email, at, char) => {
          const token = tokens.issue('harbour-motors', shopper, email);
          expect(tokens.verify('harbour-motors', token)).toEqual(E.right({ shopper_id: shopper, email }));
          const i = at % token.length;
          fc.pre(token[i] !== '.' && token[i] !== char);
          const changed = `${token.slice(0, i)}${char}${token.slice(i + 1)}`;
          expect(E.isLeft(tokens.verify('harbour-motors', changed))).toBe(true);
        },
      ),
    );
  });

  it('refuses a secret too short to be safe, and a shopper id that is not a uuid', () => {
    expect(() => new HmacAlertEmailTokens({ secret: 'short' })).toThrow(/at least 32 characters/);
    expect(() => tokens.issue('harbour-motors', 'not-a-uuid', EMAIL)).toThrow(/not a shopper id/);
  });
});
