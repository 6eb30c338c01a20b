import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isTradeInEligible,
  SEARCHING_MESSAGE_INTERVAL_MS,
  SEARCHING_MESSAGES,
  THANKS_SMS_TEXT,
  TRADE_IN_CATEGORY,
  TRADE_IN_MIN_PRICE,
  TRADE_IN_SUBCATEGORY,
  tradeInFaq,
} from '../../../domain/tradein/trade-in-flow';
import type { CarStatus } from '../../../domain/vehicle/car';

const STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon', 'sold', 'other'];

describe('trade-in flow constants (spec 2 §2, §9)', () => {
  it('rotates five searching messages in the spec order, every 5 seconds', () => {
    expect(SEARCHING_MESSAGES).toEqual([
      'Loading car now...',
      'Finalising car details...',
      'Checking your cars details...',
      'Searching for your car...',
      'Connecting to cars database...',
    ]);
    expect(SEARCHING_MESSAGE_INTERVAL_MS).toBe(5_000);
  });

  it('files trade-in leads as Trade-in Enquiry, an accepted offer as 3. Offer Accepted', () => {
    expect(TRADE_IN_CATEGORY).toBe('Trade-in Enquiry');
    expect(TRADE_IN_SUBCATEGORY.offerAccepted).toBe('3. Offer Accepted');
  });

  it('thanks the seller by SMS with the amount accepted and the offer reference, saying a team member will be in touch soon', () => {
    expect(THANKS_SMS_TEXT('Harbour Motors', { amount: 12_400, reference: 'TI-0000-0001' })).toMatch(
      /\$12,400 from Harbour Motors.*TI-0000-0001.*A team member will be in touch soon/,
    );
  });

  it('has no FAQ by default, the 7-years and the 10-years variants with their rules', () => {
    expect(tradeInFaq('none', 'X')).toEqual([]);
    const seven = tradeInFaq('seven-years', 'X')
      .map((e) => e.answer)
      .join(' ');
    expect(seven).toContain('up to 7 years old with up to 100,000 km');
    const ten = tradeInFaq('ten-years', 'X')
      .map((e) => e.answer)
      .join(' ');
    expect(ten).toContain('up to 10 years old with up to 100,000 km');
    expect(ten).toContain('valid for 7 days');
    expect(ten).toContain('Mon-Fri 8.30am-5.30pm and Sat 9am-5pm');
  });
});

describe('trade-in eligibility (spec 1 §5; choice after spec 2 §9: available and priced above $200)', () => {
  it('shows the Trade-In button for an available car priced above $200 only', () => {
    expect(isTradeInEligible({ status: 'in_stock', price: 25_990 })).toBe(true);
    expect(isTradeInEligible({ status: 'coming_soon', price: 201 })).toBe(true);
    expect(isTradeInEligible({ status: 'in_stock', price: TRADE_IN_MIN_PRICE })).toBe(false);
    expect(isTradeInEligible({ status: 'in_stock', price: 0 })).toBe(false);
    expect(isTradeInEligible({ status: 'sold', price: 25_990 })).toBe(false);
  });

  it('is eligible exactly when available and priced above $200 (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.integer({ min: -1_000, max: 500_000 }), (status, price) => {
        expect(isTradeInEligible({ status, price })).toBe((status === 'in_stock' || status === 'coming_soon') && price > 200);
      }),
    );
  });
});
