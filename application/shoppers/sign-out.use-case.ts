import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Failure, UseCase } from '../shared/use-case';
import type { ShopperSecrets } from './secrets.port';
import type { ShopperAccounts } from './shopper-accounts.port';

export interface SignOutInput {
  /** The session cookie's value, or nothing (signing out when signed out is fine). */
  readonly token: string | null | undefined;
}

/**
 * `POST /api/auth/sign-out` (issue 14): ends the session of a token — deleted, so the token
 * signs no one in again, whichever instance it reaches. Signing out twice, or with no session,
 * is not an error. Resolves whether a session was ended.
 */
export class SignOut implements UseCase<SignOutInput, Failure, boolean> {
  constructor(private readonly deps: { readonly accounts: ShopperAccounts; readonly secrets: ShopperSecrets }) {}

  execute(input: SignOutInput): TaskEither<never, boolean> {
    return async () => {
      if (!input.token) return E.right(false);
      return E.right(await this.deps.accounts.deleteSessionByTokenHash(this.deps.secrets.hash('session', input.token)));
    };
  }
}
