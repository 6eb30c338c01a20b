/**
 * issue 30 items 1 and 3 on the real server (PGlite, the simulated valuation provider of the demo
 * sites, the outbox email and SMS adapters): the probe's repros. A trade-in lead's figures are the
 * server's — a forged offer is refused and nothing is delivered; the accepted lead, the dealer's
 * email, the ADF appraisal and the /api/miscellaneous valuation state the offer the server made;
 * a text goes only to the phone an offer was made to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adfDocument } from '../../../adapters/notifications/adf-document';
import type { LeadRepository } from '../../../application/leads/lead-repository.port';
import type { TradeInOffer } from '../../../application/tradein/trade-in-contract';
import { outboxDir } from '../../../config/data-dirs';
import { PORTS } from '../../../config/ports';
import { TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORY } from '../../../domain/tradein/trade-in-flow';
import { SERVER_STATED_MESSAGE, UNKNOWN_EVALUATION_MESSAGE } from '../../../domain/tradein/trade-in-lead';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCaptchaFrom } from '../../support/form-tokens';
import { outboxEmails } from '../../support/outbox-emails';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'harbour-motors';
const SELLER = { name: 'Sam', last_name: 'Seller', email: 'sam@example.com.au', phone: '0412 345 678', postcode: '2300' };

describe('trade-in figures are the server’s (issue 30)', () => {
  let server: TestServer;
  let keys = 0;
  const clock = new FakeClock(new Date());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<HttpResponse> =>
    request(server.port, path, {
      method: 'POST',
      host: server.host(SITE),
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const postLead = async (user: Record<string, unknown>): Promise<HttpResponse> =>
    post(
      '/api/leads',
      {
        user: { category: TRADE_IN_CATEGORY, ...SELLER, ...user },
        url: 'https://www.harbourmotors.com.au/sell-my-car',
        source: 'Website',
        user_agent: 'vitest',
        lead_attributes: { visited_pages: [], linked_query_params: {} },
        captcha: await aCaptchaFrom(server.core, SITE),
      },
      { 'idempotency-key': `trust-key-${String(++keys).padStart(6, '0')}` },
    );

  /** A seller's browser: the rego lookup, Step Four's update-eval, the offer. */
  const anOffer = async (phone = SELLER.phone): Promise<TradeInOffer> => {
    const [vehicle] = (await post('/api/eval-expert/enter-vin', { rego: '123 abc', state: 'QLD' })).json<{ EvalID: string }[]>();
    const updated = await post('/api/eval-expert/update-eval', {
      evalid: vehicle!.EvalID,
      km: 85_000,
      cName: 'Sam Seller',
      cEmail: SELLER.email,
      cPhone: phone,
    });
    expect(updated.status, updated.text).toBe(200);
    const offer = await post('/api/trade-in/offer', {
      evalid: vehicle!.EvalID,
      rego: '123ABC',
      regoState: 'QLD',
      adjustments: { odometer: 85_000, car_condition: 'Fair', service_history: 'Full service history', number_of_keys: '2 or more' },
    });
    expect(offer.status, offer.text).toBe(200);
    return offer.json<TradeInOffer>();
  };

  const leads = () => server.core.container.getAsync<LeadRepository>(PORTS.LeadRepository);
  const smsCount = async () => (await server.db.query(`SELECT 1 FROM lead_outbox WHERE channel = 'sms'`)).length;
  const delivered = async () => {
    // Leads are due from the database's now(): the core's clock runs a second ahead of it.
    clock.current = new Date(Date.now() + 1_000);
    await server.core.useCases.deliverPendingLeads.execute()();
    return outboxEmails(outboxDir(server.core.settings), 'lead-');
  };

  beforeAll(async () => {
    server = await startTestServer({ ssr: false, clock, rateLimits: { leads: { max: 100_000, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses the forged accepted offer (final_price 250000) and delivers nothing; the honest one states the server’s offer everywhere', async () => {
    const offer = await anOffer();
    const made = await postLead({ subcategory: TRADE_IN_SUBCATEGORY.offerMade, EvalID: offer.evalid });
    expect(made.status, made.text).toBe(201);
    const first = made.json<{ lead_id: string }>().lead_id;
    const before = (await delivered()).length;

    const acceptance = { subcategory: TRADE_IN_SUBCATEGORY.offerAccepted, lead_id: first, form_completed: true, offer_accepted: true, EvalID: offer.evalid };
    const forged = await postLead({ ...acceptance, final_price: 250_000, offer_price: 250_000 });
    expect(forged.status).toBe(400);
    expect(forged.json()).toMatchObject({
      error: { code: 'LEAD.INVALID', fields: { 'user.final_price': SERVER_STATED_MESSAGE, 'user.offer_price': SERVER_STATED_MESSAGE } },
    });
    expect((await delivered()).length, 'nothing delivered for the forged lead').toBe(before);

    const honest = await postLead(acceptance);
    expect(honest.status, honest.text).toBe(201);
    const leadId = honest.json<{ lead_id: string }>().lead_id;
    const stored = await (await leads()).findById(SITE, leadId);
    expect(stored?.submission.user).toMatchObject({
      final_price: offer.final_price,
      offer_price: offer.offer_price,
      reduced_price: offer.reduced_price,
      offer_valid_until: offer.valid_until,
      Make: 'Toyota',
    });
    const emails = await delivered();
    const email = emails.find((e) => e.file.includes(leadId));
    expect(email, emails.map((e) => `${e.file} ${e.subject}`).join('\n')).toBeDefined();
    expect(email?.text).toContain(`final_price: ${offer.final_price}\n`);
    expect(email?.text).not.toContain('250000');
    expect(adfDocument(stored!, server.core.siteOf(SITE)!)).toContain(`<price type="appraisal" currency="AUD">${offer.final_price}</price>`);
    expect(await smsCount()).toBe(1);
  });

  it('refuses a made-up EvalID', async () => {
    const response = await postLead({ subcategory: TRADE_IN_SUBCATEGORY.offerMade, EvalID: 'MADE-UP-123' });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'LEAD.INVALID', fields: { 'user.EvalID': UNKNOWN_EVALUATION_MESSAGE } } });
  });

  it('records the valuation of the offer the server made in /api/miscellaneous, whatever figures it is sent', async () => {
    const offer = await anOffer();
    const leadId = (await postLead({ subcategory: TRADE_IN_SUBCATEGORY.offerMade, EvalID: offer.evalid })).json<{ lead_id: string }>().lead_id;
    const recorded = await post('/api/miscellaneous', {
      lead_id: leadId,
      column_name: 'valuation',
      value: { offer_price: 250_000, reduced_price: null, final_price: 250_000 },
    });
    expect(recorded.status, recorded.text).toBe(201);
    const value = { offer_price: offer.offer_price, reduced_price: offer.reduced_price, final_price: offer.final_price };
    expect(await (await leads()).followUpsOf(SITE, leadId)).toContainEqual({
      category: 'miscellaneous',
      params: { column_name: 'valuation', value: JSON.stringify(value) },
    });
    // A lead without an offer has no valuation to record.
    const plain = (await postLead({ subcategory: TRADE_IN_SUBCATEGORY.noInstantOffer })).json<{ lead_id: string }>().lead_id;
    const none = await post('/api/miscellaneous', { lead_id: plain, column_name: 'valuation', value: 1 });
    expect(none.status).toBe(422);
    expect(none.json()).toMatchObject({ error: { code: 'TRADE_IN.NO_OFFER' } });
  });

  it('sends no text to numbers that never had an offer, however the lead says offer_accepted', async () => {
    const before = await smsCount();
    for (const phone of ['0400 000 001', '0400 000 002', '0400 000 003']) {
      const plain = (await postLead({ phone, subcategory: TRADE_IN_SUBCATEGORY.noInstantOffer })).json<{ lead_id: string }>().lead_id;
      const response = await postLead({ phone, subcategory: TRADE_IN_SUBCATEGORY.offerAccepted, lead_id: plain, form_completed: true, offer_accepted: true });
      expect(response.status).toBe(400);
    }
    // An offer made to one phone, accepted by a lead naming another: the dealer hears of it, no one is texted.
    const offer = await anOffer('0400 000 009');
    const first = (await postLead({ subcategory: TRADE_IN_SUBCATEGORY.offerMade, EvalID: offer.evalid })).json<{ lead_id: string }>().lead_id;
    const other = await postLead({
      subcategory: TRADE_IN_SUBCATEGORY.offerAccepted,
      lead_id: first,
      form_completed: true,
      offer_accepted: true,
      EvalID: offer.evalid,
    });
    expect(other.status, other.text).toBe(201);
    expect(await smsCount()).toBe(before);
  });
});
