/**
 * Where alerts live (issue 14 'Price-drop and status alerts'; migrations 011 and 012): the
 * watchers of a car, the alert events a change records, the consent behind them, saved searches
 * asking for new stock, and the outbox of messages to shoppers. One SQL adapter serves PGlite and
 * PostgreSQL (adapters/persistence/sql-shopper-alerts.ts). Every row here goes when its shopper
 * is deleted (delete-my-data).
 */
import type { PendingAlert } from '../../domain/shoppers/alerts';

/** An event to record: one change, for one shopper. */
export interface NewAlertEvent {
  readonly shopper_id: string;
  readonly site_slug: string;
  readonly car_id: number;
  /** alertDedupeKey: a second event with the same key is not recorded. */
  readonly dedupe_key: string;
  readonly alert: PendingAlert;
  readonly created_at: Date;
}

/** An event not yet sent nor skipped. */
export interface PendingAlertEvent {
  readonly id: string;
  readonly alert: PendingAlert;
  readonly created_at: Date;
}

/** The consent row of a shopper (alert_settings), as the sender reads it. */
export interface AlertSettingsRow {
  readonly sms: boolean;
  readonly email: string | null;
  /** Whether the owner of `email` confirmed it (the link emailed to it): only a confirmed address is sent alerts. */
  readonly email_confirmed: boolean;
  readonly consented_at: Date;
  readonly stopped_at: Date | null;
  readonly last_sent_at: Date | null;
}

/** A shopper with pending alert events. */
export interface PendingDigest {
  readonly shopper_id: string;
  readonly site_slug: string;
  /** E.164. */
  readonly phone: string;
  /** null: the shopper never consented (no alert_settings row). */
  readonly settings: AlertSettingsRow | null;
  /** Oldest first. */
  readonly events: readonly PendingAlertEvent[];
}

/** Why an event will never be sent. */
export type SkipReason = 'no_consent' | 'stopped' | 'before_consent' | 'no_channel' | 'site_alerts_off' | 'stale' | 'site_unknown';

export type MessageChannel = 'sms' | 'email';

export interface NewShopperMessage {
  readonly channel: MessageChannel;
  /** E.164 mobile, or an email address. */
  readonly destination: string;
  /** The email's subject; null for an SMS. */
  readonly subject: string | null;
  readonly body: string;
}

/** One digest to queue: its messages, and the events they carry. */
export interface DigestToQueue {
  readonly shopper_id: string;
  readonly site_slug: string;
  readonly event_ids: readonly string[];
  readonly messages: readonly NewShopperMessage[];
  /** The shopper's last_sent_at the digest was composed against (the daily rule). */
  readonly last_sent_at: Date | null;
  readonly at: Date;
}

/** A saved search with alerts on (saved_searches.alerts). */
export interface AlertingSavedSearch {
  readonly id: string;
  readonly shopper_id: string;
  readonly site_slug: string;
  readonly label: string;
  readonly href: string;
  readonly seen_car_ids: readonly number[];
  /** null until its first check, which only records what matches. */
  readonly checked_at: Date | null;
}

export interface AlertStore {
  /** The shoppers of the site with the car on their watchlist; empty when none. */
  watchersOf(siteSlug: string, carId: number): Promise<string[]>;
  /**
   * Records the events in one transaction, each unless its dedupe_key is already recorded (the
   * same change never alerts twice). Resolves with how many were recorded.
   */
  recordEvents(events: readonly NewAlertEvent[]): Promise<number>;
  /**
   * Shoppers with pending events (neither sent nor skipped), by shopper id after `after` (null:
   * from the first), at most `limit`, with their consent and their events, oldest first. Left out:
   * shoppers whose consent is active and whose last message was sent after `sentAfter` (the daily
   * rule: they wait; their events stay pending).
   */
  pendingDigests(options: { readonly sentAfter: Date; readonly after: string | null; readonly limit: number }): Promise<PendingDigest[]>;
  /** Marks the events skipped: never sent, never read again. Events already sent or skipped stay as they are. */
  skipEvents(eventIds: readonly string[], reason: SkipReason, at: Date): Promise<void>;
  /**
   * In one transaction: sets the shopper's last_sent_at to `at` — only if their consent is still
   * active and last_sent_at is still `digest.last_sent_at` (another instance did not send
   * meanwhile) — queues the messages and marks the events sent. Resolves false, having changed
   * nothing, when the condition does not hold.
   */
  queueDigest(digest: DigestToQueue): Promise<boolean>;
  /**
   * Stops a shopper's alerts (stopped_at, stopped_by), keeping the first stop when already
   * stopped; queued messages not yet delivered are cancelled. Resolves false when the shopper has
   * no consent row (nothing to stop).
   */
  stopAlerts(shopperId: string, siteSlug: string, by: 'sms_stop' | 'unsubscribe_link' | 'settings', at: Date): Promise<boolean>;
  /** The saved searches with alerts on of one site. */
  alertingSavedSearches(siteSlug: string): Promise<AlertingSavedSearch[]>;
  /**
   * In one transaction: records the new-match events (deduplicated as recordEvents does) and sets
   * the search's seen_car_ids to `matching` and its checked_at to `at`. Resolves with how many
   * events were recorded.
   */
  recordSearchCheck(searchId: string, matching: readonly number[], events: readonly NewAlertEvent[], at: Date): Promise<number>;
}

/** A queued message to a shopper (shopper_messages). */
export interface ShopperMessage extends NewShopperMessage {
  readonly id: string;
  readonly shopper_id: string;
  readonly site_slug: string;
  readonly status: 'pending' | 'delivered' | 'cancelled' | 'failed';
  readonly attempts: number;
  readonly next_attempt_at: string;
  readonly delivered_at: string | null;
  readonly last_error: string | null;
  readonly created_at: string;
}

/** A message claimed for one delivery attempt. */
export interface ClaimedMessage {
  readonly message: ShopperMessage;
  /** This attempt's number, 1 for the first. */
  readonly attempt: number;
  readonly claimToken: string;
}

export type MessageAttemptOutcome =
  | { readonly outcome: 'delivered' }
  | { readonly outcome: 'failed'; readonly error: string; /** null: give up (status failed). */ readonly retryAt: Date | null };

export interface ShopperMessageOutbox {
  /**
   * Claims up to `limit` pending messages due at `now`, not held by a live lease, for `leaseMs`;
   * each claim counts one attempt. Messages of a shopper whose alerts are stopped are cancelled
   * instead (stop is honoured even for what was queued). Resolves empty when nothing is due.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMessage[]>;
  /**
   * Asked just before a message is sent: in one statement, whether the claim still holds — its
   * token, the message still pending, its lease not run out at `now`, the shopper not stopped —
   * and if so the lease extended to `now + leaseMs`. False: the message must not be sent (the
   * lease ran out and another instance may hold it now, or it was delivered, cancelled or
   * stopped meanwhile).
   */
  renewClaim(claim: ClaimedMessage, now: Date, leaseMs: number): Promise<boolean>;
  /** Records the attempt: delivered, due again at retryAt, or failed for good. Ends the claim. */
  recordAttempt(claim: ClaimedMessage, at: Date, result: MessageAttemptOutcome): Promise<void>;
  /** A shopper's messages, oldest first (operators, tests). */
  messagesOf(shopperId: string): Promise<ShopperMessage[]>;
}
