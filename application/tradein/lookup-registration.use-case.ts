import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { formLevelMessage } from '../../domain/leads/lead-validation';
import { validateStepOne } from '../../domain/tradein/trade-in-fields';
import type { Clock } from '../shared/clock.port';
import type { TradeInEvaluationStore } from './trade-in-store.port';
import type { LookupAnswer, ProviderUnavailable } from './valuation-provider.port';
import type { TradeInRejected, ValuationProviders } from './valuation-providers';

export interface LookupRegistrationInput {
  readonly site: DealerSite;
  readonly rego?: string | null;
  readonly state?: string | null;
}

/**
 * spec 2 §4 Step One (`POST /api/eval-expert/enter-vin`): checks rego and state (spec 2 §5
 * '* This field is required'), asks the site's provider, and remembers a single match as an
 * evaluation of this site, so photos, updates and offers attach only to it.
 */
export class LookupRegistration {
  constructor(private readonly deps: { providers: ValuationProviders; store: TradeInEvaluationStore; clock: Clock }) {}

  execute(input: LookupRegistrationInput): TE.TaskEither<TradeInRejected | ProviderUnavailable, LookupAnswer> {
    const { site } = input;
    return pipe(
      TE.fromEither(
        pipe(
          validateStepOne({ rego: normaliseRego(input.rego), state: input.state?.trim().toUpperCase() ?? null }),
          E.mapLeft((fields): TradeInRejected => ({ code: 'TRADE_IN.INVALID', message: formLevelMessage(fields), fields })),
        ),
      ),
      TE.chainW(({ rego, state }) =>
        pipe(
          this.deps.providers(site).lookupRegistration({ rego, state }),
          TE.chainFirstW((answer) =>
            answer.kind === 'match'
              ? TE.fromTask(() =>
                  this.deps.store.saveEvaluation({
                    siteSlug: site.slug,
                    evalId: answer.vehicle.EvalID,
                    provider: site.trade_in.provider,
                    rego,
                    state,
                    vehicle: answer.vehicle,
                    createdAt: this.deps.clock.now().toISOString(),
                  }),
                )
              : TE.right(undefined),
          ),
        ),
      ),
    );
  }
}

/** A plate as people type it: spaces and dashes dropped, upper case ('abc 123' → 'ABC123'). */
export function normaliseRego(rego: string | null | undefined): string {
  return (rego ?? '').replace(/[\s-]+/g, '').toUpperCase();
}
