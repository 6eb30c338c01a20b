import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowsTypo,
  deletionVariants,
  documentTerms,
  exactTermScore,
  matchesQuery,
  normaliseSearchText,
  prefixUpperBound,
  queryTerms,
  termMatch,
  typoLookupKeys,
  typoReachable,
  withinOneTypo,
} from '../../../domain/search';

/** Optimal string alignment distance, by the textbook table. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

const word = fc.string({ unit: fc.constantFrom(...'abcdefo19'), maxLength: 8 });

describe('terms (issue 4: text matches make, model, badge, series, colour, stock number, rego)', () => {
  it('splits on anything but ASCII letters and digits, after stripping accents and case', () => {
    expect(normaliseSearchText('Citroën ÉLYSÉE')).toBe('citroen elysee');
    expect(documentTerms(['Mazda', 'CX-5', 'Soul Red Crystal', 'SMG-0106', null, ''])).toEqual([
      'mazda',
      'cx',
      '5',
      'cx5',
      'soul',
      'red',
      'crystal',
      'smg',
      '0106',
      'smg0106',
    ]);
    expect(documentTerms(['Mercedes-Benz'])).toEqual(['mercedes', 'benz', 'mercedesbenz']);
  });

  it('reads a query as distinct words, the last one also a prefix, typo-tolerant from 4 letters without digits', () => {
    expect(queryTerms('  Toyota hilux toyota ')).toEqual([
      { text: 'toyota', prefix: true, typo: true },
      { text: 'hilux', prefix: false, typo: true },
    ]);
    expect(queryTerms('SR5 cam')).toEqual([
      { text: 'sr5', prefix: false, typo: false },
      { text: 'cam', prefix: true, typo: false },
    ]);
    expect(queryTerms('— !')).toEqual([]);
    expect(allowsTypo('ford')).toBe(true);
    expect(allowsTypo('kia')).toBe(false);
    expect(allowsTypo('i30x')).toBe(false);
  });

  it("matches exactly, by prefix on the last word, or one typo away: 'Toyta' finds Toyota", () => {
    const [toyta] = queryTerms('Toyta');
    expect(termMatch(toyta!, 'toyota')).toBe('typo');
    expect(termMatch(toyta!, 'toyotas')).toBeNull();
    const [coro] = queryTerms('coro');
    expect(termMatch(coro!, 'corolla')).toBe('prefix');
    expect(termMatch(coro!, 'coro')).toBe('exact');
    const [stock] = queryTerms('ty4471 x');
    expect(termMatch(stock!, 'ty4472')).toBeNull();
    expect(matchesQuery(queryTerms('toyoat corola'), ['toyota', 'corolla'])).toBe(true);
    expect(matchesQuery(queryTerms('toyota ranger'), ['toyota', 'corolla'])).toBe(false);
    expect(exactTermScore(queryTerms('toyota corola'), new Set(['toyota', 'corolla']))).toBe(1);
  });

  it('withinOneTypo is optimal string alignment distance at most 1', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(withinOneTypo(a, b)).toBe(osa(a, b) <= 1);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom(...'abz9'), (a, i, c) => {
        const at = a.length === 0 ? 0 : i % a.length;
        expect(withinOneTypo(a, a.slice(0, at) + c + a.slice(at))).toBe(true);
        expect(withinOneTypo(a, a.slice(0, at) + a.slice(at + 1))).toBe(true);
      }),
    );
  });

  it('the deletion neighbourhood finds every term one typo away (candidates before confirming)', () => {
    fc.assert(
      fc.property(word.filter(allowsTypo), word, (query, term) => {
        if (!withinOneTypo(query, term) || !typoReachable(term)) return;
        const keys = new Set(typoLookupKeys(query));
        const found = keys.has(term) || deletionVariants(term).some((v) => keys.has(v));
        expect(found).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // Terms a typo cannot reach from a digit-free query of 4+ letters.
    expect(typoReachable('s1000123')).toBe(false);
    expect(typoReachable('gol5')).toBe(true);
    expect(typoReachable('ab')).toBe(false);
  });

  it('bounds a prefix range from above', () => {
    fc.assert(
      fc.property(
        word.filter((w) => w !== ''),
        word,
        (prefix, rest) => {
          expect(prefix + rest < prefixUpperBound(prefix)).toBe(true);
          expect(prefix <= prefix + rest).toBe(true);
        },
      ),
    );
  });
});
