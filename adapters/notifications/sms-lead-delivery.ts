import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DeliveryFailed, LeadDeliveryChannel, LeadDeliveryRequest } from '../../application/leads/lead-delivery.port';
import type { SmsSender } from '../../application/notifications/sms-sender.port';
import { smsSenderId } from '../../domain/leads/sms';

/**
 * The 'sms' lead channel (issue 12): sends the text a lead carries — `user.sms_content`, from
 * `user.sms_from` (spec 2 §3 'Trade-in lead fields'; both set by the server, never by the
 * client: SubmitLead) — to the delivery's destination, the customer's mobile in E.164, through
 * the SMS port. The outbox entry's id is the message id, so a repeated delivery of the entry
 * (a crash between sending and recording) is the same message to the port. A gateway's failure
 * (SMS.FAILED) becomes LEAD.DELIVERY_FAILED: the outbox retries it as it retries an email.
 */
export class SmsLeadDelivery implements LeadDeliveryChannel {
  readonly channel = 'sms' as const;

  constructor(private readonly sms: SmsSender) {}

  deliver({ lead, site, destination, deliveryId }: LeadDeliveryRequest): TE.TaskEither<DeliveryFailed, void> {
    return async () => {
      const { sms_content: body, sms_from: from } = lead.submission.user;
      // Only a lead carrying a text gets an 'sms' delivery (leadDeliveryTargets): without one it is a bug, kept visible in the attempt log.
      if (typeof body !== 'string' || body.trim() === '') return E.left(deliveryFailed(`lead ${lead.lead_id} carries no sms_content`));
      const sent = await this.sms.send({
        messageId: deliveryId,
        to: destination,
        from: typeof from === 'string' && from.trim() !== '' ? from : smsSenderId(site.name),
        body,
      })();
      return E.isRight(sent) ? E.right(undefined) : E.left(deliveryFailed(sent.left.message));
    };
  }
}

function deliveryFailed(message: string): DeliveryFailed {
  return { code: 'LEAD.DELIVERY_FAILED', channel: 'sms', message };
}
