/**
 * The shopper's own lists on a real engine (issue 14; migration 011): the watchlist (spec 1 §3
 * 'Watchlist: list of car ids', §4 saving twice, §7), saved searches, the consent behind alerts,
 * sessions, and delete-my-data removing every row. Shoppers and sessions are made through the
 * sign-in store (SqlShopperAccounts), as signing in makes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlShopperAccounts } from '../../../adapters/persistence/sql-shopper-accounts';
import { SqlShopperLists } from '../../../adapters/persistence/sql-shopper-lists';
import type { NewSavedSearch } from '../../../application/shoppers/shopper-lists.port';

export interface ShopperListsDatabases {
  open(): Promise<SqlDatabase>;
  /** A second connection to the same database (another instance), or null where the engine has one connection. */
  second(): Promise<SqlDatabase | null>;
}

const SITE = 'acme-motors';
const T0 = new Date('2030-05-01T09:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let ids = 0;
/** A distinct uuid per call (version 4 layout). */
const uuid = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
let phones = 0;
const aPhone = () => `+614${String(10_000_000 + ++phones).slice(-8)}`;

export function shopperListsContract(engine: string, databases: ShopperListsDatabases): void {
  describe(`${engine}: a shopper's watchlist, saved searches, alerts and sessions (issue 14)`, () => {
    let db: SqlDatabase;
    let second: SqlDatabase | null;
    let lists: SqlShopperLists;
    let accounts: SqlShopperAccounts;

    beforeAll(async () => {
      db = await databases.open();
      await migrate(db);
      second = await databases.second();
      lists = new SqlShopperLists(db);
      accounts = new SqlShopperAccounts(db);
    });
    afterAll(async () => {
      await second?.close();
      await db?.close();
    });

    const aShopper = async (email: string | null = null) => {
      const shopper = await accounts.findOrCreateShopper({ id: uuid(), siteSlug: SITE, phone: aPhone(), email, createdAt: T0 });
      return shopper.id;
    };
    const aSearch = (href: string, extra: Partial<NewSavedSearch> = {}): NewSavedSearch => ({ id: uuid(), label: `Search ${href}`, href, now: T0, ...extra });
    const countRows = async (table: string, shopperId: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE shopper_id = $1`, [shopperId]))[0]?.n;

    it('saves a car once with the price shown then, and saving it again keeps the first save', async () => {
      const shopper = await aShopper();
      expect(await lists.saveCar(shopper, 501, at(1), 28_990, 100)).toEqual({ _tag: 'Saved' });
      expect(await lists.saveCar(shopper, 501, at(5), 25_000, 100)).toEqual({ _tag: 'AlreadySaved' });
      expect(await lists.isSaved(shopper, 501)).toBe(true);
      expect(await lists.watchlist(shopper)).toEqual([{ car_id: 501, saved_at: at(1).toISOString(), price_when_saved: 28_990 }]);
    });

    it('lists the watchlist newest saved first and keeps a car saved with no price shown', async () => {
      const shopper = await aShopper();
      await lists.saveCar(shopper, 601, at(1), 10_000, 100);
      await lists.saveCar(shopper, 602, at(3), null, 100);
      await lists.saveCar(shopper, 603, at(2), 12_345.5, 100);
      expect((await lists.watchlist(shopper)).map((item) => [item.car_id, item.price_when_saved])).toEqual([
        [602, null],
        [603, 12_345.5],
        [601, 10_000],
      ]);
    });

    it('removes a car, and removing a car not saved removes nothing', async () => {
      const shopper = await aShopper();
      await lists.saveCar(shopper, 701, at(1), 9_990, 100);
      expect(await lists.removeCar(shopper, 701)).toBe(true);
      expect(await lists.removeCar(shopper, 701)).toBe(false);
      expect(await lists.watchlist(shopper)).toEqual([]);
    });

    it('keeps each shopper to their own watchlist', async () => {
      const [ann, bob] = [await aShopper(), await aShopper()];
      await lists.saveCar(ann, 801, at(1), 9_990, 100);
      expect(await lists.isSaved(bob, 801)).toBe(false);
      expect(await lists.removeCar(bob, 801)).toBe(false);
      expect(await lists.watchlist(ann)).toHaveLength(1);
    });

    it('refuses a car over the limit, and never passes it with saves racing on two connections', async () => {
      const shopper = await aShopper();
      for (let i = 0; i < 3; i++) await lists.saveCar(shopper, 900 + i, at(i), 1_000, 5);
      const racers = [lists, new SqlShopperLists(second ?? db)];
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => racers[i % 2]!.saveCar(shopper, 950 + i, at(10 + i), 1_000, 5)));
      expect(results.filter((r) => r._tag === 'Saved')).toHaveLength(2);
      expect(results.filter((r) => r._tag === 'Full')).toHaveLength(4);
      expect(await countRows('watchlist_items', shopper)).toBe(5);
    });

    it('answers NoShopper for a shopper that does not exist, storing nothing', async () => {
      expect(await lists.saveCar(uuid(), 1, T0, null, 100)).toEqual({ _tag: 'NoShopper' });
      expect(await lists.saveSearch(uuid(), aSearch('/search'), 20)).toEqual({ _tag: 'NoShopper' });
      expect(await lists.saveCar('not-a-uuid', 1, T0, null, 100)).toEqual({ _tag: 'NoShopper' });
      expect(await lists.shopper(uuid())).toBeNull();
    });

    it('saves searches newest first; saving an href again renames it and keeps its alerts unless told', async () => {
      const shopper = await aShopper();
      const first = await lists.saveSearch(shopper, aSearch('/search/toyota', { label: 'Toyotas', now: at(1) }), 20);
      expect(first).toMatchObject({ _tag: 'Created', search: { label: 'Toyotas', href: '/search/toyota', alerts: false, created_at: at(1).toISOString() } });
      await lists.saveSearch(shopper, aSearch('/used-car/suv', { alerts: true, now: at(2) }), 20);
      const again = await lists.saveSearch(shopper, aSearch('/search/toyota', { label: 'My Toyotas', now: at(3) }), 20);
      expect(again).toMatchObject({ _tag: 'Updated', search: { label: 'My Toyotas', alerts: false, created_at: at(1).toISOString() } });
      const withAlerts = await lists.saveSearch(shopper, aSearch('/search/toyota', { label: 'My Toyotas', alerts: true }), 20);
      expect(withAlerts).toMatchObject({ _tag: 'Updated', search: { alerts: true } });
      expect((await lists.savedSearches(shopper)).map((s) => [s.href, s.alerts])).toEqual([
        ['/used-car/suv', true],
        ['/search/toyota', true],
      ]);
    });

    it('keeps at most the limit of saved searches, an href saved before still renamed at the limit', async () => {
      const shopper = await aShopper();
      for (let i = 0; i < 3; i++) expect((await lists.saveSearch(shopper, aSearch(`/search?page=${i}`), 3))._tag).toBe('Created');
      expect(await lists.saveSearch(shopper, aSearch('/search?page=9'), 3)).toEqual({ _tag: 'LimitReached' });
      expect((await lists.saveSearch(shopper, aSearch('/search?page=1', { label: 'Renamed' }), 3))._tag).toBe('Updated');
      expect(await countRows('saved_searches', shopper)).toBe(3);
    });

    it('switches and removes only the shopper own saved searches', async () => {
      const [ann, bob] = [await aShopper(), await aShopper()];
      const saved = await lists.saveSearch(ann, aSearch('/special-offers'), 20);
      if (saved._tag !== 'Created') throw new Error('not created');
      expect(await lists.setSearchAlerts(bob, saved.search.id, true)).toBeNull();
      expect(await lists.removeSearch(bob, saved.search.id)).toBe(false);
      expect(await lists.setSearchAlerts(ann, saved.search.id, true)).toMatchObject({ id: saved.search.id, alerts: true });
      expect(await lists.setSearchAlerts(ann, 'nonsense', true)).toBeNull();
      expect(await lists.removeSearch(ann, saved.search.id)).toBe(true);
      expect(await lists.removeSearch(ann, saved.search.id)).toBe(false);
    });

    it('records consent with its words and time, the email on the shopper too, and a stop from settings', async () => {
      const shopper = await aShopper();
      expect(await lists.alertSettings(shopper)).toBeNull();
      // Off before ever on: nothing to stop.
      expect(await lists.changeAlerts(shopper, { _tag: 'Off', at: at(1) })).toBeNull();
      const on = await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree v1', at: at(2), email: 'ann@example.com.au' });
      expect(on).toEqual({
        sms: true,
        email: 'ann@example.com.au',
        email_confirmed: false,
        consent_text: 'I agree v1',
        consented_at: at(2).toISOString(),
        stopped_at: null,
        stopped_by: null,
        last_sent_at: null,
      });
      expect((await lists.shopper(shopper))?.email).toBe('ann@example.com.au');
      const off = await lists.changeAlerts(shopper, { _tag: 'Off', at: at(3) });
      expect(off).toMatchObject({ stopped_at: at(3).toISOString(), stopped_by: 'settings', email: 'ann@example.com.au', consented_at: at(2).toISOString() });
      // Switched off again later: the first stop stands.
      expect(await lists.changeAlerts(shopper, { _tag: 'Off', at: at(9) })).toMatchObject({ stopped_at: at(3).toISOString() });
      const again = await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree v2', at: at(4) });
      expect(again).toMatchObject({
        consent_text: 'I agree v2',
        consented_at: at(4).toISOString(),
        stopped_at: null,
        stopped_by: null,
        email: 'ann@example.com.au',
      });
      const noEmail = await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree v2', at: at(5), email: null });
      expect(noEmail?.email).toBeNull();
      expect((await lists.shopper(shopper))?.email).toBeNull();
    });

    it('keeps a stop by SMS as it was when the shopper also switches off in settings', async () => {
      const shopper = await aShopper();
      await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(1) });
      await db.query(`UPDATE alert_settings SET stopped_at = $2, stopped_by = 'sms_stop' WHERE shopper_id = $1`, [shopper, at(2).toISOString()]);
      expect(await lists.changeAlerts(shopper, { _tag: 'Off', at: at(3) })).toMatchObject({ stopped_at: at(2).toISOString(), stopped_by: 'sms_stop' });
    });

    it('takes an email given before when alerts are first switched on without one', async () => {
      const shopper = await aShopper('before@example.com.au');
      expect(await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(1) })).toMatchObject({ email: 'before@example.com.au' });
    });

    it('keeps the consent of alerts already on when they are switched on again, so the changes waiting for the daily message still go', async () => {
      const shopper = await aShopper();
      await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree v1', at: at(1), email: 'ann@example.com.au' });
      // Only the email changes (the garage posts On again): the consent of at(1) stands, words and time.
      const again = await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree v2', at: at(30), email: 'ann.new@example.com.au' });
      expect(again).toMatchObject({ email: 'ann.new@example.com.au', consent_text: 'I agree v1', consented_at: at(1).toISOString(), stopped_at: null });
      // Stopped, then on again: a new consent, recorded with its own words and time.
      await lists.changeAlerts(shopper, { _tag: 'Off', at: at(40) });
      expect(await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree v2', at: at(50) })).toMatchObject({
        consent_text: 'I agree v2',
        consented_at: at(50).toISOString(),
      });
    });

    it('holds an alert email unconfirmed until its owner confirms it, and un-confirms it when another address is given', async () => {
      const shopper = await aShopper();
      await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(1), email: 'Ann@Example.com.au' });
      expect(await lists.alertSettings(shopper)).toMatchObject({ email: 'Ann@Example.com.au', email_confirmed: false });
      // Another address, another site, or another shopper: nothing confirmed.
      expect(await lists.confirmAlertEmail(shopper, SITE, 'bob@example.com.au', at(2))).toBe(false);
      expect(await lists.confirmAlertEmail(shopper, 'another-site', 'Ann@Example.com.au', at(2))).toBe(false);
      expect(await lists.confirmAlertEmail(await aShopper(), SITE, 'Ann@Example.com.au', at(2))).toBe(false);
      expect(await lists.alertSettings(shopper)).toMatchObject({ email_confirmed: false });
      // The address as kept, in any case: confirmed, and again idempotently.
      expect(await lists.confirmAlertEmail(shopper, SITE, 'ann@example.com.au', at(3))).toBe(true);
      expect(await lists.confirmAlertEmail(shopper, SITE, 'Ann@Example.com.au', at(4))).toBe(true);
      expect(await lists.alertSettings(shopper)).toMatchObject({ email_confirmed: true });
      // The same address, spelt in another case, or no email given at all: still confirmed.
      expect(await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(5), email: 'ann@example.com.au' })).toMatchObject({
        email_confirmed: true,
      });
      expect(await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(6) })).toMatchObject({ email_confirmed: true });
      // Another address: unconfirmed, and the old address can no longer be confirmed.
      expect(await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(7), email: 'ann@work.example.com' })).toMatchObject({
        email_confirmed: false,
      });
      expect(await lists.confirmAlertEmail(shopper, SITE, 'ann@example.com.au', at(8))).toBe(false);
      expect(await lists.confirmAlertEmail(shopper, SITE, 'ann@work.example.com', at(8))).toBe(true);
      // Switching off with another address un-confirms it too; removing the address leaves nothing confirmed.
      expect(await lists.changeAlerts(shopper, { _tag: 'Off', at: at(9), email: 'ann@home.example.com' })).toMatchObject({
        email: 'ann@home.example.com',
        email_confirmed: false,
      });
      expect(await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(10), email: null })).toMatchObject({
        email: null,
        email_confirmed: false,
      });
      expect(await lists.confirmAlertEmail(shopper, SITE, 'ann@home.example.com', at(11))).toBe(false);
    });

    it('counts confirmation emails: only for an unconfirmed address of alerts that are on, at most the limit in each window', async () => {
      const limit = { max: 2, windowMs: 60 * 60_000 };
      const shopper = await aShopper();
      // No alerts yet: nothing is due.
      expect(await lists.claimEmailConfirmation(shopper, 'ann@example.com.au', at(0), limit)).toBeNull();
      await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(1), email: 'ann@example.com.au' });
      expect(await lists.claimEmailConfirmation(shopper, 'someone.else@example.com', at(1), limit)).toBeNull();
      expect(await lists.claimEmailConfirmation(shopper, 'ann@example.com.au', at(1), limit)).toBe(1);
      // Another address counts in the same window: the limit is the shopper's, not the address's.
      await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(2), email: 'ann@work.example.com' });
      expect(await lists.claimEmailConfirmation(shopper, 'ann@work.example.com', at(2), limit)).toBe(2);
      expect(await lists.claimEmailConfirmation(shopper, 'ann@work.example.com', at(30), limit)).toBeNull();
      // The window over (an hour after its first email), the count starts again.
      expect(await lists.claimEmailConfirmation(shopper, 'ann@work.example.com', at(61), limit)).toBe(1);
      // Alerts off, or the address confirmed: nothing is due.
      await lists.changeAlerts(shopper, { _tag: 'Off', at: at(62) });
      expect(await lists.claimEmailConfirmation(shopper, 'ann@work.example.com', at(62), limit)).toBeNull();
      await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(63) });
      await lists.confirmAlertEmail(shopper, SITE, 'ann@work.example.com', at(63));
      expect(await lists.claimEmailConfirmation(shopper, 'ann@work.example.com', at(64), limit)).toBeNull();
    });

    it('never passes the confirmation limit with claims racing on two connections', async () => {
      const shopper = await aShopper();
      await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(1), email: 'ann@example.com.au' });
      const other = second ? new SqlShopperLists(second) : lists;
      const claims = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 === 0 ? lists : other).claimEmailConfirmation(shopper, 'ann@example.com.au', at(2), { max: 5, windowMs: 3_600_000 }),
        ),
      );
      expect(claims.filter((n) => n !== null).sort()).toEqual([1, 2, 3, 4, 5]);
    });

    it('checks a saved search afresh when its alerts are switched on from off, and keeps its last check while they stay on', async () => {
      const shopper = await aShopper();
      const saved = await lists.saveSearch(shopper, aSearch('/search/mazda', { alerts: true }), 20);
      if (saved._tag !== 'Created') throw new Error('not created');
      const checkedAt = async () =>
        (await db.query<{ checked: boolean }>('SELECT checked_at IS NOT NULL AS checked FROM saved_searches WHERE id = $1', [saved.search.id]))[0]?.checked;
      const checked = () =>
        db.query(`UPDATE saved_searches SET checked_at = $2, seen_car_ids = '{11,12}' WHERE id = $1`, [saved.search.id, at(5).toISOString()]);
      await checked();
      // On while on (by id, or by saving the href again): the last check stands, so a car that arrived since is still new.
      await lists.setSearchAlerts(shopper, saved.search.id, true);
      await lists.saveSearch(shopper, aSearch('/search/mazda', { alerts: true }), 20);
      expect(await checkedAt()).toBe(true);
      // Off keeps it too; on again from off: the next check only records what matches (no burst of cars listed meanwhile).
      await lists.setSearchAlerts(shopper, saved.search.id, false);
      expect(await checkedAt()).toBe(true);
      await lists.setSearchAlerts(shopper, saved.search.id, true);
      expect(await checkedAt()).toBe(false);
      // The same by saving the href again with alerts on.
      await checked();
      await lists.setSearchAlerts(shopper, saved.search.id, false);
      await lists.saveSearch(shopper, aSearch('/search/mazda', { label: 'Mazdas', alerts: true }), 20);
      expect(await checkedAt()).toBe(false);
      // Renamed without a word about alerts: the check stands.
      await checked();
      await lists.saveSearch(shopper, aSearch('/search/mazda', { label: 'My Mazdas' }), 20);
      expect(await checkedAt()).toBe(true);
    });

    it('lists the unexpired sessions most recently used first, and ends only the shopper own', async () => {
      const [ann, bob] = [await aShopper(), await aShopper()];
      const sessions = [uuid(), uuid(), uuid()];
      await accounts.createSession({
        id: sessions[0]!,
        tokenHash: `hash-${sessions[0]}`,
        shopperId: ann,
        userAgent: 'Phone',
        createdAt: at(1),
        expiresAt: at(60),
      });
      await accounts.createSession({
        id: sessions[1]!,
        tokenHash: `hash-${sessions[1]}`,
        shopperId: ann,
        userAgent: null,
        createdAt: at(5),
        expiresAt: at(60),
      });
      await accounts.createSession({
        id: sessions[2]!,
        tokenHash: `hash-${sessions[2]}`,
        shopperId: ann,
        userAgent: 'Old',
        createdAt: at(0),
        expiresAt: at(2),
      });
      const listed = await lists.sessions(ann, at(10));
      expect(listed.map((s) => [s.id, s.user_agent])).toEqual([
        [sessions[1], null],
        [sessions[0], 'Phone'],
      ]);
      expect(listed[1]).toEqual({
        id: sessions[0],
        user_agent: 'Phone',
        created_at: at(1).toISOString(),
        last_seen_at: at(1).toISOString(),
        expires_at: at(60).toISOString(),
      });
      expect(await lists.endSession(bob, sessions[0]!)).toBe(false);
      expect(await lists.endSession(ann, sessions[0]!)).toBe(true);
      expect(await lists.endSession(ann, 'nonsense')).toBe(false);
      expect((await lists.sessions(ann, at(10))).map((s) => s.id)).toEqual([sessions[1]]);
    });

    it('deletes the shopper and every row kept of them, counting what went, and nobody else', async () => {
      const [ann, bob] = [await aShopper(), await aShopper()];
      for (const shopper of [ann, bob]) {
        await lists.saveCar(shopper, 1_001, at(1), 1_000, 100);
        await lists.saveCar(shopper, 1_002, at(2), 1_000, 100);
        await lists.saveSearch(shopper, aSearch('/search'), 20);
        await lists.changeAlerts(shopper, { _tag: 'On', consentText: 'I agree', at: at(1) });
        const session = uuid();
        await accounts.createSession({ id: session, tokenHash: `hash-${session}`, shopperId: shopper, userAgent: null, createdAt: at(1), expiresAt: at(60) });
      }
      const annPhone = (await lists.shopper(ann))!.phone;
      await accounts.insertCode({ id: uuid(), siteSlug: SITE, phone: annPhone, codeHash: 'x', clientIp: '10.0.0.1', createdAt: at(1), expiresAt: at(6) });
      expect(await lists.deleteShopper(ann)).toEqual({ watchlist: 2, saved_searches: 1, alerts: 1, sessions: 1 });
      for (const table of ['watchlist_items', 'saved_searches', 'alert_settings', 'shopper_sessions']) {
        expect(await countRows(table, ann)).toBe(0);
        expect(await countRows(table, bob)).toBe(1 + (table === 'watchlist_items' ? 1 : 0));
      }
      expect(await db.query('SELECT 1 FROM shoppers WHERE id = $1', [ann])).toEqual([]);
      expect(await db.query('SELECT 1 FROM sign_in_codes WHERE phone = $1', [annPhone])).toEqual([]);
      expect(await lists.deleteShopper(ann)).toBeNull();
    });
  });
}
