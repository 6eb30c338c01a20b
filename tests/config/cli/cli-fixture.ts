/**
 * A data directory prepared for the command line's tests: the embedded database (PGlite, as
 * `npm start` keeps it in DATA_DIR) holding a few known cars of the group site and three leads (two of Harbour Motors),
 * two of them already delivered by email into DATA_DIR/outbox — written through the core the
 * CLI opens, then closed so a child process can take the directory.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type { CarRepository } from '../../../application/inventory/car-repository.port';
import type { LeadRepository } from '../../../application/leads/lead-repository.port';
import { buildCore } from '../../../config/core';
import { PORTS } from '../../../config/ports';
import type { Settings } from '../../../config/runtime/settings';
import { leadDeliveryTargets } from '../../../domain/leads/lead-delivery';
import { aLead } from '../../application/leads/lead-test-data';
import { aCar } from '../../support/car-builder';

export const ROOT = resolve(import.meta.dirname, '../../..');
/** The site of the leads. */
export const SITE = 'harbour-motors';
/** The site of the cars: the group site lists sold cars for 3 days (preset 0, spec 2 §7). */
export const SEARCH_SITE = 'sunstate-motor-group';

/** The settings the CLI reads from DATA_DIR (and DATABASE_URL, when given) with SEED_CARS=0. */
export const settingsFor = (dataDir: string, databaseUrl?: string): Settings => ({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  ...(databaseUrl ? { databaseUrl } : {}),
  logLevel: 'silent',
  seedCars: 0,
  seed: 1,
  smsReplyNumber: null,
});

/** The instant `days` days before now, as a date the car builder takes. */
const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString();

export const CARS = [
  aCar().withId(7_001).withSite(SEARCH_SITE).withMakeModel('Mazda', 'CX-5').withYear(2022).withPrice(34_990).withKm(42_150).with({ stocknum: 'CLI-001' }),
  aCar().withId(7_002).withSite(SEARCH_SITE).withMakeModel('Mazda', 'CX-30').withYear(2024).withPrice(0).withKm(12).with({ stocknum: 'CLI-002' }),
  aCar()
    .withId(7_003)
    .withSite(SEARCH_SITE)
    .withMakeModel('Mazda', 'BT-50')
    .withYear(2021)
    .withPrice(52_000)
    .withKm(61_000)
    .with({ stocknum: 'CLI-003', offer_price: 48_500, before_price: 55_000 }),
  aCar()
    .withId(7_004)
    .withSite(SEARCH_SITE)
    .withMakeModel('Toyota', 'Corolla')
    .withYear(2019)
    .withPrice(19_990)
    .withKm(98_765)
    .sold(daysAgo(1))
    .with({ stocknum: 'CLI-004' }),
].map((builder) => builder.build());

export interface PreparedLeads {
  /** Harbour Motors leads, delivered by email. */
  readonly ann: string;
  readonly bob: string;
  /** A Bayside Pre-Owned lead: never in Harbour Motors' list. */
  readonly bayside: string;
}

/** Prepares the embedded database in `dataDir`, or the PostgreSQL database at `databaseUrl`. */
export async function prepareDataDir(dataDir: string, databaseUrl?: string): Promise<PreparedLeads> {
  const core = await buildCore(settingsFor(dataDir, databaseUrl));
  try {
    await core.container.get<CarRepository>(PORTS.CarRepository).upsertMany(CARS);
    const leads = core.container.get<LeadRepository>(PORTS.LeadRepository);
    const store = async (slug: string, key: string, ...lead: Parameters<typeof aLead>) => {
      const site = core.siteOf(slug);
      if (!site) throw new Error(`no demo site ${slug}`);
      return (await leads.save(slug, key, aLead(...lead), leadDeliveryTargets(site))).lead.lead_id;
    };
    const ann = await store(SITE, 'cli-lead-ann', { name: 'Ann Citizen', category: 'Test Drive' }, { car_id: 7_001 });
    const bob = await store(SITE, 'cli-lead-bob', { name: 'Bob Buyer', email: 'bob@example.com.au', phone: '0400 111 222' });
    const bayside = await store('bayside-pre-owned', 'cli-lead-bayside', { name: 'Cat Other' });
    // One outbox pass, as a running server's dispatcher makes: the emails go to DATA_DIR/outbox.
    const pass = await core.useCases.deliverPendingLeads.execute()();
    if (E.isLeft(pass) || pass.right.delivered !== 3) throw new Error(`the fixture's leads were not delivered: ${JSON.stringify(pass)}`);
    return { ann, bob, bayside };
  } finally {
    await core.close();
  }
}

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `node --import tsx config/cli/main.ts …` as `npm run caryard -- …` runs it, in a child process. */
export function runCli(args: readonly string[], env: Readonly<Record<string, string>>): Promise<CliRun> {
  // The tests' own environment minus what would change the CLI's settings.
  const { DATABASE_URL: _url, LOG_LEVEL: _level, DATA_DIR: _dir, SEED_CARS: _seed, ...base } = process.env;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'config/cli/main.ts', ...args],
      { cwd: ROOT, env: { ...base, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        done({ code, stdout, stderr });
      },
    );
  });
}
