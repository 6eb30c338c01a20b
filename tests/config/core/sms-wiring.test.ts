/**
 * Issue 12: the core sends text messages through the SmsSender port — the outbox adapter,
 * writing beside the lead emails in `{DATA_DIR}/outbox` — as the 'sms' lead channel; a real
 * gateway is one rebind of PORTS.SmsSender.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxSmsSender, type OutboxSms } from '../../../adapters/notifications/outbox-sms-sender';
import type { LeadDeliveryChannel } from '../../../application/leads/lead-delivery.port';
import type { SmsFailed, SmsMessage, SmsSender } from '../../../application/notifications/sms-sender.port';
import { type CaryardCore } from '../../../config/core';
import { outboxDir } from '../../../config/data-dirs';
import { PORTS } from '../../../config/ports';
import { buildTestCore } from '../../adapters/http/support/test-server';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { acceptAnOffer as acceptOffer, thanksTextOf } from '../../support/trade-in-offers';

class RecordingGateway implements SmsSender {
  readonly sent: SmsMessage[] = [];
  send(message: SmsMessage): TE.TaskEither<SmsFailed, void> {
    return async () => {
      this.sent.push(message);
      return E.right(undefined);
    };
  }
}

let opened: { core: CaryardCore; dataDir: string } | null = null;
const clock = new FakeClock();
afterEach(async () => {
  if (!opened) return;
  await opened.core.close();
  rmSync(opened.dataDir, { recursive: true, force: true });
  opened = null;
});

async function aCore(overrides?: (container: Container) => void): Promise<CaryardCore> {
  opened = await buildTestCore({ clock, ...(overrides ? { overrides } : {}) });
  return opened.core;
}

/** Sells a car on harbour-motors (tests/support/trade-in-offers.ts). */
async function acceptAnOffer(core: CaryardCore): Promise<string> {
  // Leads are due from the database's now(): the core's clock runs a second ahead of it.
  clock.current = new Date(Date.now() + 1_000);
  return acceptOffer(core, 'outbox');
}

describe('the SMS wiring of the core', () => {
  it('binds the outbox SMS sender and delivers the seller text into DATA_DIR/outbox beside the lead emails', async () => {
    const core = await aCore();
    expect(core.container.get<SmsSender>(PORTS.SmsSender)).toBeInstanceOf(OutboxSmsSender);
    // issue 16: the ADF 1.0 email channel sits beside them (used only by sites that set lead_delivery.adf_email).
    expect((await core.container.getAsync<readonly LeadDeliveryChannel[]>(PORTS.LeadDeliveryChannels)).map((c) => c.channel)).toEqual([
      'email',
      'adf_email',
      'crm_webhook',
      'sms',
      'customer_email',
    ]);
    const accepted = await acceptAnOffer(core);
    expect(E.toUnion(await core.useCases.deliverPendingLeads.execute()())).toEqual({ claimed: 3, delivered: 3, failed: 0 });
    const files = readdirSync(outboxDir(core.settings));
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
    const sms = files.filter((f) => /^sms-.+\.json$/.test(f));
    expect(sms).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(outboxDir(core.settings), sms[0]!), 'utf8')) as OutboxSms).toMatchObject({
      to: '+61412345678',
      from: 'HarbourMtrs',
      body: await thanksTextOf(core, accepted),
    });
  }, 120_000);

  it('sends through another gateway after one rebind of PORTS.SmsSender', async () => {
    const gateway = new RecordingGateway();
    const core = await aCore((container) => container.rebind(PORTS.SmsSender).toConstantValue(gateway));
    const accepted = await acceptAnOffer(core);
    await core.useCases.deliverPendingLeads.execute()();
    expect(gateway.sent).toEqual([{ messageId: expect.any(String), to: '+61412345678', from: 'HarbourMtrs', body: await thanksTextOf(core, accepted) }]);
    expect(readdirSync(outboxDir(core.settings)).filter((f) => f.startsWith('sms-'))).toEqual([]);
  }, 120_000);
});
