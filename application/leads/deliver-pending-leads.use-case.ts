import * as TE from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { LeadChannel } from '../../domain/leads/lead-delivery';
import type { Car } from '../../domain/vehicle/car';
import { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from '../../domain/leads/lead-delivery';
import { systemClock, type Clock } from './clock.port';
import type { LeadDeliveryChannel } from './lead-delivery.port';
import type { AttemptOutcome, ClaimedDelivery, LeadOutbox } from './lead-outbox.port';

/** One attempt, as the log reports it. */
export interface DeliveryAttemptReport {
  lead_id: string;
  site_slug: string;
  channel: LeadChannel;
  destination: string;
  attempt: number;
  outcome: 'delivered' | 'failed';
  error?: string;
  retryAt?: string;
}

/** Where attempts are reported (the server's log). */
export interface DeliveryLog {
  attempted(report: DeliveryAttemptReport): void;
}

export interface DeliveryRunReport {
  claimed: number;
  delivered: number;
  failed: number;
}

export interface DeliverPendingLeadsDeps {
  outbox: LeadOutbox;
  /** One adapter per channel a site may choose. */
  channels: readonly LeadDeliveryChannel[];
  /** The configured site of a slug; undefined when no longer configured. */
  siteOf: (slug: string) => DealerSite | undefined;
  /** A car of a site by id, as listed now (the lead's car for its summary); absent: no car is given. */
  carOf?: (siteSlug: string, carId: number) => Promise<Car | null>;
  clock?: Clock;
  retryPolicy?: RetryPolicy;
  /** Most deliveries claimed (and run at once) per pass. Default 20. */
  batchSize?: number;
  /** How long a claim holds an entry; longer than any channel's own timeout. Default 60 s. */
  leaseMs?: number;
  log?: DeliveryLog;
}

export const DEFAULT_BATCH_SIZE = 20;
export const DEFAULT_LEASE_MS = 60_000;

/**
 * One pass of the outbox (issue 6): claims the deliveries that are due, hands each lead to its
 * channel, and records every attempt — delivered, or failed and due again after an
 * exponential backoff, retried until it succeeds. Run again and again by the dispatcher.
 */
export class DeliverPendingLeads implements UseCase<void, never, DeliveryRunReport> {
  readonly #clock: Clock;
  readonly #channels: ReadonlyMap<LeadChannel, LeadDeliveryChannel>;
  readonly batchSize: number;

  constructor(private readonly deps: DeliverPendingLeadsDeps) {
    this.#clock = deps.clock ?? systemClock;
    this.#channels = new Map(deps.channels.map((c) => [c.channel, c]));
    this.batchSize = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  }

  /** Resolves with what the pass did; rejects only when the outbox itself (the database) fails. */
  execute(): TE.TaskEither<never, DeliveryRunReport> {
    return TE.fromTask(async () => {
      const claims = await this.deps.outbox.claimDue(this.#clock.now(), this.batchSize, this.deps.leaseMs ?? DEFAULT_LEASE_MS);
      const outcomes = await Promise.all(claims.map((claim) => this.#deliver(claim)));
      const delivered = outcomes.filter((o) => o === 'delivered').length;
      return { claimed: claims.length, delivered, failed: claims.length - delivered };
    });
  }

  async #deliver(claim: ClaimedDelivery): Promise<AttemptOutcome['outcome']> {
    const { entry, lead, attempt } = claim;
    const error = await this.#attempt(claim);
    const at = this.#clock.now();
    const result: AttemptOutcome =
      error === null
        ? { outcome: 'delivered' }
        : { outcome: 'failed', error, retryAt: new Date(at.getTime() + retryDelayMs(attempt, this.deps.retryPolicy ?? DEFAULT_RETRY_POLICY)) };
    await this.deps.outbox.recordAttempt(claim, at, result);
    this.deps.log?.attempted({
      lead_id: lead.lead_id,
      site_slug: entry.site_slug,
      channel: entry.channel,
      destination: entry.destination,
      attempt,
      outcome: result.outcome,
      ...(result.outcome === 'failed' ? { error: result.error, retryAt: result.retryAt.toISOString() } : {}),
    });
    return result.outcome;
  }

  /** null when delivered, else why not. */
  async #attempt({ entry, lead, attempt }: ClaimedDelivery): Promise<string | null> {
    const site = this.deps.siteOf(entry.site_slug);
    if (!site) return `site '${entry.site_slug}' is not configured`;
    const channel = this.#channels.get(entry.channel);
    if (!channel) return `no adapter for channel '${entry.channel}'`;
    try {
      const carId = lead.submission.car_id;
      const car = carId !== undefined && this.deps.carOf ? await this.deps.carOf(site.slug, carId) : null;
      const result = await channel.deliver({ lead, site, destination: entry.destination, deliveryId: entry.id, attempt, car })();
      return result._tag === 'Right' ? null : result.left.message;
    } catch (error) {
      // A throwing adapter is a bug, but the lead must still reach the dealer: record the
      // attempt as failed (the log shows it) and retry, rather than stop the other deliveries.
      return `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
}
