import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashPrice, priceDisplay, priceLabel, priceLineText, wasPriceLabel, type PriceCar, type PriceDisplay } from '../../../domain/vehicle';
import { aCar } from '../../support/car-builder';

const OFFERS_SUBSCRIPTIONS = { subscriptions: true };
const NO_SUBSCRIPTIONS = { subscriptions: false };

describe('price display precedence (spec 1 §4)', () => {
  it('shows the subscription per week when the site offers subscriptions and it is above 0', () => {
    const car = aCar().withPrice(28_990).with({ subscription_price: 189, offer_price: 26_990 }).build();
    const display = priceDisplay(car, OFFERS_SUBSCRIPTIONS);
    expect(display).toEqual({ _tag: 'Subscription', amount: 189, period: 'week' });
    expect(priceLabel(display)).toBe('$189 per week');
  });

  it('ignores the subscription when the site does not offer subscriptions', () => {
    const car = aCar().withPrice(28_990).with({ subscription_price: 189 }).build();
    expect(priceDisplay(car, NO_SUBSCRIPTIONS)._tag).toBe('Price');
  });

  it('shows the offer price when above 10, marked reduced when it differs from price', () => {
    const car = aCar().withPrice(28_990).with({ offer_price: 26_990 }).build();
    expect(priceDisplay(car, NO_SUBSCRIPTIONS)).toEqual({ _tag: 'Offer', amount: 26_990, reduced: true });
    const same = aCar().withPrice(28_990).with({ offer_price: 28_990 }).build();
    expect(priceDisplay(same, NO_SUBSCRIPTIONS)).toEqual({ _tag: 'Offer', amount: 28_990, reduced: false });
  });

  it('skips an offer price of 10 or less and shows the price', () => {
    const car = aCar().withPrice(28_990).with({ offer_price: 10 }).build();
    expect(priceDisplay(car, NO_SUBSCRIPTIONS)).toEqual({ _tag: 'Price', amount: 28_990 });
    expect(priceDisplay({ price: 28_990, offer_price: 11 }, NO_SUBSCRIPTIONS)).toEqual({ _tag: 'Offer', amount: 11, reduced: true });
  });

  it('shows PREORDER for a preorder without price', () => {
    const display = priceDisplay({ price: 0, preorder: true }, NO_SUBSCRIPTIONS);
    expect(priceLabel(display)).toBe('PREORDER');
  });

  it("falls back to the site's no-price text, default 'Enquire for price.'", () => {
    expect(priceLabel(priceDisplay({ price: 0 }, NO_SUBSCRIPTIONS))).toBe('Enquire for price.');
    expect(priceLabel(priceDisplay({ price: 0 }, { subscriptions: false, noPriceText: 'Call for price' }))).toBe('Call for price');
  });

  it('shows the was-price only when before_price exceeds the shown price', () => {
    const reduced = priceDisplay({ price: 30_000, offer_price: 27_500, before_price: 30_000 }, NO_SUBSCRIPTIONS);
    expect(wasPriceLabel(reduced)).toBe('$30,000');
    expect(wasPriceLabel(priceDisplay({ price: 30_000, before_price: 30_000 }, NO_SUBSCRIPTIONS))).toBeNull();
    expect(wasPriceLabel(priceDisplay({ price: 30_000, before_price: 25_000 }, NO_SUBSCRIPTIONS))).toBeNull();
  });

  it('formats amounts in whole dollars with thousands separators', () => {
    expect(priceLabel(priceDisplay({ price: 1_234_567 }, NO_SUBSCRIPTIONS))).toBe('$1,234,567');
  });
});

const anyAmount = fc.oneof(fc.double(), fc.integer({ min: -100_000, max: 300_000 }), fc.constant(null), fc.constant(undefined));
const anyPriceCar: fc.Arbitrary<PriceCar> = fc.record({
  price: fc.oneof(fc.double(), fc.integer({ min: -100_000, max: 300_000 })),
  before_price: anyAmount,
  offer_price: anyAmount,
  subscription_price: anyAmount,
  preorder: fc.option(fc.boolean(), { nil: undefined }),
});
const anyOptions = fc.record({ subscriptions: fc.boolean(), noPriceText: fc.option(fc.string(), { nil: undefined }) });

