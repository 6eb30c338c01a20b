/**
 * Sign-in by phone over the real HTTP server (issue 14; application/shoppers/shopper-contract.ts;
 * spec 1 §6 'Saving to the watchlist requires a signed-in user with a phone number'): the code
 * read from the SMS the outbox adapter wrote, the session cookie and its attributes, CSRF
 * refusals, sign-out, sessions kept to their own site, and every refusal in the contract's shape.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxSmsSender } from '../../../adapters/notifications/outbox-sms-sender';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import type { RequestCodeAnswer, SessionAnswer } from '../../../application/shoppers/shopper-contract';
import { buildHttpApp } from '../../../config/app';
import type { TrustProxy } from '../../../adapters/http/http-server';
import type { CaryardCore } from '../../../config/core';
import { PORTS } from '../../../config/ports';
import { SESSION_COOKIE } from '../../../domain/shoppers/sign-in';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { launchChromium } from '../../e2e/support/browser';
import { codeOf, cookieHeaderOf, latestSignInSms, mergeCookies, postJson, signInBrowser, signInShopper } from './support/sign-in';
import { buildTestCore, startTestServer, type TestServer } from './support/test-server';

const HARBOUR = 'harbour-motors';
const SUNSTATE = 'sunstate-motor-group';
const NOW = new Date('2026-06-01T02:00:00Z');

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string>; retry_after_seconds?: number };
}

/** The attributes of the Set-Cookie line of `name`, lower-cased keys ('httponly' → ''). */
function cookieAttributes(response: HttpResponse, name: string): Map<string, string> | null {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) return null;
  return new Map(
    line
      .split(';')
      .slice(1)
      .map((part) => {
        const [key = '', ...value] = part.trim().split('=');
        return [key.toLowerCase(), value.join('=')] as const;
      }),
  );
}

