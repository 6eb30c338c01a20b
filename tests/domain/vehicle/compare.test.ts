import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../domain/vehicle/car';
import {
  COMPARE_FULL_MESSAGE,
  compareRows,
  keyEquipment,
  MAX_COMPARE,
  MISSING,
  weeklyEstimate,
  type CompareRow,
  type CompareRowKey,
  type CompareSite,
} from '../../../domain/vehicle/compare';
import { aCar } from '../../support/car-builder';

/** A site as the compare page reads it: Taurus finance, prices as they are (no subscriptions). */
function aSite(fields: Partial<CompareSite> = {}): CompareSite {
  return {
    phone: '07 3000 1000',
    phone_by_car_type: {},
    filter_phone_by_car_type: false,
    features: { subscriptions: false, revealPhoneByDefault: false },
    labels: { noPriceText: 'Enquire for price.' },
    locations: [],
    finance_provider: 'Taurus',
    manufacturer: null,
    finance_estimate_hidden_dealerships: [],
    ...fields,
  };
}

const NOW = new Date('2026-03-02T00:00:00Z');

const ORDER: CompareRowKey[] = [
  'photo',
  'price',
  'weekly',
  'driveAway',
  'year',
  'km',
  'body',
  'fuel',
  'transmission',
  'engine',
  'fuelUse',
  'ancap',
  'seats',
  'dimensions',
  'equipment',
];

