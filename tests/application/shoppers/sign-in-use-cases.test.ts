/**
 * Sign-in by phone, the use cases (issue 14; spec 1 §6 'Saving to the watchlist requires a
 * signed-in user with a phone number'; domain/shoppers/sign-in.ts ONE_TIME_CODE): on the real
 * store (PGlite in memory), the real node:crypto secrets and the real outbox SMS adapter, with
 * a clock the test moves.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NodeCryptoSecrets } from '../../../adapters/auth/node-crypto-secrets';
import { OutboxSmsSender, type OutboxSms } from '../../../adapters/notifications/outbox-sms-sender';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlShopperAccounts } from '../../../adapters/persistence/sql-shopper-accounts';
import { GetShopperSession } from '../../../application/shoppers/get-shopper-session.use-case';
import { RequestSignInCode } from '../../../application/shoppers/request-sign-in-code.use-case';
import { SignOut } from '../../../application/shoppers/sign-out.use-case';
import { VerifySignInCode, type SignedIn, type VerifySignInCodeFailure } from '../../../application/shoppers/verify-sign-in-code.use-case';
import { FakeClock } from '../leads/in-memory-leads';
import { inMemoryDatabase } from '../../adapters/http/support/test-server';

const HARBOUR = { slug: 'harbour-motors', name: 'Harbour Motors' };
const SUNSTATE = { slug: 'sunstate-motor-group', name: 'Sunstate Motor Group' };
const IP = '203.0.113.7';
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

/** The real secrets, counting the constant-time comparisons the use cases ask for. */
class CountingSecrets extends NodeCryptoSecrets {
  comparisons = 0;
  override equal(a: string, b: string): boolean {
    this.comparisons++;
    return super.equal(a, b);
  }
}

