import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DeliveryFailed, LeadDeliveryChannel, LeadDeliveryRequest } from '../../application/leads/lead-delivery.port';
import { EmailAddress } from '../../domain/leads/contact-validation';
import { leadSummary, leadSummaryFacts, type LeadSummary } from '../../domain/leads/lead-delivery';
import { writeDurably } from '../files/write-durably';
import { composeEmail, oneLine } from './rfc5322-message';

export interface OutboxEmailOptions {
  /** Where the .eml files go: `{DATA_DIR}/outbox`. */
  dir: string;
  /** Told of each email written (the server's log). */
  log?: (message: string, fields: Record<string, unknown>) => void;
}

/** The file of a lead's email: one per lead, so a repeated delivery rewrites it rather than adding one. */
export function emailFileName(leadId: string): string {
  return `lead-${leadId.replace(/[^A-Za-z0-9-]/g, '')}.eml`;
}

/** The fields whose text keeps its lines: the form's one textarea (spec 2 §3 `user.message`). */
const MULTI_LINE_LABELS: ReadonlySet<string> = new Set(['Message']);

/** Line breaks as any mail reader may show them: CRLF, CR, LF, NEL, VT, FF, U+2028, U+2029. */
// eslint-disable-next-line no-control-regex -- line breaks are control characters
const LINE_BREAK = /\r\n|[\r\n\u0085\u000b\u000c\u2028\u2029]/;

/**
 * The lines of a multi-line value, each on its own: other controls (tab, NUL…) become a space,
 * trailing blanks and blank lines at either end go.
 */
function textLines(value: string): string[] {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const lines = value.split(LINE_BREAK).map((line) => line.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trimEnd());
  while (lines.length > 0 && lines[0]?.trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The text of a lead's email: one `Label: value` line per field (issue 10: user text never adds
 * a line of its own, so it can never pass as another field, a `Bcc:` for instance).
 *  - Field names and single-line values: each run of line breaks and other controls becomes
 *    one space (oneLine).
 *  - The message keeps its lines, written under its label and indented by two spaces: no line
 *    of it starts at the margin, where every `Label:` line starts, so a `Bcc: …` typed in a
 *    message reads `  Bcc: …` under `Message:`. A message of one line stays beside its label.
 */
export function leadEmailText(siteName: string, summary: LeadSummary): string {
  const fields: string[] = [];
  for (const [rawLabel, value] of summary.lines) {
    const label = oneLine(rawLabel);
    const lines = MULTI_LINE_LABELS.has(label) ? textLines(value) : [oneLine(value)];
    if (lines.length <= 1) fields.push(`${label}: ${lines[0] ?? ''}`.trimEnd());
    else fields.push(`${label}:`, ...lines.map((line) => (line === '' ? '' : `  ${line}`)));
  }
  return [`New lead for ${oneLine(siteName)}`, '', ...fields, '', 'Reply to this email to answer the customer.'].join('\n');
}

/** `www.harbourmotors.com.au` → `harbourmotors.com.au`. */
function mailDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '') || 'caryard.localhost';
  } catch {
    return 'caryard.localhost';
  }
}

/**
 * The email channel's default adapter (ARCHITECTURE "outbox adapters that write emails to
 * data/outbox/ and the log"): each lead becomes one RFC 5322 `.eml` file — open it in any
 * mail client — addressed to the site's lead address, replying to the shopper. Written to a
 * temporary name, flushed to disk, then renamed into place: a file in the outbox is always
 * whole, and delivering the same lead again replaces it (exactly one file per lead). An SMTP
 * adapter would implement the same port.
 */
export class OutboxEmailDelivery implements LeadDeliveryChannel {
  readonly channel = 'email' as const;

  constructor(private readonly options: OutboxEmailOptions) {}

  deliver(request: LeadDeliveryRequest): TE.TaskEither<DeliveryFailed, void> {
    return async () => {
      const { lead, site, destination } = request;
      const summary = leadSummary(lead, site.name, leadSummaryFacts(site, lead, request.car ?? null));
      const domain = mailDomain(site.site_url);
      const shopper = EmailAddress.parse(typeof lead.submission.user.email === 'string' ? lead.submission.user.email : '');
      const text = leadEmailText(site.name, summary);
      const eml = composeEmail({
        from: { name: `${site.name} website`, address: `leads@${domain}` },
        to: { address: destination },
        ...(E.isRight(shopper) ? { replyTo: { address: shopper.right, name: String(lead.submission.user.name ?? '') } } : {}),
        subject: summary.subject,
        // The lead's own instant and id: the same email whenever it is (re)written.
        date: new Date(lead.created_at),
        messageId: `lead-${lead.lead_id}@${domain}`,
        headers: { 'X-Caryard-Lead-Id': lead.lead_id, 'X-Caryard-Site': site.slug },
        text,
      });
      const path = join(this.options.dir, emailFileName(lead.lead_id));
      try {
        await writeDurably(path, eml);
      } catch (error) {
        return E.left({
          code: 'LEAD.DELIVERY_FAILED',
          channel: 'email',
          message: `could not write ${path}: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
      this.options.log?.('lead email written to the outbox', { lead_id: lead.lead_id, site: site.slug, to: destination, file: path });
      return E.right(undefined);
    };
  }
}