const row = (rows: readonly CompareRow[], key: CompareRowKey): CompareRow => {
  const found = rows.find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

const VARIANT = {
  enginesize_litres: 2.0,
  cylinders: 4,
  fuelconsumptioncombined: 6.8,
  ancaprating: 5,
  vehiclelength: 4550,
  vehiclewidth: 1850,
  vehicleheight: 1680,
};

describe('the compare rows (issue 14; spec 1 §4 compare, §5 empty values)', () => {
  it('lists the rows in the page order, one value per car', () => {
    const cars = [aCar().build(), aCar().build()];
    const rows = compareRows(cars, aSite(), NOW);
    expect(rows.map((r) => r.key)).toEqual(ORDER);
    for (const r of rows) expect(r.values).toHaveLength(2);
  });

  it('compares two cars: the lowest price, lowest km and newest year are marked, with words', () => {
    const older = aCar()
      .withYear(2019)
      .withPrice(24_990)
      .withKm(61_000)
      .with({ variant: { ...VARIANT, fuelconsumptioncombined: 7.4, ancaprating: 4 } })
      .build();
    const newer = aCar().withYear(2023).withPrice(31_990).withKm(12_500).with({ variant: VARIANT }).build();
    const rows = compareRows([older, newer], aSite(), NOW);

    expect(row(rows, 'price')).toMatchObject({ values: ['$24,990', '$31,990'], same: false, best: [0], bestKind: 'Lowest' });
    expect(row(rows, 'km')).toMatchObject({ values: ['61,000 km', '12,500 km'], best: [1], bestKind: 'Lowest' });
    expect(row(rows, 'year')).toMatchObject({ values: ['2019', '2023'], best: [1], bestKind: 'Newest' });
    expect(row(rows, 'fuelUse')).toMatchObject({ values: ['7.4 L/100km', '6.8 L/100km'], best: [1], bestKind: 'Lowest' });
    expect(row(rows, 'ancap')).toMatchObject({ values: ['4 stars', '5 stars'], best: [1], bestKind: 'Highest' });
    // Both cars are the builder's Toyota Corolla hatch: the same rows say so.
    expect(row(rows, 'body')).toMatchObject({ values: ['Hatchback', 'Hatchback'], same: true, best: [] });
    expect(row(rows, 'transmission').same).toBe(true);
    expect(row(rows, 'engine')).toMatchObject({ values: ['2.0 L, 4 cyl', '2.0 L, 4 cyl'], same: true });
    expect(row(rows, 'dimensions').values[1]).toBe('4,550 × 1,850 × 1,680 mm');
    expect(row(rows, 'driveAway').values).toEqual(['Drive Away', 'Drive Away']);
  });

  it('compares four cars, ties marking every car that shares the best value', () => {
    const cars = [
      aCar().withPrice(29_990).withYear(2022).build(),
      aCar().withPrice(25_990).withYear(2024).build(),
      aCar().withPrice(25_990).withYear(2024).build(),
      aCar().withPrice(40_000).withYear(2020).build(),
    ];
    const rows = compareRows(cars, aSite(), NOW);
    expect(cars).toHaveLength(MAX_COMPARE);
    expect(row(rows, 'price')).toMatchObject({ best: [1, 2], bestKind: 'Lowest' });
    expect(row(rows, 'year')).toMatchObject({ best: [1, 2], bestKind: 'Newest' });
    expect(row(rows, 'photo').values.every((v) => v.startsWith('https://'))).toBe(true);
  });

  it('shows a dash for undefined, null, empty and the text null, and ranks only what is there', () => {
    const bare = aCar()
      .withImages(0)
      .with({ simple_body: 'null', variant: null, seats: null, simple_fuel: '  ', fuel: null, price_type: '', standardEquipment: [], features: [] })
      .build();
    const full = aCar().with({ variant: VARIANT }).build();
    const rows = compareRows([bare, full], aSite(), NOW);
    for (const key of ['photo', 'body', 'fuel', 'fuelUse', 'ancap', 'seats', 'dimensions', 'equipment', 'driveAway'] as const) {
      expect(row(rows, key).values[0], key).toBe(MISSING);
    }
    // One ranked value is nothing to compare: no best.
    expect(row(rows, 'fuelUse').best).toEqual([]);
  });

  it('says Sold for a sold car and leaves it out of the price ranking', () => {
    const sold = aCar().withPrice(9_990).sold().build();
    const cheap = aCar().withPrice(19_990).build();
    const dear = aCar().withPrice(29_990).build();
    const rows = compareRows([sold, cheap, dear], aSite(), NOW);
    expect(row(rows, 'price')).toMatchObject({ values: ['Sold', '$19,990', '$29,990'], best: [1] });
    expect(row(rows, 'weekly').values[0]).toBe(MISSING);
  });

  it('takes the price by precedence: an offer above 10 dollars, else the price, else the site no-price text', () => {
    const offer = aCar().withPrice(30_000).with({ offer_price: 27_500 }).build();
    const unpriced = aCar().withPrice(0).build();
    const rows = compareRows([offer, unpriced], aSite({ labels: { noPriceText: 'Call us' } }), NOW);
    expect(row(rows, 'price')).toMatchObject({ values: ['$27,500', 'Call us'], best: [] });
  });

  it('ranks cars on subscription by their cash prices: the cheapest to buy is Lowest, its weekly amount is shown with its cash price', () => {
    const subscribing = aSite({ features: { subscriptions: true, revealPhoneByDefault: false } });
    const sportage = aCar().withPrice(28_990).build();
    const corolla = aCar().withPrice(29_490).with({ offer_price: 26_900, subscription_price: 189 }).build();
    const navara = aCar().withPrice(46_990).with({ subscription_price: 258 }).build();
    const rows = compareRows([sportage, corolla, navara], subscribing, NOW);
    expect(row(rows, 'price')).toMatchObject({
      values: ['$28,990', '$189 per week (cash price $26,900)', '$258 per week (cash price $46,990)'],
      best: [1],
      bestKind: 'Lowest',
    });
  });

  it('shows the weekly repayment the vehicle page shows, and marks the lowest', () => {
    // Taurus, no weekly figure on the listing: worked out from the asking price at 7.99% over 5 years.
    const taurus = { Taurus: { financeProvider: 'Taurus', interestRate: 7.99, comparisonRate: 8.5, termYears: 5, deposit: 0, paymentWeek: null } };
    const a = aCar().withYear(2022).withPrice(30_000).with({ finance_lenders: taurus }).build();
    const b = aCar().withYear(2022).withPrice(20_000).with({ finance_lenders: taurus }).build();
    const listed = aCar()
      .withYear(2022)
      .withPrice(25_000)
      .with({ finance_lenders: { Taurus: { ...taurus.Taurus, paymentWeek: 80.4 } } })
      .build();
    const rows = compareRows([a, b, listed], aSite(), NOW);
    const weeklyA = weeklyEstimate(a, aSite(), NOW);
    const weeklyB = weeklyEstimate(b, aSite(), NOW);
    expect(weeklyA).toBeGreaterThan(weeklyB ?? Infinity);
    expect(weeklyEstimate(listed, aSite(), NOW)).toBe(80);
    expect(row(rows, 'weekly')).toMatchObject({ values: [`$${weeklyA}/wk`, `$${weeklyB}/wk`, '$80/wk'], best: [2], bestKind: 'Lowest' });
    // No estimate on the Suzuki manufacturer site (spec 2 §4).
    expect(row(compareRows([a, b], aSite({ manufacturer: 'Suzuki' }), NOW), 'weekly').values).toEqual([MISSING, MISSING]);
  });

  it('lists key equipment: standard equipment then features, repeats and blanks dropped', () => {
    const car = aCar()
      .with({ standardEquipment: ['Reversing camera', ' ', 'Cruise control', 'null'], features: ['reversing camera', 'Tow bar'] })
      .build();
    expect(keyEquipment(car)).toEqual(['Reversing camera', 'Cruise control', 'Tow bar']);
  });

  it('lists first the equipment not every car has, marked, then the shared, eight in all with a count of the rest', () => {
    const shared = ['Air conditioning', 'Bluetooth', 'Cruise control', 'ABS', 'Power steering', 'Power windows', 'Airbags'];
    const base = aCar().with({ standardEquipment: shared, features: [] }).build();
    const sport = aCar()
      .with({ standardEquipment: shared, features: ['Sunroof', 'Leather seats'] })
      .build();
    const rows = compareRows([base, sport], aSite(), NOW);
    const equipment = row(rows, 'equipment');
    expect(equipment.same).toBe(false);
    expect(equipment.equipment?.[1]?.items.slice(0, 3)).toEqual([
      { text: 'Sunroof', unique: true },
      { text: 'Leather seats', unique: true },
      { text: 'Air conditioning', unique: false },
    ]);
    expect(equipment.equipment?.[1]).toMatchObject({ more: 1 });
    expect(equipment.values[1]).toMatch(/^Sunroof, Leather seats, Air conditioning, .*, 1 more$/);
    expect(equipment.equipment?.[0]).toMatchObject({ more: 0 });
    expect(equipment.equipment?.[0]?.items.every((i) => !i.unique)).toBe(true);
    // Cars that share nothing mark nothing: every item would be a difference.
    const bike = aCar()
      .with({ standardEquipment: ['Slipper clutch'], features: [] })
      .build();
    expect(row(compareRows([base, bike], aSite(), NOW), 'equipment').equipment?.every((e) => e.items.every((i) => !i.unique))).toBe(true);
    // The same equipment in another order is the same.
    const reordered = aCar()
      .with({ standardEquipment: [...shared].reverse(), features: [] })
      .build();
    expect(row(compareRows([base, reordered], aSite(), NOW), 'equipment').same).toBe(true);
  });

  it('shows caravans their body size in metres and no odometer', () => {
    const van = aCar()
      .with({ item_type: 'caravan', variant: null, specifications: { body_length: 20, body_width: 7.5 } })
      .build();
    const rows = compareRows([van, aCar().build()], aSite(), NOW);
    expect(row(rows, 'dimensions').values[0]).toBe('6.10 × 2.29 m');
    expect(row(rows, 'km').values[0]).toBe(MISSING);
  });

  it('never calls a single car the same as itself', () => {
    const rows = compareRows([aCar().build()], aSite(), NOW);
    expect(rows.every((r) => !r.same && r.best.length === 0)).toBe(true);
  });

  it('words the refusal of a fifth car', () => {
    expect(COMPARE_FULL_MESSAGE).toBe('You can compare up to 4 cars. Remove one to add another.');
  });

  const carArb = fc
    .record({
      price: fc.integer({ min: -10, max: 200_000 }),
      km: fc.integer({ min: 0, max: 400_000 }),
      year: fc.integer({ min: 2000, max: 2026 }),
      sold: fc.boolean(),
      images: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ price, km, year, sold, images }) => {
      const builder = aCar().withPrice(price).withKm(km).withYear(year).withImages(images);
      return (sold ? builder.sold() : builder).build();
    });

  it('a marked best value is never beaten by another car in its row, and same rows mark nothing', () => {
    fc.assert(
      fc.property(fc.array(carArb, { minLength: 1, maxLength: MAX_COMPARE }), (cars: Car[]) => {
        const rows = compareRows(cars, aSite(), NOW);
        for (const r of rows) {
          expect(r.values).toHaveLength(cars.length);
          if (r.same) expect(r.best).toEqual([]);
          for (const i of r.best) expect(i).toBeLessThan(cars.length);
        }
        const km = row(rows, 'km');
        for (const i of km.best) for (const car of cars) expect(cars[i]?.km).toBeLessThanOrEqual(car.km);
        const year = row(rows, 'year');
        for (const i of year.best) for (const car of cars) expect(cars[i]?.year).toBeGreaterThanOrEqual(car.year);
        const price = row(rows, 'price');
        for (const i of price.best) {
          for (const car of cars) if (car.status !== 'sold' && car.price > 0) expect(cars[i]?.price).toBeLessThanOrEqual(car.price);
        }
      }),
    );
  });
});
