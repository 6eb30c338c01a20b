import * as E from 'fp-ts/lib/Either.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { calculatorProfile } from '../../domain/finance/calculator-profile';
import { purchaseFinanceTerms, purchaseRepayment, type PurchaseFinanceTerms } from '../../domain/finance/purchase-finance';
import { leadDeliveryTargets } from '../../domain/leads/lead-delivery';
import { leadFormDefaults } from '../../domain/leads/lead-defaults';
import type { CustomerEmail, LeadSubmission } from '../../domain/leads/lead';
import { orderConfirmationEmail } from '../../domain/orders/order-confirmation-email';
import { deliveryEstimate, deliveryZoneOf, type AustralianState } from '../../domain/locations/delivery-zones';
import { Postcode } from '../../domain/locations/postcode';
import { carLocationState } from '../../domain/locations/car-location';
import { timeZoneOfState } from '../../domain/locations/time-zone';
import { zonedDateTimeText } from '../../domain/locations/zoned-text';
import {
  AUSTRALIAN_STATES,
  ONLINE_PURCHASE_CATEGORY,
  ORDER_FINANCE_CATEGORY,
  ORDER_HOLD_MS,
  buyerDetailsErrors,
  orderIncluded,
  orderNextSteps,
  orderReference,
  orderTotals,
  referencePrefix,
} from '../../domain/orders/order';
import { driveAwayPrice, type DriveAwayPrice } from '../../domain/pricing/drive-away';
import { PENDING_HOLD_MS, reserveDeposit } from '../../domain/reservations/reservation';
import type { Car } from '../../domain/vehicle/car';
import { formatDollars } from '../../domain/vehicle/money';
import { isOnlinePurchaseShown, vehicleFullTitle } from '../../domain/vehicle/vehicle-page';
import { isAvailable } from '../../domain/vehicle/availability';
import { localDateTime } from '../../domain/locations/time-zone';
import { parseOfferReference } from '../../domain/tradein/offer-reference';
import type { CarRepository } from '../inventory/car-repository.port';
import { dealerContactOf, testDriveLocation } from '../leads/car-location';
import { systemClock, type Clock } from '../leads/clock.port';
import type { OutboxSignal } from '../leads/lead-outbox.port';
import type { LeadRepository } from '../leads/lead-repository.port';
import type { PaymentEvent, PaymentProvider } from '../payments/payment-provider.port';
import type { ReleaseExpiredReservations } from '../reservations/release-expired-reservations.use-case';
import type { ReservationRepository } from '../reservations/reservation-repository.port';
import type { AcceptedTradeInOffer, AcceptedTradeInOffers } from './accepted-trade-in-offers.port';
import {
  CHECKOUT_STEPS,
  type BuyerDetails,
  type CheckoutStep,
  type OrderFinanceTerms,
  type OrderFulfilment,
  type OrderPatch,
  type OrderPayBy,
  type OrderTradeIn,
  type OrderView,
  type PayByChoice,
  type ShopperTradeInOffer,
  type SimilarCarOffer,
} from './checkout-contract';
import type { OrderRecord, OrderStore } from './order-store.port';

export type CheckoutError =
  | { readonly code: 'ORDER.INVALID'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly code: 'ORDER.NOT_FOUND'; readonly message: string }
  | { readonly code: 'ORDER.CAR_UNAVAILABLE'; readonly message: string; readonly similar: readonly SimilarCarOffer[] }
  | { readonly code: 'ORDER.CLOSED'; readonly message: string }
  | { readonly code: 'ORDER.PURCHASE_OFF'; readonly message: string }
  | { readonly code: 'PAYMENT.DECLINED'; readonly message: string; readonly decline_code: string }
  | { readonly code: 'PAYMENT.INVALID_TOKEN'; readonly message: string }
  | { readonly code: 'PAYMENT.UNAVAILABLE'; readonly message: string };

export interface CheckoutOrdersDeps {
  readonly cars: Pick<CarRepository, 'findBySlug' | 'findById' | 'upsertMany'>;
  readonly orders: OrderStore;
  readonly reservations: Pick<ReservationRepository, 'claim' | 'markPaid' | 'markDeclined' | 'activeHold' | 'findByIdempotencyKey'>;
  readonly releaseExpired: Pick<ReleaseExpiredReservations, 'forCar'>;
  readonly payments: PaymentProvider;
  readonly leads: Pick<LeadRepository, 'save'>;
  readonly tradeInOffers: AcceptedTradeInOffers;
  /** Similar cars offered when the chosen one sold meanwhile (the vehicle page's own rule). */
  readonly similarCars: (site: DealerSite, carSlug: string) => Promise<readonly SimilarCarOffer[]>;
  readonly randomBytes: (n: number) => Uint8Array;
  readonly newOrderId: () => string;
  readonly outboxSignal?: OutboxSignal;
  readonly clock?: Clock;
}

const CAR_SOLD_MESSAGE = 'Sorry, this car has just been sold or reserved by another buyer, so it can no longer be bought online. Here are similar cars.';
const PURCHASE_OFF_MESSAGE = 'This car cannot be bought online. Please contact us, or reserve it with a refundable deposit.';
const CLOSED_MESSAGES: Record<string, string> = {
  placed: 'This order has been placed, so it can no longer be changed. Call us to change anything.',
  awaiting_payment: 'Your payment is being confirmed. This page updates when it is.',
  cancelled: 'This order was cancelled.',
  expired: 'This order has expired and the car is no longer held for it.',
};
const FINANCE_FREQUENCIES = { weekly: 'weekly', fortnightly: 'fortnightly', monthly: 'monthly' } as const;

type Result<T> = Promise<E.Either<CheckoutError, T>>;

/**
 * Who is buying, as the server knows them (never as the browser says): the references of the
 * offers the server made in this browser (its own cookie), and the signed-in shopper's phone.
 */
