/**
 * Signs a shopper in on a test server the way a browser does (issue 14; application/shoppers/
 * shopper-contract.ts): `GET /api/auth/session` for the CSRF token and its cookie, `POST
 * /api/auth/request-code`, the code read from the SMS the outbox adapter wrote
 * (`{DATA_DIR}/outbox/sms-sign-in-*.json`), then `POST /api/auth/verify-code`. Requests go
 * through node:http so the Host header names the dealer site (fetch replaces Host).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type { BrowserContext } from 'playwright-core';
import type { OutboxSms } from '../../../../adapters/notifications/outbox-sms-sender';
import type { SessionAnswer } from '../../../../application/shoppers/shopper-contract';
import { AustralianMobile } from '../../../../domain/leads/sms';
import { SESSION_COOKIE } from '../../../../domain/shoppers/sign-in';
import { outboxDir } from '../../../../config/data-dirs';
import { request, type HttpResponse } from './http-request';
import type { TestServer } from './test-server';

export interface SignedInShopper {
  /** A Cookie header: `caryard_session=…; _csrf=…`. */
  cookie: string;
  /** For the `x-csrf-token` header of state-changing calls. */
  csrf: string;
  shopperId: string;
}

/** The `name=value` pairs of Set-Cookie header(s), as one Cookie header (attributes dropped; a later cookie of the same name wins). */
export function cookieHeaderOf(setCookie: readonly string[] | string | undefined): string {
  return mergeCookies('', setCookie);
}

/** A Cookie header with the cookies of Set-Cookie header(s) added or replaced (an expired or emptied one removed). */
export function mergeCookies(cookieHeader: string, setCookie: readonly string[] | string | undefined): string {
  const jar = new Map<string, string>();
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  const lines = setCookie === undefined ? [] : typeof setCookie === 'string' ? [setCookie] : setCookie;
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The newest sign-in SMS sent to `phone` (E.164) in the server's outbox, or null. */
export function latestSignInSms(server: Pick<TestServer, 'core'>, phone: string): OutboxSms | null {
  const dir = outboxDir(server.core.settings);
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.startsWith('sms-sign-in-') && name.endsWith('.json'));
  } catch {
    return null;
  }
  const messages = names
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxSms)
    .filter((message) => message.to === phone)
    .sort((a, b) => b.created.localeCompare(a.created));
  return messages[0] ?? null;
}

/** The six-digit code of a sign-in SMS's text. */
export function codeOf(message: OutboxSms): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match) throw new Error(`No six-digit code in the SMS: ${message.body}`);
  return match[1]!;
}

/** A JSON POST on a site, with the cookies and CSRF token of a browser. */
export function postJson(
  server: Pick<TestServer, 'port' | 'host'>,
  slug: string,
  path: string,
  body: unknown,
  auth: { cookie?: string; csrf?: string } = {},
): Promise<HttpResponse> {
  return request(server.port, path, {
    method: 'POST',
    host: server.host(slug),
    headers: {
      'content-type': 'application/json',
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.csrf ? { 'x-csrf-token': auth.csrf } : {}),
    },
    body: JSON.stringify(body),
  });
}

function expectStatus(response: HttpResponse, status: number, what: string): void {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${response.text.slice(0, 300)}`);
}

/**
 * Signs `phone` in on `slug` and answers the browser's credentials. Each call is a new session.
 * A test that signs in more often than the one-time code limits allow (a code per number every
 * 30 s, 5 per number and 20 per address an hour) would wait for them: when refused with
 * AUTH.TOO_MANY_CODES, the helper ages the codes already sent to that number and from this
 * address by a day (as if the time had passed) and asks once more.
 */
export async function signInShopper(server: TestServer, slug: string, phone = '0412 345 678'): Promise<SignedInShopper> {
  const e164 = AustralianMobile.parse(phone);
  if (E.isLeft(e164)) throw new Error(`${phone} is not an Australian mobile number`);
  const host = server.host(slug);
  const session = await request(server.port, '/api/auth/session', { host });
  expectStatus(session, 200, 'GET /api/auth/session');
  let cookie = cookieHeaderOf(session.headers['set-cookie']);
  const csrf = session.json<SessionAnswer>().csrf_token;

  const before = latestSignInSms(server, e164.right)?.message_id ?? null;
  let asked = await postJson(server, slug, '/api/auth/request-code', { phone }, { cookie, csrf });
  if (asked.status === 429 && asked.json<{ error: { code: string } }>().error.code === 'AUTH.TOO_MANY_CODES') {
    await server.db.query(
      `UPDATE sign_in_codes SET created_at = created_at - interval '1 day', expires_at = expires_at - interval '1 day'
        WHERE (site_slug = $1 AND phone = $2) OR client_ip IN ('127.0.0.1', '::1', '::ffff:127.0.0.1')`,
      [slug, e164.right],
    );
    asked = await postJson(server, slug, '/api/auth/request-code', { phone }, { cookie, csrf });
  }
  expectStatus(asked, 200, 'POST /api/auth/request-code');
  cookie = mergeCookies(cookie, asked.headers['set-cookie']);
  const sms = latestSignInSms(server, e164.right);
  if (!sms || sms.message_id === before) throw new Error(`No new sign-in SMS to ${e164.right} in the outbox`);

  const verified = await postJson(server, slug, '/api/auth/verify-code', { phone, code: codeOf(sms) }, { cookie, csrf });
  expectStatus(verified, 200, 'POST /api/auth/verify-code');
  cookie = mergeCookies(cookie, verified.headers['set-cookie']);
  const answer = verified.json<SessionAnswer>();
  if (!answer.shopper || !cookie.includes(`${SESSION_COOKIE}=`)) throw new Error('verify-code answered 200 without a session');
  return { cookie, csrf: answer.csrf_token, shopperId: answer.shopper.id };
}

/**
 * Signs `phone` in on `slug` and puts the session's cookies in a Playwright context for
 * `http://{slug}.localhost:{port}`, so its pages load signed in (the CSRF token is fetched by
 * the page itself from GET /api/auth/session, with the same `_csrf` cookie).
 */
export async function signInBrowser(context: BrowserContext, server: TestServer, slug: string, phone = '0412 345 678'): Promise<SignedInShopper> {
  const shopper = await signInShopper(server, slug, phone);
  const url = server.siteUrl(slug);
  await context.addCookies(
    shopper.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url, httpOnly: true, sameSite: 'Lax' as const };
    }),
  );
  return shopper;
}
