/**
 * Price-drop, sold and new-stock alerts (issue 14 'The garage and alerts'): which change of a
 * car is worth telling a watcher about, when a shopper may be written to again, and the one
 * message — an SMS and, where the shopper gave an address, an email — that carries a shopper's
 * pending alerts. Pure rules: the worker (application/shoppers/send-shopper-alerts.use-case.ts)
 * stores, sends and retries.
 *
 * Spam Act 2003 (Cth): a commercial message is sent only with consent, identifies the sender and
 * carries a functional unsubscribe; every message composed here names the dealer and says how to
 * stop, and the email adds the dealer's address.
 */
import { isAvailable } from '../vehicle/availability';
import type { Car } from '../vehicle/car';
import { formatDollars } from '../vehicle/money';
import { cashPrice, type PriceCar } from '../vehicle/price-display';

// ————— what changed —————

/** What an alert needs of a car before and after a change. */
export type AlertCar = PriceCar & Pick<Car, 'status'>;

/** A change a watcher hears about. */
export type CarChange = { readonly kind: 'price_drop'; readonly from: number; readonly to: number } | { readonly kind: 'sold' };

/**
 * What a watcher of the car is told about a change, or null:
 * - 'sold' when a car that was not sold is now sold (in stock, coming soon or 'other' → sold);
 * - 'price_drop' when the car is available after the change (spec 1 §4: in_stock or coming_soon)
 *   and its cash price went down (cashPrice: an offer or reduced price where one applies; a car
 *   on subscription by the cash price shown beside its weekly amount, which is never compared);
 * - null for a rise, an equal price, a price appearing or vanishing (PREORDER, 'Enquire for
 *   price.'), a sold car staying sold, and anything coming back from sold (choice: a relisted
 *   car is not news a watcher asked for; its next drop is).
 */
export function carChange(before: AlertCar, after: AlertCar): CarChange | null {
  if (after.status === 'sold') return before.status === 'sold' ? null : { kind: 'sold' };
  if (before.status === 'sold' || !isAvailable(after)) return null;
  const was = cashPrice(before);
  const now = cashPrice(after);
  if (was === null || now === null || !(now < was)) return null;
  return { kind: 'price_drop', from: was, to: now };
}

/**
 * The key that makes an alert event unique (alert_events.dedupe_key): the same change never
 * alerts the same shopper twice. Choice: a drop is keyed by the price it reached — a car that
 * drops to $27,990, climbs back and drops to $27,990 again alerts once; a drop to $26,990
 * alerts anew. A sale is keyed by the car alone (a sold car alerts once); a new match by the
 * saved search and the car.
 */
export function alertDedupeKey(
  shopperId: string,
  event:
    | { readonly kind: 'price_drop'; readonly car_id: number; readonly to: number; readonly weekly: boolean }
    | { readonly kind: 'sold'; readonly car_id: number }
    | { readonly kind: 'new_match'; readonly car_id: number; readonly search_id: string },
): string {
  switch (event.kind) {
    case 'price_drop':
      return `price_drop:${shopperId}:${event.car_id}:${event.to}${event.weekly ? ':week' : ''}`;
    case 'sold':
      return `sold:${shopperId}:${event.car_id}`;
    case 'new_match':
      return `new_match:${shopperId}:${event.search_id}:${event.car_id}`;
  }
}

/** The cars matching a saved search now that were not matching when it was last checked, in the order given. */
export function newMatches(matchingNow: readonly number[], seen: readonly number[]): number[] {
  const before = new Set(seen);
  const found = new Set<number>();
  for (const id of matchingNow) if (!before.has(id)) found.add(id);
  return [...found];
}

// ————— at most one message a day —————

/** issue 14 'batched so a shopper gets at most one message a day': 24 hours between two messages. */
export const ALERT_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The first instant the next message may go: 24 h after the last one; null when none was sent (any time). */
export function nextAlertAllowedAt(lastSentAt: Date | null): Date | null {
  return lastSentAt === null ? null : new Date(lastSentAt.getTime() + ALERT_MIN_INTERVAL_MS);
}

/** True when a message may go now: none was sent yet, or the last one is at least 24 h old. */
export function mayAlertNow(lastSentAt: Date | null, now: Date): boolean {
  const next = nextAlertAllowedAt(lastSentAt);
  return next === null || now.getTime() >= next.getTime();
}

