/**
 * issue 16 'Many instances on PostgreSQL': two real servers, each with its outbox worker running,
 * on one throwaway PostgreSQL cluster. Leads sent to both while one instance is stopped mid-load:
 * every lead either instance acknowledged is stored once (a retry of a refused request on the other
 * instance with the same Idempotency-Key makes no second lead) and delivered exactly once — one
 * email file for each lead across the two instances' outboxes, each outbox row delivered once.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailFileName } from '../../../adapters/notifications/outbox-email-delivery';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'harbour-motors';
const LEADS = 40;

const emailsIn = (server: TestServer): string[] => {
  const dir = join(server.core.settings.dataDir, 'outbox');
  return existsSync(dir) ? readdirSync(dir).filter((f) => /^lead-.*\.eml$/.test(f)) : [];
};

describe('two instances on one PostgreSQL: leads (issue 16)', () => {
  let postgres: PostgresServer;
  let a: TestServer;
  let b: TestServer;
  let aClosed = false;
  /** Requests instance A could not take (stopped), sent again to B. */
  let retried = 0;
  /** A lead API key of Harbour Motors made by this deployment (issue 30): a channel that needs no form token; either instance knows it. */
  let API_KEY = '';

  beforeAll(async () => {
    postgres = await startPostgres();
    const databaseUrl = await postgres.createDatabase('two_instances_leads');
    const unlimited = { leads: { max: 100_000, windowMs: 60_000 } };
    a = await startTestServer({ ssr: false, workers: true, settings: { databaseUrl }, rateLimits: unlimited });
    b = await startTestServer({ ssr: false, workers: true, settings: { databaseUrl }, rateLimits: unlimited });
    API_KEY = await a.core.useCases.leadApiKeys.rotate(SITE);
  }, 180_000);
  afterAll(async () => {
    if (aClosed) rmSync(a.core.settings.dataDir, { recursive: true, force: true });
    else await a?.close();
    await b?.close();
    await postgres?.stop();
  });

  const send = (server: TestServer, i: number): Promise<HttpResponse> =>
    request(server.port, '/api/leads', {
      method: 'POST',
      host: server.host(SITE),
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `two-instances-lead-${String(i).padStart(4, '0')}`,
        authorization: `Bearer ${API_KEY}`,
      },
      body: JSON.stringify({
        user: {
          category: 'General Enquiry',
          name: `Shopper ${i}`,
          email: `shopper${i}@example.com.au`,
          phone: '0412 345 678',
          message: `Lead ${i} of ${LEADS}`,
          terms_conditions: true,
        },
        url: `http://${SITE}.localhost/contact`,
        source: 'Website',
      }),
    });

  /** As a browser does: a request the instance could not take is sent again, same key, to the other. */
  async function submit(i: number): Promise<string> {
    const first = i % 2 === 0 ? a : b;
    let answer: HttpResponse | null = null;
    try {
      answer = await send(first, i);
    } catch {
      // Connection refused or reset: only instance A is ever stopped.
      expect(first).toBe(a);
    }
    if (answer?.status === 201) return answer.json<{ lead_id: string }>().lead_id;
    // A closing instance answers 503; anything else is a defect.
    if (answer) expect(answer.status, answer.text).toBe(503);
    retried++;
    const again = await send(b, i);
    expect(again.status, again.text).toBe(201);
    return again.json<{ lead_id: string }>().lead_id;
  }

  it('every acknowledged lead is stored once and delivered exactly once, with instance A stopped half-way', async () => {
    const acknowledged: Promise<string>[] = [];
    for (let i = 0; i < LEADS; i++) {
      acknowledged.push(submit(i));
      if (i === LEADS / 2) {
        // Stop A while leads are in flight on both (graceful: what it acknowledged is committed).
        // (Its data directory, and so its outbox, is kept until the end to be read.)
        aClosed = true;
        await a.app.close();
        await a.core.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ids = await Promise.all(acknowledged);
    expect(new Set(ids).size).toBe(LEADS);
    // A stopped with leads still coming to it: they were refused and sent to B.
    expect(retried).toBeGreaterThan(0);
    const stored = await b.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE site_slug = $1', [SITE]);
    expect(stored[0]!.n).toBe(LEADS);

    // B's worker delivers what is left, A's leads included.
    const deadline = Date.now() + 60_000;
    let pending = Infinity;
    while (Date.now() < deadline) {
      pending = (await b.db.query<{ n: number }>("SELECT count(*)::int AS n FROM lead_outbox WHERE status <> 'delivered'"))[0]!.n;
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(pending).toBe(0);
    const rows = await b.db.query<{ lead_id: string; channel: string; attempts: number }>('SELECT lead_id, channel, attempts FROM lead_outbox');
    expect(
      rows
        .filter((r) => r.channel === 'email')
        .map((r) => r.lead_id)
        .sort(),
    ).toEqual([...ids].sort());
    // Each delivery attempted and delivered once: no second worker took a row another had claimed.
    const attempts = await b.db.query<{ outcome: string; n: number }>('SELECT outcome, count(*)::int AS n FROM lead_delivery_attempts GROUP BY outcome');
    expect(attempts).toEqual([{ outcome: 'delivered', n: rows.length }]);

    // Exactly one email file per lead across both instances' outboxes.
    const files = [...emailsIn(a), ...emailsIn(b)];
    expect(files.sort()).toEqual(ids.map((id) => emailFileName(id)).sort());
    expect(emailsIn(a).length).toBeGreaterThan(0);
    expect(emailsIn(b).length).toBeGreaterThan(0);
  }, 180_000);
});