describe('sign-in by phone: the use cases', () => {
  let db: SqlDatabase;
  let dir: string;
  const clock = new FakeClock(new Date('2026-06-01T00:00:00Z'));
  const secrets = new CountingSecrets({ secret: SECRET });
  let accounts: SqlShopperAccounts;
  let requestCode: RequestSignInCode;
  let verify: VerifySignInCode;
  let session: GetShopperSession;
  let signOut: SignOut;
  let phones = 0;
  /** A number no other test has used: '0421 000 001', … */
  const newPhone = () => `0421 000 ${String(++phones).padStart(3, '0')}`;
  const e164 = (phone: string) => `+61${phone.replace(/\s/g, '').slice(1)}`;

  beforeAll(async () => {
    db = await inMemoryDatabase();
    dir = mkdtempSync(join(tmpdir(), 'caryard-sign-in-'));
    accounts = new SqlShopperAccounts(db);
    const sms = new OutboxSmsSender({ dir, now: () => clock.now() });
    requestCode = new RequestSignInCode({ accounts, secrets, sms, clock });
    verify = new VerifySignInCode({ accounts, secrets, clock });
    session = new GetShopperSession({ accounts, secrets, clock });
    signOut = new SignOut({ accounts, secrets });
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock.advance(2 * 24 * 3_600_000);
  });

  /** The newest SMS the outbox holds for a number. */
  function smsTo(phone: string): OutboxSms {
    const all = readdirSync(dir)
      .filter((name) => name.startsWith('sms-sign-in-'))
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxSms)
      .filter((sms) => sms.to === e164(phone))
      .sort((a, b) => b.created.localeCompare(a.created));
    if (!all[0]) throw new Error(`no SMS to ${phone}`);
    return all[0];
  }
  const codeTo = (phone: string) => /^(\d{6}) /.exec(smsTo(phone).body)![1]!;

  async function ask(phone: string, site = HARBOUR, clientIp = IP) {
    return requestCode.execute({ site, phone, clientIp })();
  }
  async function askOk(phone: string, site = HARBOUR, clientIp = IP) {
    const answer = await ask(phone, site, clientIp);
    if (E.isLeft(answer)) throw new Error(`request-code refused: ${answer.left.message}`);
    return answer.right;
  }
  const check = (phone: string, code: string, site = HARBOUR) => verify.execute({ site, phone, code, userAgent: 'Vitest' })();
  const failureOf = (answer: E.Either<VerifySignInCodeFailure, SignedIn>) => (E.isLeft(answer) ? answer.left : null);

  it('texts a six-digit code from the site, and answers the number as a person reads it', async () => {
    const phone = newPhone();
    expect(await askOk(phone)).toEqual({ sent: true, phone_display: phone, expires_in_seconds: 300, resend_after_seconds: 30 });
    const sms = smsTo(phone);
    expect(sms.from).toBe('HarbourMtrs');
    expect(sms.body).toMatch(/^\d{6} is your Harbour Motors sign-in code\. It expires in 5 minutes\. Never share this code\.$/);
    expect(sms.message_id).toMatch(/^sign-in-[0-9a-f-]{36}$/);
  });

  it('the database never holds the code: only its keyed hash', async () => {
    const phone = newPhone();
    await askOk(phone);
    const code = codeTo(phone);
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM sign_in_codes WHERE phone = $1', [e164(phone)]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(code);
    expect(rows[0]!.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same code under another key hashes otherwise: a copy of the rows alone reveals nothing.
    const other = new NodeCryptoSecrets({ secret: `${SECRET}-other` });
    expect(other.hash('sign-in-code', `${String(rows[0]!.id)}:${code}`)).not.toBe(rows[0]!.code_hash);
    expect(secrets.hash('sign-in-code', `${String(rows[0]!.id)}:${code}`)).toBe(rows[0]!.code_hash);
  });

  it('refuses a number that is no Australian mobile, storing and sending nothing', async () => {
    const before = readdirSync(dir).length;
    for (const phone of ['02 9876 5432', '1300 123 456', 'call me', '', null, 412345678, '+44 7700 900123']) {
      const answer = await ask(phone as string);
      expect(answer).toEqual(E.left({ code: 'AUTH.PHONE_INVALID', field: 'phone', message: 'Please enter an Australian mobile number, like 0412 345 678.' }));
    }
    expect(readdirSync(dir).length).toBe(before);
  });

  it('a new code for the same number waits 30 seconds, and says how long is left', async () => {
    const phone = newPhone();
    await askOk(phone);
    clock.advance(12_000);
    expect(await ask(phone)).toEqual(
      E.left({ code: 'AUTH.TOO_MANY_CODES', retryAfterSeconds: 18, message: 'A code was sent a moment ago. You can ask for a new one in 18 seconds.' }),
    );
    clock.advance(18_000);
    await askOk(phone);
  });

  it('at most 5 codes a number an hour, counted from the stored codes', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      await askOk(phone);
      clock.advance(60_000);
    }
    // The first went 5 minutes ago: the window frees in 55 minutes.
    const refused = await ask(phone);
    expect(refused).toEqual(
      E.left({ code: 'AUTH.TOO_MANY_CODES', retryAfterSeconds: 55 * 60, message: 'Too many codes were sent to this number. Please try again in 55 minutes.' }),
    );
    // The same number on another dealer site is another shopper, with its own count.
    await askOk(phone, SUNSTATE, '198.51.100.1');
    clock.advance(55 * 60_000);
    await askOk(phone);
  });

  it('at most 20 codes an address an hour, whatever the numbers and sites', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < 20; i++) await askOk(newPhone(), i % 2 === 0 ? HARBOUR : SUNSTATE, address);
    const refused = await ask(newPhone(), HARBOUR, address);
    expect(E.isLeft(refused) && refused.left).toMatchObject({
      code: 'AUTH.TOO_MANY_CODES',
      message: 'Too many codes were asked for from your connection. Please try again in 60 minutes.',
    });
    // Another address is not held back.
    await askOk(newPhone(), HARBOUR, '192.0.2.45');
  });

  it('codes older than a day are swept when a new one is asked for', async () => {
    await askOk(newPhone());
    const old = clock.now();
    clock.advance(24 * 3_600_000 + 1000);
    await askOk(newPhone());
    const left = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM sign_in_codes WHERE created_at <= $1::timestamptz', [old.toISOString()]);
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('the right code signs in: a shopper for the number and a session whose token is stored hashed', async () => {
    const phone = newPhone();
    await askOk(phone);
    const signedIn = await check(phone, codeTo(phone));
    expect(E.isRight(signedIn)).toBe(true);
    if (E.isLeft(signedIn)) return;
    const { token, shopper, expiresAt } = signedIn.right;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shopper).toMatchObject({ siteSlug: HARBOUR.slug, phone: e164(phone), email: null });
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(30 * 24 * 3_600_000);
    const stored = await db.query<Record<string, unknown>>('SELECT * FROM shopper_sessions WHERE shopper_id = $1', [shopper.id]);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored[0])).not.toContain(token);
    expect(stored[0]!.user_agent).toBe('Vitest');
    expect(await session.execute({ site: HARBOUR, token })()).toEqual(
      E.right({ shopper_id: shopper.id, session_id: signedIn.right.sessionId, site_slug: HARBOUR.slug, phone: e164(phone), email: null }),
    );
  });

  it('a code typed with a space still reads, and every check is a constant-time comparison', async () => {
    const phone = newPhone();
    await askOk(phone);
    const code = codeTo(phone);
    const before = secrets.comparisons;
    const wrong = code === '111111' ? '222222' : '111111';
    expect(failureOf(await check(phone, wrong))?.code).toBe('AUTH.CODE_WRONG');
    expect(E.isRight(await check(phone, `${code.slice(0, 3)} ${code.slice(3)}`))).toBe(true);
    expect(secrets.comparisons - before).toBe(2);
  });

  it('a wrong code then the right one: the tries left are told, then signed in', async () => {
    const phone = newPhone();
    await askOk(phone);
    const code = codeTo(phone);
    const wrong = code === '000000' ? '999999' : '000000';
    expect(failureOf(await check(phone, wrong))).toEqual({ code: 'AUTH.CODE_WRONG', triesLeft: 4, message: 'That code is not right. 4 tries left.' });
    expect(failureOf(await check(phone, wrong))).toEqual({ code: 'AUTH.CODE_WRONG', triesLeft: 3, message: 'That code is not right. 3 tries left.' });
    expect(E.isRight(await check(phone, code))).toBe(true);
  });

  it('5 wrong codes spend the code: even the right one is refused after', async () => {
    const phone = newPhone();
    await askOk(phone);
    const code = codeTo(phone);
    const wrong = code === '000000' ? '999999' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(failureOf(await check(phone, wrong))?.code);
    expect(codes).toEqual(['AUTH.CODE_WRONG', 'AUTH.CODE_WRONG', 'AUTH.CODE_WRONG', 'AUTH.CODE_WRONG', 'AUTH.TOO_MANY_ATTEMPTS']);
    expect(failureOf(await check(phone, wrong))?.message).toMatch(/ask for a new one/);
    expect(failureOf(await check(phone, code))?.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
    // A new code (after the 30 s) works again.
    clock.advance(30_000);
    await askOk(phone);
    expect(E.isRight(await check(phone, codeTo(phone)))).toBe(true);
  });

  it('10 wrong tries at once never count past the limit', async () => {
    const phone = newPhone();
    await askOk(phone);
    const code = codeTo(phone);
    const wrong = code === '000000' ? '999999' : '000000';
    const answers = await Promise.all(Array.from({ length: 10 }, () => check(phone, wrong)));
    const codes = answers.map((a) => failureOf(a)?.code);
    expect(codes.filter((c) => c === 'AUTH.CODE_WRONG').length).toBeLessThanOrEqual(4);
    expect(codes.every((c) => c === 'AUTH.CODE_WRONG' || c === 'AUTH.TOO_MANY_ATTEMPTS')).toBe(true);
    const rows = await db.query<{ attempts: number }>('SELECT attempts FROM sign_in_codes WHERE phone = $1', [e164(phone)]);
    expect(rows[0]!.attempts).toBe(5);
  });

  it('a code expires after 5 minutes', async () => {
    const phone = newPhone();
    await askOk(phone);
    const code = codeTo(phone);
    clock.advance(5 * 60_000 - 1000);
    const inTime = phone;
    expect(failureOf(await check(inTime, code === '000000' ? '999999' : '000000'))?.code).toBe('AUTH.CODE_WRONG');
    clock.advance(1000);
    expect(failureOf(await check(phone, code))).toEqual({ code: 'AUTH.CODE_EXPIRED', message: 'That code has expired. Please ask for a new one.' });
  });

  it('a newer code replaces an older one; a used code does not sign in twice; a number with no code is told so', async () => {
    const phone = newPhone();
    expect(failureOf(await check(phone, '123456'))?.code).toBe('AUTH.NO_CODE');
    await askOk(phone);
    const first = codeTo(phone);
    clock.advance(30_000);
    await askOk(phone);
    const second = codeTo(phone);
    if (first !== second) expect(failureOf(await check(phone, first))?.code).toBe('AUTH.CODE_WRONG');
    expect(E.isRight(await check(phone, second))).toBe(true);
    expect(failureOf(await check(phone, second))).toEqual({ code: 'AUTH.CODE_EXPIRED', message: 'That code has been used already. Please ask for a new one.' });
  });

  it('the same phone signs in as the same shopper on its site, and as another on another site', async () => {
    const phone = newPhone();
    const signIn = async (site = HARBOUR) => {
      clock.advance(31_000);
      await askOk(phone, site);
      const answer = await check(phone, codeTo(phone), site);
      if (E.isLeft(answer)) throw new Error(answer.left.message);
      return answer.right;
    };
    const one = await signIn();
    const two = await signIn();
    const there = await signIn(SUNSTATE);
    expect(two.shopper.id).toBe(one.shopper.id);
    expect(there.shopper.id).not.toBe(one.shopper.id);
    expect(two.token).not.toBe(one.token);
    // A session is its site's only.
    expect(await session.execute({ site: SUNSTATE, token: one.token })()).toEqual(E.right(null));
    expect(await session.execute({ site: HARBOUR, token: there.token })()).toEqual(E.right(null));
  });

  it('a session slides: used within 30 days it lives on, refreshed in the store at most once an hour', async () => {
    const phone = newPhone();
    await askOk(phone);
    const signedIn = await check(phone, codeTo(phone));
    if (E.isLeft(signedIn)) throw new Error(signedIn.left.message);
    const { token, sessionId } = signedIn.right;
    const stored = async () =>
      (await db.query<{ last_seen_at: Date; expires_at: Date }>('SELECT last_seen_at, expires_at FROM shopper_sessions WHERE id = $1', [sessionId]))[0]!;
    const created = await stored();
    clock.advance(30 * 60_000);
    expect(E.isRight(await session.execute({ site: HARBOUR, token })())).toBe(true);
    expect(new Date((await stored()).last_seen_at).getTime()).toBe(new Date(created.last_seen_at).getTime());
    clock.advance(31 * 60_000);
    expect(E.isRight(await session.execute({ site: HARBOUR, token })())).toBe(true);
    const touched = await stored();
    expect(new Date(touched.last_seen_at).getTime()).toBe(clock.now().getTime());
    expect(new Date(touched.expires_at).getTime()).toBe(clock.now().getTime() + 30 * 24 * 3_600_000);
    clock.advance(30 * 24 * 3_600_000);
    expect(await session.execute({ site: HARBOUR, token })()).toEqual(E.right(null));
  });

  it('signing out ends the session; an unknown or malformed token is no session', async () => {
    const phone = newPhone();
    await askOk(phone);
    const signedIn = await check(phone, codeTo(phone));
    if (E.isLeft(signedIn)) throw new Error(signedIn.left.message);
    expect(await signOut.execute({ token: signedIn.right.token })()).toEqual(E.right(true));
    expect(await session.execute({ site: HARBOUR, token: signedIn.right.token })()).toEqual(E.right(null));
    expect(await signOut.execute({ token: signedIn.right.token })()).toEqual(E.right(false));
    expect(await signOut.execute({ token: null })()).toEqual(E.right(false));
    for (const token of [null, undefined, '', 'short', 'A'.repeat(43), `${'A'.repeat(42)}=`]) {
      expect(await session.execute({ site: HARBOUR, token })()).toEqual(E.right(null));
    }
  });

  it('a text message that cannot be sent voids its code and asks for a minute', async () => {
    const failing = new RequestSignInCode({ accounts, secrets, sms: new OutboxSmsSender({ dir: '/dev/null/outbox' }), clock });
    const phone = newPhone();
    expect(await failing.execute({ site: HARBOUR, phone, clientIp: IP })()).toEqual(
      E.left({ code: 'SMS.UNAVAILABLE', message: 'We could not send the text message just now. Please try again in a minute.' }),
    );
    // Whatever the code was, it cannot sign in.
    const rows = await db.query<{ expires_at: Date; created_at: Date }>('SELECT created_at, expires_at FROM sign_in_codes WHERE phone = $1', [e164(phone)]);
    expect(new Date(rows[0]!.expires_at).getTime()).toBe(new Date(rows[0]!.created_at).getTime());
    expect(failureOf(await check(phone, '123456'))?.code).toBe('AUTH.CODE_EXPIRED');
  });

  it('refuses a code that is not six digits before looking anything up', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '', null, 123456]) {
      expect(failureOf(await check(newPhone(), code as string))).toEqual({
        code: 'AUTH.CODE_INVALID',
        field: 'code',
        message: 'Please enter the 6-digit code from the text message.',
      });
    }
  });
});

