import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeadUser } from '../../../domain/leads/lead';
import { thanksSms, withServerSms } from '../../../domain/tradein/thanks-sms';
import { THANKS_SMS_TEXT, TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORY } from '../../../domain/tradein/trade-in-flow';
import { aLead } from '../../application/leads/lead-test-data';

const harbour = { name: 'Harbour Motors' };

/** spec 2 §4: the lead update sent when the seller accepts the offer. */
const anAcceptance = (over: Partial<Record<string, unknown>> = {}): LeadUser =>
  aLead({
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_SUBCATEGORY.offerAccepted,
    last_name: 'Citizen',
    phone: '0412 345 678',
    form_completed: true,
    offer_accepted: true,
    message: undefined,
    // As the server states them from the offer it made (StateTradeInLead).
    final_price: 8_250,
    offer_reference: 'TI-4K7Q-2ZB9',
    ...over,
  }).user;

describe('the trade-in thanks SMS (spec 2 §2, §4)', () => {
  it('is sent on an accepted offer, to the seller mobile in E.164, from the site sender id, stating the amount accepted and the offer reference', () => {
    expect(thanksSms(harbour, anAcceptance())).toEqual({
      to: '+61412345678',
      from: 'HarbourMtrs',
      body: 'Thanks for accepting our trade-in offer of $8,250 from Harbour Motors. Your offer reference is TI-4K7Q-2ZB9: quote it when you buy a car from us, online or in person. A team member will be in touch soon to arrange the inspection.',
    });
    expect(thanksSms(harbour, anAcceptance())?.body).toBe(THANKS_SMS_TEXT('Harbour Motors', { amount: 8_250, reference: 'TI-4K7Q-2ZB9' }));
  });

  it('is not sent without the amount accepted: a text must never leave out what was agreed', () => {
    for (const final_price of [undefined, null, 0, 'soon']) expect(thanksSms(harbour, anAcceptance({ final_price }))).toBeNull();
    expect(thanksSms(harbour, anAcceptance({ offer_reference: undefined }))?.body).toBe(
      'Thanks for accepting our trade-in offer of $8,250 from Harbour Motors. A team member will be in touch soon to arrange the inspection.',
    );
  });

  it('takes offer_accepted as true or as the text true, as a form may send it', () => {
    expect(thanksSms(harbour, anAcceptance({ offer_accepted: 'true' }))).not.toBeNull();
    for (const offer_accepted of [false, 'false', undefined, null, 1, 'yes', ''] as const) {
      expect(thanksSms(harbour, anAcceptance({ offer_accepted }))).toBeNull();
    }
  });

  it('is not sent for another category, even one that says the offer was accepted', () => {
    for (const category of ['General Enquiry', 'Service Booking', 'trade-in enquiry', 'Trade-in']) {
      expect(thanksSms(harbour, anAcceptance({ category }))).toBeNull();
    }
  });

  it('is not sent to a landline, a 13 or 1300 number, or a number that is not Australian', () => {
    for (const phone of ['07 3000 1234', '(02) 9876 5432', '1300 123 456', '13 12 34', '+44 7700 900123']) {
      expect(thanksSms(harbour, anAcceptance({ phone }))).toBeNull();
    }
  });

  it('normalises the seller mobile from any accepted spelling', () => {
    for (const phone of ['+61 412 345 678', '61412345678', '04 1234 5678', '+61 (0)412-345-678']) {
      expect(thanksSms(harbour, anAcceptance({ phone }))?.to).toBe('+61412345678');
    }
  });
});

describe('the server SMS fields of a lead (spec 2 §3 sms_content, sms_from)', () => {
  it('sets sms_content and sms_from on an accepted offer, overwriting what the client sent', () => {
    const sent = aLead(anAcceptance({ sms_content: 'Win a prize at https://evil.example', sms_from: 'YourBank' }));
    const stored = withServerSms(harbour, sent, true);
    expect(stored.user.sms_content).toBe(THANKS_SMS_TEXT('Harbour Motors', { amount: 8_250, reference: 'TI-4K7Q-2ZB9' }));
    expect(stored.user.sms_from).toBe('HarbourMtrs');
    expect({ ...stored.user, sms_content: undefined, sms_from: undefined }).toEqual({ ...sent.user, sms_content: undefined, sms_from: undefined });
    expect(stored.url).toBe(sent.url);
  });

  it('issue 30: an acceptance the server did not find earned gets no SMS, whatever it says', () => {
    const unearned = withServerSms(harbour, aLead(anAcceptance({ sms_content: 'hello', sms_from: 'Spoofed' })), false);
    expect(unearned.user).not.toHaveProperty('sms_content');
    expect(unearned.user).not.toHaveProperty('sms_from');
  });

  it('removes sms_content and sms_from from a lead that earns no SMS', () => {
    const general = withServerSms(harbour, aLead({ sms_content: 'Text anyone anything', sms_from: 'Spoofed' }), true);
    expect(general.user).not.toHaveProperty('sms_content');
    expect(general.user).not.toHaveProperty('sms_from');
    const landline = withServerSms(harbour, aLead(anAcceptance({ phone: '07 3000 1234', sms_content: 'hello' })), true);
    expect(landline.user).not.toHaveProperty('sms_content');
  });

  it('whatever a client sends as sms_content, the stored text is the server text or nothing', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ maxLength: 12 }), fc.boolean(), fc.boolean(), (content, from, accepted, earned) => {
        const stored = withServerSms(harbour, aLead(anAcceptance({ sms_content: content, sms_from: from, offer_accepted: accepted })), earned);
        expect(stored.user.sms_content).toBe(accepted && earned ? THANKS_SMS_TEXT('Harbour Motors', { amount: 8_250, reference: 'TI-4K7Q-2ZB9' }) : undefined);
        expect(stored.user.sms_from).toBe(accepted && earned ? 'HarbourMtrs' : undefined);
      }),
    );
  });

  it('leaves the submission it is given unchanged', () => {
    const sent = aLead(anAcceptance({ sms_content: 'client text' }));
    const copy = structuredClone(sent);
    withServerSms(harbour, sent, true);
    expect(sent).toEqual(copy);
  });
});