function amountsOf(display: PriceDisplay): number[] {
  const amounts: number[] = [];
  if ('amount' in display) amounts.push(display.amount);
  if ('wasPrice' in display && display.wasPrice !== undefined) amounts.push(display.wasPrice);
  return amounts;
}

describe('price display properties (spec 1 §4)', () => {
  it('is total: every combination of numbers, NaN, infinities, nulls and flags yields a display and a label', () => {
    fc.assert(
      fc.property(anyPriceCar, anyOptions, (car, options) => {
        const display = priceDisplay(car, options);
        expect(['Subscription', 'Offer', 'Price', 'Preorder', 'NoPrice']).toContain(display._tag);
        expect(priceLabel(display).length).toBeGreaterThan(0);
      }),
    );
  });

  it('never shows a negative, zero or non-finite amount', () => {
    fc.assert(
      fc.property(anyPriceCar, anyOptions, (car, options) => {
        for (const amount of amountsOf(priceDisplay(car, options))) {
          expect(Number.isFinite(amount)).toBe(true);
          expect(amount).toBeGreaterThan(0);
        }
        const display = priceDisplay(car, options);
        if ('amount' in display) expect(priceLabel(display)).toMatch(/^\$\d{1,3}(,\d{3})*( per week)?$/);
      }),
    );
  });

  it('shows a was-price exactly when before_price exceeds the shown price (offer or price)', () => {
    fc.assert(
      fc.property(anyPriceCar, anyOptions, (car, options) => {
        const display = priceDisplay(car, options);
        const was = 'wasPrice' in display ? display.wasPrice : undefined;
        if (was !== undefined) {
          expect(was).toBe(car.before_price);
          expect('amount' in display && was > display.amount).toBe(true);
        }
        if (
          (display._tag === 'Offer' || display._tag === 'Price') &&
          typeof car.before_price === 'number' &&
          Number.isFinite(car.before_price) &&
          car.before_price > display.amount
        ) {
          expect(was).toBe(car.before_price);
        }
      }),
    );
  });

  it('follows the precedence: each kind only when every earlier kind is unavailable', () => {
    const positive = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
    fc.assert(
      fc.property(anyPriceCar, anyOptions, (car, options) => {
        const display = priceDisplay(car, options);
        const subscription = options.subscriptions && positive(car.subscription_price);
        const offer = positive(car.offer_price) && car.offer_price > 10;
        const expected = subscription ? 'Subscription' : offer ? 'Offer' : positive(car.price) ? 'Price' : car.preorder === true ? 'Preorder' : 'NoPrice';
        expect(display._tag).toBe(expected);
      }),
    );
  });
});

describe('the cash price (cashPrice): what every comparison of prices reads', () => {
  it('is the offer above $10, else the price; a weekly subscription never stands in for it', () => {
    expect(cashPrice(aCar().withPrice(46_990).with({ subscription_price: 258 }).build())).toBe(46_990);
    expect(cashPrice(aCar().withPrice(28_990).with({ offer_price: 26_900, subscription_price: 189 }).build())).toBe(26_900);
    expect(cashPrice(aCar().withPrice(30_000).with({ offer_price: 10 }).build())).toBe(30_000);
    expect(cashPrice(aCar().withPrice(0).with({ preorder: true }).build())).toBeNull();
    expect(cashPrice(aCar().withPrice(0).with({ subscription_price: 99 }).build())).toBeNull();
  });

  it('is the amount a site without subscriptions shows, whenever it shows one', () => {
    fc.assert(
      fc.property(anyPriceCar, (car) => {
        const display = priceDisplay(car, NO_SUBSCRIPTIONS);
        expect(cashPrice(car)).toBe('amount' in display ? display.amount : null);
      }),
    );
  });

  it('is labelled beside a weekly subscription in the one-line price, and only there', () => {
    const subscribed = aCar().withPrice(46_990).with({ subscription_price: 258 }).build();
    expect(priceLineText(subscribed, OFFERS_SUBSCRIPTIONS)).toBe('$258 per week (cash price $46,990)');
    expect(priceLineText(subscribed, NO_SUBSCRIPTIONS)).toBe('$46,990');
    expect(priceLineText(aCar().withPrice(0).with({ subscription_price: 99 }).build(), OFFERS_SUBSCRIPTIONS)).toBe('$99 per week');
  });
});
