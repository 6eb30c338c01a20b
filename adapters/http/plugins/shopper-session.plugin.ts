import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import CSRF from '@fastify/csrf';
import csrfProtection from '@fastify/csrf-protection';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as E from 'fp-ts/lib/Either.js';
import type { GetShopperSession, SessionShopper } from '../../../application/shoppers/get-shopper-session.use-case';
import { SESSION_COOKIE, SESSION_TTL_DAYS } from '../../../domain/shoppers/sign-in';
import { HttpError } from '../http-error';

export type { SessionShopper };

declare module 'fastify' {
  interface FastifyInstance {
    /** issue 30: the key CSRF tokens are bound with (shopperSessionPlugin). */
    readonly csrfKey: string;
  }
  interface FastifyRequest {
    /**
     * The signed-in shopper of this request (the session cookie, on this site), or null. Looked
     * up once per request, whatever the number of calls.
     */
    shopperSession(): Promise<SessionShopper | null>;
  }
}

export interface ShopperSessionPluginOptions {
  getShopperSession: Pick<GetShopperSession, 'execute'>;
  /** issue 30: the deployment's key binding CSRF tokens to their site and session (shared by every instance). */
  csrfKey: string;
}

/** The cookie holding the CSRF secret (the token in `x-csrf-token` is made from it). */
export const CSRF_COOKIE = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_INVALID_MESSAGE = 'This request was refused for your security. Please reload the page and try again.';

const SESSION_MAX_AGE_SECONDS = SESSION_TTL_DAYS * 24 * 60 * 60;

/**
 * What a CSRF token is bound to (issue 30): the site, and the session the browser holds (a hash of
 * its token; 'anonymous' before sign-in). A pair taken from one site or one session is refused on
 * any other; after signing in or out the client fetches a new token (it does so on CSRF.INVALID).
 */
function csrfUserInfo(request: FastifyRequest, sessionToken: string | null = sessionTokenOf(request)): string {
  return `${request.site.slug}:${sessionToken ? createHash('sha256').update(sessionToken).digest('base64url') : 'anonymous'}`;
}

/** The token scheme @fastify/csrf-protection issues with (keyed, with user info), verified here so a refusal is our coded 403. */
type CsrfTokens = ReturnType<typeof newCsrfTokens>;
const newCsrfTokens = (key: string) => new CSRF({ userInfo: true, hmacKey: key });
const csrfVerifiers = new Map<string, CsrfTokens>();
function csrfTokensOf(key: string): CsrfTokens {
  let tokens = csrfVerifiers.get(key);
  if (!tokens) csrfVerifiers.set(key, (tokens = newCsrfTokens(key)));
  return tokens;
}

/** Cookies are Secure when the request came over TLS (with trustProxy, as the load balancer says: X-Forwarded-Proto). */
const overTls = (request: FastifyRequest): boolean => request.protocol === 'https';

/** Sets the session cookie (issue 14): httpOnly, SameSite=Lax, Path=/, Max-Age 30 days, Secure behind TLS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_MAX_AGE_SECONDS, secure: overTls(request) });
}

/** Removes the session cookie (signed out, or all the shopper's data deleted). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: overTls(request) });
}

/** The session token the request carries, or null. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return request.cookies[SESSION_COOKIE] ?? null;
}

/**
 * A new CSRF token for the `x-csrf-token` header (and the secret's cookie, set when the browser
 * has none), bound to this site and the session: the browser's, or `sessionToken` when the
 * response sets a new one (signing in).
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, sessionToken: string | null = sessionTokenOf(request)): string {
  return reply.generateCsrf({ secure: overTls(request), userInfo: csrfUserInfo(request, sessionToken) });
}

/** The request's own origin, 'https://harbour-motors.example.com.au' (normalised as URL does), or null when its host is unusable. */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function sameOrigin(request: FastifyRequest, origin: string): boolean {
  const own = ownOrigin(request);
  if (own === null) return false;
  try {
    return new URL(origin).origin === own;
  } catch {
    // 'null' (a sandboxed frame, a redirect across origins) and anything unparsable.
    return false;
  }
}

/**
 * The hook in front of every state-changing shopper call (issue 14; application/shoppers/
 * shopper-contract.ts): refuses with 403 CSRF.INVALID unless the `x-csrf-token` header holds a
 * token made from this browser's CSRF secret cookie, and — when the browser says where the
 * request comes from (Origin) — it comes from this very site. A forged form or script on
 * another site can send the cookies, but can neither read the token nor hide its origin.
 * Use as `onRequest: requireCsrf` (or preHandler).
 */
export async function requireCsrf(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  if (origin !== undefined && !sameOrigin(request, origin)) throw new HttpError(403, 'CSRF.INVALID', CSRF_INVALID_MESSAGE);
  const token = request.headers[CSRF_HEADER];
  const secret = request.cookies[CSRF_COOKIE];
  const tokens = csrfTokensOf(request.server.csrfKey);
  if (typeof token !== 'string' || token === '' || !secret || !tokens.verify(secret, token, csrfUserInfo(request))) {
    throw new HttpError(403, 'CSRF.INVALID', CSRF_INVALID_MESSAGE);
  }
}

/**
 * Shopper sessions on the HTTP channel (issue 14), in the site scope after tenancy: registers
 * @fastify/cookie and @fastify/csrf-protection (the CSRF secret in an httpOnly, SameSite=Lax
 * cookie on '/', Secure over TLS), and decorates `request.shopperSession()`. fastify-plugin, so
 * the routes registered beside it see the decorations.
 */
export const shopperSessionPlugin = fp<ShopperSessionPluginOptions>(
  async (app, options) => {
    await app.register(cookie);
    app.decorate('csrfKey', options.csrfKey);
    await app.register(csrfProtection, {
      csrfOpts: { userInfo: true, hmacKey: options.csrfKey },
      cookieKey: CSRF_COOKIE,
      cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true },
      getToken: (request) => {
        const token = request.headers[CSRF_HEADER];
        return typeof token === 'string' ? token : undefined;
      },
    });

    const looked = new WeakMap<FastifyRequest, Promise<SessionShopper | null>>();
    app.decorateRequest('shopperSession', function shopperSession(this: FastifyRequest): Promise<SessionShopper | null> {
      let found = looked.get(this);
      if (!found) {
        const token = sessionTokenOf(this);
        found = token
          ? options.getShopperSession
              .execute({ site: this.site, token })()
              .then((answer) => (E.isRight(answer) ? answer.right : null))
          : Promise.resolve(null);
        looked.set(this, found);
      }
      return found;
    });
  },
  { name: 'caryard-shopper-session', fastify: '5.x', dependencies: ['caryard-tenancy'] },
);
