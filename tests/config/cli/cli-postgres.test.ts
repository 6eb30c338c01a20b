/**
 * The command line on PostgreSQL (DATABASE_URL): unlike the embedded database, the server
 * serves many processes, so the CLI runs beside a running Caryard — here a core holding the
 * database open, as `npm start` would.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailFileName } from '../../../adapters/notifications/outbox-email-delivery';
import type { CaryardCore } from '../../../config/core';
import { buildCore } from '../../../config/core';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { prepareDataDir, runCli, settingsFor, SITE, type PreparedLeads } from './cli-fixture';

describe('npm run caryard -- leads …, on PostgreSQL beside a running Caryard', () => {
  let server: PostgresServer;
  let url: string;
  let dataDir: string;
  let leads: PreparedLeads;
  let running: CaryardCore;

  beforeAll(async () => {
    server = await startPostgres();
    url = await server.createDatabase('cli');
    dataDir = mkdtempSync(join(tmpdir(), 'caryard-cli-pg-'));
    leads = await prepareDataDir(dataDir, url);
    running = await buildCore(settingsFor(dataDir, url));
  });
  afterAll(async () => {
    await running?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the leads and redelivers one while another process holds the database', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: url, SEED_CARS: '0' };
    const list = await runCli(['leads', 'list', '--site', SITE, '--since', '2020-01-01', '--json'], env);
    expect(list.code, list.stderr).toBe(0);
    expect((JSON.parse(list.stdout) as { leads: { lead_id: string }[] }).leads.map((l) => l.lead_id)).toEqual([leads.ann, leads.bob]);

    const eml = join(dataDir, 'outbox', emailFileName(leads.bob));
    rmSync(eml);
    const redeliver = await runCli(['leads', 'redeliver', leads.bob, '--json'], env);
    expect(redeliver.code, redeliver.stderr).toBe(0);
    expect(JSON.parse(redeliver.stdout)).toMatchObject({
      lead_id: leads.bob,
      pass: { delivered: 1 },
      deliveries: [{ channel: 'email', status: 'delivered', attempts: 2 }],
    });
    expect(existsSync(eml)).toBe(true);
  }, 180_000);
});
