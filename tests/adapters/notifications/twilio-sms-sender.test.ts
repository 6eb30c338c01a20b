/**
 * The SMS port over Twilio's Programmable Messaging API (issue 14, SMS_PROVIDER=twilio), against a
 * local server speaking Twilio's API: what is posted, what counts as sent, what is repeated and
 * what is not.
 */
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TwilioSmsSender, type TwilioSmsOptions } from '../../../adapters/notifications/twilio-sms-sender';
import type { SmsMessage } from '../../../application/notifications/sms-sender.port';
import { freePort, type FakeHttpApi } from '../valuation/support/fake-http-api';
import { formOf, MESSAGES_PATH, startFakeTwilio, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, twilioError } from './support/fake-twilio';

let twilio: FakeHttpApi;

beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio.close();
});
afterEach(() => twilio.reset());

interface LogLine {
  level: 'info' | 'warn';
  message: string;
  fields: Record<string, unknown>;
}

function sender(options: Partial<TwilioSmsOptions> = {}): { sms: TwilioSmsSender; log: LogLine[] } {
  const log: LogLine[] = [];
  const sms = new TwilioSmsSender({
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    apiUrl: twilio.url,
    retryDelayMs: 5,
    timeoutMs: 1_000,
    log: (level, message, fields) => log.push({ level, message, fields }),
    ...options,
  });
  return { sms, log };
}

let nextId = 0;
const message = (fields: Partial<SmsMessage> = {}): SmsMessage => ({
  messageId: `alert-${++nextId}`,
  to: '+61412345678',
  from: '+61480000000',
  body: 'Harbour Motors: 2019 Mazda CX-5 now $27,990 (was $29,990). Reply STOP to opt out.',
  ...fields,
});

const posts = () => twilio.requestsTo('POST', MESSAGES_PATH);

