import type { AnalyticsEventId, AnalyticsEventName } from '../../domain/analytics/event-ids';

/** A phone reveal on a vehicle page (spec 1 §4 call-the-dealer, §7 phone reveal). */
export interface PhoneReveal {
  readonly siteSlug: string;
  readonly carId: number;
  readonly dealershipId: number;
  readonly websiteId: number;
}

/** Extra facts sent with an analytics event: short scalar values only. */
export type AnalyticsProperties = Readonly<Record<string, string | number | boolean | null>>;

/**
 * One analytics event of a dealer site: a spec 2 §7 id, or the name of an event the spec gives
 * no id (spec 1 §7 call clicks). Exactly one of `eventId` and `eventName` is set.
 */
export interface AnalyticsEventRecord {
  readonly siteSlug: string;
  readonly eventId: AnalyticsEventId | null;
  readonly eventName: AnalyticsEventName | null;
  readonly carId?: number | null;
  /** The page it happened on (absolute URL or path). */
  readonly url?: string | null;
  readonly properties?: AnalyticsProperties;
}

/**
 * Where shoppers' engagement with vehicle pages is kept: view counters, phone reveals and
 * analytics events (PGlite embedded, PostgreSQL at scale). Counts are per site and car.
 */
export interface VehicleEngagementStore {
  /**
   * Counts one more view of the car on the site and resolves with its total. The first
   * view starts from `baseline` (views the listing already carried, e.g. from an import),
   * so the total is `baseline + 1` then one more each time. Atomic: concurrent calls, from
   * any number of processes, each count once. Rejects only when the store fails.
   */
  recordView(siteSlug: string, carId: number, baseline: number): Promise<number>;
  /** The views counted for the car on the site; null when none were recorded. */
  viewsOf(siteSlug: string, carId: number): Promise<number | null>;
  /** Stores one phone reveal. Rejects only when the store fails. */
  recordPhoneReveal(reveal: PhoneReveal): Promise<void>;
  /** Number of phone reveals stored for the car on the site. */
  phoneRevealsOf(siteSlug: string, carId: number): Promise<number>;
  /**
   * Stores one analytics event. Rejects when the store fails, or when the event carries
   * both or neither of an id and a name (callers validate first: the use case does).
   */
  recordEvent(event: AnalyticsEventRecord): Promise<void>;
  /** The events stored for the site, oldest first (at most `limit`, default 100). */
  eventsOf(siteSlug: string, limit?: number): Promise<AnalyticsEventRecord[]>;
}
