import * as E from 'fp-ts/lib/Either.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeliverPendingLeads, type DeliveryAttemptReport } from '../../../application/leads/deliver-pending-leads.use-case';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { leadDeliveryTargets } from '../../../domain/leads/lead-delivery';
import { FakeChannel, FakeClock, InMemoryLeads } from './in-memory-leads';
import { aLead, aLeadSite } from './lead-test-data';

const site: DealerSite = {
  ...aLeadSite('acme-motors'),
  lead_delivery: { email: 'leads@acme.example.com.au', crm_webhook_url: 'https://crm.example.com/hook', crm_webhook_secret: 's'.repeat(20) },
};

describe('DeliverPendingLeads (issue 6: delivered from an outbox, retried with backoff, each attempt recorded)', () => {
  let clock: FakeClock;
  let store: InMemoryLeads;
  let email: FakeChannel;
  let crm: FakeChannel;
  let reports: DeliveryAttemptReport[];
  let deliver: DeliverPendingLeads;

  const storeLead = async (key = 'key-00000001') => (await store.save(site.slug, key, aLead(), leadDeliveryTargets(site))).lead;

  beforeEach(() => {
    clock = new FakeClock();
    store = new InMemoryLeads(clock);
    email = new FakeChannel('email');
    crm = new FakeChannel('crm_webhook');
    reports = [];
    deliver = new DeliverPendingLeads({
      outbox: store,
      channels: [email, crm],
      siteOf: (slug) => (slug === site.slug ? site : undefined),
      clock,
      retryPolicy: { baseMs: 1_000, maxMs: 8_000 },
      log: { attempted: (r) => reports.push(r) },
    });
  });

  it('delivers each lead once per channel, to the configured destination, and records the attempt', async () => {
    const lead = await storeLead();
    expect(E.toUnion(await deliver.execute()())).toEqual({ claimed: 2, delivered: 2, failed: 0 });
    expect(email.delivered.map((d) => [d.lead.lead_id, d.destination, d.attempt, d.site.slug])).toEqual([
      [lead.lead_id, 'leads@acme.example.com.au', 1, 'acme-motors'],
    ]);
    expect(crm.delivered.map((d) => d.destination)).toEqual(['https://crm.example.com/hook']);
    const records = await store.deliveriesOf(lead.lead_id);
    expect(records.map((r) => [r.entry.channel, r.entry.status, r.attempts.map((a) => [a.attempt, a.outcome, a.at, a.error])])).toEqual([
      ['email', 'delivered', [[1, 'delivered', '2026-03-02T09:00:00.000Z', null]]],
      ['crm_webhook', 'delivered', [[1, 'delivered', '2026-03-02T09:00:00.000Z', null]]],
    ]);
    expect(E.toUnion(await deliver.execute()())).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(email.delivered).toHaveLength(1);
  });

  it('retries a failed channel with exponential backoff until it succeeds, recording every attempt and its error', async () => {
    const lead = await storeLead();
    crm.failures = ['HTTP 503', 'timed out', 'HTTP 500', 'HTTP 502', 'HTTP 504'];
    E.toUnion(await deliver.execute()());
    const waits = [1_000, 2_000, 4_000, 8_000, 8_000];
    for (const wait of waits) {
      clock.advance(wait - 1);
      expect(E.toUnion(await deliver.execute()()).claimed, 'not due before its backoff').toBe(0);
      clock.advance(1);
      expect(E.toUnion(await deliver.execute()()).claimed).toBe(1);
    }
    const [, webhook] = await store.deliveriesOf(lead.lead_id);
    expect(webhook?.entry.status).toBe('delivered');
    expect(webhook?.attempts.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
      [1, 'failed', 'HTTP 503'],
      [2, 'failed', 'timed out'],
      [3, 'failed', 'HTTP 500'],
      [4, 'failed', 'HTTP 502'],
      [5, 'failed', 'HTTP 504'],
      [6, 'delivered', null],
    ]);
    expect(email.delivered).toHaveLength(1);
    expect(crm.delivered).toHaveLength(1);
    expect(reports.filter((r) => r.channel === 'crm_webhook').map((r) => r.retryAt ?? 'delivered')).toEqual([
      '2026-03-02T09:00:01.000Z',
      '2026-03-02T09:00:03.000Z',
      '2026-03-02T09:00:07.000Z',
      '2026-03-02T09:00:15.000Z',
      '2026-03-02T09:00:23.000Z',
      'delivered',
    ]);
  });

  it('records an adapter that throws as a failed attempt and goes on with the others', async () => {
    const lead = await storeLead();
    email.throws = true;
    expect(E.toUnion(await deliver.execute()())).toEqual({ claimed: 2, delivered: 1, failed: 1 });
    const [mail] = await store.deliveriesOf(lead.lead_id);
    expect(mail?.attempts[0]).toMatchObject({ outcome: 'failed', error: 'unexpected error: adapter bug' });
    expect(mail?.entry.status).toBe('pending');
  });

  it('retries a lead of a site no longer configured, or of a channel with no adapter, rather than drop it', async () => {
    const lead = await storeLead();
    const orphan = new DeliverPendingLeads({ outbox: store, channels: [email], siteOf: () => undefined, clock });
    expect(E.toUnion(await orphan.execute()())).toEqual({ claimed: 2, delivered: 0, failed: 2 });
    const records = await store.deliveriesOf(lead.lead_id);
    expect(records.map((r) => r.attempts[0]?.error)).toEqual(["site 'acme-motors' is not configured", "site 'acme-motors' is not configured"]);
    clock.advance(60_000);
    const emailOnly = new DeliverPendingLeads({ outbox: store, channels: [email], siteOf: () => site, clock });
    expect(E.toUnion(await emailOnly.execute()())).toEqual({ claimed: 2, delivered: 1, failed: 1 });
    expect((await store.deliveriesOf(lead.lead_id))[1]?.attempts[1]?.error).toBe("no adapter for channel 'crm_webhook'");
  });

  it('claims at most a batch per pass, oldest first', async () => {
    const small = new DeliverPendingLeads({ outbox: store, channels: [email, crm], siteOf: () => site, clock, batchSize: 3 });
    for (let i = 0; i < 4; i++) {
      await storeLead(`key-0000000${i}`);
      clock.advance(1);
    }
    expect(E.toUnion(await small.execute()())).toEqual({ claimed: 3, delivered: 3, failed: 0 });
    expect(E.toUnion(await small.execute()())).toEqual({ claimed: 3, delivered: 3, failed: 0 });
    expect(E.toUnion(await small.execute()())).toEqual({ claimed: 2, delivered: 2, failed: 0 });
    expect(email.delivered.map((d) => d.lead.lead_id)).toEqual(store.leads.map((l) => l.lead_id));
  });
});
