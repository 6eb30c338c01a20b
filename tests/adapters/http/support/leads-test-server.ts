/**
 * The real HTTP server with the lead pipeline wired as the composition root wires it, on an
 * in-memory PGlite (cars, leads and the outbox in one database).
 */
import { HoneypotCaptchaVerifier } from '../../../../adapters/captcha/honeypot-captcha-verifier';
import type { RateLimit } from '../../../../adapters/http/rate-limit';
import { migrate } from '../../../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../../../adapters/persistence/pglite-database';
import { SqlCarRepository } from '../../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../../adapters/persistence/sql-database';
import { SqlLeadOutbox } from '../../../../adapters/persistence/sql-lead-outbox';
import { SqlLeadRepository } from '../../../../adapters/persistence/sql-lead-repository';
import { RecordLeadFollowUp } from '../../../../application/leads/record-lead-follow-up.use-case';
import { SubmitLead } from '../../../../application/leads/submit-lead.use-case';
import type { Car } from '../../../../domain/vehicle/car';
import { startTestServer, type TestServer } from './test-server';

export interface LeadsTestServer extends TestServer {
  db: SqlDatabase;
  leads: SqlLeadRepository;
  outbox: SqlLeadOutbox;
  /** Host header of a demo site on this server. */
  host: (slug: string) => string;
}

export async function startLeadsTestServer(options: { cars?: readonly Car[]; leadRateLimit?: RateLimit; followUpRateLimit?: RateLimit } = {}): Promise<LeadsTestServer> {
  const db = await PgliteDatabase.open();
  await migrate(db);
  const cars = new SqlCarRepository(db);
  if (options.cars?.length) await cars.upsertMany(options.cars);
  const leads = new SqlLeadRepository(db);
  const server = await startTestServer({
    overrides: {
      cars,
      leads: {
        submitLead: new SubmitLead({ leads, cars, captcha: new HoneypotCaptchaVerifier() }),
        recordFollowUp: new RecordLeadFollowUp(leads),
        ...(options.leadRateLimit ? { leadRateLimit: options.leadRateLimit } : {}),
        ...(options.followUpRateLimit ? { followUpRateLimit: options.followUpRateLimit } : {}),
      },
    },
  });
  return {
    ...server,
    db,
    leads,
    outbox: new SqlLeadOutbox(db),
    host: (slug) => `${slug}.localhost:${server.port}`,
    close: async () => {
      await server.close();
      await db.close();
    },
  };
}
