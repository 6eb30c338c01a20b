import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { contactErrors } from '../../domain/leads/contact-validation';
import { formLevelMessage } from '../../domain/leads/lead-validation';
import { leadDeliveryTargets } from '../../domain/leads/lead-delivery';
import { carTitle, leadFormDefaults } from '../../domain/leads/lead-defaults';
import type { LeadSubmission } from '../../domain/leads/lead';
import {
  HOLD_MS,
  PENDING_HOLD_MS,
  RESERVE_ONLINE_CATEGORY,
  notReservableMessage,
  reserveDeposit,
  whyNotReservable,
} from '../../domain/reservations/reservation';
import { reservationConfirmationEmail, reservationReference } from '../../domain/reservations/reservation-confirmation-email';
import type { Car } from '../../domain/vehicle/car';
import { formatDollars } from '../../domain/vehicle/money';
import { timeZoneOfState } from '../../domain/locations/time-zone';
import { zonedDateTimeText } from '../../domain/locations/zoned-text';
import type { CarRepository } from '../inventory/car-repository.port';
import { dealerContactOf, testDriveLocation } from '../leads/car-location';
import { systemClock, type Clock } from '../leads/clock.port';
import type { OutboxSignal } from '../leads/lead-outbox.port';
import type { LeadRepository } from '../leads/lead-repository.port';
import type { PaymentDeclined, PaymentEvent, PaymentInvalidToken, PaymentProvider, PaymentUnavailable } from '../payments/payment-provider.port';
import { isSameRequest, keyReused, requestFingerprint, type IdempotencyKeyReused } from '../shared/idempotency';
import { isStorableText, unstorableTextErrors } from '../shared/storable-text';
import type { CarNotReservable, ReservationCarNotFound, ReservationInProgress, ReservationInvalid, ReservationNotCompleted } from './reservation-errors';
import type { Reservation, ReservationRepository } from './reservation-repository.port';
import type { ReleaseExpiredReservations } from './release-expired-reservations.use-case';

export interface ReserveCarCommand {
  site: DealerSite;
  carSlug: string;
  /** The form's Idempotency-Key: one reservation (and one charge) per key. */
  idempotencyKey: string;
  contact: { name: string; email: string; phone: string; message?: string };
  /**
   * The payment provider's token for the card (the test provider's card form, or Stripe's), made
   * in the browser: the card's number, expiry and security code never reach this server.
   */
  token: string;
  /** The checkout page's URL and the browser, for the lead (spec 2 §3). */
  url: string;
  userAgent: string;
}

export interface CarReserved {
  reservation_id: string;
  lead_id: string;
  car_id: number;
  car_slug: string;
  /** Dollars. */
  deposit: number;
  expires_at: string;
  /**
   * issue 13 'Time zones': the IANA zone of the car's location ('Australia/Perth'), and the
   * hold's expiry on that location's wall clock ('Monday 4 March 2030 at 8:00am (Perth time)'),
   * as the shopper is shown it — never the server's zone or a fixed Brisbane clock.
   */
  time_zone: string;
  expires_at_text: string;
  payment: { brand: string; last4: string; test_mode: boolean };
  /** true when the key had already made this reservation: nothing new happened. */
  replayed: boolean;
}

export type ReserveCarError =
  | ReservationInvalid
  | ReservationCarNotFound
  | CarNotReservable
  | ReservationInProgress
  | ReservationNotCompleted
  | PaymentDeclined
  | PaymentInvalidToken
  | PaymentUnavailable
  | IdempotencyKeyReused;

/**
 * Why a reservation was released unpaid when no card declined it (its `decline_code`), so a
 * retry with the same key is answered what happened rather than 'declined'.
 */
const PROVIDER_UNAVAILABLE = 'provider_unavailable';
const REFUNDED_AFTER_FAILURE = 'refunded_after_failure';
const INVALID_TOKEN = 'invalid_token';
/** The provider answered `processing` (it confirms later, by webhook): refused, see NOT_CONFIRMED_MESSAGE. */
const NOT_CONFIRMED = 'payment_not_confirmed';