export interface CheckoutShopper {
  readonly offerReferences: readonly string[];
  readonly phone: string | null;
}

const NO_SHOPPER: CheckoutShopper = { offerReferences: [], phone: null };
/** The most of a shopper's accepted offers the trade-in step lists. */
const SHOPPER_OFFERS = 5;
const REFERENCE_NOT_FOUND =
  'We could not find an accepted trade-in offer with that reference on this site. Check the reference in your text message, or enter your plate and mobile instead.';
const PLATE_NOT_FOUND =
  'We could not find an accepted trade-in offer for that plate and mobile. Use the mobile you gave us when you got the offer, or enter the offer reference.';
const OFFER_EXPIRED = 'That trade-in offer has expired. Please get a new instant offer.';

/**
 * The online purchase journey (issue 15; spec 1 §2, spec 2 §2 `/checkout-journey?car_id={slug}`):
 * an order made for a car when the shopper opens the journey, changed step by step, placed when
 * the deposit is paid through the payment port. Placing stores the order's lead (and a finance
 * lead when the buyer pays by finance) for the dealer through the outbox like every lead, and
 * holds the car (reserved across the site) for ORDER_HOLD_DAYS through the reservations store.
 * A payment that fails leaves the order a draft and the car free: nothing half made.
 */
export class CheckoutOrders {
  readonly #clock: Clock;

  constructor(private readonly deps: CheckoutOrdersDeps) {
    this.#clock = deps.clock ?? systemClock;
  }

