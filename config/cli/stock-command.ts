/**
 * issue 16 'Stock in' on the command line:
 *   stock import FILE --site SLUG [--dry-run] [--full] [--json]   a CSV or JSON feed, with a progress bar and a validation report
 *   stock schema                                                   the JSON feed's JSON Schema
 *   stock key --site SLUG                                          a new inventory API key (the site's earlier keys stop working)
 */
import { readFile, stat } from 'node:fs/promises';
import * as E from 'fp-ts/lib/Either.js';
import type { StockImportReport } from '../../application/inventory/import-stock.use-case';
import { stockFeedJsonSchema } from '../../application/inventory/stock-feed.schema';
import { feedFormatOf, parseStockFeed } from '../../adapters/inventory/stock-feed-files';
import type { Settings } from '../runtime/settings';
import { failed, fromUseCase, usageError, type CliFailure, type CliOutput } from './cli-failure';
import { withCore } from './cli-core';
import { readArgs } from './options';
import { formatTable } from './table';

/** The largest feed file read: 200,000 cars of a few hundred bytes each, with room to spare. */
const MAX_FEED_BYTES = 512 * 1024 * 1024;

/** Where the progress bar is drawn (stderr on a terminal); absent: no bar. */
export interface ProgressStream {
  readonly stream: NodeJS.WritableStream;
}

export async function stockCommand(args: readonly string[], settings: Settings, progress?: ProgressStream): Promise<E.Either<CliFailure, CliOutput>> {
  const [sub, ...rest] = args;
  if (sub === 'schema') {
    const parsed = readArgs('stock schema', rest, {});
    if (E.isLeft(parsed)) return parsed;
    const schema = stockFeedJsonSchema();
    return E.right({ text: JSON.stringify(schema, null, 2), json: schema, asJson: false });
  }
  if (sub === 'key') return keyCommand(rest, settings);
  if (sub !== 'import')
    return E.left(
      usageError(sub === undefined ? 'stock: name a subcommand, import, schema or key' : `stock: unknown subcommand '${sub}' (import, schema, key)`, true),
    );
  const parsed = readArgs(
    'stock import',
    rest,
    { site: { type: 'string' }, 'dry-run': { type: 'boolean' }, full: { type: 'boolean' }, json: { type: 'boolean' } },
    1,
  );
  if (E.isLeft(parsed)) return parsed;
  const { values, positionals } = parsed.right;
  const file = positionals[0];
  if (typeof values.site !== 'string' || !file) return E.left(usageError('stock import: give the feed file and --site SLUG', true));
  const asJson = values.json === true;

  let text: string;
  try {
    const info = await stat(file);
    if (info.size > MAX_FEED_BYTES) return E.left(failed(`stock import: ${file} is ${info.size} bytes; a feed file may be at most ${MAX_FEED_BYTES} bytes`));
    text = await readFile(file, 'utf8');
  } catch (error) {
    return E.left(
      failed(
        `stock import: cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
  const feed = parseStockFeed(text, feedFormatOf(file, text));
  if (E.isLeft(feed)) return E.left(failed(`stock import: ${feed.left.message}`));

  return withCore(settings, { start: true }, async (core) => {
    const site = core.siteOf(values.site as string);
    if (!site) return E.left(usageError(`stock import: no site '${String(values.site)}'`));
    const bar = progress && !asJson ? await progressBar(progress.stream, feed.right.rows.length) : null;
    const started = performance.now();
    const result = await core.useCases.importStock.execute({
      site_slug: site.slug,
      rows: feed.right.rows,
      full: values.full === true,
      dry_run: values['dry-run'] === true,
      ignored_fields: feed.right.ignored_fields,
      onProgress: (done) => bar?.update(done),
    })();
    bar?.stop();
    if (E.isLeft(result)) return E.left(fromUseCase(result.left));
    const seconds = (performance.now() - started) / 1000;
    const report = result.right;
    return E.right({ text: reportText(report, file, seconds), json: report, asJson, exitCode: report.rejected > 0 ? 1 : 0 });
  });
}

async function progressBar(stream: NodeJS.WritableStream, total: number): Promise<{ update(done: number): void; stop(): void }> {
  const { SingleBar } = await import('cli-progress');
  const bar = new SingleBar({ stream, format: 'Importing {bar} {percentage}% | {value}/{total} rows | {duration}s', hideCursor: true });
  bar.start(total, 0);
  return { update: (done) => bar.update(done), stop: () => bar.stop() };
}

/** The summary, then the validation report: one line per problem (row, stock no., field, problem, value). */
export function reportText(report: StockImportReport, file: string, seconds: number): string {
  const verb = report.dry_run ? 'would be' : '';
  const lines = [
    `${report.dry_run ? 'Dry run: nothing was changed. ' : ''}${file} → ${report.site_slug}: ${report.rows} rows, ${report.valid} valid, ${report.rejected} rejected (${seconds.toFixed(1)} s).`,
    `Cars ${verb ? 'that would be ' : ''}created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}${report.full ? `, sold (missing from the feed) ${report.sold}` : ''}.`,
  ];
  if (report.alerts_recorded > 0) lines.push(`Watchers' alerts recorded: ${report.alerts_recorded}.`);
  if (report.ignored_fields.length > 0) lines.push(`Ignored columns the feed schema does not know: ${report.ignored_fields.join(', ')}.`);
  if (report.problems.length > 0) {
    lines.push('', 'Validation report (these rows were not applied):');
    lines.push(
      formatTable(
        [
          { header: 'Row', cell: (p) => String(p.row), align: 'right' },
          { header: 'Stock no.', cell: (p) => p.stocknum ?? '' },
          { header: 'Field', cell: (p) => p.field },
          { header: 'Problem', cell: (p) => p.problem },
          { header: 'Value', cell: (p) => p.value },
        ],
        report.problems,
      ),
    );
  }
  return lines.join('\n');
}

async function keyCommand(args: readonly string[], settings: Settings): Promise<E.Either<CliFailure, CliOutput>> {
  const parsed = readArgs('stock key', args, { site: { type: 'string' }, json: { type: 'boolean' } });
  if (E.isLeft(parsed)) return parsed;
  const { values } = parsed.right;
  if (typeof values.site !== 'string') return E.left(usageError('stock key: give --site SLUG', true));
  const asJson = values.json === true;
  return withCore(settings, { start: false }, async (core) => {
    const site = core.siteOf(values.site as string);
    if (!site) return E.left(usageError(`stock key: no site '${String(values.site)}'`));
    const key = await core.useCases.inventoryKeys.rotate(site.slug);
    return E.right({
      text: `New inventory API key for ${site.slug} (shown once; the site's earlier keys no longer work):\n${key}\nSend it as 'Authorization: Bearer {key}' to PUT/DELETE /api/inventory/cars/{stocknum} and POST /api/inventory/import.`,
      json: { site_slug: site.slug, key },
      asJson,
    });
  });
}
