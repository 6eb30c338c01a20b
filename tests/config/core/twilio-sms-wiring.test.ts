/**
 * issue 14: with SMS_PROVIDER=twilio the core sends every text message through Twilio (the
 * seller's trade-in thanks SMS through the lead outbox here, against a local server speaking
 * Twilio's API) and nothing lands in the outbox files; the inbound reply use case is wired to
 * the alert consent in the database.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwilioSmsSender } from '../../../adapters/notifications/twilio-sms-sender';
import type { SmsSender } from '../../../application/notifications/sms-sender.port';
import { type CaryardCore } from '../../../config/core';
import { outboxDir } from '../../../config/data-dirs';
import { PORTS } from '../../../config/ports';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { formOf, MESSAGES_PATH, startFakeTwilio, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN } from '../../adapters/notifications/support/fake-twilio';
import type { FakeHttpApi } from '../../adapters/valuation/support/fake-http-api';
import { buildTestCore } from '../../adapters/http/support/test-server';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { acceptAnOffer as acceptOffer, thanksTextOf } from '../../support/trade-in-offers';

let twilio: FakeHttpApi;
let opened: { core: CaryardCore; db: SqlDatabase; dataDir: string };
const clock = new FakeClock();

beforeAll(async () => {
  twilio = await startFakeTwilio();
  opened = await buildTestCore({ clock, settings: { twilio: { accountSid: TWILIO_ACCOUNT_SID, authToken: TWILIO_AUTH_TOKEN, apiUrl: twilio.url } } });
}, 120_000);
afterAll(async () => {
  await opened?.core.close();
  if (opened) rmSync(opened.dataDir, { recursive: true, force: true });
  await twilio?.close();
});

/** Sells a car on harbour-motors (tests/support/trade-in-offers.ts), which queues the thanks SMS. */
async function acceptAnOffer(core: CaryardCore): Promise<string> {
  // Leads are due from the database's now(): the core's clock runs a second ahead of it.
  clock.current = new Date(Date.now() + 1_000);
  return acceptOffer(core, 'twilio');
}

describe('the Twilio SMS wiring of the core (issue 14)', () => {
  it('binds the Twilio sender when SMS_PROVIDER is twilio', () => {
    expect(opened.core.container.get<SmsSender>(PORTS.SmsSender)).toBeInstanceOf(TwilioSmsSender);
  });

  it('delivers the seller text through Twilio, not into the outbox files', async () => {
    const accepted = await acceptAnOffer(opened.core);
    expect(E.toUnion(await opened.core.useCases.deliverPendingLeads.execute()())).toEqual({ claimed: 3, delivered: 3, failed: 0 });
    const posts = twilio.requestsTo('POST', MESSAGES_PATH);
    expect(posts.map(formOf)).toEqual([{ To: '+61412345678', From: 'HarbourMtrs', Body: await thanksTextOf(opened.core, accepted) }]);
    const dir = outboxDir(opened.core.settings);
    expect(existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('sms-')) : []).toEqual([]);
  }, 120_000);

  it('wires the inbound reply use case to the alert consent in the database', async () => {
    const id = randomUUID();
    await opened.db.query("INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, 'harbour-motors', '+61412345678')", [id]);
    await opened.db.query("INSERT INTO alert_settings (shopper_id, sms, consent_text, consented_at) VALUES ($1, true, 'Send me alerts.', now())", [id]);
    const handled = E.toUnion(await opened.core.useCases.handleInboundSms.execute({ from: '+61412345678', body: 'STOP' })());
    expect(handled).toEqual({ keyword: 'stop', sites: ['harbour-motors'], reply: 'You will get no more alerts from Harbour Motors. Reply START to resume.' });
    const [row] = await opened.db.query<{ stopped_by: string }>('SELECT stopped_by FROM alert_settings WHERE shopper_id = $1', [id]);
    expect(row?.stopped_by).toBe('sms_stop');
  });
});
