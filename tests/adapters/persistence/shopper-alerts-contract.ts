/**
 * The alert store and the shopper message outbox on a real engine (issue 14; migrations 011 and
 * 012; adapters/persistence/sql-shopper-alerts.ts): watchers, deduplicated events, the daily rule
 * in the digest query, consent and stop, saved searches' new stock, the leased outbox, and
 * delete-my-data cascading. Shoppers, watchlists and consent are written as rows, as the
 * watchlist and garage adapters write them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HmacUnsubscribeTokens } from '../../../adapters/auth/hmac-unsubscribe-tokens';
import { OutboxEmailSender } from '../../../adapters/notifications/outbox-email-sender';
import { TwilioSmsSender } from '../../../adapters/notifications/twilio-sms-sender';
import { migrate } from '../../../adapters/persistence/migrator';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlShopperAlerts } from '../../../adapters/persistence/sql-shopper-alerts';
import { EmbeddedSearchEngine } from '../../../adapters/search/embedded-search-engine';
import type { NewAlertEvent } from '../../../application/shoppers/shopper-alerts.port';
import { SendShopperAlerts } from '../../../application/shoppers/send-shopper-alerts.use-case';
import { alertDedupeKey, type PendingAlert } from '../../../domain/shoppers/alerts';
import { aDealerSite } from '../../config/demo-inventory/a-dealer-site';
import { formOf, MESSAGES_PATH, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN } from '../notifications/support/fake-twilio';
import { FakeHttpApi } from '../valuation/support/fake-http-api';
import type { PipelineDatabases } from './lead-pipeline-contract';

const SITE = 'harbour-motors';
const OTHER_SITE = 'bayside-pre-owned';
const T0 = new Date('2030-05-01T09:00:00.000Z');
const at = (hours: number): Date => new Date(T0.getTime() + hours * 3_600_000);

let phones = 0;
async function aShopper(db: SqlDatabase, site = SITE): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, $3)', [id, site, `+6141${String(++phones).padStart(7, '0')}`]);
  return id;
}
const watch = (db: SqlDatabase, shopper: string, carId: number) =>
  db.query('INSERT INTO watchlist_items (shopper_id, car_id, saved_at) VALUES ($1, $2, $3)', [shopper, carId, T0.toISOString()]);
const consent = (db: SqlDatabase, shopper: string, fields: { consented_at?: Date; email?: string | null; sms?: boolean; last_sent_at?: Date | null } = {}) =>
  db.query('INSERT INTO alert_settings (shopper_id, sms, email, consent_text, consented_at, last_sent_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    shopper,
    fields.sms ?? true,
    fields.email ?? null,
    'Text me about price drops, sales and new stock.',
    (fields.consented_at ?? at(-24)).toISOString(),
    fields.last_sent_at?.toISOString() ?? null,
  ]);

const drop = (carId: number, to: number): PendingAlert => ({
  kind: 'price_drop',
  car_id: carId,
  car_name: `Car ${carId}`,
  car_slug: `car-${carId}`,
  from: to + 1_000,
  to,
  weekly: false,
});
const eventFor = (shopper: string, alert: PendingAlert, createdAt = T0, site = SITE): NewAlertEvent => ({
  shopper_id: shopper,
  site_slug: site,
  car_id: alert.car_id,
  dedupe_key:
    alert.kind === 'price_drop'
      ? alertDedupeKey(shopper, { kind: 'price_drop', car_id: alert.car_id, to: alert.to, weekly: alert.weekly })
      : alert.kind === 'sold'
        ? alertDedupeKey(shopper, { kind: 'sold', car_id: alert.car_id })
        : alertDedupeKey(shopper, { kind: 'new_match', car_id: alert.car_id, search_id: alert.search_id }),
  alert,
  created_at: createdAt,
});

export function shopperAlertsContract(engine: string, databases: PipelineDatabases): void {
  describe(`${engine}: the alert store and the shopper message outbox`, () => {
    let db: SqlDatabase;
    let store: SqlShopperAlerts;

    beforeEach(async () => {
      db = await databases.open();
      await migrate(db);
      store = new SqlShopperAlerts(db);
    });
    afterEach(async () => {
      await db.close();
    });

    it('finds the watchers of a car on its own site only', async () => {
      const [a, b, elsewhere] = [await aShopper(db), await aShopper(db), await aShopper(db, OTHER_SITE)];
      await watch(db, a, 7);
      await watch(db, b, 8);
      await watch(db, elsewhere, 7);
      expect(await store.watchersOf(SITE, 7)).toEqual([a]);
      expect(await store.watchersOf(SITE, 9)).toEqual([]);
    });

    it('skips a watcher who deleted their data since they were read, keeping the events of the others', async () => {
      const [stays, leaves] = [await aShopper(db), await aShopper(db)];
      await db.query('DELETE FROM shoppers WHERE id = $1', [leaves]);
      expect(await store.recordEvents([eventFor(stays, drop(7, 27_990)), eventFor(leaves, drop(7, 27_990)), eventFor('not-a-uuid', drop(7, 27_990))])).toBe(1);
      expect(await db.query('SELECT shopper_id::text AS shopper_id FROM alert_events')).toEqual([{ shopper_id: stays }]);
    });

    it('records the other watchers when one deletes their data while the events are being recorded', async (context) => {
      const other = await databases.second();
      // One handle only (PGlite): statements take turns, so a delete cannot be under way meanwhile.
      if (other === null) return context.skip();
      const [stays, leaves] = [await aShopper(db), await aShopper(db)];
      let commitDelete!: () => void;
      const deleteCommitted = new Promise<void>((resolve) => (commitDelete = resolve));
      let deleted!: () => void;
      const deleteRan = new Promise<void>((resolve) => (deleted = resolve));
      try {
        // Another instance deletes the shopper (delete-my-data) and has not committed yet.
        const deleting = other.transaction(async (tx) => {
          await tx.query('DELETE FROM shoppers WHERE id = $1', [leaves]);
          deleted();
          await deleteCommitted;
        });
        await deleteRan;
        const recording = store.recordEvents([eventFor(stays, drop(7, 27_990)), eventFor(leaves, drop(7, 27_990))]);
        commitDelete();
        await deleting;
        expect(await recording).toBe(1);
        expect(await db.query('SELECT shopper_id::text AS shopper_id FROM alert_events')).toEqual([{ shopper_id: stays }]);
      } finally {
        commitDelete();
        await other.close();
      }
    });

    it('records the same change once: a second event with its dedupe key is not recorded', async () => {
      const shopper = await aShopper(db);
      expect(await store.recordEvents([eventFor(shopper, drop(7, 27_990))])).toBe(1);
      expect(await store.recordEvents([eventFor(shopper, drop(7, 27_990), at(1)), eventFor(shopper, drop(7, 26_990), at(1))])).toBe(1);
      const [digest] = await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 });
      expect(digest?.events.map((e) => e.alert)).toEqual([drop(7, 27_990), drop(7, 26_990)]);
    });

    it('reads each shopper with pending events, their consent and their events oldest first, page by page', async () => {
      const consenting = await aShopper(db);
      const silent = await aShopper(db);
      await consent(db, consenting, { email: 'ann@example.com.au', consented_at: at(-48) });
      await store.recordEvents([
        eventFor(consenting, drop(2, 20_000), at(1)),
        eventFor(consenting, drop(1, 10_000), at(0)),
        eventFor(silent, drop(1, 10_000), at(0)),
      ]);
      const all = await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 });
      expect(all.map((d) => d.shopper_id).sort()).toEqual([consenting, silent].sort());
      const one = all.find((d) => d.shopper_id === consenting)!;
      expect(one).toMatchObject({
        site_slug: SITE,
        phone: expect.stringMatching(/^\+614\d{8}$/),
        settings: { sms: true, email: 'ann@example.com.au', consented_at: at(-48), stopped_at: null, last_sent_at: null },
      });
      // Spam Act s 16: the sender learns whether the address was confirmed by its owner (only then is it written to).
      expect(one.settings?.email_confirmed).toBe(false);
      await db.query('UPDATE alert_settings SET email_confirmed_at = $2 WHERE shopper_id = $1', [consenting, at(-1).toISOString()]);
      expect(
        (await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 })).find((d) => d.shopper_id === consenting)?.settings?.email_confirmed,
      ).toBe(true);
      expect(one.events.map((e) => [e.alert.car_id, e.created_at])).toEqual([
        [1, at(0)],
        [2, at(1)],
      ]);
      expect(all.find((d) => d.shopper_id === silent)?.settings).toBeNull();
      const first = await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 1 });
      const second = await store.pendingDigests({ sentAfter: at(-24), after: first[0]!.shopper_id, limit: 1 });
      expect([...first, ...second].map((d) => d.shopper_id).sort()).toEqual([consenting, silent].sort());
      expect(await store.pendingDigests({ sentAfter: at(-24), after: second[0]!.shopper_id, limit: 1 })).toEqual([]);
    });

    it('leaves out a consenting shopper written to after sentAfter (the daily rule), but not a stopped one', async () => {
      const waiting = await aShopper(db);
      const stopped = await aShopper(db);
      await consent(db, waiting, { last_sent_at: at(-1) });
      await consent(db, stopped, { last_sent_at: at(-1) });
      await db.query("UPDATE alert_settings SET stopped_at = $2, stopped_by = 'settings' WHERE shopper_id = $1", [stopped, at(-0.5).toISOString()]);
      await store.recordEvents([eventFor(waiting, drop(1, 100)), eventFor(stopped, drop(1, 100))]);
      expect((await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 })).map((d) => d.shopper_id)).toEqual([stopped]);
      expect((await store.pendingDigests({ sentAfter: at(-0.5), after: null, limit: 10 })).map((d) => d.shopper_id).sort()).toEqual([waiting, stopped].sort());
    });

    it('never reads a skipped event again', async () => {
      const shopper = await aShopper(db);
      await store.recordEvents([eventFor(shopper, drop(1, 100))]);
      const [digest] = await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 });
      await store.skipEvents(
        digest!.events.map((e) => e.id),
        'no_consent',
        at(1),
      );
      expect(await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 })).toEqual([]);
      const [row] = await db.query<{ skip_reason: string; sent_at: string | null }>('SELECT skip_reason, sent_at FROM alert_events');
      expect(row).toEqual({ skip_reason: 'no_consent', sent_at: null });
    });

    it('queues a digest once: its messages, its events sent and last_sent_at in one transaction, refused when another got there first', async () => {
      const shopper = await aShopper(db);
      await consent(db, shopper, { email: 'ann@example.com.au' });
      await store.recordEvents([eventFor(shopper, drop(1, 100)), eventFor(shopper, drop(2, 200))]);
      const [digest] = await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 });
      const queue = (when: Date) =>
        store.queueDigest({
          shopper_id: shopper,
          site_slug: SITE,
          event_ids: digest!.events.map((e) => e.id),
          messages: [
            { channel: 'sms', destination: digest!.phone, subject: null, body: 'Harbour Motors: an update' },
            { channel: 'email', destination: 'ann@example.com.au', subject: 'An update', body: 'Hello' },
          ],
          last_sent_at: null,
          at: when,
        });
      expect(await queue(at(1))).toBe(true);
      expect(await queue(at(2))).toBe(false);
      expect(await store.pendingDigests({ sentAfter: at(-100), after: null, limit: 10 })).toEqual([]);
      const messages = await store.messagesOf(shopper);
      expect(messages.map((m) => [m.channel, m.status, m.subject, m.attempts])).toEqual([
        ['sms', 'pending', null, 0],
        ['email', 'pending', 'An update', 0],
      ]);
      const [settings] = await db.query<{ last_sent_at: string }>(
        'SELECT to_char(last_sent_at AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') AS last_sent_at FROM alert_settings',
      );
      expect(settings?.last_sent_at).toBe(at(1).toISOString());
      expect(await db.query('SELECT id FROM alert_events WHERE sent_at IS NULL')).toEqual([]);
    });

    it('refuses to queue a digest for a stopped shopper', async () => {
      const shopper = await aShopper(db);
      await consent(db, shopper);
      await store.recordEvents([eventFor(shopper, drop(1, 100))]);
      expect(await store.stopAlerts(shopper, SITE, 'unsubscribe_link', at(0))).toBe(true);
      const [digest] = await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 });
      const queued = await store.queueDigest({
        shopper_id: shopper,
        site_slug: SITE,
        event_ids: digest!.events.map((e) => e.id),
        messages: [{ channel: 'sms', destination: digest!.phone, subject: null, body: 'x' }],
        last_sent_at: null,
        at: at(1),
      });
      expect(queued).toBe(false);
      expect(await store.messagesOf(shopper)).toEqual([]);
    });

    it('stops alerts once (the first stop and its reason stand), cancels queued messages, and knows its own site', async () => {
      const shopper = await aShopper(db);
      const never = await aShopper(db);
      await consent(db, shopper);
      await store.recordEvents([eventFor(shopper, drop(1, 100))]);
      const [digest] = await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 });
      await store.queueDigest({
        shopper_id: shopper,
        site_slug: SITE,
        event_ids: [digest!.events[0]!.id],
        messages: [{ channel: 'sms', destination: digest!.phone, subject: null, body: 'x' }],
        last_sent_at: null,
        at: at(1),
      });
      expect(await store.stopAlerts(shopper, OTHER_SITE, 'unsubscribe_link', at(2))).toBe(false);
      expect(await store.stopAlerts(shopper, SITE, 'unsubscribe_link', at(2))).toBe(true);
      expect(await store.stopAlerts(shopper, SITE, 'settings', at(3))).toBe(true);
      const rows = await db.query<{ stopped_by: string; stopped: boolean }>('SELECT stopped_by, stopped_at = $1::timestamptz AS stopped FROM alert_settings', [
        at(2).toISOString(),
      ]);
      expect(rows).toEqual([{ stopped_by: 'unsubscribe_link', stopped: true }]);
      expect((await store.messagesOf(shopper)).map((m) => m.status)).toEqual(['cancelled']);
      expect(await store.stopAlerts(never, SITE, 'unsubscribe_link', at(2))).toBe(false);
      expect(await store.stopAlerts('not-a-uuid', SITE, 'unsubscribe_link', at(2))).toBe(false);
    });

    describe('the outbox of messages to shoppers', () => {
      async function queued(bodies: readonly string[]): Promise<string> {
        const shopper = await aShopper(db);
        await consent(db, shopper);
        const ok = await store.queueDigest({
          shopper_id: shopper,
          site_slug: SITE,
          event_ids: [],
          messages: bodies.map((body) => ({ channel: 'sms' as const, destination: '+61412345678', subject: null, body })),
          last_sent_at: null,
          at: T0,
        });
        expect(ok).toBe(true);
        return shopper;
      }

      it('claims a due message for a lease, once; records delivery; retries a failure when due; gives up when told', async () => {
        const shopper = await queued(['one', 'two']);
        const claims = await store.claimDue(at(0), 10, 60_000);
        expect(claims.map((c) => [c.message.body, c.attempt])).toEqual([
          ['one', 1],
          ['two', 1],
        ]);
        expect(await store.claimDue(at(0), 10, 60_000)).toEqual([]);
        await store.recordAttempt(claims[0]!, at(0), { outcome: 'delivered' });
        await store.recordAttempt(claims[1]!, at(0), { outcome: 'failed', error: 'gateway down', retryAt: at(1) });
        expect(await store.claimDue(new Date(at(1).getTime() - 1), 10, 60_000)).toEqual([]);
        const again = await store.claimDue(at(1), 10, 60_000);
        expect(again.map((c) => [c.message.body, c.attempt])).toEqual([['two', 2]]);
        await store.recordAttempt(again[0]!, at(1), { outcome: 'failed', error: 'still down', retryAt: null });
        expect(await store.claimDue(at(100), 10, 60_000)).toEqual([]);
        expect((await store.messagesOf(shopper)).map((m) => [m.body, m.status, m.last_error])).toEqual([
          ['one', 'delivered', null],
          ['two', 'failed', 'still down'],
        ]);
      });

      it('takes a message back when its lease ran out (the claimer died), and ignores the late record of the lost claim', async () => {
        await queued(['one']);
        const [first] = await store.claimDue(at(0), 10, 60_000);
        const [second] = await store.claimDue(new Date(at(0).getTime() + 60_000), 10, 60_000);
        expect(second?.attempt).toBe(2);
        await store.recordAttempt(first!, at(0), { outcome: 'failed', error: 'late', retryAt: at(5) });
        await store.recordAttempt(second!, at(0), { outcome: 'delivered' });
        expect((await store.messagesOf(second!.message.shopper_id)).map((m) => m.status)).toEqual(['delivered']);
      });

      it('renews a live claim just before its send, and refuses one whose lease ran out, that another instance took, or whose shopper stopped', async () => {
        const shopper = await queued(['one']);
        const later = (ms: number) => new Date(T0.getTime() + ms);
        const [claim] = await store.claimDue(T0, 1, 60_000);
        expect(await store.renewClaim(claim!, later(30_000), 60_000)).toBe(true);
        // Renewed until 90 s: nobody takes it back at 61 s.
        expect(await store.claimDue(later(61_000), 1, 60_000)).toEqual([]);
        expect(await store.renewClaim(claim!, later(90_000), 60_000)).toBe(false);
        const [taken] = await store.claimDue(later(90_000), 1, 60_000);
        expect(taken?.attempt).toBe(2);
        expect(await store.renewClaim(claim!, later(90_001), 60_000)).toBe(false);
        expect(await store.renewClaim(taken!, later(90_001), 60_000)).toBe(true);
        await db.query("UPDATE alert_settings SET stopped_at = $2, stopped_by = 'sms_stop' WHERE shopper_id = $1", [shopper, later(95_000).toISOString()]);
        expect(await store.renewClaim(taken!, later(96_000), 60_000)).toBe(false);
        expect(await store.renewClaim({ ...taken!, claimToken: 'not-a-uuid' }, later(96_000), 60_000)).toBe(false);
      });

      it('delivers each message once when two instances send at once behind a slow gateway', async () => {
        const bodies = Array.from({ length: 6 }, (_, i) => `Harbour Motors: update ${i}`);
        const shopper = await queued(bodies);
        // A Twilio that takes 300 ms to answer each message.
        const twilio = await new FakeHttpApi()
          .route('POST', MESSAGES_PATH, (_request, hit) => ({
            status: 201,
            json: { sid: `SM${String(hit).padStart(32, '0')}`, status: 'queued' },
            delayMs: 300,
          }))
          .start();
        const other = await databases.second();
        const outboxDir = mkdtempSync(join(tmpdir(), 'caryard-alert-race-'));
        const site = aDealerSite(SITE).build();
        // Real time (the leases run out as time passes), started at T0 when the messages fell due.
        const shift = T0.getTime() - Date.now();
        const clock = { now: () => new Date(Date.now() + shift) };
        // An instance: its own pool, its own SMS adapter (each remembers only the ids it sent itself).
        const instance = (on: SqlDatabase) => {
          const alerts = new SqlShopperAlerts(on);
          return new SendShopperAlerts({
            store: alerts,
            outbox: alerts,
            cars: new SqlCarRepository(on),
            engine: new EmbeddedSearchEngine(new SqlCarRepository(on)),
            sites: () => [site],
            siteOf: (slug) => (slug === SITE ? site : undefined),
            tokens: new HmacUnsubscribeTokens({ secret: 'a-test-secret-of-enough-length-for-hmac-tokens' }),
            sms: new TwilioSmsSender({ accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, apiUrl: twilio.url, timeoutMs: 5_000, retries: 0 }),
            email: new OutboxEmailSender({ dir: outboxDir }),
            smsReplyNumber: null,
            // A lease of 1 s: longer than one send (300 ms), shorter than the six (1.8 s) a batch claim would hold.
            leaseMs: 1_000,
            clock,
          });
        };
        const [first, second] = [instance(db), instance(other ?? db)];
        const pass = async (alerts: SendShopperAlerts) => E.toUnion(await alerts.execute()());
        try {
          let firstDone = false;
          const firstPass = pass(first).then((report) => {
            firstDone = true;
            return report;
          });
          // The second instance's worker keeps passing while the first is still sending.
          const secondReports = [];
          while (!firstDone) {
            secondReports.push(await pass(second));
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          const reports = [await firstPass, ...secondReports];
          const sent = twilio.requestsTo('POST', MESSAGES_PATH).map((request) => formOf(request).Body);
          expect([...sent].sort()).toEqual([...bodies].sort());
          expect(reports.reduce((n, r) => n + r.messages_delivered, 0)).toBe(6);
          expect((await store.messagesOf(shopper)).map((m) => m.status)).toEqual(Array(6).fill('delivered'));
        } finally {
          await other?.close();
          await twilio.close();
          rmSync(outboxDir, { recursive: true, force: true });
        }
      });

      it('cancels instead of sending the queued messages of a shopper who stopped', async () => {
        const shopper = await queued(['one']);
        await db.query("UPDATE alert_settings SET stopped_at = $2, stopped_by = 'sms_stop' WHERE shopper_id = $1", [shopper, at(0).toISOString()]);
        expect(await store.claimDue(at(1), 10, 60_000)).toEqual([]);
        expect((await store.messagesOf(shopper)).map((m) => m.status)).toEqual(['cancelled']);
      });

      it('hands each message to one of two instances claiming at once', async () => {
        await queued(Array.from({ length: 12 }, (_, i) => `m${i}`));
        const other = await databases.second();
        const stores = [store, other ? new SqlShopperAlerts(other) : store];
        try {
          const claims = (await Promise.all([stores[0]!.claimDue(at(0), 8, 60_000), stores[1]!.claimDue(at(0), 8, 60_000)])).flat();
          expect(claims).toHaveLength(12);
          expect(new Set(claims.map((c) => c.message.id)).size).toBe(12);
        } finally {
          await other?.close();
        }
      });
    });

    it('lists the saved searches with alerts on, and records a check: seen cars replaced, new matches recorded once', async () => {
      const shopper = await aShopper(db);
      const searchId = randomUUID();
      await db.query('INSERT INTO saved_searches (id, shopper_id, label, href, alerts) VALUES ($1, $2, $3, $4, true), ($5, $2, $6, $7, false)', [
        searchId,
        shopper,
        'Used Toyota',
        '/search/toyota?refinementList%5Bcar_type%5D%5B0%5D=used',
        randomUUID(),
        'Kia',
        '/search/kia',
      ]);
      const [search] = await store.alertingSavedSearches(SITE);
      expect(await store.alertingSavedSearches(OTHER_SITE)).toEqual([]);
      expect(search).toEqual({
        id: searchId,
        shopper_id: shopper,
        site_slug: SITE,
        label: 'Used Toyota',
        href: '/search/toyota?refinementList%5Bcar_type%5D%5B0%5D=used',
        seen_car_ids: [],
        checked_at: null,
      });
      expect(await store.recordSearchCheck(searchId, [1, 2], [], at(0))).toBe(0);
      const match: PendingAlert = {
        kind: 'new_match',
        car_id: 3,
        car_name: 'Car 3',
        car_slug: 'car-3',
        search_id: searchId,
        search_label: 'Used Toyota',
        search_href: '/search/toyota',
      };
      expect(await store.recordSearchCheck(searchId, [1, 2, 3], [eventFor(shopper, match, at(1))], at(1))).toBe(1);
      expect(await store.recordSearchCheck(searchId, [3], [eventFor(shopper, match, at(2))], at(2))).toBe(0);
      expect(await store.alertingSavedSearches(SITE)).toEqual([{ ...search, seen_car_ids: [3], checked_at: at(2) }]);
    });

    it('delete-my-data: deleting the shopper removes their events and messages', async () => {
      const shopper = await aShopper(db);
      const other = await aShopper(db);
      await consent(db, shopper);
      await store.recordEvents([eventFor(shopper, drop(1, 100)), eventFor(shopper, drop(2, 100)), eventFor(other, drop(1, 100))]);
      const [digest] = (await store.pendingDigests({ sentAfter: at(-24), after: null, limit: 10 })).filter((d) => d.shopper_id === shopper);
      await store.queueDigest({
        shopper_id: shopper,
        site_slug: SITE,
        event_ids: [digest!.events[0]!.id],
        messages: [{ channel: 'sms', destination: digest!.phone, subject: null, body: 'x' }],
        last_sent_at: null,
        at: T0,
      });
      await db.query('DELETE FROM shoppers WHERE id = $1', [shopper]);
      expect(await db.query('SELECT shopper_id::text AS shopper_id FROM alert_events')).toEqual([{ shopper_id: other }]);
      expect(await db.query('SELECT id FROM shopper_messages')).toEqual([]);
    });
  });
}
