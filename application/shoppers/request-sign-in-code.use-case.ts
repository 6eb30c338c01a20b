import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { AustralianMobile, mobileDisplay, smsSenderId } from '../../domain/leads/sms';
import { ONE_TIME_CODE } from '../../domain/shoppers/sign-in';
import type { SmsSender } from '../notifications/sms-sender.port';
import type { Clock } from '../shared/clock.port';
import type { Logger } from '../shared/logger.port';
import type { UseCase } from '../shared/use-case';
import type { ShopperSecrets } from './secrets.port';
import type { CodeCount, ShopperAccounts } from './shopper-accounts.port';
import type { RequestCodeAnswer } from './shopper-contract';

/** The field message of a number that cannot take a sign-in code (issue 14 brief, the sign-in form). */
export const PHONE_FIELD_MESSAGE = 'Please enter an Australian mobile number, like 0412 345 678.';

/** Codes older than this are deleted when a new one is asked for (the per-address rows hold an IP). */
export const CODE_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Rows a sweep deletes at most, so one request never carries a long delete. */
export const SWEEP_LIMIT = 500;

export interface RequestSignInCodeInput {
  readonly site: Pick<DealerSite, 'slug' | 'name'>;
  /** As typed: '0412 345 678', '+61 412 345 678'. */
  readonly phone: unknown;
  /** The client's address (request.ip: the client's own behind a trusted proxy). */
  readonly clientIp: string;
}

/** The number is no Australian mobile: the form's `phone` field says so. */
export interface PhoneInvalid {
  readonly code: 'AUTH.PHONE_INVALID';
  readonly field: 'phone';
  readonly message: string;
}

/** A limit of ONE_TIME_CODE is reached: when the next code may be asked for. */
export interface TooManyCodes {
  readonly code: 'AUTH.TOO_MANY_CODES';
  readonly message: string;
  readonly retryAfterSeconds: number;
}

/** The text message could not be sent; the code stored for it is void. */
export interface SmsUnavailable {
  readonly code: 'SMS.UNAVAILABLE';
  readonly message: string;
}

export type RequestSignInCodeFailure = PhoneInvalid | TooManyCodes | SmsUnavailable;

export interface RequestSignInCodeDeps {
  readonly accounts: ShopperAccounts;
  readonly secrets: ShopperSecrets;
  readonly sms: SmsSender;
  readonly clock: Clock;
  readonly logger?: Pick<Logger, 'warn'>;
}