/** What the shopper reads when the payment needs the card's form again. */
export const TOKEN_MISSING_MESSAGE = 'Please enter your card details.';
/**
 * Reserving online holds a car only on a payment confirmed at once; a payment the provider
 * confirms later (`processing`, e.g. a bank debit) is refused, and refunded in full if it is
 * taken after all (ReserveCar.applyPaymentEvent).
 */
export const NOT_CONFIRMED_MESSAGE =
  'Your bank could not confirm this payment straight away, so the car has not been reserved. If the deposit is taken after all, we refund it in full. Please try another card, or call us to reserve the car.';

/** The `metadata.purpose` of a reserve-online payment: its webhook events come back to ReserveCar. */
export const RESERVE_ONLINE_PAYMENT = 'reserve-online';

/**
 * What a reservation request asks, for its idempotency fingerprint (issue 10): the car and the
 * contact piece with its message. Left out: the payment token (one card typed twice makes two
 * tokens, so a retry after a lost answer carries a new one — the key still pays once), the page
 * URL and the user agent, the client's context rather than what it asks.
 */
export function reservationRequestFingerprint(command: ReserveCarCommand): Promise<string> {
  const { name, email, phone, message } = command.contact;
  return requestFingerprint({
    car: command.carSlug,
    contact: { name: name.trim(), email: email.trim(), phone: phone.trim(), message: message?.trim() || undefined },
  });
}

/** The form's fields (as the HTTP body names them) holding text the database cannot store. */
function unstorableFields(command: ReserveCarCommand): Record<string, string> {
  return {
    ...unstorableTextErrors(command.contact, ''),
    ...unstorableTextErrors({ token: command.token, url: command.url, user_agent: command.userAgent }, ''),
  };
}

export interface ReserveCarDeps {
  /** Every writer goes through the indexed repository, so search shows the car RESERVED at once. */
  cars: Pick<CarRepository, 'findBySlug' | 'upsertMany'>;
  reservations: ReservationRepository;
  /** The same tokenised port as the online purchase (the test provider, or Stripe). */
  payments: Pick<PaymentProvider, 'pay' | 'refund'>;
  leads: Pick<LeadRepository, 'save'>;
  releaseExpired: Pick<ReleaseExpiredReservations, 'forCar'>;
  outboxSignal?: OutboxSignal;
  clock?: Clock;
}

/**
 * Reserve online (spec 1 §2, §9; spec 2 §2, §4, §9; issue 6): for a reservable car, takes the
 * deposit through the payment provider with the token the browser made (issue 30: no card
 * number reaches the server) and holds the car for 48 hours. The amount is the deposit our own
 * records name (the car's, else the site's), never one the request names. Everything that can
 * refuse the request comes before the charge (issue 10: no payment is taken for a request that
 * will be refused). In order:
 *  1. the contact piece, the token and every text to be stored are checked (nothing is charged
 *     for a bad form, nor for text the database would refuse after the charge);
 *  2. the key: the same request again replays its first answer, another request under it is
 *     refused (IDEMPOTENCY.KEY_REUSED);
 *  3. the car is claimed — one unexpired hold per car, atomically in the store — so a car
 *     already reserved or being reserved is refused before any charge;
 *  4. the deposit is paid with the token (the same key never pays twice); a decline, an unusable
 *     token or a payment the provider cannot confirm at once (`processing`) releases the claim;
 *  5. the lead (category 'Reserve Online', delivered to the dealer like every lead) is stored,
 *     the reservation marked paid with its 48-hour expiry, and the car marked reserved through
 *     the indexed repository (search banners, the sidebar).
 * A claim whose payment never completes (a crash) lapses after PENDING_HOLD_MS.
 */
export class ReserveCar {
  readonly #clock: Clock;

