/**
 * The lead pipeline end to end on a real engine (issue 6: "the same pipeline suite on PGlite
 * and PostgreSQL"): SubmitLead stores the lead and its deliveries, DeliverPendingLeads hands
 * them to the real channel adapters (the .eml outbox, the signed webhook), retries, records.
 */
import * as E from 'fp-ts/lib/Either.js';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpCrmWebhookDelivery } from '../../../adapters/notifications/http-crm-webhook-delivery';
import { emailFileName, OutboxEmailDelivery } from '../../../adapters/notifications/outbox-email-delivery';
import { migrate } from '../../../adapters/persistence/migrator';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlLeadOutbox } from '../../../adapters/persistence/sql-lead-outbox';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { DeliverPendingLeads } from '../../../application/leads/deliver-pending-leads.use-case';
import { SubmitLead } from '../../../application/leads/submit-lead.use-case';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { aLead, aLeadSite } from '../../application/leads/lead-test-data';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { aPersonsCaptcha, realLeadGuards } from '../../support/form-tokens';

/** Opens a new, empty, not yet migrated database; `second` opens another connection to the same one (another process). */
export interface PipelineDatabases {
  open(): Promise<SqlDatabase>;
  /** Another handle on the database `open` made last, as a second server instance would hold; null when the engine has one handle only (PGlite). */
  second(): Promise<SqlDatabase | null>;
}

