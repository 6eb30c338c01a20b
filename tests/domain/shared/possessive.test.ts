import { describe, expect, it } from 'vitest';
import { possessive } from '../../../domain/shared/possessive';

describe('a name in the possessive', () => {
  it('adds ’s to a name that does not end in s', () => {
    expect(possessive('Sunstate Motor Group')).toBe('Sunstate Motor Group’s');
    expect(possessive('Bayside Pre-Owned')).toBe('Bayside Pre-Owned’s');
  });

  it('adds the apostrophe alone to a name ending in s, never ’s’s', () => {
    expect(possessive('Harbour Motors')).toBe('Harbour Motors’');
    expect(possessive('Saltbush Caravans')).toBe('Saltbush Caravans’');
    expect(possessive('MERCEDES-BENZ TRUCKS')).toBe('MERCEDES-BENZ TRUCKS’');
    expect(possessive(' Harbour Motors ')).toBe('Harbour Motors’');
  });
});
