import type { AustralianState } from '../../domain/locations/delivery-zones';
import type { DriveAwayPrice } from '../../domain/pricing/drive-away';

/**
 * The online purchase journey's shapes over HTTP (docs/features.md, 'Buy online'; spec 1 §2, spec 2 §2
 * `/checkout-journey?car_id={slug}`), shared by the server (adapters/http/routes/checkout.routes.ts)
 * and the browser (ui/client/checkout-client.ts, the journey's machine).
 *
 * An order is made when the shopper opens the journey for a car, and keeps the step they reached,
 * so leaving and coming back resumes it. Its id is a random capability (128 bits): whoever holds it
 * (this browser) may read and change the order; nothing else finds it.
 */

/** The journey's steps, in order (docs/features.md, 'Buy online'). */
export const CHECKOUT_STEPS = ['car', 'trade-in', 'pay-by', 'delivery', 'details', 'deposit', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** draft while the shopper goes through the steps; awaiting_payment while a hosted provider confirms; placed once the deposit is paid. */
export type OrderStatus = 'draft' | 'awaiting_payment' | 'placed' | 'cancelled' | 'expired';

export type TradeInChoice =
  /**
   * An instant offer the shopper accepted on this site (docs/features.md, 'Sell my car'): its amount comes off the price.
   * Named by its reference ('TI-4K7Q-2ZB9'; case and spaces do not count), or by the plate and the
   * mobile the offer was made to.
   */
  | { readonly kind: 'offer'; readonly reference?: string; readonly rego?: string; readonly phone?: string }
  /** No instant offer: a trade-in enquiry attached to the order (the dealer values it). */
  | { readonly kind: 'enquiry'; readonly rego: string; readonly state: AustralianState; readonly description: string; readonly km: number }
  | { readonly kind: 'none' };

export type PayByChoice =
  | { readonly kind: 'cash' }
  /** Finance: the calculator's inputs; the application is captured as a finance lead when the order is placed. */
  | { readonly kind: 'finance'; readonly deposit: number; readonly term_years: number; readonly frequency: 'weekly' | 'fortnightly' | 'monthly' };

export type FulfilmentChoice = { readonly kind: 'pickup' } | { readonly kind: 'delivery'; readonly postcode: string };

export interface BuyerDetails {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly suburb: string;
  readonly state: AustralianState;
  readonly postcode: string;
  readonly licence_number: string;
  readonly licence_state: AustralianState;
}

/** What a step sends: only the parts it changes. `step` is the step the shopper moves to. */
export interface OrderPatch {
  readonly step?: CheckoutStep;
  /** The buyer's postcode: their state for the duty, registration and CTP. */
  readonly postcode?: string;
  readonly trade_in?: TradeInChoice;
  readonly pay_by?: PayByChoice;
  readonly fulfilment?: FulfilmentChoice;
  readonly details?: BuyerDetails;
}

export interface OrderCar {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly image: string | null;
  readonly stocknum: string;
  readonly year: number | null;
  readonly km: number | null;
  /** false once the car sold or another buyer holds it: the journey stops. */
  readonly available: boolean;
  /** Where the car is: pick-up, and the buyer's state by default. */
  readonly location: { readonly name: string; readonly address: string; readonly state: AustralianState } | null;
}

export interface OrderTradeIn {
  readonly kind: 'offer' | 'enquiry';
  readonly description: string;
  /** Dollars off the price (an accepted instant offer); 0 for an enquiry. */
  readonly amount: number;
  /** The offer's evaluation (the dealer's and the provider's id), null for an enquiry. */
  readonly evaluation_id: string | null;
  /** The offer's shopper reference ('TI-4K7Q-2ZB9'), null for an enquiry. */
  readonly reference?: string | null;
}

/** An accepted instant offer of this shopper (made in this browser, or to the signed-in shopper's phone), still standing. */
export interface ShopperTradeInOffer {
  readonly reference: string;
  readonly description: string;
  readonly amount: number;
  /** ISO date, or null. */
  readonly valid_until: string | null;
}

export interface OrderPayBy {
  readonly kind: 'cash' | 'finance';
  /** Finance only: the repayment at the car's own finance figures (OrderFinanceTerms), rounded to whole dollars (spec 1 §5), and its inputs. */
  readonly repayment: number | null;
  readonly frequency: 'weekly' | 'fortnightly' | 'monthly' | null;
  readonly deposit: number | null;
  readonly term_years: number | null;
  readonly interest_rate: number | null;
  /** Finance only: the balloon at the end of the loan (the car's lender's), dollars; 0 for none. */
  readonly balloon: number | null;
}

/**
 * The finance figures of the car, as its own page quotes them: the car's lender's rate, balloon
 * and fee, with the deposit and term they are quoted with (the buyer's starting choice) — or the
 * site calculator's defaults for a car without lender figures.
 */
export interface OrderFinanceTerms {
  readonly source: 'lender' | 'site';
  readonly interest_rate: number;
  readonly balloon: number;
  readonly establishment_fee: number;
  readonly deposit: number;
  readonly term_years: number;
}

export interface OrderFulfilment {
  readonly kind: 'pickup' | 'delivery';
  /** Pick-up: the car's location; delivery: the zone's name ('Sydney Metro'). */
  readonly place: string;
  readonly postcode: string | null;
  /** Dollars (0 for pick-up). */
  readonly price: number;
}

export interface OrderTotals {
  /** The drive-away price for the buyer's state (the same figure as the vehicle page shows). */
  readonly drive_away: number;
  readonly delivery: number;
  /** Dollars off for the accepted trade-in offer (0 when none). */
  readonly trade_in: number;
  /** drive_away + delivery − trade_in. */
  readonly total: number;
  /** The deposit paid online (dollars). */
  readonly deposit: number;
  /** total − deposit: what is left to pay on pick-up or delivery (or by finance). */
  readonly balance: number;
}

export interface OrderView {
  readonly order_id: string;
  /** The order's reference once placed ('HM-4K7Q2Z'), else null. */
  readonly reference: string | null;
  readonly status: OrderStatus;
  readonly step: CheckoutStep;
  readonly car: OrderCar;
  readonly postcode: string | null;
  /** The buyer's state: from their postcode, or the car's location by default. */
  readonly state: AustralianState;
  readonly drive_away: DriveAwayPrice;
  readonly trade_in: OrderTradeIn | null;
  /** The shopper's own accepted offers the trade-in step offers without typing (newest first). */
  readonly trade_in_offers: readonly ShopperTradeInOffer[];
  readonly pay_by: OrderPayBy | null;
  /** The car's finance figures step 3 starts from (null when the car is gone). */
  readonly finance_terms: OrderFinanceTerms | null;
  readonly fulfilment: OrderFulfilment | null;
  readonly details: BuyerDetails | null;
  readonly totals: OrderTotals;
  /** What is included: warranty and, on sites that advertise it, the 48-hour money-back guarantee's rules (spec 2 §5). */
  readonly included: readonly string[];
  readonly payment: { readonly brand: string; readonly last4: string; readonly test_mode: boolean } | null;
  /** ISO 8601 once placed: when the hold on the car ends unless the dealer confirms. */
  readonly hold_until: string | null;
  /** The same instant on the car's location's clock ('Monday 4 March 2030 at 8:00am (Perth time)'). */
  readonly hold_until_text: string | null;
  /** Placed orders: what happens next and by when. */
  readonly next_steps: readonly string[];
}

/** A similar car offered when the chosen one sold meanwhile. */
export interface SimilarCarOffer {
  readonly slug: string;
  readonly title: string;
  readonly price: number | null;
  readonly image: string | null;
}

/**
 * Refusals, as `{code, message, fields?, similar?}` in the API's JSON error shape:
 * ORDER.INVALID (400, with fields), ORDER.NOT_FOUND (404), ORDER.CAR_UNAVAILABLE (409, with `similar`),
 * ORDER.CLOSED (409: the order is placed, cancelled or expired), ORDER.PURCHASE_OFF (404: the site or
 * car does not offer online purchase), PAYMENT.DECLINED (402), PAYMENT.INVALID_TOKEN (400),
 * PAYMENT.UNAVAILABLE (503), IDEMPOTENCY.KEY_REUSED (422).
 */
export type CheckoutErrorCode =
  | 'ORDER.INVALID'
  | 'ORDER.NOT_FOUND'
  | 'ORDER.CAR_UNAVAILABLE'
  | 'ORDER.CLOSED'
  | 'ORDER.PURCHASE_OFF'
  | 'PAYMENT.DECLINED'
  | 'PAYMENT.INVALID_TOKEN'
  | 'PAYMENT.UNAVAILABLE'
  | 'IDEMPOTENCY.KEY_REUSED';

/** The routes: */
export const CHECKOUT_API = {
  /** POST {car_id: slug, postcode?} → 201 OrderView (a new draft order). */
  orders: '/api/checkout/orders',
  /** GET → OrderView; PATCH OrderPatch → OrderView. */
  order: (orderId: string) => `/api/checkout/orders/${encodeURIComponent(orderId)}`,
  /** POST {token, idempotency_key, terms_accepted: true} → OrderView (placed, or awaiting_payment); 400 VALIDATION_FAILED without the terms accepted. */
  deposit: (orderId: string) => `/api/checkout/orders/${encodeURIComponent(orderId)}/deposit`,
  /** POST {reference, email} → OrderView of a placed order (/online-payment). */
  lookup: '/api/checkout/orders/lookup',
  /** GET ?postcode= → {drive_away: DriveAwayPrice, postcode, state} (the vehicle page's line and dialog). */
  driveAway: (carSlug: string) => `/api/cars/${encodeURIComponent(carSlug)}/drive-away`,
} as const;