/**
 * Whether a shopper's alerts go out at all: a consent row that is not stopped (migration 011
 * alert_settings). An event is sent only when it happened after the consent was given — a change
 * before the shopper agreed is never messaged.
 */
export interface AlertConsent {
  readonly consented_at: Date;
  readonly stopped_at: Date | null;
}

export type EventVerdict = 'send' | 'no_consent' | 'stopped' | 'before_consent';

export function eventVerdict(consent: AlertConsent | null, eventAt: Date): EventVerdict {
  if (consent === null) return 'no_consent';
  if (consent.stopped_at !== null) return 'stopped';
  return eventAt.getTime() < consent.consented_at.getTime() ? 'before_consent' : 'send';
}

// ————— the message —————

/**
 * One pending alert, as stored with its event (alert_events.detail). A drop's `weekly` is false
 * for every drop recorded now (drops are in cash prices); true only on a weekly subscription's
 * drop stored before that, which still reads as '/wk'.
 */
export type PendingAlert =
  | {
      readonly kind: 'price_drop';
      readonly car_id: number;
      readonly car_name: string;
      readonly car_slug: string | null;
      readonly from: number;
      readonly to: number;
      readonly weekly: boolean;
    }
  | { readonly kind: 'sold'; readonly car_id: number; readonly car_name: string; readonly car_slug: string | null }
  | {
      readonly kind: 'new_match';
      readonly car_id: number;
      readonly car_name: string;
      readonly car_slug: string | null;
      readonly search_id: string;
      readonly search_label: string;
      readonly search_href: string;
    };

/** One line of a message: what changed, and the page it is about (a car, a search). */
export interface AlertItem {
  readonly text: string;
  /** A path on the site: '/cars/{slug}' or the saved search's href; null when none is known. */
  readonly path: string | null;
}

const money = (amount: number, weekly: boolean): string => (weekly ? `${formatDollars(amount)}/wk` : formatDollars(amount));

/**
 * The items of a message, from a shopper's pending alerts in the order they happened:
 * - a car's several changes are one item, from its last change: sold ('Toyota HiLux has sold'),
 *   or a drop from the price before its first unsent drop to the latest ('2019 Mazda CX-5 now
 *   $27,990 (was $29,990)');
 * - new matches are counted per saved search ('3 new cars match "Used Toyota"', '1 new car
 *   matches …');
 * Price drops first (they are what a watcher acts on), then new stock, then sales.
 */
export function alertItems(alerts: readonly PendingAlert[]): AlertItem[] {
  const drops: AlertItem[] = [];
  const sold: AlertItem[] = [];
  const byCar = new Map<number, PendingAlert[]>();
  const searches = new Map<string, { label: string; href: string; cars: Set<number> }>();
  for (const alert of alerts) {
    if (alert.kind === 'new_match') {
      const search = searches.get(alert.search_id) ?? { label: alert.search_label, href: alert.search_href, cars: new Set<number>() };
      search.cars.add(alert.car_id);
      searches.set(alert.search_id, search);
    } else byCar.set(alert.car_id, [...(byCar.get(alert.car_id) ?? []), alert]);
  }
  for (const changes of byCar.values()) {
    const last = changes[changes.length - 1]!;
    const path = last.car_slug ? `/cars/${last.car_slug}` : null;
    if (last.kind === 'sold') {
      sold.push({ text: `${oneLine(last.car_name)} has sold`, path });
      continue;
    }
    if (last.kind !== 'price_drop') continue;
    // The unsent drops since the last sale, if any: the shopper last heard of the first one's `from`.
    let first = last;
    for (let i = changes.length - 1; i >= 0; i--) {
      const change = changes[i]!;
      if (change.kind !== 'price_drop' || change.weekly !== last.weekly) break;
      first = change;
    }
    const from = Math.max(first.from, last.from);
    drops.push({ text: `${oneLine(last.car_name)} now ${money(last.to, last.weekly)} (was ${money(from, last.weekly)})`, path });
  }
  const matches: AlertItem[] = [...searches.values()].map(({ label, href, cars }) => ({
    text: `${cars.size} new ${cars.size === 1 ? 'car matches' : 'cars match'} "${oneLine(label)}"`,
    path: href,
  }));
  return [...drops, ...matches, ...sold];
}

