/**
 * The reservations area of the composition root (issue 6, reserve online): the payment port's
 * default adapter (the offline test provider), the reservation store, the use cases and the
 * sweep that ends lapsed holds. No side effects until a binding is resolved; startCaryard
 * starts the sweep.
 */
import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import type { ReservationsRoutesOptions } from '../../adapters/http/routes/reservations.routes';
import { OfflineTestPaymentGateway } from '../../adapters/payments/offline-test-payment-gateway';
import type { SqlDatabase } from '../../adapters/persistence/sql-database';
import { SqlReservationRepository } from '../../adapters/persistence/sql-reservation-repository';
import type { CarRepository } from '../../application/inventory/car-repository.port';
import { INVENTORY } from '../../application/inventory/inventory.tokens';
import type { LeadRepository } from '../../application/leads/lead-repository.port';
import type { OutboxSignal } from '../../application/leads/lead-outbox.port';
import { LEADS } from '../../application/leads/leads.tokens';
import type { PaymentGateway } from '../../application/payments/payment-gateway.port';
import { PAYMENTS } from '../../application/payments/payments.tokens';
import { ReleaseExpiredReservations } from '../../application/reservations/release-expired-reservations.use-case';
import type { ReservationRepository } from '../../application/reservations/reservation-repository.port';
import { ReservationSweeper } from '../../application/reservations/reservation-sweeper';
import { RESERVATIONS } from '../../application/reservations/reservations.tokens';
import { ReserveCar } from '../../application/reservations/reserve-car.use-case';
import { LEAD_OUTBOX_SIGNAL } from '../leads/lead-bindings';
import { RUNTIME } from '../runtime/tokens';

export function bindReservations(container: Container): void {
  // A real provider is one new adapter bound here instead.
  container.bind<PaymentGateway>(PAYMENTS.PaymentGateway).toConstantValue(new OfflineTestPaymentGateway());
  container
    .bind<ReservationRepository>(RESERVATIONS.ReservationRepository)
    .toDynamicValue(async (ctx) => new SqlReservationRepository(await ctx.getAsync<SqlDatabase>(RUNTIME.SqlDatabase)));
  container.bind<ReleaseExpiredReservations>(RESERVATIONS.ReleaseExpiredReservations).toDynamicValue(
    async (ctx) =>
      new ReleaseExpiredReservations({
        reservations: await ctx.getAsync<ReservationRepository>(RESERVATIONS.ReservationRepository),
        cars: await ctx.getAsync<CarRepository>(INVENTORY.CarRepository),
      }),
  );
  container.bind<ReserveCar>(RESERVATIONS.ReserveCar).toDynamicValue(
    async (ctx) =>
      new ReserveCar({
        cars: await ctx.getAsync<CarRepository>(INVENTORY.CarRepository),
        reservations: await ctx.getAsync<ReservationRepository>(RESERVATIONS.ReservationRepository),
        payments: ctx.get<PaymentGateway>(PAYMENTS.PaymentGateway),
        leads: await ctx.getAsync<LeadRepository>(LEADS.LeadRepository),
        releaseExpired: await ctx.getAsync<ReleaseExpiredReservations>(RESERVATIONS.ReleaseExpiredReservations),
        outboxSignal: ctx.get<OutboxSignal>(LEAD_OUTBOX_SIGNAL),
      }),
  );
  container.bind<ReservationSweeper>(RESERVATIONS.ReservationSweeper).toDynamicValue(async (ctx) => {
    const app = await ctx.getAsync<FastifyInstance>(RUNTIME.HttpServer);
    return new ReservationSweeper(await ctx.getAsync<ReleaseExpiredReservations>(RESERVATIONS.ReleaseExpiredReservations), {
      onError: (error) => app.log.error({ err: error }, 'reservation sweep failed; retrying'),
    });
  });
}

/** What the HTTP server's reservation routes need. */
export async function reservationRoutesOptions(ctx: { getAsync<T>(id: symbol): Promise<T>; get<T>(id: symbol): T }): Promise<ReservationsRoutesOptions> {
  return {
    reserveCar: await ctx.getAsync<ReserveCar>(RESERVATIONS.ReserveCar),
    payments: ctx.get<PaymentGateway>(PAYMENTS.PaymentGateway),
  };
}

/** Starts the sweep of lapsed holds (every minute; each instance may run one). */
export async function startReservationSweeper(container: Container): Promise<ReservationSweeper> {
  const sweeper = await container.getAsync<ReservationSweeper>(RESERVATIONS.ReservationSweeper);
  sweeper.start();
  return sweeper;
}