describe('node:crypto secrets', () => {
  const secrets = new NodeCryptoSecrets({ secret: SECRET });

  it('codes are six digits, leading zeros kept, spread over every digit', () => {
    const codes = Array.from({ length: 3000 }, () => secrets.oneTimeCode(6));
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(2950);
  });

  it('tokens are 32 random bytes in base64url and never repeat; ids are UUIDs', () => {
    const tokens = new Set(Array.from({ length: 500 }, () => secrets.sessionToken()));
    expect(tokens.size).toBe(500);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(secrets.newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('hashes are keyed, kept apart by purpose, and compared equal only when equal', () => {
    const hash = secrets.hash('session', 'token');
    expect(secrets.hash('session', 'token')).toBe(hash);
    expect(new NodeCryptoSecrets({ secret: `${SECRET}!` }).hash('session', 'token')).not.toBe(hash);
    expect(secrets.hash('sign-in-code', 'token')).not.toBe(hash);
    expect(secrets.hash('a', 'b:c')).not.toBe(secrets.hash('a:b', 'c'));
    expect(secrets.equal(hash, secrets.hash('session', 'token'))).toBe(true);
    expect(secrets.equal(hash, secrets.hash('session', 'token2'))).toBe(false);
    expect(secrets.equal(hash, hash.slice(1))).toBe(false);
  });

  it('refuses a short key', () => {
    expect(() => new NodeCryptoSecrets({ secret: 'short' })).toThrow(/at least 32/);
  });
});
