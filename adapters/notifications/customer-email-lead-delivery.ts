import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DeliveryFailed, LeadDeliveryChannel, LeadDeliveryRequest } from '../../application/leads/lead-delivery.port';
import type { EmailSender } from '../../application/notifications/email-sender.port';

/** The message id of a lead's customer confirmation: one per lead, so a repeated delivery is the same message. */
export function customerEmailMessageId(leadId: string): string {
  return `confirmation-${leadId}`;
}

/** `https://www.harbourmotors.com.au` → `harbourmotors.com.au`. */
function mailDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '') || 'caryard.localhost';
  } catch {
    return 'caryard.localhost';
  }
}

/**
 * The 'customer_email' lead channel: sends the confirmation a lead the server made carries
 * (`customer_email`: an online order's, a reservation's) to the customer's address, through the
 * email port (the outbox's `.eml` files by default), from the site and replying to the dealer.
 * The message id is the lead's, so a delivery repeated after a crash between sending and
 * recording is the same message to the port (the outbox rewrites its file). A refusal of the
 * port becomes LEAD.DELIVERY_FAILED, retried by the outbox like the dealer's email.
 */
export class CustomerEmailLeadDelivery implements LeadDeliveryChannel {
  readonly channel = 'customer_email' as const;

  constructor(private readonly email: EmailSender) {}

  deliver({ lead, site, destination }: LeadDeliveryRequest): TE.TaskEither<DeliveryFailed, void> {
    return async () => {
      const message = lead.submission.customer_email;
      // Only a lead carrying a confirmation gets this delivery (leadDeliveryTargets): without one it is a bug, kept visible in the attempt log.
      if (!message) return E.left(failed(`lead ${lead.lead_id} carries no customer_email`));
      const sent = await this.email.send({
        messageId: customerEmailMessageId(lead.lead_id),
        from: { name: site.name, address: `no-reply@${mailDomain(site.site_url)}` },
        ...(site.email ? { replyTo: { name: site.name, address: site.email } } : {}),
        to: destination,
        subject: message.subject,
        text: message.text,
        // The lead's own instant: the same email whenever it is (re)written.
        date: new Date(lead.created_at),
      })();
      return E.isRight(sent) ? E.right(undefined) : E.left(failed(sent.left.message));
    };
  }
}

function failed(message: string): DeliveryFailed {
  return { code: 'LEAD.DELIVERY_FAILED', channel: 'customer_email', message };
}
