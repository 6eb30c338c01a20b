import * as TE from 'fp-ts/lib/TaskEither.js';
import type { CarRepository } from '../inventory/car-repository.port';
import type { UseCase } from '../shared/use-case';
import { systemClock, type Clock } from '../leads/clock.port';
import type { Reservation, ReservationRepository } from './reservation-repository.port';

/**
 * Ends lapsed holds (spec 2 §4: the deposit holds the car for 48 hours): a car whose paid hold
 * expired shows as available again — through the indexed repository, so search and the vehicle
 * page follow. Run periodically by the ReservationSweeper and for one car before it is reserved.
 */
export class ReleaseExpiredReservations implements UseCase<void, never, number> {
  readonly #clock: Clock;

  constructor(
    private readonly deps: {
      reservations: Pick<ReservationRepository, 'releaseExpired' | 'activeHold'>;
      cars: Pick<CarRepository, 'findById' | 'upsertMany'>;
      clock?: Clock;
    },
  ) {
    this.#clock = deps.clock ?? systemClock;
  }

  /** Every lapsed hold; answers how many cars were made available again. Rejects only when the store fails (a bug or an outage the sweeper logs). */
  execute(): TE.TaskEither<never, number> {
    return TE.fromTask(async () => this.#unreserve(await this.deps.reservations.releaseExpired(this.#clock.now())));
  }

  /** The lapsed hold of one car, if any. */
  async forCar(siteSlug: string, carId: number): Promise<number> {
    return this.#unreserve(await this.deps.reservations.releaseExpired(this.#clock.now(), { siteSlug, carId }));
  }

  async #unreserve(released: readonly Reservation[]): Promise<number> {
    let count = 0;
    for (const r of released.filter((x) => x.status === 'expired')) {
      if (await this.deps.reservations.activeHold(r.site_slug, r.car_id, this.#clock.now())) continue;
      const car = await this.deps.cars.findById(r.site_slug, r.car_id);
      if (!car || car.reserved !== true) continue;
      await this.deps.cars.upsertMany([{ ...car, reserved: false }]);
      count++;
    }
    return count;
  }
}
