/**
 * Issue 10: the core is the whole application with no HTTP — built, used and closed here with
 * no Fastify and no UI build: a lead submitted through the use case is delivered from the
 * outbox, and a lapsed reservation is released.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestPaymentProvider } from '../../../adapters/payments/test-payment-provider';
import type { PaymentProvider } from '../../../application/payments/payment-provider.port';
import { emptySearchState } from '../../../domain/search';
import type { CaryardCore } from '../../../config/core';
import { outboxDir } from '../../../config/data-dirs';
import { PORTS } from '../../../config/ports';
import { buildTestCore } from '../../adapters/http/support/test-server';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aLead } from '../../application/leads/lead-test-data';
import { aCar } from '../../support/car-builder';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Every project file and package a process loads importing `entry` (a resolution hook records
 * them): what the CLI pays for on every command. The modules' routes load when the HTTP app registers them.
 */
function loadedBy(entry: string): { files: string[]; packages: Set<string> } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'support/loads-of.mjs'), join(root, entry)], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`importing ${entry} failed: ${run.stderr}`);
  const urls = (JSON.parse(run.stdout) as string[]).filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url));
  const packages = new Set(
    urls
      .filter((file) => file.includes(`${sep}node_modules${sep}`))
      .map((file) => {
        const parts = file.slice(file.lastIndexOf(`node_modules${sep}`) + 'node_modules/'.length).split(sep);
        return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '');
      }),
  );
  return { files: urls.filter((file) => file.startsWith(root) && !file.includes(`${sep}node_modules${sep}`)).map((file) => relative(root, file)), packages };
}

describe('the core (config/core.ts)', () => {
  it('loads no HTTP server and no UI: neither fastify nor adapters/http nor ui/ nor the build', () => {
    const { files, packages } = loadedBy('config/core.ts');
    expect(files.length).toBeGreaterThan(50);
    // Every feature module is loaded (their use cases are the core's) …
    expect(files.filter((f) => f.endsWith('.module.ts')).length).toBeGreaterThanOrEqual(10);
    // … but none of their routes, nor the UI.
    expect(files.filter((f) => f.startsWith('adapters/http/') || f.startsWith('ui/') || f.startsWith('dist/'))).toEqual([]);
    expect([...packages].filter((p) => p === 'fastify' || p.startsWith('@fastify/') || p === 'react' || p === 'react-dom')).toEqual([]);
  });

  describe('built with no server', () => {
    const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));
    const SITE = 'harbour-motors';
    let core: CaryardCore;
    let dataDir: string;

    beforeAll(async () => {
      ({ core, dataDir } = await buildTestCore({
        clock,
        cars: [
          aCar().withId(9_001).withSite(SITE).withSlug('core-car-to-enquire').withMakeModel('Mazda', 'CX-5').build(),
          aCar().withId(9_002).withSite(SITE).withSlug('core-car-to-reserve').withMakeModel('Mazda', 'CX-30').with({ deposit: null }).build(),
        ],
      }));
      await core.start({ workers: false });
    });
    afterAll(() => core?.close());

    it('submits a lead through the use case, and one outbox pass delivers it as an email', async () => {
      const site = core.siteOf(SITE)!;
      const submitted = await core.useCases.submitLead.execute({
        site,
        idempotencyKey: 'core-test-lead-0001',
        // Harbour Motors asks for the terms checkbox (spec 2 §5).
        submission: aLead({ message: 'Sent through the core, no HTTP.', terms_conditions: true }, { car_id: 9_001 }),
        captcha: { honeypot: '' },
        apiKey: await core.useCases.leadApiKeys.rotate(SITE),
        remoteIp: '127.0.0.1',
      })();
      expect(submitted).toMatchObject(E.right({ replayed: false }));
      const leadId = E.isRight(submitted) ? submitted.right.lead_id : '';

      const report = E.toUnion(await core.useCases.deliverPendingLeads.execute()());
      expect(report).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      const emails = readdirSync(outboxDir({ dataDir })).filter((f) => f.includes(leadId));
      expect(emails).toHaveLength(1);
      expect(readFileSync(join(outboxDir({ dataDir }), emails[0]!), 'utf8')).toContain('Sent through the core, no HTTP.');
    });

    it('reserves a car with a token of the payment provider it binds (the test provider by default), and releases it when the 48-hour hold has lapsed', async () => {
      const site = core.siteOf(SITE)!;
      const provider = await core.container.getAsync<PaymentProvider>(PORTS.PaymentProvider);
      if (!(provider instanceof TestPaymentProvider)) throw new Error('the core binds the test payment provider by default');
      const made = provider.tokenize({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'ANN CITIZEN' });
      if (E.isLeft(made)) throw new Error(JSON.stringify(made.left));
      const reserved = await core.useCases.reserveCar.execute({
        site,
        carSlug: 'core-car-to-reserve',
        idempotencyKey: 'core-test-reservation-0001',
        contact: { name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' },
        token: made.right.token,
        url: 'http://harbour-motors.localhost/cars/core-car-to-reserve/checkout',
        userAgent: 'core test',
      })();
      expect(E.isRight(reserved)).toBe(true);
      const car = await core.useCases.getCar.execute({ site, slug: 'core-car-to-reserve' })();
      expect(E.isRight(car) && car.right.reserved).toBe(true);

      clock.advance(49 * 60 * 60 * 1000);
      expect(E.toUnion(await core.useCases.releaseExpiredReservations.execute()())).toBe(1);
      const released = await core.useCases.getCar.execute({ site, slug: 'core-car-to-reserve' })();
      expect(E.isRight(released) && released.right.reserved).toBe(false);
    });
  });

  it('runs on its own database file too: the embedded default in a data directory', async () => {
    // The same builder as `npm start`, with no override of the database: PGlite in DATA_DIR.
    const { buildCore } = await import('../../../config/core');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'caryard-core-'));
    try {
      const core = await buildCore({ port: 0, host: '127.0.0.1', dataDir: dir, logLevel: 'silent', seedCars: 40, seed: 7, smsReplyNumber: null });
      await core.start({ workers: false });
      const search = await core.useCases.search.execute({ site: core.siteOf('harbour-motors')!, state: emptySearchState })();
      expect(E.isRight(search) && search.right.count).toBeGreaterThan(0);
      await core.close();
      expect(existsSync(join(dir, 'pglite'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
