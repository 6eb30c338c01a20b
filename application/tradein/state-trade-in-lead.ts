import * as E from 'fp-ts/lib/Either.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { FieldErrors } from '../../domain/leads/field-errors';
import type { LeadSubmission } from '../../domain/leads/lead';
import { updatedLeadId } from '../../domain/leads/lead-delivery';
import { formLevelMessage } from '../../domain/leads/lead-validation';
import { AustralianMobile } from '../../domain/leads/sms';
import { localDateTime, timeZoneOfState } from '../../domain/locations/time-zone';
import {
  ACCEPTANCE_NEEDS_EVALUATION_MESSAGE,
  evaluationIdOf,
  isOfferAcceptance,
  isOfferExpired,
  NO_OFFER_MESSAGE,
  offerExpiredMessage,
  OTHER_EVALUATION_MESSAGE,
  serverStatedTradeInFields,
  UNKNOWN_EVALUATION_MESSAGE,
} from '../../domain/tradein/trade-in-lead';
import { TRADE_IN_CATEGORY } from '../../domain/tradein/trade-in-flow';
import type { LeadRejected } from '../leads/lead-errors';
import type { LeadRepository } from '../leads/lead-repository.port';
import type { Clock } from '../shared/clock.port';
import type { TradeInEvaluationStore } from './trade-in-store.port';

export interface StatedTradeInLead {
  /** The submission with the server's vehicle, photos and offer figures. */
  readonly submission: LeadSubmission;
  /** true when the lead is the first acceptance of an offer the server made to this lead's phone: it earns the thanks SMS. */
  readonly earnsThanksSms: boolean;
}

export interface StateTradeInLeadDeps {
  readonly store: Pick<TradeInEvaluationStore, 'findEvaluation' | 'imagesOf' | 'markAccepted'>;
  readonly leads: Pick<LeadRepository, 'findById'>;
  readonly clock: Clock;
}

/**
 * issue 30 items 1 and 3: a 'Trade-in Enquiry' lead as the server states it. The browser sends
 * the seller's answers and the EvalID (SubmitLead has already refused a lead stating a figure or
 * the vehicle of record: clientStatedFieldErrors); this adds the vehicle, rego, photos and offer
 * from the evaluation and the offer the server made for this site. Refused (LEAD.INVALID):
 * - an EvalID this site never issued (unknown, or another site's);
 * - an acceptance (offer_accepted) naming no evaluation, one with no offer, an offer past its
 *   valid_until (in the site's time zone), or updating a lead of another evaluation.
 * The thanks SMS is earned only by the first acceptance of the offer from the phone the seller
 * gave the provider at Step Four (the phone the offer was made to) — never because a lead says so;
 * an acceptance from another number is stored and delivered to the dealer, without a text.
 * Any other lead passes unchanged.
 */
export class StateTradeInLead {
  constructor(private readonly deps: StateTradeInLeadDeps) {}

  async execute(site: DealerSite, submission: LeadSubmission): Promise<E.Either<LeadRejected, StatedTradeInLead>> {
    const { user } = submission;
    if (user.category !== TRADE_IN_CATEGORY) return E.right({ submission, earnsThanksSms: false });
    const accepting = isOfferAcceptance(user);
    const evalId = evaluationIdOf(user);
    if (evalId === null) return accepting ? refused({ 'user.EvalID': ACCEPTANCE_NEEDS_EVALUATION_MESSAGE }) : E.right({ submission, earnsThanksSms: false });

    const evaluation = await this.deps.store.findEvaluation(site.slug, evalId);
    if (!evaluation) return refused({ 'user.EvalID': UNKNOWN_EVALUATION_MESSAGE });
    const images = await this.deps.store.imagesOf(site.slug, evalId);
    const stated: LeadSubmission = {
      ...submission,
      user: {
        ...user,
        ...serverStatedTradeInFields({
          evalId,
          rego: evaluation.rego,
          state: evaluation.state,
          vehicle: evaluation.vehicle,
          offer: evaluation.offer,
          images: images.map((i) => i.originalName),
        }),
      },
    };
    if (!accepting) return E.right({ submission: stated, earnsThanksSms: false });

    const offer = evaluation.offer;
    if (!offer) return refused({ 'user.offer_accepted': NO_OFFER_MESSAGE });
    const today = localDateTime(this.deps.clock.now(), timeZoneOfState(site.address.state)).date;
    if (isOfferExpired(offer, today) && offer.valid_until !== null) return refused({ 'user.offer_accepted': offerExpiredMessage(offer.valid_until) });
    const updated = updatedLeadId(user);
    if (updated !== null) {
      const first = await this.deps.leads.findById(site.slug, updated);
      if (first && evaluationIdOf(first.submission.user) !== evalId) return refused({ 'user.lead_id': OTHER_EVALUATION_MESSAGE });
    }
    // The seller's own acceptance, the first one: only that marks the offer accepted and earns the text.
    const earnsThanksSms =
      sameMobile(user.phone, evaluation.contactPhone) && (await this.deps.store.markAccepted(site.slug, evalId, this.deps.clock.now().toISOString()));
    return E.right({ submission: stated, earnsThanksSms });
  }
}

function refused(fields: FieldErrors): E.Either<LeadRejected, never> {
  return E.left({ code: 'LEAD.INVALID', message: formLevelMessage(fields), fields });
}

/** Both are one Australian mobile (E.164 compared), so '0412 345 678' and '+61412345678' match. */
function sameMobile(a: unknown, b: string | null): boolean {
  const left = AustralianMobile.parse(a);
  const right = AustralianMobile.parse(b);
  return E.isRight(left) && E.isRight(right) && left.right === right.right;
}
