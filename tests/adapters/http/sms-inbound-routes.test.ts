/**
 * `POST /api/sms/inbound` (issue 14: STOP handling on the SMS port, the Spam Act's functional
 * unsubscribe) on the real server with SMS_PROVIDER=twilio: Twilio's signed webhook stops and
 * resumes alerts by phone on every site, answers in TwiML, and refuses what Twilio did not sign.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { twilioSignature } from '../../../adapters/notifications/twilio-signature';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { MESSAGES_PATH, startFakeTwilio, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN } from '../notifications/support/fake-twilio';
import type { FakeHttpApi } from '../valuation/support/fake-http-api';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const PATH = '/api/sms/inbound';
const PHONE = '+61412345678';
const OTHER_PHONE = '+61498765432';

let twilio: FakeHttpApi;
let server: TestServer;

beforeAll(async () => {
  twilio = await startFakeTwilio();
  server = await startTestServer({
    ssr: false,
    settings: { twilio: { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, apiUrl: twilio.url }, smsReplyNumber: '+61480000000' },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await twilio?.close();
});
beforeEach(async () => {
  await server.db.query('DELETE FROM shoppers');
});

/** What Twilio posts for an incoming SMS (twilio.com/docs/messaging/guides/webhook-request). */
function twilioParams(from: string, body: string, extra: Record<string, string> = {}): [string, string][] {
  return Object.entries({
    ToCountry: 'AU',
    SmsMessageSid: `SM${randomUUID().replace(/-/g, '')}`,
    NumMedia: '0',
    SmsSid: 'SMbe794ce78f6b9fdf853d2acb76c080db',
    SmsStatus: 'received',
    Body: body,
    FromCountry: 'AU',
    To: '+61480000000',
    NumSegments: '1',
    MessageSid: 'SMbe794ce78f6b9fdf853d2acb76c080db',
    AccountSid: TWILIO_ACCOUNT_SID,
    From: from,
    ApiVersion: '2010-04-01',
    ...extra,
  });
}

interface PostOptions {
  /** The URL the signature is made over; default the one the request goes to. */
  signedUrl?: string;
  token?: string;
  /** Replaces the signature header; null leaves it out. */
  signature?: string | null;
  host?: string;
  path?: string;
  contentType?: string;
  body?: string;
}

function post(target: TestServer, params: [string, string][], options: PostOptions = {}): Promise<HttpResponse> {
  const path = options.path ?? PATH;
  const host = options.host ?? `127.0.0.1:${target.port}`;
  const signature =
    options.signature === undefined
      ? twilioSignature(options.token ?? TWILIO_AUTH_TOKEN, options.signedUrl ?? `http://${host}${path}`, params)
      : options.signature;
  return request(target.port, path, {
    method: 'POST',
    host,
    headers: {
      'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
      'user-agent': 'TwilioProxy/1.1',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    body: options.body ?? new URLSearchParams(params).toString(),
  });
}

async function addShopper(db: SqlDatabase, site: string, phone: string, stop: { at: string; by: string } | null = null): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, $3)', [id, site, phone]);
  await db.query('INSERT INTO alert_settings (shopper_id, sms, consent_text, consented_at, stopped_at, stopped_by) VALUES ($1, true, $2, $3, $4, $5)', [
    id,
    'Send me alerts.',
    '2026-03-01T09:00:00Z',
    stop?.at ?? null,
    stop?.by ?? null,
  ]);
  return id;
}

async function alertsOf(db: SqlDatabase, phone: string): Promise<Record<string, { stopped: boolean; by: string | null }>> {
  const rows = await db.query<{ site_slug: string; stopped_at: Date | null; stopped_by: string | null }>(
    'SELECT s.site_slug, a.stopped_at, a.stopped_by FROM alert_settings a JOIN shoppers s ON s.id = a.shopper_id WHERE s.phone = $1',
    [phone],
  );
  return Object.fromEntries(rows.map((row) => [row.site_slug, { stopped: row.stopped_at !== null, by: row.stopped_by }]));
}

