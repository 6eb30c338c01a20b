/**
 * One pass of the alerts worker (issue 14 'Price-drop and status alerts', 'Saved searches can
 * alert on new matching stock the same way'), run every few minutes by ShopperAlertsSweeper and
 * by `caryard alerts send`:
 * 1. new stock: each saved search with alerts on is run as the search page runs it; cars matching
 *    now that did not match at its last check become 'new_match' events (its first check only
 *    records what is there);
 * 2. digests: each shopper with pending events, active consent given before the events, and no
 *    message in the last 24 hours gets ONE message — an SMS, and an email where they gave an
 *    address and confirmed it — queued with the events marked sent, in one transaction; events of a shopper without
 *    consent, or stopped, or from before the consent, are skipped for good;
 * 3. delivery: due messages go out through the SMS and email ports, retried with backoff.
 */
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { retryDelayMs, DEFAULT_RETRY_POLICY, type RetryPolicy } from '../../domain/leads/lead-delivery';
import { maskedNumber, smsSenderId } from '../../domain/leads/sms';
import { emptySearchState, parseSearchPath, type SearchRouteContext, type SearchState } from '../../domain/search';
import {
  ALERT_MIN_INTERVAL_MS,
  alertDedupeKey,
  alertEmail,
  alertLinks,
  alertSms,
  eventVerdict,
  mayAlertNow,
  newMatches,
  onlySearchHref,
  oneLineAddress,
  type PendingAlert,
} from '../../domain/shoppers/alerts';
import { isAvailable } from '../../domain/vehicle/availability';
import type { Car } from '../../domain/vehicle/car';
import { cashPrice } from '../../domain/vehicle/price-display';
import type { CarRepository } from '../inventory/car-repository.port';
import type { EmailSender } from '../notifications/email-sender.port';
import type { SmsSender } from '../notifications/sms-sender.port';
import { searchCars } from '../search/search-cars';
import type { SearchEngine, SearchHit } from '../search/search-engine.port';
import { searchSiteContext } from '../search/search-site-context';
import { systemClock, type Clock } from '../shared/clock.port';
import type { Logger } from '../shared/logger.port';
import type { UseCase } from '../shared/use-case';
import type {
  AlertingSavedSearch,
  AlertStore,
  ClaimedMessage,
  MessageAttemptOutcome,
  NewAlertEvent,
  NewShopperMessage,
  PendingAlertEvent,
  PendingDigest,
  ShopperMessageOutbox,
  SkipReason,
} from './shopper-alerts.port';
import type { UnsubscribeTokens } from './unsubscribe-tokens.port';

/** What one pass did. */
export interface AlertPassReport {
  /** Saved searches checked for new stock. */
  readonly searches_checked: number;
  readonly new_matches: number;
  /** Digests queued (one per shopper written to). */
  readonly digests: number;
  readonly events_sent: number;
  readonly events_skipped: number;
  readonly messages_delivered: number;
  readonly messages_failed: number;
}

export interface SendShopperAlertsDeps {
  readonly store: AlertStore;
  readonly outbox: ShopperMessageOutbox;
  /** The inventory, read to leave out a change that no longer stands (a drop undone, a sale reversed). */
  readonly cars: Pick<CarRepository, 'findById'>;
  /** The listings engine, as the search page asks it. */
  readonly engine: SearchEngine;
  readonly sites: () => readonly DealerSite[];
  readonly siteOf: (slug: string) => DealerSite | undefined;
  readonly tokens: UnsubscribeTokens;
  readonly sms: SmsSender;
  readonly email: EmailSender;
  /** SMS_REPLY_NUMBER: texts come from it and say 'Reply STOP to opt out'; null: from the site's sender id. */
  readonly smsReplyNumber: string | null;
  readonly clock?: Clock;
  readonly logger?: Pick<Logger, 'info' | 'warn'>;
  readonly retryPolicy?: RetryPolicy;
  /** Attempts before a message is given up (status failed). Default 20 (about 4 hours at the default backoff). */
  readonly maxAttempts?: number;
  /** How long a claim on one message lasts, renewed just before its send. Default DEFAULT_MESSAGE_LEASE_MS. */
  readonly leaseMs?: number;
}

