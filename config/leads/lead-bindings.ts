/**
 * The leads area of the composition root (issue 6): binds the lead ports to their adapters
 * and the use cases to their ports. No side effects until a binding is resolved; the
 * dispatcher loop is started by startCaryard once the server listens.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { HoneypotCaptchaVerifier } from '../../adapters/captcha/honeypot-captcha-verifier';
import type { LeadsRoutesOptions } from '../../adapters/http/routes/leads.routes';
import { HttpCrmWebhookDelivery } from '../../adapters/notifications/http-crm-webhook-delivery';
import { OutboxEmailDelivery } from '../../adapters/notifications/outbox-email-delivery';
import type { SqlDatabase } from '../../adapters/persistence/sql-database';
import { SqlLeadOutbox } from '../../adapters/persistence/sql-lead-outbox';
import { SqlTestDriveSlots } from '../../adapters/persistence/sql-test-drive-slots';
import type { TestDriveSlotsRoutesOptions } from '../../adapters/http/routes/test-drive-slots.routes';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import { INVENTORY } from '../../application/inventory/inventory.tokens';
import type { CaptchaVerifier } from '../../application/leads/captcha-verifier.port';
import { DeliverPendingLeads } from '../../application/leads/deliver-pending-leads.use-case';
import type { LeadDeliveryChannel } from '../../application/leads/lead-delivery.port';
import { LeadDispatcher } from '../../application/leads/lead-dispatcher';
import type { LeadOutbox, OutboxSignal } from '../../application/leads/lead-outbox.port';
import type { LeadRepository } from '../../application/leads/lead-repository.port';
import { LEADS } from '../../application/leads/leads.tokens';
import { RecordLeadFollowUp } from '../../application/leads/record-lead-follow-up.use-case';
import { SubmitLead } from '../../application/leads/submit-lead.use-case';
import { GetTestDriveSlots } from '../../application/leads/get-test-drive-slots.use-case';
import type { TestDriveSlotRepository } from '../../application/leads/test-drive-slots.port';
import type { DealerSite } from '../../domain/dealer-site';
import type { Settings } from '../runtime/settings';
import { RUNTIME } from '../runtime/tokens';

/** `{DATA_DIR}/outbox`: where lead emails are written as .eml files. */
export const outboxDir = (settings: Pick<Settings, 'dataDir'>): string => join(settings.dataDir, 'outbox');

/**
 * Lets SubmitLead wake the dispatcher without depending on it (the dispatcher logs through
 * the HTTP server's logger, and the server needs SubmitLead): notifications before the
 * dispatcher is connected are dropped — its first pass sees those leads anyway.
 */
export class OutboxSignalRelay implements OutboxSignal {
  #target: OutboxSignal | null = null;

  connect(target: OutboxSignal): void {
    this.#target = target;
  }

  notify(): void {
    this.#target?.notify();
  }
}

const OUTBOX_SIGNAL = Symbol.for('caryard.leads.OutboxSignalRelay');