/** The documented error body with this code; its `fields`. */
function expectErrorShape(response: HttpResponse, code: string): Record<string, string> | undefined {
  expect(errorShapeProblem(response.text)).toBeNull();
  const { error } = response.json<{ error: { code: string; fields?: Record<string, string> } }>();
  expect(error.code).toBe(code);
  return error.fields;
}

const twimlMessage = (text: string) => `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${text}</Message></Response>`;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

describe('POST /api/sms/inbound with Twilio (issue 14)', () => {
  it('a signed STOP stops alerts for that phone on every site, and answers TwiML confirming it', async () => {
    await addShopper(server.db, 'harbour-motors', PHONE);
    await addShopper(server.db, 'sunset-coast-suzuki', PHONE);
    await addShopper(server.db, 'bayside-pre-owned', OTHER_PHONE);

    const response = await post(server, twilioParams(PHONE, 'STOP'));

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe(twimlMessage('You will get no more alerts from Harbour Motors and Sunset Coast Suzuki. Reply START to resume.'));
    expect(await alertsOf(server.db, PHONE)).toEqual({
      'harbour-motors': { stopped: true, by: 'sms_stop' },
      'sunset-coast-suzuki': { stopped: true, by: 'sms_stop' },
    });
    expect(await alertsOf(server.db, OTHER_PHONE)).toEqual({ 'bayside-pre-owned': { stopped: false, by: null } });
    const [row] = await server.db.query<{ stopped_at: Date }>(
      "SELECT a.stopped_at FROM alert_settings a JOIN shoppers s ON s.id = a.shopper_id WHERE s.site_slug = 'harbour-motors'",
    );
    expect(Math.abs(new Date(row!.stopped_at).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it.each(['stop', ' Stop. ', 'UNSUBSCRIBE', 'cancel', 'End', 'quit', 'STOPALL', 'opt-out', 'Stop sending me these'])('%j stops alerts', async (body) => {
    await addShopper(server.db, 'harbour-motors', PHONE);
    expect((await post(server, twilioParams(PHONE, body))).status).toBe(200);
    expect(await alertsOf(server.db, PHONE)).toEqual({ 'harbour-motors': { stopped: true, by: 'sms_stop' } });
  });

  it('a signed START resumes only what a STOP by SMS stopped', async () => {
    await addShopper(server.db, 'harbour-motors', PHONE);
    await addShopper(server.db, 'saltbush-caravans', PHONE, { at: '2026-03-02T00:00:00Z', by: 'unsubscribe_link' });
    await addShopper(server.db, 'sunstate-motor-group', PHONE, { at: '2026-03-03T00:00:00Z', by: 'settings' });
    expect((await post(server, twilioParams(PHONE, 'STOP'))).status).toBe(200);

    const response = await post(server, twilioParams(PHONE, 'Start'));

    expect(response.status).toBe(200);
    expect(response.text).toBe(twimlMessage('Alerts from Harbour Motors are on again. Reply STOP to stop them.'));
    expect(await alertsOf(server.db, PHONE)).toEqual({
      'harbour-motors': { stopped: false, by: null },
      'saltbush-caravans': { stopped: true, by: 'unsubscribe_link' },
      'sunstate-motor-group': { stopped: true, by: 'settings' },
    });
  });

  it('leaves the answer to Twilio when its Advanced Opt-Out has answered (OptOutType), and still stops', async () => {
    await addShopper(server.db, 'harbour-motors', PHONE);
    const response = await post(server, twilioParams(PHONE, 'STOP', { OptOutType: 'STOP' }));
    expect(response.text).toBe(EMPTY_TWIML);
    expect(await alertsOf(server.db, PHONE)).toEqual({ 'harbour-motors': { stopped: true, by: 'sms_stop' } });
  });

  it('HELP is answered with what the alerts are and how to stop them; nothing changes', async () => {
    await addShopper(server.db, 'harbour-motors', PHONE);
    const response = await post(server, twilioParams(PHONE, 'help'));
    expect(response.text).toBe(
      twimlMessage(
        'Car alerts from Harbour Motors: price drops, sold cars and new stock you asked for. Reply STOP to stop, START to resume. Manage them in My Garage on the dealer website.',
      ),
    );
    expect(await alertsOf(server.db, PHONE)).toEqual({ 'harbour-motors': { stopped: false, by: null } });
  });

  it('any other message gets an empty TwiML answer and changes nothing', async () => {
    await addShopper(server.db, 'harbour-motors', PHONE);
    const response = await post(server, twilioParams(PHONE, 'Is the <CX-5> & the ute still there?'));
    expect(response.status).toBe(200);
    expect(response.text).toBe(EMPTY_TWIML);
    expect(await alertsOf(server.db, PHONE)).toEqual({ 'harbour-motors': { stopped: false, by: null } });
  });

  it('reads a form body sent with a charset', async () => {
    await addShopper(server.db, 'harbour-motors', PHONE);
    const response = await post(server, twilioParams(PHONE, 'STOP'), { contentType: 'application/x-www-form-urlencoded; charset=UTF-8' });
    expect(response.status).toBe(200);
    expect(await alertsOf(server.db, PHONE)).toEqual({ 'harbour-motors': { stopped: true, by: 'sms_stop' } });
  });

  it('answers on a dealer host too (the webhook is the deployment one)', async () => {
    await addShopper(server.db, 'harbour-motors', PHONE);
    const response = await post(server, twilioParams(PHONE, 'STOP'), { host: server.host('saltbush-caravans') });
    expect(response.status).toBe(200);
    expect(await alertsOf(server.db, PHONE)).toEqual({ 'harbour-motors': { stopped: true, by: 'sms_stop' } });
  });

  describe('refuses what Twilio did not sign', () => {
    it.each([
      ['no signature', { signature: null }],
      ['an empty signature', { signature: '' }],
      ['a signature made with another token', { token: 'another-auth-token-00000000000000' }],
      ['a signature over another URL', { signedUrl: 'http://127.0.0.1:1/api/sms/inbound' }],
      ['a signature over the https URL', { signedUrl: 'https://127.0.0.1/api/sms/inbound' }],
      ['garbage', { signature: 'not-base64!' }],
    ] as const)('%s: 403 SMS.SIGNATURE_INVALID, nothing stopped', async (_what, options) => {
      await addShopper(server.db, 'harbour-motors', PHONE);
      const response = await post(server, twilioParams(PHONE, 'STOP'), options);
      expect(response.status).toBe(403);
      expectErrorShape(response, 'SMS.SIGNATURE_INVALID');
      expect(await alertsOf(server.db, PHONE)).toEqual({ 'harbour-motors': { stopped: false, by: null } });
    });

    it('a body changed after signing: 403, nothing stopped', async () => {
      await addShopper(server.db, 'harbour-motors', PHONE);
      const signed = twilioParams(OTHER_PHONE, 'STOP');
      const sent = twilioParams(PHONE, 'STOP');
      const response = await post(server, sent, { signature: twilioSignature(TWILIO_AUTH_TOKEN, `http://127.0.0.1:${server.port}${PATH}`, signed) });
      expect(response.status).toBe(403);
      expect(await alertsOf(server.db, PHONE)).toEqual({ 'harbour-motors': { stopped: false, by: null } });
    });
  });

  it('a signed post without From is 400 naming it', async () => {
    const response = await post(
      server,
      twilioParams(PHONE, 'STOP').filter(([name]) => name !== 'From'),
    );
    expect(response.status).toBe(400);
    expect(expectErrorShape(response, 'VALIDATION_FAILED')).toEqual({ From: 'is required' });
  });

  it('a JSON body is 415: Twilio posts forms', async () => {
    const response = await post(server, [], { contentType: 'application/json', body: JSON.stringify({ From: PHONE, Body: 'STOP' }) });
    expect(response.status).toBe(415);
  });

  it('never answers 5xx, whatever is posted, signed or not; every refusal has the error shape', async () => {
    // Any text a phone or a forger may send: control characters, NUL, lone surrogates, long runs.
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('STOP', 'start', 'HELP', '', '\u0000STOP', '\uD800', 'x'.repeat(2_000)),
    );
    const from = fc.oneof(text, fc.constantFrom(PHONE, '0412 345 678', '+14155550100', ''));
    await fc.assert(
      fc.asyncProperty(
        from,
        text,
        fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), text, { maxKeys: 4 }),
        fc.constantFrom('signed', 'unsigned', 'garbage'),
        fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8', 'text/plain', 'application/json'),
        async (sender, body, extra, signing, contentType) => {
          const params = twilioParams(sender, body, extra);
          const response = await post(server, params, {
            contentType,
            ...(signing === 'unsigned' ? { signature: null } : signing === 'garbage' ? { signature: 'AAAA' } : {}),
          });
          expect(response.status).toBeLessThan(500);
          if (response.status === 200)
            expect(response.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><Response(\/>|><Message>[^<]*<\/Message><\/Response>)$/);
          else expect(errorShapeProblem(response.text)).toBeNull();
        },
      ),
      { numRuns: 120, seed: 20_261_124 },
    );
  }, 120_000);

  it('sends no text itself: the answer goes back in the TwiML', async () => {
    twilio.reset();
    await addShopper(server.db, 'harbour-motors', PHONE);
    await post(server, twilioParams(PHONE, 'STOP'));
    expect(twilio.requestsTo('POST', MESSAGES_PATH)).toEqual([]);
  });
});

describe('POST /api/sms/inbound behind a proxy, rate-limited (issue 14)', () => {
  let behindProxy: TestServer;
  const PUBLIC_URL = 'https://sms.caryard.example/api/sms/inbound';

  beforeAll(async () => {
    behindProxy = await startTestServer({
      ssr: false,
      settings: { twilio: { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, apiUrl: twilio.url, webhookUrl: PUBLIC_URL } },
      rateLimits: { smsInbound: { max: 3, windowMs: 60_000 } },
    });
  }, 120_000);
  afterAll(async () => {
    await behindProxy?.close();
  });

  it('checks the signature against TWILIO_WEBHOOK_URL, the URL as configured at Twilio', async () => {
    await addShopper(behindProxy.db, 'harbour-motors', PHONE);
    expect((await post(behindProxy, twilioParams(PHONE, 'HELP'))).status).toBe(403);
    const response = await post(behindProxy, twilioParams(PHONE, 'STOP'), { signedUrl: PUBLIC_URL });
    expect(response.status).toBe(200);
    expect(await alertsOf(behindProxy.db, PHONE)).toEqual({ 'harbour-motors': { stopped: true, by: 'sms_stop' } });
  });

  it('slows a flood with 429 before any signature is checked', async () => {
    // Two requests of this window were made by the test above.
    expect((await post(behindProxy, twilioParams(PHONE, 'hello'), { signedUrl: PUBLIC_URL })).status).toBe(200);
    const limited = await post(behindProxy, twilioParams(PHONE, 'hello'), { signature: null });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expectErrorShape(limited, 'TOO_MANY_REQUESTS');
  });
});

describe('POST /api/sms/inbound with the outbox provider (issue 14)', () => {
  let outbox: TestServer;

  beforeAll(async () => {
    outbox = await startTestServer({ ssr: false });
  }, 120_000);
  afterAll(async () => {
    await outbox?.close();
  });

  it('answers 404: there is no inbound channel', async () => {
    await addShopper(outbox.db, 'harbour-motors', PHONE);
    const response = await post(outbox, twilioParams(PHONE, 'STOP'));
    expect(response.status).toBe(404);
    expectErrorShape(response, 'NOT_FOUND');
    expect(await alertsOf(outbox.db, PHONE)).toEqual({ 'harbour-motors': { stopped: false, by: null } });
  });
});
