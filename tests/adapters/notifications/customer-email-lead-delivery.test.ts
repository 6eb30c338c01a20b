/**
 * The 'customer_email' lead channel on the real outbox email adapter: the confirmation a lead
 * carries becomes one `.eml` to the customer, from the site and replying to the dealer; a
 * delivery repeated after a crash between sending and recording rewrites that one file.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CustomerEmailLeadDelivery } from '../../../adapters/notifications/customer-email-lead-delivery';
import { OutboxEmailSender } from '../../../adapters/notifications/outbox-email-sender';
import { outboxEmails } from '../../support/outbox-emails';
import { lead, site } from './lead-fixtures';

describe('CustomerEmailLeadDelivery', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'caryard-customer-email-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const carrying = {
    ...lead,
    submission: {
      ...lead.submission,
      customer_email: { subject: 'Your order HM-4K7Q2ZB9 with Harbour Motors', text: 'Order reference: HM-4K7Q2ZB9\nTotal: $31,289' },
    },
  };
  const request = (attempt: number) => ({
    lead: carrying,
    site: { ...site, email: 'sales@harbourmotors.com.au' },
    destination: 'zoe@example.com.au',
    deliveryId: 'entry-1',
    attempt,
  });

  it('writes one email to the customer with the lead’s confirmation, and a repeated delivery rewrites it', async () => {
    const channel = new CustomerEmailLeadDelivery(new OutboxEmailSender({ dir }));
    expect(await channel.deliver(request(1))()).toEqual(E.right(undefined));
    expect(await channel.deliver(request(2))()).toEqual(E.right(undefined));
    expect(readdirSync(dir)).toEqual([`email-confirmation-${lead.lead_id}.eml`]);
    const [email] = outboxEmails(dir);
    expect(email).toMatchObject({
      to: 'zoe@example.com.au',
      subject: 'Your order HM-4K7Q2ZB9 with Harbour Motors',
      text: 'Order reference: HM-4K7Q2ZB9\nTotal: $31,289',
    });
    expect(email!.from).toContain('no-reply@harbourmotors.com.au');
  });

  it('fails, to be seen in the attempt log, for a lead without a confirmation or an address the port refuses', async () => {
    const channel = new CustomerEmailLeadDelivery(new OutboxEmailSender({ dir }));
    expect(await channel.deliver({ ...request(1), lead })()).toMatchObject(E.left({ code: 'LEAD.DELIVERY_FAILED', channel: 'customer_email' }));
    expect(await channel.deliver({ ...request(1), destination: 'not an address' })()).toMatchObject(
      E.left({ code: 'LEAD.DELIVERY_FAILED', channel: 'customer_email' }),
    );
    expect(readdirSync(dir)).toEqual([]);
  });
});