export function leadPipelineContract(engine: string, databases: PipelineDatabases): void {
  describe(`${engine}: the lead pipeline`, () => {
    let db: SqlDatabase;
    let outboxDir: string;
    let webhook: Server;
    let webhookUrl: string;
    const received: { deliveryId: string; leadId: string }[] = [];
    let webhookStatus = 200;
    let site: DealerSite;
    let clock: FakeClock;

    beforeAll(async () => {
      db = await databases.open();
      await migrate(db);
      await new SqlCarRepository(db).upsertMany([aCar().withId(1).withSite('acme-motors').build(), aCar().withId(2).withSite('acme-motors').sold().build()]);
      webhook = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += String(c)));
        req.on('end', () => {
          if (webhookStatus < 300)
            received.push({ deliveryId: String(req.headers['idempotency-key']), leadId: (JSON.parse(body) as { lead: { lead_id: string } }).lead.lead_id });
          res.writeHead(webhookStatus).end();
        });
      });
      await new Promise<void>((r) => webhook.listen(0, '127.0.0.1', r));
      webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/crm`;
      site = {
        ...aLeadSite('acme-motors'),
        lead_delivery: { email: 'leads@acme.example.com.au', crm_webhook_url: webhookUrl, crm_webhook_secret: 'pipeline-secret-123456' },
      };
    });
    afterAll(async () => {
      await db?.close();
      await new Promise<void>((r) => webhook.close(() => r()));
    });
    beforeEach(async () => {
      await db.exec('TRUNCATE leads CASCADE');
      outboxDir = join(mkdtempSync(join(tmpdir(), 'caryard-pipeline-')), 'outbox');
      received.length = 0;
      webhookStatus = 200;
      clock = new FakeClock(new Date(Date.now() + 1_000));
      return () => rmSync(join(outboxDir, '..'), { recursive: true, force: true });
    });

    const submitter = (on: SqlDatabase = db) => new SubmitLead({ leads: new SqlLeadRepository(on), cars: new SqlCarRepository(on), ...realLeadGuards() });
    const dispatcher = (on: SqlDatabase = db, leaseMs = 60_000) =>
      new DeliverPendingLeads({
        outbox: new SqlLeadOutbox(on),
        channels: [new OutboxEmailDelivery({ dir: outboxDir }), new HttpCrmWebhookDelivery({ timeoutMs: 2_000 })],
        siteOf: () => site,
        clock,
        leaseMs,
        retryPolicy: { baseMs: 1_000, maxMs: 4_000 },
      });
    const submit = async (key: string, on?: SqlDatabase) => {
      const result = await submitter(on).execute({
        site,
        idempotencyKey: key,
        submission: aLead({}, { car_id: 1 }),
        captcha: aPersonsCaptcha(site.slug),
        remoteIp: '127.0.0.1',
      })();
      if (result._tag === 'Left') throw new Error(JSON.stringify(result.left));
      return result.right.lead_id;
    };

    it('stores a lead, then delivers it once by email (.eml) and once to the CRM, each attempt recorded', async () => {
      const leadId = await submit('pipeline-key-1');
      expect(E.toUnion(await dispatcher().execute()())).toEqual({ claimed: 2, delivered: 2, failed: 0 });
      expect(E.toUnion(await dispatcher().execute()())).toEqual({ claimed: 0, delivered: 0, failed: 0 });
      expect(readdirSync(outboxDir)).toEqual([emailFileName(leadId)]);
      expect(received.map((r) => r.leadId)).toEqual([leadId]);
      const records = await new SqlLeadOutbox(db).deliveriesOf(leadId);
      expect(records.map((r) => [r.entry.channel, r.entry.status, r.attempts.map((a) => a.outcome)])).toEqual([
        ['email', 'delivered', ['delivered']],
        ['crm_webhook', 'delivered', ['delivered']],
      ]);
    });

    it('refuses a sold car and stores nothing', async () => {
      const result = await submitter().execute({
        site,
        idempotencyKey: 'sold-key-1',
        submission: aLead({}, { car_id: 2 }),
        captcha: aPersonsCaptcha(site.slug),
        remoteIp: '127.0.0.1',
      })();
      expect(result).toMatchObject({ left: { code: 'LEAD.CAR_NOT_AVAILABLE' } });
      expect(await db.query('SELECT 1 FROM leads')).toHaveLength(0);
    });

    it('creates one lead and one delivery per channel for ten concurrent submissions with one key', async () => {
      const ids = await Promise.all(Array.from({ length: 10 }, () => submit('double-click-1')));
      expect(new Set(ids).size).toBe(1);
      expect(await db.query('SELECT 1 FROM lead_outbox')).toHaveLength(2);
    });

    it('retries the CRM with backoff until it answers, while the email goes once', async () => {
      const leadId = await submit('retry-key-1');
      webhookStatus = 503;
      expect(E.toUnion(await dispatcher().execute()())).toEqual({ claimed: 2, delivered: 1, failed: 1 });
      clock.advance(999);
      expect(E.toUnion(await dispatcher().execute()()).claimed).toBe(0);
      clock.advance(1);
      expect(E.toUnion(await dispatcher().execute()())).toEqual({ claimed: 1, delivered: 0, failed: 1 });
      webhookStatus = 200;
      clock.advance(2_000);
      expect(E.toUnion(await dispatcher().execute()())).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      const [, crm] = await new SqlLeadOutbox(db).deliveriesOf(leadId);
      expect(crm?.attempts.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
        [1, 'failed', 'HTTP 503'],
        [2, 'failed', 'HTTP 503'],
        [3, 'delivered', null],
      ]);
      expect(readdirSync(outboxDir)).toEqual([emailFileName(leadId)]);
      expect(received).toHaveLength(1);
    });

    it('delivers each lead once per channel when two dispatchers (two instances) run at once', async () => {
      const other = (await databases.second()) ?? db;
      try {
        const ids: string[] = [];
        for (let i = 0; i < 12; i++) ids.push(await submit(`many-key-${i}`, i % 2 === 0 ? db : other));
        // Every lead is due: on a loaded machine the twelve submissions can take longer than the
        // second the clock was set ahead by (each lead is due from the database's own now()).
        clock.current = new Date(Date.now() + 1_000);
        const small = (on: SqlDatabase) =>
          new DeliverPendingLeads({
            outbox: new SqlLeadOutbox(on),
            channels: [new OutboxEmailDelivery({ dir: outboxDir }), new HttpCrmWebhookDelivery()],
            siteOf: () => site,
            clock,
            batchSize: 5,
          });
        const a = small(db);
        const b = small(other);
        for (let round = 0; round < 4; round++) await Promise.all([a.execute()(), b.execute()()]);
        expect(readdirSync(outboxDir).sort()).toEqual(ids.map(emailFileName).sort());
        expect(received.map((r) => r.leadId).sort()).toEqual([...ids].sort());
        const attempts = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_delivery_attempts');
        expect(attempts[0]?.n).toBe(24);
      } finally {
        if (other !== db) await other.close();
      }
    });

    it('delivers, after the lease, what a dispatcher claimed and never recorded (it died) — still one .eml file', async () => {
      const leadId = await submit('crash-key-1');
      // A dispatcher claims, writes the email, and dies before recording anything.
      const claims = await new SqlLeadOutbox(db).claimDue(clock.now(), 10, 30_000);
      await new OutboxEmailDelivery({ dir: outboxDir }).deliver({
        lead: claims[0]!.lead,
        site,
        destination: 'leads@acme.example.com.au',
        deliveryId: claims[0]!.entry.id,
        attempt: 1,
      })();
      expect(E.toUnion(await dispatcher().execute()()).claimed, 'held by the dead claim').toBe(0);
      clock.advance(30_000);
      expect(E.toUnion(await dispatcher().execute()())).toEqual({ claimed: 2, delivered: 2, failed: 0 });
      expect(readdirSync(outboxDir)).toEqual([emailFileName(leadId)]);
      const records = await new SqlLeadOutbox(db).deliveriesOf(leadId);
      expect(records.map((r) => [r.entry.status, r.attempts.map((a) => a.attempt)])).toEqual([
        ['delivered', [2]],
        ['delivered', [2]],
      ]);
    });
  });
}
