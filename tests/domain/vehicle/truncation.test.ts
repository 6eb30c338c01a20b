import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blogSnippet, dealerComments, ELLIPSIS, financeDisclaimer, truncate } from '../../../domain/vehicle';

describe('truncation (spec 1 §4, §9; spec 2 §4, §9)', () => {
  it("collapses dealer comments to 400 characters plus '...', with Show More / Show Less", () => {
    const long = 'a'.repeat(450);
    expect(dealerComments(long, false)).toEqual({ text: `${'a'.repeat(400)}...`, toggle: 'Show More' });
    expect(dealerComments(long, true)).toEqual({ text: long, toggle: 'Show Less' });
    expect(dealerComments('a'.repeat(400), false)).toEqual({ text: 'a'.repeat(400), toggle: null });
  });

  it('shows the pending message for empty dealer comments', () => {
    expect(dealerComments('  ', false).text).toBe('Dealer comments are pending. Please check back here later.');
    expect(dealerComments(null, false).text).toBe('Dealer comments are pending. Please check back here later.');
  });

  it('truncates the finance disclaimer at 197 characters (200 with the ellipsis)', () => {
    const disclaimer = 'x'.repeat(250);
    expect(financeDisclaimer(disclaimer, false).text).toHaveLength(200);
    expect(financeDisclaimer(disclaimer, false).text.endsWith('...')).toBe(true);
  });

  it('cuts blog snippets at 80 characters', () => {
    expect(blogSnippet('b'.repeat(81))).toBe(`${'b'.repeat(80)}...`);
    expect(blogSnippet('short')).toBe('short');
  });

  it('drops whitespace before the ellipsis and never splits a surrogate pair', () => {
    expect(truncate('abc   defgh', 5)).toBe('abc...');
    expect(truncate('ab😀cd', 3)).toBe('ab...');
  });

  it('is never longer than the limit plus the ellipsis, and keeps a prefix of the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 500 }), fc.integer({ min: 0, max: 450 }), (text, limit) => {
        const cut = truncate(text, limit);
        expect(cut.length).toBeLessThanOrEqual(limit + ELLIPSIS.length);
        if (text.length <= limit) expect(cut).toBe(text);
        else {
          expect(cut.endsWith(ELLIPSIS)).toBe(true);
          expect(text.startsWith(cut.slice(0, cut.length - ELLIPSIS.length))).toBe(true);
        }
      }),
    );
  });
});
