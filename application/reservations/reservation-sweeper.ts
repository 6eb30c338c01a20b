import { PeriodicSweeper, type SweeperOptions } from '../shared/periodic-sweeper';
import type { ReleaseExpiredReservations } from './release-expired-reservations.use-case';

/** `intervalMs`: how often lapsed holds are looked for. Default 60 s: a car shows as available at most a minute late. */
export type ReservationSweeperOptions = SweeperOptions;

/**
 * The periodic sweep of lapsed reservations (issue 6: "when the hold expires it shows as
 * available again"). Every instance may run one: releasing is idempotent in the store.
 */
export class ReservationSweeper extends PeriodicSweeper {
  constructor(release: Pick<ReleaseExpiredReservations, 'execute'>, options: ReservationSweeperOptions = {}) {
    super(release, options.intervalMs ?? 60_000, options.onError);
  }
}