describe('sign-in by phone over HTTP', () => {
  let server: TestServer;
  const clock = new FakeClock(NOW);
  let phones = 0;
  /** A number no other test has used: the per-number limits stay out of the way. */
  const newPhone = () => `0413 ${String(100 + ++phones).padStart(3, '0')} 000`;
  const e164 = (phone: string) => `+61${phone.replace(/\s/g, '').slice(1)}`;

  beforeAll(async () => {
    server = await startTestServer({ ssr: false, clock, rateLimits: { auth: { max: 100_000, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A browser's first visit: its CSRF cookie and token. */
  async function browser(slug = HARBOUR): Promise<{ cookie: string; csrf: string; answer: HttpResponse }> {
    const answer = await request(server.port, '/api/auth/session', { host: server.host(slug) });
    expect(answer.status, answer.text).toBe(200);
    return { cookie: cookieHeaderOf(answer.headers['set-cookie']), csrf: answer.json<SessionAnswer>().csrf_token, answer };
  }

  const sessionOf = (cookie: string, slug = HARBOUR) => request(server.port, '/api/auth/session', { host: server.host(slug), headers: { cookie } });

  it('signs in with the code from the text message and sets a session cookie', async () => {
    const first = await browser();
    const visitor = first.answer.json<SessionAnswer>();
    expect(visitor).toEqual({ signed_in: false, shopper: null, csrf_token: expect.any(String) });
    expect(first.answer.headers['cache-control']).toBe('no-store');
    const csrfCookie = cookieAttributes(first.answer, '_csrf');
    expect(csrfCookie?.has('httponly')).toBe(true);
    expect(csrfCookie?.get('samesite')).toBe('Lax');
    expect(csrfCookie?.get('path')).toBe('/');

    const phone = newPhone();
    const asked = await postJson(server, HARBOUR, '/api/auth/request-code', { phone }, first);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.json<RequestCodeAnswer>()).toEqual({ sent: true, phone_display: phone, expires_in_seconds: 300, resend_after_seconds: 30 });

    const sms = latestSignInSms(server, e164(phone));
    expect(sms).not.toBeNull();
    expect(sms!.from).toBe('HarbourMtrs');
    expect(sms!.message_id).toMatch(/^sign-in-[0-9a-f-]{36}$/);
    expect(sms!.body).toMatch(/^\d{6} is your Harbour Motors sign-in code\. It expires in 5 minutes\. Never share this code\.$/);

    const verified = await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code: codeOf(sms!) }, first);
    expect(verified.status, verified.text).toBe(200);
    const signedIn = verified.json<SessionAnswer>();
    expect(signedIn).toEqual({
      signed_in: true,
      shopper: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), phone: e164(phone), phone_display: phone, email: null },
      csrf_token: expect.any(String),
    });
    const attributes = cookieAttributes(verified, SESSION_COOKIE);
    expect(attributes?.has('httponly')).toBe(true);
    expect(attributes?.get('samesite')).toBe('Lax');
    expect(attributes?.get('path')).toBe('/');
    expect(attributes?.get('max-age')).toBe(String(30 * 24 * 60 * 60));
    expect(attributes?.has('secure')).toBe(false);

    const cookie = mergeCookies(first.cookie, verified.headers['set-cookie']);
    const after = await sessionOf(cookie);
    expect(after.json<SessionAnswer>()).toMatchObject({ signed_in: true, shopper: signedIn.shopper });
    expect(after.headers['cache-control']).toBe('no-store');
  });

  it('the same phone signs in as the same shopper, and a session token is never stored as it is', async () => {
    const phone = newPhone();
    const once = await signInShopper(server, HARBOUR, phone);
    clock.advance(60_000);
    const twice = await signInShopper(server, HARBOUR, phone);
    expect(twice.shopperId).toBe(once.shopperId);
    const token = /caryard_session=([^;]+)/.exec(twice.cookie)![1]!;
    const rows = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM shopper_sessions WHERE shopper_id = $1', [once.shopperId]);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('the sign-in helper signs in again and again on one number without waiting for the limits', async () => {
    const phone = newPhone();
    const ids = new Set<string>();
    for (let i = 0; i < 7; i++) ids.add((await signInShopper(server, HARBOUR, phone)).shopperId);
    expect(ids.size).toBe(1);
  });

  it('refuses a state-changing call without the CSRF header, with a wrong token, or from another origin', async () => {
    const { cookie, csrf } = await browser();
    const other = await browser();
    const body = JSON.stringify({ phone: newPhone() });
    const post = (headers: Record<string, string>) =>
      request(server.port, '/api/auth/request-code', {
        method: 'POST',
        host: server.host(HARBOUR),
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const refusals = [
      await post({ cookie }),
      await post({ cookie, 'x-csrf-token': 'not-a-token' }),
      await post({ cookie, 'x-csrf-token': other.csrf }),
      await post({ 'x-csrf-token': csrf }),
      await post({ cookie, 'x-csrf-token': csrf, origin: 'https://evil.example' }),
      await post({ cookie, 'x-csrf-token': csrf, origin: `http://${server.host(SUNSTATE)}` }),
      await post({ cookie, 'x-csrf-token': csrf, origin: 'null' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status, refusal.text).toBe(403);
      expect(errorShapeProblem(refusal.text)).toBeNull();
      expect(refusal.json<ErrorAnswer>().error).toEqual({
        code: 'CSRF.INVALID',
        message: 'This request was refused for your security. Please reload the page and try again.',
      });
    }
    const ok = await post({ cookie, 'x-csrf-token': csrf, origin: `http://${server.host(HARBOUR)}` });
    expect(ok.status, ok.text).toBe(200);
    const signOut = await postJson(server, HARBOUR, '/api/auth/sign-out', {}, { cookie });
    expect(signOut.status).toBe(403);
  });

  it('signing out ends the session and clears the cookie', async () => {
    const shopper = await signInShopper(server, HARBOUR, newPhone());
    expect((await sessionOf(shopper.cookie)).json<SessionAnswer>().signed_in).toBe(true);
    const out = await postJson(server, HARBOUR, '/api/auth/sign-out', {}, shopper);
    expect(out.status, out.text).toBe(200);
    expect(out.json()).toEqual({ signed_in: false });
    const cleared = cookieAttributes(out, SESSION_COOKIE);
    expect(cleared?.get('expires')).toMatch(/1970/);
    // The old cookie, replayed, signs no one in.
    expect((await sessionOf(shopper.cookie)).json<SessionAnswer>()).toMatchObject({ signed_in: false, shopper: null });
    const again = await postJson(server, HARBOUR, '/api/auth/sign-out', {}, shopper);
    expect(again.status).toBe(200);
  });

  it('a session of one dealer site is not signed in on another', async () => {
    const shopper = await signInShopper(server, HARBOUR, newPhone());
    const elsewhere = await sessionOf(shopper.cookie, SUNSTATE);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.json<SessionAnswer>()).toMatchObject({ signed_in: false, shopper: null });
    // The same phone on the other site is another shopper (each dealer holds its own customers).
    const there = await signInShopper(server, SUNSTATE, e164(newPhone()).replace('+61', '0'));
    expect(there.shopperId).not.toBe(shopper.shopperId);
  });

  it('every 400 names the field that is wrong', async () => {
    const auth = await browser();
    const cases: [string, unknown, string][] = [
      ['/api/auth/request-code', { phone: '02 9876 5432' }, 'phone'],
      ['/api/auth/request-code', { phone: 'call me' }, 'phone'],
      ['/api/auth/request-code', {}, 'phone'],
      ['/api/auth/request-code', { phone: 412345678 }, 'phone'],
      ['/api/auth/request-code', { phone: `04${'1'.repeat(60)}` }, 'phone'],
      ['/api/auth/request-code', { phone: '0412 345 678', admin: true }, 'admin'],
      ['/api/auth/verify-code', { phone: '0412 345 678', code: '12ab56' }, 'code'],
      ['/api/auth/verify-code', { phone: '0412 345 678', code: '1234567' }, 'code'],
      ['/api/auth/verify-code', { phone: '0412 345 678' }, 'code'],
      ['/api/auth/verify-code', { phone: '1300 123 456', code: '123456' }, 'phone'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await postJson(server, HARBOUR, path, body, auth);
      expect(answer.status, `${path} ${JSON.stringify(body)}: ${answer.text}`).toBe(400);
      expect(errorShapeProblem(answer.text)).toBeNull();
      const error = answer.json<ErrorAnswer>().error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const landline = await postJson(server, HARBOUR, '/api/auth/request-code', { phone: '02 9876 5432' }, auth);
    expect(landline.json<ErrorAnswer>().error.fields).toEqual({ phone: 'Please enter an Australian mobile number, like 0412 345 678.' });
  });

  it('a wrong code says how many tries are left, and the fifth spends the code', async () => {
    const auth = await browser();
    const phone = newPhone();
    expect((await postJson(server, HARBOUR, '/api/auth/request-code', { phone }, auth)).status).toBe(200);
    const code = codeOf(latestSignInSms(server, e164(phone))!);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let left = 4; left >= 1; left--) {
      const answer = await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code: wrongCode }, auth);
      expect(answer.status).toBe(400);
      expect(answer.json<ErrorAnswer>().error).toEqual({
        code: 'AUTH.CODE_WRONG',
        message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      });
    }
    const fifth = await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code: wrongCode }, auth);
    expect(fifth.status).toBe(429);
    expect(fifth.json<ErrorAnswer>().error.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
    // Even the right code is no use now: a new one must be asked for.
    const right = await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code }, auth);
    expect(right.status).toBe(429);
    expect(right.json<ErrorAnswer>().error.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
    expect(cookieAttributes(right, SESSION_COOKIE)).toBeNull();
  });

  it('a code asked for again within 30 seconds is refused with when to try again', async () => {
    const auth = await browser();
    const phone = newPhone();
    expect((await postJson(server, HARBOUR, '/api/auth/request-code', { phone }, auth)).status).toBe(200);
    clock.advance(10_000);
    const again = await postJson(server, HARBOUR, '/api/auth/request-code', { phone }, auth);
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('20');
    const { error } = again.json<ErrorAnswer>();
    expect(error).toEqual({
      code: 'AUTH.TOO_MANY_CODES',
      message: 'A code was sent a moment ago. You can ask for a new one in 20 seconds.',
      retry_after_seconds: 20,
    });
    clock.advance(20_000);
    expect((await postJson(server, HARBOUR, '/api/auth/request-code', { phone }, auth)).status).toBe(200);
  });

  it('an expired code, or a number no code was sent to, is refused', async () => {
    const auth = await browser();
    const phone = newPhone();
    const none = await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code: '123456' }, auth);
    expect(none.status).toBe(400);
    expect(none.json<ErrorAnswer>().error.code).toBe('AUTH.NO_CODE');
    expect((await postJson(server, HARBOUR, '/api/auth/request-code', { phone }, auth)).status).toBe(200);
    const code = codeOf(latestSignInSms(server, e164(phone))!);
    clock.advance(5 * 60_000);
    const late = await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code }, auth);
    expect(late.status).toBe(400);
    expect(late.json<ErrorAnswer>().error).toEqual({ code: 'AUTH.CODE_EXPIRED', message: 'That code has expired. Please ask for a new one.' });
  });

  it('a code that signed someone in does not sign in twice', async () => {
    const auth = await browser();
    const phone = newPhone();
    await postJson(server, HARBOUR, '/api/auth/request-code', { phone }, auth);
    const code = codeOf(latestSignInSms(server, e164(phone))!);
    expect((await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code }, auth)).status).toBe(200);
    const replay = await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code }, auth);
    expect(replay.status).toBe(400);
    expect(replay.json<ErrorAnswer>().error.code).toBe('AUTH.CODE_EXPIRED');
  });

  it('signing in again ends the session the browser held', async () => {
    const first = await signInShopper(server, HARBOUR, newPhone());
    const phone = newPhone();
    await postJson(server, HARBOUR, '/api/auth/request-code', { phone }, first);
    const verified = await postJson(server, HARBOUR, '/api/auth/verify-code', { phone, code: codeOf(latestSignInSms(server, e164(phone))!) }, first);
    expect(verified.status).toBe(200);
    expect((await sessionOf(first.cookie)).json<SessionAnswer>().signed_in).toBe(false);
    const second = mergeCookies(first.cookie, verified.headers['set-cookie']);
    expect((await sessionOf(second)).json<SessionAnswer>().shopper?.phone).toBe(e164(phone));
  });

  it('a session lives 30 days from its last use', async () => {
    const shopper = await signInShopper(server, HARBOUR, newPhone());
    clock.advance(29 * 24 * 3_600_000);
    const used = await sessionOf(shopper.cookie);
    expect(used.json<SessionAnswer>().signed_in).toBe(true);
    // The cookie slides with it.
    expect(cookieAttributes(used, SESSION_COOKIE)?.get('max-age')).toBe(String(30 * 24 * 60 * 60));
    clock.advance(29 * 24 * 3_600_000);
    expect((await sessionOf(shopper.cookie)).json<SessionAnswer>().signed_in).toBe(true);
    clock.advance(30 * 24 * 3_600_000 + 1000);
    expect((await sessionOf(shopper.cookie)).json<SessionAnswer>().signed_in).toBe(false);
  });

  it('the browser sign-in helper leaves a Chromium context signed in on that site only', async () => {
    const chromium = await launchChromium();
    try {
      const context = await chromium.newContext();
      const shopper = await signInBrowser(context, server, HARBOUR, newPhone());
      const page = await context.newPage();
      const answerOn = async (slug: string) => {
        const response = await page.goto(`${server.siteUrl(slug)}/api/auth/session`);
        return (await response!.json()) as SessionAnswer;
      };
      expect(await answerOn(HARBOUR)).toMatchObject({ signed_in: true, shopper: { id: shopper.shopperId } });
      expect(await answerOn(SUNSTATE)).toMatchObject({ signed_in: false });
      // The page's own CSRF token works with the cookies the helper put in the browser (same origin: on the site).
      await answerOn(HARBOUR);
      const posted = await page.evaluate(async (origin) => {
        const session = (await (await fetch(`${origin}/api/auth/session`)).json()) as { csrf_token: string };
        const out = await fetch(`${origin}/api/auth/sign-out`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf_token },
          body: '{}',
        });
        return out.status;
      }, server.siteUrl(HARBOUR));
      expect(posted).toBe(200);
      await page.goto('about:blank');
      expect(await answerOn(HARBOUR)).toMatchObject({ signed_in: false });
      await context.close();
    } finally {
      await chromium.close();
    }
  });

  it('a made-up or tampered session cookie signs no one in', async () => {
    const shopper = await signInShopper(server, HARBOUR, newPhone());
    const token = /caryard_session=([^;]+)/.exec(shopper.cookie)![1]!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const value of [tampered, 'x', 'A'.repeat(43), '%00']) {
      const answer = await sessionOf(`${SESSION_COOKIE}=${value}`);
      expect(answer.status).toBe(200);
      expect(answer.json<SessionAnswer>().signed_in).toBe(false);
    }
  });
});

