import { pipe } from 'fp-ts/lib/function.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';
import type { TradeInEvaluationStore } from './trade-in-store.port';
import type { ProviderUnavailable } from './valuation-provider.port';
import { unknownEvaluation, type UnknownEvaluation, type ValuationProviders } from './valuation-providers';

export interface UpdateEvaluationInput {
  readonly site: DealerSite;
  readonly evalid: string;
  /** spec 2 §5: the odometer, parsed as an integer (at the edge). */
  readonly km: number;
  readonly cName: string;
  readonly cEmail: string;
  readonly cPhone: string;
}

/**
 * spec 2 §4 Step Four, first call (`POST /api/eval-expert/update-eval`; spec 2 §7: evalid, km,
 * userEmail from site settings, cName, cEmail, cPhone): the provider records the seller's
 * kilometres and contact and answers the vehicle as it now holds it, which we keep.
 */
export class UpdateEvaluation {
  constructor(private readonly deps: { providers: ValuationProviders; store: TradeInEvaluationStore }) {}

  execute(input: UpdateEvaluationInput): TE.TaskEither<UnknownEvaluation | ProviderUnavailable, TradeInVehicle> {
    const { site } = input;
    return pipe(
      TE.fromTask(() => this.deps.store.findEvaluation(site.slug, input.evalid)),
      TE.chainW((evaluation) => (evaluation ? TE.right(evaluation) : TE.left(unknownEvaluation(input.evalid)))),
      TE.chainW((evaluation) =>
        pipe(
          this.deps.providers(site).updateEvaluation({
            evalId: evaluation.evalId,
            km: input.km,
            // spec 2 §7: userEmail comes from the site's settings: where its leads go, else its contact email.
            userEmail: site.lead_delivery.email ?? site.email ?? '',
            cName: input.cName,
            cEmail: input.cEmail,
            cPhone: input.cPhone,
          }),
          // The provider's answer, with the EvalID we know it by and the kilometres the seller gave when it omits them.
          TE.map((vehicle): TradeInVehicle => ({ ...evaluation.vehicle, ...vehicle, EvalID: evaluation.evalId, KM: vehicle.KM ?? input.km })),
          // issue 30: and the phone the seller gave, the one an offer for this evaluation is made to.
          TE.chainFirstW((vehicle) =>
            TE.fromTask(async () => {
              await this.deps.store.saveEvaluation({ ...evaluation, vehicle });
              await this.deps.store.recordContact(site.slug, evaluation.evalId, input.cPhone);
            }),
          ),
        ),
      ),
    );
  }
}
