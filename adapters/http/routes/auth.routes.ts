import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import type { SessionShopper } from '../../../application/shoppers/get-shopper-session.use-case';
import { PHONE_FIELD_MESSAGE, type RequestSignInCode, type RequestSignInCodeFailure } from '../../../application/shoppers/request-sign-in-code.use-case';
import type { RequestCodeAnswer, SessionAnswer, ShopperView } from '../../../application/shoppers/shopper-contract';
import type { SignOut } from '../../../application/shoppers/sign-out.use-case';
import { CODE_FIELD_MESSAGE, type VerifySignInCode, type VerifySignInCodeFailure } from '../../../application/shoppers/verify-sign-in-code.use-case';
import { mobileDisplay } from '../../../domain/leads/sms';
import { HttpError, validationFailed, type ErrorBody } from '../http-error';
import { clearSessionCookie, issueCsrfToken, requireCsrf, sessionTokenOf, setSessionCookie } from '../plugins/shopper-session.plugin';
import { rateLimitHook, type RateLimit } from '../rate-limit';

export interface AuthRoutesOptions {
  requestSignInCode: Pick<RequestSignInCode, 'execute'>;
  verifySignInCode: Pick<VerifySignInCode, 'execute'>;
  signOut: Pick<SignOut, 'execute'>;
  /** Per client IP and site on the three POSTs together; default DEFAULT_AUTH_RATE_LIMIT. */
  rateLimit?: RateLimit;
}

/**
 * In front of the per-number and per-address code limits (counted in the database), a plain
 * per-IP ceiling on the sign-in calls of this instance: generous — a shopper mistyping a code
 * a few times, or a family behind one address, never meets it — but a script is slowed.
 */
export const DEFAULT_AUTH_RATE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };

/** Long enough for any way of writing a number ('+61 (0)412-345-678'); a longer one is no phone. */
const PHONE_MAX_LENGTH = 40;

const phoneField = z.string({ error: PHONE_FIELD_MESSAGE }).max(PHONE_MAX_LENGTH, PHONE_FIELD_MESSAGE);

export const requestCodeBodySchema = z.strictObject({ phone: phoneField });

export const verifyCodeBodySchema = z.strictObject({
  phone: phoneField,
  code: z.string({ error: CODE_FIELD_MESSAGE }).max(20, CODE_FIELD_MESSAGE),
});

/** Sign-out takes no input; a body, when sent, is an empty object. */
/** Optional: none, an empty body (issue 30: also under a JSON content type, which arrives as null) or {}. */
export const signOutBodySchema = z.strictObject({}).nullish();

export function shopperView(shopper: Pick<SessionShopper, 'shopper_id' | 'phone' | 'email'>): ShopperView {
  return { id: shopper.shopper_id, phone: shopper.phone, phone_display: mobileDisplay(shopper.phone), email: shopper.email };
}

function refuse(reply: FastifyReply, failure: RequestSignInCodeFailure | VerifySignInCodeFailure): FastifyReply {
  switch (failure.code) {
    case 'AUTH.PHONE_INVALID':
    case 'AUTH.CODE_INVALID':
      throw validationFailed({ [failure.field]: failure.message });
    case 'AUTH.TOO_MANY_CODES': {
      // The contract's one extension of the error shape: when to ask again, for the form's countdown.
      const body: ErrorBody & { error: { retry_after_seconds: number } } = {
        error: { code: failure.code, message: failure.message, retry_after_seconds: failure.retryAfterSeconds },
      };
      return reply
        .code(429)
        .header('retry-after', failure.retryAfterSeconds)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(body);
    }
    case 'AUTH.TOO_MANY_ATTEMPTS':
      throw new HttpError(429, failure.code, failure.message);
    case 'SMS.UNAVAILABLE':
      throw new HttpError(503, failure.code, failure.message);
    case 'AUTH.CODE_WRONG':
    case 'AUTH.CODE_EXPIRED':
    case 'AUTH.NO_CODE':
      throw new HttpError(400, failure.code, failure.message);
  }
}

