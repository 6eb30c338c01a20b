/**
 * The operator's lead use cases (issue 10, the command line's `leads list` and `leads
 * redeliver`) on a real engine: ListLeads over SqlLeadRepository.listSince and RedeliverLead
 * over SqlLeadOutbox.requeue, with deliveries made by the real channel adapters (the .eml
 * outbox; a CRM webhook nobody answers, for a failing channel).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CustomerEmailLeadDelivery } from '../../../adapters/notifications/customer-email-lead-delivery';
import { HttpCrmWebhookDelivery } from '../../../adapters/notifications/http-crm-webhook-delivery';
import { OutboxEmailSender } from '../../../adapters/notifications/outbox-email-sender';
import { emailFileName, OutboxEmailDelivery } from '../../../adapters/notifications/outbox-email-delivery';
import { migrate } from '../../../adapters/persistence/migrator';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlLeadOutbox } from '../../../adapters/persistence/sql-lead-outbox';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { DeliverPendingLeads } from '../../../application/leads/deliver-pending-leads.use-case';
import { ListLeads, MAX_LEAD_LIST_LIMIT } from '../../../application/leads/list-leads.use-case';
import { RedeliverLead } from '../../../application/leads/redeliver-lead.use-case';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import type { LeadSubmission } from '../../../domain/leads/lead';
import { leadDeliveryTargets } from '../../../domain/leads/lead-delivery';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aLead, aLeadSite } from '../../application/leads/lead-test-data';

/** The Right of an answer the test expects to succeed. */
function right<A>(answer: E.Either<unknown, A>): A {
  if (E.isLeft(answer)) throw new Error(`expected a success, got ${JSON.stringify(answer.left)}`);
  return answer.right;
}

