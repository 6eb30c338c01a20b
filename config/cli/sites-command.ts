/**
 * `caryard sites check`: the CheckSites use case over every site configuration — the demo
 * sites start-up loads (config/dealer-sites), or the JSON file given with --file, to check a
 * configuration before it is deployed. It needs no database and no core: checking must work
 * exactly when the configuration is broken, which is when the core cannot be built.
 */
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import { CheckSites, type SiteCheck } from '../../application/dealer-site/check-sites.use-case';
import { DEMO_SITE_OVERRIDES } from '../dealer-sites';
import { ZodDealerSiteValidator } from '../dealer-sites/zod-dealer-site-validator';
import { failed, usageError, type CliFailure, type CliOutput } from './cli-failure';
import { readArgs, validate } from './options';
import { formatTable } from './table';

const schema = z.object({
  file: z.string().min(1, 'needs a file name').optional(),
  json: z.boolean().default(false),
});

export async function sitesCommand(args: readonly string[]): Promise<E.Either<CliFailure, CliOutput>> {
  const [sub, ...rest] = args;
  if (sub !== 'check') {
    return E.left(usageError(sub === undefined ? 'sites: name a subcommand: check' : `sites: unknown subcommand '${sub}' (check)`, true));
  }
  const parsed = readArgs('sites check', rest, { file: { type: 'string' }, json: { type: 'boolean' } });
  if (E.isLeft(parsed)) return parsed;
  const options = validate('sites check', schema, parsed.right.values);
  if (E.isLeft(options)) return options;
  const inputs = options.right.file === undefined ? E.right(DEMO_SITE_OVERRIDES) : readSitesFile(options.right.file);
  if (E.isLeft(inputs)) return inputs;

  const report = E.toUnion(await new CheckSites({ validator: new ZodDealerSiteValidator() }).execute({ inputs: inputs.right })());
  const invalid = report.sites.filter((s) => !s.ok).length;
  const table = formatTable(
    [
      { header: 'status', cell: (s: SiteCheck) => (s.ok ? 'OK' : 'INVALID') },
      { header: 'site', cell: (s) => s.site },
      { header: 'problem', cell: (s) => s.problems.map((p) => `${p.field}: ${p.message}`).join('; ') },
    ],
    report.sites,
  );
  const footer =
    report.sites.length === 0
      ? 'No sites configured.'
      : invalid === 0
        ? `${report.sites.length} ${report.sites.length === 1 ? 'site' : 'sites'}, all valid.`
        : `${invalid} of ${report.sites.length} sites invalid.`;
  return E.right({ text: report.sites.length > 0 ? `${table}\n${footer}` : footer, json: report, asJson: options.right.json, exitCode: report.ok ? 0 : 1 });
}

/** A JSON file of site configurations: an array of them, or one. */
function readSitesFile(path: string): E.Either<CliFailure, readonly unknown[]> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return E.left(usageError(`sites check: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`));
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return E.left(failed(`sites check: ${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`));
  }
  return E.right(Array.isArray(data) ? data : [data]);
}
