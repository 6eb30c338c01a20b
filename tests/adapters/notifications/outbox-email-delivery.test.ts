import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emailFileName, leadEmailText, OutboxEmailDelivery } from '../../../adapters/notifications/outbox-email-delivery';
import { composeEmail, quotedPrintable, rfc5322Date } from '../../../adapters/notifications/rfc5322-message';
import { leadSummary } from '../../../domain/leads/lead-delivery';
import type { StoredLead } from '../../../domain/leads/lead';
import { lead, site } from './lead-fixtures';

const leadSummaryOf = (stored: StoredLead) => leadSummary(stored, site.name);

/** Undoes quoted-printable (RFC 2045 §6.7) to read the body back. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The header (unfolded) and the body of a message. */
function parts(eml: string): { head: string; body: string } {
  const split = eml.indexOf('\r\n\r\n');
  return { head: eml.slice(0, split).replace(/\r\n[ \t]/g, ' '), body: eml.slice(split + 4) };
}

describe('RFC 5322 message', () => {
  it('writes the date in RFC 5322 form, in UTC', () => {
    expect(rfc5322Date(new Date('2026-03-02T09:05:07Z'))).toBe('Mon, 02 Mar 2026 09:05:07 +0000');
  });

  it('keeps every line 7-bit, CRLF-ended and at most 78 characters, and the body reads back as written', () => {
    const text = `Grüße from Zoë — ${'a very long line of text '.repeat(10)}\nsecond line with = sign and trailing space `;
    const eml = composeEmail({
      from: { name: 'Harbour Motors website', address: 'leads@harbourmotors.com.au' },
      to: { address: 'sales@harbourmotors.com.au' },
      replyTo: { name: 'Zoë O’Brien', address: 'zoe@example.com.au' },
      subject: `Harbour Motors: new General Enquiry from Zoë O’Brien ${'x'.repeat(80)}`,
      date: new Date('2026-03-02T09:05:07Z'),
      messageId: 'lead-1@harbourmotors.com.au',
      text,
    });
    expect(eml).not.toMatch(/[^\r]\n/);
    // eslint-disable-next-line no-control-regex -- the message must be 7-bit ASCII, controls included
    expect(eml).toMatch(/^[\x00-\x7f]*$/);
    for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    const { head, body } = parts(eml);
    expect(head).toMatch(/^Subject: =\?UTF-8\?B\?/m);
    expect(head).toMatch(/^Reply-To: =\?UTF-8\?B\?.+\?= <zoe@example\.com\.au>$/m);
    expect(decodeQuotedPrintable(body.trimEnd()).replace(/\r\n/g, '\n')).toBe(text);
  });

  it('cannot be made to add a header through a CR or LF in a value', () => {
    const eml = composeEmail({
      from: { address: 'a@example.com' },
      to: { address: 'b@example.com' },
      replyTo: { name: 'Eve\r\nBcc: victim@example.com', address: 'eve@example.com' },
      subject: 'Hi\r\nBcc: victim@example.com',
      date: new Date(0),
      messageId: 'x@example.com',
      text: 'hello',
    });
    expect(eml).not.toMatch(/^Bcc:/m);
  });

  it('encodes quoted-printable with soft breaks that never split an escape', () => {
    const encoded = quotedPrintable('é'.repeat(60));
    for (const line of encoded.split('\r\n')) {
      expect(line.length).toBeLessThanOrEqual(76);
      expect(line.replace(/=$/, '')).toMatch(/^(=[0-9A-F]{2})*$/);
    }
  });
});

