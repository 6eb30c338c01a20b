/**
 * The real HTTP server with the lead forms' server side as the core wires it (issue 6):
 * leads holding test drive slots, the slot lookup, reserve online with the offline test
 * payment provider (issue 30: its card form's tokens, never a card), on an in-memory PGlite,
 * on a clock the test controls.
 */
import { SqlLeadRepository } from '../../../../adapters/persistence/sql-lead-repository';
import { SqlReservationRepository } from '../../../../adapters/persistence/sql-reservation-repository';
import type { Clock } from '../../../../application/leads/clock.port';
import type { Logger } from '../../../../application/shared/logger.port';
import type { ReleaseExpiredReservations } from '../../../../application/reservations/release-expired-reservations.use-case';
import type { Car } from '../../../../domain/vehicle/car';
import { PORTS } from '../../../../config/ports';
import { RecordingTestPaymentProvider } from '../../../support/test-payments';
import { startTestServer, type TestServer } from './test-server';

export interface LeadFormsTestServer extends TestServer {
  leads: SqlLeadRepository;
  reservations: SqlReservationRepository;
  /** The core's payment provider: the offline test provider, recording every payment. */
  payments: RecordingTestPaymentProvider;
  release: ReleaseExpiredReservations;
}

export async function startLeadFormsTestServer(options: { cars?: readonly Car[]; clock?: Clock; logger?: Logger } = {}): Promise<LeadFormsTestServer> {
  const payments = new RecordingTestPaymentProvider(options.clock);
  const unlimited = { max: 100_000, windowMs: 60_000 };
  const server = await startTestServer({
    ...(options.cars ? { cars: options.cars } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    overrides: (container) => {
      container.rebind(PORTS.PaymentProvider).toConstantValue(payments);
      if (options.logger) container.rebind(PORTS.Logger).toConstantValue(options.logger);
    },
    rateLimits: { leads: unlimited, reservations: unlimited, paymentTokens: unlimited },
  });
  return {
    ...server,
    leads: new SqlLeadRepository(server.db),
    reservations: new SqlReservationRepository(server.db),
    payments,
    release: server.core.useCases.releaseExpiredReservations,
  };
}
