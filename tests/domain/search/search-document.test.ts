import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRICE_RANGE_BOUNDS,
  carCategories,
  customRank,
  priceRangeLabel,
  searchDocuments,
  searchProfileSignature,
  siteListing,
  siteStockPredicate,
  weeklyPriceRangeLabel,
  type SearchProfile,
} from '../../../domain/search';
import { isSoldCarStillShown, saleInstant, soldWindowMs } from '../../../domain/vehicle';
import type { CarStatus, CarType } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';

const NOW = new Date('2025-06-02T03:00:00.000Z');
const PROFILE: SearchProfile = {
  stockFilter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  financeProvider: 'Manual',
  manufacturer: null,
  hiddenFinanceDealershipIds: [],
  dealershipNames: { 42: 'Harbour Toyota' },
  year: 2025,
};

describe('the search document of a car', () => {
  it('carries refinement values, numbers and text terms', () => {
    const car = aCar()
      .withMakeModel('Mazda', 'CX-5')
      .withPrice(31_990)
      .with({
        features: ['Tow Bar', ' Tow Bar', 'Sunroof'],
        finance_lenders: { Manual: { financeProvider: 'Manual', interestRate: 8.99, comparisonRate: 9.4, paymentWeek: 151.6 } },
        subscription_price: 0,
      })
      .build();
    const doc = searchDocuments(PROFILE)(car);
    expect(doc.facets).toMatchObject({
      make: ['Mazda'],
      make_model: ['Mazda CX-5'],
      dealership_name: ['Harbour Toyota'],
      body: ['Hatchback'],
      categories: ['cars', 'hatchbacks'],
      filtered_features: ['Tow Bar', 'Sunroof'],
      price_range: ['$30,000 - $39,999'],
      weekly_price_range: ['$150 - $199'],
      certified: ['true'],
      location_id: ['7'],
      year: ['2021'],
    });
    expect(doc.numbers).toEqual({ price: 31_990, km: 42_150, year: 2021, subscription_price: null, weekly_price: 152 });
    expect(doc.terms).toEqual(expect.arrayContaining(['mazda', 'cx5', 'ascent', 'sport', 'glacier', 'white', `s${car.id}`]));
    expect(doc.listing).toBe('always');
  });

  it("has no weekly price where the vehicle page shows no estimate for the site's provider", () => {
    const lenders = { Manual: { financeProvider: 'Manual', interestRate: 8.99, comparisonRate: 9.4, paymentWeek: 151.6 } };
    const documents = searchDocuments(PROFILE);
    expect(documents(aCar().withPrice(400).with({ finance_lenders: lenders }).build()).numbers.weekly_price).toBeNull();
    expect(documents(aCar().sold('2025-06-01').with({ finance_lenders: lenders }).build()).numbers.weekly_price).toBeNull();
    expect(searchDocuments({ ...PROFILE, financeProvider: 'Taurus' })(aCar().with({ finance_lenders: lenders }).build()).numbers.weekly_price).toBeNull();
  });

  it('buckets prices and weekly prices with labels that sort by their number', () => {
    expect(priceRangeLabel(0)).toBeNull();
    expect(priceRangeLabel(9_999)).toBe('$0 - $9,999');
    expect(priceRangeLabel(10_000)).toBe('$10,000 - $19,999');
    expect(priceRangeLabel(250_000)).toBe('$100,000+');
    expect(weeklyPriceRangeLabel(99.5)).toBe('$0 - $99');
    expect(weeklyPriceRangeLabel(500)).toBe('$500+');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), (price) => {
        const label = priceRangeLabel(price)!;
        const low = Number(
          label
            .replace(/[^0-9 ]/g, '')
            .trim()
            .split(/\s+/)[0],
        );
        expect(PRICE_RANGE_BOUNDS).toContain(low);
        expect(price).toBeGreaterThanOrEqual(low);
      }),
    );
  });

  it('ranks in stock before coming soon before sold, cars with photos first, then newest', () => {
    const rank = (status: CarStatus, images: number, created: string) => customRank(aCar().with({ status, created_at: created }).withImages(images).build());
    expect(rank('in_stock', 1, '2020-01-01')).toBeGreaterThan(rank('in_stock', 0, '2025-01-01'));
    expect(rank('in_stock', 0, '2020-01-01')).toBeGreaterThan(rank('coming_soon', 5, '2025-01-01'));
    expect(rank('coming_soon', 0, '2020-01-01')).toBeGreaterThan(rank('sold', 5, '2025-01-01'));
    expect(rank('sold', 0, '2020-01-01')).toBeGreaterThan(rank('other', 5, '2025-01-01'));
    expect(rank('in_stock', 1, '2025-01-02')).toBeGreaterThan(rank('in_stock', 1, '2025-01-01'));
    expect(Number.isSafeInteger(rank('in_stock', 1, '9999-12-31'))).toBe(true);
  });

  it('gives item type and body categories', () => {
    expect(carCategories({ item_type: 'caravan', simple_body: 'Pop Top' })).toEqual(['caravans', 'pop-tops']);
    expect(carCategories({ item_type: 'car', simple_body: 'SUV' })).toEqual(['cars', 'suvs']);
  });

  it('signs a profile by its content', () => {
    expect(searchProfileSignature(PROFILE)).toBe(searchProfileSignature({ ...PROFILE, dealershipNames: { 42: 'Harbour Toyota' } }));
    expect(searchProfileSignature(PROFILE)).not.toBe(searchProfileSignature({ ...PROFILE, year: 2026 }));
    expect(searchProfileSignature(PROFILE)).not.toBe(searchProfileSignature({ ...PROFILE, financeProvider: 'Angle' }));
  });
});

describe('site listing: siteStockPredicate split into what an index can precompute', () => {
  const statuses: CarStatus[] = ['in_stock', 'coming_soon', 'sold', 'other'];
  const types: CarType[] = ['new', 'demo', 'used'];
  it('listed ⟺ always, or sold-window and still in the sold window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        fc.constantFrom(...types),
        fc.boolean(),
        fc.integer({ min: -5 * 86_400_000, max: 20 * 86_400_000 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 2000, max: 2026 }),
        (status, carType, shown, soldAgoMs, preset, days, year) => {
          const car = aCar()
            .ofType(carType)
            .withYear(year)
            .with({ status, show_on_dealer_website: shown, sold_at: new Date(NOW.getTime() - soldAgoMs).toISOString() })
            .build();
          const stockFilter = { preset, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] };
          const listing = siteListing({ stockFilter, now: NOW })(car);
          const expected = siteStockPredicate({ stockFilter, includeSoldCarsDays: days, now: NOW })(car);
          expect(listing === 'always' || (listing === 'sold-window' && isSoldCarStillShown(car, NOW, days))).toBe(expected);
          if (listing === 'sold-window') {
            expect(isSoldCarStillShown(car, NOW, days)).toBe(NOW.getTime() - saleInstant(car)! <= soldWindowMs(days));
          }
        },
      ),
    );
  });
});