/**
 * Sign-in by phone with a one-time SMS code (issue 14; application/shoppers/shopper-contract.ts):
 * - `GET /api/auth/session` → SessionAnswer (who is signed in, and a CSRF token); never cached;
 * - `POST /api/auth/request-code` {phone} → RequestCodeAnswer; 400 VALIDATION_FAILED (phone),
 *   429 AUTH.TOO_MANY_CODES with `retry_after_seconds`, 503 SMS.UNAVAILABLE;
 * - `POST /api/auth/verify-code` {phone, code} → SessionAnswer with the session cookie set;
 *   400 VALIDATION_FAILED / AUTH.CODE_WRONG / AUTH.CODE_EXPIRED / AUTH.NO_CODE, 429 AUTH.TOO_MANY_ATTEMPTS;
 * - `POST /api/auth/sign-out` → `{signed_in: false}`, the session deleted and its cookie cleared.
 * The POSTs need the `x-csrf-token` header (403 CSRF.INVALID) and share a per-IP rate limit.
 * Needs shopperSessionPlugin registered before it in the same site scope.
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const rateLimit = rateLimitHook({ ...(options.rateLimit ?? DEFAULT_AUTH_RATE_LIMIT), name: 'sign-in' });
  // issue 30: sign-out's body is optional, also under a JSON content type (an empty body is no body); in this scope only.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else json(request, String(body), done);
  });

  app.get('/api/auth/session', async (request, reply): Promise<SessionAnswer> => {
    const shopper = await request.shopperSession();
    reply.header('cache-control', 'no-store');
    // The cookie slides with the session (GetShopperSession slides the stored expiry): a shopper
    // who keeps visiting stays signed in.
    const token = sessionTokenOf(request);
    if (shopper && token) setSessionCookie(request, reply, token);
    return { signed_in: shopper !== null, shopper: shopper ? shopperView(shopper) : null, csrf_token: issueCsrfToken(request, reply) };
  });

  app.post<{ Body: z.output<typeof requestCodeBodySchema> }>(
    '/api/auth/request-code',
    { schema: { body: requestCodeBodySchema }, onRequest: [rateLimit, requireCsrf] },
    async (request, reply): Promise<RequestCodeAnswer | FastifyReply> => {
      const answer = await options.requestSignInCode.execute({ site: request.site, phone: request.body.phone, clientIp: request.ip })();
      reply.header('cache-control', 'no-store');
      if (E.isLeft(answer)) return refuse(reply, answer.left);
      return answer.right;
    },
  );

  app.post<{ Body: z.output<typeof verifyCodeBodySchema> }>(
    '/api/auth/verify-code',
    { schema: { body: verifyCodeBodySchema }, onRequest: [rateLimit, requireCsrf] },
    async (request, reply): Promise<SessionAnswer | FastifyReply> => {
      const previous = sessionTokenOf(request);
      const answer = await options.verifySignInCode.execute({
        site: request.site,
        phone: request.body.phone,
        code: request.body.code,
        userAgent: request.headers['user-agent'] ?? null,
      })();
      reply.header('cache-control', 'no-store');
      if (E.isLeft(answer)) return refuse(reply, answer.left);
      // Signing in again (another number, or the same) ends the session the browser held.
      if (previous) await options.signOut.execute({ token: previous })();
      const { token, sessionId, shopper } = answer.right;
      setSessionCookie(request, reply, token);
      const view = shopperView({ shopper_id: shopper.id, phone: shopper.phone, email: shopper.email });
      request.log.info({ site: request.site.slug, session_id: sessionId }, 'shopper signed in');
      return { signed_in: true, shopper: view, csrf_token: issueCsrfToken(request, reply, token) };
    },
  );

  app.post<{ Body: z.output<typeof signOutBodySchema> }>(
    '/api/auth/sign-out',
    { schema: { body: signOutBodySchema }, onRequest: [rateLimit, requireCsrf] },
    async (request, reply): Promise<{ signed_in: false }> => {
      await options.signOut.execute({ token: sessionTokenOf(request) })();
      clearSessionCookie(request, reply);
      reply.header('cache-control', 'no-store');
      return { signed_in: false };
    },
  );
};
