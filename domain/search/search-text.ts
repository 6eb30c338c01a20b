/**
 * Free-text search rules shared by every search engine (spec 1 §2: "text search is a
 * free-text query"; issue 4: the text matches make, model, badge, series, colour, stock
 * number and rego, and tolerates a typo). Engines index the terms of `documentTerms` and
 * match each query term by `termMatch`, so two engines that follow these rules agree.
 *
 * Choices:
 * - A term is a run of ASCII letters and digits after Unicode compatibility decomposition,
 *   accent stripping and lower-casing ('Citroën C4' → citroen, c4). Everything else separates.
 * - A chunk of several words without spaces also yields the words joined ('CX-5' → cx, 5,
 *   cx5), so 'cx5' and 'cx-5' both find it.
 * - Every query term must match (AND). A query term matches a document term that is equal;
 *   the last word of the query also matches any term it is a prefix of; a query term of 4
 *   or more characters without digits also matches a term one typo away (one insertion,
 *   deletion, substitution or swap of adjacent letters). Terms with digits (stock numbers,
 *   plates, 'i30') never match by typo: a near stock number is another car.
 */

/** Query terms shorter than this are matched exactly (or by prefix) only. */
export const MIN_TYPO_TERM_LENGTH = 4;
/** Choice: words of a query after the 10th are ignored, to bound the work of one search. */
export const MAX_QUERY_TERMS = 10;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[a-z0-9]+/g;
const DIGIT = /[0-9]/;

/** Compatibility-decomposed, accents stripped, lower case. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** The words of a text, in order, repeats kept. */
export function searchWords(text: string): string[] {
  return normaliseSearchText(text).match(WORD) ?? [];
}

/**
 * The distinct terms of a document's searchable fields: each field's words, plus the
 * joined form of every space-free chunk of two or more words.
 */
export function documentTerms(fields: readonly (string | null | undefined)[]): string[] {
  const terms = new Set<string>();
  for (const field of fields) {
    if (typeof field !== 'string' || field === '') continue;
    for (const chunk of normaliseSearchText(field).split(/\s+/)) {
      const words = chunk.match(WORD);
      if (!words) continue;
      for (const word of words) terms.add(word);
      if (words.length > 1) terms.add(words.join(''));
    }
  }
  return [...terms];
}

/** One term of a query and how it may match. */
export interface QueryTerm {
  readonly text: string;
  /** The query's last word: also matches the terms it begins. */
  readonly prefix: boolean;
  /** Also matches terms one typo away. */
  readonly typo: boolean;
}

/** A term may be matched by typo: 4 or more characters, no digit. */
export const allowsTypo = (term: string): boolean => term.length >= MIN_TYPO_TERM_LENGTH && !DIGIT.test(term);

/**
 * The terms of a query: its distinct words (the first MAX_QUERY_TERMS), the one equal to
 * the last word marked as a prefix. Empty for a blank query (no text condition).
 */
export function queryTerms(query: string): QueryTerm[] {
  const words = searchWords(query).slice(0, MAX_QUERY_TERMS);
  const last = words[words.length - 1];
  return [...new Set(words)].map((text) => ({ text, prefix: text === last, typo: allowsTypo(text) }));
}

/**
 * At most one typo apart (optimal string alignment distance ≤ 1): equal, or one
 * insertion, deletion, substitution, or swap of two adjacent characters.
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (a[i] === b[i]) i++;
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  if (Math.abs(la - lb) !== 1) return false;
  const [short, long] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/**
 * Whether a document term can be one typo away from some query term that allowsTypo:
 * at least MIN_TYPO_TERM_LENGTH − 1 characters and at most one digit. Only these terms
 * need entries in a deletion-neighbourhood index.
 */
export const typoReachable = (term: string): boolean => {
  if (term.length < MIN_TYPO_TERM_LENGTH - 1) return false;
  let digits = 0;
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits > 1) return false;
  }
  return true;
};

/** The distinct strings made by deleting one character of `term`. */
export function deletionVariants(term: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < term.length; i++) variants.add(term.slice(0, i) + term.slice(i + 1));
  return [...variants];
}

/**
 * Keys for finding typo candidates with a deletion-neighbourhood index: every term within
 * one typo of `term` is a key itself, or has a deletion variant that is a key. (The index
 * maps each dictionary term and each of its deletion variants to the term; candidates are
 * then confirmed with withinOneTypo.)
 */
export const typoLookupKeys = (term: string): string[] => [term, ...deletionVariants(term)];

/** The smallest string above every string that starts with `prefix` (terms are ASCII). */
export function prefixUpperBound(prefix: string): string {
  if (prefix === '') return '\uffff';
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

export type TermMatch = 'exact' | 'prefix' | 'typo';

/** How a query term matches one document term, or null. */
export function termMatch(query: QueryTerm, term: string): TermMatch | null {
  if (term === query.text) return 'exact';
  if (query.prefix && term.startsWith(query.text)) return 'prefix';
  if (query.typo && withinOneTypo(query.text, term)) return 'typo';
  return null;
}

/**
 * Text relevance of a matching document: the number of query terms it contains exactly.
 * With sortBy relevance and a query, results order by this (descending) before the
 * custom rank.
 */
export function exactTermScore(query: readonly QueryTerm[], terms: ReadonlySet<string>): number {
  let score = 0;
  for (const q of query) if (terms.has(q.text)) score++;
  return score;
}

/** Whether a document with these terms matches every query term. */
export function matchesQuery(query: readonly QueryTerm[], terms: readonly string[]): boolean {
  return query.every((q) => terms.some((term) => termMatch(q, term) !== null));
}
