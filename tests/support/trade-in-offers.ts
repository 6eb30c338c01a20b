/**
 * A trade-in offer made the way a seller's browser makes one, on a running core (issue 30): the
 * rego looked up with the site's valuation provider (the simulated one on the demo sites), Step
 * Four's update-eval with the seller's phone, then the server's offer — so an acceptance names an
 * evaluation and an offer the server holds.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CaryardCore } from '../../config/core';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { LeadRepository } from '../../application/leads/lead-repository.port';
import type { TradeInEvaluationStore } from '../../application/tradein/trade-in-store.port';
import { PORTS } from '../../config/ports';
import { THANKS_SMS_TEXT, TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORY } from '../../domain/tradein/trade-in-flow';
import { aLead } from '../application/leads/lead-test-data';
import { aCaptchaFrom } from './form-tokens';

export const SELLER = { name: 'Sam', last_name: 'Seller', email: 'sam@example.com.au', phone: '0412 345 678' } as const;

/** The EvalID of a rego '123 ABC' (QLD) looked up, updated with the seller's contact and offered on. */
export async function anOfferMade(core: CaryardCore, site: DealerSite, phone: string = SELLER.phone): Promise<string> {
  const found = await core.useCases.lookupRegistration.execute({ site, rego: '123 ABC', state: 'QLD' })();
  if (E.isLeft(found) || found.right.kind !== 'match') throw new Error(`no single match: ${JSON.stringify(found)}`);
  const evalid = found.right.vehicle.EvalID;
  const updated = await core.useCases.updateEvaluation.execute({
    site,
    evalid,
    km: 85_000,
    cName: `${SELLER.name} ${SELLER.last_name}`,
    cEmail: SELLER.email,
    cPhone: phone,
  })();
  if (E.isLeft(updated)) throw new Error(JSON.stringify(updated.left));
  const offer = await core.useCases.makeTradeInOffer.execute({
    site,
    evalid,
    rego: '123ABC',
    regoState: 'QLD',
    adjustments: { odometer: 85_000, car_condition: 'Good', service_history: 'Full service history', number_of_keys: '2 or more' },
  })();
  if (E.isLeft(offer)) throw new Error(JSON.stringify(offer.left));
  return evalid;
}

/** Sells a car on harbour-motors: an offer made, the Step Four lead, then the acceptance (spec 2 §4), which earns the thanks SMS. */
export async function acceptAnOffer(core: CaryardCore, keyPrefix: string): Promise<string> {
  const site = core.siteOf('harbour-motors')!;
  const EvalID = await anOfferMade(core, site);
  const send = async (key: string, extra: Record<string, unknown>) => {
    const result = await core.useCases.submitLead.execute({
      site,
      idempotencyKey: key,
      submission: aLead({ category: TRADE_IN_CATEGORY, ...SELLER, message: undefined, EvalID, ...extra }, { url: 'https://www.harbourmotors.com.au/trade-in' }),
      captcha: await aCaptchaFrom(core, site.slug),
      remoteIp: '127.0.0.1',
    })();
    if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
    return result.right.lead_id;
  };
  const first = await send(`${keyPrefix}-offer-made-1`, { subcategory: TRADE_IN_SUBCATEGORY.offerMade });
  return send(`${keyPrefix}-offer-accepted-1`, { subcategory: TRADE_IN_SUBCATEGORY.offerAccepted, lead_id: first, form_completed: true, offer_accepted: true });
}

/** The thanks text an accepted-offer lead earns: the offer the server made for its evaluation, by amount and reference. */
export async function thanksTextOf(core: CaryardCore, leadId: string, siteSlug = 'harbour-motors'): Promise<string> {
  const lead = await core.container.getAsync<LeadRepository>(PORTS.LeadRepository).then((leads) => leads.findById(siteSlug, leadId));
  const evalId = String(lead?.submission.user.EvalID ?? '');
  const offer = (await core.container.getAsync<TradeInEvaluationStore>(PORTS.TradeInStore).then((store) => store.findEvaluation(siteSlug, evalId)))?.offer;
  if (!offer) throw new Error(`no offer for lead ${leadId}`);
  return THANKS_SMS_TEXT(core.siteOf(siteSlug)!.name, { amount: offer.final_price, reference: offer.reference });
}
