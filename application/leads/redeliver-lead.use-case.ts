import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { LeadChannel } from '../../domain/leads/lead-delivery';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { LeadNotFound } from './lead-errors';
import type { LeadOutbox, OutboxSignal } from './lead-outbox.port';

export interface RedeliverLeadCommand {
  readonly leadId: string;
}

export interface RedeliveryQueued {
  readonly lead_id: string;
  readonly site_slug: string;
  /** ISO 8601 UTC: when the lead was stored. */
  readonly created_at: string;
  /** The channels queued again, in delivery order; empty when the lead's site chose none. */
  readonly channels: readonly { readonly channel: LeadChannel; readonly destination: string }[];
}

/**
 * An operator sends a lead again (the command line's `leads redeliver`): its deliveries to the
 * dealer are queued once more, due now — to the same destinations chosen when it was stored —
 * and the dispatcher is woken; a delivery to the customer (the thanks SMS, the confirmation
 * email) only while it has not reached them (`redeliverable`), so no customer gets one twice. Nothing new is recorded in the lead; the outbox's
 * attempt log keeps the history. Any lead of any site: the operator names it by id.
 */
export class RedeliverLead implements UseCase<RedeliverLeadCommand, LeadNotFound, RedeliveryQueued> {
  constructor(
    private readonly deps: {
      readonly outbox: Pick<LeadOutbox, 'requeue'>;
      /** Woken once the deliveries are queued, so a running dispatcher starts them at once. */
      readonly outboxSignal?: OutboxSignal;
      readonly clock?: Clock;
    },
  ) {}

  execute({ leadId }: RedeliverLeadCommand): TaskEither<LeadNotFound, RedeliveryQueued> {
    return async () => {
      const queued = await this.deps.outbox.requeue(leadId.trim(), (this.deps.clock ?? systemClock).now());
      if (queued === null) return E.left({ code: 'LEAD.NOT_FOUND', lead_id: leadId, message: `No lead has the id ${leadId}.` });
      if (queued.entries.length > 0) this.deps.outboxSignal?.notify();
      return E.right({
        ...queued.lead,
        channels: queued.entries.map(({ channel, destination }) => ({ channel, destination })),
      });
    };
  }
}