describe('OutboxEmailDelivery: the .eml outbox', () => {
  let dir: string;
  let logged: unknown[];
  let delivery: OutboxEmailDelivery;
  const request = { lead, site, destination: 'leads@harbourmotors.com.au', deliveryId: 'entry-1', attempt: 1 };

  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'caryard-outbox-')), 'outbox');
    logged = [];
    delivery = new OutboxEmailDelivery({ dir, log: (message, fields) => logged.push({ message, ...fields }) });
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('writes one RFC 5322 file per lead, addressed to the destination, replying to the shopper, with the lead details', async () => {
    expect(await delivery.deliver(request)()).toEqual({ _tag: 'Right', right: undefined });
    expect(readdirSync(dir)).toEqual([emailFileName(lead.lead_id)]);
    const eml = readFileSync(join(dir, `lead-${lead.lead_id}.eml`), 'utf8');
    expect(eml).toContain('From: "Harbour Motors website" <leads@harbourmotors.com.au>\r\n');
    expect(eml).toContain('To: leads@harbourmotors.com.au\r\n');
    expect(eml).toContain('Date: Mon, 02 Mar 2026 09:15:30 +0000\r\n');
    expect(eml).toContain(`Message-ID: <lead-${lead.lead_id}@harbourmotors.com.au>\r\n`);
    expect(eml).toContain(`X-Caryard-Lead-Id: ${lead.lead_id}\r\n`);
    const body = decodeQuotedPrintable(parts(eml).body);
    for (const line of [
      'Category: General Enquiry',
      'Name: Zoë O’Brien',
      'Email: zoe@example.com.au',
      'Phone: 0412 345 678',
      'Message: Is the CX-5 still available? I can come by on Saturday — around 10.',
      'preferred_time: morning',
      'opt_in: true',
      'Car id: 1000123',
      'Dealership id: 201',
      'Page: https://acme-motors.example.com.au/cars/2021-toyota-corolla',
      'Visited pages: /, /cars/2021-toyota-corolla',
      'Linked query params: utm_source=google',
      `Lead id: ${lead.lead_id}`,
    ]) {
      expect(body).toContain(line);
    }
    expect(logged).toEqual([expect.objectContaining({ message: 'lead email written to the outbox', lead_id: lead.lead_id, to: 'leads@harbourmotors.com.au' })]);
  });

  it('rewrites the same file when the lead is delivered again (exactly one file per lead), leaving no temporary file', async () => {
    await delivery.deliver(request)();
    const first = readFileSync(join(dir, emailFileName(lead.lead_id)), 'utf8');
    await delivery.deliver({ ...request, attempt: 2 })();
    expect(readdirSync(dir)).toEqual([emailFileName(lead.lead_id)]);
    expect(readFileSync(join(dir, emailFileName(lead.lead_id)), 'utf8')).toBe(first);
  });

  it('user text never adds a line to the email: no Bcc header, no body line starting with Bcc:, the message still readable', async () => {
    const hostile = {
      ...lead,
      submission: {
        ...lead.submission,
        user: {
          ...lead.submission.user,
          name: 'Ann\r\nBcc: evil@example.com',
          'x\r\nBcc: a@b.c': 'yes',
          colour: 'red\nBcc: c@d.e\u2028Phone: 000',
          message: 'Hello,\r\nBcc: victim@example.com\n\nIs the car still available?\rThanks',
        },
      },
    };
    await delivery.deliver({ ...request, lead: hostile })();
    const eml = readFileSync(join(dir, emailFileName(lead.lead_id)), 'utf8');
    const { head, body } = parts(eml);
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).toMatch(/^Reply-To: "Ann Bcc: evil@example.com" <zoe@example\.com\.au>$/m);
    const lines = decodeQuotedPrintable(body).split('\r\n');
    expect(lines.filter((line) => /^\s*Bcc:/i.test(line) && !line.startsWith('  '))).toEqual([]);
    expect(lines).toContain('Name: Ann Bcc: evil@example.com');
    expect(lines).toContain('x Bcc: a@b.c: yes');
    expect(lines).toContain('colour: red Bcc: c@d.e Phone: 000');
    expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual(['Phone: 0412 345 678']);
    // The message keeps its lines, each indented under its label.
    const at = lines.indexOf('Message:');
    expect(lines.slice(at, at + 6)).toEqual(['Message:', '  Hello,', '  Bcc: victim@example.com', '', '  Is the car still available?', '  Thanks']);
  });

  it('a field line starts at the margin only for a field of the lead, whatever the shopper types (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', ':', ' ', '\r', '\n', '\u2028', '\u0085', '\t', '\u0000', 'é') });
    fc.assert(
      fc.property(text, text, text, text, (name, fieldName, value, message) => {
        const submission = { ...lead.submission, user: { ...lead.submission.user, name, message, [`f${fieldName}`]: value } };
        const { lines: fields } = leadSummaryOf({ ...lead, submission });
        // eslint-disable-next-line no-control-regex -- control characters are what is removed
        const labels = fields.map(([label]) => label.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim());
        const body = leadEmailText(site.name, { subject: '', lines: fields }).split('\n');
        const fieldLines = body.slice(2, -2).filter((line) => line !== '' && !line.startsWith('  '));
        // One line per field, in order, each starting with its own label: nothing more.
        expect(fieldLines).toHaveLength(labels.length);
        fieldLines.forEach((line, i) => expect(line.startsWith(`${labels[i]}:`)).toBe(true));
        // eslint-disable-next-line no-control-regex -- control characters are what must be absent
        for (const line of body) expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/);
      }),
      { seed: 10, numRuns: 200 },
    );
  });

  it('fails (to be retried) when the outbox cannot be written', async () => {
    const blocked = join(dir, '..', 'not-a-directory');
    writeFileSync(blocked, 'a file where the outbox should be');
    const result = await new OutboxEmailDelivery({ dir: blocked }).deliver(request)();
    expect(result).toMatchObject({
      _tag: 'Left',
      left: { code: 'LEAD.DELIVERY_FAILED', channel: 'email', message: expect.stringContaining('could not write') },
    });
  });
});