/** A port on which nothing listens: the CRM that never answers. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function leadOperationsContract(engine: string, open: () => Promise<SqlDatabase>): void {
  describe(`${engine}: listing and redelivering leads`, () => {
    let db: SqlDatabase;
    let outboxDir: string;
    let clock: FakeClock;
    let site: DealerSite;
    let quiet: DealerSite;
    let withCrm: DealerSite;

    beforeAll(async () => {
      db = await open();
      await migrate(db);
      site = { ...aLeadSite('acme-motors'), lead_delivery: { email: 'leads@acme.example.com.au', crm_webhook_url: null } };
      // A second site, to show one site's list never holds another's leads.
      quiet = { ...aLeadSite('quiet-motors'), lead_delivery: { email: 'leads@quiet.example.com.au', crm_webhook_url: null } };
      withCrm = {
        ...aLeadSite('crm-motors'),
        lead_delivery: {
          email: 'leads@crm.example.com.au',
          crm_webhook_url: `http://127.0.0.1:${await deadPort()}/crm`,
          crm_webhook_secret: 'contract-secret-123456',
        },
      };
    });
    afterAll(() => db?.close());
    beforeEach(async () => {
      await db.exec('TRUNCATE leads CASCADE');
      outboxDir = join(mkdtempSync(join(tmpdir(), 'caryard-lead-ops-')), 'outbox');
      clock = new FakeClock(new Date(Date.now() + 1_000));
      return () => rmSync(join(outboxDir, '..'), { recursive: true, force: true });
    });

    const leads = () => new SqlLeadRepository(db);
    const outbox = () => new SqlLeadOutbox(db);
    const listLeads = () => new ListLeads({ leads: leads() });
    const redeliver = () => new RedeliverLead({ outbox: outbox(), clock });
    const pass = () =>
      new DeliverPendingLeads({
        outbox: outbox(),
        channels: [
          new OutboxEmailDelivery({ dir: outboxDir }),
          new HttpCrmWebhookDelivery({ timeoutMs: 1_000 }),
          new CustomerEmailLeadDelivery(new OutboxEmailSender({ dir: outboxDir })),
        ],
        siteOf: (slug) => [site, quiet, withCrm].find((s) => s.slug === slug),
        clock,
      }).execute()();
    /** Stores a lead with its site's deliveries, received at `at` (set on the row: the store stamps its own clock). */
    const store = async (on: DealerSite, key: string, at: string, user: Record<string, unknown> = {}, carId?: number, rest: Partial<LeadSubmission> = {}) => {
      const submission = aLead(user, { ...(carId === undefined ? {} : { car_id: carId }), ...rest });
      const { lead } = await leads().save(on.slug, key, submission, leadDeliveryTargets(on, submission));
      await db.query('UPDATE leads SET created_at = $2::timestamptz WHERE lead_id = $1', [lead.lead_id, at]);
      return lead.lead_id;
    };
    const list = async (on: DealerSite, since: string, limit?: number) =>
      right(await listLeads().execute({ site: on, since: new Date(since), ...(limit !== undefined ? { limit } : {}) })());

    it('lists the leads of a site received since an instant, oldest first, with who, what car and each channel', async () => {
      const early = await store(site, 'key-early', '2026-02-27T23:00:00.000Z', { name: 'Early Bird' });
      const first = await store(site, 'key-first', '2026-03-01T01:00:00.000Z', { name: 'Ann Citizen', category: 'Test Drive' }, 42);
      const second = await store(site, 'key-second', '2026-03-02T05:30:00.000Z', { name: 'Bob Buyer', email: 'bob@example.com.au', phone: '0400 000 000' });
      await store(quiet, 'key-other-site', '2026-03-01T02:00:00.000Z');

      const listed = await list(site, '2026-03-01T00:00:00.000Z');
      expect(listed).toEqual([
        {
          lead_id: first,
          site_slug: 'acme-motors',
          created_at: '2026-03-01T01:00:00.000Z',
          category: 'Test Drive',
          name: 'Ann Citizen',
          email: 'ann@example.com.au',
          phone: '0412 345 678',
          car_id: 42,
          deliveries: [{ channel: 'email', destination: 'leads@acme.example.com.au', status: 'pending', attempts: 0, delivered_at: null, last_error: null }],
        },
        expect.objectContaining({
          lead_id: second,
          name: 'Bob Buyer',
          email: 'bob@example.com.au',
          phone: '0400 000 000',
          car_id: null,
          category: 'General Enquiry',
        }),
      ]);
      expect((await list(site, '2026-01-01T00:00:00.000Z')).map((l) => l.lead_id)).toEqual([early, first, second]);
      expect(await list(site, '2026-03-02T05:30:00.001Z')).toEqual([]);
      expect(
        (await list(site, '2026-01-01T00:00:00.000Z', 2)).map((l) => l.lead_id),
        'the limit keeps the oldest',
      ).toEqual([early, first]);
    });

    it("shows each channel's outcome after a pass: delivered, or pending with its attempts and error", async () => {
      const leadId = await store(withCrm, 'key-crm', new Date(Date.now() - 60_000).toISOString());
      expect(E.toUnion(await pass())).toEqual({ claimed: 2, delivered: 1, failed: 1 });
      const [listed] = await list(withCrm, '2026-01-01T00:00:00.000Z');
      expect(listed?.lead_id).toBe(leadId);
      expect(listed?.deliveries).toEqual([
        {
          channel: 'email',
          destination: 'leads@crm.example.com.au',
          status: 'delivered',
          attempts: 1,
          delivered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          last_error: null,
        },
        {
          channel: 'crm_webhook',
          destination: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/crm$/),
          status: 'pending',
          attempts: 1,
          delivered_at: null,
          last_error: expect.any(String),
        },
      ]);
    });

    it('refuses a limit outside 1 to 1,000 or an invalid instant, reading nothing', async () => {
      for (const limit of [0, -1, 1.5, MAX_LEAD_LIST_LIMIT + 1]) {
        expect(await listLeads().execute({ site, since: new Date(0), limit })()).toMatchObject({
          left: { code: 'VALIDATION_FAILED', fields: { limit: expect.any(String) } },
        });
      }
      expect(await listLeads().execute({ site, since: new Date('not a date') })()).toMatchObject({
        left: { code: 'VALIDATION_FAILED', fields: { since: expect.any(String) } },
      });
    });

    it('queues a delivered lead again, due now, and the next pass writes its email again (attempt 2); the lead is unchanged', async () => {
      const leadId = await store(site, 'key-redeliver', new Date(Date.now() - 60_000).toISOString(), { message: 'Please call me back.' });
      await leads().recordFollowUp(site.slug, leadId, { category: 'General Enquiry', params: { car_type: 'used' } });
      const other = await store(site, 'key-untouched', new Date(Date.now() - 30_000).toISOString());
      expect(E.toUnion(await pass())).toEqual({ claimed: 2, delivered: 2, failed: 0 });
      rmSync(join(outboxDir, emailFileName(leadId)));
      const leadBefore = await leads().findById(site.slug, leadId);
      const leadRows = async () => db.query('SELECT lead_id::text, site_slug, idempotency_key, submission, created_at::text FROM leads ORDER BY lead_id');
      const rowsBefore = await leadRows();

      clock.advance(5_000);
      const queued = await redeliver().execute({ leadId })();
      expect(queued).toEqual(
        E.right({
          lead_id: leadId,
          site_slug: 'acme-motors',
          created_at: leadBefore!.created_at,
          channels: [{ channel: 'email', destination: 'leads@acme.example.com.au' }],
        }),
      );
      const [entry] = await outbox().deliveriesOf(leadId);
      expect(entry?.entry).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: clock.now().toISOString(), delivered_at: null, last_error: null });
      expect((await outbox().deliveriesOf(other))[0]?.entry.status, 'other leads stay delivered').toBe('delivered');

      expect(E.toUnion(await pass())).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      expect(readdirSync(outboxDir).sort()).toEqual([emailFileName(leadId), emailFileName(other)].sort());
      const [record] = await outbox().deliveriesOf(leadId);
      expect(record?.entry).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(record?.attempts.map((a) => [a.attempt, a.outcome])).toEqual([
        [1, 'delivered'],
        [2, 'delivered'],
      ]);
      // "Record nothing new in the lead": the lead, its follow-ups and every other lead are as they were.
      expect(await leadRows()).toEqual(rowsBefore);
      expect(await leads().findById(site.slug, leadId)).toEqual(leadBefore);
      expect(await leads().followUpsOf(site.slug, leadId)).toEqual([{ category: 'General Enquiry', params: { car_type: 'used' } }]);
    });

    it('queues a failing channel again at once, ending its backoff, and keeps numbering its attempts', async () => {
      const leadId = await store(withCrm, 'key-crm-again', new Date(Date.now() - 60_000).toISOString());
      await pass();
      const [, crmBefore] = await outbox().deliveriesOf(leadId);
      expect(Date.parse(crmBefore!.entry.next_attempt_at)).toBeGreaterThan(clock.now().getTime());
      expect(right(await redeliver().execute({ leadId })()).channels.map((c) => c.channel)).toEqual(['email', 'crm_webhook']);
      expect(E.toUnion(await pass())).toEqual({ claimed: 2, delivered: 1, failed: 1 });
      const [email, crm] = await outbox().deliveriesOf(leadId);
      expect(email?.attempts.map((a) => a.attempt)).toEqual([1, 2]);
      expect(crm?.attempts.map((a) => [a.attempt, a.outcome])).toEqual([
        [1, 'failed'],
        [2, 'failed'],
      ]);
    });

    it('sends the dealer a lead again but never the customer a second confirmation: a customer delivery is queued again only while it has not reached them', async () => {
      const confirmation = { customer_email: { subject: 'Your order HM-4K7Q2ZB9', text: 'Thank you for your order.' } };
      const leadId = await store(site, 'key-confirmed', new Date(Date.now() - 60_000).toISOString(), {}, undefined, confirmation);
      expect((await outbox().deliveriesOf(leadId)).map((d) => d.entry.channel)).toEqual(['email', 'customer_email']);
      expect(E.toUnion(await pass())).toEqual({ claimed: 2, delivered: 2, failed: 0 });

      clock.advance(5_000);
      expect(right(await redeliver().execute({ leadId })()).channels).toEqual([{ channel: 'email', destination: 'leads@acme.example.com.au' }]);
      expect(E.toUnion(await pass())).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      const [dealer, customer] = await outbox().deliveriesOf(leadId);
      expect(dealer?.attempts.map((a) => a.attempt)).toEqual([1, 2]);
      expect(customer?.entry).toMatchObject({ channel: 'customer_email', destination: 'ann@example.com.au', status: 'delivered', attempts: 1 });
      expect(
        customer?.attempts.map((a) => a.attempt),
        'the customer was sent their confirmation once',
      ).toEqual([1]);

      // Not yet delivered (the mail server refused it until now): the operator's redelivery sends it.
      await db.query(
        "UPDATE lead_outbox SET status = 'pending', delivered_at = NULL, last_error = 'mail server refused', next_attempt_at = now() + interval '1 hour' WHERE lead_id = $1 AND channel = 'customer_email'",
        [leadId],
      );
      expect(right(await redeliver().execute({ leadId })()).channels.map((c) => c.channel)).toEqual(['email', 'customer_email']);
    });

    it('answers LEAD.NOT_FOUND for an id no lead has, well-formed or not, and queues nothing', async () => {
      await store(site, 'key-existing', new Date(Date.now() - 60_000).toISOString());
      await pass();
      for (const leadId of ['6f1c2a4e-0000-4000-8000-000000000000', 'not-a-uuid', '']) {
        expect(await redeliver().execute({ leadId })()).toEqual(E.left({ code: 'LEAD.NOT_FOUND', lead_id: leadId, message: `No lead has the id ${leadId}.` }));
      }
      expect(await db.query("SELECT 1 FROM lead_outbox WHERE status = 'pending'")).toEqual([]);
    });

    it('queues nothing for a lead whose site chose no channel, and says so', async () => {
      const { email: _contactEmail, ...noContactEmail } = aLeadSite('silent-motors');
      const none: DealerSite = { ...noContactEmail, lead_delivery: { email: null, crm_webhook_url: null } };
      const leadId = await store(none, 'key-silent', new Date(Date.now() - 60_000).toISOString());
      expect(E.toUnion(await redeliver().execute({ leadId })())).toMatchObject({ lead_id: leadId, site_slug: 'silent-motors', channels: [] });
    });
  });
}