describe('sign-in limits over HTTP', () => {
  it('the sign-in calls share a per-address rate limit', async () => {
    const server = await startTestServer({ ssr: false, rateLimits: { auth: { max: 3, windowMs: 60_000 } } });
    try {
      const first = await request(server.port, '/api/auth/session', { host: server.host(HARBOUR) });
      const auth = { cookie: cookieHeaderOf(first.headers['set-cookie']), csrf: first.json<SessionAnswer>().csrf_token };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await postJson(server, HARBOUR, '/api/auth/verify-code', { phone: '0412 345 678', code: '123456' }, auth)).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await postJson(server, HARBOUR, '/api/auth/request-code', { phone: '0412 345 678' }, auth);
      expect(limited.status).toBe(429);
      expect(limited.json<ErrorAnswer>().error.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await server.close();
    }
  });

  it('a text message that cannot be sent answers 503 SMS.UNAVAILABLE and leaves no usable code', async () => {
    const server = await startTestServer({
      ssr: false,
      // A real outbox adapter whose directory cannot be made (under a file): every send fails.
      overrides: (c) => c.rebind(PORTS.SmsSender).toConstantValue(new OutboxSmsSender({ dir: '/dev/null/outbox' })),
    });
    try {
      const first = await request(server.port, '/api/auth/session', { host: server.host(HARBOUR) });
      const auth = { cookie: cookieHeaderOf(first.headers['set-cookie']), csrf: first.json<SessionAnswer>().csrf_token };
      const answer = await postJson(server, HARBOUR, '/api/auth/request-code', { phone: '0412 345 678' }, auth);
      expect(answer.status, answer.text).toBe(503);
      expect(answer.json<ErrorAnswer>().error).toEqual({
        code: 'SMS.UNAVAILABLE',
        message: 'We could not send the text message just now. Please try again in a minute.',
      });
      const rows = await server.db.query<{ expires_at: Date; created_at: Date }>('SELECT created_at, expires_at FROM sign_in_codes');
      expect(rows).toHaveLength(1);
      expect(new Date(rows[0]!.expires_at).getTime()).toBeLessThanOrEqual(new Date(rows[0]!.created_at).getTime());
    } finally {
      await server.close();
    }
  });
});