  constructor(private readonly deps: ReserveCarDeps) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute(command: ReserveCarCommand): TE.TaskEither<ReserveCarError, CarReserved> {
    return async () => {
      const now = this.#clock.now();
      // Every text the reservation and its lead store comes from these fields (the rest from the
      // car, already stored, and our own words), so none can fail in the database after the charge.
      const fields: Record<string, string> = { ...contactErrors(command.contact), ...unstorableFields(command) };
      if (command.token.trim() === '') fields['token'] ??= TOKEN_MISSING_MESSAGE;
      if (Object.keys(fields).length > 0) {
        return E.left({ code: 'RESERVATION.INVALID', message: formLevelMessage(prefixed(fields)) || 'Please check the form.', fields });
      }
      const fingerprint = await reservationRequestFingerprint(command);

      const earlier = await this.deps.reservations.findByIdempotencyKey(command.site.slug, command.idempotencyKey);
      if (earlier) return this.#replay(command, earlier, fingerprint);

      if (!isStorableText(command.carSlug)) return E.left({ code: 'RESERVATION.CAR_NOT_FOUND', message: `No such car on ${command.site.name}.` });
      let car = await this.deps.cars.findBySlug(command.site.slug, command.carSlug);
      if (!car) return E.left({ code: 'RESERVATION.CAR_NOT_FOUND', message: `No car ${command.carSlug} on ${command.site.name}.` });
      // A lapsed hold is released now rather than at the next sweep.
      if (car.reserved === true && (await this.deps.releaseExpired.forCar(command.site.slug, car.id)) > 0) {
        car = (await this.deps.cars.findBySlug(command.site.slug, command.carSlug)) ?? car;
      }
      const reason = whyNotReservable(car, command.site.features.reserveButton);
      if (reason) return E.left({ code: 'RESERVATION.CAR_NOT_RESERVABLE', reason: reason._tag, message: notReservableMessage(reason) });

      const deposit = reserveDeposit(car, command.site.reserve_deposit);
      const claim = await this.deps.reservations.claim({
        siteSlug: command.site.slug,
        carId: car.id,
        carSlug: car.slug,
        idempotencyKey: command.idempotencyKey,
        depositCents: Math.round(deposit * 100),
        contact: { name: command.contact.name.trim(), email: command.contact.email.trim(), phone: command.contact.phone.trim() },
        now,
        holdUntil: new Date(now.getTime() + PENDING_HOLD_MS),
        fingerprint,
      });
      if (claim._tag === 'Replayed') return this.#replay(command, claim.reservation, fingerprint);
      if (claim._tag === 'Taken') {
        const taken = { _tag: 'AlreadyReserved' } as const;
        return E.left({ code: 'RESERVATION.CAR_NOT_RESERVABLE', reason: taken._tag, message: notReservableMessage(taken) });
      }
      const reservation = claim.reservation;

      const payment = await this.deps.payments.pay({
        amountCents: reservation.deposit_cents,
        currency: 'AUD',
        token: command.token.trim(),
        description: `${formatDollars(deposit)} deposit to reserve the ${carTitle(car)} (stock ${car.stocknum}) at ${command.site.name}`,
        idempotencyKey: `reservation:${command.site.slug}:${command.idempotencyKey}`,
        metadata: {
          purpose: RESERVE_ONLINE_PAYMENT,
          site: command.site.slug,
          reservation_key: command.idempotencyKey,
          reservation_id: reservation.reservation_id,
        },
      })();
      if (E.isLeft(payment)) {
        const failure = payment.left;
        const why =
          failure.code === 'PAYMENT.DECLINED' ? failure.decline_code : failure.code === 'PAYMENT.INVALID_TOKEN' ? INVALID_TOKEN : PROVIDER_UNAVAILABLE;
        await this.deps.reservations.markDeclined(reservation.reservation_id, why, this.#clock.now());
        return E.left(failure);
      }
      if (payment.right.status === 'processing') {
        // issue 30: the hold needs a payment confirmed now; a later confirmation is refunded (applyPaymentEvent).
        await this.deps.reservations.markDeclined(reservation.reservation_id, NOT_CONFIRMED, this.#clock.now());
        return E.left({ code: 'RESERVATION.NOT_COMPLETED', message: NOT_CONFIRMED_MESSAGE });
      }
      const receipt = payment.right;

      const paidAt = this.#clock.now();
      const expiresAt = new Date(paidAt.getTime() + HOLD_MS);
      let paid: Reservation;
      try {
        const lead = reservationLead(
          command,
          car,
          reservationReference(reservation.reservation_id),
          deposit,
          expiresAt,
          receipt.testMode,
          holdTimeZone(command.site, car),
        );
        // The shopper's own copy goes with the lead, in its transaction: once, after a crash too.
        lead.customer_email = reservationConfirmationEmail({
          dealer: dealerContactOf(command.site, car),
          name: command.contact.name,
          reference: reservationReference(reservation.reservation_id),
          carTitle: carTitle(car),
          stocknum: car.stocknum,
          carSlug: car.slug,
          deposit,
          heldUntilText: zonedDateTimeText(expiresAt, holdTimeZone(command.site, car)),
          card: { brand: receipt.brand, last4: receipt.last4 },
          testMode: receipt.testMode,
        });
        const saved = await this.deps.leads.save(command.site.slug, `reservation:${command.idempotencyKey}`, lead, leadDeliveryTargets(command.site, lead));
        if (saved.created) this.deps.outboxSignal?.notify();
        paid = await this.deps.reservations.markPaid(reservation.reservation_id, {
          paymentId: receipt.paymentId,
          brand: receipt.brand,
          last4: receipt.last4,
          testMode: receipt.testMode,
          leadId: saved.lead.lead_id,
          paidAt,
          expiresAt,
        });
      } catch (error) {
        // The database failed after the charge (a bug or an outage: nothing the form could cause,
        // it was all checked before): give the money back, release the car, and say so to a
        // retry with the same key (RESERVATION.NOT_COMPLETED, not 'declined').
        await this.deps.payments.refund(receipt.paymentId).catch(() => undefined);
        await this.deps.reservations.markDeclined(reservation.reservation_id, REFUNDED_AFTER_FAILURE, this.#clock.now()).catch(() => undefined);
        throw error;
      }
      await this.deps.cars.upsertMany([{ ...car, reserved: true }]);
      return E.right(reserved(paid, false, holdTimeZone(command.site, car)));
    };
  }

  /**
   * A hosted provider's webhook event for a reserve-online payment (`metadata.purpose`
   * RESERVE_ONLINE_PAYMENT; others are not this use case's and are ignored). A payment that
   * succeeded for a reservation that refused it (it was `processing`, or the attempt ended
   * otherwise) is refunded in full; one the reservation was paid with is left alone. While the
   * attempt is still pending it rejects, so the provider delivers the event again later.
   */
  async applyPaymentEvent(event: PaymentEvent): Promise<void> {
    if (event.type !== 'payment.succeeded' || event.metadata['purpose'] !== RESERVE_ONLINE_PAYMENT) return;
    const site = event.metadata['site'];
    const key = event.metadata['reservation_key'];
    const reservation = site && key ? await this.deps.reservations.findByIdempotencyKey(site, key) : null;
    if (reservation?.status === 'pending')
      throw new Error(`Reservation ${reservation.reservation_id} is still taking its payment; the event is to be delivered again`);
    const kept = reservation !== null && (reservation.status === 'paid' || reservation.status === 'expired') && reservation.payment_id === event.paymentId;
    if (!kept) await this.deps.payments.refund(event.paymentId);
  }

  /** The key already made a reservation: the same request is answered as it was, another is refused. */
  async #replay(command: ReserveCarCommand, earlier: Reservation, fingerprint: string): Promise<E.Either<ReserveCarError, CarReserved>> {
    const stored = await this.deps.reservations.storedFingerprint(command.site.slug, command.idempotencyKey);
    if (!isSameRequest(stored, fingerprint)) return E.left(keyReused());
    // The replayed answer reads the hold in the car's location's zone, as the first one did.
    const car = isStorableText(earlier.car_slug) ? await this.deps.cars.findBySlug(command.site.slug, earlier.car_slug) : null;
    return replay(earlier, holdTimeZone(command.site, car));
  }
}

/** The fields as the form-level message names them: the contact piece as a lead's, the token as the card. */
function prefixed(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === 'token' ? 'Card' : `user.${k}`, v]));
}

