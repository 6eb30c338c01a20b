import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAvailable, soldCarsInResults, soldResultsMode, type CarStatus } from '../../../domain/vehicle';
import { aCar } from '../../support/car-builder';

const statuses = (...list: CarStatus[]) =>
  list.map((status, i) =>
    aCar()
      .withId(i + 1)
      .with({ status })
      .build(),
  );
const ids = (cars: { id: number }[]) => cars.map((car) => car.id);

describe('sold handling in results (spec 1 §4)', () => {
  const page = statuses('in_stock', 'sold', 'sold', 'sold', 'coming_soon', 'sold', 'in_stock', 'other', 'sold');

  it('keeps only the first of each consecutive run of sold cars when sold handling is on', () => {
    expect(soldResultsMode({ soldHandling: true })).toBe('first-of-run');
    expect(ids(soldCarsInResults(page, 'first-of-run'))).toEqual([1, 2, 5, 6, 7, 8]);
  });

  it('hides every sold car in hide mode', () => {
    expect(ids(soldCarsInResults(page, 'hide'))).toEqual([1, 5, 7]);
  });

  it('shows results as returned when sold handling is off', () => {
    expect(soldResultsMode({ soldHandling: false })).toBe('show');
    expect(ids(soldCarsInResults(page, 'show'))).toEqual(ids(page));
  });

  const anyPage = fc.array(fc.constantFrom<CarStatus>('in_stock', 'coming_soon', 'sold', 'other'), { maxLength: 40 }).map((list) => statuses(...list));

  it('first-of-run keeps every available car, in order, and never two unavailable cars in a row', () => {
    fc.assert(
      fc.property(anyPage, (cars) => {
        const shown = soldCarsInResults(cars, 'first-of-run');
        expect(ids(shown.filter(isAvailable))).toEqual(ids(cars.filter(isAvailable)));
        shown.forEach((car, i) => {
          const next = shown[i + 1];
          if (next) expect(isAvailable(car) || isAvailable(next)).toBe(true);
        });
        const shownIds = ids(shown);
        expect([...shownIds].sort((a, b) => a - b)).toEqual(shownIds);
      }),
    );
  });
});
