/**
 * Lead updates and the thanks SMS on the real lead pipeline (issue 12; spec 2 §2, §3, §4):
 * SubmitLead on the PGlite repositories, DeliverPendingLeads handing the leads to the real
 * outbox adapters (the .eml email, the sms-*.json text message).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailFileName, OutboxEmailDelivery } from '../../../adapters/notifications/outbox-email-delivery';
import { OutboxSmsSender, smsFileName, type OutboxSms } from '../../../adapters/notifications/outbox-sms-sender';
import { SmsLeadDelivery } from '../../../adapters/notifications/sms-lead-delivery';
import { migrate } from '../../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../../adapters/persistence/pglite-database';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import { SqlLeadOutbox } from '../../../adapters/persistence/sql-lead-outbox';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { SqlTradeInStore } from '../../../adapters/persistence/sql-trade-in-store';
import { DeliverPendingLeads } from '../../../application/leads/deliver-pending-leads.use-case';
import { SubmitLead, UNKNOWN_LEAD_MESSAGE, type SubmitLeadCommand } from '../../../application/leads/submit-lead.use-case';
import type { SmsFailed, SmsMessage, SmsSender } from '../../../application/notifications/sms-sender.port';
import { StateTradeInLead } from '../../../application/tradein/state-trade-in-lead';
import type { TradeInOffer } from '../../../application/tradein/trade-in-contract';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import type { LeadSubmission } from '../../../domain/leads/lead';
import { THANKS_SMS_TEXT, TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORY } from '../../../domain/tradein/trade-in-flow';
import {
  ACCEPTANCE_NEEDS_EVALUATION_MESSAGE,
  NO_OFFER_MESSAGE,
  offerExpiredMessage,
  OTHER_EVALUATION_MESSAGE,
  SERVER_STATED_MESSAGE,
  UNKNOWN_EVALUATION_MESSAGE,
} from '../../../domain/tradein/trade-in-lead';
import { aPersonsCaptcha, realLeadGuards } from '../../support/form-tokens';
import { FakeClock } from './in-memory-leads';
import { aLead, aLeadSite } from './lead-test-data';
import { emptyPglite } from '../../support/pglite-snapshots';

/** An SMS gateway that is down for its first `failures` sends, then hands messages to the outbox adapter. */
class GatewayDownAtFirst implements SmsSender {
  readonly tries: string[] = [];
  constructor(
    private failures: number,
    private readonly gateway: SmsSender,
  ) {}
  send(message: SmsMessage): TE.TaskEither<SmsFailed, void> {
    return async () => {
      this.tries.push(message.messageId);
      if (this.failures-- > 0) return E.left({ code: 'SMS.FAILED', message: 'gateway answered 503' });
      return this.gateway.send(message)();
    };
  }
}

/** The offer the server made for EV-1 (what MakeTradeInOffer stores). */
const OFFER: TradeInOffer = {
  evalid: 'EV-1',
  offer_price: 18_500,
  reduced_price: 17_300,
  final_price: 17_300,
  adjustments: [{ id: 'car_condition', label: 'Condition', answer: 'Fair', amount: -1_200 }],
  valid_until: '2999-01-01',
  valid_days: 7,
  reference: 'TI-ACME-0001',
};

/** The Step Four lead of the trade-in (spec 2 §3 'Trade-in lead fields': the seller's, a few of them). */
const aTradeInLead = (user: Record<string, unknown> = {}): LeadSubmission =>
  aLead(
    {
      category: TRADE_IN_CATEGORY,
      subcategory: TRADE_IN_SUBCATEGORY.offerMade,
      name: 'Sam',
      last_name: 'Seller',
      email: 'sam@example.com.au',
      phone: '0412 345 678',
      postcode: '4000',
      EvalID: 'EV-1',
      car_condition: 'Fair',
      message: undefined,
      ...user,
    },
    { url: 'https://acme-motors.example.com.au/trade-in' },
  );

/** spec 2 §4: accepting the offer sends a lead update with lead_id, form_completed and offer_accepted. */
const anAcceptance = (leadId: unknown, user: Record<string, unknown> = {}): LeadSubmission =>
  aTradeInLead({ subcategory: TRADE_IN_SUBCATEGORY.offerAccepted, lead_id: leadId, form_completed: true, offer_accepted: true, ...user });

