import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (X-Twilio-Signature, twilio.com/docs/usage/webhooks/webhooks-security):
 * the full URL Twilio called (scheme, host, path and query, as configured at Twilio), then every
 * POST parameter sorted by name, each name followed by its value with no separator; HMAC-SHA1
 * of that string keyed with the account's auth token; base64. A repeated name is sorted by
 * value too, as Twilio's own helper libraries do.
 */
export function twilioSignature(authToken: string, url: string, params: readonly (readonly [string, string])[]): string {
  const sorted = [...params].sort(([nameA, valueA], [nameB, valueB]) => compare(nameA, nameB) || compare(valueA, valueB));
  const hmac = createHmac('sha1', authToken).update(url, 'utf8');
  for (const [name, value] of sorted) hmac.update(name + value, 'utf8');
  return hmac.digest('base64');
}

/** Code-unit order, as Twilio sorts (not the locale's). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * True when `signature` is Twilio's for one of `urls` and `params`, compared in constant time.
 * Several URLs because the one Twilio signed is rebuilt from the request: with and without the
 * scheme's default port (Twilio's helpers accept both).
 */
export function isTwilioSignatureValid(
  authToken: string,
  signature: string | undefined,
  urls: readonly string[],
  params: readonly (readonly [string, string])[],
): boolean {
  if (signature === undefined || signature === '') return false;
  const given = Buffer.from(signature, 'utf8');
  let valid = false;
  // Every candidate is checked (no early return), so the time taken does not tell which matched.
  for (const url of urls) {
    const expected = Buffer.from(twilioSignature(authToken, url, params), 'utf8');
    if (expected.length === given.length && timingSafeEqual(expected, given)) valid = true;
  }
  return valid;
}

/**
 * The forms of a webhook URL Twilio may have signed: as given, and with the scheme's default port
 * added or removed ('https://example.com/x' ⇄ 'https://example.com:443/x'). The rest of the URL
 * is kept character for character (no normalising: Twilio signs what it called).
 */
export function signedUrlCandidates(url: string): string[] {
  const match = /^(https?):\/\/([^/?#]+)(.*)$/is.exec(url);
  if (!match) return [url];
  const [, scheme, authority, rest] = match as unknown as [string, string, string, string];
  const defaultPort = scheme.toLowerCase() === 'https' ? '443' : '80';
  // Digits after the last colon are a port ('[::1]' ends in ']': an IPv6 host's colons are not one).
  const port = /:(\d+)$/.exec(authority);
  if (port && port[1] !== defaultPort) return [url];
  const host = port ? authority.slice(0, -port[0].length) : authority;
  return [...new Set([url, `${scheme}://${host}${rest}`, `${scheme}://${host}:${defaultPort}${rest}`])];
}
