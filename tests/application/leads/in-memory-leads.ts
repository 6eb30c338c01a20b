/** In-memory fakes of the lead ports, for use-case tests (STYLE "in-memory fakes of ports"). */
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { ApiKeyVerifier, InvalidApiKey } from '../../../application/dealer-site/api-key-verifier.port';
import type { CaptchaCheck, CaptchaFailed, CaptchaVerifier } from '../../../application/leads/captcha-verifier.port';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import type { Clock } from '../../../application/leads/clock.port';
import type { DeliveryFailed, LeadDeliveryChannel, LeadDeliveryRequest } from '../../../application/leads/lead-delivery.port';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  DeliveryAttempt,
  LeadDeliveryRecord,
  LeadOutbox,
  OutboxEntry,
  RequeuedDeliveries,
} from '../../../application/leads/lead-outbox.port';
import type { LeadFollowUp, LeadListEntry, LeadRepository, SaveLeadResult } from '../../../application/leads/lead-repository.port';
import type { LeadSubmission, StoredLead } from '../../../domain/leads/lead';
import { redeliverable, type LeadChannel, type LeadDeliveryTarget } from '../../../domain/leads/lead-delivery';

export class FakeClock implements Clock {
  constructor(public current = new Date('2026-03-02T09:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

interface Row {
  entry: OutboxEntry;
  claimedUntil: number | null;
  claimToken: string | null;
  attempts: DeliveryAttempt[];
}

/** Leads, their outbox and follow-ups in memory: one lead per (site, key), deliveries queued with it. */
export class InMemoryLeads implements LeadRepository, LeadOutbox {
  readonly leads: (StoredLead & { key: string })[] = [];
  readonly rows: Row[] = [];
  readonly followUps = new Map<string, LeadFollowUp[]>();
  /** The request fingerprint each (site, key) was stored with. */
  readonly fingerprints = new Map<string, string>();
  #ids = 0;
  /** Makes the next save reject (a database failure). */
  failNextSave = false;

  constructor(private readonly clock: Clock = new FakeClock()) {}

  async save(
    siteSlug: string,
    key: string,
    submission: LeadSubmission,
    deliveries: readonly LeadDeliveryTarget[] = [],
    fingerprint?: string,
  ): Promise<SaveLeadResult> {
    if (this.failNextSave) {
      this.failNextSave = false;
      throw new Error('database is down');
    }
    const existing = this.leads.find((l) => l.site_slug === siteSlug && l.key === key);
    if (existing) return { lead: strip(existing), created: false };
    const created_at = this.clock.now().toISOString();
    const lead = {
      lead_id: `00000000-0000-4000-8000-${String(++this.#ids).padStart(12, '0')}`,
      site_slug: siteSlug,
      submission: structuredClone(submission),
      created_at,
      key,
    };
    this.leads.push(lead);
    if (fingerprint !== undefined) this.fingerprints.set(`${siteSlug}\n${key}`, fingerprint);
    for (const { channel, destination } of deliveries) {
      this.rows.push({
        entry: {
          id: `${lead.lead_id}-${channel}`,
          lead_id: lead.lead_id,
          site_slug: siteSlug,
          channel,
          destination,
          status: 'pending',
          attempts: 0,
          next_attempt_at: created_at,
          delivered_at: null,
          last_error: null,
          created_at,
        },
        claimedUntil: null,
        claimToken: null,
        attempts: [],
      });
    }
    return { lead: strip(lead), created: true };
  }

  async findById(siteSlug: string, leadId: string): Promise<StoredLead | null> {
    const lead = this.leads.find((l) => l.site_slug === siteSlug && l.lead_id === leadId);
    return lead ? strip(lead) : null;
  }

  async findByIdempotencyKey(siteSlug: string, key: string): Promise<StoredLead | null> {
    const lead = this.leads.find((l) => l.site_slug === siteSlug && l.key === key);
    return lead ? strip(lead) : null;
  }

  async storedFingerprint(siteSlug: string, key: string): Promise<string | null> {
    return this.fingerprints.get(`${siteSlug}\n${key}`) ?? null;
  }

  async recordFollowUp(siteSlug: string, leadId: string, followUp: LeadFollowUp): Promise<boolean> {
    if (!(await this.findById(siteSlug, leadId))) return false;
    this.followUps.set(leadId, [...(this.followUps.get(leadId) ?? []), followUp]);
    return true;
  }

  async followUpsOf(_siteSlug: string, leadId: string): Promise<LeadFollowUp[]> {
    return this.followUps.get(leadId) ?? [];
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const t = now.getTime();
    const due = this.rows
      .filter((r) => r.entry.status === 'pending' && Date.parse(r.entry.next_attempt_at) <= t && (r.claimedUntil === null || r.claimedUntil <= t))
      .sort((a, b) => Date.parse(a.entry.next_attempt_at) - Date.parse(b.entry.next_attempt_at))
      .slice(0, limit);
    return due.map((row) => {
      row.entry.attempts += 1;
      row.claimedUntil = t + leaseMs;
      row.claimToken = `token-${row.entry.id}-${row.entry.attempts}`;
      const lead = this.leads.find((l) => l.lead_id === row.entry.lead_id);
      if (!lead) throw new Error('outbox row without its lead');
      return { entry: { ...row.entry }, lead: strip(lead), attempt: row.entry.attempts, claimToken: row.claimToken };
    });
  }

  async recordAttempt(claim: ClaimedDelivery, at: Date, result: AttemptOutcome): Promise<void> {
    const row = this.rows.find((r) => r.entry.id === claim.entry.id);
    if (!row) throw new Error('no such entry');
    row.attempts.push({
      entry_id: row.entry.id,
      lead_id: row.entry.lead_id,
      channel: row.entry.channel,
      attempt: claim.attempt,
      at: at.toISOString(),
      outcome: result.outcome,
      error: result.outcome === 'failed' ? result.error : null,
    });
    if (result.outcome === 'delivered') {
      row.entry.status = 'delivered';
      row.entry.delivered_at = at.toISOString();
      row.entry.last_error = null;
    } else if (row.claimToken === claim.claimToken) {
      row.entry.next_attempt_at = result.retryAt.toISOString();
      row.entry.last_error = result.error;
    }
    row.claimedUntil = null;
    row.claimToken = null;
  }

  async nextDueAt(): Promise<Date | null> {
    const pending = this.rows.filter((r) => r.entry.status === 'pending');
    if (pending.length === 0) return null;
    return new Date(Math.min(...pending.map((r) => Math.max(Date.parse(r.entry.next_attempt_at), r.claimedUntil ?? 0))));
  }

  async deliveriesOf(leadId: string): Promise<LeadDeliveryRecord[]> {
    return this.rows.filter((r) => r.entry.lead_id === leadId).map((r) => ({ entry: { ...r.entry }, attempts: [...r.attempts] }));
  }

  async releaseClaims(): Promise<number> {
    const claimed = this.rows.filter((r) => r.claimedUntil !== null);
    for (const r of claimed) {
      r.claimedUntil = null;
      r.claimToken = null;
    }
    return claimed.length;
  }

  async listSince(siteSlug: string, since: Date, limit: number): Promise<LeadListEntry[]> {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return this.leads
      .filter((l) => l.site_slug === siteSlug && Date.parse(l.created_at) >= since.getTime())
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.lead_id.localeCompare(b.lead_id))
      .slice(0, limit)
      .map((l) => ({
        lead_id: l.lead_id,
        site_slug: l.site_slug,
        created_at: l.created_at,
        category: text(l.submission.user.category),
        name: text(l.submission.user.name),
        email: text(l.submission.user.email),
        phone: text(l.submission.user.phone),
        car_id: typeof l.submission.car_id === 'number' ? l.submission.car_id : null,
        deliveries: this.rows
          .filter((r) => r.entry.lead_id === l.lead_id)
          .map(({ entry }) => ({
            channel: entry.channel,
            destination: entry.destination,
            status: entry.status,
            attempts: entry.attempts,
            delivered_at: entry.delivered_at,
            last_error: entry.last_error,
          })),
      }));
  }

  async requeue(leadId: string, now: Date): Promise<RequeuedDeliveries | null> {
    const lead = this.leads.find((l) => l.lead_id === leadId);
    if (!lead) return null;
    const rows = this.rows.filter((r) => r.entry.lead_id === leadId && redeliverable(r.entry));
    for (const row of rows) {
      Object.assign(row.entry, { status: 'pending', next_attempt_at: now.toISOString(), delivered_at: null, last_error: null });
      row.claimedUntil = null;
      row.claimToken = null;
    }
    return { lead: { lead_id: lead.lead_id, site_slug: lead.site_slug, created_at: lead.created_at }, entries: rows.map((r) => ({ ...r.entry })) };
  }
}

function strip({ key: _key, ...lead }: StoredLead & { key: string }): StoredLead {
  return structuredClone(lead);
}

/** A channel that records what it was given and fails as told. */
export class FakeChannel implements LeadDeliveryChannel {
  readonly delivered: LeadDeliveryRequest[] = [];
  /** Failures to answer, in order, before succeeding. */
  failures: string[] = [];
  throws = false;

  constructor(readonly channel: LeadChannel) {}

  deliver(request: LeadDeliveryRequest): TE.TaskEither<DeliveryFailed, void> {
    return async () => {
      if (this.throws) throw new Error('adapter bug');
      const failure = this.failures.shift();
      if (failure !== undefined) return E.left({ code: 'LEAD.DELIVERY_FAILED', channel: this.channel, message: failure });
      this.delivered.push(request);
      return E.right(undefined);
    };
  }
}

/** API keys by site slug: a key passes on the site that lists it, and nowhere else. */
export class FakeApiKeys implements ApiKeyVerifier {
  readonly checked: string[] = [];
  constructor(private readonly keys: Readonly<Record<string, readonly string[]>> = {}) {}
  async verify(site: Pick<DealerSite, 'slug' | 'api_key_sha256'>, key: string): Promise<E.Either<InvalidApiKey, void>> {
    this.checked.push(key);
    return this.keys[site.slug]?.includes(key) ? E.right(undefined) : E.left({ code: 'AUTH.INVALID_API_KEY', message: 'Not a key of this site.' });
  }
}

/** A captcha that passes, or refuses every check. */
export class FakeCaptcha implements CaptchaVerifier {
  readonly checks: CaptchaCheck[] = [];
  constructor(private readonly refuse = false) {}
  verify(check: CaptchaCheck): TE.TaskEither<CaptchaFailed, void> {
    return async () => {
      this.checks.push(check);
      return this.refuse ? E.left({ code: 'LEAD.CAPTCHA_FAILED', message: 'Looks automated.', reason: 'test' }) : E.right(undefined);
    };
  }
}
