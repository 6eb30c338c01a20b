import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carTypeLabel, modelDisplayName, normaliseMake } from '../../../domain/vehicle';

describe('label rewrites (spec 1 §9)', () => {
  it.each([
    ['Suzuki Australia', 'Suzuki'],
    ['Mercedes Benz', 'Mercedes-Benz'],
    ['Isuzu UTE', 'Isuzu'],
    ['Viscount Caravans', 'Viscount'],
    ['MERCEDES BENZ', 'Mercedes-Benz'],
    ['Toyota', 'Toyota'],
  ])('normalises the make %s to %s', (make, shown) => {
    expect(normaliseMake(make)).toBe(shown);
  });

  it("shows 'used' as 'Pre-Owned' where the site says so", () => {
    expect(carTypeLabel('used')).toBe('Used');
    expect(carTypeLabel('used', { used: 'Pre-Owned' })).toBe('Pre-Owned');
    expect(carTypeLabel('demo', { used: 'Pre-Owned' })).toBe('Demo');
  });

  it('prefixes numeric models of Mazda (joined) and Peugeot (spaced) with the brand', () => {
    expect(modelDisplayName('Mazda', '3')).toBe('Mazda3');
    expect(modelDisplayName('Peugeot', '208')).toBe('Peugeot 208');
    expect(modelDisplayName('Mazda', 'CX-5')).toBe('CX-5');
    expect(modelDisplayName('BMW', '320')).toBe('320');
  });

  it('normalising a make twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('Suzuki Australia', 'Mercedes Benz', ' isuzu  ute ')), (make) => {
        expect(normaliseMake(normaliseMake(make))).toBe(normaliseMake(make));
      }),
    );
  });
});
