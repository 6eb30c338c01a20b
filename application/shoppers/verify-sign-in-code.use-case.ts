import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { AustralianMobile } from '../../domain/leads/sms';
import { ONE_TIME_CODE, SESSION_TTL_DAYS } from '../../domain/shoppers/sign-in';
import type { Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import { PHONE_FIELD_MESSAGE, SWEEP_LIMIT } from './request-sign-in-code.use-case';
import type { ShopperSecrets } from './secrets.port';
import type { ShopperAccounts, StoredShopper, StoredSignInCode } from './shopper-accounts.port';

export const CODE_FIELD_MESSAGE = `Please enter the ${ONE_TIME_CODE.digits}-digit code from the text message.`;
/** The longest user agent kept with a session (the garage lists sessions by it). */
export const USER_AGENT_MAX_LENGTH = 300;
export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

export interface VerifySignInCodeInput {
  readonly site: Pick<DealerSite, 'slug'>;
  readonly phone: unknown;
  /** As typed: '123456', '123 456'. */
  readonly code: unknown;
  /** The browser's User-Agent, kept so the garage can list the shopper's sessions. */
  readonly userAgent?: string | null;
}

/** The number or the code is not well formed: the named form field says why. */
export interface SignInFieldInvalid {
  readonly code: 'AUTH.PHONE_INVALID' | 'AUTH.CODE_INVALID';
  readonly field: 'phone' | 'code';
  readonly message: string;
}

export interface NoCode {
  readonly code: 'AUTH.NO_CODE';
  readonly message: string;
}

export interface CodeExpired {
  readonly code: 'AUTH.CODE_EXPIRED';
  readonly message: string;
}

export interface CodeWrong {
  readonly code: 'AUTH.CODE_WRONG';
  readonly message: string;
  readonly triesLeft: number;
}

export interface TooManyAttempts {
  readonly code: 'AUTH.TOO_MANY_ATTEMPTS';
  readonly message: string;
}

export type VerifySignInCodeFailure = SignInFieldInvalid | NoCode | CodeExpired | CodeWrong | TooManyAttempts;

/** Signed in: the token goes in the session cookie (only its hash is stored). */
export interface SignedIn {
  readonly token: string;
  readonly sessionId: string;
  readonly expiresAt: Date;
  readonly shopper: StoredShopper;
}

export interface VerifySignInCodeDeps {
  readonly accounts: ShopperAccounts;
  readonly secrets: ShopperSecrets;
  readonly clock: Clock;
}

const NO_CODE: NoCode = { code: 'AUTH.NO_CODE', message: 'No code was sent to this number. Please ask for a code first.' };
const EXPIRED: CodeExpired = { code: 'AUTH.CODE_EXPIRED', message: 'That code has expired. Please ask for a new one.' };
const USED: CodeExpired = { code: 'AUTH.CODE_EXPIRED', message: 'That code has been used already. Please ask for a new one.' };
const SPENT: TooManyAttempts = { code: 'AUTH.TOO_MANY_ATTEMPTS', message: 'Too many wrong tries: that code can no longer be used. Please ask for a new one.' };

/** Why a stored code cannot be tried now, or null while it can. */
function unusable(code: StoredSignInCode, now: Date): CodeExpired | TooManyAttempts | null {
  if (code.usedAt) return USED;
  if (code.attempts >= ONE_TIME_CODE.maxAttempts) return SPENT;
  if (code.expiresAt.getTime() <= now.getTime()) return EXPIRED;
  return null;
}

function wrong(attempts: number): CodeWrong {
  const left = ONE_TIME_CODE.maxAttempts - attempts;
  return { code: 'AUTH.CODE_WRONG', triesLeft: left, message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` };
}

/**
 * `POST /api/auth/verify-code` (issue 14): checks the code of the newest code sent to (site,
 * phone) — an older one is superseded by a newer. Expired → AUTH.CODE_EXPIRED; wrong → one try
 * counted in one statement (concurrent guesses never pass ONE_TIME_CODE.maxAttempts) and
 * AUTH.CODE_WRONG with the tries left, the last one spending the code (AUTH.TOO_MANY_ATTEMPTS);
 * right → the code is used (once: the statement that marks it decides), the shopper of (site,
 * phone) is found or created and a session begins: a random token whose keyed hash is stored,
 * living SESSION_TTL_DAYS. The hashes are compared in constant time.
 */
export class VerifySignInCode implements UseCase<VerifySignInCodeInput, VerifySignInCodeFailure, SignedIn> {
  constructor(private readonly deps: VerifySignInCodeDeps) {}

  execute(input: VerifySignInCodeInput): TaskEither<VerifySignInCodeFailure, SignedIn> {
    return async () => {
      const phone = AustralianMobile.parse(input.phone);
      if (E.isLeft(phone)) return E.left({ code: 'AUTH.PHONE_INVALID', field: 'phone', message: PHONE_FIELD_MESSAGE });
      // Spaces and hyphens a shopper types or pastes ('123 456') are not part of the code.
      const typed = typeof input.code === 'string' ? input.code.replace(/[\s-]/g, '') : '';
      if (!new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`).test(typed)) return E.left({ code: 'AUTH.CODE_INVALID', field: 'code', message: CODE_FIELD_MESSAGE });

      const { accounts, secrets, clock } = this.deps;
      const now = clock.now();
      const stored = await accounts.latestCode(input.site.slug, phone.right);
      if (!stored) return E.left(NO_CODE);
      const refused = unusable(stored, now);
      if (refused) return E.left(refused);

      if (!secrets.equal(stored.codeHash, secrets.hash('sign-in-code', `${stored.id}:${typed}`))) {
        const counted = await accounts.recordWrongAttempt(stored.id, ONE_TIME_CODE.maxAttempts);
        if (!counted.counted) return E.left(await this.whyNotUsable(stored, now));
        return E.left(counted.attempts >= ONE_TIME_CODE.maxAttempts ? SPENT : wrong(counted.attempts));
      }
      if (!(await accounts.useCode(stored.id, now, ONE_TIME_CODE.maxAttempts))) return E.left(await this.whyNotUsable(stored, now));

      const shopper = await accounts.findOrCreateShopper({ id: secrets.newId(), siteSlug: input.site.slug, phone: phone.right, email: null, createdAt: now });
      await accounts.deleteExpiredSessions(now, SWEEP_LIMIT);
      const token = secrets.sessionToken();
      const sessionId = secrets.newId();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      const userAgent = input.userAgent ? input.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null;
      await accounts.createSession({ id: sessionId, tokenHash: secrets.hash('session', token), shopperId: shopper.id, userAgent, createdAt: now, expiresAt });
      return E.right({ token, sessionId, expiresAt, shopper });
    };
  }

  /** Another request changed the code between the read and the write: why it is now unusable. */
  private async whyNotUsable(stored: StoredSignInCode, now: Date): Promise<CodeExpired | TooManyAttempts> {
    const again = await this.deps.accounts.latestCode(stored.siteSlug, stored.phone);
    // Swept, or replaced by a newer code meanwhile: this one is no longer the one to type.
    if (!again || again.id !== stored.id) return EXPIRED;
    return unusable(again, now) ?? SPENT;
  }
}