describe('session cookies behind TLS', () => {
  let app: FastifyInstance;
  let core: CaryardCore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'caryard-auth-tls-'));
    ({ core } = await buildTestCore({ dataDir }));
    await core.start({ workers: false });
    app = await buildHttpApp(core, { ssr: false, trustProxy: { hops: 1 } });
    close = async () => {
      await app.close();
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await close?.();
  });

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: Record<string, string>) =>
    app.inject({ method, url, headers: { host: 'harbour-motors.localhost', ...headers }, ...(payload === undefined ? {} : { payload }) });

  it('are Secure when the load balancer says the request came over https, and the origin check follows it', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    const first = await inject('GET', '/api/auth/session', tls);
    const setCookies = [first.headers['set-cookie'] ?? []].flat();
    expect(setCookies.find((c) => c.startsWith('_csrf='))).toMatch(/;\s*Secure/i);
    const auth = { cookie: cookieHeaderOf(setCookies), 'x-csrf-token': first.json<SessionAnswer>().csrf_token };
    const phone = '0412 999 000';
    const asked = await inject('POST', '/api/auth/request-code', { ...tls, ...auth, origin: 'https://harbour-motors.localhost' }, { phone });
    expect(asked.statusCode, asked.body).toBe(200);
    // The same request claiming plain http from a TLS origin is another origin.
    const mixed = await inject('POST', '/api/auth/request-code', { ...auth, origin: 'https://harbour-motors.localhost' }, { phone });
    expect(mixed.statusCode).toBe(403);
    const sms = latestSignInSms({ core }, '+61412999000');
    expect(sms).not.toBeNull();
    const verified = await inject('POST', '/api/auth/verify-code', { ...tls, ...auth }, { phone, code: codeOf(sms!) });
    expect(verified.statusCode, verified.body).toBe(200);
    const session = [verified.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});

