import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carSlug, regoPlate, slugSuffix, slugify, stockNumbering, vin, vinCheckDigit } from '../../../config/demo-inventory/identifiers';
import { Rng } from '../../../config/demo-inventory/prng';

describe('identifiers', () => {
  it('slugify keeps lower-case words joined by single hyphens', () => {
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('21.66-3 Outback')).toBe('21-66-3-outback');
    expect(slugify('Hybrid+ Excite')).toBe('hybrid-plus-excite');
    expect(slugify('  Model 3 ')).toBe('model-3');
  });

  it('a slug is year-make-model-badge and a 6-character suffix', () => {
    expect(carSlug([2021, 'Toyota', 'HiLux', 'SR5'], 10_001, 1)).toMatch(/^2021-toyota-hilux-sr5-[a-z0-9]{6}$/);
    expect(carSlug([2024, 'Jayco', 'Crosstrak', null], 1, 1)).toMatch(/^2024-jayco-crosstrak-[a-z0-9]{6}$/);
  });

  it('distinct ids give distinct slug suffixes for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), fc.nat(), (a, b, seed) => {
        fc.pre(a !== b);
        expect(slugSuffix(a, seed)).not.toBe(slugSuffix(b, seed));
      }),
    );
  });

  it('stock numbers follow the format of excluded ones and run through them', () => {
    const numbers = Array.from({ length: 200 }, (_, i) => stockNumbering('sunset-coast-suzuki', ['SZ24017'])(i));
    expect(numbers[0]).toBe('SZ24000');
    expect(numbers).toContain('SZ24017');
    const plain = stockNumbering('bayside-pre-owned', []);
    expect(plain(0)).toBe('BPO-0101');
    expect(stockNumbering('bayside-pre-owned', ['BPO-0417', 'BPO-0533'])(17)).toBe('BPO-0417');
  });

  it('the VIN check digit matches the textbook example', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it("generated VINs are 17 valid characters with a valid check digit and the make's WMI", () => {
    const rng = new Rng(3);
    for (let i = 0; i < 200; i++) {
      const v = vin(rng, 'toyota', 2015 + (i % 12));
      expect(v).toMatch(/^JTM[A-HJ-NPR-Z0-9]{14}$/);
      expect(v.charAt(8)).toBe(vinCheckDigit(v));
    }
  });

  it('plates follow the state formats', () => {
    const rng = new Rng(9);
    expect(regoPlate(rng, 'QLD')).toMatch(/^\d{3}[A-Z]{3}$/);
    expect(regoPlate(rng, 'NSW')).toMatch(/^[A-Z]{2}\d{2}[A-Z]{2}$/);
    expect(regoPlate(rng, 'VIC')).toMatch(/^\d[A-Z]{2}\d[A-Z]{2}$/);
    expect(regoPlate(rng, 'SA')).toMatch(/^S\d{3}[A-Z]{3}$/);
  });
});
