import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOG_SNIPPET_LENGTH, blogSnippet } from '../../../domain/promotions';

describe('blog card snippet (spec 2 §2, §9: 80 characters)', () => {
  it('is 80 characters', () => {
    expect(BLOG_SNIPPET_LENGTH).toBe(80);
  });

  it('keeps a description of 80 characters or fewer whole', () => {
    const exactly80 = 'a'.repeat(10) + ' ' + 'b'.repeat(69);
    expect(exactly80).toHaveLength(80);
    expect(blogSnippet(exactly80)).toBe(exactly80);
    expect(blogSnippet('  Short   and\nsweet. ')).toBe('Short and sweet.');
  });

  it('cuts a longer one at a word boundary and ends it with an ellipsis', () => {
    const text = 'The CX-5 remains the pick of the mid-size SUVs for families who want comfort, quality and a car that is fun to drive.';
    const snippet = blogSnippet(text);
    expect(snippet).toBe('The CX-5 remains the pick of the mid-size SUVs for families who want comfort…');
    expect(snippet.length).toBeLessThanOrEqual(80);
  });

  it('cuts a single overlong word mid-word', () => {
    expect(blogSnippet('x'.repeat(120))).toBe(`${'x'.repeat(79)}…`);
  });

  it('is never longer than 80 characters and is a prefix of the text', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z,.]{1,14}$/), { minLength: 1, maxLength: 40 }), (words) => {
        const text = words.join(' ');
        const snippet = blogSnippet(text);
        expect(snippet.length).toBeLessThanOrEqual(80);
        if (text.length <= 80) expect(snippet).toBe(text);
        else {
          expect(snippet.endsWith('…')).toBe(true);
          expect(text.startsWith(snippet.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});
