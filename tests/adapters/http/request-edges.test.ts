/**
 * issue 30's low findings on the real server: a request without a Host header, a sign-out
 * without a body, and CSRF pairs carried to another site or another session.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAnswer } from '../../../application/shoppers/shopper-contract';
import { request } from './support/http-request';
import { cookieHeaderOf, postJson, signInShopper } from './support/sign-in';
import { startTestServer, type TestServer } from './support/test-server';

/** A raw HTTP/1.1 exchange (no client adds a Host header by itself here). */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request edges (issue 30 low findings)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ ssr: false, rateLimits: { auth: { max: 100_000, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A browser's first visit: the CSRF secret cookie and a token. */
  const aVisit = async (slug: string) => {
    const session = await request(server.port, '/api/auth/session', { host: server.host(slug) });
    expect(session.status).toBe(200);
    return { cookie: cookieHeaderOf(session.headers['set-cookie']), csrf: session.json<SessionAnswer>().csrf_token };
  };

  it('answers a request without a Host header with 400 in the JSON error shape', async () => {
    const answer = await rawRequest(server.port, 'GET /api/search HTTP/1.1\r\nConnection: close\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({ error: { code: 'HOST_REQUIRED', message: expect.stringContaining('Host header') } });
  });

  it('signs out without a body, with or without a JSON content type', async () => {
    const browser = await aVisit('harbour-motors');
    for (const headers of [{ 'content-type': 'application/json' }, {}] as Record<string, string>[]) {
      const response = await request(server.port, '/api/auth/sign-out', {
        method: 'POST',
        host: server.host('harbour-motors'),
        headers: { ...headers, cookie: browser.cookie, 'x-csrf-token': browser.csrf },
      });
      expect(response.status, response.text).toBe(200);
      expect(response.json()).toEqual({ signed_in: false });
    }
  });

  it("refuses one site's CSRF pair on another site", async () => {
    const harbour = await aVisit('harbour-motors');
    const own = await postJson(server, 'harbour-motors', '/api/auth/sign-out', {}, harbour);
    expect(own.status).toBe(200);
    const elsewhere = await postJson(server, 'bayside-pre-owned', '/api/auth/sign-out', {}, harbour);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json()).toMatchObject({ error: { code: 'CSRF.INVALID' } });
  });

  it('refuses a CSRF token of another session: the token of a signed-out browser does not serve a signed-in one', async () => {
    const visit = await aVisit('harbour-motors');
    const shopper = await signInShopper(server, 'harbour-motors');
    // The signed-in browser's cookies with the token issued before any session.
    const stale = await postJson(server, 'harbour-motors', '/api/auth/sign-out', {}, { cookie: shopper.cookie, csrf: visit.csrf });
    expect(stale.status).toBe(403);
    const fresh = await postJson(server, 'harbour-motors', '/api/auth/sign-out', {}, shopper);
    expect(fresh.status).toBe(200);
  });
});
