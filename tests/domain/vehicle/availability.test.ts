import { describe, expect, it } from 'vitest';
import { availability, availabilityPresentation, isAvailable, isInStock, type CarStatus } from '../../../domain/vehicle';
import { aCar } from '../../support/car-builder';

describe('availability (spec 1 §4)', () => {
  it('counts in_stock as in stock and available', () => {
    const car = aCar().build();
    expect(availability(car)).toEqual({ _tag: 'InStock' });
    expect(isInStock(car)).toBe(true);
    expect(isAvailable(car)).toBe(true);
  });

  it('counts coming_soon as available and purchasable but not in stock', () => {
    const car = aCar().comingSoon().build();
    expect(availability(car)).toEqual({ _tag: 'ComingSoon' });
    expect(isInStock(car)).toBe(false);
    expect(isAvailable(car)).toBe(true);
  });

  it.each<CarStatus>(['sold', 'other'])('treats %s as unavailable: SOLD message, Find Me Something Similar, no price, no buttons', (status) => {
    const car = aCar().with({ status }).build();
    expect(availability(car)).toEqual({ _tag: 'Unavailable', status });
    expect(isAvailable(car)).toBe(false);
    expect(availabilityPresentation(car)).toMatchObject({
      _tag: 'Sold',
      headline: 'SOLD',
      similarEnquiryLabel: 'Find Me Something Similar',
      showPrice: false,
      showStandardButtons: false,
    });
  });

  it('shows price and standard buttons for an available car', () => {
    expect(availabilityPresentation(aCar().comingSoon().build())).toMatchObject({ _tag: 'ForSale', showPrice: true, showStandardButtons: true });
  });
});