describe('Twilio SMS sender (issue 14)', () => {
  it('posts To, From and Body form-encoded with Basic auth, and a 201 is a message sent', async () => {
    const { sms, log } = sender();
    const sent = message({ body: 'Ünïcode & symbols: 5% off, café ☕' });
    expect(await sms.send(sent)()).toEqual(E.right(undefined));

    const [post] = posts();
    expect(posts()).toHaveLength(1);
    expect(post!.headers.authorization).toBe(`Basic ${Buffer.from(`${TWILIO_ACCOUNT_SID}:${TWILIO_AUTH_TOKEN}`).toString('base64')}`);
    expect(post!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(formOf(post)).toEqual({ To: '+61412345678', From: '+61480000000', Body: sent.body });
    // The log names Twilio's sid and never the whole number nor the text.
    expect(log).toEqual([
      {
        level: 'info',
        message: 'sms accepted by Twilio',
        fields: expect.objectContaining({ sid: expect.stringMatching(/^SM\d{32}$/), to: '+********678', attempts: 1 }),
      },
    ]);
    expect(JSON.stringify(log)).not.toContain('412345678');
    expect(JSON.stringify(log)).not.toContain('café');
  });

  it('sends an alphanumeric sender id as From', async () => {
    const { sms } = sender();
    expect(await sms.send(message({ from: 'HarbourMtrs' }))()).toEqual(E.right(undefined));
    expect(formOf(posts()[0]).From).toBe('HarbourMtrs');
  });

  it('a 400 with an error body is SMS.FAILED carrying Twilio message, number masked, and is not repeated', async () => {
    twilio.override('POST', MESSAGES_PATH, () => twilioError(400, 21211, "The 'To' number +61412345678 is not a valid phone number."));
    const { sms, log } = sender();
    const answer = await sms.send(message())();
    expect(answer).toEqual(
      E.left({ code: 'SMS.FAILED', message: "Twilio: HTTP 400, Twilio error 21211: The 'To' number +********678 is not a valid phone number." }),
    );
    expect(posts()).toHaveLength(1);
    expect(log.at(-1)).toMatchObject({ level: 'warn', message: 'sms not sent through Twilio' });
  });

  it('an opted-out recipient (21610) is refused at once, not repeated', async () => {
    twilio.override('POST', MESSAGES_PATH, () => twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'));
    const answer = await sender().sms.send(message())();
    expect(answer).toEqual(E.left({ code: 'SMS.FAILED', message: 'Twilio: HTTP 400, Twilio error 21610: Attempt to send to unsubscribed recipient' }));
    expect(posts()).toHaveLength(1);
  });

  it('a 401 (the account or token refused) is not repeated and says which settings to check', async () => {
    const answer = await sender({ authToken: 'a-wrong-token-0000000000000000' }).sms.send(message())();
    expect(E.isLeft(answer) && answer.left.message).toBe('Twilio: HTTP 401, Twilio error 20003: Authenticate — check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    expect(posts()).toHaveLength(1);
    // The token never appears in what is reported.
    expect(JSON.stringify(answer)).not.toContain('a-wrong-token');
  });

  it('a 500 then a 201 is repeated once and sent', async () => {
    twilio.override('POST', MESSAGES_PATH, (_request, hit) =>
      hit === 1 ? twilioError(500, 20500, 'Internal Server Error') : { status: 201, json: { sid: `SM${'9'.repeat(32)}`, status: 'queued' } },
    );
    const { sms, log } = sender();
    expect(await sms.send(message())()).toEqual(E.right(undefined));
    expect(posts()).toHaveLength(2);
    expect(formOf(posts()[1])).toEqual(formOf(posts()[0]));
    expect(log.at(-1)?.fields).toMatchObject({ attempts: 2, sid: `SM${'9'.repeat(32)}` });
  });

  it('a 429 (too many requests) is repeated after a pause', async () => {
    twilio.override('POST', MESSAGES_PATH, (_request, hit) =>
      hit === 1 ? twilioError(429, 20429, 'Too Many Requests') : { status: 201, json: { sid: `SM${'1'.repeat(32)}` } },
    );
    expect(await sender().sms.send(message())()).toEqual(E.right(undefined));
    expect(posts()).toHaveLength(2);
  });

  it('5xx every time: repeated a bounded number of times, then SMS.FAILED', async () => {
    twilio.override('POST', MESSAGES_PATH, () => twilioError(503, 20503, 'Service Unavailable'));
    const answer = await sender({ retries: 2 }).sms.send(message())();
    expect(answer).toEqual(E.left({ code: 'SMS.FAILED', message: 'Twilio: HTTP 503, Twilio error 20503: Service Unavailable (after 3 attempts)' }));
    expect(posts()).toHaveLength(3);
  });

  it('a timeout is repeated, then SMS.FAILED saying it timed out', async () => {
    twilio.override('POST', MESSAGES_PATH, () => ({ status: 201, json: { sid: 'SMlate' }, delayMs: 400 }));
    const answer = await sender({ timeoutMs: 100, retries: 1 }).sms.send(message())();
    expect(answer).toEqual(E.left({ code: 'SMS.FAILED', message: 'Twilio: timed out after 100 ms (after 2 attempts)' }));
    expect(posts()).toHaveLength(2);
  });

  it('a timeout then an answer in time is sent', async () => {
    twilio.override('POST', MESSAGES_PATH, (_request, hit) => ({ status: 201, json: { sid: `SM${'2'.repeat(32)}` }, delayMs: hit === 1 ? 400 : 0 }));
    expect(await sender({ timeoutMs: 100 }).sms.send(message())()).toEqual(E.right(undefined));
    expect(posts()).toHaveLength(2);
  });

  it('no server listening: repeated, then SMS.FAILED with the cause', async () => {
    const answer = await sender({ apiUrl: `http://127.0.0.1:${await freePort()}`, retries: 1 }).sms.send(message())();
    expect(E.isLeft(answer) && answer.left.message).toMatch(/^Twilio: no answer \(ECONNREFUSED\) \(after 2 attempts\)$/);
  });

  it('the same message id once accepted is not sent again', async () => {
    const { sms, log } = sender();
    const once = message();
    expect(await sms.send(once)()).toEqual(E.right(undefined));
    expect(await sms.send(once)()).toEqual(E.right(undefined));
    expect(posts()).toHaveLength(1);
    expect(log.at(-1)?.message).toBe('sms already accepted by Twilio; not sent again');
    // Another id with the same words is another message.
    expect(await sms.send({ ...once, messageId: `${once.messageId}-b` })()).toEqual(E.right(undefined));
    expect(posts()).toHaveLength(2);
  });

  it('a message id refused is sent again when handed over again', async () => {
    twilio.override('POST', MESSAGES_PATH, (_request, hit) =>
      hit === 1 ? twilioError(400, 21611, 'This From number has exceeded the maximum number of queued messages') : { status: 201, json: { sid: 'SMok' } },
    );
    const { sms } = sender();
    const retried = message();
    expect(E.isLeft(await sms.send(retried)())).toBe(true);
    expect(await sms.send(retried)()).toEqual(E.right(undefined));
    expect(posts()).toHaveLength(2);
  });

  it.each([
    [{ to: '0412 345 678' }, /is not a number in E\.164 form/],
    [{ body: '   ' }, /has no text/],
    [{ body: 'x'.repeat(1_601) }, /1601 characters; Twilio takes at most 1600/],
  ])('refuses %j without calling Twilio', async (fields, reason) => {
    const answer = await sender().sms.send(message(fields))();
    expect(E.isLeft(answer) && answer.left).toEqual({ code: 'SMS.FAILED', message: expect.stringMatching(reason) });
    expect(posts()).toHaveLength(0);
  });

  it('refuses an API URL that is not http(s) without calling anything', async () => {
    const answer = await sender({ apiUrl: 'ftp://api.twilio.com' }).sms.send(message())();
    expect(answer).toEqual(E.left({ code: 'SMS.FAILED', message: 'the Twilio API URL is not an absolute http(s) URL' }));
  });
});
