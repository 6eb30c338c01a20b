/**
 * Text the database cannot store (issue 10). The HTTP edge refuses it before any use case
 * runs; the use cases check again what they are about to store, so a request from any channel
 * (the CLI, a test, a future app) is refused with a field error before anything happens — a
 * reservation before its deposit is charged — instead of failing in the database afterwards.
 *  - NUL (U+0000): neither PostgreSQL `text` nor `jsonb` can hold it (PGlite alike).
 *  - An unpaired surrogate (U+D800–U+DFFF alone): not a character; `jsonb` refuses its
 *    `\ud800` escape, and UTF-8 cannot encode it.
 */
import { isStorableText, markUnstorable } from '../../domain/shared/user-text';

export { isStorableText } from '../../domain/shared/user-text';

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain a NUL character or an unpaired surrogate';

/**
 * Field path → UNSTORABLE_TEXT_MESSAGE for every string (object keys included) at any depth
 * of `value` that the database cannot store; empty when all can be. Paths are dotted from
 * `path` (`user.name`, `user.colours.0`).
 */
export function unstorableTextErrors(value: unknown, path: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const visit = (item: unknown, at: string): void => {
    if (typeof item === 'string') {
      if (!isStorableText(item)) errors[at] = UNSTORABLE_TEXT_MESSAGE;
    } else if (Array.isArray(item)) {
      item.forEach((element, i) => visit(element, `${at}.${i}`));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        const child = at === '' ? markUnstorable(key) : `${at}.${markUnstorable(key)}`;
        if (!isStorableText(key)) errors[child] = UNSTORABLE_TEXT_MESSAGE;
        else visit(element, child);
      }
    }
  };
  visit(value, path);
  return errors;
}
