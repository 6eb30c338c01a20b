import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutShopper } from '../../application/checkout/checkout-orders';

/**
 * The instant offers the server made in this browser (their shopper references), so the online
 * purchase recognises the shopper who accepted one and applies it without their typing anything.
 * httpOnly: only the server writes and reads it. It names references, never figures: the checkout
 * finds each offer, and whether it was accepted, in its own records — a reference typed by hand
 * goes through the same look-up, so nothing in the cookie is believed beyond that.
 */
export const TRADE_IN_OFFERS_COOKIE = 'caryard_trade_in_offers';
const KEEP = 5;
const MAX_AGE_SECONDS = 60 * 24 * 60 * 60;
const REFERENCE = /^[A-Z0-9-]{1,20}$/;

/** The references the cookie holds, newest first (anything else in it is ignored). */
export function offerReferencesOf(request: FastifyRequest): string[] {
  const raw = request.cookies[TRADE_IN_OFFERS_COOKIE] ?? '';
  return raw
    .split('.')
    .filter((reference) => REFERENCE.test(reference))
    .slice(0, KEEP);
}

/** Adds an offer's reference to the browser's list (newest first, at most five). */
export function rememberOfferReference(request: FastifyRequest, reply: FastifyReply, reference: string): void {
  const kept = [reference, ...offerReferencesOf(request).filter((r) => r !== reference)].slice(0, KEEP);
  void reply.setCookie(TRADE_IN_OFFERS_COOKIE, kept.join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: MAX_AGE_SECONDS,
    secure: request.protocol === 'https',
  });
}

/** The shopper of this request as the checkout knows them: this browser's offers and the signed-in shopper's phone. */
export async function checkoutShopperOf(request: FastifyRequest): Promise<CheckoutShopper> {
  const session = await request.shopperSession();
  return { offerReferences: offerReferencesOf(request), phone: session?.phone ?? null };
}
