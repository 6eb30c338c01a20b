/**
 * Leads: the forms' render tokens, every lead a shopper or a partner sends (stored first, then
 * delivered from the outbox by each of the site's channels), follow-ups, test-drive times, and
 * the operator's list and redelivery. Its outbox dispatcher wakes on every new lead; later
 * modules that store a lead (reservations, purchases) signal it through `leadOutboxSignal`.
 */
import type { SqlDatabase } from '../../adapters/persistence/sql-database';
import type { ApiKeyVerifier, LeadApiKeys } from '../../application/dealer-site/api-key-verifier.port';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import type { CaptchaVerifier } from '../../application/leads/captcha-verifier.port';
import { DeliverPendingLeads } from '../../application/leads/deliver-pending-leads.use-case';
import type { FormTokens, SpentFormTokens } from '../../application/leads/form-token.port';
import { GetTestDriveSlots } from '../../application/leads/get-test-drive-slots.use-case';
import { IssueFormToken } from '../../application/leads/issue-form-token.use-case';
import type { LeadDeliveryChannel } from '../../application/leads/lead-delivery.port';
import { LeadDispatcher } from '../../application/leads/lead-dispatcher';
import type { LeadOutbox, OutboxSignal } from '../../application/leads/lead-outbox.port';
import type { LeadRepository } from '../../application/leads/lead-repository.port';
import { ListLeads } from '../../application/leads/list-leads.use-case';
import { RecordLeadFollowUp } from '../../application/leads/record-lead-follow-up.use-case';
import { RedeliverLead } from '../../application/leads/redeliver-lead.use-case';
import { SubmitLead } from '../../application/leads/submit-lead.use-case';
import type { TestDriveSlotRepository } from '../../application/leads/test-drive-slots.port';
import type { ServiceSlotStore } from '../../application/service/service-slot-store.port';
import type { TradeInEvaluationStore } from '../../application/tradein/trade-in-store.port';
import { StateTradeInLead } from '../../application/tradein/state-trade-in-lead';
import { loggedDestination } from '../../domain/leads/lead-delivery';
import type { PublicHolidayCalendar } from '../../domain/service/public-holidays';
import { featureModule, optional } from '../../config/feature-module';
import { outboxDir } from '../../config/data-dirs';
import { PORTS } from '../../config/ports';

export const leadsModule = featureModule({
  name: 'leads',
  async build({ clock, logger, siteOf, settings, port }, _before: object) {
    const cars = await port<CarRepository>(PORTS.CarRepository);
    const leads = await port<LeadRepository>(PORTS.LeadRepository);
    const outbox = await port<LeadOutbox>(PORTS.LeadOutbox);
    const testDriveSlots = await port<TestDriveSlotRepository>(PORTS.TestDriveSlots);
    const deliverPendingLeads = new DeliverPendingLeads({
      outbox,
      channels: await port<readonly LeadDeliveryChannel[]>(PORTS.LeadDeliveryChannels),
      siteOf,
      carOf: (siteSlug, carId) => cars.findById(siteSlug, carId),
      clock,
      log: {
        // An SMS's destination is a customer's mobile: logged masked.
        attempted: (attempt) => {
          const report = { ...attempt, destination: loggedDestination(attempt.channel, attempt.destination) };
          if (report.outcome === 'delivered') logger.info({ lead_delivery: report }, `lead ${report.lead_id} delivered by ${report.channel}`);
          else logger.warn({ lead_delivery: report }, `lead ${report.lead_id} not delivered by ${report.channel}; retrying at ${report.retryAt}`);
        },
      },
    });
    // New leads wake the dispatcher, so their deliveries start at once.
    const leadDispatcher = new LeadDispatcher(deliverPendingLeads, outbox, {
      clock,
      onError: (error) => logger.error({ err: error }, 'lead outbox pass failed; retrying'),
    });
    const db = await port<SqlDatabase>(PORTS.SqlDatabase);
    return {
      useCases: {
        issueFormToken: new IssueFormToken({ tokens: await port<FormTokens>(PORTS.FormTokens), clock }),
        submitLead: new SubmitLead({
          leads,
          cars,
          captcha: await port<CaptchaVerifier>(PORTS.CaptchaVerifier),
          apiKeys: await port<ApiKeyVerifier>(PORTS.ApiKeyVerifier),
          testDriveSlots,
          serviceSlots: await port<ServiceSlotStore>(PORTS.ServiceSlots),
          holidays: await port<PublicHolidayCalendar>(PORTS.PublicHolidays),
          outboxSignal: leadDispatcher,
          tradeInLeads: new StateTradeInLead({ store: await port<TradeInEvaluationStore>(PORTS.TradeInStore), leads, clock }),
          spentTokens: await port<SpentFormTokens>(PORTS.SpentFormTokens),
          clock,
        }),
        recordLeadFollowUp: new RecordLeadFollowUp({ leads }),
        listLeads: new ListLeads({ leads }),
        redeliverLead: new RedeliverLead({ outbox, outboxSignal: leadDispatcher, clock }),
        testDriveSlots: new GetTestDriveSlots({ cars, slots: testDriveSlots, clock }),
        deliverPendingLeads,
        // The deployment's own lead API keys (`npm run caryard -- leads key`).
        leadApiKeys: await port<LeadApiKeys>(PORTS.LeadApiKeys),
        /** Wakes the outbox dispatcher: every module that stores a lead calls it after its transaction. */
        leadOutboxSignal: leadDispatcher as OutboxSignal,
      },
      workers: { leadDispatcher },
      start: async () => {
        // On the embedded database this process is the only dispatcher (the data-directory
        // lock): claims a killed predecessor left are released, its undelivered leads go out now.
        if (db.engine === 'pglite') {
          const released = await outbox.releaseClaims();
          if (released > 0) logger.warn(`released ${released} lead deliveries claimed before a crash`);
        }
        leadDispatcher.start();
        logger.info(`lead outbox dispatcher started; emails and text messages go to ${outboxDir(settings)}`);
      },
    };
  },
  async siteRoutes(scope, useCases, http) {
    const { formTokenRoutes } = await import('../../adapters/http/routes/form-token.routes');
    const { leadsRoutes } = await import('../../adapters/http/routes/leads.routes');
    const { testDriveSlotsRoutes } = await import('../../adapters/http/routes/test-drive-slots.routes');
    await scope.register(leadsRoutes, {
      submitLead: useCases.submitLead,
      recordFollowUp: useCases.recordLeadFollowUp,
      ...optional('leadRateLimit', http.limit('leads')),
      ...optional('followUpRateLimit', http.limit('followUps')),
    });
    await scope.register(formTokenRoutes, { issueFormToken: useCases.issueFormToken });
    await scope.register(testDriveSlotsRoutes, { getSlots: useCases.testDriveSlots });
  },
  hostRoutes: null,
});
