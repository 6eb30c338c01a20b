import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { contactErrors } from '../../domain/leads/contact-validation';
import { formLevelMessage } from '../../domain/leads/lead-validation';
import { leadDeliveryTargets } from '../../domain/leads/lead-delivery';
import { carTitle, leadFormDefaults } from '../../domain/leads/lead-defaults';
import type { LeadSubmission } from '../../domain/leads/lead';
import { parseCard, type CardDetails, type CardInput } from '../../domain/payments/card';
import { HOLD_MS, PENDING_HOLD_MS, RESERVE_ONLINE_CATEGORY, notReservableMessage, reserveDeposit, whyNotReservable } from '../../domain/reservations/reservation';
import type { Car } from '../../domain/vehicle/car';
import { formatDollars } from '../../domain/vehicle/money';
import { timeZoneOfState } from '../../domain/locations/time-zone';
import { zonedDateTimeText } from '../../domain/locations/zoned-text';
import type { CarRepository } from '../inventory/car-repository.port';
import { testDriveLocation } from '../leads/car-location';
import { systemClock, type Clock } from '../leads/clock.port';
import type { OutboxSignal } from '../leads/lead-outbox.port';
import type { LeadRepository } from '../leads/lead-repository.port';
import type { PaymentDeclined, PaymentGateway, PaymentUnavailable } from '../payments/payment-gateway.port';
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
  card: CardInput;
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
  | PaymentUnavailable
  | IdempotencyKeyReused;

/**
 * Why a reservation was released unpaid when no card declined it (its `decline_code`), so a
 * retry with the same key is answered what happened rather than 'declined'.
 */
const PROVIDER_UNAVAILABLE = 'provider_unavailable';
const REFUNDED_AFTER_FAILURE = 'refunded_after_failure';

/**
 * What a reservation request asks, for its idempotency fingerprint (issue 10): the car, the
 * contact piece with its message, and the card as far as it may be kept — its last four
 * digits, expiry and name. Never its number or security code: an unkeyed hash of a card number
 * is reversed by trying every number (PCI DSS v4 3.5.1.1). Left out: the page URL and the user
 * agent, the client's context rather than what it asks.
 */
export function reservationRequestFingerprint(command: ReserveCarCommand, card: CardDetails): Promise<string> {
  const { name, email, phone, message } = command.contact;
  return requestFingerprint({
    car: command.carSlug,
    contact: { name: name.trim(), email: email.trim(), phone: phone.trim(), message: message?.trim() || undefined },
    card: { last4: card.number.slice(-4), expiry: card.expiry, name: card.name },
  });
}

/** The form's fields (as the HTTP body names them) holding text the database cannot store. */
function unstorableFields(command: ReserveCarCommand): Record<string, string> {
  return {
    ...unstorableTextErrors(command.contact, ''),
    ...unstorableTextErrors(command.card, 'card'),
    ...unstorableTextErrors({ url: command.url, user_agent: command.userAgent }, ''),
  };
}

export interface ReserveCarDeps {
  /** Every writer goes through the indexed repository, so search shows the car RESERVED at once. */
  cars: Pick<CarRepository, 'findBySlug' | 'upsertMany'>;
  reservations: ReservationRepository;
  payments: PaymentGateway;
  leads: Pick<LeadRepository, 'save'>;
  releaseExpired: Pick<ReleaseExpiredReservations, 'forCar'>;
  outboxSignal?: OutboxSignal;
  clock?: Clock;
}