/** Shoppers read per page of digests. */
const DIGEST_PAGE = 100;
/**
 * The lease on a message being sent. It must outlast the slowest single send, or another
 * instance takes the message back while it is still being sent and the shopper gets it twice:
 * Twilio at its worst is 3 attempts × 10 s plus two pauses of up to 10 s (a 429's Retry-After)
 * = 50 s; an email is a file or one SMTP exchange. Five minutes is six times that; a message
 * whose instance died waits that long before another sends it, nothing for a daily digest.
 */
export const DEFAULT_MESSAGE_LEASE_MS = 5 * 60_000;
/** A saved search is followed through its newest 1,000 cars (10 pages of 100). */
const SEARCH_PAGES = 10;
const SEARCH_PAGE_SIZE = 100;
export const DEFAULT_MAX_MESSAGE_ATTEMPTS = 20;

type MutableReport = { -readonly [K in keyof AlertPassReport]: AlertPassReport[K] };

export class SendShopperAlerts implements UseCase<void, never, AlertPassReport> {
  readonly #clock: Clock;

  constructor(private readonly deps: SendShopperAlertsDeps) {
    this.#clock = deps.clock ?? systemClock;
  }

  /** Resolves with what the pass did; rejects only when the database does. */
  execute(): TE.TaskEither<never, AlertPassReport> {
    return TE.fromTask(async () => {
      const report: MutableReport = {
        searches_checked: 0,
        new_matches: 0,
        digests: 0,
        events_sent: 0,
        events_skipped: 0,
        messages_delivered: 0,
        messages_failed: 0,
      };
      await this.#checkSavedSearches(report);
      await this.#queueDigests(report);
      await this.#deliver(report);
      return report;
    });
  }

  // ————— 1. new stock —————

