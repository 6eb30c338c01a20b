import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { FORM_ERRORS_TITLE, hasErrors } from '../../domain/leads/field-errors';
import type { LeadSubmission, StoredLead } from '../../domain/leads/lead';
import { isFindSimilarLead } from '../../domain/leads/lead-defaults';
import { leadDeliveryTargets, updatedLeadId } from '../../domain/leads/lead-delivery';
import { formLevelMessage, leadSubmissionErrors } from '../../domain/leads/lead-validation';
import { freeSlots, requestedSlot, SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE, type TestDriveSlot } from '../../domain/leads/test-drive-slots';
import type { PublicHolidayCalendar } from '../../domain/service/public-holidays';
import { SERVICE_FIELDS } from '../../domain/service/service-booking-fields';
import {
  freeServiceSlots,
  NO_BOOKINGS,
  requestedServiceSlot,
  SERVICE_LOCATION_UNAVAILABLE_MESSAGE,
  SERVICE_SLOT_TAKEN_MESSAGE,
  SERVICE_SLOT_UNAVAILABLE_MESSAGE,
  serviceLocationOf,
  type RequestedServiceSlot,
} from '../../domain/service/service-slots';
import { withServerSms } from '../../domain/tradein/thanks-sms';
import { TRADE_IN_CATEGORY } from '../../domain/tradein/trade-in-flow';
import { clientStatedFieldErrors } from '../../domain/tradein/trade-in-lead';
import { isAvailable } from '../../domain/vehicle/availability';
import type { Car } from '../../domain/vehicle/car';
import type { ApiKeyVerifier, InvalidApiKey } from '../dealer-site/api-key-verifier.port';
import type { CarRepository } from '../inventory/car-repository.port';
import { nextFreeServiceSlots } from '../service/get-service-slots.use-case';
import type { ServiceSlotStore } from '../service/service-slot-store.port';
import type { StateTradeInLead } from '../tradein/state-trade-in-lead';
import { isSameRequest, keyReused, requestFingerprint, type IdempotencyKeyReused } from '../shared/idempotency';
import { unstorableTextErrors } from '../shared/storable-text';
import type { CaptchaEvidence, CaptchaFailed, CaptchaVerifier } from './captcha-verifier.port';
import { FORM_TOKEN_SPENT_MESSAGE, type SpentFormTokens } from './form-token.port';
import { systemClock, type Clock } from './clock.port';
import { slotHoursOf, testDriveLocation } from './car-location';
import type { CarNotAvailable, CarNotFound, LeadRejected, SlotTakenError } from './lead-errors';
import type { OutboxSignal } from './lead-outbox.port';
import type { LeadRepository, SaveLeadResult } from './lead-repository.port';
import type { TestDriveSlotRepository } from './test-drive-slots.port';

export interface SubmitLeadCommand {
  site: DealerSite;
  /** The form's Idempotency-Key: one lead per (site, key). */
  idempotencyKey: string;
  submission: LeadSubmission;
  /** A form's proof that a person sent it (honeypot and form token); ignored when `apiKey` is given. */
  captcha: CaptchaEvidence;
  /** A site API key (issue 10: another channel, such as an app): replaces the captcha; a wrong one is refused. */
  apiKey?: string;
  remoteIp: string;
}

export interface LeadAccepted {
  lead_id: string;
  /** true when the key had already stored this lead (a repeated submission): nothing new was stored. */
  replayed: boolean;
}

/** How many lead updates back a Service Booking lead is followed to the booking's first lead. */
const MAX_UPDATE_CHAIN = 20;

/** spec 2 §4: a lead update names a lead of the same site, else it is refused on this field. */
export const UNKNOWN_LEAD_MESSAGE = 'Unknown lead: a lead update must name a lead of this site.';

export type SubmitLeadError = InvalidApiKey | LeadRejected | CaptchaFailed | CarNotFound | CarNotAvailable | SlotTakenError | IdempotencyKeyReused;

/**
 * What a lead request asks, for its idempotency fingerprint (issue 10): the form's fields, the
 * page it was sent from and the car it is about. Left out: the captcha evidence and API key
 * (proof about the sender, fresh on each try), the user agent (a property of the client, read
 * from a header when the form sends none) and the tracking context (visited pages, linked
 * query params), which a browser may have added to between a request and its retry.
 */
