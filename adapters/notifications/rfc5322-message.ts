/**
 * A plain-text email as RFC 5322 text (with MIME, RFC 2045–2047): CRLF line ends, headers
 * folded under 78 characters, non-ASCII header text as encoded-words, the UTF-8 body
 * quoted-printable so every line is 7-bit and at most 76 characters.
 */

export interface EmailMessage {
  from: Mailbox;
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  date: Date;
  /** Without angle brackets: `lead-123@example.com`. */
  messageId: string;
  /** Extra headers (`X-…`), values as plain text. */
  headers?: Readonly<Record<string, string>>;
  text: string;
}

export interface Mailbox {
  address: string;
  name?: string;
}

const CRLF = '\r\n';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Every character that breaks or may be shown as breaking a line, and every other control:
 * C0 (CR, LF, tab, NUL…), DEL, C1 (NEL U+0085…), and the Unicode line and paragraph
 * separators (U+2028, U+2029).
 */
// eslint-disable-next-line no-control-regex -- control characters are what is matched
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Text that must stay on one line (a header's value, a field's name or value in a body):
 * each run of line breaks and other controls becomes one space, so no user text can start
 * a new header or a line of its own.
 */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKS_AND_CONTROLS, ' ').trim();
}

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** RFC 2047 B encoded-words, each under 75 characters, split between characters (never inside one). */
function encodedWords(text: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    // 36 bytes make a 60-character word: it fits on the header line beside its name.
    if (Buffer.byteLength(chunk + char) > 36) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join(' ');
}

/** Unstructured header text (Subject): as is when ASCII, else encoded-words. */
function unstructured(text: string): string {
  const line = oneLine(text);
  return isAscii(line) ? line : encodedWords(line);
}

export function mailbox({ address, name }: Mailbox): string {
  const addr = oneLine(address).replace(/[<>\s]/g, '');
  if (!name || oneLine(name) === '') return addr;
  const display = oneLine(name);
  const phrase = isAscii(display) ? `"${display.replace(/["\\]/g, '\\$&')}"` : encodedWords(display);
  return `${phrase} <${addr}>`;
}

/** RFC 5322 §3.3 date-time, in UTC: 'Tue, 04 Nov 2025 09:05:00 +0000'. */
export function rfc5322Date(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** Folds a header line at spaces so that no line exceeds 78 characters where a space allows. */
function fold(line: string): string {
  if (line.length <= 78) return line;
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > 78) {
      out.push(current);
      current = ` ${word}`;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  out.push(current);
  return out.join(CRLF);
}

/** RFC 2045 §6.7 quoted-printable of UTF-8 text, lines ending CRLF, soft breaks at 76. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      let encoded = '';
      bytes.forEach((byte, i) => {
        const last = i === bytes.length - 1;
        const printable = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        encoded += printable ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      });
      const lines: string[] = [];
      while (encoded.length > 76) {
        let cut = 75;
        // Never split an =XX escape.
        const escape = encoded.lastIndexOf('=', cut);
        if (escape > cut - 3) cut = escape;
        lines.push(`${encoded.slice(0, cut)}=`);
        encoded = encoded.slice(cut);
      }
      lines.push(encoded);
      return lines.join(CRLF);
    })
    .join(CRLF);
}

export function composeEmail(message: EmailMessage): string {
  const headers: string[] = [
    `From: ${mailbox(message.from)}`,
    `To: ${mailbox(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${mailbox(message.replyTo)}`] : []),
    `Subject: ${unstructured(message.subject)}`,
    `Date: ${rfc5322Date(message.date)}`,
    `Message-ID: <${oneLine(message.messageId).replace(/[<>\s]/g, '')}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name.replace(/[^A-Za-z0-9-]/g, '')}: ${unstructured(value)}`),
  ];
  return `${headers.map(fold).join(CRLF)}${CRLF}${CRLF}${quotedPrintable(message.text)}${CRLF}`;
}