describe('lead updates and the thanks SMS on the lead pipeline (issue 12, PGlite)', () => {
  let db: PgliteDatabase;
  let root: string;
  let outboxDir: string;
  let clock: FakeClock;
  const site: DealerSite = {
    ...aLeadSite('acme-motors', { name: 'Acme Motors' }),
    lead_delivery: { email: 'leads@acme.example.com.au', crm_webhook_url: null },
  };
  const other: DealerSite = aLeadSite('other-motors', { name: 'Other Motors' });

  beforeAll(async () => {
    db = await emptyPglite();
    await migrate(db);
  });
  afterAll(async () => db?.close());
  beforeEach(async () => {
    await db.exec('TRUNCATE leads, trade_in_evaluations CASCADE');
    // The evaluation the provider issued for the site, the seller's phone at Step Four and the server's offer.
    await evaluation('EV-1', { phone: '0412 345 678', offer: OFFER });
    root = mkdtempSync(join(tmpdir(), 'caryard-lead-sms-'));
    outboxDir = join(root, 'outbox');
    // Leads are due from the database's own now(): the dispatcher's clock runs a second ahead.
    clock = new FakeClock(new Date(Date.now() + 1_000));
    return () => rmSync(root, { recursive: true, force: true });
  });

  const leads = () => new SqlLeadRepository(db);
  const store = () => new SqlTradeInStore(db);
  const evaluation = async (evalId: string, { phone, offer, slug = site.slug }: { phone?: string; offer?: TradeInOffer; slug?: string }) => {
    const vehicle = { EvalID: evalId, Make: 'Toyota', Model: 'Corolla', Year: 2019, Variant: 'Ascent Sport', VIN: 'JTDBR32E720012345', KM: 61_000 };
    await store().saveEvaluation({ siteSlug: slug, evalId, provider: 'simulated', rego: 'ABC123', state: 'QLD', vehicle, createdAt: new Date().toISOString() });
    if (phone) await store().recordContact(slug, evalId, phone);
    // A reference of each evaluation's own (unique per site).
    if (offer) await store().saveOffer(slug, evalId, { ...offer, evalid: evalId }, new Date().toISOString(), `TI-${evalId}`);
  };
  const submitter = () =>
    new SubmitLead({
      leads: leads(),
      cars: new SqlCarRepository(db),
      ...realLeadGuards(),
      tradeInLeads: new StateTradeInLead({ store: store(), leads: leads(), clock: { now: () => new Date() } }),
    });
  const command = (submission: LeadSubmission, over: Partial<SubmitLeadCommand> = {}): SubmitLeadCommand => ({
    site,
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
    submission,
    captcha: aPersonsCaptcha((over.site ?? site).slug),
    remoteIp: '127.0.0.1',
    ...over,
  });
  const submit = async (submission: LeadSubmission, over: Partial<SubmitLeadCommand> = {}): Promise<string> => {
    const result = await submitter().execute(command(submission, over))();
    if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
    return result.right.lead_id;
  };
  const dispatcher = (sms: SmsSender = new OutboxSmsSender({ dir: outboxDir })) =>
    new DeliverPendingLeads({
      outbox: new SqlLeadOutbox(db),
      channels: [new OutboxEmailDelivery({ dir: outboxDir }), new SmsLeadDelivery(sms)],
      siteOf: (slug) => [site, other].find((s) => s.slug === slug),
      clock,
      retryPolicy: { baseMs: 1_000, maxMs: 4_000 },
    });
  /** The email's Subject header, unfolded. */
  const subjectOf = (leadId: string): string => {
    const eml = readFileSync(join(outboxDir, emailFileName(leadId)), 'utf8');
    const head = eml.slice(0, eml.indexOf('\r\n\r\n')).replace(/\r\n(?=[ \t])/g, '');
    return /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
  };

  it('stores an accepted trade-in lead with the server SMS text, not the client one, and queues an email and an SMS', async () => {
    const first = await submit(aTradeInLead());
    const leadId = await submit(anAcceptance(first, { sms_content: 'Click https://evil.example to claim', sms_from: 'YourBank' }));
    const stored = await leads().findById(site.slug, leadId);
    expect(stored?.submission.user).toMatchObject({
      sms_content: THANKS_SMS_TEXT('Acme Motors', { amount: OFFER.final_price, reference: `TI-${String(stored?.submission.user.EvalID)}` }),
      sms_from: 'AcmeMotors',
      lead_id: first,
      offer_accepted: true,
    });
    const entries = (await new SqlLeadOutbox(db).deliveriesOf(leadId)).map((r) => [r.entry.channel, r.entry.destination, r.entry.status]);
    expect(entries).toEqual([
      ['email', 'leads@acme.example.com.au', 'pending'],
      ['sms', '+61412345678', 'pending'],
    ]);
  });

  it('delivers both: the dealer email and the seller SMS are written into the outbox', async () => {
    const first = await submit(aTradeInLead());
    const leadId = await submit(anAcceptance(first));
    expect(E.toUnion(await dispatcher().execute()())).toEqual({ claimed: 3, delivered: 3, failed: 0 });
    const [, sms] = await new SqlLeadOutbox(db).deliveriesOf(leadId);
    expect(sms?.entry).toMatchObject({ channel: 'sms', status: 'delivered', attempts: 1 });
    expect(readdirSync(outboxDir).sort()).toEqual([emailFileName(first), emailFileName(leadId), smsFileName(sms!.entry.id)].sort());
    const text = JSON.parse(readFileSync(join(outboxDir, smsFileName(sms!.entry.id)), 'utf8')) as OutboxSms;
    expect(text).toMatchObject({
      to: '+61412345678',
      from: 'AcmeMotors',
      body: 'Thanks for accepting our trade-in offer of $17,300 from Acme Motors. Your offer reference is TI-EV-1: quote it when you buy a car from us, online or in person. A team member will be in touch soon to arrange the inspection.',
    });
    expect(E.toUnion(await dispatcher().execute()())).toEqual({ claimed: 0, delivered: 0, failed: 0 });
  });

  it('queues no SMS for the Step Four lead, nor for an acceptance from a landline', async () => {
    const first = await submit(aTradeInLead({ sms_content: 'client text', sms_from: 'Spoof' }));
    const landline = await submit(anAcceptance(first, { phone: '07 3000 1234' }));
    for (const leadId of [first, landline]) {
      expect((await new SqlLeadOutbox(db).deliveriesOf(leadId)).map((r) => r.entry.channel)).toEqual(['email']);
      expect((await leads().findById(site.slug, leadId))?.submission.user).not.toHaveProperty('sms_content');
    }
  });

  it('retries the SMS while the gateway fails, counting every attempt, and sends it once it answers', async () => {
    const first = await submit(aTradeInLead());
    const leadId = await submit(anAcceptance(first));
    const gateway = new GatewayDownAtFirst(2, new OutboxSmsSender({ dir: outboxDir }));
    expect(E.toUnion(await dispatcher(gateway).execute()())).toEqual({ claimed: 3, delivered: 2, failed: 1 });
    clock.advance(1_000);
    expect(E.toUnion(await dispatcher(gateway).execute()())).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    clock.advance(1_999);
    expect(E.toUnion(await dispatcher(gateway).execute()())).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    clock.advance(1);
    expect(E.toUnion(await dispatcher(gateway).execute()())).toEqual({ claimed: 1, delivered: 1, failed: 0 });
    const [email, sms] = await new SqlLeadOutbox(db).deliveriesOf(leadId);
    expect(email?.attempts.map((a) => a.outcome)).toEqual(['delivered']);
    expect(sms?.entry).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(sms?.attempts.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
      [1, 'failed', 'gateway answered 503'],
      [2, 'failed', 'gateway answered 503'],
      [3, 'delivered', null],
    ]);
    // The same message id each time: one message, one file.
    expect(new Set(gateway.tries)).toEqual(new Set([sms!.entry.id]));
    expect(readdirSync(outboxDir).filter((name) => name.startsWith('sms-'))).toEqual([smsFileName(sms!.entry.id)]);
  });

  it('refuses a lead update naming an unknown lead, or a lead of another site, storing nothing', async () => {
    const elsewhere = await submit(aLead({}, { url: 'https://other-motors.example.com.au/' }), { site: other });
    for (const leadId of [elsewhere, '3f1c2a7e-9b1d-4c55-8e2a-0d5f6a7b8c9d', 'not-a-lead-id', 12345, ['x']]) {
      const result = await submitter().execute(command(anAcceptance(leadId)))();
      expect(result).toEqual(
        E.left({
          code: 'LEAD.INVALID',
          message: `Please fix the following errors: Lead: ${UNKNOWN_LEAD_MESSAGE}`,
          fields: { 'user.lead_id': UNKNOWN_LEAD_MESSAGE },
        }),
      );
    }
    expect(await db.query('SELECT lead_id FROM leads')).toEqual([{ lead_id: elsewhere }]);
  });

  it('takes an absent, null or blank lead_id as a new lead', async () => {
    for (const leadId of [undefined, null, '', '  ']) expect(await submit(aTradeInLead({ lead_id: leadId }))).toEqual(expect.any(String));
    expect(await db.query('SELECT 1 FROM leads')).toHaveLength(4);
  });

  it('stores a lead update as a lead of its own that names the first, delivered to the dealer as an update of it', async () => {
    const first = await submit(aTradeInLead());
    const update = await submit(anAcceptance(first));
    expect(update).not.toBe(first);
    expect((await leads().findById(site.slug, first))?.submission.user).not.toHaveProperty('lead_id');
    expect((await leads().findById(site.slug, update))?.submission.user.lead_id).toBe(first);
    await dispatcher().execute()();
    expect(subjectOf(first)).toBe('Acme Motors: new Trade-in Enquiry from Sam');
    expect(subjectOf(update)).toBe(`Acme Motors: update of lead ${first} (Trade-in Enquiry: 3. Offer Accepted) from Sam`);
    const body = readFileSync(join(outboxDir, emailFileName(update)), 'utf8');
    expect(body).toContain(`Update of lead: ${first}`);
  });

  it('answers a repeated acceptance with its first lead, queueing no second SMS', async () => {
    const first = await submit(aTradeInLead());
    const again = command(anAcceptance(first), { idempotencyKey: 'accept-key-1' });
    const one = await submitter().execute(again)();
    const two = await submitter().execute({ ...again, submission: anAcceptance(first, { sms_content: 'different client text' }) })();
    expect(two).toEqual(E.right({ lead_id: E.isRight(one) ? one.right.lead_id : '', replayed: true }));
    expect(await db.query(`SELECT 1 FROM lead_outbox WHERE channel = 'sms'`)).toHaveLength(1);
  });

  it('issue 30: states the vehicle, rego and offer of a trade-in lead from the evaluation and the offer the server made', async () => {
    const first = await submit(aTradeInLead());
    const user = (await leads().findById(site.slug, first))?.submission.user;
    expect(user).toMatchObject({
      EvalID: 'EV-1',
      Make: 'Toyota',
      Model: 'Corolla',
      Year: 2019,
      VIN: 'JTDBR32E720012345',
      Rego: 'ABC123',
      rego: 'ABC123',
      regoState: 'QLD',
      Kms: 61_000,
      offer_price: 18_500,
      reduced_price: 17_300,
      final_price: 17_300,
      offer_valid_until: '2999-01-01',
      adjustments: ['Condition: Fair (-$1,200)'],
      images: [],
    });
  });

  it('issue 30: refuses a trade-in lead that states a figure or the car (a forged offer), storing and delivering nothing', async () => {
    const first = await submit(aTradeInLead());
    await db.exec('DELETE FROM lead_outbox');
    const forged = [
      anAcceptance(first, { final_price: 250_000, offer_price: 250_000 }),
      aTradeInLead({ offer_price: 250_000 }),
      aTradeInLead({ Make: 'Ferrari', Model: '488' }),
      anAcceptance(first, { adjustments: ['Condition: Excellent (+$90,000)'] }),
    ];
    for (const submission of forged) {
      const result = await submitter().execute(command(submission))();
      expect(E.isLeft(result) && result.left.code).toBe('LEAD.INVALID');
      const fields = E.isLeft(result) && 'fields' in result.left ? result.left.fields : {};
      expect(Object.values(fields).every((message) => message === SERVER_STATED_MESSAGE)).toBe(true);
      expect(Object.keys(fields).length).toBeGreaterThan(0);
    }
    expect(await db.query('SELECT lead_id FROM leads')).toEqual([{ lead_id: first }]);
    expect(await db.query('SELECT 1 FROM lead_outbox')).toEqual([]);
  });

  it("issue 30: refuses an unknown evaluation, another site's, and an acceptance with no offer, an expired one or none named", async () => {
    await evaluation('EV-OTHER', { phone: '0412 345 678', offer: OFFER, slug: other.slug });
    await evaluation('EV-NO-OFFER', { phone: '0412 345 678' });
    await evaluation('EV-EXPIRED', { phone: '0412 345 678', offer: { ...OFFER, valid_until: '2020-01-31' } });
    const first = await submit(aTradeInLead());
    const refusal = async (submission: LeadSubmission) => {
      const result = await submitter().execute(command(submission))();
      return E.isLeft(result) && 'fields' in result.left ? result.left.fields : result;
    };
    expect(await refusal(aTradeInLead({ EvalID: 'MADE-UP-1' }))).toEqual({ 'user.EvalID': UNKNOWN_EVALUATION_MESSAGE });
    expect(await refusal(anAcceptance(first, { EvalID: 'EV-OTHER' }))).toEqual({ 'user.EvalID': UNKNOWN_EVALUATION_MESSAGE });
    expect(await refusal(anAcceptance(first, { EvalID: 'EV-NO-OFFER' }))).toEqual({ 'user.offer_accepted': NO_OFFER_MESSAGE });
    expect(await refusal(anAcceptance(first, { EvalID: 'EV-EXPIRED' }))).toEqual({ 'user.offer_accepted': offerExpiredMessage('2020-01-31') });
    expect(await refusal(anAcceptance(first, { EvalID: undefined }))).toEqual({ 'user.EvalID': ACCEPTANCE_NEEDS_EVALUATION_MESSAGE });
    // The lead an acceptance updates is the lead of the same evaluation.
    await evaluation('EV-2', { phone: '0412 345 678', offer: OFFER });
    expect(await refusal(anAcceptance(first, { EvalID: 'EV-2' }))).toEqual({ 'user.lead_id': OTHER_EVALUATION_MESSAGE });
    expect(await db.query('SELECT lead_id FROM leads')).toEqual([{ lead_id: first }]);
  });

  it('issue 30: an acceptance refused for its car (sold, or not listed) leaves the offer to the one sent again without it, which gets the text', async () => {
    const first = await submit(aTradeInLead());
    const withCar = await submitter().execute(command({ ...anAcceptance(first), car_id: 987_654 }))();
    expect(E.isLeft(withCar) && withCar.left.code).toBe('LEAD.CAR_NOT_FOUND');
    const again = await submit(anAcceptance(first));
    expect((await new SqlLeadOutbox(db).deliveriesOf(again)).map((r) => r.entry.channel)).toEqual(['email', 'sms']);
  });

  it('issue 30: texts only the phone the offer was made to, once per offer, never because a lead asks', async () => {
    const first = await submit(aTradeInLead());
    // Another number names the offer: the dealer gets the lead, the number gets no text.
    const stranger = await submit(anAcceptance(first, { phone: '0499 888 777' }));
    expect((await new SqlLeadOutbox(db).deliveriesOf(stranger)).map((r) => r.entry.channel)).toEqual(['email']);
    // The seller's own acceptance gets the one text; accepting again under a new key gets no second.
    const own = await submit(anAcceptance(first));
    expect((await new SqlLeadOutbox(db).deliveriesOf(own)).map((r) => [r.entry.channel, r.entry.destination])).toEqual([
      ['email', 'leads@acme.example.com.au'],
      ['sms', '+61412345678'],
    ]);
    const again = await submit(anAcceptance(first));
    expect((await new SqlLeadOutbox(db).deliveriesOf(again)).map((r) => r.entry.channel)).toEqual(['email']);
    // A lead of any other category saying offer_accepted earns nothing.
    const general = await submit(aLead({ offer_accepted: true, phone: '0411 222 333' }));
    expect((await new SqlLeadOutbox(db).deliveriesOf(general)).map((r) => r.entry.channel)).toEqual(['email']);
    expect(await db.query(`SELECT 1 FROM lead_outbox WHERE channel = 'sms'`)).toHaveLength(1);
  });
});