export function bindLeads(container: Container, settings: Settings): void {
  const db = (ctx: { getAsync<T>(id: symbol): Promise<T> }) => ctx.getAsync<SqlDatabase>(RUNTIME.SqlDatabase);
  container.bind<LeadOutbox>(LEADS.LeadOutbox).toDynamicValue(async (ctx) => new SqlLeadOutbox(await db(ctx)));
  container.bind<CaptchaVerifier>(LEADS.CaptchaVerifier).toConstantValue(new HoneypotCaptchaVerifier());
  container.bind<OutboxSignalRelay>(OUTBOX_SIGNAL).toConstantValue(new OutboxSignalRelay());
  container.bind<TestDriveSlotRepository>(LEADS.TestDriveSlotRepository).toDynamicValue(async (ctx) => new SqlTestDriveSlots(await db(ctx)));
  container.bind<GetTestDriveSlots>(LEADS.GetTestDriveSlots).toDynamicValue(
    async (ctx) =>
      new GetTestDriveSlots({
        cars: await ctx.getAsync<CarRepository>(INVENTORY.CarRepository),
        slots: await ctx.getAsync<TestDriveSlotRepository>(LEADS.TestDriveSlotRepository),
      }),
  );
  container.bind<SubmitLead>(LEADS.SubmitLead).toDynamicValue(
    async (ctx) =>
      new SubmitLead({
        leads: await ctx.getAsync<LeadRepository>(LEADS.LeadRepository),
        cars: await ctx.getAsync<CarRepository>(INVENTORY.CarRepository),
        captcha: ctx.get<CaptchaVerifier>(LEADS.CaptchaVerifier),
        testDriveSlots: await ctx.getAsync<TestDriveSlotRepository>(LEADS.TestDriveSlotRepository),
        outboxSignal: ctx.get<OutboxSignalRelay>(OUTBOX_SIGNAL),
      }),
  );
  container
    .bind<RecordLeadFollowUp>(LEADS.RecordLeadFollowUp)
    .toDynamicValue(async (ctx) => new RecordLeadFollowUp(await ctx.getAsync<LeadRepository>(LEADS.LeadRepository)));

  // The delivery side logs through the server's logger, so it is made after the server.
  container.bind<readonly LeadDeliveryChannel[]>(LEADS.LeadDeliveryChannels).toDynamicValue(async (ctx) => {
    const app = await ctx.getAsync<FastifyInstance>(RUNTIME.HttpServer);
    return [
      new OutboxEmailDelivery({ dir: outboxDir(settings), log: (message, fields) => app.log.info(fields, message) }),
      new HttpCrmWebhookDelivery(),
    ];
  });
  container.bind<DeliverPendingLeads>(LEADS.DeliverPendingLeads).toDynamicValue(async (ctx) => {
    const app = await ctx.getAsync<FastifyInstance>(RUNTIME.HttpServer);
    const sites = new Map(ctx.get<readonly DealerSite[]>(RUNTIME.DealerSites).map((s) => [s.slug, s]));
    return new DeliverPendingLeads({
      outbox: await ctx.getAsync<LeadOutbox>(LEADS.LeadOutbox),
      channels: await ctx.getAsync<readonly LeadDeliveryChannel[]>(LEADS.LeadDeliveryChannels),
      siteOf: (slug) => sites.get(slug),
      log: {
        attempted: (report) =>
          report.outcome === 'delivered'
            ? app.log.info({ lead_delivery: report }, `lead ${report.lead_id} delivered by ${report.channel}`)
            : app.log.warn({ lead_delivery: report }, `lead ${report.lead_id} not delivered by ${report.channel}; retrying at ${report.retryAt}`),
      },
    });
  });
  container.bind<LeadDispatcher>(LEADS.LeadDispatcher).toDynamicValue(async (ctx) => {
    const app = await ctx.getAsync<FastifyInstance>(RUNTIME.HttpServer);
    const dispatcher = new LeadDispatcher(
      await ctx.getAsync<DeliverPendingLeads>(LEADS.DeliverPendingLeads),
      await ctx.getAsync<LeadOutbox>(LEADS.LeadOutbox),
      { onError: (error) => app.log.error({ err: error }, 'lead outbox pass failed; retrying') },
    );
    ctx.get<OutboxSignalRelay>(OUTBOX_SIGNAL).connect(dispatcher);
    return dispatcher;
  });
}

/** What the HTTP server's lead routes need. */
export async function leadRoutesOptions(ctx: { getAsync<T>(id: symbol): Promise<T> }): Promise<LeadsRoutesOptions> {
  return {
    submitLead: await ctx.getAsync<SubmitLead>(LEADS.SubmitLead),
    recordFollowUp: await ctx.getAsync<RecordLeadFollowUp>(LEADS.RecordLeadFollowUp),
  };
}

/** What the HTTP server's test drive slot route needs. */
export async function testDriveRoutesOptions(ctx: { getAsync<T>(id: symbol): Promise<T> }): Promise<TestDriveSlotsRoutesOptions> {
  return { getSlots: await ctx.getAsync<GetTestDriveSlots>(LEADS.GetTestDriveSlots) };
}

/** The relay SubmitLead wakes the dispatcher through (reservations' leads use it too). */
export const LEAD_OUTBOX_SIGNAL = OUTBOX_SIGNAL;

/**
 * Starts delivering leads: on the embedded database this process is the only dispatcher
 * (the data-directory lock), so claims a killed predecessor left are released first and its
 * undelivered leads go out at once.
 */
export async function startLeadDispatcher(container: Container): Promise<LeadDispatcher> {
  const db = await container.getAsync<SqlDatabase>(RUNTIME.SqlDatabase);
  const app = await container.getAsync<FastifyInstance>(RUNTIME.HttpServer);
  if (db.engine === 'pglite') {
    const released = await (await container.getAsync<LeadOutbox>(LEADS.LeadOutbox)).releaseClaims();
    if (released > 0) app.log.warn(`released ${released} lead deliveries claimed before a crash`);
  }
  const dispatcher = await container.getAsync<LeadDispatcher>(LEADS.LeadDispatcher);
  dispatcher.start();
  app.log.info(`lead outbox dispatcher started; emails go to ${outboxDir(await container.getAsync<Settings>(RUNTIME.Settings))}`);
  return dispatcher;
}
