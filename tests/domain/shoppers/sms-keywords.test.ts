/**
 * The words a shopper texts back to the alerts number (issue 14: STOP handling on the SMS port,
 * the Spam Act's functional unsubscribe): which replies stop, resume or explain alerts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealerNames, HELP_KEYWORDS, keywordReply, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS, smsKeywordOf } from '../../../domain/shoppers/sms-keywords';

/** Spaces, punctuation and emoji a phone may put around a word. */
const noise = fc.constantFrom('', ' ', '  ', '\n', '.', '!', '!!', '?', '"', '🙏', ' 👍 ', '\t', '...', '*');

/** The word in a random mix of upper and lower case. */
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(''));

describe('SMS keywords (issue 14)', () => {
  it.each(OPT_OUT_KEYWORDS)('%s on its own stops alerts', (word) => {
    expect(smsKeywordOf(word)).toBe('stop');
  });

  it.each(OPT_IN_KEYWORDS)('%s on its own resumes alerts', (word) => {
    expect(smsKeywordOf(word)).toBe('start');
  });

  it.each(HELP_KEYWORDS)('%s on its own asks for help', (word) => {
    expect(smsKeywordOf(word)).toBe('help');
  });

  it('every keyword is read whatever its case and the spaces, punctuation and emoji around it', () => {
    const keywords = [
      ...OPT_OUT_KEYWORDS.map((w) => [w, 'stop'] as const),
      ...OPT_IN_KEYWORDS.map((w) => [w, 'start'] as const),
      ...HELP_KEYWORDS.map((w) => [w, 'help'] as const),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...keywords).chain(([word, meaning]) => fc.tuple(anyCase(word), fc.constant(meaning))),
        noise,
        noise,
        ([word, meaning], before, after) => smsKeywordOf(`${before}${word}${after}`) === meaning,
      ),
    );
  });

  it.each([
    ['stop', 'stop'],
    [' Stop. ', 'stop'],
    ['STOP ALL', 'stop'],
    ['Stop all!', 'stop'],
    ['opt-out', 'stop'],
    ['Opt out', 'stop'],
    ['un-subscribe', 'stop'],
    ['Un-stop', 'start'],
    ['start', 'start'],
    ['Start!', 'start'],
    ['help?', 'help'],
    ['Info', 'help'],
    ['ＳＴＯＰ', 'stop'],
  ])('reads %j as %s', (body, keyword) => {
    expect(smsKeywordOf(body)).toBe(keyword);
  });

  it.each([
    ['Stop sending me these', 'stop'],
    ['stop please', 'stop'],
    ['STOP STOP STOP', 'stop'],
    ['Unsubscribe me from this list', 'stop'],
    ['optout thanks', 'stop'],
  ])('a longer reply whose first word is an unambiguous opt-out word stops: %j', (body, keyword) => {
    expect(smsKeywordOf(body)).toBe(keyword);
  });

  it.each([
    ['Cancel my test drive on Friday'],
    ['End of the month is fine'],
    ['Quit it'],
    ['Start the car for me?'],
    ['Help me find a ute'],
    ['Stopping by at 3'],
    ['Is the CX-5 still available?'],
    ['Thanks!'],
    ['don’t stop'],
    [''],
    ['   '],
    ['👍'],
    ['...'],
  ])('anything else is no keyword: %j', (body) => {
    expect(smsKeywordOf(body)).toBeNull();
  });

  it('a message is never resumed by accident: START counts only on its own', () => {
    fc.assert(
      fc.property(fc.constantFrom('START', 'start', 'Unstop'), fc.stringMatching(/^[a-z]{1,10}$/), (word, other) => {
        expect(smsKeywordOf(`${word} ${other}`)).not.toBe('start');
        expect(smsKeywordOf(`${other} ${word}`)).not.toBe('start');
      }),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (body) => {
        const keyword = smsKeywordOf(body);
        return keyword === null || keyword === 'stop' || keyword === 'start' || keyword === 'help';
      }),
    );
  });
});

describe('replies to keywords (issue 14)', () => {
  it('confirms a STOP, naming the dealers stopped, and says how to resume', () => {
    expect(keywordReply('stop', [])).toBe('You will get no more alerts. Reply START to resume.');
    expect(keywordReply('stop', ['Harbour Motors'])).toBe('You will get no more alerts from Harbour Motors. Reply START to resume.');
    expect(keywordReply('stop', ['Harbour Motors', 'Sunset Coast Suzuki'])).toBe(
      'You will get no more alerts from Harbour Motors and Sunset Coast Suzuki. Reply START to resume.',
    );
  });

  it('confirms a START that resumed alerts, and says when there was nothing to resume', () => {
    expect(keywordReply('start', ['Harbour Motors'])).toBe('Alerts from Harbour Motors are on again. Reply STOP to stop them.');
    expect(keywordReply('start', [])).toMatch(/no stopped alerts to resume/);
  });

  it('answers HELP with what the messages are and how to stop them', () => {
    const help = keywordReply('help', ['Bayside Pre-Owned']);
    expect(help).toContain('Bayside Pre-Owned');
    expect(help).toMatch(/Reply STOP to stop, START to resume/);
    expect(keywordReply('help', [])).toMatch(/^Car alerts: /);
  });

  it('replies fit in two SMS segments of plain GSM text', () => {
    const names = ['Sunstate Motor Group', 'Harbour Motors', 'Saltbush Caravans'];
    for (const keyword of ['stop', 'start', 'help'] as const) {
      const reply = keywordReply(keyword, names.slice(0, 2));
      expect(reply.length).toBeLessThanOrEqual(306);
      expect(reply).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('names dealers as a sentence does, each once', () => {
    expect(dealerNames([])).toBe('');
    expect(dealerNames(['A'])).toBe('A');
    expect(dealerNames(['A', 'B'])).toBe('A and B');
    expect(dealerNames(['A', 'B', 'C', 'A'])).toBe('A, B and C');
  });
});
