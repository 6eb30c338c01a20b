/**
 * Caryard's command line (issue 10): a second channel on the same core as the HTTP server. Each
 * command parses its arguments, builds the core from the settings `npm start` uses (no HTTP
 * server, no UI build), calls use cases, closes the core, and prints a table or, with --json,
 * one JSON document. Kept free of process globals so the entry (main.ts) is the only place
 * that touches argv, the environment, the streams and the exit code.
 */
import * as E from 'fp-ts/lib/Either.js';
import { usageError, type CliFailure, type CliOutput } from './cli-failure';
import { cliSettings } from './cli-core';

export const USAGE = `Usage: npm run caryard -- <command> [options]

Commands:
  search --site SLUG [--query TEXT] [--page N] [--sort relevance|latest|price_desc|price_asc|weekly_asc] [--json]
      The site's search listing: stock no., car, price as the site shows it, km, status.
  leads list --site SLUG --since DATE [--limit N] [--json]
      The site's leads since DATE (2026-03-01: from the start of that day at the site; or an
      instant such as 2026-03-01T09:00:00+10:00), oldest first, with each channel's delivery.
  leads redeliver LEAD_ID [--json]
      Queues the lead's deliveries to the dealer again (and one to the customer only if it has not
      reached them), runs one outbox pass, prints the outcome.
  leads key --site SLUG [--json]
      Makes the site's lead API key on this deployment (shown once), for apps and partners that
      send leads without a form; the site's earlier keys stop working.
  alerts send [--json]
      One pass of the shoppers' alerts: new stock for saved searches, at most one message a day
      per shopper (SMS, and email where given), delivery of queued messages; prints what it did.
  orders cancel --site SLUG REFERENCE [--json]
      Cancels a placed online order (HM-4K7Q2ZB9): refunds the deposit and releases the car.
  stock import FILE --site SLUG [--dry-run] [--full] [--json]
      Loads a dealer's stock from a CSV (header row) or JSON feed (docs/stock-feed.schema.json):
      valid rows apply, bad rows are reported (row, field, problem, value; exit 1 if any);
      --full sells the site's cars missing from the feed; --dry-run changes nothing.
  stock schema
      Prints the JSON feed's JSON Schema.
  stock key --site SLUG [--json]
      Makes the site's inventory API key (shown once); the site's earlier keys stop working.
  sites check [--file sites.json] [--json]
      Validates every dealer site configuration (or those in the JSON file); exit 1 if any is invalid.
  help
      This text.

Settings come from the environment, as for npm start: DATA_DIR (embedded database) or
DATABASE_URL (PostgreSQL), SEED_CARS, SEED, LOG_LEVEL (default silent; the log goes to stderr).
The embedded database serves one process: stop npm start on that DATA_DIR first, or use PostgreSQL.
Exit status: 0 done, 1 failed (or the outcome is bad), 2 bad usage.`;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** A terminal to draw progress bars on (stderr when it is one); absent: none. */
  readonly progress?: NodeJS.WritableStream;
}

/** Runs one command line; resolves with the exit status. */
export async function runCli(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'help' || argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE);
    return 0;
  }
  const result = await dispatch(command, args, env, io);
  if (E.isLeft(result)) {
    io.err(`caryard: ${result.left.message}`);
    if (result.left.showUsage) io.err(USAGE);
    return result.left.exitCode;
  }
  io.out(result.right.asJson ? JSON.stringify(result.right.json, null, 2) : result.right.text);
  return result.right.exitCode ?? 0;
}

async function dispatch(
  command: string | undefined,
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CliIo,
): Promise<E.Either<CliFailure, CliOutput>> {
  if (command === undefined) return E.left(usageError('name a command', true));
  // Each command's module is loaded when it runs: `help` and bad usage answer at once.
  if (command === 'sites') return (await import('./sites-command')).sitesCommand(args);
  const known = command === 'search' || command === 'leads' || command === 'alerts' || command === 'orders' || command === 'stock';
  if (!known) return E.left(usageError(`unknown command '${command}'`, true));
  const settings = cliSettings(env);
  if (E.isLeft(settings)) return settings;
  if (command === 'alerts') return (await import('./alerts-command')).alertsCommand(args, settings.right);
  if (command === 'orders') return (await import('./orders-command')).ordersCommand(args, settings.right);
  if (command === 'stock') return (await import('./stock-command')).stockCommand(args, settings.right, io.progress ? { stream: io.progress } : undefined);
  return command === 'search'
    ? (await import('./search-command')).searchCommand(args, settings.right)
    : (await import('./leads-command')).leadsCommand(args, settings.right);
}
