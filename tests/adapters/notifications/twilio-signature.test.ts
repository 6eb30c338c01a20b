/**
 * Twilio's webhook signature (issue 14: the inbound SMS webhook trusts only Twilio): Twilio's own
 * documented example, and round trips over what Twilio posts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, signedUrlCandidates, twilioSignature } from '../../../adapters/notifications/twilio-signature';

// Twilio's example (TwilioDevEd/api-snippets security/signature_validation, the docs' 'Validating
// requests'): this token, URL and POST body give this X-Twilio-Signature.
const EXAMPLE = {
  authToken: '12345',
  url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
  params: [
    ['CallSid', 'CA1234567890ABCDE'],
    ['Caller', '+14158675309'],
    ['Digits', '1234'],
    ['From', '+14158675309'],
    ['To', '+18005551212'],
  ] as [string, string][],
  signature: 'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
};

describe('Twilio request signature (issue 14)', () => {
  it('gives the signature of Twilio documented example', () => {
    expect(twilioSignature(EXAMPLE.authToken, EXAMPLE.url, EXAMPLE.params)).toBe(EXAMPLE.signature);
    expect(isTwilioSignatureValid(EXAMPLE.authToken, EXAMPLE.signature, [EXAMPLE.url], EXAMPLE.params)).toBe(true);
  });

  it('sorts the parameters by name, so the order they were posted in does not matter', () => {
    expect(twilioSignature(EXAMPLE.authToken, EXAMPLE.url, [...EXAMPLE.params].reverse())).toBe(EXAMPLE.signature);
  });

  it('refuses the example with anything changed: token, URL, a value, a parameter added or dropped', () => {
    const valid = (token: string, url: string, params: [string, string][]) => isTwilioSignatureValid(token, EXAMPLE.signature, [url], params);
    expect(valid('12346', EXAMPLE.url, EXAMPLE.params)).toBe(false);
    expect(valid(EXAMPLE.authToken, 'https://mycompany.com/myapp.php?foo=1&bar=3', EXAMPLE.params)).toBe(false);
    expect(valid(EXAMPLE.authToken, 'http://mycompany.com/myapp.php?foo=1&bar=2', EXAMPLE.params)).toBe(false);
    expect(
      valid(
        EXAMPLE.authToken,
        EXAMPLE.url,
        EXAMPLE.params.map(([n, v]) => [n, n === 'Digits' ? '1235' : v]),
      ),
    ).toBe(false);
    expect(valid(EXAMPLE.authToken, EXAMPLE.url, [...EXAMPLE.params, ['Body', 'STOP']])).toBe(false);
    expect(valid(EXAMPLE.authToken, EXAMPLE.url, EXAMPLE.params.slice(1))).toBe(false);
  });

  it('refuses a missing, empty or malformed signature', () => {
    for (const signature of [undefined, '', 'RSOYDt4T1cUTdK1PDd93/VVr8B8', 'rsoydt4t1cutdk1pdd93/vvr8b8=', `${EXAMPLE.signature}=`]) {
      expect(isTwilioSignatureValid(EXAMPLE.authToken, signature, [EXAMPLE.url], EXAMPLE.params)).toBe(false);
    }
  });

  it('round trip: what is signed with the token verifies; with any other token it does not', () => {
    const param = fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 40 }));
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.stringMatching(/^https?:\/\/[a-z]{1,12}\.example(:\d{2,5})?\/[a-z0-9/._-]{0,30}(\?[a-z]{1,5}=[a-z0-9%+]{0,8})?$/),
        fc.array(param, { maxLength: 12 }),
        (token, other, url, params) => {
          const signature = twilioSignature(token, url, params);
          expect(isTwilioSignatureValid(token, signature, [url], params)).toBe(true);
          expect(isTwilioSignatureValid(token, signature, [url], [...params].reverse())).toBe(true);
          if (other !== token) expect(isTwilioSignatureValid(other, signature, [url], params)).toBe(false);
        },
      ),
    );
  });

  it('a repeated parameter name is sorted by its values too', () => {
    const a: [string, string][] = [
      ['MediaUrl', 'b'],
      ['MediaUrl', 'a'],
    ];
    expect(twilioSignature('token-1234', 'https://x.test/', a)).toBe(twilioSignature('token-1234', 'https://x.test/', [...a].reverse()));
  });

  it('checks the URL with and without the default port of its scheme', () => {
    expect(signedUrlCandidates('https://caryard.example/api/sms/inbound')).toEqual([
      'https://caryard.example/api/sms/inbound',
      'https://caryard.example:443/api/sms/inbound',
    ]);
    expect(signedUrlCandidates('https://caryard.example:443/api/sms/inbound?x=1')).toEqual([
      'https://caryard.example:443/api/sms/inbound?x=1',
      'https://caryard.example/api/sms/inbound?x=1',
    ]);
    expect(signedUrlCandidates('http://127.0.0.1:80/api')).toEqual(['http://127.0.0.1:80/api', 'http://127.0.0.1/api']);
    expect(signedUrlCandidates('http://[::1]/api')).toEqual(['http://[::1]/api', 'http://[::1]:80/api']);
    // Another port is part of the address either way.
    expect(signedUrlCandidates('http://127.0.0.1:4123/api/sms/inbound')).toEqual(['http://127.0.0.1:4123/api/sms/inbound']);
  });

  it('a signature made for the URL without its port verifies against the URL with it', () => {
    const signature = twilioSignature('token-1234', 'https://caryard.example/api/sms/inbound', [['Body', 'STOP']]);
    expect(isTwilioSignatureValid('token-1234', signature, signedUrlCandidates('https://caryard.example:443/api/sms/inbound'), [['Body', 'STOP']])).toBe(true);
  });
});