export function leadRequestFingerprint(submission: LeadSubmission): Promise<string> {
  const { user, url, car_id, car_dealership_id } = submission;
  return requestFingerprint({ user, url, car_id, car_dealership_id });
}

interface SubmitLeadCoreDeps {
  leads: LeadRepository;
  cars: Pick<CarRepository, 'findById'>;
  captcha: CaptchaVerifier;
  /** Checks a caller's API key against the site's (issue 10). */
  apiKeys: ApiKeyVerifier;
  /**
   * Holds the test drive slot a lead asks for (user.test_drive_date + test_drive_time, with a
   * car_id) in the transaction that stores the lead. Absent: the time is recorded, not held.
   */
  testDriveSlots?: Pick<TestDriveSlotRepository, 'saveLeadHoldingSlot'>;
  /** Woken after a new lead is stored, so its deliveries start at once. */
  outboxSignal?: OutboxSignal;
  /**
   * issue 30: states a trade-in lead's vehicle, photos and offer from the server's records and
   * decides whether it earns the thanks SMS. Absent: trade-in leads carry no figures and earn no SMS.
   */
  tradeInLeads?: Pick<StateTradeInLead, 'execute'>;
  /** issue 30: a form's token serves one lead. Absent: a token may be sent again while it is valid. */
  spentTokens?: SpentFormTokens;
  clock?: Clock;
}

/**
 * issue 13: `serviceSlots` books the drop-off time a Service Booking lead asks for (user.location,
 * Preferred Service Date and Time) in the transaction that stores the lead, and finds the next
 * free times when it has no room; `holidays` are the public holidays those times skip, so it comes
 * with it. Absent: the time is recorded, not held.
 */
type ServiceBookingDeps =
  | { serviceSlots?: undefined; holidays?: PublicHolidayCalendar }
  | { serviceSlots: Pick<ServiceSlotStore, 'saveLeadHoldingServiceSlot' | 'bookedCountsRange'>; holidays: PublicHolidayCalendar };

export type SubmitLeadDeps = SubmitLeadCoreDeps & ServiceBookingDeps;

/**
 * `POST /api/leads` (issue 6): authenticates an API key when one is given (before anything
 * else, a replay included), checks the lead (domain rules), runs the captcha for a form, refuses a
 * lead for a car this site does not list or that is sold, then stores the lead and its
 * deliveries in one transaction — durable before it resolves, so before the 201 — once per
 * idempotency key. A repeated key with the same request answers the first lead, whatever
 * became of its car since; with another request it is refused (IDEMPOTENCY.KEY_REUSED,
 * issue 10), so no new content is silently dropped.
 *
 * The server composes any text message itself (issue 12): user.sms_content and sms_from are
 * removed before anything else, and set from the domain's thanks SMS (spec 2 §2, §3) only when
 * the server decides the lead earns one (issue 30: the first acceptance of an offer it made to
 * that phone), so a client never chooses what the site texts, nor to whom (no open SMS relay); a
 * lead carrying one gets an 'sms' delivery too. A trade-in lead stating a figure or the vehicle
 * of record is refused (LEAD.INVALID on those fields); the server states them from the
 * evaluation and offer it holds (StateTradeInLead, after the captcha). A lead update (user.lead_id, spec 2 §4) must name a lead of the same
 * site (else LEAD.INVALID on user.lead_id); it is stored as a lead of its own that carries
 * lead_id — a linked lead, not a change to the first — so it is delivered to the dealer (as
 * an update of that lead) and crash-safe like every lead.
 */
export class SubmitLead {
  readonly #clock: Clock;

