import * as TE from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { freeSlots, type NoSlotsReason, type SlotOption } from '../../domain/leads/test-drive-slots';
import type { CarRepository } from '../inventory/car-repository.port';
import { slotHoursOf, testDriveLocation } from './car-location';
import { systemClock, type Clock } from './clock.port';
import type { TestDriveSlotRepository } from './test-drive-slots.port';

export interface TestDriveSlotsQuery {
  site: DealerSite;
  carSlug: string;
  /** 'YYYY-MM-DD', a calendar date (the route checks the format). */
  date: string;
}

export interface TestDriveSlots {
  car_id: number;
  date: string;
  location: { id: number; name: string };
  time_zone: string;
  /** Only the free slots, earliest first. */
  slots: readonly SlotOption[];
  /** Why there is none (closed, past, too-far, fully-booked), else null. */
  reason: NoSlotsReason;
}

export interface TestDriveCarNotFound {
  readonly code: 'CAR_NOT_FOUND';
  readonly message: string;
}

/**
 * `GET /api/cars/{slug}/test-drive-slots?date=` (issue 6): the free test drive times of a car
 * on a date — its location's opening hours in 30-minute slots, minus past ones and those
 * other test drives hold (domain/leads/test-drive-slots).
 */
export class GetTestDriveSlots {
  readonly #clock: Clock;

  constructor(private readonly deps: { cars: Pick<CarRepository, 'findBySlug'>; slots: Pick<TestDriveSlotRepository, 'heldTimes'>; clock?: Clock }) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute(query: TestDriveSlotsQuery): TE.TaskEither<TestDriveCarNotFound, TestDriveSlots> {
    return async () => {
      const car = await this.deps.cars.findBySlug(query.site.slug, query.carSlug);
      const location = car ? testDriveLocation(query.site, car) : null;
      if (!car || !location) return { _tag: 'Left', left: { code: 'CAR_NOT_FOUND', message: `No car ${query.carSlug} on ${query.site.name}.` } };
      const hours = slotHoursOf(location);
      const held = await this.deps.slots.heldTimes(query.site.slug, car.id, query.date);
      const day = freeSlots(query.date, hours, held, this.#clock.now());
      return {
        _tag: 'Right',
        right: {
          car_id: car.id,
          date: query.date,
          location: { id: location.id, name: location.name },
          time_zone: hours.timeZone,
          slots: day.slots,
          reason: day.reason,
        },
      };
    };
  }
}
