/**
 * The command line (issue 10, item 5): each command run as `npm run caryard -- …` runs it — a
 * child process on a real embedded database in DATA_DIR, with no HTTP server — asserting what it
 * prints, as a table and as JSON, and its exit status; bad input ends in one line on stderr.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitesCheckReport } from '../../../application/dealer-site/check-sites.use-case';
import type { LeadListEntry } from '../../../application/leads/lead-repository.port';
import { buildCore } from '../../../config/core';
import { DEMO_SITE_OVERRIDES } from '../../../config/dealer-sites';
import { emailFileName } from '../../../adapters/notifications/outbox-email-delivery';
import { aSiteOverride } from '../dealer-sites/site-override.mother';
import { prepareDataDir, runCli, SEARCH_SITE, settingsFor, SITE, type CliRun, type PreparedLeads } from './cli-fixture';

const CLI_TIMEOUT = 180_000;

/** One line on stderr, naming the problem, and no stack trace. */
function expectOneLineError(run: CliRun, code: number, text: string | RegExp): void {
  expect(run.code, run.stderr).toBe(code);
  const [first = '', ...rest] = run.stderr.trimEnd().split('\n');
  expect(first).toMatch(/^caryard: /);
  expect(first).toMatch(text);
  // The usage text may follow an unknown command; a stack trace never does.
  expect(rest.filter((line) => /^\s+at /.test(line))).toEqual([]);
  expect(run.stdout).toBe('');
}

