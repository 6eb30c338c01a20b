import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { parseUserText, stripUnsafeText } from '../../../domain/shared/user-text';

/** Any UTF-16 code units, weighted towards the ones the rule is about (fast-check's 'binary' unit is slow to generate). */
const anyUtf16 = (maxLength: number) =>
  fc
    .array(
      fc.oneof(fc.integer({ min: 0, max: 0xffff }), fc.constantFrom(0, 0x09, 0x0a, 0x0d, 0x1b, 0x7f, 0x85, 0x2028, 0x0301, 0xd800, 0xdbff, 0xdc00, 0x65)),
      { maxLength },
    )
    .map((units) => String.fromCharCode(...units));

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const problem = (value: string, kind: 'text' | 'line') => {
  const parsed = parseUserText(value, kind);
  return E.isLeft(parsed) ? parsed.left : null;
};

describe('parseUserText (issue 10: one rule for text a user may send)', () => {
  it('refuses a NUL in either kind, with its own code and position', () => {
    expect(problem('ab\u0000c', 'text')).toEqual({ code: 'TEXT.NUL_CHARACTER', message: 'must not contain a NUL character (U+0000)', index: 2 });
    expect(problem('\u0000', 'line')?.code).toBe('TEXT.NUL_CHARACTER');
  });

  it('refuses a lone surrogate, high or low, but keeps a pair (an emoji)', () => {
    expect(problem('a\ud800', 'text')).toMatchObject({ code: 'TEXT.INVALID_UNICODE', index: 1 });
    expect(problem('\udc00b', 'line')).toMatchObject({ code: 'TEXT.INVALID_UNICODE', index: 0 });
    expect(problem('\ud800\ud800\udc00', 'text')).toMatchObject({ code: 'TEXT.INVALID_UNICODE', index: 0 });
    expect(parseUserText('Ute 🚙 ok', 'line')).toEqual(E.right('Ute 🚙 ok'));
  });

  it('lets a message have lines and tabs, but not a line', () => {
    expect(parseUserText('Hi,\r\n\tcall me\nthanks', 'text')).toEqual(E.right('Hi,\r\n\tcall me\nthanks'));
    expect(problem('name\r\nBcc: x@example.com', 'line')).toMatchObject({ code: 'TEXT.LINE_BREAK', index: 4 });
    expect(problem('a\u2028b', 'line')?.code).toBe('TEXT.LINE_BREAK');
    expect(problem('a\tb', 'line')?.code).toBe('TEXT.CONTROL_CHARACTER');
  });

  it('refuses the other C0 controls, DEL and the C1 controls in text', () => {
    for (const c of ['\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(problem(`x${c}`, 'text')).toMatchObject({ code: 'TEXT.CONTROL_CHARACTER', index: 1 });
    }
    expect(problem('x\u001b[31m', 'text')?.message).toBe('must not contain control characters (holds U+001B)');
  });

  it('NFC-normalises what it accepts (a decomposed é is stored composed)', () => {
    expect(parseUserText('Rene\u0301e', 'text')).toEqual(E.right('Renée'));
    expect(parseUserText('Ångström', 'line')).toEqual(E.right('Ångström'.normalize('NFC')));
  });

  it('accepted text is NFC, holds no NUL and no lone surrogate, whatever was sent', () => {
    fc.assert(
      fc.property(anyUtf16(60), fc.constantFrom('text' as const, 'line' as const), (value, kind) => {
        const parsed = parseUserText(value, kind);
        if (E.isLeft(parsed)) return true;
        const text = parsed.right;
        // A lone surrogate cannot be encoded: TextEncoder would write U+FFFD in its place.
        return text === text.normalize('NFC') && !text.includes('\u0000') && decoder.decode(encoder.encode(text)) === text;
      }),
      { seed: 20_260_110, numRuns: 2_000 },
    );
  });

  it('a refusal points at a character the kind does not allow', () => {
    fc.assert(
      fc.property(anyUtf16(40), (value) => {
        const found = problem(value, 'text');
        if (!found) return true;
        const unit = value.charCodeAt(found.index);
        return (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f) || (unit >= 0xd800 && unit <= 0xdfff)) && ![0x09, 0x0a, 0x0d].includes(unit);
      }),
      { seed: 20_260_111, numRuns: 2_000 },
    );
  });
});

describe('stripUnsafeText (header values stored as data)', () => {
  it('drops controls, line breaks and lone surrogates, keeps the rest', () => {
    expect(stripUnsafeText('Mozilla/5.0\u0000 (X11;\r\n Linux)\ud800 é')).toBe('Mozilla/5.0 (X11; Linux) é');
  });

  it('what it leaves always passes as a line', () => {
    fc.assert(
      fc.property(anyUtf16(60), (value) => E.isRight(parseUserText(stripUnsafeText(value), 'line'))),
      { seed: 20_260_112, numRuns: 2_000 },
    );
  });
});
