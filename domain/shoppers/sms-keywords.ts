/**
 * The words a shopper can text back to the alerts number (issue 14 'every message carries a
 * working way to stop … STOP handling on the SMS port'): the Spam Act 2003 (s 18) asks every
 * commercial message for a functional unsubscribe facility, and replying STOP is the one every
 * Australian carrier and SMS gateway honours. Pure rules; the inbound webhook
 * (application/shoppers/handle-inbound-sms.use-case.ts) acts on them.
 */

/** What a reply asks for: stop alerts, resume them, or explain them. */
export type SmsKeyword = 'stop' | 'start' | 'help';

/** The opt-out words carriers and gateways (Twilio's default opt-out handling among them) treat as STOP. */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT'] as const;

/** The words that undo an opt-out sent by SMS. */
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

/** The words that ask what these messages are (INFO is HELP's twin at Twilio and the carriers). */
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

/**
 * Opt-out words that also count as the FIRST word of a longer reply ('Stop sending me these',
 * 'unsubscribe please'). Choice: a person who writes that wants no more messages, and honouring
 * it is the safe reading of the Spam Act; carriers only match the whole message, so they would
 * miss it. CANCEL, END and QUIT are left out — 'Cancel my test drive' or 'End of the month?' is a
 * question for the dealer, not an opt-out. Resuming (START) always needs the word on its own: a
 * message is never resumed by accident.
 */
const OPT_OUT_FIRST_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'OPTOUT'] as const;

/** Letters and digits of any script; everything else (spaces, punctuation, emoji) separates or surrounds words. */
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}]+/gu;

/**
 * The words of a reply, upper-cased, with every space, punctuation mark and emoji dropped:
 * ' Stop. ' → ['STOP'], 'opt-out' → ['OPT', 'OUT'].
 */
function wordsOf(body: string): string[] {
  return body
    .normalize('NFKC')
    .toUpperCase()
    .split(NOT_A_WORD_CHARACTER)
    .filter((word) => word !== '');
}

const includes = (list: readonly string[], word: string): boolean => list.includes(word);

/**
 * What a text message sent to the alerts number asks for, or null for anything else (which is
 * ignored: no alert changes, no reply). Case-insensitive; spaces, punctuation and emoji around
 * and between the letters are ignored, so 'stop', ' STOP! ', 'Stop.', 'STOP ALL', 'opt-out',
 * 'Un-stop' all count. A message that is only one keyword counts; a longer message counts only
 * when its first word is an unambiguous opt-out word (see OPT_OUT_FIRST_WORDS).
 */
export function smsKeywordOf(body: string): SmsKeyword | null {
  const words = wordsOf(body);
  if (words.length === 0) return null;
  const whole = words.join('');
  if (includes(OPT_OUT_KEYWORDS, whole)) return 'stop';
  if (includes(OPT_IN_KEYWORDS, whole)) return 'start';
  if (includes(HELP_KEYWORDS, whole)) return 'help';
  if (includes(OPT_OUT_FIRST_WORDS, words[0]!)) return 'stop';
  return null;
}

/** The names of the dealers a reply concerns, as a sentence fragment: 'Harbour Motors', 'A and B', 'A, B and C'. */
export function dealerNames(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)!}`;
}

/**
 * The answer to a keyword (sent back by the inbound webhook when the SMS provider has not
 * already answered it). `dealers` are the names of the sites whose alerts the reply concerns:
 * those just stopped or resumed, or — for HELP — those where the number has alerts; empty when
 * none. Plain GSM characters; one segment, two with long dealer names.
 */
export function keywordReply(keyword: SmsKeyword, dealers: readonly string[]): string {
  const from = dealers.length > 0 ? ` from ${dealerNames(dealers)}` : '';
  switch (keyword) {
    case 'stop':
      return `You will get no more alerts${from}. Reply START to resume.`;
    case 'start':
      return dealers.length > 0
        ? `Alerts${from} are on again. Reply STOP to stop them.`
        : 'You have no stopped alerts to resume. Turn alerts on in My Garage on the dealer website.';
    case 'help':
      return `Car alerts${from}: price drops, sold cars and new stock you asked for. Reply STOP to stop, START to resume. Manage them in My Garage on the dealer website.`;
  }
}