/** 'in 45 seconds', 'in 12 minutes', 'in 1 minute': when the shopper may ask again. */
export function retryWording(seconds: number): string {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The text of a sign-in SMS: the code first (phones show it in the notification and offer to fill it in). */
export function signInSmsBody(code: string, siteName: string): string {
  const minutes = Math.round(ONE_TIME_CODE.ttlSeconds / 60);
  return `${code} is your ${siteName.trim()} sign-in code. It expires in ${minutes} minutes. Never share this code.`;
}

/** Seconds from `now` until the oldest code of a full window leaves it (at least 1). */
function untilWindowFrees(count: CodeCount, windowSeconds: number, now: Date): number {
  const oldest = count.oldest ?? now;
  return Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

/**
 * The limits of ONE_TIME_CODE over the codes already sent: one code per number every 30 s, 5 per
 * number and 20 per client address an hour. Null when a new code may go out.
 */
export function limitReached(forNumber: CodeCount, fromAddress: CodeCount, now: Date): TooManyCodes | null {
  const { perNumber, perAddress, resendAfterSeconds } = ONE_TIME_CODE;
  if (forNumber.newest && now.getTime() - forNumber.newest.getTime() < resendAfterSeconds * 1000) {
    const wait = Math.max(1, Math.ceil((forNumber.newest.getTime() + resendAfterSeconds * 1000 - now.getTime()) / 1000));
    return { code: 'AUTH.TOO_MANY_CODES', retryAfterSeconds: wait, message: `A code was sent a moment ago. You can ask for a new one ${retryWording(wait)}.` };
  }
  if (forNumber.count >= perNumber.max) {
    const wait = untilWindowFrees(forNumber, perNumber.windowSeconds, now);
    return {
      code: 'AUTH.TOO_MANY_CODES',
      retryAfterSeconds: wait,
      message: `Too many codes were sent to this number. Please try again ${retryWording(wait)}.`,
    };
  }
  if (fromAddress.count >= perAddress.max) {
    const wait = untilWindowFrees(fromAddress, perAddress.windowSeconds, now);
    return {
      code: 'AUTH.TOO_MANY_CODES',
      retryAfterSeconds: wait,
      message: `Too many codes were asked for from your connection. Please try again ${retryWording(wait)}.`,
    };
  }
  return null;
}

/**
 * `POST /api/auth/request-code` (issue 14 'sign-in by phone with a one-time SMS code'; spec 1 §6
 * 'Saving to the watchlist requires a signed-in user with a phone number'): texts a six-digit code
 * to an Australian mobile. Limits, counted from the stored codes so every instance sees them
 * (ONE_TIME_CODE, limitReached): one code per number every 30 s, 5 per number and 20 per client
 * address an hour — counted and stored atomically (ShopperAccounts.insertCodeWithinLimits), so
 * simultaneous requests cannot slip past them. Only the code's keyed hash is stored; the SMS goes
 * through the SmsSender port, after the code is stored, with the message id `sign-in-{codeId}`
 * (one file per code in the outbox). A send that fails voids the code and answers SMS.UNAVAILABLE.
 *
 * Choices: the per-number limits count codes of that number on this site (a shopper is a phone
 * on one site — migration 011); the per-address limit counts every site (one client sending to
 * many numbers through many dealer sites is still one client). A failed send still counts
 * towards the limits, so a failing gateway is not hammered; its message asks for a minute.
 */
export class RequestSignInCode implements UseCase<RequestSignInCodeInput, RequestSignInCodeFailure, RequestCodeAnswer> {
  constructor(private readonly deps: RequestSignInCodeDeps) {}

  execute(input: RequestSignInCodeInput): TaskEither<RequestSignInCodeFailure, RequestCodeAnswer> {
    return async () => {
      const phone = AustralianMobile.parse(input.phone);
      if (E.isLeft(phone)) return E.left({ code: 'AUTH.PHONE_INVALID', field: 'phone', message: PHONE_FIELD_MESSAGE });
      const { accounts, secrets, clock } = this.deps;
      const now = clock.now();
      const slug = input.site.slug;
      // Old codes go first: they hold client addresses no longer needed for any limit.
      await accounts.deleteCodesCreatedBefore(new Date(now.getTime() - CODE_RETENTION_MS), SWEEP_LIMIT);

      const code = secrets.oneTimeCode(ONE_TIME_CODE.digits);
      const id = secrets.newId();
      const { perNumber, perAddress } = ONE_TIME_CODE;
      // Counted and stored in one step under the number's and the address's locks: concurrent
      // requests (on any instance) are judged one after the other (review of issue 14).
      const stored = await accounts.insertCodeWithinLimits(
        {
          id,
          siteSlug: slug,
          phone: phone.right,
          codeHash: secrets.hash('sign-in-code', `${id}:${code}`),
          clientIp: input.clientIp,
          createdAt: now,
          expiresAt: new Date(now.getTime() + ONE_TIME_CODE.ttlSeconds * 1000),
        },
        {
          numberSince: new Date(now.getTime() - perNumber.windowSeconds * 1000),
          addressSince: new Date(now.getTime() - perAddress.windowSeconds * 1000),
          judge: (forNumber, fromAddress) => limitReached(forNumber, fromAddress, now),
        },
      );
      if (!stored.inserted) return E.left(stored.refusal);
      // Sent only once the code is committed: the SMS never carries a code the store refused.
      const sent = await this.deps.sms.send({
        messageId: `sign-in-${id}`,
        to: phone.right,
        from: smsSenderId(input.site.name),
        body: signInSmsBody(code, input.site.name),
      })();
      if (E.isLeft(sent)) {
        await accounts.expireCode(id, now);
        this.deps.logger?.warn({ site: slug, code_id: id, reason: sent.left.message }, 'sign-in code SMS not sent');
        return E.left({ code: 'SMS.UNAVAILABLE', message: 'We could not send the text message just now. Please try again in a minute.' });
      }
      return E.right({
        sent: true,
        phone_display: mobileDisplay(phone.right),
        expires_in_seconds: ONE_TIME_CODE.ttlSeconds,
        resend_after_seconds: ONE_TIME_CODE.resendAfterSeconds,
      });
    };
  }
}