  /** A new draft order for a car (POST /api/checkout/orders). */
  async start(
    site: DealerSite,
    request: { readonly carSlug: string; readonly postcode?: string | null },
    shopper: CheckoutShopper = NO_SHOPPER,
  ): Result<OrderView> {
    if (!site.features.onlinePurchase) return E.left({ code: 'ORDER.PURCHASE_OFF', message: 'Online purchase is not offered on this site.' });
    const car = await this.#currentCar(site, request.carSlug);
    if (!car) return E.left({ code: 'ORDER.NOT_FOUND', message: `No car ${request.carSlug} on ${site.name}.` });
    if (!isAvailable(car) || car.reserved === true || (await this.deps.reservations.activeHold(site.slug, car.id, this.#clock.now()))) {
      return E.left(await this.#unavailable(site, car.slug));
    }
    if (!isOnlinePurchaseShown(car, true)) return E.left({ code: 'ORDER.PURCHASE_OFF', message: PURCHASE_OFF_MESSAGE });
    let postcode: string | null = null;
    let state = carState(site, car);
    if (request.postcode) {
      const place = postcodeState(request.postcode);
      if (E.isLeft(place)) return E.left({ code: 'ORDER.INVALID', message: place.left, fields: { postcode: place.left } });
      postcode = place.right.postcode;
      state = place.right.state;
    }
    const now = this.#clock.now();
    if (!driveAwayForCar(site, car, state, now)) return E.left({ code: 'ORDER.PURCHASE_OFF', message: PURCHASE_OFF_MESSAGE });
    // The shopper's own accepted offer comes off the price from the start: nothing to type.
    const offers = await this.#shopperOffers(site, shopper);
    const record: OrderRecord = {
      order_id: this.deps.newOrderId(),
      site_slug: site.slug,
      car_id: car.id,
      car_slug: car.slug,
      status: 'draft',
      step: 'car',
      postcode,
      state,
      trade_in: offers[0] ? tradeInOf(offers[0]) : null,
      pay_by_choice: null,
      fulfilment_choice: null,
      details: null,
      reference: null,
      reservation_id: null,
      payment_id: null,
      payment: null,
      lead_id: null,
      placed: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      placed_at: null,
      hold_until: null,
    };
    await this.deps.orders.create(record);
    return E.right(this.#view(site, record, car, offers));
  }

  /** The order as it stands (GET /api/checkout/orders/{id}). */
  async get(site: DealerSite, orderId: string, shopper: CheckoutShopper = NO_SHOPPER): Result<OrderView> {
    let order = await this.deps.orders.find(site.slug, orderId);
    if (!order) return E.left(notFound());
    const car = await this.deps.cars.findById(site.slug, order.car_id);
    const offers = order.status === 'draft' ? await this.#shopperOffers(site, shopper) : [];
    // An order opened before the offer was accepted takes it when the shopper comes back, until they choose at the trade-in step.
    if (offers[0] && order.trade_in === null && (order.step === 'car' || order.step === 'trade-in')) {
      order =
        (await this.deps.orders.update(site.slug, order.order_id, { trade_in: tradeInOf(offers[0]), updated_at: this.#clock.now().toISOString() }, [
          'draft',
        ])) ?? order;
    }
    return E.right(this.#view(site, await this.#lapsed(order), car, offers));
  }

  /**
   * `/online-payment` (spec 2 §2; issue 15): a placed order found by its reference and the buyer's
   * email (both must match, so a reference alone shows nothing), as it stands.
   */
  async lookup(site: DealerSite, reference: string, email: string): Result<OrderView> {
    const order = await this.deps.orders.findByReference(site.slug, reference);
    const given = email.trim().toLowerCase();
    if (!order || !order.details || given === '' || order.details.email.trim().toLowerCase() !== given) {
      return E.left({
        code: 'ORDER.NOT_FOUND',
        message: 'We could not find an order with that reference and email. Check the reference in your confirmation email.',
      });
    }
    const car = await this.deps.cars.findById(site.slug, order.car_id);
    return E.right(this.#view(site, await this.#lapsed(order), car));
  }

  /** A step's choices (PATCH /api/checkout/orders/{id}), each checked; the order keeps the step reached. */
  async update(site: DealerSite, orderId: string, patch: OrderPatch, shopper: CheckoutShopper = NO_SHOPPER): Result<OrderView> {
    const order = await this.deps.orders.find(site.slug, orderId);
    if (!order) return E.left(notFound());
    if (order.status !== 'draft') return E.left({ code: 'ORDER.CLOSED', message: CLOSED_MESSAGES[order.status] ?? CLOSED_MESSAGES.placed! });
    const car = await this.#currentCar(site, order.car_slug);
    if (!car || !isAvailable(car) || !(await this.#free(order, car))) return E.left(await this.#unavailable(site, order.car_slug));

    const fields: Record<string, string> = {};
    const changes: { -readonly [K in keyof OrderRecord]?: OrderRecord[K] } = {};
    if (patch.postcode !== undefined) {
      const place = postcodeState(patch.postcode);
      if (E.isLeft(place)) fields.postcode = place.left;
      else {
        changes.postcode = place.right.postcode;
        changes.state = place.right.state;
      }
    }
    if (patch.trade_in !== undefined) {
      const tradeIn = await this.#tradeIn(site, patch.trade_in, fields);
      if (tradeIn !== undefined) changes.trade_in = tradeIn;
    }
    if (patch.pay_by !== undefined) {
      const payBy = payByErrors(patch.pay_by, site);
      if (Object.keys(payBy).length > 0) Object.assign(fields, payBy);
      else changes.pay_by_choice = patch.pay_by;
    }
    if (patch.fulfilment !== undefined) {
      if (patch.fulfilment.kind === 'delivery') {
        const estimate = deliveryEstimate(patch.fulfilment.postcode);
        if (E.isLeft(estimate)) fields['fulfilment.postcode'] = estimate.left.message;
        else changes.fulfilment_choice = { kind: 'delivery', postcode: patch.fulfilment.postcode.trim() };
      } else if (!testDriveLocation(site, car)) {
        fields['fulfilment.kind'] = 'Pick-up is not available for this car: please choose delivery.';
      } else changes.fulfilment_choice = { kind: 'pickup' };
    }
    if (patch.details !== undefined) {
      const errors = buyerDetailsErrors(patch.details);
      if (Object.keys(errors).length > 0) for (const [k, v] of Object.entries(errors)) fields[`details.${k}`] = v;
      else
        changes.details = {
          ...patch.details,
          licence_number: patch.details.licence_number.replace(/\s+/g, '').toUpperCase(),
          email: patch.details.email.trim(),
          phone: patch.details.phone.trim(),
        };
    }
    if (patch.step !== undefined) {
      const missing = missingBefore(patch.step, { ...order, ...changes } as OrderRecord);
      if (missing) fields.step = missing;
      else changes.step = patch.step;
    }
    if (Object.keys(fields).length > 0) return E.left({ code: 'ORDER.INVALID', message: Object.values(fields)[0]!, fields });
    const updated = await this.deps.orders.update(site.slug, order.order_id, { ...changes, updated_at: this.#clock.now().toISOString() }, ['draft']);
    if (!updated) return this.#closed(site, order.order_id);
    return E.right(this.#view(site, updated, car, await this.#shopperOffers(site, shopper)));
  }

  /**
   * The deposit (POST /api/checkout/orders/{id}/deposit): holds the car, takes the deposit through
   * the payment port with a token, and places the order. Everything that can refuse comes before
   * the payment; a declined or failed payment releases the car and leaves the order a draft.
   */
  async payDeposit(site: DealerSite, orderId: string, request: { readonly token: string; readonly idempotencyKey: string }): Result<OrderView> {
    const order = await this.deps.orders.find(site.slug, orderId);
    if (!order) return E.left(notFound());
    const attemptKey = `order:${order.order_id}:${request.idempotencyKey}`;
    if (order.status !== 'draft') {
      // The same attempt again (a retry after a lost answer) is answered with the order as it is.
      const earlier = await this.deps.reservations.findByIdempotencyKey(site.slug, attemptKey);
      if (earlier && (order.status === 'placed' || order.status === 'awaiting_payment')) return this.get(site, orderId);
      return E.left({ code: 'ORDER.CLOSED', message: CLOSED_MESSAGES[order.status] ?? CLOSED_MESSAGES.placed! });
    }
    const missing = missingBefore('confirmation', order);
    if (missing) return E.left({ code: 'ORDER.INVALID', message: missing, fields: { step: missing } });
    let car = await this.#currentCar(site, order.car_slug);
    if (!car || !isAvailable(car)) return E.left(await this.#unavailable(site, order.car_slug));
    const now = this.#clock.now();
    const view = this.#view(site, order, car);
    const deposit = reserveDeposit(car, site.reserve_deposit);
    const details = order.details!;
    const claim = await this.deps.reservations.claim({
      siteSlug: site.slug,
      carId: car.id,
      carSlug: car.slug,
      idempotencyKey: attemptKey,
      depositCents: Math.round(deposit * 100),
      contact: { name: `${details.first_name} ${details.last_name}`, email: details.email, phone: details.phone },
      now,
      holdUntil: new Date(now.getTime() + PENDING_HOLD_MS),
    });
    if (claim._tag === 'Taken') return E.left(await this.#unavailable(site, car.slug));
    if (claim._tag === 'Replayed') {
      if (claim.reservation.status === 'paid') return this.get(site, orderId);
      return E.left({
        code: 'ORDER.INVALID',
        message: 'That payment attempt has ended. Please try again.',
        fields: { payment: 'That payment attempt has ended. Please try again.' },
      });
    }
    const reservation = claim.reservation;
    const paid = await this.deps.payments.pay({
      amountCents: reservation.deposit_cents,
      currency: 'AUD',
      token: request.token,
      description: `${formatDollars(deposit)} deposit on order for the ${vehicleFullTitle(car)} (stock ${car.stocknum}) at ${site.name}`,
      idempotencyKey: attemptKey,
      metadata: { order_id: order.order_id, site: site.slug, reservation_id: reservation.reservation_id },
    })();
    if (E.isLeft(paid)) {
      const failure = paid.left;
      await this.deps.reservations.markDeclined(
        reservation.reservation_id,
        failure.code === 'PAYMENT.DECLINED' ? failure.decline_code : failure.code === 'PAYMENT.INVALID_TOKEN' ? 'invalid_token' : 'provider_unavailable',
        this.#clock.now(),
      );
      if (failure.code === 'PAYMENT.DECLINED') return E.left({ code: 'PAYMENT.DECLINED', message: failure.message, decline_code: failure.decline_code });
      return E.left({ code: failure.code, message: failure.message });
    }
    const outcome = paid.right;
    if (outcome.status === 'processing') {
      // A hosted provider confirms later (its webhook places the order); the car stays held meanwhile.
      const waiting = await this.deps.orders.update(
        site.slug,
        order.order_id,
        { status: 'awaiting_payment', reservation_id: reservation.reservation_id, payment_id: outcome.paymentId, updated_at: this.#clock.now().toISOString() },
        ['draft'],
      );
      return waiting ? E.right(this.#view(site, waiting, car)) : this.#closed(site, order.order_id);
    }
    car = (await this.deps.cars.findBySlug(site.slug, car.slug)) ?? car;
    try {
      const placed = await this.#place(site, { ...order, reservation_id: reservation.reservation_id, payment_id: outcome.paymentId }, car, view, {
        paymentId: outcome.paymentId,
        brand: outcome.brand,
        last4: outcome.last4,
        testMode: outcome.testMode,
        reservationId: reservation.reservation_id,
        deposit,
      });
      return E.right(placed);
    } catch (error) {
      // The database failed after the payment: give the money back and release the car (the order stays a draft).
      await this.deps.payments.refund(outcome.paymentId).catch(() => undefined);
      await this.deps.reservations.markDeclined(reservation.reservation_id, 'refunded_after_failure', this.#clock.now()).catch(() => undefined);
      throw error;
    }
  }

  /** A hosted provider's webhook (POST /api/payments/webhooks/stripe): places or releases the order waiting on that payment. */
  async applyPaymentEvent(event: PaymentEvent, siteOf: (slug: string) => DealerSite | undefined): Promise<void> {
    const order = await this.deps.orders.findByPaymentId(event.paymentId);
    // Money taken for no waiting order (our call timed out after the provider had charged, and the
    // attempt was released): give it back rather than keep a deposit with no order.
    if (!order) {
      if (event.type === 'payment.succeeded' && event.metadata.order_id) await this.deps.payments.refund(event.paymentId);
      return;
    }
    if (order.status !== 'awaiting_payment' || !order.reservation_id) return;
    const site = siteOf(order.site_slug);
    if (!site) return;
    if (event.type === 'payment.failed') {
      await this.deps.reservations.markDeclined(order.reservation_id, event.declineCode, this.#clock.now());
      await this.deps.orders.update(
        site.slug,
        order.order_id,
        { status: 'draft', step: 'deposit', payment_id: null, reservation_id: null, updated_at: this.#clock.now().toISOString() },
        ['awaiting_payment'],
      );
      return;
    }
    const car = await this.deps.cars.findById(site.slug, order.car_id);
    if (!car) return;
    const deposit = reserveDeposit(car, site.reserve_deposit);
    await this.#place(site, order, car, this.#view(site, { ...order, status: 'draft' }, car), {
      paymentId: event.paymentId,
      brand: event.brand,
      last4: event.last4,
      testMode: this.deps.payments.testMode,
      reservationId: order.reservation_id,
      deposit,
    });
  }

  /**
   * The dealer cancels a placed order (the CLI `orders cancel {reference}`): the order is cancelled,
   * the deposit refunded, and the car released (issue 15 step 7).
   */
  async cancel(site: DealerSite, reference: string): Result<OrderView> {
    const order = await this.deps.orders.findByReference(site.slug, reference);
    if (!order) return E.left(notFound());
    const updated = await this.deps.orders.update(site.slug, order.order_id, { status: 'cancelled', updated_at: this.#clock.now().toISOString() }, [
      'placed',
      'awaiting_payment',
    ]);
    if (!updated) return E.left({ code: 'ORDER.CLOSED', message: CLOSED_MESSAGES[order.status] ?? 'This order cannot be cancelled.' });
    if (order.reservation_id) await this.deps.reservations.markDeclined(order.reservation_id, 'cancelled_by_dealer', this.#clock.now());
    if (order.payment_id) await this.deps.payments.refund(order.payment_id);
    const car = await this.deps.cars.findById(site.slug, order.car_id);
    if (car && car.reserved === true && !(await this.deps.reservations.activeHold(site.slug, car.id, this.#clock.now()))) {
      await this.deps.cars.upsertMany([{ ...car, reserved: false }]);
    }
    return E.right(this.#view(site, updated, car));
  }

  async #place(
    site: DealerSite,
    order: OrderRecord,
    car: Car,
    view: OrderView,
    payment: { paymentId: string; brand: string; last4: string; testMode: boolean; reservationId: string; deposit: number },
  ): Promise<OrderView> {
    const paidAt = this.#clock.now();
    const holdUntil = new Date(paidAt.getTime() + ORDER_HOLD_MS);
    const zone = timeZoneOfState(testDriveLocation(site, car)?.address.state);
    const reference = orderReference(referencePrefix(site.name), this.deps.randomBytes(5));
    const totals = orderTotals({
      driveAway: view.drive_away.total,
      delivery: view.fulfilment?.price ?? 0,
      tradeIn: view.trade_in?.amount ?? 0,
      deposit: payment.deposit,
    });
    const placedView: OrderView = { ...view, reference, totals, payment: { brand: payment.brand, last4: payment.last4, test_mode: payment.testMode } };
    const lead = orderLead(site, car, order, placedView, holdUntil, zone, payment.testMode);
    // The buyer's own copy goes with the order's lead, in its transaction: once, after a crash too.
    lead.customer_email = buyerConfirmation(site, car, order, placedView, zonedDateTimeText(holdUntil, zone), payment.testMode);
    const saved = await this.deps.leads.save(site.slug, `order:${order.order_id}`, lead, leadDeliveryTargets(site, lead));
    if (order.pay_by_choice?.kind === 'finance' && view.pay_by) {
      const finance = financeLead(site, car, order, placedView);
      await this.deps.leads.save(site.slug, `order-finance:${order.order_id}`, finance, leadDeliveryTargets(site, finance));
    }
    if (saved.created) this.deps.outboxSignal?.notify();
    await this.deps.reservations.markPaid(payment.reservationId, {
      paymentId: payment.paymentId,
      brand: payment.brand,
      last4: payment.last4,
      testMode: payment.testMode,
      leadId: saved.lead.lead_id,
      paidAt,
      expiresAt: holdUntil,
    });
    const placed = await this.deps.orders.update(
      site.slug,
      order.order_id,
      {
        status: 'placed',
        step: 'confirmation',
        reference,
        reservation_id: payment.reservationId,
        payment_id: payment.paymentId,
        payment: { brand: payment.brand, last4: payment.last4, test_mode: payment.testMode },
        lead_id: saved.lead.lead_id,
        placed: { drive_away: view.drive_away, pay_by: view.pay_by, fulfilment: view.fulfilment!, totals },
        placed_at: paidAt.toISOString(),
        hold_until: holdUntil.toISOString(),
        updated_at: paidAt.toISOString(),
      },
      ['draft', 'awaiting_payment'],
    );
    await this.deps.cars.upsertMany([{ ...car, reserved: true }]);
    if (!placed) throw new Error(`Order ${order.order_id} changed while it was being placed`);
    return this.#view(site, placed, { ...car, reserved: true });
  }

  /** The car as it is now, a lapsed hold released first (as reserve online does). */
  async #currentCar(site: DealerSite, slug: string): Promise<Car | null> {
    let car = await this.deps.cars.findBySlug(site.slug, slug);
    if (car && car.reserved === true && (await this.deps.releaseExpired.forCar(site.slug, car.id)) > 0) car = await this.deps.cars.findBySlug(site.slug, slug);
    return car;
  }

  /** No one else holds the car (a reservation, or another buyer's order being paid). */
  async #free(order: OrderRecord, car: Car): Promise<boolean> {
    const hold = await this.deps.reservations.activeHold(order.site_slug, car.id, this.#clock.now());
    if (hold) return hold.reservation_id === order.reservation_id;
    return car.reserved !== true;
  }

  async #unavailable(site: DealerSite, carSlug: string): Promise<CheckoutError> {
    const similar = await this.deps.similarCars(site, carSlug).catch(() => []);
    return { code: 'ORDER.CAR_UNAVAILABLE', message: CAR_SOLD_MESSAGE, similar };
  }

  async #closed(site: DealerSite, orderId: string): Result<OrderView> {
    const now = await this.deps.orders.find(site.slug, orderId);
    return E.left({ code: 'ORDER.CLOSED', message: CLOSED_MESSAGES[now?.status ?? 'placed'] ?? CLOSED_MESSAGES.placed! });
  }

  /** A placed order whose hold ran out without the dealer completing it is expired. */
  async #lapsed(order: OrderRecord): Promise<OrderRecord> {
    if (order.status !== 'placed' || !order.hold_until || new Date(order.hold_until).getTime() > this.#clock.now().getTime()) return order;
    return (
      (await this.deps.orders.update(order.site_slug, order.order_id, { status: 'expired', updated_at: this.#clock.now().toISOString() }, ['placed'])) ?? order
    );
  }

  /** The offer still stands today in the site's time zone (its last day included). */
  #standing(site: DealerSite, offer: AcceptedTradeInOffer): boolean {
    return offer.valid_until === null || offer.valid_until >= localDateTime(this.#clock.now(), timeZoneOfState(site.address.state)).date;
  }

  /**
   * The shopper's own accepted offers that still stand, newest first: those the server made in this
   * browser (by the references in its cookie) and those made to the signed-in shopper's phone.
   */
  async #shopperOffers(site: DealerSite, shopper: CheckoutShopper): Promise<AcceptedTradeInOffer[]> {
    const references = shopper.offerReferences.slice(0, SHOPPER_OFFERS).flatMap((typed) => {
      const parsed = parseOfferReference(typed);
      return E.isRight(parsed) ? [parsed.right] : [];
    });
    const [byCookie, byPhone] = await Promise.all([
      Promise.all(references.map((reference) => this.deps.tradeInOffers.byReference(site.slug, reference))),
      shopper.phone ? this.deps.tradeInOffers.byPhone(site.slug, shopper.phone, SHOPPER_OFFERS) : Promise.resolve([]),
    ]);
    const unique = new Map<string, AcceptedTradeInOffer>();
    for (const offer of [...byCookie, ...byPhone]) if (offer && this.#standing(site, offer) && !unique.has(offer.reference)) unique.set(offer.reference, offer);
    return [...unique.values()].sort((a, b) => b.accepted_at.localeCompare(a.accepted_at)).slice(0, SHOPPER_OFFERS);
  }

  #view(site: DealerSite, order: OrderRecord, car: Car | null, offers: readonly AcceptedTradeInOffer[] = []): OrderView {
    const now = this.#clock.now();
    const location = car ? testDriveLocation(site, car) : null;
    const frozen = order.placed;
    const driveAway: DriveAwayPrice | null = frozen?.drive_away ?? (car ? driveAwayForCar(site, car, order.state, now) : null);
    const drive = driveAway ?? emptyDriveAway(order.state);
    const tradeIn = order.trade_in;
    const fulfilment: OrderFulfilment | null = frozen?.fulfilment ?? fulfilmentOf(order, location);
    const deposit = car ? reserveDeposit(car, site.reserve_deposit) : 0;
    const totals = frozen?.totals ?? orderTotals({ driveAway: drive.total, delivery: fulfilment?.price ?? 0, tradeIn: tradeIn?.amount ?? 0, deposit });
    const financeTerms = car ? carFinanceTerms(site, car) : null;
    const payBy = frozen?.pay_by ?? payByOf(order.pay_by_choice, site, financeTerms, totals.total);
    const zone = timeZoneOfState(location?.address.state);
    const holdText = order.hold_until ? zonedDateTimeText(new Date(order.hold_until), zone) : null;
    const available = car !== null && isAvailable(car) && (order.status !== 'draft' || car.reserved !== true);
    return {
      order_id: order.order_id,
      reference: order.reference,
      status: order.status,
      step: order.step,
      car: {
        id: order.car_id,
        slug: order.car_slug,
        title: car ? vehicleFullTitle(car) : order.car_slug,
        image: car?.images?.[0]?.image.url ?? null,
        stocknum: car?.stocknum ?? '',
        year: car?.year ?? null,
        km: car?.km ?? null,
        available,
        location: location
          ? {
              name: location.name,
              address: [location.address.street, location.address.city, location.address.state, location.address.postcode].filter(Boolean).join(', '),
              state: location.address.state as AustralianState,
            }
          : null,
      },
      postcode: order.postcode,
      state: order.state,
      drive_away: drive,
      trade_in: tradeIn,
      trade_in_offers: order.status === 'draft' ? offers.map(shopperOffer) : [],
      pay_by: payBy,
      finance_terms: financeTerms ? financeTermsView(financeTerms) : null,
      fulfilment,
      details: order.details,
      totals,
      included: car ? orderIncluded(car, { moneyBackGuarantee: site.features.moneyBackGuarantee, usedLabel: site.labels.used }) : [],
      payment: order.payment,
      hold_until: order.hold_until,
      hold_until_text: holdText,
      next_steps:
        order.status === 'placed' && holdText
          ? orderNextSteps({
              siteName: site.name,
              holdUntilText: holdText,
              finance: order.pay_by_choice?.kind === 'finance',
              delivery: fulfilment?.kind === 'delivery',
              tradeIn: tradeIn?.kind ?? null,
              emailedTo: order.details?.email ?? null,
            })
          : [],
    };
  }

  async #tradeIn(site: DealerSite, choice: NonNullable<OrderPatch['trade_in']>, fields: Record<string, string>): Promise<OrderTradeIn | null | undefined> {
    switch (choice.kind) {
      case 'none':
        return null;
      case 'offer': {
        const typed = choice.reference?.trim() ?? '';
        if (typed !== '') {
          const reference = parseOfferReference(typed);
          if (E.isLeft(reference)) {
            fields['trade_in.reference'] = reference.left;
            return undefined;
          }
          const offer = await this.deps.tradeInOffers.byReference(site.slug, reference.right);
          if (!offer) fields['trade_in.reference'] = REFERENCE_NOT_FOUND;
          else if (!this.#standing(site, offer)) fields['trade_in.reference'] = OFFER_EXPIRED;
          return offer && this.#standing(site, offer) ? tradeInOf(offer) : undefined;
        }
        const rego = choice.rego?.trim() ?? '';
        const phone = choice.phone?.trim() ?? '';
        if (rego === '' || phone === '') {
          if (rego === '') fields['trade_in.rego'] = 'Please enter the offer reference, or the registration number of the car we made the offer for';
          if (phone === '') fields['trade_in.phone'] = 'Please enter the mobile number you gave us for the offer';
          return undefined;
        }
        const offer = await this.deps.tradeInOffers.byPlateAndPhone(site.slug, rego, phone);
        if (!offer) fields['trade_in.rego'] = PLATE_NOT_FOUND;
        else if (!this.#standing(site, offer)) fields['trade_in.rego'] = OFFER_EXPIRED;
        return offer && this.#standing(site, offer) ? tradeInOf(offer) : undefined;
      }
      case 'enquiry': {
        const rego = choice.rego.replace(/\s+/g, '').toUpperCase();
        if (!/^[A-Z0-9]{1,9}$/.test(rego)) fields['trade_in.rego'] = 'Please enter the registration number (letters and digits, up to 9)';
        if (!AUSTRALIAN_STATES.includes(choice.state)) fields['trade_in.state'] = 'Please choose the state it is registered in';
        if (!choice.description.trim()) fields['trade_in.description'] = 'Please tell us the year, make and model';
        else if (choice.description.trim().length > 200) fields['trade_in.description'] = 'Please keep this under 200 characters';
        if (!Number.isInteger(choice.km) || choice.km < 0 || choice.km > 2_000_000) fields['trade_in.km'] = 'Please enter the odometer reading in kilometres';
        if (Object.keys(fields).some((k) => k.startsWith('trade_in.'))) return undefined;
        return {
          kind: 'enquiry',
          description: `${choice.description.trim()} (${rego}, ${choice.state}), ${choice.km.toLocaleString('en-AU')} km`,
          amount: 0,
          evaluation_id: null,
        };
      }
    }
  }
}

function tradeInOf(offer: AcceptedTradeInOffer): OrderTradeIn {
  return { kind: 'offer', description: offer.description, amount: offer.amount, evaluation_id: offer.evaluation_id, reference: offer.reference };
}

function shopperOffer(offer: AcceptedTradeInOffer): ShopperTradeInOffer {
  return { reference: offer.reference, description: offer.description, amount: offer.amount, valid_until: offer.valid_until };
}

/** The drive-away price of a car in a state: the domain's one rule with the site's on-road costs (the vehicle page shows the same). */
function driveAwayForCar(site: DealerSite, car: Car, state: AustralianState, now: Date): DriveAwayPrice | null {
  return driveAwayPrice({ car, state, costs: site.on_road_costs, on: now });
}

function notFound(): CheckoutError {
  return { code: 'ORDER.NOT_FOUND', message: 'We could not find that order. Please start again from the car.' };
}

/** The buyer's state from their postcode: the delivery zone's state (Australia Post's allocation). */
function postcodeState(input: string): E.Either<string, { postcode: string; state: AustralianState }> {
  const parsed = Postcode.parse(input);
  if (E.isLeft(parsed)) return E.left(parsed.left.message);
  const zone = deliveryZoneOf(parsed.right);
  if (!zone) return E.left('Invalid postcode');
  return E.right({ postcode: parsed.right, state: zone.state });
}

/** The state of the car's location (the buyer's state by default), else the site's default state. */
export function carState(site: DealerSite, car: Pick<Car, 'location_id' | 'dealership_slug'>): AustralianState {
  return carLocationState(site, car);
}

function fulfilmentOf(order: OrderRecord, location: ReturnType<typeof testDriveLocation>): OrderFulfilment | null {
  const choice = order.fulfilment_choice;
  if (!choice) return null;
  if (choice.kind === 'pickup')
    return {
      kind: 'pickup',
      place: location ? `${location.name}, ${[location.address.street, location.address.city].filter(Boolean).join(', ')}` : 'The dealership',
      postcode: null,
      price: 0,
    };
  const estimate = deliveryEstimate(choice.postcode);
  return E.isRight(estimate) ? { kind: 'delivery', place: estimate.right.name, postcode: choice.postcode, price: estimate.right.price } : null;
}

function payByErrors(choice: PayByChoice, site: DealerSite): Record<string, string> {
  if (choice.kind === 'cash') return {};
  const profile = calculatorProfile({ provider: site.finance_provider });
  const errors: Record<string, string> = {};
  if (!Number.isFinite(choice.deposit) || choice.deposit < 0) errors['pay_by.deposit'] = 'Please enter a deposit of $0 or more';
  if (!Number.isFinite(choice.term_years) || choice.term_years < profile.term.min || choice.term_years > profile.term.max) {
    errors['pay_by.term_years'] = `Please choose a term from ${profile.term.min} to ${profile.term.max} years`;
  }
  if (!(choice.frequency in FINANCE_FREQUENCIES)) errors['pay_by.frequency'] = 'Please choose weekly, fortnightly or monthly';
  return errors;
}

/** The car's own finance figures under the site's provider: the ones its page's calculator and estimate use. */
function carFinanceTerms(site: DealerSite, car: Car): PurchaseFinanceTerms {
  return purchaseFinanceTerms({ profile: calculatorProfile({ provider: site.finance_provider }), provider: site.finance_provider, car });
}

function financeTermsView(terms: PurchaseFinanceTerms): OrderFinanceTerms {
  return {
    source: terms.source,
    interest_rate: terms.interestRate,
    balloon: terms.balloon,
    establishment_fee: terms.establishmentFee,
    deposit: terms.deposit,
    term_years: terms.termYears,
  };
}

/**
 * The repayment on the order's total less the buyer's deposit over their term, at the car's own
 * finance figures (its lender's rate, balloon and fee: the car page quotes the same), else the
 * site calculator's defaults.
 */
function payByOf(choice: PayByChoice | null, site: DealerSite, terms: PurchaseFinanceTerms | null, total: number): OrderPayBy | null {
  if (!choice) return null;
  if (choice.kind === 'cash') return { kind: 'cash', repayment: null, frequency: null, deposit: null, term_years: null, interest_rate: null, balloon: null };
  const profile = calculatorProfile({ provider: site.finance_provider });
  const frequency = profile.frequencies.includes(choice.frequency) ? choice.frequency : profile.defaultFrequency;
  const repayment = terms ? purchaseRepayment({ profile, terms, amount: total, deposit: choice.deposit, termYears: choice.term_years, frequency }) : null;
  return {
    kind: 'finance',
    repayment,
    frequency: frequency as OrderPayBy['frequency'],
    deposit: choice.deposit,
    term_years: choice.term_years,
    interest_rate: terms?.interestRate ?? profile.defaults.interestRate,
    balloon: terms?.balloon ?? 0,
  };
}

/** What must be chosen before a step can be reached (issue 15: each step in order). */
function missingBefore(step: CheckoutStep, order: OrderRecord): string | null {
  const target = CHECKOUT_STEPS.indexOf(step);
  if (step === 'confirmation' && order.status === 'draft' && target > 0 && !order.details) return 'Please enter your details first.';
  if (target > CHECKOUT_STEPS.indexOf('pay-by') && !order.pay_by_choice) return 'Please choose how you will pay first.';
  if (target > CHECKOUT_STEPS.indexOf('delivery') && !order.fulfilment_choice) return 'Please choose pick-up or delivery first.';
  if (target > CHECKOUT_STEPS.indexOf('details') && !order.details) return 'Please enter your details first.';
  if (step === 'confirmation' && order.status === 'draft' && !order.details) return 'Please enter your details first.';
  return null;
}

function emptyDriveAway(state: AustralianState): DriveAwayPrice {
  return {
    state,
    vehiclePrice: 0,
    items: [],
    total: 0,
    listedAsDriveAway: false,
    duty: null,
    registrationMonths: null,
    estimate: true,
    notes: [],
  } as unknown as DriveAwayPrice;
}

function itemLines(view: OrderView): string[] {
  return [
    ...view.drive_away.items.map((item) => `${item.label}: ${formatDollars(item.amount)}`),
    `Drive-away in ${view.state}: ${formatDollars(view.totals.drive_away)}`,
    ...(view.fulfilment
      ? [
          `${view.fulfilment.kind === 'delivery' ? `Delivery to ${view.fulfilment.place} (${view.fulfilment.postcode})` : `Pick-up at ${view.fulfilment.place}`}: ${formatDollars(view.fulfilment.price)}`,
        ]
      : []),
    ...(view.trade_in
      ? [
          `Trade-in ${view.trade_in.kind === 'offer' ? `(accepted offer ${view.trade_in.reference ?? view.trade_in.evaluation_id}, evaluation ${view.trade_in.evaluation_id})` : '(to be valued)'}: ${view.trade_in.description}${view.trade_in.amount > 0 ? ` −${formatDollars(view.trade_in.amount)}` : ''}`,
        ]
      : []),
    `Total: ${formatDollars(view.totals.total)}`,
    `Deposit paid online: ${formatDollars(view.totals.deposit)}`,
    `Balance: ${formatDollars(view.totals.balance)}`,
  ];
}

/** How the order's balance is paid, in words. */
function payByText(view: OrderView): string {
  return view.pay_by?.kind === 'finance'
    ? `Finance: ${formatDollars(view.pay_by.deposit ?? 0)} deposit over ${view.pay_by.term_years} years, about ${formatDollars(view.pay_by.repayment ?? 0)} ${view.pay_by.frequency}`
    : 'Cash';
}

/** The buyer's confirmation email of a placed order: the figures of the placed view, the next steps, the car's dealership. */
function buyerConfirmation(site: DealerSite, car: Car, order: OrderRecord, view: OrderView, holdUntilText: string, testMode: boolean): CustomerEmail {
  const details = order.details as BuyerDetails;
  return orderConfirmationEmail({
    dealer: dealerContactOf(site, car),
    firstName: details.first_name,
    reference: view.reference ?? '',
    carTitle: vehicleFullTitle(car),
    stocknum: car.stocknum,
    amountLines: itemLines(view),
    payBy: payByText(view),
    nextSteps: orderNextSteps({
      siteName: site.name,
      holdUntilText,
      finance: view.pay_by?.kind === 'finance',
      delivery: view.fulfilment?.kind === 'delivery',
      tradeIn: view.trade_in?.kind ?? null,
      emailedTo: null,
    }),
    testMode,
  });
}

/** The order's lead for the dealer (category 'Online Purchase'), delivered from the outbox like every lead. */
function orderLead(site: DealerSite, car: Car, order: OrderRecord, view: OrderView, holdUntil: Date, zone: string, testMode: boolean): LeadSubmission {
  const details = order.details as BuyerDetails;
  const { message: _m, ...defaults } = leadFormDefaults(site, car);
  const payBy = payByText(view);
  const message = [
    `Online order ${view.reference} for the ${vehicleFullTitle(car)} (stock ${car.stocknum}).`,
    ...itemLines(view),
    `Pays by: ${payBy}`,
    `Address: ${details.street}, ${details.suburb} ${details.state} ${details.postcode}`,
    `Driver's licence: ${details.licence_number} (${details.licence_state})`,
    `Held until ${zonedDateTimeText(holdUntil, zone)}.${testMode ? ' TEST MODE: no money was taken.' : ''}`,
  ].join('\n');
  return {
    user: {
      ...defaults,
      category: ONLINE_PURCHASE_CATEGORY,
      subcategory: car.car_type,
      name: details.first_name,
      last_name: details.last_name,
      email: details.email,
      phone: details.phone,
      postcode: details.postcode,
      message,
      order_reference: view.reference ?? '',
      drive_away_total: view.totals.drive_away,
      order_total: view.totals.total,
      deposit: view.totals.deposit,
      reserved_until: holdUntil.toISOString(),
      ...(view.trade_in?.evaluation_id
        ? {
            EvalID: view.trade_in.evaluation_id,
            trade_in_amount: view.trade_in.amount,
            ...(view.trade_in.reference ? { trade_in_reference: view.trade_in.reference } : {}),
          }
        : {}),
      finance: view.pay_by?.kind === 'finance' ? 'Yes' : 'No',
    },
    url: `/checkout-journey?car_id=${car.slug}`,
    source: 'Website',
    user_agent: '',
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    lead_attributes: { visited_pages: ['/checkout-journey'], linked_query_params: {} },
  };
}

/** issue 15 step 3: a finance application captured as a finance lead. */
function financeLead(site: DealerSite, car: Car, order: OrderRecord, view: OrderView): LeadSubmission {
  const details = order.details as BuyerDetails;
  const { message: _m, ...defaults } = leadFormDefaults(site, car);
  const payBy = view.pay_by!;
  return {
    user: {
      ...defaults,
      category: ORDER_FINANCE_CATEGORY,
      subcategory: car.car_type,
      name: details.first_name,
      last_name: details.last_name,
      email: details.email,
      phone: details.phone,
      postcode: details.postcode,
      message: `Finance application with online order ${view.reference}: ${formatDollars(view.totals.total)} less a ${formatDollars(payBy.deposit ?? 0)} deposit over ${payBy.term_years} years; estimate ${formatDollars(payBy.repayment ?? 0)} ${payBy.frequency} at ${payBy.interest_rate}% p.a.${payBy.balloon ? ` with a ${formatDollars(payBy.balloon)} balloon` : ''} (the car's own finance figures).`,
      order_reference: view.reference ?? '',
      vehiclePriceBudget: view.totals.total,
      finance: 'Yes',
    },
    url: `/checkout-journey?car_id=${car.slug}`,
    source: 'Website',
    user_agent: '',
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    lead_attributes: { visited_pages: ['/checkout-journey'], linked_query_params: {} },
  };
}
