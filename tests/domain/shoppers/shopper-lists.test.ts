/**
 * The rules of a shopper's lists (issue 14): what a saved search may point at (only this site's
 * search pages), its name, and the words of the alerts consent (Spam Act 2003).
 */
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertConsentText } from '../../../domain/shoppers/alert-consent';
import { SAVED_SEARCH_LABEL_MAX, SavedSearchHref, SavedSearchLabel } from '../../../domain/shoppers/shopper-lists';
import { isSafeReturnPath } from '../../../domain/shoppers/sign-in';

describe('SavedSearchHref', () => {
  it.each([
    '/search',
    '/search/toyota/corolla?sortBy=price_asc&page=2',
    '/used-car',
    '/used-car/suv',
    '/special-offers',
    '/special-offers?range%5Bprice%5D=0:30000',
    '/search?refinementList[make][0]=Kia',
  ])('takes the search page %s', (href) => {
    expect(SavedSearchHref.parse(href)).toEqual(E.right(href));
  });

  it('drops a fragment', () => {
    expect(SavedSearchHref.parse('/search?page=2#top')).toEqual(E.right('/search?page=2'));
  });

  it.each([
    '/finance',
    '/searching',
    '/special-offers/extra',
    '//evil.example.com/search',
    'https://evil.example.com/search',
    '/search/../finance',
    '/search/./x/..',
    '/search\\..\\finance',
    '/search/a b',
    '/search\u0000',
    '',
    `/search?${'x'.repeat(2_000)}`,
  ])('refuses %s', (href) => {
    expect(E.isLeft(SavedSearchHref.parse(href))).toBe(true);
  });

  it('refuses what is not text', () => {
    for (const value of [null, undefined, 42, {}, ['/search']]) expect(E.isLeft(SavedSearchHref.parse(value))).toBe(true);
  });

  it('anything it takes is a path of this site on one of its search pages', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('/search', '/used-car/', '/special-offers').chain((p) => fc.string().map((rest) => p + rest)),
        ),
        (input) => {
          const parsed = SavedSearchHref.parse(input);
          if (E.isLeft(parsed)) return;
          expect(isSafeReturnPath(parsed.right)).toBe(true);
          expect(parsed.right).toMatch(/^\/(search|used-car|special-offers)([/?]|$)/);
        },
      ),
    );
  });
});

describe('SavedSearchLabel', () => {
  it('tidies spaces and keeps names up to the limit', () => {
    expect(SavedSearchLabel.parse('  Family   SUVs ')).toEqual(E.right('Family SUVs'));
    expect(E.isRight(SavedSearchLabel.parse('x'.repeat(SAVED_SEARCH_LABEL_MAX)))).toBe(true);
    expect(E.isLeft(SavedSearchLabel.parse('x'.repeat(SAVED_SEARCH_LABEL_MAX + 1)))).toBe(true);
    expect(E.isLeft(SavedSearchLabel.parse('   '))).toBe(true);
  });
});

describe('alertConsentText (Spam Act 2003: consent, an identified sender, a way to stop)', () => {
  it('names the dealer, what is sent and how often, and how to stop', () => {
    const text = alertConsentText('Harbour Motors', true);
    expect(text).toContain('Harbour Motors');
    expect(text).toContain('drops in price or sells');
    expect(text).toContain('at most one message a day');
    expect(text).toContain('replying STOP');
    expect(text).toContain('the link in any message');
  });

  it('promises no STOP reply when texts come from the dealer name, which takes no replies: the link is the way to stop', () => {
    const text = alertConsentText('Harbour Motors', false);
    expect(text).toContain('Harbour Motors');
    expect(text).not.toContain('STOP');
    expect(text).toContain('I can stop at any time using the link in any message.');
  });
});