/**
 * Reserve online (spec 1 §2, §9; spec 2 §2, §4, §9; issue 6): for a reservable car, takes the
 * deposit through the payment port and holds the car for 48 hours. Everything that can refuse
 * the request comes before the charge (issue 10: no payment is taken for a request that will
 * be refused). In order:
 *  1. the contact piece, the card and every text to be stored are checked (nothing is charged
 *     for a bad form, nor for text the database would refuse after the charge);
 *  2. the key: the same request again replays its first answer, another request under it is
 *     refused (IDEMPOTENCY.KEY_REUSED);
 *  3. the car is claimed — one unexpired hold per car, atomically in the store — so a car
 *     already reserved or being reserved is refused before any charge;
 *  4. the deposit is charged (the same key never charges twice); a decline releases the claim;
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
      const card = parseCard(command.card, now);
      // Every text the reservation and its lead store comes from these fields (the rest from the
      // car, already stored, and our own words), so none can fail in the database after the charge.
      const fields = { ...contactErrors(command.contact), ...(E.isLeft(card) ? card.left : {}), ...unstorableFields(command) };
      if (Object.keys(fields).length > 0 || E.isLeft(card)) {
        return E.left({ code: 'RESERVATION.INVALID', message: formLevelMessage(prefixed(fields)) || 'Please check the form.', fields });
      }
      const fingerprint = await reservationRequestFingerprint(command, card.right);

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

      const charged = await this.deps.payments.charge({
        amountCents: reservation.deposit_cents,
        currency: 'AUD',
        card: card.right,
        description: `${formatDollars(deposit)} deposit to reserve the ${carTitle(car)} (stock ${car.stocknum}) at ${command.site.name}`,
        idempotencyKey: `reservation:${command.site.slug}:${command.idempotencyKey}`,
      })();
      if (E.isLeft(charged)) {
        await this.deps.reservations.markDeclined(reservation.reservation_id, charged.left.code === 'PAYMENT.DECLINED' ? charged.left.decline_code : PROVIDER_UNAVAILABLE, this.#clock.now());
        return E.left(charged.left);
      }
      const receipt = charged.right;

      const paidAt = this.#clock.now();
      const expiresAt = new Date(paidAt.getTime() + HOLD_MS);
      let paid: Reservation;
      try {
        const lead = reservationLead(command, car, deposit, expiresAt, receipt.testMode, holdTimeZone(command.site, car));
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

  /** The key already made a reservation: the same request is answered as it was, another is refused. */
  async #replay(command: ReserveCarCommand, earlier: Reservation, fingerprint: string): Promise<E.Either<ReserveCarError, CarReserved>> {
    const stored = await this.deps.reservations.storedFingerprint(command.site.slug, command.idempotencyKey);
    if (!isSameRequest(stored, fingerprint)) return E.left(keyReused());
    // The replayed answer reads the hold in the car's location's zone, as the first one did.
    const car = isStorableText(earlier.car_slug) ? await this.deps.cars.findBySlug(command.site.slug, earlier.car_slug) : null;
    return replay(earlier, holdTimeZone(command.site, car));
  }
}

function prefixed(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.startsWith('card.') ? k : `user.${k}`, v]));
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
      return E.left({ code: 'RESERVATION.NOT_COMPLETED', message: 'This reservation was not completed, and the car is no longer held for it. Please try again.' });
    case 'declined':
      if (earlier.decline_code === REFUNDED_AFTER_FAILURE) {
        return E.left({ code: 'RESERVATION.NOT_COMPLETED', message: 'This reservation could not be completed, and the deposit was refunded in full. Please try again.' });
      }
      if (earlier.decline_code === PROVIDER_UNAVAILABLE) {
        return E.left({ code: 'PAYMENT.UNAVAILABLE', message: 'The payment service could not be reached, so nothing was charged. Please try again.' });
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
function reservationLead(command: ReserveCarCommand, car: Car, deposit: number, expiresAt: Date, testMode: boolean, timeZone: string): LeadSubmission {
  const defaults = leadFormDefaults(command.site, car);
  // issue 13: on the car's location's wall clock, as the shopper was shown it ('… at 8:00am (Perth time)').
  const until = zonedDateTimeText(expiresAt, timeZone);
  const note = `Reserved online with a ${formatDollars(deposit)} refundable deposit${testMode ? ' (TEST MODE: no money was taken)' : ''}; held until ${until}.`;
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
