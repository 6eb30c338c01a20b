import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { HandleInboundSms } from '../../../application/shoppers/handle-inbound-sms.use-case';
import { maskedNumber } from '../../../domain/leads/sms';
import { isTwilioSignatureValid, signedUrlCandidates } from '../../notifications/twilio-signature';
import { HttpError, notFound, validationFailed } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';

/** Where Twilio posts the messages sent to the deployment's numbers (its 'A message comes in' webhook). */
export const SMS_INBOUND_PATH = '/api/sms/inbound';

/** Twilio's webhook: the token that signs it, and the URL as configured at Twilio when a proxy changes it. */
export interface TwilioWebhook {
  readonly authToken: string;
  /** Settings TWILIO_WEBHOOK_URL; absent: rebuilt from the request (scheme, Host, path and query). */
  readonly webhookUrl?: string;
}

export interface SmsInboundRoutesOptions {
  readonly handleInboundSms: Pick<HandleInboundSms, 'execute'>;
  /** null: no inbound channel (SMS_PROVIDER=outbox) — the route answers 404. */
  readonly twilio: TwilioWebhook | null;
  /** Per client IP; default 300 a minute. */
  readonly rateLimit?: RateLimit;
}

/**
 * Replies come one at a time from people; a burst is a campaign's STOPs arriving together (Twilio
 * posts from a pool of addresses). Unsigned floods are slowed before any signature is computed.
 */
export const DEFAULT_SMS_INBOUND_RATE_LIMIT: RateLimit = { max: 300, windowMs: 60_000 };

/** Twilio's form is a few hundred bytes; a body this large is no message from Twilio. */
const MAX_BODY_BYTES = 64 * 1024;

/** The parameters the route reads (Twilio sends many more: MessageSid, AccountSid, NumMedia, FromCity …). */
const inboundParamsSchema = z.object({
  From: z.string({ error: 'is required' }).min(1, 'is required'),
  Body: z.string().default(''),
  /** Present when Twilio's Advanced Opt-Out has already answered a STOP, START or HELP. */
  OptOutType: z.string().optional(),
});

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** TwiML (twilio.com/docs/messaging/twiml): an empty `<Response/>`, or one `<Message>` back to the sender. */
export function twiml(reply: string | null): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>';
  if (reply === null) return `${head}<Response/>`;
  return `${head}<Response><Message>${reply.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)}</Message></Response>`;
}

/** The URL Twilio called, as it signed it: the configured one, or this request's own (with and without the default port). */
function signedUrls(request: FastifyRequest, twilio: TwilioWebhook): string[] {
  return signedUrlCandidates(twilio.webhookUrl ?? `${request.protocol}://${request.host}${request.url}`);
}

/**
 * `POST /api/sms/inbound` (issue 14: STOP handling on the SMS port; application/shoppers/
 * handle-inbound-sms.use-case.ts): Twilio's incoming-message webhook, form-encoded From, To,
 * Body, MessageSid …, signed with X-Twilio-Signature. Registered outside the per-site scope: the
 * webhook is the deployment's, called on its host, not a dealer's (one reply number serves every
 * site).
 * - 200 TwiML (`text/xml`): `<Response><Message>…</Message></Response>` answering a keyword —
 *   'You will get no more alerts. Reply START to resume.' for STOP — or `<Response/>` for any
 *   other message. Choice: the answer is left to Twilio when the post carries OptOutType (its
 *   Advanced Opt-Out has answered already: two confirmations would be one too many). Under
 *   Twilio's default opt-out filtering (no OptOutType) Twilio may confirm a STOP itself and then
 *   refuses our reply to it (error 21610): the shopper gets one confirmation either way.
 * - 403 SMS.SIGNATURE_INVALID: the signature is missing or not Twilio's for this URL and body.
 * - 400 VALIDATION_FAILED: a signed post without From.
 * - 404 NOT_FOUND when SMS_PROVIDER is outbox: there is no inbound channel.
 * - 415 for a body that is not form-encoded; 429 over the rate limit.
 * The body is read raw (a Buffer, so the input-hygiene pass leaves it as sent): the signature is
 * over exactly what Twilio posted.
 */
export const smsInboundRoutes: FastifyPluginAsync<SmsInboundRoutesOptions> = async (app, options) => {
  // This plugin's own scope: form bodies are read here and nowhere else.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => done(null, body));
  const rateLimit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_SMS_INBOUND_RATE_LIMIT), name: 'inbound SMS' });

  app.post(
    SMS_INBOUND_PATH,
    {
      onRequest: [
        async () => {
          if (options.twilio === null) throw notFound();
        },
        rateLimit,
      ],
    },
    async (request, reply) => {
      const twilio = options.twilio;
      if (twilio === null) throw notFound();
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The body must be application/x-www-form-urlencoded.');
      const params = [...new URLSearchParams(request.body.toString('utf8'))];
      const signature = request.headers['x-twilio-signature'];
      if (!isTwilioSignatureValid(twilio.authToken, typeof signature === 'string' ? signature : undefined, signedUrls(request, twilio), params)) {
        request.log.warn({ ip: request.ip }, 'inbound sms refused: bad or missing X-Twilio-Signature');
        throw new HttpError(403, 'SMS.SIGNATURE_INVALID', 'The request is not signed by the SMS provider.');
      }
      // The first of a repeated name, as Twilio never repeats these.
      const parsed = inboundParamsSchema.safeParse(Object.fromEntries([...params].reverse()));
      if (!parsed.success) throw validationFailed(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      const { From: from, Body: body, OptOutType: optOutType } = parsed.data;

      // The use case fails by no value; a store outage rejects, and the error handler answers 500.
      const handled = E.toUnion(await options.handleInboundSms.execute({ from, body })());
      request.log.info(
        { sms_inbound: { from: maskedNumber(from), keyword: handled.keyword, sites: handled.sites, provider_answered: optOutType !== undefined } },
        'inbound sms handled',
      );
      reply.header('cache-control', 'no-store').type('text/xml; charset=utf-8');
      return twiml(optOutType === undefined ? handled.reply : null);
    },
  );
};
