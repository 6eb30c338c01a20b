/**
 * Confirming an alert email (issue 14; Spam Act 2003 s 16; domain/shoppers/alert-email-confirmation.ts):
 * the token's format as the page reads it, the link, and the email's words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertEmailConfirmationLink,
  alertEmailConfirmationMessage,
  base64urlBytes,
  CONFIRMATION_TOKEN_MAX_LENGTH,
  confirmationTokenEmail,
} from '../../../domain/shoppers/alert-email-confirmation';

const ID = 'PyuMHppNTm-LIXxdDp8aIw';
const SIGNATURE = 'AAAAAAAAAAAAAAAAAAAAAA';
const tokenFor = (emailPart: string) => `${ID}.${emailPart}.${SIGNATURE}`;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('the confirmation token as the page reads it', () => {
  it('base64url decodes to the bytes node encodes, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(base64urlBytes(Buffer.from(bytes).toString('base64url'))).toEqual(Uint8Array.from(bytes));
      }),
    );
  });

  it('accepts only the one canonical spelling of the bytes', () => {
    // 'QQ' is 'A'; 'QR' carries spare bits set, 'Q' alone is no whole byte.
    expect(base64urlBytes('QQ')).toEqual(Uint8Array.from([65]));
    expect(base64urlBytes('QR')).toBeNull();
    expect(base64urlBytes('Q')).toBeNull();
    expect(base64urlBytes('QQ==')).toBeNull();
    expect(base64urlBytes('Q+Q')).toBeNull();
  });

  it('reads the address a token names, and nothing from a token not shaped as one or naming no address', () => {
    expect(confirmationTokenEmail(tokenFor(b64('ann@example.com.au')))).toBe('ann@example.com.au');
    expect(confirmationTokenEmail(tokenFor(b64('zoë@example.com')))).toBe('zoë@example.com');
    expect(confirmationTokenEmail(tokenFor(b64('not an email')))).toBeNull();
    expect(confirmationTokenEmail(tokenFor(b64(' ann@example.com.au')))).toBeNull();
    expect(confirmationTokenEmail(tokenFor(Buffer.from([0xff, 0xfe]).toString('base64url')))).toBeNull();
    expect(confirmationTokenEmail(`${ID}.${b64('ann@example.com.au')}`)).toBeNull();
    expect(confirmationTokenEmail(`x.${b64('ann@example.com.au')}.${SIGNATURE}`)).toBeNull();
    expect(confirmationTokenEmail(tokenFor('A'.repeat(CONFIRMATION_TOKEN_MAX_LENGTH)))).toBeNull();
  });
});

describe('the confirmation email', () => {
  it('links to the site s page, which asks before it confirms', () => {
    expect(alertEmailConfirmationLink('https://www.harbourmotors.com.au/', 'a.b+c.d')).toBe(
      'https://www.harbourmotors.com.au/alerts/confirm-email?token=a.b%2Bc.d',
    );
  });

  it('names the dealer, the address and what happens if the reader did not ask', () => {
    const message = alertEmailConfirmationMessage({
      dealer: { name: 'Harbour Motors', address: '12 Harbour Street, Sydney NSW 2000', phone: '02 9000 0000' },
      email: 'ann@example.com.au',
      link: 'https://www.harbourmotors.com.au/alerts/confirm-email?token=t',
    });
    expect(message.subject).toBe('Confirm your email for alerts from Harbour Motors');
    expect(message.text.split('\n')).toEqual([
      'Hello,',
      '',
      'This address, ann@example.com.au, was given on the Harbour Motors website for price-drop, sold and new-stock alerts.',
      '',
      'To get those alerts by email, open this link and press Confirm:',
      'https://www.harbourmotors.com.au/alerts/confirm-email?token=t',
      '',
      'Did not ask for this? Ignore this email: we send no alerts to this address unless it is confirmed.',
      '',
      'Harbour Motors',
      '12 Harbour Street, Sydney NSW 2000',
      '02 9000 0000',
    ]);
  });
});
