/**
 * The sign-in store (issue 14, migration 011; application/shoppers/shopper-accounts.port.ts) on
 * a real engine: codes counted per number and per address in their window, a wrong try counted
 * in one statement (concurrent guesses — from other instances too — never count past the
 * limit), a new code counted against its limits and stored atomically (simultaneous requests
 * for one number or from one address, on every instance, cannot slip past ONE_TIME_CODE's
 * limits — review of issue 14), a code used once, one shopper per (site, phone) however many
 * instances create it, sessions found by their token hash, slid, deleted and swept.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeCryptoSecrets } from '../../../adapters/auth/node-crypto-secrets';
import { OutboxSmsSender } from '../../../adapters/notifications/outbox-sms-sender';
import { migrate } from '../../../adapters/persistence/migrator';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlShopperAccounts } from '../../../adapters/persistence/sql-shopper-accounts';
import { RequestSignInCode } from '../../../application/shoppers/request-sign-in-code.use-case';
import type { CodeCount, NewSignInCode } from '../../../application/shoppers/shopper-accounts.port';
import { FakeClock } from '../../application/leads/in-memory-leads';

export interface ShopperAccountsDatabases {
  /** A new, empty, not yet migrated database. */
  open(): Promise<SqlDatabase>;
  /** Other handles on the database `open` made last, as other server instances would hold; [] when the engine has one handle only (PGlite). */
  others(count: number): Promise<SqlDatabase[]>;
}

