/**
 * Reserve online: a 48-hour hold on a car for a deposit paid by token (the provider's, never a
 * card number), its lead to the dealer, and the sweep that ends lapsed holds. Routes: `/api/reservations`.
 */
import type { CarRepository, CarUpdater } from '../../application/inventory/car-repository.port';
import type { LeadRepository } from '../../application/leads/lead-repository.port';
import type { OutboxSignal } from '../../application/leads/lead-outbox.port';
import { GetPaymentsConfig } from '../../application/payments/get-payments-config.use-case';
import type { PaymentProvider } from '../../application/payments/payment-provider.port';
import { ReleaseExpiredReservations } from '../../application/reservations/release-expired-reservations.use-case';
import type { ReservationRepository } from '../../application/reservations/reservation-repository.port';
import { ReservationSweeper } from '../../application/reservations/reservation-sweeper';
import { ReserveCar } from '../../application/reservations/reserve-car.use-case';
import { featureModule, optional } from '../../config/feature-module';
import { PORTS } from '../../config/ports';

export const reservationsModule = featureModule({
  name: 'reservations',
  async build({ clock, logger, port }, { leadOutboxSignal }: { readonly leadOutboxSignal: OutboxSignal }) {
    const cars = await port<CarRepository & CarUpdater>(PORTS.CarRepository);
    const reservations = await port<ReservationRepository>(PORTS.ReservationRepository);
    const payments = await port<PaymentProvider>(PORTS.PaymentProvider);
    const releaseExpiredReservations = new ReleaseExpiredReservations({ reservations, cars, clock });
    // Ends lapsed 48-hour holds.
    const reservationSweeper = new ReservationSweeper(releaseExpiredReservations, {
      onError: (error) => logger.error({ err: error }, 'reservation sweep failed; retrying'),
    });
    return {
      useCases: {
        paymentsConfig: new GetPaymentsConfig({ payments }),
        reserveCar: new ReserveCar({
          cars,
          reservations,
          payments,
          leads: await port<LeadRepository>(PORTS.LeadRepository),
          releaseExpired: releaseExpiredReservations,
          outboxSignal: leadOutboxSignal,
          clock,
        }),
        releaseExpiredReservations,
      },
      workers: { reservationSweeper },
      start: null,
    };
  },
  async siteRoutes(scope, useCases, http) {
    const { reservationsRoutes } = await import('../../adapters/http/routes/reservations.routes');
    await scope.register(reservationsRoutes, {
      reserveCar: useCases.reserveCar,
      paymentsConfig: useCases.paymentsConfig,
      ...optional('rateLimit', http.limit('reservations')),
    });
  },
  hostRoutes: null,
});
