import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { FormToken, FormTokens } from './form-token.port';

export interface IssueFormTokenInput {
  readonly site: Pick<DealerSite, 'slug'>;
}

/**
 * `GET /api/form-token` (issue 10): the token a lead form fetches when it is shown and sends
 * back with the lead, so the server — not the browser — knows when the form was shown.
 */
export class IssueFormToken implements UseCase<IssueFormTokenInput, never, FormToken> {
  readonly #clock: Clock;

  constructor(private readonly deps: { readonly tokens: Pick<FormTokens, 'issue'>; readonly clock?: Clock }) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute({ site }: IssueFormTokenInput): TE.TaskEither<never, FormToken> {
    return TE.right(this.deps.tokens.issue(site.slug, this.#clock.now()));
  }
}
