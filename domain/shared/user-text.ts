import * as E from 'fp-ts/Either';

/**
 * The one rule for text a user may send (issue 10, "edge defects"), applied once at the edge
 * to every string of a request: JSON bodies at any depth (keys and values), query strings,
 * path parameters and the header values used as data.
 *
 * Two kinds of text:
 * - `text`: a value someone may have typed in a form field (a message, a name). Tab, line feed
 *   and carriage return are allowed (a message has lines).
 * - `line`: text that must stay on one line: object keys (they become the labels of a lead's
 *   fields, and lines of its email), query values, path segments, header values. No control
 *   character at all, and no Unicode line or paragraph separator.
 *
 * Refused in both, never stripped: NUL (PostgreSQL text cannot hold it), a lone UTF-16
 * surrogate (not valid Unicode: it cannot be written as UTF-8), and the other C0 controls, DEL
 * and the C1 controls (no keyboard types them; they only come from a broken or hostile client).
 * Refusing, not stripping, keeps what is stored exactly what was sent, and tells the sender.
 * Text that passes is NFC-normalised, so the same words are stored and compared one way.
 *
 * `stripUnsafeText` is for values nobody typed and a request must not fail for (the
 * User-Agent stored with a lead): it drops what `line` refuses instead.
 */
export type UserTextKind = 'text' | 'line';

export type UserTextProblemCode = 'TEXT.NUL_CHARACTER' | 'TEXT.INVALID_UNICODE' | 'TEXT.CONTROL_CHARACTER' | 'TEXT.LINE_BREAK';

export interface UserTextProblem {
  readonly code: UserTextProblemCode;
  /** A sentence fragment for a field: "must not contain …". */
  readonly message: string;
  /** Index (UTF-16 code unit) of the first refused character. */
  readonly index: number;
}

// Without the `u` flag a regex sees UTF-16 code units: a surrogate is matched on its own.
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
/** C0 controls but TAB, LF, CR; DEL; C1 controls. */
const TEXT_CONTROLS = '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]';
/** Every C0 control, DEL, C1 controls, LINE SEPARATOR and PARAGRAPH SEPARATOR. */
const LINE_CONTROLS = '[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]';

const REFUSED: Record<UserTextKind, RegExp> = {
  text: new RegExp(`${TEXT_CONTROLS}|${LONE_SURROGATE}`),
  line: new RegExp(`${LINE_CONTROLS}|${LONE_SURROGATE}`),
};
const UNSAFE_GLOBAL = new RegExp(`${LINE_CONTROLS}|${LONE_SURROGATE}`, 'g');
/** What no database text column can hold, whatever the kind: NUL and lone surrogates. */
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE}`);

const codePoint = (unit: number): string => `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;

function problemAt(value: string, index: number): UserTextProblem {
  const unit = value.charCodeAt(index);
  if (unit === 0) return { code: 'TEXT.NUL_CHARACTER', message: 'must not contain a NUL character (U+0000)', index };
  if (unit >= 0xd800 && unit <= 0xdfff) {
    return { code: 'TEXT.INVALID_UNICODE', message: `must be valid Unicode text (a lone surrogate ${codePoint(unit)} is not)`, index };
  }
  if (unit === 0x0a || unit === 0x0d || unit === 0x2028 || unit === 0x2029) {
    return { code: 'TEXT.LINE_BREAK', message: `must be a single line (holds a line break, ${codePoint(unit)})`, index };
  }
  return { code: 'TEXT.CONTROL_CHARACTER', message: `must not contain control characters (holds ${codePoint(unit)})`, index };
}

/** The text NFC-normalised, or the first character the rule of its kind refuses. */
export function parseUserText(value: string, kind: UserTextKind): E.Either<UserTextProblem, string> {
  const found = REFUSED[kind].exec(value);
  if (found) return E.left(problemAt(value, found.index));
  return E.right(value.normalize('NFC'));
}

/** The text with every character `line` refuses removed, NFC-normalised. Never fails. */
export function stripUnsafeText(value: string): string {
  return value.replace(UNSAFE_GLOBAL, '').normalize('NFC');
}

/**
 * Whether a store can hold the text at all (no NUL: PostgreSQL `text`/`jsonb` refuse it; no
 * lone surrogate: UTF-8 cannot encode it). Narrower than `parseUserText`: the use cases check
 * it on what they store, whichever channel sent it.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The text with what `isStorableText` refuses replaced by U+FFFD (to show a refused key). */
export function markUnstorable(value: string): string {
  return value.replace(new RegExp(UNSTORABLE.source, 'g'), '\ufffd');
}
