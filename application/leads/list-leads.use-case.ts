import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { UseCase } from '../shared/use-case';
import type { LeadListEntry, LeadRepository } from './lead-repository.port';

/** Leads listed when the caller names no limit. */
export const DEFAULT_LEAD_LIST_LIMIT = 100;
/** Most leads one call lists: a longer range is read in steps (the next `since` is the last lead's created_at). */
export const MAX_LEAD_LIST_LIMIT = 1_000;

export interface ListLeadsQuery {
  readonly site: Pick<DealerSite, 'slug'>;
  /** Leads stored at or after this instant. */
  readonly since: Date;
  /** 1 to MAX_LEAD_LIST_LIMIT; default DEFAULT_LEAD_LIST_LIMIT. */
  readonly limit?: number;
}

/** The query cannot be answered as asked: `fields` names the offending inputs. */
export interface LeadListRejected {
  readonly code: 'VALIDATION_FAILED';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * An operator's read of a site's leads (issue 10, the command line's `leads list`): the leads
 * stored since an instant, oldest first, each with who sent it, about which car, and how its
 * delivery stands on every channel.
 */
export class ListLeads implements UseCase<ListLeadsQuery, LeadListRejected, LeadListEntry[]> {
  constructor(private readonly deps: { readonly leads: Pick<LeadRepository, 'listSince'> }) {}

  execute({ site, since, limit = DEFAULT_LEAD_LIST_LIMIT }: ListLeadsQuery): TaskEither<LeadListRejected, LeadListEntry[]> {
    return async () => {
      if (Number.isNaN(since.getTime())) {
        return E.left({ code: 'VALIDATION_FAILED', message: 'The start of the range is not a valid instant.', fields: { since: 'Not a valid date.' } });
      }
      if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LEAD_LIST_LIMIT) {
        return E.left({
          code: 'VALIDATION_FAILED',
          message: `At most ${MAX_LEAD_LIST_LIMIT} leads are listed at once; the limit must be a whole number from 1 to ${MAX_LEAD_LIST_LIMIT}.`,
          fields: { limit: `A whole number from 1 to ${MAX_LEAD_LIST_LIMIT}.` },
        });
      }
      return E.right(await this.deps.leads.listSince(site.slug, since, limit));
    };
  }
}
