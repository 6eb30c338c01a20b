import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVERAGE_KM_PER_YEAR,
  expectedKm,
  formatKm,
  MINIMUM_OFFER,
  odometerRate,
  offerValidUntil,
  tradeInOffer,
  vehicleAgeYears,
  type OfferInput,
} from '../../../domain/tradein';
import { CAR_CONDITIONS, KEY_COUNTS, SERVICE_HISTORIES } from '../../../domain/tradein/trade-in-flow';

const TODAY = '2026-11-24';

/** A seller whose answers change nothing: kilometres usual for the age, good order, full history, two keys. */
const average = (fields: Partial<OfferInput> = {}): OfferInput => {
  const year = fields.year ?? 2019;
  const today = fields.today ?? TODAY;
  return {
    marketValue: 33_321,
    year,
    km: expectedKm(year, today),
    condition: 'Good',
    serviceHistory: 'Full service history',
    keys: '2 or more',
    today,
    ...fields,
  };
};

const isoDate = fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
const offerInput = fc.record({
  marketValue: fc.oneof(fc.integer({ min: 0, max: 250_000 }), fc.double({ min: 0, max: 250_000, noNaN: true })),
  year: fc.integer({ min: 1995, max: 2035 }),
  km: fc.integer({ min: 0, max: 800_000 }),
  condition: fc.constantFrom(...CAR_CONDITIONS),
  serviceHistory: fc.constantFrom(...SERVICE_HISTORIES),
  keys: fc.constantFrom(...KEY_COUNTS),
  today: isoDate,
});

describe('expected kilometres and offer dates (issue 12: the offer formula)', () => {
  it('counts a car age from 1 July of its model year and never below zero', () => {
    expect(vehicleAgeYears(2019, '2019-07-01')).toBe(0);
    expect(vehicleAgeYears(2026, '2026-03-01')).toBe(0);
    expect(vehicleAgeYears(2019, '2025-07-01')).toBeCloseTo(6, 2);
  });

  it('expects 12,600 km a year (ABS Survey of Motor Vehicle Use 2018), to the nearest 100 km', () => {
    expect(AVERAGE_KM_PER_YEAR).toBe(12_600);
    expect(expectedKm(2020, '2021-07-01')).toBe(12_600);
    expect(expectedKm(2019, '2026-11-24')).toBe(93_200);
    expect(expectedKm(2026, '2026-01-15')).toBe(0);
  });

  it('gives more expected kilometres to an older car and as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2035 }), fc.integer({ min: 0, max: 10 }), isoDate, isoDate, (year, older, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(expectedKm(year - older, later)).toBeGreaterThanOrEqual(expectedKm(year, later));
        expect(expectedKm(year, later)).toBeGreaterThanOrEqual(expectedKm(year, earlier));
      }),
    );
  });

  it('dates the end of the offer period, across months, years and leap days, or null without a period', () => {
    expect(offerValidUntil('2026-11-24', 7)).toBe('2026-12-01');
    expect(offerValidUntil('2026-12-28', 14)).toBe('2027-01-11');
    expect(offerValidUntil('2028-02-25', 7)).toBe('2028-03-03');
    expect(offerValidUntil('2026-11-24', 0)).toBe('2026-11-24');
    expect(offerValidUntil('2026-11-24', null)).toBeNull();
  });

  it('throws on a malformed date or period, which only a bug can send', () => {
    expect(() => offerValidUntil('2026-02-30', 7)).toThrow(RangeError);
    expect(() => offerValidUntil('24/11/2026', 7)).toThrow(RangeError);
    expect(() => offerValidUntil('2026-11-24', -1)).toThrow(RangeError);
    expect(() => expectedKm(2019.5, TODAY)).toThrow(RangeError);
  });

  it('formats kilometres with thousands commas', () => {
    expect(formatKm(0)).toBe('0 km');
    expect(formatKm(950)).toBe('950 km');
    expect(formatKm(85_000)).toBe('85,000 km');
    expect(formatKm(1_234_567)).toBe('1,234,567 km');
  });
});

