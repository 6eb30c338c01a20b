import type { CaptchaVerifier } from './captcha-verifier.port';
import type { DeliverPendingLeads } from './deliver-pending-leads.use-case';
import type { LeadDeliveryChannel } from './lead-delivery.port';
import type { LeadDispatcher } from './lead-dispatcher';
import type { LeadOutbox } from './lead-outbox.port';
import type { LeadRepository } from './lead-repository.port';
import type { RecordLeadFollowUp } from './record-lead-follow-up.use-case';
import type { SubmitLead } from './submit-lead.use-case';
import type { GetTestDriveSlots } from './get-test-drive-slots.use-case';
import type { TestDriveSlotRepository } from './test-drive-slots.port';

/** DI tokens of the leads area (bound in config/container.ts). */
export const LEADS = {
  LeadRepository: Symbol.for('caryard.leads.LeadRepository') as symbol & { __type?: LeadRepository },
  LeadOutbox: Symbol.for('caryard.leads.LeadOutbox') as symbol & { __type?: LeadOutbox },
  CaptchaVerifier: Symbol.for('caryard.leads.CaptchaVerifier') as symbol & { __type?: CaptchaVerifier },
  /** Every channel adapter (email, CRM webhook): a site's configuration picks among them. */
  LeadDeliveryChannels: Symbol.for('caryard.leads.LeadDeliveryChannels') as symbol & { __type?: readonly LeadDeliveryChannel[] },
  SubmitLead: Symbol.for('caryard.leads.SubmitLead') as symbol & { __type?: SubmitLead },
  RecordLeadFollowUp: Symbol.for('caryard.leads.RecordLeadFollowUp') as symbol & { __type?: RecordLeadFollowUp },
  DeliverPendingLeads: Symbol.for('caryard.leads.DeliverPendingLeads') as symbol & { __type?: DeliverPendingLeads },
  LeadDispatcher: Symbol.for('caryard.leads.LeadDispatcher') as symbol & { __type?: LeadDispatcher },
  TestDriveSlotRepository: Symbol.for('caryard.leads.TestDriveSlotRepository') as symbol & { __type?: TestDriveSlotRepository },
  GetTestDriveSlots: Symbol.for('caryard.leads.GetTestDriveSlots') as symbol & { __type?: GetTestDriveSlots },
} as const;