function replay(earlier: Reservation, timeZone: string): E.Either<ReserveCarError, CarReserved> {
  switch (earlier.status) {
    case 'paid':
    case 'expired':
      return E.right(reserved(earlier, true, timeZone));
    case 'pending':
      return E.left({ code: 'RESERVATION.IN_PROGRESS', message: 'This reservation is still being processed. Please wait a moment and check your email.' });
    case 'abandoned':
      // The payment never finished (the claim lapsed): no card declined it.
      return E.left({
        code: 'RESERVATION.NOT_COMPLETED',
        message: 'This reservation was not completed, and the car is no longer held for it. Please try again.',
      });
    case 'declined':
      if (earlier.decline_code === REFUNDED_AFTER_FAILURE) {
        return E.left({
          code: 'RESERVATION.NOT_COMPLETED',
          message: 'This reservation could not be completed, and the deposit was refunded in full. Please try again.',
        });
      }
      if (earlier.decline_code === PROVIDER_UNAVAILABLE) {
        return E.left({ code: 'PAYMENT.UNAVAILABLE', message: 'The payment service could not be reached, so nothing was charged. Please try again.' });
      }
      if (earlier.decline_code === NOT_CONFIRMED) return E.left({ code: 'RESERVATION.NOT_COMPLETED', message: NOT_CONFIRMED_MESSAGE });
      if (earlier.decline_code === INVALID_TOKEN) {
        return E.left({ code: 'PAYMENT.INVALID_TOKEN', message: 'Your card details could not be read, so nothing was charged. Please enter your card again.' });
      }
      return E.left({
        code: 'PAYMENT.DECLINED',
        decline_code: earlier.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined',
        message: 'This payment was declined. Please check your card details or use another card.',
      });
  }
}

