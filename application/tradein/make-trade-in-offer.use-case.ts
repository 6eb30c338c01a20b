import { pipe } from 'fp-ts/lib/function.js';
import * as O from 'fp-ts/lib/Option.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { formLevelMessage } from '../../domain/leads/lead-validation';
import { addDays, localDateTime, timeZoneOfState } from '../../domain/locations/time-zone';
import { expectedKm, tradeInOffer } from '../../domain/tradein/offer';
import { CAR_CONDITIONS, KEY_COUNTS, SERVICE_HISTORIES, type CarCondition, type KeyCount, type ServiceHistory } from '../../domain/tradein/trade-in-flow';
import { offerReference } from '../../domain/tradein/offer-reference';
import { parseOdometer } from '../../domain/tradein/trade-in-fields';
import { REQUIRED_MESSAGE } from '../../domain/leads/field-errors';
import type { Clock } from '../shared/clock.port';
import type { OfferRequest, TradeInOffer } from './trade-in-contract';
import type { TradeInEvaluationStore } from './trade-in-store.port';
import type { NoValuation, ProviderUnavailable } from './valuation-provider.port';
import { unknownEvaluation, type TradeInRejected, type UnknownEvaluation, type ValuationProviders } from './valuation-providers';

export type MakeTradeInOfferInput = OfferRequest & { readonly site: DealerSite };

const oneOf = <T extends string>(options: readonly T[], value: string): value is T => (options as readonly string[]).includes(value);

/**
 * spec 2 §2 'After submission', §7 'Trade-in valuation lookup' (`POST /api/trade-in/offer`):
 * the provider's market trade value of the evaluated car at the kilometres usual for its age,
 * adjusted by the seller's answers with the domain's formula (domain/tradein/offer.ts), and
 * how long the offer stands (the site's `trade_in.offer_valid_days`, counted in the site's
 * own time zone). The offer is computed here from the evaluation we hold, never from a price
 * the browser sends, and kept with the evaluation: what a lead says of it is read
 * from there.
 */
export class MakeTradeInOffer {
  constructor(private readonly deps: { providers: ValuationProviders; store: TradeInEvaluationStore; clock: Clock; randomBytes: (n: number) => Uint8Array }) {}

  execute(input: MakeTradeInOfferInput): TE.TaskEither<TradeInRejected | UnknownEvaluation | ProviderUnavailable | NoValuation, TradeInOffer> {
    const { site } = input;
    const { car_condition, service_history, number_of_keys } = input.adjustments;
    const km = parseOdometer(input.adjustments.odometer);
    const condition = oneOf<CarCondition>(CAR_CONDITIONS, car_condition) ? car_condition : null;
    const history = oneOf<ServiceHistory>(SERVICE_HISTORIES, service_history) ? service_history : null;
    const keys = oneOf<KeyCount>(KEY_COUNTS, number_of_keys) ? number_of_keys : null;
    if (O.isNone(km) || condition === null || history === null || keys === null) {
      const fields: Record<string, string> = {};
      if (O.isNone(km)) fields['adjustments.odometer'] = REQUIRED_MESSAGE;
      if (condition === null) fields['adjustments.car_condition'] = `must be one of: ${CAR_CONDITIONS.join(', ')}`;
      if (history === null) fields['adjustments.service_history'] = `must be one of: ${SERVICE_HISTORIES.join(', ')}`;
      if (keys === null) fields['adjustments.number_of_keys'] = `must be one of: ${KEY_COUNTS.join(', ')}`;
      return TE.left({ code: 'TRADE_IN.INVALID', message: formLevelMessage(fields), fields });
    }
    const today = localDateTime(this.deps.clock.now(), timeZoneOfState(site.address.state)).date;
    return pipe(
      TE.fromTask(() => this.deps.store.findEvaluation(site.slug, input.evalid)),
      TE.chainW((evaluation) => (evaluation ? TE.right(evaluation) : TE.left(unknownEvaluation(input.evalid)))),
      TE.chainW((evaluation) =>
        pipe(
          this.deps.providers(site).value({
            vehicle: evaluation.vehicle,
            rego: evaluation.rego,
            state: evaluation.state,
            km: expectedKm(evaluation.vehicle.Year, today),
          }),
          TE.map((valuation): Omit<TradeInOffer, 'reference'> => {
            const offer = tradeInOffer({
              marketValue: valuation.trade_price,
              year: evaluation.vehicle.Year,
              km: km.value,
              condition,
              serviceHistory: history,
              keys,
              today,
            });
            const days = site.trade_in.offer_valid_days;
            return { ...offer, evalid: evaluation.evalId, valid_days: days, valid_until: days === null ? null : addDays(today, days) };
          }),
          // The offer is kept, so the lead, the email, the ADF appraisal and the SMS are stated from it alone;
          // its shopper reference is the evaluation's first one (a later offer keeps it).
          TE.chainW((offer) =>
            TE.fromTask(async (): Promise<TradeInOffer> => {
              const reference = await this.deps.store.saveOffer(
                site.slug,
                evaluation.evalId,
                offer,
                this.deps.clock.now().toISOString(),
                offerReference(this.deps.randomBytes(5)),
              );
              return { ...offer, reference };
            }),
          ),
        ),
      ),
    );
  }
}
