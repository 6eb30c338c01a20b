/**
 * The email for alerts through the core, with the real outbox (issue 14 'Consent is asked for and
 * recorded when the alert is switched on'; Spam Act 2003 s 16: an address typed by anyone gets
 * no commercial email until its owner confirms it): THE set-alert-settings use case holds a new
 * address unconfirmed and writes a confirmation email to DATA_DIR/outbox; the alerts pass writes
 * no alert email to it until the link's token is confirmed (ConfirmAlertEmail), then one. Also:
 * changing the email while alerts are on keeps the changes waiting for the daily message, and a
 * saved search switched back on sends no burst of the cars listed while it was off.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxSms } from '../../../adapters/notifications/outbox-sms-sender';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import type { AlertEmailTokens } from '../../../application/shoppers/alert-email-tokens.port';
import type { SignedInShopper } from '../../../application/shoppers/shopper-lists-views';
import { type CaryardCore } from '../../../config/core';
import { outboxDir } from '../../../config/data-dirs';
import { PORTS } from '../../../config/ports';
import { MAX_CONFIRMATION_EMAILS } from '../../../domain/shoppers/alert-email-confirmation';
import { buildTestCore } from '../../adapters/http/support/test-server';
import { aCar } from '../../support/car-builder';
import { alertEmailsTo, confirmationEmailsTo, confirmationTokenIn } from '../../support/outbox-emails';
import { FakeClock } from '../leads/in-memory-leads';

const SITE = 'harbour-motors';
const HOUR = 3_600_000;
let nextCarId = 76_000;
let nextPhone = 0;

describe('the email for alerts, confirmed by its owner, through the core with the real outbox', () => {
  const clock = new FakeClock(new Date('2030-08-05T01:00:00.000Z'));
  let core: CaryardCore;
  let db: SqlDatabase;
  let dataDir: string;
  let outbox: string;
  let tokens: AlertEmailTokens;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'caryard-alert-email-'));
    ({ core, db } = await buildTestCore({ clock, dataDir }));
    await core.start({ workers: false });
    outbox = outboxDir({ dataDir });
    tokens = await core.container.getAsync<AlertEmailTokens>(PORTS.AlertEmailTokens);
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
      .upsertMany([aCar().withId(id).withSite(SITE).withMakeModel(make, model).withYear(2020).withPrice(price).build()]);
    return id;
  }

  /** A shopper signed in on the site (as a session names them), watching some cars. */
  async function aShopper(watching: readonly number[] = []): Promise<SignedInShopper> {
    const id = randomUUID();
    const phone = `+6147${String(++nextPhone).padStart(7, '0')}`;
    await db.query('INSERT INTO shoppers (id, site_slug, phone, created_at) VALUES ($1, $2, $3, $4)', [id, SITE, phone, clock.now().toISOString()]);
    for (const carId of watching)
      await db.query('INSERT INTO watchlist_items (shopper_id, car_id, saved_at) VALUES ($1, $2, $3)', [id, carId, clock.now().toISOString()]);
    return { shopper_id: id, session_id: randomUUID(), site_slug: SITE, phone };
  }

  /** The garage's switch: alerts on with the box ticked, and an email when given. */
  async function switchOn(shopper: SignedInShopper, email?: string | null) {
    const answer = await core.useCases.setAlertSettings.execute({
      site: site(),
      shopper,
      enabled: true,
      consent: true,
      ...(email === undefined ? {} : { email }),
    })();
    if (E.isLeft(answer)) throw new Error(`alerts not switched on: ${answer.left.message}`);
    return answer.right;
  }

  const confirm = (token: string, slug = SITE) => core.useCases.confirmAlertEmail.execute({ site: { slug }, token })();

  const updateCar = async (carId: number, changes: Record<string, unknown>) => {
    const answer = await core.useCases.updateCar.execute({ site_slug: SITE, car_id: carId, changes })();
    if (E.isLeft(answer)) throw new Error(`update-car failed: ${answer.left.message}`);
    return answer.right;
  };

  const pass = async () => E.toUnion(await core.useCases.sendShopperAlerts.execute()());

  function textsTo(phone: string): OutboxSms[] {
    if (!existsSync(outbox)) return [];
    return readdirSync(outbox)
      .filter((f) => /^sms-alert-\d+\.json$/.test(f))
      .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as OutboxSms)
      .filter((sms) => sms.to === phone)
      .sort((a, b) => Number(a.message_id.slice(6)) - Number(b.message_id.slice(6)));
  }

  it('sends no alert email to a new address until its owner confirms it, and one with the next alert after', async () => {
    const carId = await aCarOnSale(31_990);
    const ann = await aShopper([carId]);
    const view = await switchOn(ann, 'ann.confirm@example.com.au');
    expect(view).toMatchObject({ enabled: true, email: 'ann.confirm@example.com.au', email_confirmed: false });

    // The confirmation email: from the dealer, naming the address, with the site's link.
    const [confirmation, ...more] = confirmationEmailsTo(outbox, 'ann.confirm@example.com.au');
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({
      subject: 'Confirm your email for alerts from Harbour Motors',
      from: '"Harbour Motors" <alerts@harbourmotors.com.au>',
    });
    expect(confirmation!.text).toMatch(/\nhttps:\/\/www\.harbourmotors\.com\.au\/alerts\/confirm-email\?token=[A-Za-z0-9_.%-]+\n/);
    expect(confirmation!.text).toContain('This address, ann.confirm@example.com.au, was given on the Harbour Motors website');
    expect(confirmation!.text).toContain('we send no alerts to this address unless it is confirmed');

    // A drop before the confirmation: a text, and no email.
    clock.advance(HOUR);
    await updateCar(carId, { price: 29_990 });
    await pass();
    expect(textsTo(ann.phone)).toHaveLength(1);
    expect(alertEmailsTo(outbox, 'ann.confirm@example.com.au')).toEqual([]);

    expect(await confirm(confirmationTokenIn(confirmation!))).toEqual(E.right({ confirmed: true, email: 'ann.confirm@example.com.au' }));
    const garage = await core.useCases.getGarage.execute({ site: site(), shopper: ann })();
    expect(E.isRight(garage) && garage.right.alerts).toMatchObject({ email: 'ann.confirm@example.com.au', email_confirmed: true });

    // The next day's drop: a text and, now, the email.
    clock.advance(25 * HOUR);
    await updateCar(carId, { price: 27_990 });
    await pass();
    expect(textsTo(ann.phone)).toHaveLength(2);
    const emails = alertEmailsTo(outbox, 'ann.confirm@example.com.au');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('2020 Mazda CX-5 now $27,990 (was $29,990) | Harbour Motors');
    // Confirmed already: switching on again sends no new link.
    await switchOn(ann);
    expect(confirmationEmailsTo(outbox, 'ann.confirm@example.com.au')).toHaveLength(1);
  });

  it('refuses a token for another address: one changed since, one with the address swapped, one of another site', async () => {
    const bob = await aShopper();
    await switchOn(bob, 'bob.first@example.com.au');
    const first = confirmationTokenIn(confirmationEmailsTo(outbox, 'bob.first@example.com.au')[0]!);
    // Bob gives another address: it is unconfirmed, and gets its own link.
    expect(await switchOn(bob, 'bob.second@example.com.au')).toMatchObject({ email: 'bob.second@example.com.au', email_confirmed: false });
    const second = confirmationTokenIn(confirmationEmailsTo(outbox, 'bob.second@example.com.au')[0]!);

    // The first address's link no longer confirms anything.
    expect(await confirm(first)).toMatchObject(E.left({ code: 'ALERTS.EMAIL_CHANGED' }));
    // The first link with the second address put in its place: the signature covers the address.
    const [id, , signature] = first.split('.');
    const swapped = `${id}.${Buffer.from('bob.second@example.com.au').toString('base64url')}.${signature}`;
    expect(await confirm(swapped)).toMatchObject(E.left({ code: 'ALERTS.INVALID_TOKEN' }));
    // Signed for another dealer's site: refused on this one, and this site's refused there.
    expect(await confirm(tokens.issue('bayside-pre-owned', bob.shopper_id, 'bob.second@example.com.au'))).toMatchObject(
      E.left({ code: 'ALERTS.INVALID_TOKEN' }),
    );
    expect(await confirm(second, 'bayside-pre-owned')).toMatchObject(E.left({ code: 'ALERTS.INVALID_TOKEN' }));
    const [row] = await db.query<{ confirmed: boolean }>('SELECT email_confirmed_at IS NOT NULL AS confirmed FROM alert_settings WHERE shopper_id = $1', [
      bob.shopper_id,
    ]);
    expect(row?.confirmed).toBe(false);

    expect(await confirm(second)).toEqual(E.right({ confirmed: true, email: 'bob.second@example.com.au' }));
    // Pressed again (a second tab): still confirmed.
    expect(await confirm(second)).toEqual(E.right({ confirmed: true, email: 'bob.second@example.com.au' }));
  });

  it(`sends at most ${MAX_CONFIRMATION_EMAILS} confirmation emails an hour to one shopper, the settings saved all the same`, async () => {
    const cat = await aShopper();
    const addresses = Array.from({ length: MAX_CONFIRMATION_EMAILS + 2 }, (_, i) => `cat.${i}@example.com.au`);
    for (const address of addresses) expect(await switchOn(cat, address)).toMatchObject({ email: address, email_confirmed: false });
    const sent = addresses.filter((address) => confirmationEmailsTo(outbox, address).length > 0);
    expect(sent).toEqual(addresses.slice(0, MAX_CONFIRMATION_EMAILS));
    // An hour on, the address kept gets its link when alerts are switched on again.
    clock.advance(HOUR);
    await switchOn(cat);
    expect(confirmationEmailsTo(outbox, addresses.at(-1)!)).toHaveLength(1);
  });

  it('keeps the changes waiting for the daily message when the shopper changes only their email', async () => {
    const carA = await aCarOnSale(40_000);
    const carB = await aCarOnSale(52_000, 'Ford', 'Ranger');
    const dee = await aShopper([carA, carB]);
    const on = await switchOn(dee);
    clock.advance(HOUR);
    await updateCar(carA, { price: 38_000 });
    await pass();
    expect(textsTo(dee.phone)).toHaveLength(1);
    // A second drop that day waits for the daily window…
    clock.advance(2 * HOUR);
    await updateCar(carB, { price: 49_500 });
    await pass();
    // …while Dee gives an email: the consent she gave stands, and so does the waiting change.
    clock.advance(HOUR);
    expect(await switchOn(dee, 'dee@example.com.au')).toMatchObject({ consented_at: on.consented_at, email: 'dee@example.com.au' });
    clock.advance(22 * HOUR);
    await pass();
    const texts = textsTo(dee.phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toContain('2020 Ford Ranger now $49,500 (was $52,000)');
    const skipped = await db.query<{ skip_reason: string }>('SELECT skip_reason FROM alert_events WHERE shopper_id = $1 AND skip_reason IS NOT NULL', [
      dee.shopper_id,
    ]);
    expect(skipped).toEqual([]);
  });

  it('sends no burst of new stock when a saved search has its alerts switched back on: only cars listed after that', async () => {
    const eve = await aShopper();
    await switchOn(eve);
    const saved = await core.useCases.saveSearch.execute({
      site: site(),
      shopper: eve,
      label: 'Subaru Forester',
      href: '/search/subaru/forester',
      alerts: true,
    })();
    if (E.isLeft(saved)) throw new Error(saved.left.message);
    const id = saved.right.search.id;
    await aCarOnSale(33_000, 'Subaru', 'Forester');
    clock.advance(HOUR);
    await pass();
    const alerts = (on: boolean) => core.useCases.setSavedSearchAlerts.execute({ site: site(), shopper: eve, id, alerts: on })();
    expect(await alerts(false)).toMatchObject(E.right({ alerts: false }));
    // Two Foresters listed while its alerts are off.
    await aCarOnSale(34_000, 'Subaru', 'Forester');
    await aCarOnSale(35_000, 'Subaru', 'Forester');
    clock.advance(HOUR);
    await pass();
    expect(await alerts(true)).toMatchObject(E.right({ alerts: true }));
    clock.advance(HOUR);
    await pass();
    expect(textsTo(eve.phone)).toEqual([]);
    // A Forester listed after: that one alone.
    await aCarOnSale(36_000, 'Subaru', 'Forester');
    clock.advance(HOUR);
    await pass();
    const texts = textsTo(eve.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain('1 new car matches "Subaru Forester"');
  });
});
