import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { hasErrors } from '../../domain/leads/field-errors';
import type { LeadSubmission, StoredLead } from '../../domain/leads/lead';
import { isFindSimilarLead } from '../../domain/leads/lead-defaults';
import { leadDeliveryTargets } from '../../domain/leads/lead-delivery';
import { formLevelMessage, leadSubmissionErrors } from '../../domain/leads/lead-validation';
import { isAvailable } from '../../domain/vehicle/availability';
import type { CarRepository } from '../inventory/car-repository.port';
import type { CaptchaEvidence, CaptchaFailed, CaptchaVerifier } from './captcha-verifier.port';
import { systemClock, type Clock } from './clock.port';
import type { CarNotAvailable, CarNotFound, LeadRejected } from './lead-errors';
import type { OutboxSignal } from './lead-outbox.port';
import type { LeadRepository } from './lead-repository.port';

export interface SubmitLeadCommand {
  site: DealerSite;
  /** The form's Idempotency-Key: one lead per (site, key). */
  idempotencyKey: string;
  submission: LeadSubmission;
  captcha: CaptchaEvidence;
  remoteIp: string;
}

export interface LeadAccepted {
  lead_id: string;
  /** true when the key had already stored this lead (a repeated submission): nothing new was stored. */
  replayed: boolean;
}

export type SubmitLeadError = LeadRejected | CaptchaFailed | CarNotFound | CarNotAvailable;

export interface SubmitLeadDeps {
  leads: LeadRepository;
  cars: Pick<CarRepository, 'findById'>;
  captcha: CaptchaVerifier;
  /** Woken after a new lead is stored, so its deliveries start at once. */
  outboxSignal?: OutboxSignal;
  clock?: Clock;
}

/**
 * `POST /api/leads` (issue 6): checks the lead (domain rules), runs the captcha, refuses a
 * lead for a car this site does not list or that is sold, then stores the lead and its
 * deliveries in one transaction — durable before it resolves, so before the 201 — once per
 * idempotency key. A repeated key answers the first lead, whatever became of its car since.
 */
export class SubmitLead {
  readonly #clock: Clock;

  constructor(private readonly deps: SubmitLeadDeps) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute(command: SubmitLeadCommand): TE.TaskEither<SubmitLeadError, LeadAccepted> {
    return pipe(
      TE.fromEither(this.#validate(command)),
      TE.chainW(() => TE.fromTask(() => this.deps.leads.findByIdempotencyKey(command.site.slug, command.idempotencyKey))),
      TE.chainW((earlier) => (earlier ? TE.right(accepted(earlier, true)) : this.#submitNew(command))),
    );
  }

  #validate({ site, submission }: SubmitLeadCommand): E.Either<LeadRejected, void> {
    const fields = leadSubmissionErrors(submission, {
      termsCheckbox: site.features.termsCheckbox,
      dealershipIds: site.dealerships.map((d) => d.id),
    });
    return hasErrors(fields) ? E.left({ code: 'LEAD.INVALID', message: formLevelMessage(fields), fields }) : E.right(undefined);
  }

  #submitNew(command: SubmitLeadCommand): TE.TaskEither<SubmitLeadError, LeadAccepted> {
    const { site, submission, idempotencyKey } = command;
    return pipe(
      this.deps.captcha.verify({ siteSlug: site.slug, evidence: command.captcha, receivedAt: this.#clock.now(), remoteIp: command.remoteIp }),
      TE.chainW(() => this.#checkCar(site, submission)),
      TE.chainW(() =>
        TE.fromTask(async () => {
          const saved = await this.deps.leads.save(site.slug, idempotencyKey, submission, leadDeliveryTargets(site));
          if (saved.created) this.deps.outboxSignal?.notify();
          return accepted(saved.lead, !saved.created);
        }),
      ),
    );
  }

  #checkCar(site: DealerSite, submission: LeadSubmission): TE.TaskEither<CarNotFound | CarNotAvailable, void> {
    const carId = submission.car_id;
    if (carId === undefined) return TE.right(undefined);
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
      return E.right(undefined);
    };
  }
}

function accepted(lead: StoredLead, replayed: boolean): LeadAccepted {
  return { lead_id: lead.lead_id, replayed };
}