/**
 * issue 13 'Time zones': the zone the hold's expiry is read in — the car's location's (found as
 * for a test drive, application/leads/car-location.ts: the car's own location, else the site's
 * primary sales location), by its state (domain/locations/time-zone.ts). Choice: a car no longer
 * on file (a replay after it was removed) reads the site's primary location, then Brisbane.
 */
export function holdTimeZone(site: Pick<DealerSite, 'locations'>, car: Pick<Car, 'location_id' | 'dealership_slug'> | null): string {
  const location = car ? testDriveLocation(site, car) : (site.locations.find((l) => l.primary) ?? site.locations[0] ?? null);
  return timeZoneOfState(location?.address.state);
}

function reserved(r: Reservation, replayed: boolean, timeZone: string): CarReserved {
  return {
    reservation_id: r.reservation_id,
    lead_id: r.lead_id ?? '',
    car_id: r.car_id,
    car_slug: r.car_slug,
    deposit: r.deposit_cents / 100,
    expires_at: r.expires_at,
    time_zone: timeZone,
    expires_at_text: zonedDateTimeText(new Date(r.expires_at), timeZone),
    payment: { brand: r.card_brand ?? 'Card', last4: r.card_last4 ?? '', test_mode: r.test_mode },
    replayed,
  };
}

/** The 'Reserve Online' lead (spec 2 §3 payload, §2 lead defaults from the car). */
function reservationLead(
  command: ReserveCarCommand,
  car: Car,
  reference: string,
  deposit: number,
  expiresAt: Date,
  testMode: boolean,
  timeZone: string,
): LeadSubmission {
  const defaults = leadFormDefaults(command.site, car);
  // issue 13: on the car's location's wall clock, as the shopper was shown it ('… at 8:00am (Perth time)').
  const until = zonedDateTimeText(expiresAt, timeZone);
  const note = `Reserved online (reference ${reference}) with a ${formatDollars(deposit)} refundable deposit${testMode ? ' (TEST MODE: no money was taken)' : ''}; held until ${until}.`;
  const { message: _defaultMessage, ...rest } = defaults;
  let path = '/';
  try {
    path = new URL(command.url).pathname;
  } catch {
    path = command.url.slice(0, 200);
  }
  return {
    user: {
      ...rest,
      category: RESERVE_ONLINE_CATEGORY,
      subcategory: car.car_type,
      name: command.contact.name.trim(),
      email: command.contact.email.trim(),
      phone: command.contact.phone.trim(),
      message: [command.contact.message?.trim(), note].filter(Boolean).join('\n\n'),
      deposit,
      reservation_reference: reference,
      reserved_until: expiresAt.toISOString(),
    },
    url: command.url,
    source: 'Website',
    user_agent: command.userAgent,
    car_id: car.id,
    car_dealership_id: car.dealership_id,
    lead_attributes: { visited_pages: [path], linked_query_params: {} },
  };
}
