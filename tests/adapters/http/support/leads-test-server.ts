/**
 * The real HTTP server with the lead pipeline as the core wires it, on an in-memory PGlite
 * (cars, leads and the outbox in one database).
 */
import { DEFAULT_MIN_FILL_MS } from '../../../../adapters/captcha/honeypot-captcha-verifier';
import type { RateLimit } from '../../../../adapters/http/rate-limit';
import { SqlLeadOutbox } from '../../../../adapters/persistence/sql-lead-outbox';
import { SqlLeadRepository } from '../../../../adapters/persistence/sql-lead-repository';
import type { Car } from '../../../../domain/vehicle/car';
import { startTestServer, type TestServer } from './test-server';

export interface LeadsTestServer extends TestServer {
  leads: SqlLeadRepository;
  outbox: SqlLeadOutbox;
}

export async function startLeadsTestServer(
  options: { cars?: readonly Car[]; leadRateLimit?: RateLimit; followUpRateLimit?: RateLimit } = {},
): Promise<LeadsTestServer> {
  const server = await startTestServer({
    // The JSON API only: no UI build needed (issue 10).
    ssr: false,
    // The lead API's own tests send captchas of a stated age, so the real 3 s minimum stays in force.
    settings: { formMinFillMs: DEFAULT_MIN_FILL_MS },
    ...(options.cars ? { cars: options.cars } : {}),
    rateLimits: {
      ...(options.leadRateLimit ? { leads: options.leadRateLimit } : {}),
      ...(options.followUpRateLimit ? { followUps: options.followUpRateLimit } : {}),
    },
  });
  return { ...server, leads: new SqlLeadRepository(server.db), outbox: new SqlLeadOutbox(server.db) };
}