describe('the client address and protocol behind a proxy (TRUST_PROXY, issue 14 review)', () => {
  let core: CaryardCore;
  let db: SqlDatabase;
  let dataDir: string;
  const lines: Array<Record<string, unknown>> = [];
  const apps: FastifyInstance[] = [];
  let phones = 0;
  const newPhone = () => `0414 ${String(++phones).padStart(3, '0')} 000`;
  const LIMITS = { auth: { max: 100_000, windowMs: 60_000 } };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'caryard-auth-proxy-'));
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    ({ core, db } = await buildTestCore({ dataDir, overrides: (container) => container.rebind(PORTS.Logger).toConstantValue(logger) }));
    await core.start({ workers: false });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await core?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function appTrusting(trustProxy?: TrustProxy): Promise<FastifyInstance> {
    const app = await buildHttpApp(core, { ssr: false, rateLimits: LIMITS, ...(trustProxy ? { trustProxy } : {}) });
    apps.push(app);
    return app;
  }

  /** A browser's first visit then a code asked for, through `headers` (X-Forwarded-*), from the peer `remoteAddress`. */
  async function askCode(app: FastifyInstance, phone: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
    const host = { host: 'harbour-motors.localhost', ...headers };
    const first = await app.inject({ method: 'GET', url: '/api/auth/session', headers: host, remoteAddress });
    const auth = { cookie: cookieHeaderOf(first.headers['set-cookie']), 'x-csrf-token': first.json<SessionAnswer>().csrf_token };
    const asked = await app.inject({ method: 'POST', url: '/api/auth/request-code', headers: { ...host, ...auth }, payload: { phone }, remoteAddress });
    return { first, asked };
  }
  const clientIpOf = async (phone: string) =>
    (await db.query<{ client_ip: string }>('SELECT client_ip FROM sign_in_codes WHERE phone = $1', [`+61${phone.replace(/\s/g, '').slice(1)}`])).map(
      (r) => r.client_ip,
    );
  /** A leftmost X-Forwarded-For entry a client made up: another one every call. */
  const forged = () => `198.18.${randomInt(256)}.${randomInt(256)}`;

  it('with TRUST_PROXY=1 a forged leftmost X-Forwarded-For does not change the address the per-address limit counts', async () => {
    const app = await appTrusting({ hops: 1 });
    const client = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const phone = newPhone();
      const { asked } = await askCode(app, phone, { 'x-forwarded-for': `${forged()}, ${client}` });
      statuses.push(asked.statusCode);
      if (i === 0) expect(await clientIpOf(phone)).toEqual([client]);
      if (i === 20) {
        expect(asked.json<ErrorAnswer>().error).toMatchObject({ code: 'AUTH.TOO_MANY_CODES', message: expect.stringContaining('from your connection') });
      }
    }
    expect(statuses).toEqual([...Array<number>(20).fill(200), 429]);
    // Another client behind the same load balancer (its own rightmost entry) has its own count.
    const other = newPhone();
    const { asked } = await askCode(app, other, { 'x-forwarded-for': `${client}, 203.0.113.51` });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await clientIpOf(other)).toEqual(['203.0.113.51']);
  });

  it('a list of proxy addresses believes X-Forwarded-* from those proxies only', async () => {
    const trusted = await appTrusting({ addresses: ['10.0.0.0/8', '127.0.0.1'] });
    const viaProxy = newPhone();
    const fromProxy = await askCode(trusted, viaProxy, { 'x-forwarded-for': `${forged()}, 203.0.113.60`, 'x-forwarded-proto': 'https' }, '10.1.2.3');
    expect(fromProxy.asked.statusCode, fromProxy.asked.body).toBe(200);
    expect(await clientIpOf(viaProxy)).toEqual(['203.0.113.60']);
    expect([fromProxy.first.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('_csrf='))).toMatch(/;\s*Secure/i);
    // A client reaching the server directly, not through a listed proxy: its headers change nothing.
    const direct = newPhone();
    const fromClient = await askCode(trusted, direct, { 'x-forwarded-for': '203.0.113.61', 'x-forwarded-proto': 'https' }, '192.0.2.77');
    expect(fromClient.asked.statusCode, fromClient.asked.body).toBe(200);
    expect(await clientIpOf(direct)).toEqual(['192.0.2.77']);
    expect([fromClient.first.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('_csrf='))).not.toMatch(/Secure/i);
  });

  it('without TRUST_PROXY the headers are ignored, and the first X-Forwarded-Proto logs one warning', async () => {
    const untrusted = await appTrusting();
    const warnings = () => lines.filter((line) => String(line.msg).includes('TRUST_PROXY is unset'));
    const before = warnings().length;
    await untrusted.inject({ method: 'GET', url: '/api/auth/session', headers: { host: 'harbour-motors.localhost' } });
    expect(warnings()).toHaveLength(before);
    const phone = newPhone();
    const { first, asked } = await askCode(untrusted, phone, { 'x-forwarded-for': '203.0.113.70', 'x-forwarded-proto': 'https' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await clientIpOf(phone)).toEqual(['127.0.0.1']);
    expect([first.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('_csrf='))).not.toMatch(/Secure/i);
    await askCode(untrusted, newPhone(), { 'x-forwarded-proto': 'https' });
    expect(warnings()).toHaveLength(before + 1);
    expect(warnings().at(-1)).toMatchObject({ level: 40, x_forwarded_proto: 'https' });
    // A server that trusts its proxy has nothing to warn about.
    const trusting = await appTrusting({ hops: 1 });
    await askCode(trusting, newPhone(), { 'x-forwarded-proto': 'https' });
    expect(warnings()).toHaveLength(before + 1);
  });
});
