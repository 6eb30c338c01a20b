import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { StoredLead } from '../../domain/leads/lead';
import type { LeadChannel } from '../../domain/leads/lead-delivery';
import type { Car } from '../../domain/vehicle/car';

export interface LeadDeliveryRequest {
  lead: StoredLead;
  site: DealerSite;
  /** The email address or URL of the outbox entry. */
  destination: string;
  /** The lead's car as the site lists it now (null: no car, or no longer listed); the server's record, not the form's words. */
  car?: Car | null;
  /** The outbox entry's id: the same on every attempt of this delivery. */
  deliveryId: string;
  attempt: number;
}

/** The channel could not hand the lead over this time; the outbox retries it. */
export interface DeliveryFailed {
  readonly code: 'LEAD.DELIVERY_FAILED';
  readonly channel: LeadChannel;
  /** What went wrong, for the attempt log (no secrets). */
  readonly message: string;
}

/**
 * One way of handing a lead to the dealer (email, a CRM webhook, …): a new CRM is one new
 * adapter of this port, chosen per site by its configuration.
 */
export interface LeadDeliveryChannel {
  readonly channel: LeadChannel;
  /**
   * Hands the lead to `destination`. Right once the destination has accepted it; Left with
   * the reason otherwise (it will be retried). Where the channel can, a repeated delivery
   * (same deliveryId, after a crash between sending and recording) does not give the dealer
   * a second lead: the email file is rewritten in place, the webhook carries the id as its
   * Idempotency-Key. Rejects only on a bug.
   */
  deliver(request: LeadDeliveryRequest): TE.TaskEither<DeliveryFailed, void>;
}
