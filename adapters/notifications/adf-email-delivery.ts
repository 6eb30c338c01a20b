import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DeliveryFailed, LeadDeliveryChannel, LeadDeliveryRequest } from '../../application/leads/lead-delivery.port';
import type { Car } from '../../domain/vehicle/car';
import { writeDurably } from '../files/write-durably';
import { adfDocument } from './adf-document';
import { composeEmail } from './rfc5322-message';

export interface AdfEmailOptions {
  /** Where the .eml files go: `{DATA_DIR}/outbox`, beside the lead emails. */
  dir: string;
  /** The car a lead is about (the inventory's findById); absent: the document uses the lead's own fields. */
  findCar?: (siteSlug: string, id: number) => Promise<Car | null>;
  /** Told of each email written (the server's log). */
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** The file of a lead's ADF email: one per lead, so a repeated delivery rewrites it rather than adding one. */
export function adfEmailFileName(leadId: string): string {
  return `adf-${leadId.replace(/[^A-Za-z0-9-]/g, '')}.eml`;
}

function mailDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '') || 'caryard.localhost';
  } catch {
    return 'caryard.localhost';
  }
}

/**
 * The ADF channel (issue 16): each lead as an ADF 1.0 XML document emailed to the CRM's lead
 * address (`lead_delivery.adf_email`). CRMs that import ADF by email (DealerSocket, VinSolutions,
 * Salesforce Automotive Cloud, …) read the XML as the body of a plain-text message, not as an
 * attachment, so the body is the document itself (`Content-Type: text/plain; charset=utf-8`).
 * Written like OutboxEmailDelivery: a whole `.eml` file in the outbox, rewritten in place when the
 * same lead is delivered again. An SMTP adapter would send the same message.
 */
export class AdfEmailDelivery implements LeadDeliveryChannel {
  readonly channel = 'adf_email' as const;

  constructor(private readonly options: AdfEmailOptions) {}

  deliver(request: LeadDeliveryRequest): TE.TaskEither<DeliveryFailed, void> {
    return async () => {
      const { lead, site, destination } = request;
      const carId = lead.submission.car_id;
      let car: Car | null = null;
      if (carId !== undefined && this.options.findCar) {
        try {
          car = await this.options.findCar(site.slug, carId);
        } catch (error) {
          return failed(`could not read car ${carId}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const domain = mailDomain(site.site_url);
      const eml = composeEmail({
        from: { name: `${site.name} website`, address: `leads@${domain}` },
        to: { address: destination },
        subject: `ADF lead ${lead.lead_id}`,
        // The lead's own instant and id: the same email whenever it is (re)written.
        date: new Date(lead.created_at),
        messageId: `adf-${lead.lead_id}@${domain}`,
        headers: { 'X-Caryard-Lead-Id': lead.lead_id, 'X-Caryard-Site': site.slug },
        text: adfDocument(lead, site, { car }),
      });
      const path = join(this.options.dir, adfEmailFileName(lead.lead_id));
      try {
        await writeDurably(path, eml);
      } catch (error) {
        return failed(`could not write ${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      this.options.log?.('ADF lead email written to the outbox', { lead_id: lead.lead_id, site: site.slug, to: destination, file: path });
      return E.right(undefined);
    };
  }
}

function failed(message: string): E.Either<DeliveryFailed, never> {
  return E.left({ code: 'LEAD.DELIVERY_FAILED', channel: 'adf_email', message });
}
