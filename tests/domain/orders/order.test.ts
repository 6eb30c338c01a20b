/**
 * The order's rules (issue 15): its sums, its reference, the buyer's details (step 5) and what
 * happens next (step 7), apart from any store or screen.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LICENCE_MESSAGE,
  MONEY_BACK_RULES,
  buyerDetailsErrors,
  orderIncluded,
  orderNextSteps,
  orderReference,
  orderTotals,
  referencePrefix,
} from '../../../domain/orders/order';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';

const DETAILS = {
  first_name: 'Ann',
  last_name: 'Citizen',
  email: 'ann@example.com.au',
  phone: '0412 345 678',
  street: '1 Hunter Street',
  suburb: 'Newcastle',
  state: 'NSW',
  postcode: '2300',
  licence_number: '12345678',
  licence_state: 'NSW',
};

describe('orderTotals', () => {
  it('adds delivery, takes off the trade-in, and leaves the balance after the deposit', () => {
    expect(orderTotals({ driveAway: 33_210, delivery: 299, tradeIn: 8_500, deposit: 200 })).toEqual({
      drive_away: 33_210,
      delivery: 299,
      trade_in: 8_500,
      total: 25_009,
      deposit: 200,
      balance: 24_809,
    });
  });

  it('never goes below zero, whatever the trade-in or deposit (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: -1e6, max: 1e7, noNaN: true }),
        fc.double({ min: -1e3, max: 1e6, noNaN: true }),
        (driveAway, delivery, tradeIn, deposit) => {
          const t = orderTotals({ driveAway, delivery, tradeIn, deposit });
          for (const value of Object.values(t)) expect(value).toBeGreaterThanOrEqual(0);
          expect(t.total).toBeLessThanOrEqual(t.drive_away + t.delivery + 0.001);
          expect(t.balance).toBeLessThanOrEqual(t.total);
        },
      ),
    );
  });

  it('treats NaN and infinities as nothing', () => {
    expect(orderTotals({ driveAway: Number.NaN, delivery: Infinity, tradeIn: -Infinity, deposit: Number.NaN })).toEqual({
      drive_away: 0,
      delivery: 0,
      trade_in: 0,
      total: 0,
      deposit: 0,
      balance: 0,
    });
  });
});

describe('order references', () => {
  it('prefixes the site’s initials', () => {
    expect(referencePrefix('Harbour Motors')).toBe('HM');
    expect(referencePrefix('Sunset Coast Suzuki')).toBe('SCS');
    expect(referencePrefix('  ')).toBe('CY');
  });

  it('spells 40 random bits in 8 Crockford characters: no I, L, O or U (property)', () => {
    expect(orderReference('HM', new Uint8Array([0, 0, 0, 0, 0]))).toBe('HM-00000000');
    expect(orderReference('HM', new Uint8Array([255, 255, 255, 255, 255]))).toBe('HM-ZZZZZZZZ');
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), (bytes) => {
        expect(orderReference('HM', bytes)).toMatch(/^HM-[0-9A-HJKMNP-TV-Z]{8}$/);
      }),
    );
  });
});

describe('buyerDetailsErrors (issue 15 step 5)', () => {
  it('accepts complete details', () => {
    expect(buyerDetailsErrors(DETAILS)).toEqual({});
  });

  it('names every missing or bad field with a clear message', () => {
    const errors = buyerDetailsErrors({
      ...DETAILS,
      first_name: ' ',
      email: 'ann@',
      phone: '12',
      street: '',
      postcode: '99',
      licence_number: 'AB!',
      licence_state: 'XX',
      state: '',
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'licence_number', 'licence_state', 'phone', 'postcode', 'state', 'street']);
    expect(errors.licence_number).toBe(LICENCE_MESSAGE);
    expect(errors.postcode).toBe(INVALID_POSTCODE_MESSAGE);
  });

  it('takes a licence number with spaces as typed on the card', () => {
    expect(buyerDetailsErrors({ ...DETAILS, licence_number: '1234 5678' })).toEqual({});
    expect(buyerDetailsErrors({ ...DETAILS, licence_number: '123' }).licence_number).toBe(LICENCE_MESSAGE);
  });
});

describe('what is included and what happens next', () => {
  it('lists the money-back guarantee’s rules (spec 2 §5) for used cars on sites that advertise it', () => {
    expect(orderIncluded({ car_type: 'used' }, { moneyBackGuarantee: true, usedLabel: 'Pre-owned' })).toEqual(expect.arrayContaining([...MONEY_BACK_RULES]));
    expect(orderIncluded({ car_type: 'new' }, { moneyBackGuarantee: true, usedLabel: 'Pre-owned' }).some((line) => line.includes('money-back'))).toBe(false);
    expect(orderIncluded({ car_type: 'used' }, { moneyBackGuarantee: false, usedLabel: 'Used' }).some((line) => line.includes('money-back'))).toBe(false);
  });

  it('says by when, and only the steps that apply', () => {
    const pickup = orderNextSteps({
      siteName: 'Harbour Motors',
      holdUntilText: 'Monday 11 March 2030 at 11:00am (Sydney time)',
      finance: false,
      delivery: false,
      tradeIn: null,
      emailedTo: 'ann@example.com.au',
    });
    expect(pickup.join(' ')).toContain('until Monday 11 March 2030 at 11:00am (Sydney time)');
    expect(pickup.join(' ')).toContain('pick-up');
    expect(pickup.join(' ')).not.toContain('finance');
    expect(pickup.at(-1)).toBe('A copy of your order is on its way to ann@example.com.au.');
    const all = orderNextSteps({ siteName: 'Harbour Motors', holdUntilText: 'x', finance: true, delivery: true, tradeIn: 'offer', emailedTo: null });
    expect(all.join(' ')).toMatch(/finance team.*trade-in.*delivery/s);
    // The email itself does not promise itself.
    expect(all.join(' ')).not.toContain('copy of your order');
  });
});