describe('odometer rate (issue 12: the offer formula)', () => {
  it('takes 1.5% per full 5,000 km over the expected, at most 50%, and gives 1% per full 5,000 km under, at most 5%', () => {
    expect(odometerRate(93_200, 93_200)).toBe(0);
    expect(odometerRate(98_199, 93_200)).toBe(0);
    expect(odometerRate(98_200, 93_200)).toBeCloseTo(-0.015, 10);
    expect(odometerRate(120_000, 93_200)).toBeCloseTo(-0.075, 10);
    expect(odometerRate(900_000, 93_200)).toBe(-0.5);
    expect(odometerRate(88_201, 93_200)).toBe(0);
    expect(odometerRate(88_200, 93_200)).toBeCloseTo(0.01, 10);
    expect(odometerRate(0, 93_200)).toBe(0.05);
  });

  it('odometer rate never rises with kilometres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 400_000 }), (a, b, expected) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(odometerRate(more, expected)).toBeLessThanOrEqual(odometerRate(less, expected));
      }),
    );
  });
});

describe('trade-in offer (issue 12; spec 2 §2 After submission, §3 offer_price and reduced price)', () => {
  it('offers the market value rounded down to $100 when the answers change nothing', () => {
    const offer = tradeInOffer(average());
    expect(offer).toEqual({
      offer_price: 33_300,
      reduced_price: null,
      final_price: 33_300,
      adjustments: [
        { id: 'odometer', label: 'Odometer', answer: '93,200 km', amount: 0 },
        { id: 'car_condition', label: 'Car condition', answer: 'Good', amount: 0 },
        { id: 'service_history', label: 'Service history', answer: 'Full service history', amount: 0 },
        { id: 'number_of_keys', label: 'Number of keys', answer: '2 or more', amount: 0 },
      ],
    });
  });

  it('reduces the offer for high kilometres, fair condition, a partial history and one key, each to the nearest $10', () => {
    const offer = tradeInOffer(average({ km: 120_000, condition: 'Fair', serviceHistory: 'Partial service history', keys: '1' }));
    // 26,800 km over the expected 93,200: five full steps of 5,000 km, 7.5% of $33,300.
    expect(offer.adjustments.map((a) => [a.id, a.answer, a.amount])).toEqual([
      ['odometer', '120,000 km', -2_500],
      ['car_condition', 'Fair', -2_660],
      ['service_history', 'Partial service history', -1_000],
      ['number_of_keys', '1', -300],
    ]);
    expect(offer.offer_price).toBe(33_300);
    expect(offer.reduced_price).toBe(26_840);
    expect(offer.final_price).toBe(26_840);
  });

  it('takes 20% for poor condition, 8% for no history and $600 for no keys', () => {
    const offer = tradeInOffer(average({ marketValue: 20_000, condition: 'Poor', serviceHistory: 'No service history', keys: 'None' }));
    expect(offer.adjustments.map((a) => a.amount)).toEqual([0, -4_000, -1_600, -600]);
    expect(offer.reduced_price).toBe(13_800);
  });

  it('raises the offer for low kilometres and excellent condition, with no reduced price', () => {
    const offer = tradeInOffer(average({ km: 60_000, condition: 'Excellent' }));
    // 33,200 km under: six steps, capped at 5%.
    expect(offer.adjustments.map((a) => a.amount)).toEqual([1_670, 1_000, 0, 0]);
    expect(offer).toMatchObject({ offer_price: 35_970, reduced_price: null, final_price: 35_970 });
  });

  it('shows a reduced price when a raise is outweighed by the deductions', () => {
    const offer = tradeInOffer(average({ km: 60_000, condition: 'Fair' }));
    expect(offer).toMatchObject({ offer_price: 33_300, reduced_price: 33_300 + 1_670 - 2_660, final_price: 32_310 });
  });

  it('never offers less than $500 for a car worth more than that, nor less than its base below that', () => {
    const worn = { km: 900_000, condition: 'Poor', serviceHistory: 'No service history', keys: 'None' } as const;
    expect(tradeInOffer(average({ ...worn, marketValue: 2_000 }))).toMatchObject({ offer_price: 2_000, reduced_price: MINIMUM_OFFER, final_price: 500 });
    expect(tradeInOffer(average({ ...worn, marketValue: 350 }))).toMatchObject({ offer_price: 300, reduced_price: null, final_price: 300 });
    expect(tradeInOffer(average({ ...worn, marketValue: 0 }))).toMatchObject({ offer_price: 0, reduced_price: null, final_price: 0 });
  });

  it('throws on a value no parsed request can carry, which only a bug can send', () => {
    expect(() => tradeInOffer(average({ marketValue: -1 }))).toThrow(RangeError);
    expect(() => tradeInOffer(average({ marketValue: Number.NaN }))).toThrow(RangeError);
    expect(() => tradeInOffer(average({ km: -5 }))).toThrow(RangeError);
    expect(() => tradeInOffer(average({ km: 1.5 }))).toThrow(RangeError);
    expect(() => tradeInOffer({ ...average(), condition: 'Mint' as never })).toThrow(RangeError);
  });
});