  async #checkSavedSearches(report: MutableReport): Promise<void> {
    for (const site of this.deps.sites()) {
      if (!site.shopper_lists.alerts) continue;
      const searches = await this.deps.store.alertingSavedSearches(site.slug);
      if (searches.length === 0) continue;
      const now = this.#clock.now();
      const routes = await this.#routeContext(site, now);
      if (routes === null) continue;
      for (const search of searches) {
        const matching = await this.#matching(site, search, routes, now);
        if (matching === null) continue;
        report.searches_checked++;
        // spec: the first check only records what is there — no alert for stock that was already listed.
        const fresh =
          search.checked_at === null
            ? []
            : newMatches(
                matching.map((hit) => hit.id),
                search.seen_car_ids,
              );
        const byId = new Map(matching.map((hit) => [hit.id, hit]));
        const events: NewAlertEvent[] = fresh.map((carId) => {
          const hit = byId.get(carId)!;
          const alert: PendingAlert = {
            kind: 'new_match',
            car_id: carId,
            car_name: hit.name,
            car_slug: hit.slug,
            search_id: search.id,
            search_label: search.label,
            search_href: search.href,
          };
          return {
            shopper_id: search.shopper_id,
            site_slug: site.slug,
            car_id: carId,
            dedupe_key: alertDedupeKey(search.shopper_id, { kind: 'new_match', car_id: carId, search_id: search.id }),
            alert,
            created_at: now,
          };
        });
        report.new_matches += await this.deps.store.recordSearchCheck(
          search.id,
          matching.map((hit) => hit.id),
          events,
          now,
        );
      }
    }
  }

  /** The site's makes, models and bodies, which name the search paths (/search/toyota/hilux); null when the search is down. */
  async #routeContext(site: DealerSite, now: Date): Promise<SearchRouteContext | null> {
    const answer = await searchCars(this.deps.engine, { site: searchSiteContext(site), state: { ...emptySearchState, hitsPerPage: 1 }, now });
    if (E.isLeft(answer)) {
      this.deps.logger?.warn({ site: site.slug, error: answer.left.message }, 'saved searches not checked for new stock: the search is unavailable');
      return null;
    }
    const { facets } = answer.right;
    const makes = Object.keys(facets.make ?? {});
    const byLength = [...makes].sort((a, b) => b.length - a.length);
    const models: Record<string, string[]> = {};
    // make_model is 'Make Model': the longest make that prefixes it is its make.
    for (const makeModel of Object.keys(facets.make_model ?? {})) {
      const make = byLength.find((m) => makeModel.startsWith(`${m} `));
      if (make !== undefined) (models[make] ??= []).push(makeModel.slice(make.length + 1));
    }
    return { makes, models, bodies: Object.keys(facets.body ?? {}) };
  }

  /** The available cars the saved search lists now, newest first; null when it cannot be run (it keeps its last check). */
  async #matching(site: DealerSite, search: AlertingSavedSearch, routes: SearchRouteContext, now: Date): Promise<SearchHit[] | null> {
    const parsed = parseSearchPath(search.href, routes);
    if (E.isLeft(parsed)) {
      // A make the site no longer stocks, or not a search page at all: nothing matches it now.
      if (parsed.left.code === 'SEARCH.UNKNOWN_SEGMENT' || parsed.left.code === 'SEARCH.UNKNOWN_MODEL') return [];
      this.deps.logger?.warn({ site: site.slug, saved_search: search.id, error: parsed.left.message }, 'a saved search is not a search page; not checked');
      return null;
    }
    const state: SearchState = { ...parsed.right, sortBy: 'latest', hitsPerPage: SEARCH_PAGE_SIZE };
    const hits: SearchHit[] = [];
    for (let page = 1; page <= SEARCH_PAGES; page++) {
      const answer = await searchCars(this.deps.engine, { site: searchSiteContext(site), state: { ...state, page }, now });
      if (E.isLeft(answer)) return null;
      // spec 1 §4: only available cars are stock a shopper can buy (the listing keeps recently sold ones on show).
      hits.push(...answer.right.hits.filter((hit) => isAvailable(hit)));
      if (page >= answer.right.pages) break;
    }
    return hits;
  }

  // ————— 2. digests —————

  async #queueDigests(report: MutableReport): Promise<void> {
    const cars = new Map<string, Promise<Car | null>>();
    const carOf = (siteSlug: string, carId: number) => {
      const key = `${siteSlug}\u0000${carId}`;
      let car = cars.get(key);
      if (!car) cars.set(key, (car = this.deps.cars.findById(siteSlug, carId)));
      return car;
    };
    let after: string | null = null;
    for (;;) {
      const now = this.#clock.now();
      const digests = await this.deps.store.pendingDigests({ sentAfter: new Date(now.getTime() - ALERT_MIN_INTERVAL_MS), after, limit: DIGEST_PAGE });
      for (const digest of digests) await this.#digest(digest, now, carOf, report);
      if (digests.length < DIGEST_PAGE) return;
      after = digests[digests.length - 1]!.shopper_id;
    }
  }

  async #digest(digest: PendingDigest, now: Date, carOf: (siteSlug: string, carId: number) => Promise<Car | null>, report: MutableReport): Promise<void> {
    const skip = async (ids: readonly string[], reason: SkipReason) => {
      if (ids.length === 0) return;
      await this.deps.store.skipEvents(ids, reason, now);
      report.events_skipped += ids.length;
    };
    const allIds = digest.events.map((e) => e.id);
    const site = this.deps.siteOf(digest.site_slug);
    if (!site) return skip(allIds, 'site_unknown');
    if (!site.shopper_lists.alerts) return skip(allIds, 'site_alerts_off');
    const { settings } = digest;
    const consent = settings ? { consented_at: settings.consented_at, stopped_at: settings.stopped_at } : null;
    const byVerdict = new Map<SkipReason, string[]>();
    const sendable: PendingAlertEvent[] = [];
    for (const event of digest.events) {
      const verdict = eventVerdict(consent, event.created_at);
      if (verdict === 'send') sendable.push(event);
      else byVerdict.set(verdict, [...(byVerdict.get(verdict) ?? []), event.id]);
    }
    for (const [reason, ids] of byVerdict) await skip(ids, reason);
    if (sendable.length === 0 || settings === null) return;
    // Spam Act 2003 s 16: an address gets alerts only once its owner confirmed it (anyone can type any address).
    const emailTo = settings.email !== null && settings.email_confirmed ? settings.email : null;
    if (!settings.sms && emailTo === null)
      return skip(
        sendable.map((e) => e.id),
        'no_channel',
      );
    // The store leaves out shoppers written to in the last 24 h; checked again here, as the rule is the domain's.
    if (!mayAlertNow(settings.last_sent_at, now)) return;

    const standing: PendingAlertEvent[] = [];
    const stale: PendingAlertEvent[] = [];
    for (const event of sendable) ((await this.#stillStands(event.alert, site, carOf)) ? standing : stale).push(event);
    await skip(
      stale.map((e) => e.id),
      'stale',
    );
    if (standing.length === 0) return;

    const alerts = standing.map((e) => e.alert);
    const token = this.deps.tokens.issue(site.slug, digest.shopper_id);
    const links = alertLinks({ siteUrl: site.site_url, token, garage: site.features.garage, onlySearchHref: onlySearchHref(alerts) });
    const input = { dealer: dealerOf(site), alerts, links, smsTakesReplies: this.deps.smsReplyNumber !== null };
    const messages: NewShopperMessage[] = [];
    if (settings.sms) messages.push({ channel: 'sms', destination: digest.phone, subject: null, body: alertSms(input) });
    if (emailTo !== null) {
      const email = alertEmail(input);
      messages.push({ channel: 'email', destination: emailTo, subject: email.subject, body: email.text });
    }
    const queued = await this.deps.store.queueDigest({
      shopper_id: digest.shopper_id,
      site_slug: site.slug,
      event_ids: standing.map((e) => e.id),
      messages,
      last_sent_at: settings.last_sent_at,
      at: now,
    });
    // Not queued: another instance wrote to the shopper, or they stopped, a moment ago; the next pass sees it.
    if (!queued) return;
    report.digests++;
    report.events_sent += standing.length;
  }

  /** Whether what an event says is still true of the car: a drop not since undone, a sale not reversed, a match still for sale. */
  async #stillStands(alert: PendingAlert, site: DealerSite, carOf: (siteSlug: string, carId: number) => Promise<Car | null>): Promise<boolean> {
    const car = await carOf(site.slug, alert.car_id);
    if (car === null) return false;
    if (alert.kind === 'sold') return car.status === 'sold';
    if (!isAvailable(car)) return false;
    if (alert.kind === 'new_match') return true;
    // Drops are told in cash prices: one still stands while the cash price has not gone back up.
    const price = cashPrice(car);
    return price !== null && !alert.weekly && price <= alert.to;
  }

  // ————— 3. delivery —————

  /**
   * One message at a time: claimed, its claim renewed just before the send, sent, recorded. A
   * claim of a batch would have its later messages' leases run out behind a slow gateway, and
   * another instance would send them too; one claim per send, confirmed at the moment of the
   * send, gives every message to one sender.
   */
  async #deliver(report: MutableReport): Promise<void> {
    const leaseMs = this.deps.leaseMs ?? DEFAULT_MESSAGE_LEASE_MS;
    for (;;) {
      const claims = await this.deps.outbox.claimDue(this.#clock.now(), 1, leaseMs);
      if (claims.length === 0) return;
      for (const claim of claims) {
        if (!(await this.deps.outbox.renewClaim(claim, this.#clock.now(), leaseMs))) {
          // Lost to another instance, or stopped, delivered or cancelled meanwhile: not sent by this one.
          this.deps.logger?.info(
            { shopper_message: { id: claim.message.id, site: claim.message.site_slug, attempt: claim.attempt } },
            `alert ${claim.message.id} not sent: its claim no longer holds`,
          );
          continue;
        }
        const error = await this.#attempt(claim);
        const at = this.#clock.now();
        const giveUp = claim.attempt >= (this.deps.maxAttempts ?? DEFAULT_MAX_MESSAGE_ATTEMPTS);
        const result: MessageAttemptOutcome =
          error === null
            ? { outcome: 'delivered' }
            : {
                outcome: 'failed',
                error,
                retryAt: giveUp ? null : new Date(at.getTime() + retryDelayMs(claim.attempt, this.deps.retryPolicy ?? DEFAULT_RETRY_POLICY)),
              };
        await this.deps.outbox.recordAttempt(claim, at, result);
        const { message } = claim;
        const fields = {
          shopper_message: {
            id: message.id,
            site: message.site_slug,
            channel: message.channel,
            to: message.channel === 'sms' ? maskedNumber(message.destination) : '(email)',
            attempt: claim.attempt,
          },
        };
        if (error === null) {
          report.messages_delivered++;
          this.deps.logger?.info(fields, `alert ${message.id} sent by ${message.channel}`);
        } else {
          report.messages_failed++;
          this.deps.logger?.warn(
            { ...fields, error },
            giveUp ? `alert ${message.id} not sent by ${message.channel}; given up` : `alert ${message.id} not sent by ${message.channel}; retrying`,
          );
        }
      }
    }
  }

  /** null when sent, else why not. */
  async #attempt({ message }: ClaimedMessage): Promise<string | null> {
    const site = this.deps.siteOf(message.site_slug);
    if (!site) return `site '${message.site_slug}' is not configured`;
    const messageId = `alert-${message.id}`;
    try {
      const sent =
        message.channel === 'sms'
          ? await this.deps.sms.send({ messageId, to: message.destination, from: this.deps.smsReplyNumber ?? smsSenderId(site.name), body: message.body })()
          : await this.deps.email.send({
              messageId,
              from: { name: site.name, address: `alerts@${mailDomain(site.site_url)}` },
              ...(site.email ? { replyTo: { name: site.name, address: site.email } } : {}),
              to: message.destination,
              subject: message.subject ?? `Updates from ${site.name}`,
              text: message.body,
              oneClickUnsubscribe: alertLinks({
                siteUrl: site.site_url,
                token: this.deps.tokens.issue(site.slug, message.shopper_id),
                garage: site.features.garage,
              }).oneClickUnsubscribe,
              date: new Date(message.created_at),
            })();
      return E.isRight(sent) ? null : sent.left.message;
    } catch (error) {
      // A throwing adapter is a bug; the message is retried rather than the pass stopped.
      return `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
}

/** The dealer as an alert names it (Spam Act: who sends it, and where they are). */
function dealerOf(site: DealerSite) {
  return { name: site.name, address: oneLineAddress(site.address), phone: site.phone };
}

/** `https://www.harbourmotors.com.au` → `harbourmotors.com.au`. */
function mailDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '') || 'caryard.localhost';
  } catch {
    return 'caryard.localhost';
  }
}

/** Exposed for the worker's log. */
export const alertPassSummary = (r: AlertPassReport): string =>
  `alerts pass: ${r.searches_checked} saved searches checked, ${r.new_matches} new matches, ${r.digests} digests queued (${r.events_sent} events, ${r.events_skipped} skipped), ${r.messages_delivered} messages sent, ${r.messages_failed} failed`;