/** The links every message carries. */
export interface AlertLinks {
  /** Where the shopper sees their list: the garage, the watchlist, or the one saved search. */
  readonly list: string;
  /** The unsubscribe page (a person's click: it asks before it stops anything). */
  readonly unsubscribe: string;
  /** RFC 8058 one-click: POST here stops the alerts (the email's List-Unsubscribe header). */
  readonly oneClickUnsubscribe: string;
  /** The site's origin, for the items' own links. */
  readonly origin: string;
}

/**
 * The links of a message on a site. Choice: the list link is the garage when the site has one
 * (features.garage: the watchlist, saved searches and alert settings on one page), else the
 * watchlist page — or, when every item is a new match of one saved search, that search itself.
 */
export function alertLinks(input: {
  readonly siteUrl: string;
  readonly token: string;
  readonly garage: boolean;
  readonly onlySearchHref?: string | null;
}): AlertLinks {
  const origin = input.siteUrl.replace(/\/+$/, '');
  const token = encodeURIComponent(input.token);
  const listPath = input.onlySearchHref ?? (input.garage ? '/my-garage' : '/watchlist');
  return {
    list: `${origin}${listPath}`,
    unsubscribe: `${origin}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
    oneClickUnsubscribe: `${origin}${UNSUBSCRIBE_API_PATH}?token=${token}`,
    origin,
  };
}

/** The unsubscribe page (ui/features/alerts) and the call that stops alerts (adapters/http/routes/alerts.routes.ts). */
export const UNSUBSCRIBE_PAGE_PATH = '/alerts/unsubscribe';
export const UNSUBSCRIBE_API_PATH = '/api/alerts/unsubscribe';

/** The href of the one saved search every alert is a new match of, or null. */
export function onlySearchHref(alerts: readonly PendingAlert[]): string | null {
  const hrefs = new Set(alerts.map((a) => (a.kind === 'new_match' ? a.search_href : null)));
  const [only] = hrefs;
  return hrefs.size === 1 && typeof only === 'string' ? only : null;
}

/** The dealer a message comes from (Spam Act: the sender is identified). */
export interface AlertDealer {
  readonly name: string;
  /** One line: '12 Harbour Street, Sydney NSW 2000'. */
  readonly address: string;
  readonly phone: string;
}

// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Text kept on one line: every run of line breaks and other controls becomes one space. */
function oneLine(text: string): string {
  return text.replace(CONTROL_RUNS, ' ').replace(/ {2,}/g, ' ').trim();
}

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 3)
        .join('')
        .trimEnd()}...`;
}

// ————— SMS length —————

/** GSM 03.38 default alphabet (one septet each; ESC left out). */
const GSM_BASIC = new Set(
  Array.from('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'),
);
/** GSM 03.38 extension table: two septets each (ESC + the character). */
const GSM_EXTENDED = new Set(Array.from('^{}\\[~]|€\f'));

/** The most segments an alert SMS may take (issue 14 brief: kept within 3). */
export const MAX_ALERT_SMS_SEGMENTS = 3;

export interface SmsLength {
  readonly encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  readonly units: number;
  readonly segments: number;
}

/**
 * How many segments a text takes (3GPP TS 23.038/23.040): GSM-7 when every character is in the
 * default alphabet or its extension (which counts 2), 160 in one segment or 153 a segment when
 * concatenated; otherwise UCS-2, 70 in one or 67 a segment.
 */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENDED.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', units: septets, segments: septets === 0 ? 1 : septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * Text as the GSM alphabet can carry it, where a near equivalent exists: typographic quotes,
 * dashes, ellipses and spaces become their plain forms, and accented letters the alphabet lacks
 * lose their accent ('Citroën' → 'Citroen'). Anything else stays (the message is then UCS-2).
 */
export function gsmFriendly(text: string): string {
  const plain = text
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f]/g, ' ');
  return Array.from(plain, (char) => {
    if (GSM_BASIC.has(char) || GSM_EXTENDED.has(char)) return char;
    const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return base !== '' && Array.from(base).every((c) => GSM_BASIC.has(c)) ? base : char;
  }).join('');
}

