/**
 * The alert rules of issue 14 ('Price-drop and status alerts'; domain/shoppers/alerts.ts): the
 * shown price by spec 1 §4 precedence, which change a watcher hears about, new stock, the daily
 * rule, consent, and the one message — within 3 SMS segments, always with a way to stop.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_MIN_INTERVAL_MS,
  MAX_ALERT_SMS_SEGMENTS,
  alertDedupeKey,
  alertEmail,
  alertItems,
  alertLinks,
  alertSms,
  carChange,
  eventVerdict,
  gsmFriendly,
  mayAlertNow,
  newMatches,
  nextAlertAllowedAt,
  onlySearchHref,
  oneLineAddress,
  smsLength,
  type AlertCar,
  type AlertDigestInput,
  type PendingAlert,
} from '../../../domain/shoppers/alerts';
import type { CarStatus } from '../../../domain/vehicle/car';
import { cashPrice } from '../../../domain/vehicle/price-display';

const car = (price: number, fields: Partial<AlertCar> = {}): AlertCar => ({ price, status: 'in_stock', ...fields });

const amountArb = fc.oneof(fc.constant(0), fc.constant(null), fc.constant(-5), fc.constant(Number.NaN), fc.integer({ min: 1, max: 200_000 }));
const statusArb = fc.constantFrom<CarStatus>('in_stock', 'coming_soon', 'sold', 'other');
const carArb: fc.Arbitrary<AlertCar> = fc.record({
  price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_000 })),
  before_price: amountArb,
  offer_price: amountArb,
  subscription_price: amountArb,
  preorder: fc.boolean(),
  status: statusArb,
});

describe('what a watcher hears of a change (carChange): drops in cash prices', () => {
  it('is a price drop when the cash price goes down on an available car', () => {
    expect(carChange(car(29_990), car(27_990))).toEqual({ kind: 'price_drop', from: 29_990, to: 27_990 });
    // The offer price wins the precedence: an offer below the price is a drop.
    expect(carChange(car(29_990), car(29_990, { offer_price: 28_500 }))).toEqual({ kind: 'price_drop', from: 29_990, to: 28_500 });
    expect(carChange(car(29_990, { status: 'coming_soon' }), car(27_990, { status: 'coming_soon' }))).toMatchObject({ kind: 'price_drop' });
  });

  it('tells a car on subscription by its cash price: its cash price dropping is news, its weekly amount is not compared', () => {
    const weekly = { subscription_price: 258 };
    expect(carChange(car(46_990, weekly), car(44_990, weekly))).toEqual({ kind: 'price_drop', from: 46_990, to: 44_990 });
    expect(carChange(car(46_990, { subscription_price: 258 }), car(46_990, { subscription_price: 199 }))).toBeNull();
    // A subscription appearing beside an unchanged price is no drop (never $46,990 → $258).
    expect(carChange(car(30_000), car(30_000, { subscription_price: 99 }))).toBeNull();
    expect(carChange(car(30_000, { subscription_price: 99 }), car(30_000, { subscription_price: 99, offer_price: 28_000 }))).toEqual({
      kind: 'price_drop',
      from: 30_000,
      to: 28_000,
    });
  });

  it('is nothing for a rise, an equal price, or a price appearing or vanishing', () => {
    expect(carChange(car(27_990), car(29_990))).toBeNull();
    expect(carChange(car(27_990), car(27_990))).toBeNull();
    expect(carChange(car(0), car(27_990))).toBeNull();
    expect(carChange(car(27_990), car(0, { preorder: true }))).toBeNull();
  });

  it('is sold when a car that was not sold sells, and nothing when a sold car stays sold or comes back', () => {
    expect(carChange(car(30_000), car(30_000, { status: 'sold' }))).toEqual({ kind: 'sold' });
    expect(carChange(car(30_000, { status: 'coming_soon' }), car(25_000, { status: 'sold' }))).toEqual({ kind: 'sold' });
    expect(carChange(car(30_000, { status: 'sold' }), car(20_000, { status: 'sold' }))).toBeNull();
    expect(carChange(car(30_000, { status: 'sold' }), car(20_000))).toBeNull();
    expect(carChange(car(30_000, { status: 'sold' }), car(30_000, { status: 'in_stock' }))).toBeNull();
  });

  it('no change is ever news: a car compared with itself alerts nobody', () => {
    fc.assert(
      fc.property(carArb, (c) => {
        expect(carChange(c, c)).toBeNull();
      }),
    );
  });

  it('a drop goes down from one cash price to another, on an available car; a sale ends on sold', () => {
    fc.assert(
      fc.property(carArb, carArb, (before, after) => {
        const change = carChange(before, after);
        if (change === null) return;
        if (change.kind === 'sold') {
          expect(after.status).toBe('sold');
          expect(before.status).not.toBe('sold');
          return;
        }
        expect(change.to).toBeLessThan(change.from);
        expect(['in_stock', 'coming_soon']).toContain(after.status);
        expect(before.status).not.toBe('sold');
        expect(cashPrice(before)).toBe(change.from);
        expect(cashPrice(after)).toBe(change.to);
      }),
    );
  });
});

describe('deduplication keys', () => {
  it('name one shopper, one car and the change: a drop by the price reached, a sale once, a match per saved search', () => {
    const a = alertDedupeKey('s1', { kind: 'price_drop', car_id: 7, to: 27_990, weekly: false });
    expect(a).toBe(alertDedupeKey('s1', { kind: 'price_drop', car_id: 7, to: 27_990, weekly: false }));
    expect(a).not.toBe(alertDedupeKey('s1', { kind: 'price_drop', car_id: 7, to: 26_990, weekly: false }));
    expect(a).not.toBe(alertDedupeKey('s2', { kind: 'price_drop', car_id: 7, to: 27_990, weekly: false }));
    expect(alertDedupeKey('s1', { kind: 'sold', car_id: 7 })).not.toBe(alertDedupeKey('s1', { kind: 'sold', car_id: 8 }));
    expect(alertDedupeKey('s1', { kind: 'new_match', car_id: 7, search_id: 'q1' })).not.toBe(
      alertDedupeKey('s1', { kind: 'new_match', car_id: 7, search_id: 'q2' }),
    );
  });
});

describe('new stock for a saved search (newMatches)', () => {
  it('is the cars matching now that were not seen, once each, in order', () => {
    expect(newMatches([5, 3, 9, 3], [3, 4])).toEqual([5, 9]);
    expect(newMatches([], [1])).toEqual([]);
  });

  it('new matches are matching now, were never seen, and are distinct', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 })), fc.array(fc.integer({ min: 1, max: 50 })), (now, seen) => {
        const fresh = newMatches(now, seen);
        expect(new Set(fresh).size).toBe(fresh.length);
        for (const id of fresh) {
          expect(now).toContain(id);
          expect(seen).not.toContain(id);
        }
        for (const id of now) if (!seen.includes(id)) expect(fresh).toContain(id);
      }),
    );
  });
});

describe('at most one message a day', () => {
  const last = new Date('2030-05-01T09:00:00Z');

  it('allows the next message 24 hours after the last, and any time when none was sent', () => {
    expect(nextAlertAllowedAt(null)).toBeNull();
    expect(nextAlertAllowedAt(last)).toEqual(new Date('2030-05-02T09:00:00Z'));
    expect(mayAlertNow(null, last)).toBe(true);
    expect(mayAlertNow(last, new Date('2030-05-02T08:59:59Z'))).toBe(false);
    expect(mayAlertNow(last, new Date('2030-05-02T09:00:00Z'))).toBe(true);
  });

  it('two messages are never less than 24 hours apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * ALERT_MIN_INTERVAL_MS, max: 3 * ALERT_MIN_INTERVAL_MS }), (offset) => {
        const now = new Date(last.getTime() + offset);
        expect(mayAlertNow(last, now)).toBe(offset >= ALERT_MIN_INTERVAL_MS);
      }),
    );
  });
});

describe('consent (Spam Act 2003: only with consent, always stoppable)', () => {
  const consented = new Date('2030-05-01T09:00:00Z');

  it('sends an event only with consent that is not stopped, for a change after the consent', () => {
    expect(eventVerdict(null, new Date('2030-05-02T00:00:00Z'))).toBe('no_consent');
    expect(eventVerdict({ consented_at: consented, stopped_at: new Date('2030-05-03T00:00:00Z') }, new Date('2030-05-02T00:00:00Z'))).toBe('stopped');
    expect(eventVerdict({ consented_at: consented, stopped_at: null }, new Date('2030-04-30T00:00:00Z'))).toBe('before_consent');
    expect(eventVerdict({ consented_at: consented, stopped_at: null }, consented)).toBe('send');
  });
});

const drop = (carId: number, name: string, from: number, to: number): PendingAlert => ({
  kind: 'price_drop',
  car_id: carId,
  car_name: name,
  car_slug: `car-${carId}`,
  from,
  to,
  weekly: false,
});
const sold = (carId: number, name: string): PendingAlert => ({ kind: 'sold', car_id: carId, car_name: name, car_slug: `car-${carId}` });
const match = (carId: number, search: string, label: string): PendingAlert => ({
  kind: 'new_match',
  car_id: carId,
  car_name: `Car ${carId}`,
  car_slug: `car-${carId}`,
  search_id: search,
  search_label: label,
  search_href: `/search/${search}`,
});

describe('the items of a message', () => {
  it('lists a drop with its was-price, new stock counted per saved search, and sales', () => {
    const items = alertItems([
      drop(1, '2019 Mazda CX-5', 29_990, 27_990),
      sold(2, 'Toyota HiLux'),
      match(3, 'toyota', 'Used Toyota'),
      match(4, 'toyota', 'Used Toyota'),
      match(5, 'toyota', 'Used Toyota'),
      match(6, 'kia', 'Kia under $20k'),
    ]).map((i) => i.text);
    expect(items).toEqual([
      '2019 Mazda CX-5 now $27,990 (was $29,990)',
      '3 new cars match "Used Toyota"',
      '1 new car matches "Kia under $20k"',
      'Toyota HiLux has sold',
    ]);
  });

  it('makes one item of a car that changed several times: the latest change, from the highest unsent price', () => {
    expect(alertItems([drop(1, 'Ford Ranger', 50_000, 48_000), drop(1, 'Ford Ranger', 48_000, 45_000)]).map((i) => i.text)).toEqual([
      'Ford Ranger now $45,000 (was $50,000)',
    ]);
    expect(alertItems([drop(1, 'Ford Ranger', 50_000, 48_000), sold(1, 'Ford Ranger')]).map((i) => i.text)).toEqual(['Ford Ranger has sold']);
    expect(alertItems([drop(1, 'Ford Ranger', 50_000, 48_000), drop(1, 'Ford Ranger', 52_000, 49_000)]).map((i) => i.text)).toEqual([
      'Ford Ranger now $49,000 (was $52,000)',
    ]);
  });

  it('knows the one saved search a message is all about', () => {
    expect(onlySearchHref([match(1, 'toyota', 'T'), match(2, 'toyota', 'T')])).toBe('/search/toyota');
    expect(onlySearchHref([match(1, 'toyota', 'T'), drop(2, 'X', 2, 1)])).toBeNull();
    expect(onlySearchHref([])).toBeNull();
  });
});

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB';
const links = alertLinks({ siteUrl: 'https://www.harbourmotors.com.au/', token: TOKEN, garage: true });
const dealer = {
  name: 'Harbour Motors',
  address: oneLineAddress({ street: '12 Harbour Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' }),
  phone: '02 9000 0000',
};
const digest = (alerts: readonly PendingAlert[], smsTakesReplies = true): AlertDigestInput => ({ dealer, alerts, links, smsTakesReplies });

describe('the links of a message', () => {
  it('point at the garage (or the watchlist, or the one saved search) and the unsubscribe page and call', () => {
    expect(links).toEqual({
      list: 'https://www.harbourmotors.com.au/my-garage',
      unsubscribe: `https://www.harbourmotors.com.au/alerts/unsubscribe?token=${TOKEN}`,
      oneClickUnsubscribe: `https://www.harbourmotors.com.au/api/alerts/unsubscribe?token=${TOKEN}`,
      origin: 'https://www.harbourmotors.com.au',
    });
    expect(alertLinks({ siteUrl: 'https://a.example', token: 'x', garage: false }).list).toBe('https://a.example/watchlist');
    expect(alertLinks({ siteUrl: 'https://a.example', token: 'x', garage: true, onlySearchHref: '/search/kia' }).list).toBe('https://a.example/search/kia');
  });
});

describe('the SMS of a digest', () => {
  it('names the dealer, lists each change, links the list, and says how to opt out', () => {
    const text = alertSms(digest([drop(1, '2019 Mazda CX-5', 29_990, 27_990), sold(2, 'Toyota HiLux')]));
    expect(text).toBe(
      [
        'Harbour Motors: updates on cars you follow',
        '2019 Mazda CX-5 now $27,990 (was $29,990)',
        'Toyota HiLux has sold',
        'View: https://www.harbourmotors.com.au/my-garage',
        'Reply STOP to opt out',
        `Opt out: https://www.harbourmotors.com.au/alerts/unsubscribe?token=${TOKEN}`,
      ].join('\n'),
    );
  });

  it('says Reply STOP only when the number takes replies, and always gives the opt-out link', () => {
    const text = alertSms(digest([sold(2, 'Toyota HiLux')], false));
    expect(text).not.toContain('STOP');
    expect(text).toContain(`Opt out: ${links.unsubscribe}`);
  });

  it('keeps a long list within 3 segments, counting what it leaves out', () => {
    const alerts = Array.from({ length: 30 }, (_, i) => drop(i + 1, `2021 Toyota LandCruiser 300 GR Sport ${i + 1}`, 150_000, 140_000 - i));
    const text = alertSms(digest(alerts));
    expect(smsLength(text).segments).toBeLessThanOrEqual(3);
    const shown = text.split('\n').filter((line) => line.includes(' now $')).length;
    expect(text).toContain(`+${30 - shown} more`);
    expect(shown).toBeGreaterThan(0);
  });

  it('whatever the cars and names, an SMS stays within 3 segments, names the dealer and carries the opt-out link', () => {
    const nameArb = fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('Citroën C5 Aircross', '“Special” Hilux — SR5', '日産 リーフ', '🚗 Tesla Model 3'));
    const alertArb: fc.Arbitrary<PendingAlert> = fc.oneof(
      fc
        .record({ id: fc.integer({ min: 1, max: 40 }), name: nameArb, to: fc.integer({ min: 1, max: 99_999 }) })
        .map(({ id, name, to }) => drop(id, name, to + 1_000, to)),
      fc.record({ id: fc.integer({ min: 1, max: 40 }), name: nameArb }).map(({ id, name }) => sold(id, name)),
      fc
        .record({ id: fc.integer({ min: 1, max: 40 }), search: fc.constantFrom('a', 'b', 'c'), label: nameArb })
        .map(({ id, search, label }) => match(id, search, label)),
    );
    fc.assert(
      fc.property(fc.array(alertArb, { minLength: 1, maxLength: 40 }), fc.boolean(), (alerts, replies) => {
        const text = alertSms(digest(alerts, replies));
        expect(smsLength(text).segments).toBeLessThanOrEqual(MAX_ALERT_SMS_SEGMENTS);
        expect(text.startsWith('Harbour Motors: ')).toBe(true);
        expect(text).toContain(`Opt out: ${links.unsubscribe}`);
        expect(text.includes('Reply STOP to opt out')).toBe(replies);
      }),
    );
  });
});

describe('SMS length (3GPP TS 23.038)', () => {
  it('counts GSM-7 septets (the extension table twice) and UCS-2 code units', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(459)).segments).toBe(3);
    expect(smsLength('a'.repeat(460)).segments).toBe(4);
    expect(smsLength('ë'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength('ë'.repeat(71)).segments).toBe(2);
  });

  it('turns typographic marks and accents the GSM alphabet lacks into plain ones', () => {
    expect(gsmFriendly('Citroën “C5” – it’s here…')).toBe('Citroen "C5" - it\'s here...');
    expect(smsLength(gsmFriendly('Citroën “C5” – it’s here…')).encoding).toBe('GSM-7');
    expect(gsmFriendly('Škoda é')).toBe('Skoda é');
  });
});

describe('the email of a digest (Spam Act: identify the sender, a functional unsubscribe)', () => {
  it('has a subject naming the one change, or counting them', () => {
    expect(alertEmail(digest([drop(1, '2019 Mazda CX-5', 29_990, 27_990)])).subject).toBe('2019 Mazda CX-5 now $27,990 (was $29,990) | Harbour Motors');
    expect(alertEmail(digest([drop(1, 'A', 3, 2), sold(2, 'B')])).subject).toBe('2 updates on cars you follow | Harbour Motors');
  });

  it('lists every change with its link, and carries the unsubscribe link and the dealer name, address and phone', () => {
    const { text } = alertEmail(digest([drop(1, '2019 Mazda CX-5', 29_990, 27_990), match(3, 'toyota', 'Used Toyota')]));
    expect(text).toContain('- 2019 Mazda CX-5 now $27,990 (was $29,990)\n  https://www.harbourmotors.com.au/cars/car-1');
    expect(text).toContain('- 1 new car matches "Used Toyota"\n  https://www.harbourmotors.com.au/search/toyota');
    expect(text).toContain(`Stop these alerts: ${links.unsubscribe}`);
    expect(text).toContain('Harbour Motors\n12 Harbour Street, Sydney NSW 2000\n02 9000 0000');
  });
});
