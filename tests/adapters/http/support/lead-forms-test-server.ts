/**
 * The real HTTP server with the lead forms' server side wired as the composition root wires
 * it (issue 6): leads holding test drive slots, the slot lookup, reserve online with the
 * offline test payment gateway, on an in-memory PGlite, on a clock the test controls.
 */
import { HoneypotCaptchaVerifier } from '../../../../adapters/captcha/honeypot-captcha-verifier';
import { OfflineTestPaymentGateway } from '../../../../adapters/payments/offline-test-payment-gateway';
import { migrate } from '../../../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../../../adapters/persistence/pglite-database';
import { SqlCarRepository } from '../../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../../adapters/persistence/sql-database';
import { SqlLeadRepository } from '../../../../adapters/persistence/sql-lead-repository';
import { SqlReservationRepository } from '../../../../adapters/persistence/sql-reservation-repository';
import { SqlTestDriveSlots } from '../../../../adapters/persistence/sql-test-drive-slots';
import { EmbeddedSearchEngine } from '../../../../adapters/search/embedded-search-engine';
import { PdfLibVehiclePdfRenderer } from '../../../../adapters/pdf/pdf-lib-vehicle-pdf-renderer';
import { SqlVehicleEngagementStore } from '../../../../adapters/persistence/sql-vehicle-engagement-store';
import { IndexedCarRepository } from '../../../../application/inventory/indexed-car-repository';
import type { Clock } from '../../../../application/leads/clock.port';
import { GetTestDriveSlots } from '../../../../application/leads/get-test-drive-slots.use-case';
import { RecordLeadFollowUp } from '../../../../application/leads/record-lead-follow-up.use-case';
import { SubmitLead } from '../../../../application/leads/submit-lead.use-case';
import { ReleaseExpiredReservations } from '../../../../application/reservations/release-expired-reservations.use-case';
import { ReserveCar } from '../../../../application/reservations/reserve-car.use-case';
import type { Car } from '../../../../domain/vehicle/car';
import { startTestServer, type TestServer } from './test-server';

export interface LeadFormsTestServer extends TestServer {
  db: SqlDatabase;
  leads: SqlLeadRepository;
  cars: IndexedCarRepository;
  reservations: SqlReservationRepository;
  payments: OfflineTestPaymentGateway;
  release: ReleaseExpiredReservations;
  host: (slug: string) => string;
}

export async function startLeadFormsTestServer(options: { cars?: readonly Car[]; clock?: Clock } = {}): Promise<LeadFormsTestServer> {
  const db = await PgliteDatabase.open();
  await migrate(db);
  const stored = new SqlCarRepository(db);
  if (options.cars?.length) await stored.upsertMany(options.cars);
  const search = new EmbeddedSearchEngine(stored);
  // Writers tell the search engine, as the composition root's change feed does.
  const cars = new IndexedCarRepository(stored, search);
  const leads = new SqlLeadRepository(db);
  const slots = new SqlTestDriveSlots(db);
  const reservations = new SqlReservationRepository(db);
  const payments = new OfflineTestPaymentGateway();
  const clock = options.clock;
  const release = new ReleaseExpiredReservations({ reservations, cars, ...(clock ? { clock } : {}) });
  const server = await startTestServer({
    overrides: {
      cars,
      search,
      leads: {
        submitLead: new SubmitLead({ leads, cars, captcha: new HoneypotCaptchaVerifier(), testDriveSlots: slots, ...(clock ? { clock } : {}) }),
        recordFollowUp: new RecordLeadFollowUp(leads),
        leadRateLimit: { max: 100_000, windowMs: 60_000 },
      },
      testDrives: { getSlots: new GetTestDriveSlots({ cars, slots, ...(clock ? { clock } : {}) }) },
      reservations: {
        reserveCar: new ReserveCar({ cars, reservations, payments, leads, releaseExpired: release, ...(clock ? { clock } : {}) }),
        payments,
        rateLimit: { max: 100_000, windowMs: 60_000 },
      },
      // The vehicle page's own calls (views, analytics), so the page the lead modals open from works whole.
      vehicle: { engagement: new SqlVehicleEngagementStore(db), pdfRenderer: new PdfLibVehiclePdfRenderer() },
    },
  });
  return {
    ...server,
    db,
    leads,
    cars,
    reservations,
    payments,
    release,
    host: (slug) => `${slug}.localhost:${server.port}`,
    close: async () => {
      await server.close();
      await db.close();
    },
  };
}
