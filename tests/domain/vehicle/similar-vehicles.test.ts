import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { similarPriceBand, similarVehicles, similarVehiclesCriteria, type CarStatus, type CarType, type SimilarCar } from '../../../domain/vehicle';
import { aCar } from '../../support/car-builder';

const current = aCar().withId(1).withMakeModel('Toyota', 'Corolla').withPrice(28_990).ofType('used').with({ simple_body: 'Hatchback' }).build();

describe('similar vehicles (spec 1 §5, §7, §9)', () => {
  it('uses a band of ±10,000 under 50,000 and ±25,000 from 50,000', () => {
    expect(similarPriceBand(28_990)).toEqual({ min: 18_990, max: 38_990 });
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 });
  });

  it('keeps in_stock cars of the same make and model or the same car_type and simple_body, within the band', () => {
    const candidates = [
      aCar().withId(2).withMakeModel('Toyota', 'Corolla').withPrice(38_990).ofType('new').build(),
      aCar().withId(3).withMakeModel('Mazda', '3').withPrice(25_000).ofType('used').with({ simple_body: 'Hatchback' }).build(),
      aCar().withId(4).withMakeModel('Mazda', '3').withPrice(25_000).ofType('new').with({ simple_body: 'Hatchback' }).build(),
      aCar().withId(5).withMakeModel('Toyota', 'Corolla').withPrice(38_991).build(),
      aCar().withId(6).withMakeModel('Toyota', 'Corolla').withPrice(30_000).comingSoon().build(),
      aCar().withId(1).withMakeModel('Toyota', 'Corolla').withPrice(28_990).build(),
      aCar().withId(7).withMakeModel('toyota', 'COROLLA').withPrice(18_990).ofType('demo').build(),
    ];
    expect(similarVehicles(current, candidates).map((car) => car.id)).toEqual([2, 3, 7]);
  });

  it('measures the band and the candidates by the cash price the cards show (an offer where one applies)', () => {
    const current = aCar().withId(1).withPrice(52_000).with({ offer_price: 48_500 }).build();
    expect(similarVehiclesCriteria(current).price).toEqual(similarPriceBand(48_500));
    const offered = aCar().withId(2).withPrice(60_000).with({ offer_price: 58_000 }).build();
    const listedInBand = aCar().withId(3).withPrice(58_000).with({ offer_price: 30_000 }).build();
    expect(similarVehicles(current, [offered, listedInBand]).map((c) => c.id)).toEqual([2]);
  });

  it('shows at most 6, removing duplicate ids (first occurrence kept)', () => {
    const hits = Array.from({ length: 10 }, (_, i) =>
      aCar()
        .withId(100 + (i % 8))
        .withPrice(29_000 + i)
        .build(),
    );
    expect(similarVehicles(current, hits).map((car) => car.id)).toEqual([100, 101, 102, 103, 104, 105]);
  });

  it('describes the multi-search filter as data', () => {
    expect(similarVehiclesCriteria(current)).toEqual({
      status: 'in_stock',
      price: { min: 18_990, max: 38_990 },
      excludeId: 1,
      sameMakeModel: { make: 'Toyota', model: 'Corolla' },
      sameTypeBody: { car_type: 'used', simple_body: 'Hatchback' },
    });
  });

  const arbCar: fc.Arbitrary<SimilarCar> = fc.record({
    id: fc.integer({ min: 1, max: 30 }),
    status: fc.constantFrom<CarStatus>('in_stock', 'coming_soon', 'sold', 'other'),
    price: fc.integer({ min: 0, max: 120_000 }),
    make: fc.constantFrom('Toyota', 'Mazda', 'Mercedes Benz', 'Mercedes-Benz'),
    model: fc.constantFrom('Corolla', '3', 'C200'),
    car_type: fc.constantFrom<CarType>('new', 'demo', 'used'),
    simple_body: fc.constantFrom('Hatchback', 'SUV', null),
  });

  it('returns at most 6 unique in_stock cars, none the current car, all within the price band', () => {
    fc.assert(
      fc.property(arbCar, fc.array(arbCar, { maxLength: 60 }), (car, candidates) => {
        const similar = similarVehicles(car, candidates);
        const band = similarPriceBand(car.price);
        expect(similar.length).toBeLessThanOrEqual(6);
        expect(new Set(similar.map((s) => s.id)).size).toBe(similar.length);
        for (const s of similar) {
          expect(s.status).toBe('in_stock');
          expect(s.id).not.toBe(car.id);
          expect(s.price).toBeGreaterThanOrEqual(band.min);
          expect(s.price).toBeLessThanOrEqual(band.max);
        }
      }),
    );
  });
});
