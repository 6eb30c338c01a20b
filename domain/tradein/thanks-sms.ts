/**
 * The trade-in thanks SMS (spec 2 §2 'After submission': 'A thanks SMS says a team member will
 * be in touch soon with the offer'), and the lead fields that carry it (spec 2 §3 'Trade-in
 * lead fields': sms_content, sms_from).
 */
import * as E from 'fp-ts/Either';
import type { DealerSite } from '../dealer-site/dealer-site';
import type { LeadSubmission, LeadUser } from '../leads/lead';
import { AustralianMobile, smsSenderId } from '../leads/sms';
import { isOfferAcceptance } from './trade-in-lead';
import { THANKS_SMS_TEXT, TRADE_IN_CATEGORY } from './trade-in-flow';

export interface ThanksSms {
  /** The seller's mobile, E.164 ('+61412345678'). */
  readonly to: AustralianMobile;
  /** The site's sender id (smsSenderId). */
  readonly from: string;
  readonly body: string;
}

/**
 * The thanks SMS a lead earns, or null. Sent when the lead is a trade-in offer acceptance —
 * category 'Trade-in Enquiry' (spec 2 §9) with offer_accepted set (spec 2 §4: true, or 'true'
 * as a form may send it) — to the seller's phone when it is an Australian mobile (a landline
 * or any other number gets none: AustralianMobile), from the site's sender id, in the words of
 * THANKS_SMS_TEXT with the site's name and the offer's amount (final_price) and reference
 * (offer_reference) as the server stated them; no amount, no text. Whether the acceptance is real is the server's to
 * decide (issue 30: withServerSms's `earned`), never this lead's.
 */
export function thanksSms(site: Pick<DealerSite, 'name'>, user: LeadUser): ThanksSms | null {
  if (user.category !== TRADE_IN_CATEGORY) return null;
  if (!isOfferAcceptance(user)) return null;
  const to = AustralianMobile.parse(user.phone);
  if (E.isLeft(to)) return null;
  const amount = typeof user.final_price === 'number' ? user.final_price : Number(user.final_price);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const reference = typeof user.offer_reference === 'string' && user.offer_reference.trim() !== '' ? user.offer_reference : null;
  return { to: to.right, from: smsSenderId(site.name), body: THANKS_SMS_TEXT(site.name, { amount, reference }) };
}

/**
 * The submission with the server's own SMS fields: sms_content and sms_from set from thanksSms
 * when the server decided the lead earns one (`earned`: issue 30, an offer the server made to
 * that phone, accepted for the first time), or removed — whatever the client sent in them, so
 * no one can have the site text what they like to whom they like (an open SMS relay).
 */
export function withServerSms(site: Pick<DealerSite, 'name'>, submission: LeadSubmission, earned: boolean): LeadSubmission {
  const { sms_content: _content, sms_from: _from, ...user } = submission.user;
  const sms = earned ? thanksSms(site, submission.user) : null;
  return { ...submission, user: sms ? { ...user, sms_content: sms.body, sms_from: sms.from } : user };
}
