import type { ReleaseExpiredReservations } from './release-expired-reservations.use-case';
import type { ReservationRepository } from './reservation-repository.port';
import type { ReservationSweeper } from './reservation-sweeper';
import type { ReserveCar } from './reserve-car.use-case';

/** DI tokens of the reservations area (bound in config/). */
export const RESERVATIONS = {
  ReservationRepository: Symbol.for('caryard.reservations.ReservationRepository') as symbol & { __type?: ReservationRepository },
  ReserveCar: Symbol.for('caryard.reservations.ReserveCar') as symbol & { __type?: ReserveCar },
  ReleaseExpiredReservations: Symbol.for('caryard.reservations.ReleaseExpiredReservations') as symbol & { __type?: ReleaseExpiredReservations },
  ReservationSweeper: Symbol.for('caryard.reservations.ReservationSweeper') as symbol & { __type?: ReservationSweeper },
} as const;
