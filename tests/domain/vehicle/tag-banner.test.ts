import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isListedInSearch, isSoldCarStillShown, tagBanner, type TagBannerOptions } from '../../../domain/vehicle';
import { aCar } from '../../support/car-builder';

const NOW = new Date('2025-06-10T00:00:00Z');
const DEFAULTS: TagBannerOptions = { now: NOW, electricHybridTag: true };
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

/** A car that would qualify for every banner at once. */
const everything = () =>
  aCar()
    .withMakeModel('Mazda', 'CX-5')
    .ofType('used')
    .with({ fuel: 'Hybrid', simple_fuel: 'Hybrid', reserved: true, certified: true, tag: 'Runout Sale', created_at: daysAgo(1) });

describe('tag banner precedence (spec 1 §4)', () => {
  it('puts electric or hybrid first when the site enables it', () => {
    expect(tagBanner(everything().build(), DEFAULTS)).toMatchObject({ _tag: 'ElectricHybrid', label: 'HYBRID' });
    expect(tagBanner(aCar().with({ fuel: 'Electric' }).build(), DEFAULTS)).toMatchObject({ label: 'ELECTRIC' });
  });

  it('then reserved', () => {
    expect(tagBanner(everything().build(), { ...DEFAULTS, electricHybridTag: false })._tag).toBe('Reserved');
  });

  it('then the certified-used image for Mazda (used and certified only)', () => {
    const car = everything().with({ reserved: false }).build();
    expect(tagBanner(car, { ...DEFAULTS, electricHybridTag: false })).toMatchObject({ _tag: 'CertifiedUsed', manufacturer: 'Mazda' });
    const toyota = everything().withMakeModel('Toyota', 'RAV4').with({ reserved: false }).build();
    expect(tagBanner(toyota, { ...DEFAULTS, electricHybridTag: false })._tag).toBe('Custom');
  });

  it('then the custom tag, then coming soon', () => {
    const base = everything().with({ reserved: false, certified: false });
    expect(tagBanner(base.build(), { ...DEFAULTS, electricHybridTag: false })).toEqual({ _tag: 'Custom', label: 'Runout Sale' });
    expect(tagBanner(base.comingSoon().with({ tag: null }).build(), { ...DEFAULTS, electricHybridTag: false })._tag).toBe('ComingSoon');
  });

  it("then 'New' for a car created within the last 8 days, else nothing", () => {
    const plain = (created: string) => aCar().with({ certified: false, created_at: created, car_type: 'new' }).build();
    expect(tagBanner(plain(daysAgo(8)), DEFAULTS)).toEqual({ _tag: 'NewArrival', label: 'New' });
    expect(tagBanner(plain(daysAgo(8.01)), DEFAULTS)).toEqual({ _tag: 'None' });
    expect(tagBanner(plain(daysAgo(2)), { ...DEFAULTS, newTag: 'Just Arrived' })).toMatchObject({ label: 'Just Arrived' });
  });

  it("never tags a used or demo car 'New' (it would read as its condition): 'Just Arrived' instead, the site's own other word kept (issue 17)", () => {
    const arrived = (carType: 'used' | 'demo') =>
      aCar()
        .with({ certified: false, created_at: daysAgo(2), car_type: carType })
        .build();
    for (const carType of ['used', 'demo'] as const) {
      expect(tagBanner(arrived(carType), DEFAULTS), carType).toEqual({ _tag: 'NewArrival', label: 'Just Arrived' });
      expect(tagBanner(arrived(carType), { ...DEFAULTS, newTag: 'NEW' }), carType).toMatchObject({ label: 'Just Arrived' });
      expect(tagBanner(arrived(carType), { ...DEFAULTS, newTag: 'Fresh In' }), carType).toMatchObject({ label: 'Fresh In' });
    }
  });

  it("tags a sold car 'JUST SOLD' within include_sold_cars_days (default 3), plain SOLD after", () => {
    expect(tagBanner(everything().sold(daysAgo(3)).build(), DEFAULTS)).toEqual({ _tag: 'JustSold', label: 'JUST SOLD' });
    expect(tagBanner(everything().sold(daysAgo(4)).build(), DEFAULTS)).toEqual({ _tag: 'Sold', label: 'SOLD' });
    expect(tagBanner(everything().sold(daysAgo(4)).build(), { ...DEFAULTS, includeSoldCarsDays: 7 })._tag).toBe('JustSold');
  });

  it('gives an other-status car the other tag, whatever else it qualifies for', () => {
    expect(tagBanner(everything().with({ status: 'other' }).build(), DEFAULTS)).toEqual({ _tag: 'Other', label: 'Runout Sale' });
    expect(tagBanner(aCar().with({ status: 'other', tag: null }).build(), DEFAULTS)).toEqual({ _tag: 'Other', label: 'UNAVAILABLE' });
  });
});

describe('sold cars still shown (spec 1 §9, spec 2 §4, §7)', () => {
  it('keeps a sold car for 3 days by default, by sold_at, else updated_at', () => {
    expect(isSoldCarStillShown(aCar().sold(daysAgo(2.5)).build(), NOW)).toBe(true);
    expect(isSoldCarStillShown(aCar().sold(daysAgo(3.5)).build(), NOW)).toBe(false);
    expect(isSoldCarStillShown(aCar().sold(daysAgo(3.5)).build(), NOW, 5)).toBe(true);
    expect(
      isSoldCarStillShown(
        aCar()
          .with({ status: 'sold', sold_at: null, updated_at: daysAgo(1) })
          .build(),
        NOW,
      ),
    ).toBe(true);
  });

  it('is false for cars that are not sold; search still lists available ones', () => {
    expect(isSoldCarStillShown(aCar().build(), NOW)).toBe(false);
    expect(isListedInSearch(aCar().comingSoon().build(), NOW)).toBe(true);
    expect(isListedInSearch(aCar().with({ status: 'other' }).build(), NOW)).toBe(false);
  });

  it('a sold car shown with a window of d days is shown with any longer window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 86_400_000 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (ageMs, d, extra) => {
        const car = aCar()
          .sold(new Date(NOW.getTime() - ageMs).toISOString())
          .build();
        if (isSoldCarStillShown(car, NOW, d)) expect(isSoldCarStillShown(car, NOW, d + extra)).toBe(true);
        expect(isSoldCarStillShown(car, NOW, d)).toBe(ageMs <= d * 86_400_000);
      }),
    );
  });
});
