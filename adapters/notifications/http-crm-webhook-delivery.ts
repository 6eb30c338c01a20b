import { createHmac } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DeliveryFailed, LeadDeliveryChannel, LeadDeliveryRequest } from '../../application/leads/lead-delivery.port';

export interface HttpCrmWebhookOptions {
  /** Longest wait for the CRM's answer; shorter than the outbox lease. Default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

const SIGNATURE_HEADER = 'x-caryard-signature';
const TIMESTAMP_HEADER = 'x-caryard-timestamp';

/**
 * `sha256=` + hex HMAC-SHA256, keyed with the site's webhook secret, of `{timestamp}.{body}`:
 * the CRM recomputes it to know the lead came from Caryard, unaltered, and recently.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The CRM channel (issue 6: "a signed JSON POST"): POSTs `{event: 'lead.created', delivery_id,
 * attempt, site, lead}` to the site's `lead_delivery.crm_webhook_url`, signed (X-Caryard-Signature,
 * X-Caryard-Timestamp) with its `crm_webhook_secret`, carrying the delivery id as
 * Idempotency-Key (and X-Caryard-Delivery) so a CRM can drop a repeat. Any 2xx is delivered;
 * anything else — another status, a redirect, a timeout, no connection — is retried.
 */
export class HttpCrmWebhookDelivery implements LeadDeliveryChannel {
  readonly channel = 'crm_webhook' as const;

  constructor(private readonly options: HttpCrmWebhookOptions = {}) {}

  deliver(request: LeadDeliveryRequest): TE.TaskEither<DeliveryFailed, void> {
    return async () => {
      const { lead, site, destination, deliveryId, attempt } = request;
      const secret = site.lead_delivery.crm_webhook_secret;
      if (!secret) return failed(`site '${site.slug}' has no crm_webhook_secret to sign with`);
      // The customer's confirmation is theirs (its own channel), not a field of the lead.
      const { customer_email: _customerEmail, ...submission } = lead.submission;
      const body = JSON.stringify({
        event: 'lead.created',
        delivery_id: deliveryId,
        attempt,
        site: { slug: site.slug, name: site.name },
        lead: { lead_id: lead.lead_id, created_at: lead.created_at, ...submission },
      });
      const timestamp = String(Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000));
      try {
        const response = await (this.options.fetch ?? fetch)(destination, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Caryard-Lead-Webhook/1',
            'idempotency-key': deliveryId,
            'x-caryard-delivery': deliveryId,
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
          },
          body,
        });
        const answer = (await response.text().catch(() => '')).slice(0, 200).replace(/\s+/g, ' ').trim();
        if (response.status >= 200 && response.status < 300) return E.right(undefined);
        return failed(`HTTP ${response.status}${answer ? `: ${answer}` : ''}`);
      } catch (error) {
        const reason =
          error instanceof Error
            ? error.name === 'TimeoutError'
              ? 'timed out'
              : ((error.cause as Error | undefined)?.message ?? error.message)
            : String(error);
        return failed(`POST ${originOf(destination)} failed: ${reason}`);
      }
    };
  }
}

/** The URL without its path and query (which may hold a token): for the attempt log. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'the webhook URL';
  }
}

function failed(message: string): E.Either<DeliveryFailed, never> {
  return E.left({ code: 'LEAD.DELIVERY_FAILED', channel: 'crm_webhook', message });
}