describe('trade-in offer properties (issue 12: monotone, never negative)', () => {
  it('more kilometres never give more money', () => {
    fc.assert(
      fc.property(offerInput, fc.integer({ min: 0, max: 800_000 }), (input, otherKm) => {
        const [less, more] = input.km <= otherKm ? [input.km, otherKm] : [otherKm, input.km];
        expect(tradeInOffer({ ...input, km: more }).final_price).toBeLessThanOrEqual(tradeInOffer({ ...input, km: less }).final_price);
      }),
    );
  });

  it('a worse condition never gives more money', () => {
    fc.assert(
      fc.property(offerInput, fc.integer({ min: 0, max: CAR_CONDITIONS.length - 2 }), (input, i) => {
        const better = tradeInOffer({ ...input, condition: CAR_CONDITIONS[i] as OfferInput['condition'] });
        const worse = tradeInOffer({ ...input, condition: CAR_CONDITIONS[i + 1] as OfferInput['condition'] });
        expect(worse.final_price).toBeLessThanOrEqual(better.final_price);
      }),
    );
  });

  it('a thinner service history never gives more money', () => {
    fc.assert(
      fc.property(offerInput, fc.integer({ min: 0, max: SERVICE_HISTORIES.length - 2 }), (input, i) => {
        const better = tradeInOffer({ ...input, serviceHistory: SERVICE_HISTORIES[i] as OfferInput['serviceHistory'] });
        const worse = tradeInOffer({ ...input, serviceHistory: SERVICE_HISTORIES[i + 1] as OfferInput['serviceHistory'] });
        expect(worse.final_price).toBeLessThanOrEqual(better.final_price);
      }),
    );
  });

  it('fewer keys never give more money', () => {
    fc.assert(
      fc.property(offerInput, fc.integer({ min: 0, max: KEY_COUNTS.length - 2 }), (input, i) => {
        const better = tradeInOffer({ ...input, keys: KEY_COUNTS[i] as OfferInput['keys'] });
        const worse = tradeInOffer({ ...input, keys: KEY_COUNTS[i + 1] as OfferInput['keys'] });
        expect(worse.final_price).toBeLessThanOrEqual(better.final_price);
      }),
    );
  });

  it('a higher market value never gives less money', () => {
    fc.assert(
      fc.property(offerInput, fc.integer({ min: 0, max: 250_000 }), (input, other) => {
        const [low, high] = input.marketValue <= other ? [input.marketValue, other] : [other, input.marketValue];
        expect(tradeInOffer({ ...input, marketValue: high }).final_price).toBeGreaterThanOrEqual(tradeInOffer({ ...input, marketValue: low }).final_price);
      }),
    );
  });

  it('offers are never negative and in whole dollars', () => {
    fc.assert(
      fc.property(offerInput, (input) => {
        const offer = tradeInOffer(input);
        for (const price of [offer.offer_price, offer.final_price, offer.reduced_price ?? 0]) {
          expect(price).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(price)).toBe(true);
        }
        for (const adjustment of offer.adjustments) expect(Number.isInteger(adjustment.amount)).toBe(true);
        expect(offer.offer_price % 100 === 0 || offer.reduced_price === null).toBe(true);
      }),
    );
  });

  it('final price is the reduced price when there is one, else the offer price, and a reduced price is below the offer price', () => {
    fc.assert(
      fc.property(offerInput, (input) => {
        const offer = tradeInOffer(input);
        expect(offer.final_price).toBe(offer.reduced_price ?? offer.offer_price);
        if (offer.reduced_price !== null) expect(offer.reduced_price).toBeLessThan(offer.offer_price);
      }),
    );
  });

  it('the offer price is never below the market value rounded down to $100, and it moves only by the answers', () => {
    fc.assert(
      fc.property(offerInput, (input) => {
        const offer = tradeInOffer(input);
        const base = Math.floor(input.marketValue / 100) * 100;
        expect(offer.offer_price).toBeGreaterThanOrEqual(base);
        const net = offer.adjustments.reduce((sum, a) => sum + a.amount, base);
        expect(offer.final_price).toBe(Math.max(net, Math.min(base, MINIMUM_OFFER)));
        expect(offer.adjustments.map((a) => a.id)).toEqual(['odometer', 'car_condition', 'service_history', 'number_of_keys']);
      }),
    );
  });
});
