/**
 * Issue 10 "the captcha is bypassed by leaving it out, sending {}, or forging submitted_at": over
 * the real HTTP server and core, a lead needs the server-signed form token of `GET /api/form-token`
 * (at least 3 s old, at most 20 min, for this site, spent by the lead it brings) and an empty
 * honeypot — or a site API key.
 * The server's clock is a test clock, so the fill time is the server's, moved by the test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FORM_TOKEN_EXPIRED_MESSAGE,
  FORM_TOKEN_INVALID_MESSAGE,
  FORM_TOKEN_OTHER_SITE_MESSAGE,
  FORM_TOKEN_TOO_SOON_MESSAGE,
} from '../../../adapters/captcha/hmac-form-tokens';
import { CAPTCHA_FAILED_MESSAGE, DEFAULT_MIN_FILL_MS, FORM_TOKEN_MISSING_MESSAGE } from '../../../adapters/captcha/honeypot-captcha-verifier';
import type { FormTokenBody } from '../../../adapters/http/routes/form-token.routes';
import { FORM_TOKEN_SPENT_MESSAGE } from '../../../application/leads/form-token.port';
import { INVALID_API_KEY_MESSAGE } from '../../../application/dealer-site/api-key-verifier.port';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'bayside-pre-owned';

const lead = (captcha?: unknown): Record<string, unknown> => ({
  user: { category: 'General Enquiry', name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678', message: 'Still available?' },
  url: 'https://www.baysidepreowned.com.au/contact',
  source: 'Website',
  ...(captcha === undefined ? {} : { captcha }),
});

describe('lead captcha: a server-signed form token, or a site API key (issue 10)', () => {
  let server: TestServer;
  const clock = new FakeClock();
  let keys = 0;

  beforeAll(async () => {
    server = await startTestServer({
      clock,
      ssr: false,
      settings: { formMinFillMs: DEFAULT_MIN_FILL_MS },
      rateLimits: { leads: { max: 100_000, windowMs: 60_000 } },
    });
  });
  afterAll(() => server?.close());
  beforeEach(() => clock.advance(60_000));

  const post = (body: unknown, headers: Record<string, string> = {}, site = SITE): Promise<HttpResponse> =>
    request(server.port, '/api/leads', {
      method: 'POST',
      host: server.host(site),
      headers: { 'content-type': 'application/json', 'idempotency-key': `captcha-test-${++keys}`, ...headers },
      body: JSON.stringify(body),
    });
  const formToken = async (site = SITE): Promise<FormTokenBody> => {
    const answer = await request(server.port, '/api/form-token', { host: server.host(site) });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return answer.json<FormTokenBody>();
  };
  const refused = (response: HttpResponse, message: string) => {
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'LEAD.CAPTCHA_FAILED', message } });
  };
  const leadCount = async () => Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM leads'))[0]?.n);

  it('a form token from GET /api/form-token, sent 3 s or more later with an empty honeypot → 201', async () => {
    const issued = await formToken();
    expect(issued.issued_at).toBe(clock.now().toISOString());
    expect(Date.parse(issued.usable_from) - Date.parse(issued.issued_at)).toBe(3_000);
    expect(Date.parse(issued.expires_at) - Date.parse(issued.issued_at)).toBe(20 * 60_000);
    clock.advance(3_000);
    const answer = await post(lead({ honeypot: '', form_token: issued.token }));
    expect(answer.status).toBe(201);
    expect(answer.json()).toEqual({ lead_id: expect.any(String) });
  });

  it('the captcha left out, or sent as {} → 400 LEAD.CAPTCHA_FAILED, nothing stored', async () => {
    const before = await leadCount();
    refused(await post(lead()), FORM_TOKEN_MISSING_MESSAGE);
    refused(await post(lead({})), FORM_TOKEN_MISSING_MESSAGE);
    refused(await post(lead({ honeypot: '' })), FORM_TOKEN_MISSING_MESSAGE);
    expect(await leadCount()).toBe(before);
  });

  it("a forged submitted_at / form_rendered_at is no evidence: without the server's token it is refused", async () => {
    refused(await post(lead({ honeypot: '', form_rendered_at: 1, submitted_at: clock.now().getTime() })), FORM_TOKEN_MISSING_MESSAGE);
    // With a fresh token, the client's timestamps do not make it older.
    const { token } = await formToken();
    refused(await post(lead({ honeypot: '', form_token: token, form_rendered_at: 1, submitted_at: clock.now().getTime() })), FORM_TOKEN_TOO_SOON_MESSAGE);
  });

  it('a fresh token (sent less than 3 s after issue) → 400', async () => {
    const { token } = await formToken();
    refused(await post(lead({ honeypot: '', form_token: token })), FORM_TOKEN_TOO_SOON_MESSAGE);
    clock.advance(2_999);
    refused(await post(lead({ honeypot: '', form_token: token })), FORM_TOKEN_TOO_SOON_MESSAGE);
    clock.advance(1);
    expect((await post(lead({ honeypot: '', form_token: token }))).status).toBe(201);
  });

  it('an expired token (20 min after issue) → 400', async () => {
    const { token } = await formToken();
    clock.advance(20 * 60_000);
    refused(await post(lead({ honeypot: '', form_token: token })), FORM_TOKEN_EXPIRED_MESSAGE);
  });

  it('issue 30: a token serves one lead — a second lead with it → 400; a retry of the first (its Idempotency-Key) → the same lead', async () => {
    const { token } = await formToken();
    clock.advance(5_000);
    const first = await post(lead({ honeypot: '', form_token: token }), { 'idempotency-key': 'spent-token-first-1' });
    expect(first.status).toBe(201);
    const before = await leadCount();
    const second = lead({ honeypot: '', form_token: token });
    refused(await post({ ...second, user: { ...(second.user as object), message: 'A second enquiry' } }), FORM_TOKEN_SPENT_MESSAGE);
    refused(await post(second), FORM_TOKEN_SPENT_MESSAGE);
    expect(await leadCount()).toBe(before);
    const retry = await post(lead({ honeypot: '', form_token: token }), { 'idempotency-key': 'spent-token-first-1' });
    expect(retry.status).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await leadCount()).toBe(before);
  });

  it('issue 30: a lead refused after the captcha (a car this site does not list) leaves its token to the corrected lead', async () => {
    const { token } = await formToken();
    clock.advance(5_000);
    const wrong = await post({ ...lead({ honeypot: '', form_token: token }), car_id: 987_654_321 });
    expect(wrong.json()).toMatchObject({ error: { code: 'LEAD.CAR_NOT_FOUND' } });
    expect((await post(lead({ honeypot: '', form_token: token }))).status).toBe(201);
  });

  it("another site's token → 400", async () => {
    const { token } = await formToken('harbour-motors');
    clock.advance(5_000);
    refused(await post(lead({ honeypot: '', form_token: token })), FORM_TOKEN_OTHER_SITE_MESSAGE);
  });

  it('a forged token — a made-up one, or a real one with its issue time moved back — → 400', async () => {
    const { token } = await formToken();
    const [version, site, issued, nonce, signature] = token.split('.') as [string, string, string, string, string];
    const backdated = [version, site, String(Number(issued) - 60_000), nonce, signature].join('.');
    for (const forged of [backdated, `v1.${SITE}.${Number(issued) - 60_000}.AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`, 'anything']) {
      refused(await post(lead({ honeypot: '', form_token: forged })), FORM_TOKEN_INVALID_MESSAGE);
    }
  });

  it('a filled-in honeypot → 400, even with a valid token', async () => {
    const { token } = await formToken();
    clock.advance(5_000);
    refused(await post(lead({ honeypot: 'https://spam.example', form_token: token })), CAPTCHA_FAILED_MESSAGE);
  });

  describe('a site API key instead of a form token (another channel: an app)', () => {
    // issue 30: keys this deployment made (`npm run caryard -- leads key`), none fixed in the code.
    let DEMO_KEY = '';
    let HARBOUR_KEY = '';
    beforeAll(async () => {
      DEMO_KEY = await server.core.useCases.leadApiKeys.rotate(SITE);
      HARBOUR_KEY = await server.core.useCases.leadApiKeys.rotate('harbour-motors');
    });

    it('a valid key, as Authorization: Bearer or X-Api-Key, without a token → 201', async () => {
      const before = await leadCount();
      expect((await post(lead(), { authorization: `Bearer ${DEMO_KEY}` })).status).toBe(201);
      expect((await post(lead(), { 'x-api-key': DEMO_KEY })).status).toBe(201);
      // The honeypot is not applicable to an app: a key is the proof.
      expect((await post(lead({ honeypot: 'filled by an app' }), { 'x-api-key': DEMO_KEY })).status).toBe(201);
      expect(await leadCount()).toBe(before + 3);
    });

    it("a wrong key, another site's key, or two different keys → 401 AUTH.INVALID_API_KEY, nothing stored", async () => {
      const before = await leadCount();
      const { token } = await formToken();
      clock.advance(5_000);
      const answers = [
        await post(lead(), { authorization: 'Bearer cyl_wrong' }),
        await post(lead(), { 'x-api-key': HARBOUR_KEY }),
        // The key the code once fixed for every deployment (issue 30) is no key.
        await post(lead(), { 'x-api-key': 'cy_demo_bayside-pre-owned' }),
        await post(lead(), { 'x-api-key': '' }),
        await post(lead(), { 'x-api-key': DEMO_KEY, authorization: `Bearer ${HARBOUR_KEY}` }),
        // A wrong key is not excused by a valid form token.
        await post(lead({ honeypot: '', form_token: token }), { authorization: 'Bearer cyl_wrong' }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.headers['www-authenticate']).toBe('Bearer realm="caryard"');
        expect(answer.json()).toEqual({ error: { code: 'AUTH.INVALID_API_KEY', message: INVALID_API_KEY_MESSAGE } });
      }
      expect(await leadCount()).toBe(before);
    });

    it('an Authorization header of another scheme is not a key: the form token is asked for', async () => {
      refused(await post(lead(), { authorization: 'Basic YWRtaW46YWRtaW4=' }), FORM_TOKEN_MISSING_MESSAGE);
    });
  });
});
