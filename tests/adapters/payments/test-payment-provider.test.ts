/**
 * The offline test payment provider (issue 15 step 6: 'the default adapter is the offline test
 * provider (test mode, clearly marked; tokens made by its own small client-side form)'): its card
 * form's tokens — signed, expiring, never holding the card number — and paying with them.
 */
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { DECLINE_MESSAGES } from '../../../adapters/payments/decline-messages';
import {
  DECLINING_TEST_CARDS,
  EXPIRED_TOKEN_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  TEST_CARDS,
  TEST_TOKEN_TTL_MS,
  TestPaymentProvider,
  UNKNOWN_TEST_CARD_MESSAGE,
} from '../../../adapters/payments/test-payment-provider';
import type { PaymentRequest } from '../../../application/payments/payment-provider.port';
import { CARD_CVC_MESSAGE, CARD_EXPIRED_MESSAGE, CARD_NAME_MESSAGE, CARD_NUMBER_MESSAGE } from '../../../domain/payments/card';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

class TestClock {
  constructor(public at: Date) {}
  now(): Date {
    return this.at;
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

function setUp(start = new Date('2026-03-02T09:00:00Z')) {
  const clock = new TestClock(start);
  return { clock, payments: new TestPaymentProvider({ secret: SECRET, clock }) };
}

const card = (number: string, fields: Partial<{ expiry: string; cvc: string; name: string }> = {}) => ({
  number,
  expiry: '12/30',
  cvc: '123',
  name: 'ANN CITIZEN',
  ...fields,
});

function tokenOf(payments: TestPaymentProvider, number = '4242 4242 4242 4242'): string {
  const made = payments.tokenize(card(number));
  if (E.isLeft(made)) throw new Error(`not tokenized: ${JSON.stringify(made.left)}`);
  return made.right.token;
}

let keys = 0;
const request = (token: string, fields: Partial<PaymentRequest> = {}): PaymentRequest => ({
  amountCents: 50_000,
  currency: 'AUD',
  token,
  description: '$500 deposit',
  idempotencyKey: `order:ord_1:attempt-${++keys}`,
  metadata: { order_id: 'ord_1' },
  ...fields,
});

describe('the test provider’s card form (tokenize)', () => {
  it('turns a test card into a token with its brand and last four digits', () => {
    const { payments } = setUp();
    expect(payments.tokenize(card('4242 4242 4242 4242'))).toEqual(
      E.right({ token: expect.stringMatching(/^tok_test_[\w-]+\.[\w-]+$/), brand: 'Visa', last4: '4242' }),
    );
    expect(payments.tokenize(card('5555-5555-5555-4444'))).toMatchObject(E.right({ brand: 'Mastercard', last4: '4444' }));
    expect(payments.tokenize(card('378282246310005', { cvc: '1234' }))).toMatchObject(E.right({ brand: 'American Express', last4: '0005' }));
  });

  it('refuses a bad card with the card rules’ messages, each field named', () => {
    const { payments } = setUp();
    expect(payments.tokenize({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: ' ' })).toEqual(
      E.left({ 'card.number': CARD_NUMBER_MESSAGE, 'card.expiry': CARD_EXPIRED_MESSAGE, 'card.cvc': CARD_CVC_MESSAGE, 'card.name': CARD_NAME_MESSAGE }),
    );
    expect(payments.tokenize({})).toMatchObject(E.left({ 'card.number': CARD_NUMBER_MESSAGE }));
  });

  it('refuses a valid card that is not a test card: a real number never becomes a token in test mode', () => {
    const { payments } = setUp();
    // Luhn-valid, not one of the published test numbers.
    expect(payments.tokenize(card('4111 1111 1111 1111'))).toEqual(E.left({ 'card.number': UNKNOWN_TEST_CARD_MESSAGE }));
  });

  it('never puts the card number, its expiry or CVC in the token, for every test card', () => {
    const { payments } = setUp();
    for (const number of [...Object.keys(TEST_CARDS), ...Object.keys(DECLINING_TEST_CARDS)]) {
      const token = tokenOf(payments, number);
      const decoded = token
        .slice('tok_test_'.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
        .join(' ');
      for (const text of [token, decoded]) {
        expect(text).not.toContain(number);
        expect(text).not.toContain(number.slice(0, 6));
        expect(text).not.toContain('12/30');
      }
    }
  });

  it('makes a different token each time, even for the same card', () => {
    const { payments } = setUp();
    expect(tokenOf(payments)).not.toBe(tokenOf(payments));
  });
});

describe('paying with a test token', () => {
  it('a success card is paid, in test mode, with the card’s brand and last four', async () => {
    const { payments } = setUp();
    expect(await payments.pay(request(tokenOf(payments)))()).toEqual(
      E.right({ status: 'succeeded', paymentId: expect.stringMatching(/^test_pi_[0-9a-f]{24}$/), brand: 'Visa', last4: '4242', testMode: true }),
    );
    expect(payments).toMatchObject({ name: 'test', testMode: true, browserConfig: { kind: 'test' } });
  });

  it.each(Object.entries(DECLINING_TEST_CARDS))('the decline card %s declines with %s and its message', async (number, code) => {
    const { payments } = setUp();
    expect(await payments.pay(request(tokenOf(payments, number)))()).toEqual(
      E.left({ code: 'PAYMENT.DECLINED', decline_code: code, message: DECLINE_MESSAGES[code] }),
    );
  });

  it('a tampered token is PAYMENT.INVALID_TOKEN: claims changed, signature changed, or made under another secret', async () => {
    const { payments, clock } = setUp();
    const token = tokenOf(payments, '4000 0000 0000 0002');
    const [body, mac] = token.slice('tok_test_'.length).split('.') as [string, string];
    // Turn the decline card's claims into a success card's, keeping the signature.
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `tok_test_${Buffer.from(JSON.stringify({ ...claims, outcome: 'succeed' })).toString('base64url')}.${mac}`;
    const otherSecret = new TestPaymentProvider({ secret: 'another-secret-of-at-least-32-characters', clock });
    const invalid = E.left({ code: 'PAYMENT.INVALID_TOKEN', message: INVALID_TOKEN_MESSAGE });
    for (const bad of [
      forged,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      tokenOf(otherSecret),
      `${token}.extra`,
      'tok_test_',
      'pm_card_visa',
      '',
    ]) {
      expect(await payments.pay(request(bad))()).toEqual(invalid);
    }
  });

  it('a token expires 15 minutes after it was made', async () => {
    const { payments, clock } = setUp();
    const token = tokenOf(payments);
    clock.advance(TEST_TOKEN_TTL_MS - 1);
    expect(E.isRight(await payments.pay(request(token))())).toBe(true);
    clock.advance(1);
    expect(await payments.pay(request(token))()).toEqual(E.left({ code: 'PAYMENT.INVALID_TOKEN', message: EXPIRED_TOKEN_MESSAGE }));
  });

  it('the same idempotency key pays once: a repeat answers the first payment, a decline is answered again as declined', async () => {
    const { payments, clock } = setUp();
    const paid = request(tokenOf(payments));
    const first = await payments.pay(paid)();
    // Even after the token has expired, the repeat is the first answer (no second charge, no error).
    clock.advance(TEST_TOKEN_TTL_MS + 1);
    expect(await payments.pay(paid)()).toEqual(first);
    const declined = request(tokenOf(payments, '4000000000009995'));
    const refused = await payments.pay(declined)();
    expect(await payments.pay(declined)()).toEqual(refused);
    // A new key is a new payment.
    const again = await payments.pay({ ...paid, idempotencyKey: 'order:ord_1:attempt-new', token: tokenOf(payments) })();
    expect(E.isRight(again) && E.isRight(first) && again.right.paymentId !== first.right.paymentId).toBe(true);
  });

  it('the same key for a different request is refused, not paid', async () => {
    const { payments } = setUp();
    const paid = request(tokenOf(payments));
    await payments.pay(paid)();
    expect(await payments.pay({ ...paid, amountCents: 60_000 })()).toMatchObject(E.left({ code: 'PAYMENT.UNAVAILABLE' }));
  });

  it('an unusable token is not remembered under its key: a fresh token may follow with the same key', async () => {
    const { payments } = setUp();
    const key = 'order:ord_1:attempt-retry';
    expect(await payments.pay(request('tok_test_x.y', { idempotencyKey: key }))()).toMatchObject(E.left({ code: 'PAYMENT.INVALID_TOKEN' }));
    expect(await payments.pay(request(tokenOf(payments), { idempotencyKey: key }))()).toMatchObject(E.right({ status: 'succeeded' }));
  });

  it('refunds are recorded; the test provider has no webhooks', async () => {
    const { payments } = setUp();
    const paid = await payments.pay(request(tokenOf(payments)))();
    const id = E.isRight(paid) ? paid.right.paymentId : '';
    expect(payments.wasRefunded(id)).toBe(false);
    await payments.refund(id);
    expect(payments.wasRefunded(id)).toBe(true);
    expect(payments.verifyWebhook()).toEqual(E.left({ code: 'PAYMENT.WEBHOOK_REJECTED', message: 'The test provider sends no webhooks' }));
  });

  it('wants a secret of at least 32 characters', () => {
    expect(() => new TestPaymentProvider({ secret: 'short' })).toThrow(RangeError);
  });
});
