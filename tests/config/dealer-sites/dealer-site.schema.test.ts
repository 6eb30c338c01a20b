import { describe, expect, it } from 'vitest';
import { brandShades, contrastRatio, postcodeBelongsToState } from '../../../config/dealer-sites';

describe('postcodeBelongsToState', () => {
  it.each([
    ['4006', 'QLD', true],
    ['2486', 'NSW', true],
    ['2600', 'ACT', true],
    ['2601', 'NSW', false],
    ['3189', 'VIC', true],
    ['5095', 'SA', true],
    ['6017', 'WA', true],
    ['7000', 'TAS', true],
    ['0800', 'NT', true],
    ['4000', 'NSW', false],
    ['3000', 'QLD', false],
    ['4000', 'XX', false],
  ])('%s in %s: %s', (postcode, state, expected) => {
    expect(postcodeBelongsToState(postcode, state)).toBe(expected);
  });
});

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#9b1b30', '#9b1b30')).toBe(1);
  });
});

describe('brandShades', () => {
  it('gives ten shades, lightest first, with the brand colour at Mantine primary shade 6', () => {
    const shades = brandShades('#0f766e');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#0f766e');
    expect(shades[0]).not.toBe(shades[9]);
    expect(shades.every((s) => /^#[0-9a-f]{6}$/.test(s))).toBe(true);
  });

  it('rejects a colour that is not #rrggbb', () => {
    expect(() => brandShades('teal')).toThrow('#rrggbb');
  });
});
