/**
 * issue 16 'Stock in' on the command line, the real CLI in a child process on an embedded data
 * directory: `stock import FILE --site SLUG [--dry-run] [--full] [--json]` prints the summary and
 * the validation report (exit 1 when a row was bad), a second import changes nothing, `--full`
 * sells what the feed lacks; `stock schema` prints the published schema; `stock key` makes a key
 * that the inventory API then takes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImportReport } from '../../../application/inventory/import-stock.use-case';
import { stockFeedJsonSchema } from '../../../application/inventory/stock-feed.schema';
import { buildCore } from '../../../config/core';
import { ROOT, prepareDataDir, runCli, settingsFor } from './cli-fixture';

const CLI_TIMEOUT = 180_000;
const SITE = 'harbour-motors';
const fixture = (name: string) => join(ROOT, 'tests/fixtures/stock', name);

describe('npm run caryard -- stock (issue 16)', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, SEED_CARS: '0' });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'caryard-cli-stock-'));
    await prepareDataDir(dataDir);
  }, CLI_TIMEOUT);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'imports a CSV feed, prints the summary; the same file again changes nothing; a mixed file prints its validation report and exits 1',
    async () => {
      const first = await runCli(['stock', 'import', fixture('harbour-good.csv'), '--site', SITE], env());
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(
        /harbour-good\.csv → harbour-motors: 3 rows, 3 valid, 0 rejected \(\d+\.\d s\)\.\nCars created 3, updated 0, unchanged 0\.\nIgnored columns the feed schema does not know: dms_branch\.\n/,
      );
      const again = await runCli(['stock', 'import', fixture('harbour-good.csv'), '--site', SITE, '--json'], env());
      expect(again.code, again.stderr).toBe(0);
      expect(JSON.parse(again.stdout) as StockImportReport).toMatchObject({ created: 0, updated: 0, unchanged: 3 });

      const mixed = await runCli(['stock', 'import', fixture('harbour-mixed.csv'), '--site', SITE], env());
      expect(mixed.code).toBe(1);
      const lines = mixed.stdout.split('\n');
      expect(lines[0]).toMatch(/^.*harbour-mixed\.csv → harbour-motors: 8 rows, 1 valid, 7 rejected/);
      expect(lines).toContain('Validation report (these rows were not applied):');
      expect(lines.find((l) => l.startsWith('Row'))).toMatch(/^Row\s+Stock no\.\s+Field\s+Problem\s+Value$/);
      expect(lines.some((l) => /^\s+3\s+HMF-2002\s+km\s+must be a number of kilometres\s+eighty thousand$/.test(l))).toBe(true);
      expect(lines.some((l) => /^\s+9\s+HMF-2008\s+price\s+is required$/.test(l))).toBe(true);
    },
    CLI_TIMEOUT,
  );

  it(
    'a dry run with --full says what it would sell and changes nothing; then --full sells the cars the feed lacks',
    async () => {
      const dry = await runCli(['stock', 'import', fixture('harbour-good.json'), '--site', SITE, '--full', '--dry-run', '--json'], env());
      expect(dry.code, dry.stderr).toBe(0);
      const wouldBe = JSON.parse(dry.stdout) as StockImportReport;
      expect(wouldBe).toMatchObject({ dry_run: true, created: 2 });
      const real = await runCli(['stock', 'import', fixture('harbour-good.json'), '--site', SITE, '--full', '--json'], env());
      const report = JSON.parse(real.stdout) as StockImportReport;
      expect(report).toMatchObject({ dry_run: false, created: 2, sold: wouldBe.sold });
      expect(report.cars.filter((c) => c.outcome === 'sold').map((c) => c.stocknum)).toEqual(
        expect.arrayContaining(['HMF-1001', 'HMF-1002', 'HMF-1003', 'HMF-2001']),
      );
    },
    CLI_TIMEOUT,
  );

  it(
    'prints the JSON Schema; makes an inventory key the API takes (its hash stored); refuses bad usage with one line',
    async () => {
      const schema = await runCli(['stock', 'schema'], env());
      expect(schema.code).toBe(0);
      expect(JSON.parse(schema.stdout)).toEqual(stockFeedJsonSchema());
      expect(JSON.parse(readFileSync(join(ROOT, 'docs/stock-feed.schema.json'), 'utf8'))).toEqual(JSON.parse(schema.stdout));

      const made = await runCli(['stock', 'key', '--site', SITE, '--json'], env());
      expect(made.code, made.stderr).toBe(0);
      const { key } = JSON.parse(made.stdout) as { key: string };
      // issue 30: this deployment's lead API key, made the same way (`leads key`).
      const leadKey = await runCli(['leads', 'key', '--site', SITE, '--json'], env());
      expect(leadKey.code, leadKey.stderr).toBe(0);
      const lead = JSON.parse(leadKey.stdout) as { site_slug: string; key: string };
      expect(lead).toEqual({ site_slug: SITE, key: expect.stringMatching(/^cyl_[A-Za-z0-9_-]{43}$/) });
      const core = await buildCore(settingsFor(dataDir));
      try {
        expect(await core.useCases.inventoryKeys.verify(SITE, key)).toBe(true);
        expect(await core.useCases.inventoryKeys.verify('bayside-pre-owned', key)).toBe(false);
        expect(await core.useCases.leadApiKeys.verify(SITE, lead.key)).toBe(true);
        expect(await core.useCases.leadApiKeys.verify(SITE, key), 'an inventory key is no lead key').toBe(false);
        expect(await core.useCases.leadApiKeys.verify('bayside-pre-owned', lead.key)).toBe(false);
      } finally {
        await core.close();
      }

      const [noSite, noFile, missing, unknownSite] = await Promise.all([
        runCli(['stock', 'import', fixture('harbour-good.csv')], env()),
        runCli(['stock', 'import', '--site', SITE], env()),
        runCli(['stock', 'import', '/nonexistent/feed.csv', '--site', SITE], env()),
        runCli(['stock', 'import', fixture('harbour-good.csv'), '--site', 'nowhere'], env()),
      ]);
      expect([noSite.code, noFile.code]).toEqual([2, 2]);
      expect(noSite.stderr.split('\n')[0]).toBe('caryard: stock import: give the feed file and --site SLUG');
      expect(missing.code).toBe(1);
      expect(missing.stderr.trim()).toBe('caryard: stock import: cannot read /nonexistent/feed.csv: no such file');
      expect(unknownSite.code).toBe(2);
      expect(unknownSite.stderr.trim()).toBe("caryard: stock import: no site 'nowhere'");
    },
    CLI_TIMEOUT,
  );
});
