import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { evaluationIdOf } from '../../domain/tradein/trade-in-lead';
import type { LeadNotFound } from '../leads/lead-errors';
import type { LeadRepository } from '../leads/lead-repository.port';
import type { TradeInEvaluationStore } from './trade-in-store.port';

export interface RecordTradeInValuationInput {
  readonly site: DealerSite;
  readonly leadId: string;
}

/** The lead names no evaluation with an offer of this site: there is no valuation to record. */
export interface NoOfferToRecord {
  readonly code: 'TRADE_IN.NO_OFFER';
  readonly message: string;
}

/** What is recorded: the figures of the offer the server made. */
export interface RecordedValuation {
  readonly lead_id: string;
  readonly value: { readonly offer_price: number; readonly reduced_price: number | null; readonly final_price: number };
}

/**
 * spec 2 §7 `POST /api/miscellaneous` with column_name 'valuation' (issue 30 item 1): records
 * against the lead the valuation of the offer the server made for the lead's evaluation
 * (user.EvalID), read from the evaluation store; whatever figures the request carries are not
 * read. A lead of another site is LEAD.NOT_FOUND; one without an offer, TRADE_IN.NO_OFFER.
 */
export class RecordTradeInValuation {
  constructor(
    private readonly deps: {
      readonly leads: Pick<LeadRepository, 'findById' | 'recordFollowUp'>;
      readonly store: Pick<TradeInEvaluationStore, 'findEvaluation'>;
    },
  ) {}

  execute({ site, leadId }: RecordTradeInValuationInput): TE.TaskEither<LeadNotFound | NoOfferToRecord, RecordedValuation> {
    return async () => {
      const lead = await this.deps.leads.findById(site.slug, leadId);
      if (!lead) return E.left({ code: 'LEAD.NOT_FOUND', lead_id: leadId, message: `No lead ${leadId} on this site.` });
      const evalId = evaluationIdOf(lead.submission.user);
      const offer = evalId === null ? null : ((await this.deps.store.findEvaluation(site.slug, evalId))?.offer ?? null);
      if (!offer) return E.left({ code: 'TRADE_IN.NO_OFFER', message: 'This lead has no instant offer to record a valuation of.' });
      const value = { offer_price: offer.offer_price, reduced_price: offer.reduced_price, final_price: offer.final_price };
      await this.deps.leads.recordFollowUp(site.slug, leadId, {
        category: 'miscellaneous',
        params: { column_name: 'valuation', value: JSON.stringify(value) },
      });
      return E.right({ lead_id: leadId, value });
    };
  }
}