/** Replaces what the GSM alphabet cannot carry with '?': the last resort that keeps a text GSM-7. */
const strictGsm = (text: string): string => Array.from(text, (char) => (GSM_BASIC.has(char) || GSM_EXTENDED.has(char) ? char : '?')).join('');

// ————— composing —————

export interface AlertDigestInput {
  readonly dealer: AlertDealer;
  /** The shopper's pending alerts, oldest first. */
  readonly alerts: readonly PendingAlert[];
  readonly links: AlertLinks;
  /** True when the SMS comes from a number that takes replies (SMS_REPLY_NUMBER): 'Reply STOP to opt out'. */
  readonly smsTakesReplies: boolean;
}

/**
 * The SMS of a digest: the dealer's name, one line per item, the list link, 'Reply STOP to opt
 * out' when replies reach us, and always 'Opt out: {unsubscribe page}'. Kept within 3 segments:
 * items that do not fit are counted in a '+N more' line (at least one item is always shown, cut
 * short if it must be).
 */
export function alertSms(input: AlertDigestInput): string {
  const items = alertItems(input.alerts).map((item) => clip(gsmFriendly(item.text), 100));
  const header = `${clip(gsmFriendly(oneLine(input.dealer.name)), 40)}: ${items.length === 1 ? 'an update' : 'updates'} on cars you follow`;
  const footer = [`View: ${input.links.list}`, ...(input.smsTakesReplies ? ['Reply STOP to opt out'] : []), `Opt out: ${input.links.unsubscribe}`];
  const text = (shown: number): string => {
    const more = items.length - shown;
    return [header, ...items.slice(0, shown), ...(more > 0 ? [`+${more} more`] : []), ...footer].join('\n');
  };
  for (let shown = items.length; shown >= 1; shown--) {
    const candidate = text(shown);
    if (smsLength(candidate).segments <= MAX_ALERT_SMS_SEGMENTS) return candidate;
  }
  // Even one item does not fit in UCS-2: the GSM alphabet's 459 characters hold it.
  for (let shown = Math.min(1, items.length); shown >= 0; shown--) {
    const candidate = strictGsm(text(shown));
    if (smsLength(candidate).segments <= MAX_ALERT_SMS_SEGMENTS) return candidate;
  }
  return strictGsm(text(0));
}

export interface AlertEmail {
  readonly subject: string;
  readonly text: string;
}

/** The most items an email lists; the rest are counted. */
export const MAX_ALERT_EMAIL_ITEMS = 50;

/**
 * The email of a digest: a subject naming the change (or the number of updates), and a text body
 * with every item and its link, the list link, why the shopper gets it, the unsubscribe link,
 * and the dealer's name, address and phone (Spam Act: identify the sender, a functional
 * unsubscribe).
 */
export function alertEmail(input: AlertDigestInput): AlertEmail {
  const items = alertItems(input.alerts);
  const dealer = oneLine(input.dealer.name);
  const subject = items.length === 1 ? `${clip(items[0]!.text, 120)} | ${dealer}` : `${items.length} updates on cars you follow | ${dealer}`;
  const shown = items.slice(0, MAX_ALERT_EMAIL_ITEMS);
  const lines = shown.flatMap((item) => [`- ${item.text}`, ...(item.path ? [`  ${input.links.origin}${item.path}`] : [])]);
  if (items.length > shown.length) lines.push(`- and ${items.length - shown.length} more`);
  const text = [
    'Hello,',
    '',
    `Here is what changed at ${dealer} since we last wrote:`,
    '',
    ...lines,
    '',
    `See everything you follow: ${input.links.list}`,
    '',
    `You are getting this email because you switched on price and stock alerts on the ${dealer} website and agreed to receive them. We send at most one a day.`,
    `Stop these alerts: ${input.links.unsubscribe}`,
    '',
    dealer,
    oneLine(input.dealer.address),
    oneLine(input.dealer.phone),
  ].join('\n');
  return { subject, text };
}

/** A site address on one line: '12 Harbour Street, Sydney NSW 2000'. */
export function oneLineAddress(address: { readonly street: string; readonly suburb: string; readonly state: string; readonly postcode: string }): string {
  return oneLine(`${address.street}, ${address.suburb} ${address.state} ${address.postcode}`);
}
