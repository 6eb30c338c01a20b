import { pipe } from 'fp-ts/lib/function.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { CHOOSE_ONE_CAR_MESSAGE, isAustralianState } from '../../domain/tradein/trade-in-fields';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';
import type { Clock } from '../shared/clock.port';
import { normaliseRego } from './lookup-registration.use-case';
import type { TradeInEvaluationStore } from './trade-in-store.port';
import type { NoSuchCandidate, ProviderUnavailable } from './valuation-provider.port';
import type { TradeInRejected, ValuationProviders } from './valuation-providers';

export interface ChooseCandidateInput {
  readonly site: DealerSite;
  /** spec 2 §7 manual-entry: the VIN (or lookup reference) the candidates came with. */
  readonly vin: string;
  /** The chosen description. */
  readonly desc: string;
  /** Sent with the form (spec 2 §7 'plus other form fields'); the site's default state when absent. */
  readonly rego?: string | null;
  readonly state?: string | null;
}

/** spec 2 §4 Step Two (`POST /api/eval-expert/manual-entry`): the refined vehicle of the chosen description, remembered as an evaluation of this site. */
export class ChooseCandidate {
  constructor(private readonly deps: { providers: ValuationProviders; store: TradeInEvaluationStore; clock: Clock }) {}

  execute(input: ChooseCandidateInput): TE.TaskEither<TradeInRejected | ProviderUnavailable | NoSuchCandidate, TradeInVehicle> {
    const { site } = input;
    const description = input.desc.trim();
    if (description === '') return TE.left({ code: 'TRADE_IN.INVALID', message: CHOOSE_ONE_CAR_MESSAGE, fields: { desc: CHOOSE_ONE_CAR_MESSAGE } });
    const rego = normaliseRego(input.rego);
    const stateInput = input.state?.trim().toUpperCase() ?? '';
    const state = isAustralianState(stateInput) ? stateInput : site.default_state;
    return pipe(
      this.deps
        .providers(site)
        .chooseCandidate({ lookupId: input.vin.trim(), ...(input.vin.trim() ? { vin: input.vin.trim() } : {}), description, rego, state }),
      TE.chainFirstW((vehicle) =>
        TE.fromTask(() =>
          this.deps.store.saveEvaluation({
            siteSlug: site.slug,
            evalId: vehicle.EvalID,
            provider: site.trade_in.provider,
            rego,
            state,
            vehicle,
            createdAt: this.deps.clock.now().toISOString(),
          }),
        ),
      ),
    );
  }
}
