/**
 * The core as the command line opens it: from the same settings as `npm start`
 * (config/runtime/settings.ts: DATA_DIR or DATABASE_URL, SEED_CARS, …), with the log on
 * stderr — stdout is the command's output — and silent unless LOG_LEVEL says otherwise.
 */
import * as E from 'fp-ts/lib/Either.js';
import { DataDirInUseError } from '../../adapters/persistence/data-dir-lock';
import type { Logger } from '../../application/shared/logger.port';
import type { CaryardCore } from '../core';
import { PORTS } from '../ports';
import { InvalidSettingsError, loadSettings, type Settings } from '../runtime/settings';
import { failed, type CliFailure } from './cli-failure';

/** The settings of `npm start`, with LOG_LEVEL 'silent' unless set. */
export function cliSettings(env: Readonly<Record<string, string | undefined>>): E.Either<CliFailure, Settings> {
  try {
    return E.right(loadSettings({ ...env, LOG_LEVEL: env.LOG_LEVEL?.trim() ? env.LOG_LEVEL : 'silent' }));
  } catch (error) {
    if (!(error instanceof InvalidSettingsError)) throw error;
    // 'Invalid settings:\n  SEED_CARS: …\n  PORT: …' on one line.
    const [head = '', ...problems] = error.message
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    return E.left(failed(`${head.replace(/:$/, '')}: ${problems.join('; ')}`));
    throw error;
  }
}

/**
 * Builds the core (no HTTP server, no UI), starts it only when `start` is set — the search
 * indexes need it; no workers either way: one command is one pass — runs `use`, and closes the
 * core whatever happens. Left with the operator's message when the core cannot be built: a
 * data directory in use by a running `npm start`, an invalid site configuration, a database
 * that cannot be reached.
 */
export async function withCore<A>(
  settings: Settings,
  options: { readonly start: boolean },
  use: (core: CaryardCore) => Promise<E.Either<CliFailure, A>>,
): Promise<E.Either<CliFailure, A>> {
  let core: CaryardCore;
  try {
    // Loaded here, not on import: usage errors and `help` answer without loading the database or search engines.
    const [{ buildCore }, { pino }] = await Promise.all([import('../core'), import('pino')]);
    // The log goes to stderr: stdout is the command's output (a table, or JSON a script reads).
    const logger: Logger = pino({ level: settings.logLevel }, pino.destination({ dest: 2, sync: true }));
    core = await buildCore(settings, { overrides: (c) => c.rebind(PORTS.Logger).toConstantValue(logger) });
  } catch (error) {
    // buildCore rejects with a message meant for the operator (its contract); say it on one line.
    const message = error instanceof Error ? error.message : String(error);
    return E.left(
      failed(
        error instanceof DataDirInUseError
          ? `${message} The command line opens the embedded database itself: run it while \`npm start\` on that DATA_DIR is stopped, or run both on PostgreSQL (DATABASE_URL).`
          : `Could not open Caryard's core: ${message}`,
      ),
    );
  }
  try {
    if (options.start) await core.start({ workers: false });
    return await use(core);
  } finally {
    await core.close();
  }
}
