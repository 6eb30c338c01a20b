import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { ConfirmAlertEmail } from '../../../application/shoppers/confirm-alert-email.use-case';
import type { UnsubscribeAlerts } from '../../../application/shoppers/unsubscribe-alerts.use-case';
import { CONFIRM_EMAIL_API_PATH, CONFIRM_EMAIL_PAGE_PATH, CONFIRMATION_TOKEN_MAX_LENGTH } from '../../../domain/shoppers/alert-email-confirmation';
import { UNSUBSCRIBE_API_PATH, UNSUBSCRIBE_PAGE_PATH } from '../../../domain/shoppers/alerts';
import { HttpError } from '../http-error';
import { rateLimitHook, type RateLimit } from '../rate-limit';
import { parseInput } from '../zod-validation';

export interface AlertsRoutesOptions {
  unsubscribeAlerts: Pick<UnsubscribeAlerts, 'execute'>;
  confirmAlertEmail: Pick<ConfirmAlertEmail, 'execute'>;
  /** Per client IP and site, for the unsubscribe calls and (counted apart) the confirmation calls; default 30 a minute. */
  rateLimit?: RateLimit;
}

/** A person clicks once or twice; a script trying tokens is slowed (a token has 128 bits of signature anyway). */
export const DEFAULT_UNSUBSCRIBE_RATE_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };

/** The answer of `POST /api/alerts/unsubscribe`. */
export interface UnsubscribeAnswer {
  readonly stopped: true;
}

const TOKEN_MESSAGE = 'is required: the token of the unsubscribe link';
const token = z.string({ error: TOKEN_MESSAGE }).min(1, TOKEN_MESSAGE).max(200, 'is not an unsubscribe token');

/** The query may carry the token (RFC 8058: the List-Unsubscribe URL holds everything); other parameters are ignored. */
const querySchema = z.object({ token: token.optional() });
/** A JSON body `{token}`, or a form's fields (the page's form: token; RFC 8058's: List-Unsubscribe=One-Click). */
const bodySchema = z.object({ token: token.optional(), 'List-Unsubscribe': z.string().max(50).optional() }).nullish();

/** The answer of `POST /api/alerts/confirm-email`. */
export interface ConfirmEmailAnswer {
  readonly confirmed: true;
  readonly email: string;
}

const CONFIRM_TOKEN_MESSAGE = 'is required: the token of the confirmation link';
const confirmBodySchema = z
  .object({ token: z.string({ error: CONFIRM_TOKEN_MESSAGE }).min(1, CONFIRM_TOKEN_MESSAGE).max(CONFIRMATION_TOKEN_MAX_LENGTH, 'is not a confirmation token') })
  .nullish();

/** 409 for a link of an address that is no longer the alert email; 400 for a token not signed here. */
const CONFIRM_STATUS: Readonly<Record<string, number>> = { 'ALERTS.INVALID_TOKEN': 400, 'ALERTS.EMAIL_CHANGED': 409 };

/** Bodies larger than this are no unsubscribe request. */
const MAX_FORM_BYTES = 4_096;

const tokenOf = (request: FastifyRequest): string => {
  const query = parseInput(querySchema, request.query);
  const body = parseInput(bodySchema, request.body);
  const found = body?.token ?? query.token;
  if (found === undefined) throw new HttpError(400, 'VALIDATION_FAILED', 'The request is not valid.', { token: TOKEN_MESSAGE });
  return found;
};

/**
 * The unsubscribe link of every alert (issue 14; Spam Act 2003 s 18; RFC 8058):
 * - `POST /api/alerts/unsubscribe` with `{token}` as JSON, or the RFC 8058 one-click form post
 *   (`List-Unsubscribe=One-Click`, form-encoded or multipart) with the token in the query →
 *   200 `{stopped: true}`: alerts stopped (stopped_by 'unsubscribe_link'); idempotent. 400
 *   ALERTS.INVALID_TOKEN for a token this site did not sign; 400 VALIDATION_FAILED without one.
 *   No session and no CSRF token: the signed token is the authority (a mail provider's one-click
 *   POST carries no cookie).
 * - `GET /api/alerts/unsubscribe?token=` (a person who opened the List-Unsubscribe URL) → 303 to
 *   the page, which asks first: a GET — a mail filter scanning links — never stops anything.
 * - `POST /alerts/unsubscribe` (the page's own form, without JavaScript) → 303 back to the page,
 *   `?stopped=1`, or `?invalid=1&token=…` for a bad token.
 * - `POST /api/alerts/confirm-email` `{token}` (the confirmation page's button) → 200
 *   `{confirmed: true, email}`: the shopper's alert email is confirmed (Spam Act s 16); 400
 *   ALERTS.INVALID_TOKEN for a token this site did not sign; 409 ALERTS.EMAIL_CHANGED when the
 *   address is no longer the shopper's alert email. `POST /alerts/confirm-email` (the page's form
 *   without JavaScript) → 303 to the page, `?confirmed=1`, `?changed=1&token=…` or `?invalid=1…`.
 *   No GET confirms anything.
 */
