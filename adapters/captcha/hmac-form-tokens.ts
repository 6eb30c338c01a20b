import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { CaptchaFailed } from '../../application/leads/captcha-verifier.port';
import { FORM_TOKEN_LIFETIME_MS, MIN_FILL_MS, type FormToken, type FormTokens, type VerifiedFormToken } from '../../application/leads/form-token.port';

/** A secret shorter than this is guessable offline from one token; settings refuse it. */
export const MIN_FORM_TOKEN_SECRET_LENGTH = 32;

export const FORM_TOKEN_TOO_SOON_MESSAGE = 'Your enquiry could not be sent because it looked automated. Please wait a few seconds and send it again.';
export const FORM_TOKEN_EXPIRED_MESSAGE = 'This form has expired. Please reload the page and send it again.';
export const FORM_TOKEN_INVALID_MESSAGE = 'This form could not be verified. Please reload the page and send it again.';
export const FORM_TOKEN_OTHER_SITE_MESSAGE = "This form belongs to another dealer's website. Please reload the page and send it again.";

export interface HmacFormTokensOptions {
  /** The deployment's secret, shared by every instance (at least 32 characters). */
  secret: string;
  /** Default MIN_FILL_MS (3 s). */
  minFillMs?: number;
  /** Default FORM_TOKEN_LIFETIME_MS (2 h). */
  lifetimeMs?: number;
}

const VERSION = 'v1';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EPOCH_MS = /^\d{1,15}$/;
/** 16 random bytes, base64url. */
const NONCE = /^[A-Za-z0-9_-]{22}$/;
/** An HMAC-SHA256, base64url. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Form tokens signed with HMAC-SHA256 (node:crypto):
 * `v1.{site_slug}.{issued_at_ms}.{nonce}.{base64url(HMAC(secret, "v1.{site_slug}.{issued_at_ms}.{nonce}"))}`.
 * Stateless: any instance holding the secret verifies any instance's token. A token may be sent
 * more than once while it is valid (a form retried after a refusal keeps its token); the lead
 * rate limit bounds what a harvested one is worth.
 */
export class HmacFormTokens implements FormTokens {
  readonly #secret: string;
  readonly #minFillMs: number;
  readonly #lifetimeMs: number;

  constructor(options: HmacFormTokensOptions) {
    // A configuration bug, caught by settings validation first: not an expected failure.
    if (options.secret.length < MIN_FORM_TOKEN_SECRET_LENGTH) {
      throw new Error(`The form token secret must be at least ${MIN_FORM_TOKEN_SECRET_LENGTH} characters`);
    }
    this.#secret = options.secret;
    this.#minFillMs = options.minFillMs ?? MIN_FILL_MS;
    this.#lifetimeMs = options.lifetimeMs ?? FORM_TOKEN_LIFETIME_MS;
  }

  issue(siteSlug: string, now: Date): FormToken {
    const issued = now.getTime();
    const payload = `${VERSION}.${siteSlug}.${issued}.${randomBytes(16).toString('base64url')}`;
    return {
      token: `${payload}.${this.#sign(payload).toString('base64url')}`,
      issuedAt: new Date(issued),
      usableFrom: new Date(issued + this.#minFillMs),
      expiresAt: new Date(issued + this.#lifetimeMs),
    };
  }

  verify(token: string, siteSlug: string, now: Date): E.Either<CaptchaFailed, VerifiedFormToken> {
    const parts = token.split('.');
    const [version = '', slug = '', issuedText = '', nonce = '', signature = ''] = parts;
    if (parts.length !== 5 || version !== VERSION || !SLUG.test(slug) || !EPOCH_MS.test(issuedText) || !NONCE.test(nonce) || !SIGNATURE.test(signature)) {
      return failed(FORM_TOKEN_INVALID_MESSAGE, 'form token malformed');
    }
    const expected = this.#sign(`${version}.${slug}.${issuedText}.${nonce}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return failed(FORM_TOKEN_INVALID_MESSAGE, 'form token signature does not match');
    if (slug !== siteSlug) return failed(FORM_TOKEN_OTHER_SITE_MESSAGE, `form token issued for site '${slug}'`);
    const issuedAt = Number(issuedText);
    const age = now.getTime() - issuedAt;
    if (age < this.#minFillMs) return failed(FORM_TOKEN_TOO_SOON_MESSAGE, `form sent ${age} ms after its token was issued`);
    if (age >= this.#lifetimeMs) return failed(FORM_TOKEN_EXPIRED_MESSAGE, `form token expired ${age - this.#lifetimeMs} ms ago`);
    return E.right({ siteSlug: slug, issuedAt: new Date(issuedAt) });
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#secret).update(payload).digest();
  }
}

function failed(message: string, reason: string): E.Either<CaptchaFailed, never> {
  return E.left({ code: 'LEAD.CAPTCHA_FAILED', message, reason });
}
