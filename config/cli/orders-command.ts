/**
 * `caryard orders cancel --site SLUG REFERENCE` (issue 15 step 7): the dealer cancels a placed
 * online order — the deposit is refunded through the payment port and the car is released across
 * the site (search, vehicle page) at once.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Settings } from '../runtime/settings';
import { usageError, type CliFailure, type CliOutput } from './cli-failure';
import { withCore } from './cli-core';
import { readArgs } from './options';

export async function ordersCommand(args: readonly string[], settings: Settings): Promise<E.Either<CliFailure, CliOutput>> {
  const [sub, ...rest] = args;
  if (sub !== 'cancel')
    return E.left(usageError(sub === undefined ? 'orders: name a subcommand, cancel' : `orders: unknown subcommand '${sub}' (cancel)`, true));
  const parsed = readArgs('orders cancel', rest, { site: { type: 'string' }, json: { type: 'boolean' } }, 1);
  if (E.isLeft(parsed)) return parsed;
  const { values, positionals } = parsed.right;
  const reference = positionals[0];
  if (typeof values.site !== 'string' || !reference) return E.left(usageError('orders cancel: give --site SLUG and the order reference', true));
  const asJson = values.json === true;
  return withCore(settings, { start: true }, async (core) => {
    const site = core.siteOf(values.site as string);
    if (!site) return E.left(usageError(`orders cancel: no site '${String(values.site)}'`, false));
    const result = await core.useCases.checkout.cancel(site, reference);
    if (E.isLeft(result)) return E.right({ text: `Order ${reference}: ${result.left.message}`, json: { error: result.left }, asJson, exitCode: 1 });
    const order = result.right;
    return E.right({ text: `Order ${order.reference} cancelled: the deposit is refunded and the ${order.car.title} is available again.`, json: order, asJson });
  });
}