  constructor(private readonly deps: SubmitLeadDeps) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute(request: SubmitLeadCommand): TE.TaskEither<SubmitLeadError, LeadAccepted> {
    const command: SubmitLeadCommand = { ...request, submission: withServerSms(request.site, request.submission, false) };
    return pipe(
      this.#authenticate(command),
      TE.chainEitherKW(() => this.#validate(command)),
      TE.chainW(() => TE.fromTask(() => leadRequestFingerprint(command.submission))),
      TE.chainW((fingerprint) =>
        pipe(
          TE.fromTask(() => this.deps.leads.findByIdempotencyKey(command.site.slug, command.idempotencyKey)),
          TE.chainW((earlier) => (earlier ? this.#replay(command, earlier, fingerprint) : this.#submitNew(command, fingerprint))),
        ),
      ),
    );
  }

  /** The key already stored a lead: the same request replays it, another is refused. */
  #replay({ site, idempotencyKey }: SubmitLeadCommand, earlier: StoredLead, fingerprint: string): TE.TaskEither<IdempotencyKeyReused, LeadAccepted> {
    return async () =>
      isSameRequest(await this.deps.leads.storedFingerprint(site.slug, idempotencyKey), fingerprint) ? E.right(accepted(earlier, true)) : E.left(keyReused());
  }

  /** A key, when given, must be one of the site's: a wrong key is refused, never treated as no key. */
  #authenticate({ site, apiKey }: SubmitLeadCommand): TE.TaskEither<InvalidApiKey, void> {
    return apiKey === undefined ? TE.right(undefined) : () => this.deps.apiKeys.verify(site, apiKey);
  }

  /** A form proves a person sent it; a caller with a (verified) API key has no form to prove. */
  #runCaptcha(command: SubmitLeadCommand): TE.TaskEither<CaptchaFailed, void> {
    if (command.apiKey !== undefined) return TE.right(undefined);
    return this.deps.captcha.verify({ siteSlug: command.site.slug, evidence: command.captcha, receivedAt: this.#clock.now(), remoteIp: command.remoteIp });
  }

  #validate({ site, submission }: SubmitLeadCommand): E.Either<LeadRejected, void> {
    const fields = leadSubmissionErrors(submission, {
      termsCheckbox: site.features.termsCheckbox,
      dealershipIds: site.dealerships.map((d) => d.id),
    });
    // Text the database cannot store (NUL, unpaired surrogates) is refused here too, whatever the channel.
    Object.assign(fields, requestedSlot(submission.user).errors, requestedServiceSlot(submission.user).errors, unstorableTextErrors(submission, ''));
    // issue 30: a trade-in lead's figures and vehicle are the server's to state.
    if (submission.user.category === TRADE_IN_CATEGORY) Object.assign(fields, clientStatedFieldErrors(submission.user));
    return hasErrors(fields) ? E.left({ code: 'LEAD.INVALID', message: formLevelMessage(fields), fields }) : E.right(undefined);
  }

  #submitNew(command: SubmitLeadCommand, fingerprint: string): TE.TaskEither<SubmitLeadError, LeadAccepted> {
    const { site, submission, idempotencyKey } = command;
    return pipe(
      this.#runCaptcha(command),
      TE.chainW(() => this.#checkUpdatedLead(site, submission)),
      TE.chainW(() => this.#checkCar(site, submission)),
      TE.chainFirstW(() => this.#spendToken(command)),
      // Last before the save (issue 30): stating a trade-in acceptance marks its offer accepted, so nothing that
      // can still refuse the lead but the save comes after it; a refusal from here on gives the token back.
      TE.chainW((car) =>
        pipe(
          this.#stateTradeIn(site, submission),
          TE.chainW((stated) => this.#save(site, idempotencyKey, stated, car, fingerprint)),
          TE.orElseFirstW(() => this.#releaseToken(command)),
        ),
      ),
      TE.chainW((saved): TE.TaskEither<IdempotencyKeyReused, LeadAccepted> => {
        // The key stored a lead meanwhile (a request racing this one): replayed or refused likewise.
        if (!saved.created) return this.#replay(command, saved.lead, fingerprint);
        this.deps.outboxSignal?.notify();
        return TE.right(accepted(saved.lead, false));
      }),
    );
  }

  /** Stores the lead with its request's fingerprint; a test drive for a car also holds its slot, in the same transaction. */
  #save(
    site: DealerSite,
    idempotencyKey: string,
    submission: LeadSubmission,
    car: Car | null,
    fingerprint: string,
  ): TE.TaskEither<LeadRejected | SlotTakenError, SaveLeadResult> {
    const service = requestedServiceSlot(submission.user).slot;
    const deps = this.deps;
    if (service && deps.serviceSlots) return this.#saveServiceBooking(site, idempotencyKey, submission, service, deps.serviceSlots, deps.holidays, fingerprint);
    const { slot } = requestedSlot(submission.user);
    const slots = this.deps.testDriveSlots;
    const location = car ? testDriveLocation(site, car) : null;
    if (!slot || !slots || !car || !location) {
      return TE.fromTask(() => this.deps.leads.save(site.slug, idempotencyKey, submission, leadDeliveryTargets(site, submission), fingerprint));
    }
    if (!this.#isOffered(slot, slotHoursOf(location))) {
      const fields = { 'user.test_drive_time': SLOT_UNAVAILABLE_MESSAGE };
      return TE.left({ code: 'LEAD.INVALID', message: formLevelMessage(fields) || SLOT_UNAVAILABLE_MESSAGE, fields });
    }
    return async () => {
      const saved = await slots.saveLeadHoldingSlot(
        site.slug,
        idempotencyKey,
        submission,
        leadDeliveryTargets(site, submission),
        { ...slot, carId: car.id, locationId: location.id },
        fingerprint,
      );
      return 'lead' in saved ? E.right(saved) : E.left({ code: 'LEAD.SLOT_TAKEN', message: SLOT_TAKEN_MESSAGE, slot });
    };
  }

  /**
   * issue 13: a Service Booking lead naming a drop-off time books it with the lead, atomically:
   * the location must take bookings (else LEAD.INVALID on user.location), the time must be one
   * it offers on that date, bookings aside (else LEAD.INVALID on the time); a time with no room
   * left is LEAD.SLOT_TAKEN with the next free times here and at the site's other service locations.
   */
  #saveServiceBooking(
    site: DealerSite,
    idempotencyKey: string,
    submission: LeadSubmission,
    slot: RequestedServiceSlot,
    store: Pick<ServiceSlotStore, 'saveLeadHoldingServiceSlot' | 'bookedCountsRange'>,
    holidays: PublicHolidayCalendar,
    fingerprint: string,
  ): TE.TaskEither<LeadRejected | SlotTakenError, SaveLeadResult> {
    const timeField = `user.${SERVICE_FIELDS.time}`;
    const location = serviceLocationOf(site.locations, slot.location);
    if (!location) {
      const fields = { [`user.${SERVICE_FIELDS.location}`]: SERVICE_LOCATION_UNAVAILABLE_MESSAGE };
      return TE.left({ code: 'LEAD.INVALID', message: formLevelMessage(fields) || SERVICE_LOCATION_UNAVAILABLE_MESSAGE, fields });
    }
    const now = this.#clock.now();
    if (!freeServiceSlots(slot.date, location, NO_BOOKINGS, now, holidays).slots.some((s) => s.time === slot.time)) {
      const fields = { [timeField]: SERVICE_SLOT_UNAVAILABLE_MESSAGE };
      return TE.left({ code: 'LEAD.INVALID', message: formLevelMessage(fields) || SERVICE_SLOT_UNAVAILABLE_MESSAGE, fields });
    }
    return async () => {
      const hold = {
        locationId: location.id,
        date: slot.date,
        time: slot.time,
        capacityPerSlot: location.service.capacity_per_slot,
        capacityPerDay: location.service.capacity_per_day,
        bookingLeadId: await this.#bookingOf(site, submission),
      };
      const saved = await store.saveLeadHoldingServiceSlot(site.slug, idempotencyKey, submission, leadDeliveryTargets(site, submission), hold, fingerprint);
      if ('lead' in saved) return E.right(saved);
      const next_free = await nextFreeServiceSlots(store, holidays, site, location, slot.date, this.#clock.now());
      return E.left({ code: 'LEAD.SLOT_TAKEN', message: SERVICE_SLOT_TAKEN_MESSAGE, slot: { date: slot.date, time: slot.time }, field: timeField, next_free });
    };
  }

  /**
   * The booking a Service Booking lead belongs to: the first lead of its chain of updates (the
   * form sends the first lead's id on every step, spec 2 §4; a client naming a later update of it
   * still means the same booking, so it moves that booking's time rather than taking a second
   * place). Null for a lead that updates none. Leads never change once stored, so the walk needs
   * no transaction; it stops after MAX_UPDATE_CHAIN links.
   */
  async #bookingOf(site: DealerSite, submission: LeadSubmission): Promise<string | null> {
    let id = updatedLeadId(submission.user);
    for (let link = 0; id !== null && link < MAX_UPDATE_CHAIN; link++) {
      const parent = await this.deps.leads.findById(site.slug, id);
      const next = parent ? updatedLeadId(parent.submission.user) : null;
      if (next === null || next === id) break;
      id = next;
    }
    return id;
  }

  /**
   * issue 30: the form's token is spent by the lead it brings, once every check but the slot's
   * has passed (a refused lead leaves it to the corrected one); a token spent already is refused.
   */
  #spendToken(command: SubmitLeadCommand): TE.TaskEither<CaptchaFailed, void> {
    const spent = this.deps.spentTokens;
    const token = command.captcha.form_token;
    if (!spent || command.apiKey !== undefined || typeof token !== 'string') return TE.right(undefined);
    return async () =>
      (await spent.spend(command.site.slug, token, this.#clock.now()))
        ? E.right(undefined)
        : E.left({ code: 'LEAD.CAPTCHA_FAILED', message: FORM_TOKEN_SPENT_MESSAGE, reason: 'form token already spent on a lead' });
  }

  /** The lead was not stored after all (its time was taken): its token may bring the corrected one. */
  #releaseToken(command: SubmitLeadCommand): TE.TaskEither<never, void> {
    const spent = this.deps.spentTokens;
    const token = command.captcha.form_token;
    if (!spent || command.apiKey !== undefined || typeof token !== 'string') return TE.right(undefined);
    return TE.fromTask(() => spent.release(command.site.slug, token));
  }

  /** issue 30: the trade-in lead as the server states it, with the thanks SMS only when it earns one. */
  #stateTradeIn(site: DealerSite, submission: LeadSubmission): TE.TaskEither<LeadRejected, LeadSubmission> {
    const stater = this.deps.tradeInLeads;
    if (!stater) return TE.right(submission);
    return async () => {
      const stated = await stater.execute(site, submission);
      return E.isLeft(stated) ? stated : E.right(withServerSms(site, stated.right.submission, stated.right.earnsThanksSms));
    };
  }

  /** The slot is one the location offers on that date (held ones aside: the store decides those). */
  #isOffered(slot: TestDriveSlot, hours: ReturnType<typeof slotHoursOf>): boolean {
    return freeSlots(slot.date, hours, new Set(), this.#clock.now()).slots.some((s) => s.time === slot.time);
  }

  /** A lead update names an earlier lead of this site (after the captcha: no lookups for an unproven sender). */
  #checkUpdatedLead(site: DealerSite, submission: LeadSubmission): TE.TaskEither<LeadRejected, void> {
    const leadId = updatedLeadId(submission.user);
    if (leadId === null) return TE.right(undefined);
    return async () => {
      if (await this.deps.leads.findById(site.slug, leadId)) return E.right(undefined);
      return E.left({ code: 'LEAD.INVALID', message: `${FORM_ERRORS_TITLE} Lead: ${UNKNOWN_LEAD_MESSAGE}`, fields: { 'user.lead_id': UNKNOWN_LEAD_MESSAGE } });
    };
  }

  #checkCar(site: DealerSite, submission: LeadSubmission): TE.TaskEither<CarNotFound | CarNotAvailable, Car | null> {
    const carId = submission.car_id;
    if (carId === undefined) return TE.right(null);
    return async () => {
      const car = await this.deps.cars.findById(site.slug, carId);
      if (!car) return E.left({ code: 'LEAD.CAR_NOT_FOUND', car_id: carId, message: `Vehicle ${carId} is not listed on ${site.name}.` });
      // spec 2 §2: a sold car only offers 'Find Me Something Similar', so only that lead may name it.
      if (!isAvailable(car) && !isFindSimilarLead(submission.user)) {
        return E.left({
          code: 'LEAD.CAR_NOT_AVAILABLE',
          car_id: carId,
          status: car.status,
          message: `Sorry, this vehicle ${car.status === 'sold' ? 'has been sold' : 'is no longer available'}. Ask us to find you something similar instead.`,
        });
      }
      return E.right(car);
    };
  }
}

function accepted(lead: StoredLead, replayed: boolean): LeadAccepted {
  return { lead_id: lead.lead_id, replayed };
}