export const alertsRoutes: FastifyPluginAsync<AlertsRoutesOptions> = async (app, options) => {
  // This plugin's own scope: form bodies are read here only. A form's fields become an object;
  // a multipart body (RFC 8058 allows one) is not read — everything is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES }, (_request, _body, done) => done(null, {}));
  const rateLimit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_UNSUBSCRIBE_RATE_LIMIT), name: 'unsubscribe' });

  app.post(UNSUBSCRIBE_API_PATH, { onRequest: rateLimit }, async (request, reply) => {
    const answer = await options.unsubscribeAlerts.execute({ site: request.site, token: tokenOf(request) })();
    reply.header('cache-control', 'no-store');
    if (E.isLeft(answer)) throw new HttpError(400, answer.left.code, answer.left.message);
    request.log.info({ site: request.site.slug }, 'alerts stopped by the unsubscribe link');
    const body: UnsubscribeAnswer = { stopped: true };
    return body;
  });

  app.get(UNSUBSCRIBE_API_PATH, { onRequest: rateLimit }, async (request, reply) => {
    const query = parseInput(querySchema, request.query);
    const target = query.token ? `${UNSUBSCRIBE_PAGE_PATH}?${new URLSearchParams({ token: query.token }).toString()}` : UNSUBSCRIBE_PAGE_PATH;
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });

  app.post(UNSUBSCRIBE_PAGE_PATH, { onRequest: rateLimit }, async (request, reply) => {
    let found: string;
    try {
      found = tokenOf(request);
    } catch {
      return reply.header('cache-control', 'no-store').redirect(`${UNSUBSCRIBE_PAGE_PATH}?invalid=1`, 303);
    }
    const answer = await options.unsubscribeAlerts.execute({ site: request.site, token: found })();
    reply.header('cache-control', 'no-store');
    if (E.isLeft(answer)) return reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}?${new URLSearchParams({ invalid: '1', token: found }).toString()}`, 303);
    request.log.info({ site: request.site.slug }, 'alerts stopped by the unsubscribe page (no script)');
    return reply.redirect(`${UNSUBSCRIBE_PAGE_PATH}?stopped=1`, 303);
  });

  // issue 14, Spam Act 2003 s 16: the link that confirms a shopper's alert email. Only a POST
  // confirms (the page's button): the GET of the link — a mail filter scanning it — shows the
  // page, which asks. No session and no CSRF token: the signed token names the address.
  const confirmLimit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_UNSUBSCRIBE_RATE_LIMIT), name: 'confirm-email' });

  app.post(CONFIRM_EMAIL_API_PATH, { onRequest: confirmLimit }, async (request, reply): Promise<ConfirmEmailAnswer> => {
    const token = parseInput(confirmBodySchema, request.body)?.token;
    reply.header('cache-control', 'no-store');
    if (token === undefined) throw new HttpError(400, 'VALIDATION_FAILED', 'The request is not valid.', { token: CONFIRM_TOKEN_MESSAGE });
    const answer = await options.confirmAlertEmail.execute({ site: request.site, token })();
    if (E.isLeft(answer)) throw new HttpError(CONFIRM_STATUS[answer.left.code] ?? 400, answer.left.code, answer.left.message);
    request.log.info({ site: request.site.slug }, 'alert email confirmed');
    return answer.right;
  });

  // The page's own form, without JavaScript: 303 back to the page with the outcome.
  app.post(CONFIRM_EMAIL_PAGE_PATH, { onRequest: confirmLimit }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let token: string | undefined;
    try {
      token = parseInput(confirmBodySchema, request.body)?.token;
    } catch {
      token = undefined;
    }
    if (token === undefined) return reply.redirect(`${CONFIRM_EMAIL_PAGE_PATH}?invalid=1`, 303);
    const answer = await options.confirmAlertEmail.execute({ site: request.site, token })();
    if (E.isRight(answer)) {
      request.log.info({ site: request.site.slug }, 'alert email confirmed by the page (no script)');
      return reply.redirect(`${CONFIRM_EMAIL_PAGE_PATH}?confirmed=1`, 303);
    }
    const outcome = answer.left.code === 'ALERTS.EMAIL_CHANGED' ? 'changed' : 'invalid';
    return reply.redirect(`${CONFIRM_EMAIL_PAGE_PATH}?${new URLSearchParams({ [outcome]: '1', token }).toString()}`, 303);
  });
};
