import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { LeadNotFound } from './lead-errors';
import type { LeadFollowUp, LeadRepository } from './lead-repository.port';

export interface RecordLeadFollowUpCommand {
  siteSlug: string;
  leadId: string;
  followUp: LeadFollowUp;
}

/**
 * spec 2 §4 "Lead result": after success a follow-up call records the category and extra
 * params such as car_type — `POST /api/leads/{id}/follow-up`, stored with the lead.
 */
export class RecordLeadFollowUp {
  constructor(private readonly deps: { readonly leads: Pick<LeadRepository, 'recordFollowUp'> }) {}

  execute(command: RecordLeadFollowUpCommand): TE.TaskEither<LeadNotFound, { lead_id: string }> {
    return async () => {
      const recorded = await this.deps.leads.recordFollowUp(command.siteSlug, command.leadId, command.followUp);
      return recorded
        ? E.right({ lead_id: command.leadId })
        : E.left({ code: 'LEAD.NOT_FOUND', lead_id: command.leadId, message: `No lead ${command.leadId} on this site.` });
    };
  }
}
