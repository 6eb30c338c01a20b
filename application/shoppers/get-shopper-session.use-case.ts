import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { Clock } from '../shared/clock.port';
import type { Failure, UseCase } from '../shared/use-case';
import type { ShopperSecrets } from './secrets.port';
import type { ShopperAccounts } from './shopper-accounts.port';
import { SESSION_TTL_MS } from './verify-sign-in-code.use-case';

/** The signed-in shopper of a request (issue 14), as the HTTP channel hands it to routes. */
export interface SessionShopper {
  readonly shopper_id: string;
  readonly session_id: string;
  readonly site_slug: string;
  /** E.164 ('+61412345678'). */
  readonly phone: string;
  readonly email: string | null;
}

export interface GetShopperSessionInput {
  readonly site: Pick<DealerSite, 'slug'>;
  /** The session cookie's value, or nothing. */
  readonly token: string | null | undefined;
}

/** A session is slid (last seen, expiry) at most this often, so reading one rarely writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** A session token as VerifySignInCode makes one: 32 bytes, base64url. Anything else is looked up nowhere. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Who is signed in (issue 14): the shopper and session of a session token, or null — no token,
 * an unknown, signed-out or expired one, or a session of another dealer site (each site holds
 * its own shoppers: a cookie never carries a shopper across sites). Sliding expiry: a session
 * in use lives SESSION_TTL_DAYS from its last use, the stored times refreshed at most hourly.
 * Never fails (a database outage rejects: a bug to the caller, a 500).
 */
export class GetShopperSession implements UseCase<GetShopperSessionInput, Failure, SessionShopper | null> {
  constructor(private readonly deps: { readonly accounts: ShopperAccounts; readonly secrets: ShopperSecrets; readonly clock: Clock }) {}

  execute(input: GetShopperSessionInput): TaskEither<never, SessionShopper | null> {
    return async () => {
      if (!input.token || !TOKEN.test(input.token)) return E.right(null);
      const { accounts, secrets, clock } = this.deps;
      const found = await accounts.findSession(secrets.hash('session', input.token));
      if (!found || found.shopper.siteSlug !== input.site.slug) return E.right(null);
      const now = clock.now();
      const { session, shopper } = found;
      if (session.expiresAt.getTime() <= now.getTime()) return E.right(null);
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await accounts.touchSession(session.id, now, new Date(now.getTime() + SESSION_TTL_MS));
      }
      return E.right({ shopper_id: shopper.id, session_id: session.id, site_slug: shopper.siteSlug, phone: shopper.phone, email: shopper.email });
    };
  }
}
