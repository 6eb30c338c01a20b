/**
 * Price-drop, sold and new-stock alerts end to end through the core (issue 14 'Price-drop and
 * status alerts', 'Tests that must exist: an alert sent once per drop, none for a rise, none
 * without consent, and stop honoured'): prices change through THE update-car use case, a pass
 * of the alerts worker runs by hand (workers off), and the messages are read from the real
 * outbox — sms-alert-{id}.json and email-alert-{id}.eml in DATA_DIR/outbox. Shoppers, their
 * watchlists and consent are rows, as the watchlist and garage routes write them.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxSmsSender, type OutboxSms } from '../../../adapters/notifications/outbox-sms-sender';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import type { SmsSender } from '../../../application/notifications/sms-sender.port';
import type { UnsubscribeTokens } from '../../../application/shoppers/unsubscribe-tokens.port';
import { type CaryardCore } from '../../../config/core';
import { outboxDir } from '../../../config/data-dirs';
import { PORTS } from '../../../config/ports';
import { buildTestCore } from '../../adapters/http/support/test-server';
import { aCar } from '../../support/car-builder';
import { FakeClock } from '../leads/in-memory-leads';

const SITE = 'harbour-motors';
const HOUR = 3_600_000;
let nextCarId = 71_000;
let nextPhone = 0;

describe('alerts through the core, with the real outbox', () => {
  const clock = new FakeClock(new Date('2030-06-03T01:00:00.000Z'));
  let core: CaryardCore;
  let db: SqlDatabase;
  let dataDir: string;
  /** Fails the next N sends, then hands each to the real outbox sender (a gateway that was down). */
  let smsFailures = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'caryard-alerts-flow-'));
    ({ core, db } = await buildTestCore({
      clock,
      dataDir,
      overrides: (container) => {
        container.rebind(PORTS.SmsSender).toDynamicValue((): SmsSender => {
          const real = new OutboxSmsSender({ dir: outboxDir({ dataDir }) });
          return {
            send: (message) => (smsFailures-- > 0 ? TE.left({ code: 'SMS.FAILED', message: 'gateway unavailable' }) : real.send(message)),
          };
        });
      },
    }));
    await core.start({ workers: false });
  });
  afterAll(async () => {
    await core?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const site = () => core.siteOf(SITE)!;

  async function aCarOnSale(price: number, make = 'Mazda', model = 'CX-5'): Promise<number> {
    const id = ++nextCarId;
    await core.container
      .get<{ upsertMany(cars: unknown[]): Promise<void> }>(PORTS.CarRepository)
      .upsertMany([aCar().withId(id).withSite(SITE).withMakeModel(make, model).withYear(2019).withPrice(price).build()]);
    return id;
  }

  interface Shopper {
    id: string;
    phone: string;
  }

  async function aShopper(options: { consentAt?: Date | null; email?: string | null; watching?: readonly number[] } = {}): Promise<Shopper> {
    const id = randomUUID();
    const phone = `+6148${String(++nextPhone).padStart(7, '0')}`;
    await db.query('INSERT INTO shoppers (id, site_slug, phone, created_at) VALUES ($1, $2, $3, $4)', [id, SITE, phone, clock.now().toISOString()]);
    for (const carId of options.watching ?? [])
      await db.query('INSERT INTO watchlist_items (shopper_id, car_id, saved_at) VALUES ($1, $2, $3)', [id, carId, clock.now().toISOString()]);
    const consentAt = options.consentAt === undefined ? clock.now() : options.consentAt;
    if (consentAt !== null) await giveConsent({ id, phone }, consentAt, options.email ?? null);
    return { id, phone };
  }

  // An email given here is one its owner confirmed (alert-email-confirmation.test.ts follows an unconfirmed one).
  const giveConsent = (shopper: Shopper, at: Date, email: string | null = null) =>
    db.query('INSERT INTO alert_settings (shopper_id, sms, email, email_confirmed_at, consent_text, consented_at) VALUES ($1, true, $2, $3, $4, $5)', [
      shopper.id,
      email,
      email === null ? null : at.toISOString(),
      'Text me about price drops, sales and new stock.',
      at.toISOString(),
    ]);

  const updateCar = async (carId: number, changes: Record<string, unknown>) => {
    const answer = await core.useCases.updateCar.execute({ site_slug: SITE, car_id: carId, changes })();
    if (E.isLeft(answer)) throw new Error(`update-car failed: ${answer.left.message}`);
    return answer.right;
  };

  const pass = async () => E.toUnion(await core.useCases.sendShopperAlerts.execute()());

  /** The alert texts sent to a phone, oldest first. */
  function textsTo(phone: string): OutboxSms[] {
    const dir = outboxDir({ dataDir });
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => /^sms-alert-\d+\.json$/.test(f))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxSms)
      .filter((sms) => sms.to === phone)
      .sort((a, b) => Number(a.message_id.slice(6)) - Number(b.message_id.slice(6)));
  }

  /** The alert emails sent to an address. */
  function emailsTo(address: string): string[] {
    const dir = outboxDir({ dataDir });
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => /^email-alert-\d+\.eml$/.test(f))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .filter((eml) => eml.includes(`\r\nTo: ${address}\r\n`));
  }

  it('sends one text for a price drop, once: a second pass sends nothing more', async () => {
    const carId = await aCarOnSale(29_990);
    const shopper = await aShopper({ watching: [carId] });
    clock.advance(HOUR);
    const updated = await updateCar(carId, { price: 27_990 });
    expect(updated).toMatchObject({ change: { kind: 'price_drop', from: 29_990, to: 27_990 }, watchers: 1, alerts_recorded: 1 });
    await pass();
    await pass();
    const texts = textsTo(shopper.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ from: 'HarbourMtrs', message_id: expect.stringMatching(/^alert-\d+$/) });
    expect(texts[0]!.body).toContain('2019 Mazda CX-5 now $27,990 (was $29,990)');
    expect(texts[0]!.body.startsWith('Harbour Motors: ')).toBe(true);
    // The same change recorded again is the same event: never twice.
    expect((await updateCar(carId, { price: 27_990 })).alerts_recorded).toBe(0);
  });

  it('sends nothing for a price rise', async () => {
    const carId = await aCarOnSale(29_990);
    const shopper = await aShopper({ watching: [carId] });
    clock.advance(HOUR);
    expect((await updateCar(carId, { price: 31_990 })).change).toBeNull();
    await pass();
    expect(textsTo(shopper.phone)).toEqual([]);
  });

  it('tells a drop of a car on subscription in cash prices: its weekly amount changing is no drop, its cash price falling is', async () => {
    // Harbour offers subscriptions: the car's card leads with $258 per week, its cash price beside it.
    const carId = await aCarOnSale(46_990, 'Nissan', 'Navara');
    await updateCar(carId, { subscription_price: 258 });
    const shopper = await aShopper({ watching: [carId] });
    clock.advance(HOUR);
    expect((await updateCar(carId, { subscription_price: 199 })).change).toBeNull();
    const dropped = await updateCar(carId, { price: 44_990 });
    expect(dropped).toMatchObject({ change: { kind: 'price_drop', from: 46_990, to: 44_990 }, alerts_recorded: 1 });
    await pass();
    const texts = textsTo(shopper.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('2019 Nissan Navara now $44,990 (was $46,990)');
    expect(texts[0]!.body).not.toContain('/wk');
  });

  it('sends nothing without consent, and nothing later for a change made before it', async () => {
    const carId = await aCarOnSale(29_990);
    const shopper = await aShopper({ consentAt: null, watching: [carId] });
    clock.advance(HOUR);
    expect((await updateCar(carId, { price: 28_990 })).alerts_recorded).toBe(1);
    const report = await pass();
    expect(report.events_skipped).toBeGreaterThanOrEqual(1);
    await giveConsent(shopper, clock.now());
    clock.advance(HOUR);
    await pass();
    expect(textsTo(shopper.phone)).toEqual([]);
  });

  it('sends nothing for a change recorded before the shopper consented', async () => {
    const carId = await aCarOnSale(29_990);
    const shopper = await aShopper({ consentAt: null, watching: [carId] });
    clock.advance(HOUR);
    await updateCar(carId, { price: 28_990 });
    // Consent given after the change, before any pass ran.
    clock.advance(HOUR);
    await giveConsent(shopper, clock.now());
    await pass();
    expect(textsTo(shopper.phone)).toEqual([]);
    const [event] = await db.query<{ skip_reason: string }>('SELECT skip_reason FROM alert_events WHERE shopper_id = $1', [shopper.id]);
    expect(event?.skip_reason).toBe('before_consent');
  });

  it('honours a stop by the unsubscribe link: nothing is sent then, or ever after', async () => {
    const carId = await aCarOnSale(29_990);
    const shopper = await aShopper({ watching: [carId] });
    const tokens = await core.container.getAsync<UnsubscribeTokens>(PORTS.UnsubscribeTokens);
    const stopped = await core.useCases.unsubscribeAlerts.execute({ site: site(), token: tokens.issue(SITE, shopper.id) })();
    expect(stopped).toEqual(E.right({ stopped: true }));
    clock.advance(HOUR);
    await updateCar(carId, { price: 27_990 });
    await pass();
    clock.advance(3 * 24 * HOUR);
    await updateCar(carId, { price: 25_990 });
    await pass();
    expect(textsTo(shopper.phone)).toEqual([]);
    const [settings] = await db.query<{ stopped_by: string }>('SELECT stopped_by FROM alert_settings WHERE shopper_id = $1', [shopper.id]);
    expect(settings?.stopped_by).toBe('unsubscribe_link');
  });

  it('sends at most one message a day: a second drop that day waits for the next day and goes then', async () => {
    const carA = await aCarOnSale(40_000);
    const carB = await aCarOnSale(50_000, 'Ford', 'Ranger');
    const shopper = await aShopper({ watching: [carA, carB] });
    clock.advance(HOUR);
    await updateCar(carA, { price: 38_000 });
    await pass();
    expect(textsTo(shopper.phone)).toHaveLength(1);
    clock.advance(2 * HOUR);
    await updateCar(carB, { price: 47_500 });
    await pass();
    clock.advance(20 * HOUR);
    await pass();
    expect(textsTo(shopper.phone)).toHaveLength(1);
    clock.advance(2 * HOUR);
    await pass();
    const texts = textsTo(shopper.phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toContain('2019 Ford Ranger now $47,500 (was $50,000)');
    expect(texts[1]!.body).not.toContain('Mazda');
  });

  it('sends an email only to a shopper who gave an address, with List-Unsubscribe for one-click unsubscribe', async () => {
    const carId = await aCarOnSale(29_990);
    const withEmail = await aShopper({ watching: [carId], email: 'ann.alerts@example.com.au' });
    const withoutEmail = await aShopper({ watching: [carId] });
    clock.advance(HOUR);
    await updateCar(carId, { price: 26_990 });
    await pass();
    expect(textsTo(withEmail.phone)).toHaveLength(1);
    expect(textsTo(withoutEmail.phone)).toHaveLength(1);
    const emails = emailsTo('ann.alerts@example.com.au');
    expect(emails).toHaveLength(1);
    // Headers unfolded (RFC 5322 §2.2.3: a long header continues on lines starting with a space).
    const eml = emails[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(eml).toMatch(/\r\nList-Unsubscribe: <https:\/\/www\.harbourmotors\.com\.au\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_.-]+>\r\n/);
    expect(eml).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(eml).toContain('From: "Harbour Motors" <alerts@harbourmotors.com.au>');
    expect(eml).toContain('Subject: 2019 Mazda CX-5 now $26,990 (was $29,990) | Harbour Motors');
    // Only this test's shopper gave an address: the outbox holds that one email and no other.
    expect(readdirSync(outboxDir({ dataDir })).filter((f) => f.startsWith('email-alert-'))).toHaveLength(1);
  });

  it('carries the opt-out in every text: the unsubscribe page, and no Reply STOP from a sender id that takes no replies', async () => {
    const carId = await aCarOnSale(29_990);
    const shopper = await aShopper({ watching: [carId] });
    clock.advance(HOUR);
    await updateCar(carId, { price: 28_490 });
    await pass();
    const [text] = textsTo(shopper.phone);
    expect(text!.body).toMatch(/\nOpt out: https:\/\/www\.harbourmotors\.com\.au\/alerts\/unsubscribe\?token=[A-Za-z0-9_.-]{45}$/);
    expect(text!.body).not.toContain('Reply STOP');
    expect(text!.body).toContain('\nView: https://www.harbourmotors.com.au/my-garage\n');
  });

  it('alerts once when a watched car sells, and not again if it is relisted and sold once more', async () => {
    const carId = await aCarOnSale(29_990, 'Toyota', 'HiLux');
    const shopper = await aShopper({ watching: [carId] });
    clock.advance(HOUR);
    expect((await updateCar(carId, { status: 'sold' })).change).toEqual({ kind: 'sold' });
    await pass();
    clock.advance(2 * 24 * HOUR);
    await updateCar(carId, { status: 'in_stock' });
    await updateCar(carId, { status: 'sold' });
    await pass();
    const texts = textsTo(shopper.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('2019 Toyota HiLux has sold');
  });

  it('alerts on new stock for a saved search: silent on its first check, one message when a matching car arrives', async () => {
    const shopper = await aShopper();
    const searchId = randomUUID();
    await aCarOnSale(35_000, 'Isuzu', 'D-Max');
    await db.query('INSERT INTO saved_searches (id, shopper_id, label, href, alerts) VALUES ($1, $2, $3, $4, true)', [
      searchId,
      shopper.id,
      'Isuzu D-Max',
      '/search/isuzu/d-max',
    ]);
    clock.advance(HOUR);
    await pass();
    expect(textsTo(shopper.phone)).toEqual([]);
    const newCar = await aCarOnSale(41_990, 'Isuzu', 'D-Max');
    await aCarOnSale(41_990, 'Kia', 'Sportage');
    clock.advance(HOUR);
    const report = await pass();
    expect(report.new_matches).toBe(1);
    const texts = textsTo(shopper.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('1 new car matches "Isuzu D-Max"');
    expect(texts[0]!.body).toContain('\nView: https://www.harbourmotors.com.au/search/isuzu/d-max\n');
    const [row] = await db.query<{ seen: number[] }>('SELECT to_jsonb(seen_car_ids) AS seen FROM saved_searches WHERE id = $1', [searchId]);
    expect(row?.seen.map(Number)).toContain(newCar);
  });

  it('leaves out a drop that no longer stands when the message goes (the price went back up)', async () => {
    const carA = await aCarOnSale(30_000);
    const carB = await aCarOnSale(60_000, 'Ford', 'Everest');
    const shopper = await aShopper({ watching: [carA, carB] });
    clock.advance(HOUR);
    await updateCar(carA, { price: 29_000 });
    await pass();
    clock.advance(HOUR);
    await updateCar(carA, { price: 27_000 });
    await updateCar(carB, { price: 58_000 });
    await updateCar(carA, { price: 31_000 });
    clock.advance(24 * HOUR);
    await pass();
    const texts = textsTo(shopper.phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toContain('Ford Everest now $58,000');
    expect(texts[1]!.body).not.toContain('Mazda');
  });

  it('retries a text the gateway refused, after a backoff, and sends it once', async () => {
    const carId = await aCarOnSale(29_990);
    const shopper = await aShopper({ watching: [carId] });
    clock.advance(HOUR);
    await updateCar(carId, { price: 27_000 });
    smsFailures = 1;
    const first = await pass();
    expect(first.messages_failed).toBe(1);
    expect(textsTo(shopper.phone)).toEqual([]);
    await pass();
    expect(textsTo(shopper.phone)).toEqual([]);
    clock.advance(10_000);
    const second = await pass();
    expect(second.messages_delivered).toBe(1);
    expect(textsTo(shopper.phone)).toHaveLength(1);
  });

  it('delete-my-data: deleting the shopper removes their alert events and messages', async () => {
    const carId = await aCarOnSale(29_990);
    const shopper = await aShopper({ watching: [carId] });
    clock.advance(HOUR);
    await updateCar(carId, { price: 27_500 });
    await pass();
    expect(await db.query('SELECT id FROM alert_events WHERE shopper_id = $1', [shopper.id])).toHaveLength(1);
    expect(await db.query('SELECT id FROM shopper_messages WHERE shopper_id = $1', [shopper.id])).toHaveLength(1);
    await db.query('DELETE FROM shoppers WHERE id = $1', [shopper.id]);
    expect(await db.query('SELECT id FROM alert_events WHERE shopper_id = $1', [shopper.id])).toEqual([]);
    expect(await db.query('SELECT id FROM shopper_messages WHERE shopper_id = $1', [shopper.id])).toEqual([]);
  });

  it('refuses an update that is not valid, for a car of another site or of none', async () => {
    const carId = await aCarOnSale(29_990);
    const bad = await core.useCases.updateCar.execute({ site_slug: SITE, car_id: carId, changes: { price: -1, colour: 'red' } as never })();
    expect(bad).toEqual(
      E.left({ code: 'VALIDATION_FAILED', message: 'The change is not valid.', fields: expect.objectContaining({ 'changes.price': 'must not be negative' }) }),
    );
    expect(await core.useCases.updateCar.execute({ site_slug: SITE, car_id: carId, changes: {} })()).toMatchObject(
      E.left({ code: 'VALIDATION_FAILED', fields: { changes: 'must change at least one field' } }),
    );
    expect(await core.useCases.updateCar.execute({ site_slug: 'bayside-pre-owned', car_id: carId, changes: { price: 1 } })()).toMatchObject(
      E.left({ code: 'CAR.NOT_FOUND' }),
    );
    expect(await core.useCases.updateCar.execute({ site_slug: 'nowhere', car_id: carId, changes: { price: 1 } })()).toMatchObject(
      E.left({ code: 'SITE.NOT_FOUND' }),
    );
  });
});

describe('alerts from a number that takes replies (SMS_REPLY_NUMBER)', () => {
  it('come from that number and say Reply STOP to opt out', async () => {
    const clock = new FakeClock(new Date('2030-06-03T01:00:00.000Z'));
    const { core, db, dataDir } = await buildTestCore({ clock, settings: { smsReplyNumber: '+61480000999' } });
    try {
      const carId = 72_001;
      await core.container
        .get<{ upsertMany(cars: unknown[]): Promise<void> }>(PORTS.CarRepository)
        .upsertMany([aCar().withId(carId).withSite(SITE).withMakeModel('Kia', 'Carnival').withYear(2022).withPrice(52_000).build()]);
      const shopper = randomUUID();
      await db.query("INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, '+61412000111')", [shopper, SITE]);
      await db.query('INSERT INTO watchlist_items (shopper_id, car_id) VALUES ($1, $2)', [shopper, carId]);
      await db.query("INSERT INTO alert_settings (shopper_id, sms, consent_text, consented_at) VALUES ($1, true, 'yes', $2)", [
        shopper,
        clock.now().toISOString(),
      ]);
      clock.advance(HOUR);
      await core.useCases.updateCar.execute({ site_slug: SITE, car_id: carId, changes: { offer_price: 49_990 } })();
      await core.useCases.sendShopperAlerts.execute()();
      const files = readdirSync(outboxDir({ dataDir })).filter((f) => f.startsWith('sms-alert-'));
      expect(files).toHaveLength(1);
      const sms = JSON.parse(readFileSync(join(outboxDir({ dataDir }), files[0]!), 'utf8')) as OutboxSms;
      expect(sms.from).toBe('+61480000999');
      expect(sms.body).toContain('2022 Kia Carnival now $49,990 (was $52,000)\n');
      expect(sms.body).toContain('\nReply STOP to opt out\nOpt out: https://www.harbourmotors.com.au/alerts/unsubscribe?token=');
    } finally {
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
