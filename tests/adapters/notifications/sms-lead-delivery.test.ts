import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxSmsSender, smsFileName, type OutboxSms } from '../../../adapters/notifications/outbox-sms-sender';
import { SmsLeadDelivery } from '../../../adapters/notifications/sms-lead-delivery';
import type { LeadDeliveryRequest } from '../../../application/leads/lead-delivery.port';
import type { StoredLead } from '../../../domain/leads/lead';
import { THANKS_SMS_TEXT } from '../../../domain/tradein/trade-in-flow';
import { lead, site } from './lead-fixtures';

const accepted: StoredLead = {
  ...lead,
  submission: {
    ...lead.submission,
    user: {
      ...lead.submission.user,
      category: 'Trade-in Enquiry',
      offer_accepted: true,
      sms_content: THANKS_SMS_TEXT(site.name, { amount: 17_300, reference: 'TI-4K7Q-2ZB9' }),
      sms_from: 'HarbourMtrs',
    },
  },
};

const request = (over: Partial<LeadDeliveryRequest> = {}): LeadDeliveryRequest => ({
  lead: accepted,
  site,
  destination: '+61412345678',
  deliveryId: '5b0c9d2e-1f3a-4b5c-8d6e-7f8a9b0c1d2e',
  attempt: 1,
  ...over,
});

describe('SmsLeadDelivery (issue 12: the sms lead channel over the SMS port)', () => {
  let root: string;
  let dir: string;
  let delivery: SmsLeadDelivery;

  const written = (deliveryId: string): OutboxSms => JSON.parse(readFileSync(join(dir, smsFileName(deliveryId)), 'utf8')) as OutboxSms;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'caryard-sms-delivery-'));
    dir = join(root, 'outbox');
    delivery = new SmsLeadDelivery(new OutboxSmsSender({ dir }));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the sms channel', () => {
    expect(delivery.channel).toBe('sms');
  });

  it('sends the lead sms_content from its sms_from to the destination, the outbox entry id being the message id', async () => {
    expect(await delivery.deliver(request())()).toEqual(E.right(undefined));
    expect(written('5b0c9d2e-1f3a-4b5c-8d6e-7f8a9b0c1d2e')).toMatchObject({
      message_id: '5b0c9d2e-1f3a-4b5c-8d6e-7f8a9b0c1d2e',
      to: '+61412345678',
      from: 'HarbourMtrs',
      body: 'Thanks for accepting our trade-in offer of $17,300 from Harbour Motors. Your offer reference is TI-4K7Q-2ZB9: quote it when you buy a car from us, online or in person. A team member will be in touch soon to arrange the inspection.',
    });
  });

  it('sends one message however often the same delivery is attempted', async () => {
    for (const attempt of [1, 2, 3]) expect(await delivery.deliver(request({ attempt }))()).toEqual(E.right(undefined));
    expect(readdirSync(dir)).toEqual([smsFileName('5b0c9d2e-1f3a-4b5c-8d6e-7f8a9b0c1d2e')]);
  });

  it('sends from the site sender id when the lead carries no sms_from', async () => {
    const { sms_from: _from, ...user } = accepted.submission.user;
    await delivery.deliver(request({ lead: { ...accepted, submission: { ...accepted.submission, user } } }))();
    expect(written('5b0c9d2e-1f3a-4b5c-8d6e-7f8a9b0c1d2e').from).toBe('HarbourMtrs');
  });

  it('turns a failed send into LEAD.DELIVERY_FAILED on the sms channel, so the outbox retries it', async () => {
    writeFileSync(dir, 'not a directory');
    expect(await delivery.deliver(request())()).toEqual(
      E.left({ code: 'LEAD.DELIVERY_FAILED', channel: 'sms', message: expect.stringMatching(/^could not write /) }),
    );
    const badNumber = await delivery.deliver(request({ destination: '0412 345 678' }))();
    expect(badNumber).toEqual(E.left({ code: 'LEAD.DELIVERY_FAILED', channel: 'sms', message: expect.stringContaining('E.164') }));
  });

  it('fails, sending nothing, for a lead that carries no text', async () => {
    const { sms_content: _content, ...user } = accepted.submission.user;
    const result = await delivery.deliver(request({ lead: { ...accepted, submission: { ...accepted.submission, user } } }))();
    expect(result).toEqual(E.left({ code: 'LEAD.DELIVERY_FAILED', channel: 'sms', message: `lead ${lead.lead_id} carries no sms_content` }));
    expect(readdirSync(root)).toEqual([]);
  });
});
