import { slugify } from '../search/search-routes';

/**
 * What a car page's address says about the car when the site no longer has it: car slugs are
 * the listing's year, make, model and badge plus a stock number ('2021-toyota-hilux-sr5-hm-0101'),
 * so the make and model can be read back against the ones the site stocks. Null where the
 * address names none of them (an old or mistyped link).
 */
export interface CarSlugHints {
  readonly make: string | null;
  /** Only with a make: one of that make's models. */
  readonly model: string | null;
}

const tokens = (text: string): string[] =>
  slugify(text)
    .split('-')
    .filter((t) => t !== '');

/** The index just after `words` appear as a run in `within` at or after `from`, or -1. */
function endOfRun(within: readonly string[], words: readonly string[], from: number): number {
  if (words.length === 0) return -1;
  for (let at = from; at + words.length <= within.length; at++) {
    if (words.every((word, i) => within[at + i] === word)) return at + words.length;
  }
  return -1;
}

/** The longest name found as a run of words (from `from` on); ties go to the earlier in the list. */
function longestFound(within: readonly string[], names: readonly string[], from: number): { name: string; end: number } | null {
  let best: { name: string; end: number; length: number } | null = null;
  for (const name of names) {
    const words = tokens(name);
    const end = endOfRun(within, words, from);
    if (end >= 0 && (best === null || words.length > best.length)) best = { name, end, length: words.length };
  }
  return best && { name: best.name, end: best.end };
}

export function carSlugHints(slug: string, makes: readonly string[], modelsByMake: Readonly<Record<string, readonly string[]>>): CarSlugHints {
  const words = tokens(slug);
  const make = longestFound(words, makes, 0);
  if (!make) return { make: null, model: null };
  const model = longestFound(words, modelsByMake[make.name] ?? [], make.end);
  return { make: make.name, model: model?.name ?? null };
}
