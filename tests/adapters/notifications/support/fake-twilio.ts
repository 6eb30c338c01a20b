/**
 * A local server that speaks Twilio's Programmable Messaging API as the SMS adapter uses it,
 * shaped on Twilio's docs (twilio.com/docs/messaging/api/message-resource): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json`, a form-encoded To, From and Body, HTTP Basic
 * auth AccountSid:AuthToken. It answers as Twilio does:
 * - 201 with the new message (`sid` 'SM…', status 'queued');
 * - 401 `{code: 20003, message: 'Authenticate', …}` for a wrong account or token;
 * - 400 `{code: 21211, …}` for a To that is not a phone number, `{code: 21602, …}` for no Body.
 */
import { FakeHttpApi, type RecordedRequest } from '../../valuation/support/fake-http-api';

export const TWILIO_ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
export const TWILIO_AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
export const MESSAGES_PATH = `/2010-04-01/Accounts/${TWILIO_ACCOUNT_SID}/Messages.json`;

/** Twilio's error body. */
export const twilioError = (status: number, code: number, message: string) => ({
  status,
  json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

/** The form a recorded request posted. */
export const formOf = (request: RecordedRequest | undefined): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(request?.body.toString('utf8') ?? ''));

export async function startFakeTwilio(): Promise<FakeHttpApi> {
  const api = new FakeHttpApi();
  let sent = 0;
  api.route('POST', MESSAGES_PATH, (request) => {
    const expected = `Basic ${Buffer.from(`${TWILIO_ACCOUNT_SID}:${TWILIO_AUTH_TOKEN}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return twilioError(401, 20003, 'Authenticate');
    const form = formOf(request);
    if (!/^\+[1-9]\d{6,14}$/.test(form.To ?? '')) return twilioError(400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`);
    if ((form.Body ?? '') === '') return twilioError(400, 21602, 'Message body is required.');
    sent += 1;
    const sid = `SM${String(sent).padStart(32, '0')}`;
    return {
      status: 201,
      json: {
        sid,
        account_sid: TWILIO_ACCOUNT_SID,
        to: form.To,
        from: form.From,
        body: form.Body,
        status: 'queued',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        num_segments: '1',
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${TWILIO_ACCOUNT_SID}/Messages/${sid}.json`,
      },
    };
  });
  return api.start();
}