describe('npm run caryard -- <command>', () => {
  let dataDir: string;
  let leads: PreparedLeads;
  const env = () => ({ DATA_DIR: dataDir, SEED_CARS: '0' });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'caryard-cli-'));
    leads = await prepareDataDir(dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('search', () => {
    it(
      "prints the site's listing: stock no., car, the price as the site shows it, km and status, then the count and page",
      async () => {
        const run = await runCli(['search', '--site', SEARCH_SITE, '--sort', 'price_desc'], env());
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        expect(run.stdout).toBe(
          [
            'stock no.  car                               price      km  status',
            'CLI-003    2021 Mazda BT-50                $48,500  61,000  in_stock',
            'CLI-001    2022 Mazda CX-5                 $34,990  42,150  in_stock',
            'CLI-004    2019 Toyota Corolla                SOLD  98,765  sold',
            'CLI-002    2024 Mazda CX-30     Enquire for price.      12  in_stock',
            '4 cars, page 1 of 1',
            '',
          ].join('\n'),
        );
      },
      CLI_TIMEOUT,
    );

    it(
      'prints one JSON document with --json: the query, the page and the same cars',
      async () => {
        const run = await runCli(['search', '--site', SEARCH_SITE, '--query', 'mazda', '--sort', 'price_asc', '--json'], env());
        expect(run.code, run.stderr).toBe(0);
        const answer = JSON.parse(run.stdout) as {
          site: string;
          query: string;
          count: number;
          page: number;
          pages: number;
          cars: { stocknum: string; title: string; price: string; km: number; status: string }[];
        };
        expect(answer).toMatchObject({ site: SEARCH_SITE, query: 'mazda', sort: 'price_asc', count: 3, page: 1, pages: 1 });
        // Sorted by the price shown (spec 1 §4 precedence: the BT-50's $52,000 shows its $48,500 offer), the unpriced car last.
        expect(answer.cars.map((c) => [c.stocknum, c.title, c.price, c.km, c.status])).toEqual([
          ['CLI-001', '2022 Mazda CX-5', '$34,990', 42_150, 'in_stock'],
          ['CLI-003', '2021 Mazda BT-50', '$48,500', 61_000, 'in_stock'],
          ['CLI-002', '2024 Mazda CX-30', 'Enquire for price.', 12, 'in_stock'],
        ]);
      },
      CLI_TIMEOUT,
    );

    it(
      'answers exit 2 with one line for a page beyond the last and for a site that does not exist',
      async () => {
        expectOneLineError(
          await runCli(['search', '--site', SEARCH_SITE, '--page', '3'], env()),
          2,
          'caryard: Page 3 is beyond the last page, 1. (VALIDATION_FAILED)',
        );
        expectOneLineError(
          await runCli(['search', '--site', 'no-such-motors'], env()),
          2,
          /^caryard: no site 'no-such-motors'; the sites are sunstate-motor-group, harbour-motors, /,
        );
      },
      CLI_TIMEOUT,
    );
  });

  describe('leads', () => {
    it(
      "lists a site's leads since a date, oldest first, with each channel's delivery — and no other site's",
      async () => {
        const run = await runCli(['leads', 'list', '--site', SITE, '--since', '2020-01-01'], env());
        expect(run.code, run.stderr).toBe(0);
        const lines = run.stdout.trimEnd().split('\n');
        expect(lines[0]).toMatch(/^received \(Australia\/Sydney\)\s+lead id\s+category\s+name\s+email\s+phone\s+car\s+delivery$/);
        expect(lines[1]).toMatch(
          new RegExp(
            `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+${leads.ann}\\s+Test Drive\\s+Ann Citizen\\s+ann@example\\.com\\.au\\s+0412 345 678\\s+7001\\s+email delivered$`,
          ),
        );
        expect(lines[2]).toMatch(
          new RegExp(
            `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+${leads.bob}\\s+General Enquiry\\s+Bob Buyer\\s+bob@example\\.com\\.au\\s+0400 111 222\\s+email delivered$`,
          ),
        );
        expect(lines[3]).toBe('2 leads on harbour-motors since 2020-01-01 00:00 Australia/Sydney');
        expect(lines).toHaveLength(4);
        expect(run.stdout).not.toContain(leads.bayside);
      },
      CLI_TIMEOUT,
    );

    it(
      'prints the leads as JSON with --json, and none since an instant after the last',
      async () => {
        const run = await runCli(['leads', 'list', '--site', SITE, '--since', '2020-01-01T00:00:00Z', '--json'], env());
        expect(run.code, run.stderr).toBe(0);
        const answer = JSON.parse(run.stdout) as { site: string; since: string; leads: LeadListEntry[] };
        expect(answer.site).toBe(SITE);
        expect(answer.since).toBe('2020-01-01T00:00:00.000Z');
        expect(
          answer.leads.map((l) => [l.lead_id, l.name, l.category, l.car_id, l.deliveries.map((d) => [d.channel, d.destination, d.status, d.attempts])]),
        ).toEqual([
          [leads.ann, 'Ann Citizen', 'Test Drive', 7_001, [['email', 'sales@harbourmotors.com.au', 'delivered', 1]]],
          [leads.bob, 'Bob Buyer', 'General Enquiry', null, [['email', 'sales@harbourmotors.com.au', 'delivered', 1]]],
        ]);

        const later = new Date(Date.parse(answer.leads[1]!.created_at) + 1).toISOString();
        const none = await runCli(['leads', 'list', '--site', SITE, '--since', later, '--json'], env());
        expect(none.code, none.stderr).toBe(0);
        expect(JSON.parse(none.stdout)).toEqual({ site: SITE, since: later, leads: [] });
      },
      CLI_TIMEOUT,
    );

    it(
      'redelivers a lead: its email is written again into DATA_DIR/outbox by one outbox pass before the command exits',
      async () => {
        const eml = join(dataDir, 'outbox', emailFileName(leads.ann));
        const before = readFileSync(eml, 'utf8');
        rmSync(eml);
        const run = await runCli(['leads', 'redeliver', leads.ann], env());
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toBe(
          [
            `Lead ${leads.ann} (harbour-motors) queued again on email to sales@harbourmotors.com.au.`,
            'Outbox pass: 1 claimed, 1 delivered, 0 failed.',
            'channel  destination                 status     attempts  last error',
            'email    sales@harbourmotors.com.au  delivered         2',
            '',
          ].join('\n'),
        );
        expect(existsSync(eml)).toBe(true);
        expect(readFileSync(eml, 'utf8')).toBe(before);
      },
      CLI_TIMEOUT,
    );

    it(
      'redelivers with --json: what was queued, the pass and the delivery after it',
      async () => {
        const run = await runCli(['leads', 'redeliver', leads.bob, '--json'], env());
        expect(run.code, run.stderr).toBe(0);
        expect(JSON.parse(run.stdout)).toEqual({
          lead_id: leads.bob,
          site: SITE,
          requeued: [{ channel: 'email', destination: 'sales@harbourmotors.com.au' }],
          pass: { claimed: 1, delivered: 1, failed: 0 },
          deliveries: [
            {
              channel: 'email',
              destination: 'sales@harbourmotors.com.au',
              status: 'delivered',
              attempts: 2,
              delivered_at: expect.any(String),
              last_error: null,
            },
          ],
        });
      },
      CLI_TIMEOUT,
    );

    it(
      'answers LEAD.NOT_FOUND, exit 1, for a lead id no lead has',
      async () => {
        const id = '0e9d5c1a-1111-4111-8111-111111111111';
        expectOneLineError(await runCli(['leads', 'redeliver', id], env()), 1, `caryard: No lead has the id ${id}. (LEAD.NOT_FOUND)`);
      },
      CLI_TIMEOUT,
    );

    it(
      'says clearly that the data directory is in use while a running Caryard holds it (exit 1)',
      async () => {
        const holder = await buildCore(settingsFor(dataDir));
        try {
          const run = await runCli(['leads', 'list', '--site', SITE, '--since', '2020-01-01'], env());
          expectOneLineError(
            run,
            1,
            new RegExp(
              `^caryard: Data directory "${dataDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is in use by another Caryard process \\(pid ${process.pid}\\)\\..*stopped, or run both on PostgreSQL \\(DATABASE_URL\\)\\.$`,
            ),
          );
        } finally {
          await holder.close();
        }
      },
      CLI_TIMEOUT,
    );
  });

  describe('sites check', () => {
    it(
      'prints OK for every configured site and exits 0',
      async () => {
        const run = await runCli(['sites', 'check'], {});
        expect(run.code, run.stderr).toBe(0);
        expect(run.stdout).toBe(
          [
            'status  site                  problem',
            ...DEMO_SITE_OVERRIDES.map((o) => `OK      ${o.slug}`),
            `${DEMO_SITE_OVERRIDES.length} sites, all valid.`,
            '',
          ].join('\n'),
        );
      },
      CLI_TIMEOUT,
    );

    it(
      'names the site and the field that is wrong, and exits 1, for a configuration file with an invalid site',
      async () => {
        const file = join(dataDir, 'sites.json');
        writeFileSync(file, JSON.stringify([DEMO_SITE_OVERRIDES[0], aSiteOverride('harbour-motors').with({ phone: '555-1234' }).build()]));
        const run = await runCli(['sites', 'check', '--file', file], {});
        expect(run.code, run.stderr).toBe(1);
        expect(run.stdout.split('\n').slice(1, 3)).toEqual([
          'OK       sunstate-motor-group',
          "INVALID  harbour-motors        phone: must be an Australian number written '0X XXXX XXXX' (or 1300 XXX XXX)",
        ]);
        expect(run.stdout).toContain('1 of 2 sites invalid.');

        const json = await runCli(['sites', 'check', '--file', file, '--json'], {});
        expect(json.code).toBe(1);
        const report = JSON.parse(json.stdout) as SitesCheckReport;
        expect(report.ok).toBe(false);
        expect(report.sites.map((s) => [s.site, s.ok, s.problems.map((p) => p.field)])).toEqual([
          ['sunstate-motor-group', true, []],
          ['harbour-motors', false, ['phone']],
        ]);
      },
      CLI_TIMEOUT,
    );
  });

  describe('orders cancel (issue 15)', () => {
    it(
      'answers an unknown reference with exit 1, and bad usage with one line and exit 2',
      async () => {
        const [unknown, noSite, noReference] = await Promise.all([
          runCli(['orders', 'cancel', '--site', 'harbour-motors', 'HM-00000000'], env()),
          runCli(['orders', 'cancel', 'HM-00000000'], env()),
          runCli(['orders', 'cancel', '--site', 'harbour-motors'], env()),
        ]);
        expect(unknown.code, unknown.stderr).toBe(1);
        expect(unknown.stdout).toMatch(/^Order HM-00000000: We could not find that order/);
        expectOneLineError(noSite, 2, 'caryard: orders cancel: give --site SLUG and the order reference');
        expectOneLineError(noReference, 2, 'caryard: orders cancel: give --site SLUG and the order reference');
      },
      CLI_TIMEOUT,
    );
  });

  describe('usage', () => {
    it(
      'prints the usage for help (exit 0), and on stderr with exit 2 for no command or an unknown one',
      async () => {
        const [help, none, unknown] = await Promise.all([runCli(['help'], {}), runCli([], {}), runCli(['frobnicate'], {})]);
        expect(help.code).toBe(0);
        expect(help.stdout).toMatch(/^Usage: npm run caryard -- <command> \[options\]\n/);
        for (const command of [
          'search --site SLUG',
          'leads list --site SLUG --since DATE',
          'leads redeliver LEAD_ID',
          'orders cancel --site SLUG REFERENCE',
          'sites check',
        ])
          expect(help.stdout).toContain(command);
        expectOneLineError(none, 2, 'caryard: name a command');
        expect(none.stderr).toContain('Usage: npm run caryard');
        expectOneLineError(unknown, 2, "caryard: unknown command 'frobnicate'");
      },
      CLI_TIMEOUT,
    );

    it(
      'refuses bad options with one line naming the option, exit 2, before opening anything',
      async () => {
        const cases: [string[], string][] = [
          [['search'], 'caryard: search: --site is required (a site slug, e.g. harbour-motors)'],
          [['search', '--site', 'Harbour Motors'], 'caryard: search: --site must be a site slug such as harbour-motors'],
          [['search', '--site', SITE, '--page', '0'], 'caryard: search: --page must be a page number: 1, 2, …'],
          [['search', '--site', SITE, '--sort', 'cheapest'], 'caryard: search: --sort must be one of relevance, latest, price_desc, price_asc, weekly_asc'],
          [['search', '--site', SITE, '--colour', 'red'], "caryard: search: Unknown option '--colour'"],
          [['search', '--site', SITE, '--query', 'x'.repeat(201)], 'caryard: search: --query must be at most 200 characters'],
          [['leads', 'list', '--site', SITE], 'caryard: leads list: --since is required: a date (2026-03-01: from the start of that day at the site)'],
          [['leads', 'list', '--site', SITE, '--since', 'yesterday'], 'caryard: leads list: --since must be a date (2026-03-01'],
          [['leads', 'list', '--site', SITE, '--since', '2026-02-30'], 'caryard: leads list: --since must be a date'],
          [['leads', 'list', '--site', SITE, '--since', '2026-03-01T09:00:00'], 'caryard: leads list: --since must be a date'],
          [['leads', 'list', '--site', SITE, '--since', '2026-03-01', '--limit', '5000'], 'caryard: leads list: --limit must be a whole number from 1 to 1000'],
          [['leads', 'redeliver'], 'caryard: leads redeliver: name the lead: caryard leads redeliver LEAD_ID'],
          [['leads', 'redeliver', 'a', 'b'], "caryard: leads redeliver: unexpected argument 'b'"],
          [['leads', 'forget'], "caryard: leads: unknown subcommand 'forget' (list, redeliver or key)"],
          [['sites', 'check', '--file', join(dataDir, 'no-such-file.json')], `caryard: sites check: cannot read ${join(dataDir, 'no-such-file.json')}: ENOENT`],
        ];
        // None of these opens the database, so they may run side by side (a few at a time: two cores).
        const runs: CliRun[] = [];
        for (let i = 0; i < cases.length; i += 4) runs.push(...(await Promise.all(cases.slice(i, i + 4).map(([args]) => runCli(args, env())))));
        runs.forEach((run, i) => expectOneLineError(run, 2, cases[i]![1]));
      },
      CLI_TIMEOUT,
    );

    it(
      'refuses invalid settings with one line naming the variable, exit 1',
      async () => {
        expectOneLineError(
          await runCli(['leads', 'list', '--site', SITE, '--since', '2026-03-01'], { ...env(), SEED_CARS: '-5' }),
          1,
          /^caryard: Invalid settings: SEED_CARS: /,
        );
      },
      CLI_TIMEOUT,
    );
  });
});

describe('npm run caryard -- search, on a data directory seeded with SEED_CARS as npm start seeds it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'caryard-cli-seeded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'seeds the demo stock on first use and lists it',
    async () => {
      const run = await runCli(['search', '--site', SITE, '--json'], { DATA_DIR: dataDir, SEED_CARS: '40' });
      expect(run.code, run.stderr).toBe(0);
      const answer = JSON.parse(run.stdout) as { count: number; cars: { stocknum: string; price: string }[] };
      expect(answer.count).toBeGreaterThan(0);
      expect(answer.cars.length).toBe(Math.min(answer.count, 21));
      for (const car of answer.cars) expect(car.price).toMatch(/^(\$[\d,]+( per week)?|Enquire for price\.|PREORDER|SOLD)$/);
      const table = await runCli(['search', '--site', SITE], { DATA_DIR: dataDir, SEED_CARS: '40' });
      expect(table.stdout.trimEnd().split('\n').at(-1)).toBe(
        `${answer.count} ${answer.count === 1 ? 'car' : 'cars'}, page 1 of ${Math.ceil(answer.count / 21)}`,
      );
    },
    CLI_TIMEOUT,
  );
});