const T0 = new Date('2026-06-01T00:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let numbers = 0;
/** A mobile no other test has used. */
const newPhone = () => `+61430${String(++numbers).padStart(6, '0')}`;

function aCode(overrides: Partial<NewSignInCode> = {}): NewSignInCode {
  return {
    id: randomUUID(),
    siteSlug: 'harbour-motors',
    phone: newPhone(),
    codeHash: `hash-${randomUUID()}`,
    clientIp: '203.0.113.9',
    createdAt: T0,
    expiresAt: at(300),
    ...overrides,
  };
}

export function shopperAccountsContract(engine: string, databases: ShopperAccountsDatabases): void {
  describe(`${engine}: shopper accounts`, () => {
    let db: SqlDatabase;
    let accounts: SqlShopperAccounts;
    let others: SqlShopperAccounts[] = [];
    let handles: SqlDatabase[] = [];

    beforeAll(async () => {
      db = await databases.open();
      expect(await migrate(db)).toContain('011');
      accounts = new SqlShopperAccounts(db);
      handles = await databases.others(4);
      others = handles.map((h) => new SqlShopperAccounts(h));
    });
    afterAll(async () => {
      await Promise.all(handles.map((h) => h.close()));
      await db?.close();
    });

    /** Every instance's store: this one and the others on the same database. */
    const everyInstance = () => [accounts, ...others];

    it('stores a code and answers the newest of a number, with its times and no tries yet', async () => {
      const older = aCode();
      const newer = aCode({ phone: older.phone, createdAt: at(40), expiresAt: at(340) });
      await accounts.insertCode(older);
      await accounts.insertCode(newer);
      await accounts.insertCode(aCode({ phone: older.phone, siteSlug: 'sunstate-motor-group', createdAt: at(80) }));
      expect(await accounts.latestCode('harbour-motors', older.phone)).toEqual({ ...newer, attempts: 0, usedAt: null });
      expect(await accounts.latestCode('harbour-motors', newPhone())).toBeNull();
    });

    it('counts the codes of a number on its site, and of an address on every site, in their window', async () => {
      const phone = newPhone();
      const ip = '198.51.100.23';
      await accounts.insertCode(aCode({ phone, clientIp: ip, createdAt: at(0) }));
      await accounts.insertCode(aCode({ phone, clientIp: ip, createdAt: at(100) }));
      await accounts.insertCode(aCode({ phone, clientIp: ip, createdAt: at(200) }));
      await accounts.insertCode(aCode({ phone, clientIp: ip, createdAt: at(300), siteSlug: 'bayside-pre-owned' }));
      expect(await accounts.countCodesForNumber('harbour-motors', phone, at(-1))).toEqual({ count: 3, oldest: at(0), newest: at(200) });
      // The window is (since, now]: a code exactly at `since` has left it.
      expect(await accounts.countCodesForNumber('harbour-motors', phone, at(0))).toEqual({ count: 2, oldest: at(100), newest: at(200) });
      expect(await accounts.countCodesForNumber('harbour-motors', phone, at(500))).toEqual({ count: 0, oldest: null, newest: null });
      expect((await accounts.countCodesFromAddress(ip, at(-1))).count).toBe(4);
      expect((await accounts.countCodesFromAddress('198.51.100.24', at(-1))).count).toBe(0);
    });

    it('stores a new code only when the judge of its limits lets it, counting in the windows asked for', async () => {
      const phone = newPhone();
      const ip = '198.51.100.31';
      await accounts.insertCode(aCode({ phone, clientIp: ip, createdAt: at(0) }));
      await accounts.insertCode(aCode({ phone: newPhone(), clientIp: ip, createdAt: at(10) }));
      const seen: Array<[CodeCount, CodeCount]> = [];
      const limits = (max: number) => ({
        numberSince: at(-1),
        addressSince: at(-1),
        judge: (forNumber: CodeCount, fromAddress: CodeCount) => {
          seen.push([forNumber, fromAddress]);
          return forNumber.count >= max ? `number full at ${forNumber.count}` : null;
        },
      });
      const refused = aCode({ phone, clientIp: ip, createdAt: at(20) });
      expect(await accounts.insertCodeWithinLimits(refused, limits(1))).toEqual({ inserted: false, refusal: 'number full at 1' });
      expect(seen[0]).toEqual([
        { count: 1, oldest: at(0), newest: at(0) },
        { count: 2, oldest: at(0), newest: at(10) },
      ]);
      expect(await accounts.countCodesForNumber('harbour-motors', phone, at(-1))).toEqual({ count: 1, oldest: at(0), newest: at(0) });
      const allowed = aCode({ phone, clientIp: ip, createdAt: at(20) });
      expect(await accounts.insertCodeWithinLimits(allowed, limits(2))).toEqual({ inserted: true });
      expect(await accounts.latestCode('harbour-motors', phone)).toEqual({ ...allowed, attempts: 0, usedAt: null });
      // A judge that throws (a bug) stores nothing and passes the error on.
      const broken = aCode({ phone, clientIp: ip, createdAt: at(30) });
      await expect(
        accounts.insertCodeWithinLimits(broken, {
          numberSince: at(-1),
          addressSince: at(-1),
          judge: () => {
            throw new Error('judge broke');
          },
        }),
      ).rejects.toThrow('judge broke');
      expect((await accounts.latestCode('harbour-motors', phone))?.id).toBe(allowed.id);
    });

    describe('simultaneous requests for a code, on every instance (review of issue 14)', () => {
      let outbox: string;
      const clock = new FakeClock(T0);
      const secrets = new NodeCryptoSecrets({ secret: 'a-contract-secret-of-at-least-thirty-two-characters' });
      const HARBOUR = { slug: 'harbour-motors', name: 'Harbour Motors' };
      /** One RequestSignInCode per instance, each on its own store, all sending into one outbox. */
      const requestCodes = () => {
        const sms = new OutboxSmsSender({ dir: outbox, now: () => clock.now() });
        return everyInstance().map((store) => new RequestSignInCode({ accounts: store, secrets, sms, clock }));
      };
      const smsFiles = () => readdirSync(outbox).filter((name) => name.startsWith('sms-sign-in-'));

      beforeAll(() => {
        outbox = mkdtempSync(join(tmpdir(), 'caryard-code-race-'));
      });
      afterAll(() => rmSync(outbox, { recursive: true, force: true }));

      it('10 requests for one number at once store one code and send one SMS: the others wait out the resend gap', async () => {
        const phone = newPhone();
        const before = smsFiles().length;
        const instances = requestCodes();
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => instances[i % instances.length]!.execute({ site: HARBOUR, phone, clientIp: `192.0.2.${i + 1}` })()),
        );
        expect(answers.filter(E.isRight)).toHaveLength(1);
        const refusals = answers.flatMap((a) => (E.isLeft(a) ? [a.left] : []));
        expect(refusals).toHaveLength(9);
        for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'AUTH.TOO_MANY_CODES', retryAfterSeconds: 30 });
        const rows = await db.query<{ id: string }>('SELECT id FROM sign_in_codes WHERE site_slug = $1 AND phone = $2', ['harbour-motors', phone]);
        expect(rows).toHaveLength(1);
        expect(smsFiles().length - before).toBe(1);
        expect(smsFiles()).toContain(`sms-sign-in-${rows[0]!.id}.json`);
      });

      it('25 requests from one address for 25 numbers at once store 20 codes and send 20 SMS', async () => {
        const ip = '192.0.2.200';
        const before = smsFiles().length;
        const instances = requestCodes();
        const answers = await Promise.all(
          Array.from({ length: 25 }, (_, i) => instances[i % instances.length]!.execute({ site: HARBOUR, phone: newPhone(), clientIp: ip })()),
        );
        expect(answers.filter(E.isRight)).toHaveLength(20);
        for (const answer of answers.filter(E.isLeft)) {
          expect(answer.left).toMatchObject({ code: 'AUTH.TOO_MANY_CODES', message: expect.stringContaining('from your connection') });
        }
        expect((await accounts.countCodesFromAddress(ip, at(-1))).count).toBe(20);
        expect(smsFiles().length - before).toBe(20);
      });
    });

    it('a wrong try is counted up to the limit, and never on a used code', async () => {
      const code = aCode();
      await accounts.insertCode(code);
      const counted = [];
      for (let i = 0; i < 6; i++) counted.push(await accounts.recordWrongAttempt(code.id, 5));
      expect(counted).toEqual([
        { counted: true, attempts: 1 },
        { counted: true, attempts: 2 },
        { counted: true, attempts: 3 },
        { counted: true, attempts: 4 },
        { counted: true, attempts: 5 },
        { counted: false },
      ]);
      const used = aCode();
      await accounts.insertCode(used);
      expect(await accounts.useCode(used.id, at(10), 5)).toBe(true);
      expect(await accounts.recordWrongAttempt(used.id, 5)).toEqual({ counted: false });
    });

    it('10 wrong tries at once, from every instance, never count past the limit', async () => {
      const code = aCode();
      await accounts.insertCode(code);
      const stores = everyInstance();
      const tries = await Promise.all(Array.from({ length: 10 }, (_, i) => stores[i % stores.length]!.recordWrongAttempt(code.id, 5)));
      expect(tries.filter((t) => t.counted)).toHaveLength(5);
      expect(tries.flatMap((t) => (t.counted ? [t.attempts] : [])).sort()).toEqual([1, 2, 3, 4, 5]);
      expect((await accounts.latestCode(code.siteSlug, code.phone))?.attempts).toBe(5);
    });

    it('a code is used once, however many instances try at the same moment', async () => {
      const code = aCode();
      await accounts.insertCode(code);
      const stores = everyInstance();
      const used = await Promise.all(Array.from({ length: 6 }, (_, i) => stores[i % stores.length]!.useCode(code.id, at(30), 5)));
      expect(used.filter(Boolean)).toHaveLength(1);
      expect((await accounts.latestCode(code.siteSlug, code.phone))?.usedAt).toEqual(at(30));
    });

    it('an expired, voided or spent code cannot be used', async () => {
      const expired = aCode();
      await accounts.insertCode(expired);
      expect(await accounts.useCode(expired.id, at(300), 5)).toBe(false);
      const voided = aCode();
      await accounts.insertCode(voided);
      await accounts.expireCode(voided.id, at(1));
      expect((await accounts.latestCode(voided.siteSlug, voided.phone))?.expiresAt).toEqual(at(1));
      expect(await accounts.useCode(voided.id, at(2), 5)).toBe(false);
      const spent = aCode();
      await accounts.insertCode(spent);
      for (let i = 0; i < 5; i++) await accounts.recordWrongAttempt(spent.id, 5);
      expect(await accounts.useCode(spent.id, at(10), 5)).toBe(false);
    });

    it('sweeps old codes a bounded slice at a time', async () => {
      const old = Array.from({ length: 5 }, (_, i) => aCode({ createdAt: new Date(at(-90_000).getTime() + i * 1000), siteSlug: 'sweep-site' }));
      for (const code of old) await accounts.insertCode(code);
      const fresh = aCode({ siteSlug: 'sweep-site' });
      await accounts.insertCode(fresh);
      const before = at(-86_400);
      expect(await accounts.deleteCodesCreatedBefore(before, 3)).toBe(3);
      await accounts.deleteCodesCreatedBefore(before, 100);
      const left = await db.query<{ id: string }>("SELECT id FROM sign_in_codes WHERE site_slug = 'sweep-site'");
      expect(left.map((r) => r.id)).toEqual([fresh.id]);
    });

    it('one shopper per site and phone, even when every instance creates it at once', async () => {
      const phone = newPhone();
      const stores = everyInstance();
      const made = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          stores[i % stores.length]!.findOrCreateShopper({ id: randomUUID(), siteSlug: 'harbour-motors', phone, email: null, createdAt: at(i) }),
        ),
      );
      expect(new Set(made.map((s) => s.id)).size).toBe(1);
      const again = await accounts.findOrCreateShopper({ id: randomUUID(), siteSlug: 'harbour-motors', phone, email: null, createdAt: at(99) });
      expect(again).toEqual(made[0]);
      const elsewhere = await accounts.findOrCreateShopper({ id: randomUUID(), siteSlug: 'sunstate-motor-group', phone, email: null, createdAt: at(0) });
      expect(elsewhere.id).not.toBe(again.id);
    });

    it('refuses a shopper whose phone is no E.164 Australian mobile', async () => {
      await expect(
        accounts.findOrCreateShopper({ id: randomUUID(), siteSlug: 'harbour-motors', phone: '0412345678', email: null, createdAt: T0 }),
      ).rejects.toThrow();
      await expect(
        accounts.findOrCreateShopper({ id: randomUUID(), siteSlug: 'harbour-motors', phone: '+61298765432', email: null, createdAt: T0 }),
      ).rejects.toThrow();
    });

    it('finds a session by its token hash with its shopper, slides it, deletes it', async () => {
      const shopper = await accounts.findOrCreateShopper({ id: randomUUID(), siteSlug: 'harbour-motors', phone: newPhone(), email: null, createdAt: T0 });
      const id = randomUUID();
      const tokenHash = `session-${randomUUID()}`;
      await accounts.createSession({ id, tokenHash, shopperId: shopper.id, userAgent: 'Firefox', createdAt: at(0), expiresAt: at(1000) });
      expect(await accounts.findSession(tokenHash)).toEqual({
        session: { id, shopperId: shopper.id, userAgent: 'Firefox', createdAt: at(0), lastSeenAt: at(0), expiresAt: at(1000) },
        shopper,
      });
      expect(await accounts.findSession('no-such-hash')).toBeNull();
      await accounts.touchSession(id, at(500), at(2000));
      expect((await accounts.findSession(tokenHash))?.session).toMatchObject({ lastSeenAt: at(500), expiresAt: at(2000), createdAt: at(0) });
      // A token hash is one session's only.
      await expect(
        accounts.createSession({ id: randomUUID(), tokenHash, shopperId: shopper.id, userAgent: null, createdAt: at(0), expiresAt: at(1000) }),
      ).rejects.toThrow();
      expect(await accounts.deleteSessionByTokenHash(tokenHash)).toBe(true);
      expect(await accounts.deleteSessionByTokenHash(tokenHash)).toBe(false);
      expect(await accounts.findSession(tokenHash)).toBeNull();
    });

    it('sweeps expired sessions a bounded slice at a time, and a deleted shopper takes its sessions along', async () => {
      const shopper = await accounts.findOrCreateShopper({ id: randomUUID(), siteSlug: 'harbour-motors', phone: newPhone(), email: null, createdAt: T0 });
      const expired = Array.from({ length: 4 }, () => `expired-${randomUUID()}`);
      for (const [i, tokenHash] of expired.entries())
        await accounts.createSession({ id: randomUUID(), tokenHash, shopperId: shopper.id, userAgent: null, createdAt: at(-100), expiresAt: at(-10 + i) });
      const live = `live-${randomUUID()}`;
      await accounts.createSession({ id: randomUUID(), tokenHash: live, shopperId: shopper.id, userAgent: null, createdAt: at(0), expiresAt: at(1000) });
      expect(await accounts.deleteExpiredSessions(at(0), 2)).toBe(2);
      await accounts.deleteExpiredSessions(at(0), 100);
      for (const tokenHash of expired) expect(await accounts.findSession(tokenHash)).toBeNull();
      expect(await accounts.findSession(live)).not.toBeNull();
      await db.query('DELETE FROM shoppers WHERE id = $1', [shopper.id]);
      expect(await accounts.findSession(live)).toBeNull();
    });
  });
}
