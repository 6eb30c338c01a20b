import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HmacUnsubscribeTokens } from '../../../adapters/auth/hmac-unsubscribe-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const tokens = new HmacUnsubscribeTokens({ secret: SECRET });
const SHOPPER = '3f2b8c1e-9a4d-4e6f-8b21-7c5d0e9f1a23';

describe('the signed token of an alert s unsubscribe link (HMAC-SHA256)', () => {
  it('is short and URL-safe, the same every time, and names its shopper on its site', () => {
    const token = tokens.issue('harbour-motors', SHOPPER);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(tokens.issue('harbour-motors', SHOPPER)).toBe(token);
    expect(tokens.verify('harbour-motors', token)).toEqual(E.right(SHOPPER));
  });

  it('is refused on another site, with another secret, or changed in any character', () => {
    const token = tokens.issue('harbour-motors', SHOPPER);
    expect(E.isLeft(tokens.verify('bayside-pre-owned', token))).toBe(true);
    expect(E.isLeft(new HmacUnsubscribeTokens({ secret: `${SECRET}x` }).verify('harbour-motors', token))).toBe(true);
    for (const bad of ['', 'x', token.replace('.', ''), `${token}A`, token.toUpperCase()]) {
      expect(tokens.verify('harbour-motors', bad)).toEqual(E.left({ code: 'ALERTS.INVALID_TOKEN', message: expect.any(String) }));
    }
  });

  it('no token but the one issued verifies: every one-character change is refused', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.nat(), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), (shopper, at, char) => {
        const token = tokens.issue('harbour-motors', shopper);
        const i = at % token.length;
        fc.pre(token[i] !== '.' && token[i] !== char);
        const changed = `${token.slice(0, i)}${char}${token.slice(i + 1)}`;
        expect(E.isLeft(tokens.verify('harbour-motors', changed))).toBe(true);
      }),
    );
  });

  it('refuses a secret too short to be safe, and a shopper id that is not a uuid', () => {
    expect(() => new HmacUnsubscribeTokens({ secret: 'short' })).toThrow(/at least 32/);
    expect(() => tokens.issue('harbour-motors', 'not-a-uuid')).toThrow();
    expect(E.isRight(tokens.verify('harbour-motors', tokens.issue('harbour-motors', randomUUID().toUpperCase())))).toBe(true);
  });
});
