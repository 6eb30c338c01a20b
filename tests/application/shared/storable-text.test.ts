import { describe, expect, it } from 'vitest';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE, unstorableTextErrors } from '../../../application/shared/storable-text';

describe('text the database cannot store (issue 10)', () => {
  it('is a NUL or an unpaired surrogate; a surrogate pair (an emoji) is text like any other', () => {
    for (const text of ['a\u0000b', '\u0000', 'a\ud800', '\ud800b', 'a\udc00', '\udc00\ud800', '😀\ud83d'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['', 'Zoë O’Brien', '😀', 'tab\tand\r\nnew line', '\u0001\u007f\u2028']) expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('names every field holding it, at any depth, keys included', () => {
    expect(
      unstorableTextErrors(
        { user: { name: 'Ann\u0000', email: 'ann@example.com', colours: ['red', 'bl\ud800ue'], ['x\u0000y']: 'z', n: 5 }, url: '/cars/x' },
        '',
      ),
    ).toEqual({ 'user.name': UNSTORABLE_TEXT_MESSAGE, 'user.colours.1': UNSTORABLE_TEXT_MESSAGE, 'user.x\ufffdy': UNSTORABLE_TEXT_MESSAGE });
    expect(unstorableTextErrors({ number: '4242\u0000' }, 'card')).toEqual({ 'card.number': UNSTORABLE_TEXT_MESSAGE });
    expect(unstorableTextErrors({ fine: ['a', 1, true, null] }, '')).toEqual({});
  });
});
