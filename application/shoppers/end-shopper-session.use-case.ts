import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { UseCase } from '../shared/use-case';
import type { ShopperLists } from './shopper-lists.port';
import { signedInOn, SIGN_IN_REQUIRED_MESSAGE, type SignedInShopper, type SignInRequired } from './shopper-lists-views';

export interface SessionNotFound {
  readonly code: 'SESSION.NOT_FOUND';
  readonly message: string;
}

export interface EndSessionCommand {
  readonly site: DealerSite;
  readonly shopper: SignedInShopper | null;
  readonly session_id: string;
}

export interface SessionEnded {
  readonly removed: true;
  /** The session ended is the one making the request: the caller signs it out (clears its cookie). */
  readonly current: boolean;
}

/**
 * `DELETE /api/garage/sessions/:id` (issue 14 'A shopper can see and delete … sessions'): signs
 * out one of the shopper's own sessions — another device, or this one. Another shopper's session
 * is not found, whatever its id.
 */
export class EndShopperSession implements UseCase<EndSessionCommand, SignInRequired | SessionNotFound, SessionEnded> {
  constructor(private readonly deps: { readonly lists: Pick<ShopperLists, 'endSession'> }) {}

  execute(command: EndSessionCommand): TaskEither<SignInRequired | SessionNotFound, SessionEnded> {
    return async () => {
      const shopper = signedInOn(command.site, command.shopper, SIGN_IN_REQUIRED_MESSAGE);
      if (E.isLeft(shopper)) return shopper;
      if (!(await this.deps.lists.endSession(shopper.right.shopper_id, command.session_id))) {
        return E.left({ code: 'SESSION.NOT_FOUND', message: 'That session has already ended.' });
      }
      return E.right({ removed: true as const, current: command.session_id === shopper.right.session_id });
    };
  }
}
