import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { hasImages, isCompareFavouriteEligible, reserveButton, reserveDepositText } from '../../../domain/vehicle';
import { aCar } from '../../support/car-builder';

describe('compare and favourite eligibility (spec 1 §5)', () => {
  it('by default, available cars are eligible and sold ones are not', () => {
    expect(isCompareFavouriteEligible(aCar().build())).toBe(true);
    expect(isCompareFavouriteEligible(aCar().comingSoon().build())).toBe(true);
    expect(isCompareFavouriteEligible(aCar().sold().build())).toBe(false);
  });

  it("'strict' variant also hides cars priced 0 or less or without images", () => {
    expect(isCompareFavouriteEligible(aCar().build(), 'strict')).toBe(true);
    expect(isCompareFavouriteEligible(aCar().withPrice(0).build(), 'strict')).toBe(false);
    expect(isCompareFavouriteEligible(aCar().withImages(0).build(), 'strict')).toBe(false);
    expect(isCompareFavouriteEligible(aCar().withImages(0).build(), 'default')).toBe(true);
  });

  it("'used-only' variant shows the controls on used cars only", () => {
    expect(isCompareFavouriteEligible(aCar().ofType('used').build(), 'used-only')).toBe(true);
    expect(isCompareFavouriteEligible(aCar().ofType('demo').build(), 'used-only')).toBe(false);
    expect(isCompareFavouriteEligible(aCar().ofType('used').sold().build(), 'used-only')).toBe(false);
  });

  it('counts a transparent default image as no image (spec 1 §2)', () => {
    const placeholder = { image: { url: 'https://cdn.example.test/assets/default-transparent.png', thumb: { url: '' } } };
    expect(
      hasImages(
        aCar()
          .with({ images: [placeholder] })
          .build(),
      ),
    ).toBe(false);
    expect(
      isCompareFavouriteEligible(
        aCar()
          .with({ images: [placeholder] })
          .build(),
        'strict',
      ),
    ).toBe(false);
    expect(hasImages(aCar().withImages(1).build())).toBe(true);
  });
});

describe('reserve button (spec 1 §5, §9)', () => {
  it("shows the deposit from the car, else the site's, else '$200'", () => {
    expect(reserveDepositText(500)).toBe('$500');
    expect(reserveDepositText(null, 300)).toBe('$300');
    expect(reserveDepositText(null, null)).toBe('$200');
    expect(reserveButton(aCar().with({ deposit: null }).build(), { enabled: true })).toEqual(O.some({ label: 'Reserve Car Now', deposit: '$200' }));
  });

  it('is absent for unavailable or already reserved cars and where the site removed it', () => {
    expect(reserveButton(aCar().sold().build(), { enabled: true })).toEqual(O.none);
    expect(reserveButton(aCar().with({ reserved: true }).build(), { enabled: true })).toEqual(O.none);
    expect(reserveButton(aCar().build(), { enabled: false })).toEqual(O.none);
  });
});
