/**
 * `caryard alerts send` (issue 14): one pass of the alerts worker — new stock for saved searches,
 * one digest per shopper a day, delivery of the queued messages — as a running server makes every
 * few minutes. Useful where no server runs the workers, and to see what a pass does.
 */
import * as E from 'fp-ts/lib/Either.js';
import { alertPassSummary } from '../../application/shoppers/send-shopper-alerts.use-case';
import type { Settings } from '../runtime/settings';
import { usageError, type CliFailure, type CliOutput } from './cli-failure';
import { withCore } from './cli-core';
import { readArgs } from './options';

export async function alertsCommand(args: readonly string[], settings: Settings): Promise<E.Either<CliFailure, CliOutput>> {
  const [sub, ...rest] = args;
  if (sub !== 'send') return E.left(usageError(sub === undefined ? 'alerts: name a subcommand, send' : `alerts: unknown subcommand '${sub}' (send)`, true));
  const parsed = readArgs('alerts send', rest, { json: { type: 'boolean' } });
  if (E.isLeft(parsed)) return parsed;
  const asJson = parsed.right.values.json === true;
  // Started: the new-stock check runs the saved searches through the search index.
  return withCore(settings, { start: true }, async (core) => {
    const report = E.toUnion(await core.useCases.sendShopperAlerts.execute()());
    return E.right({ text: alertPassSummary(report), json: report, asJson, exitCode: report.messages_failed > 0 ? 1 : 0 });
  });
}
