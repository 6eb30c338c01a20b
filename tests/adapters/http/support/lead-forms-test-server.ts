/**
 * The real HTTP server with the lead forms' server side as the core wires it (issue 6):
 * leads holding test drive slots, the slot lookup, reserve online with the offline test
 * payment gateway, on an in-memory PGlite, on a clock the test controls.
 */
import { OfflineTestPaymentGateway } from '../../../../adapters/payments/offline-test-payment-gateway';
import { SqlLeadRepository } from '../../../../adapters/persistence/sql-lead-repository';
import { SqlReservationRepository } from '../../../../adapters/persistence/sql-reservation-repository';
import type { Clock } from '../../../../application/leads/clock.port';
import type { ReleaseExpiredReservations } from '../../../../application/reservations/release-expired-reservations.use-case';
import type { Car } from '../../../../domain/vehicle/car';
import { PORTS } from '../../../../config/ports';
import { startTestServer, type TestServer } from './test-server';

export interface LeadFormsTestServer extends TestServer {
  leads: SqlLeadRepository;
  reservations: SqlReservationRepository;
  payments: OfflineTestPaymentGateway;
  release: ReleaseExpiredReservations;
}

export async function startLeadFormsTestServer(options: { cars?: readonly Car[]; clock?: Clock } = {}): Promise<LeadFormsTestServer> {
  const payments = new OfflineTestPaymentGateway();
  const unlimited = { max: 100_000, windowMs: 60_000 };
  const server = await startTestServer({
    ...(options.cars ? { cars: options.cars } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    overrides: (container) => container.rebind(PORTS.PaymentGateway).toConstantValue(payments),
    rateLimits: { leads: unlimited, reservations: unlimited },
  });
  return {
    ...server,
    leads: new SqlLeadRepository(server.db),
    reservations: new SqlReservationRepository(server.db),
    payments,
    release: server.core.useCases.releaseExpiredReservations,
  };
}
