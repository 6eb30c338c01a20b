import { PeriodicSweeper, type SweeperOptions } from '../shared/periodic-sweeper';
import type { ExpireTradeInImages } from './expire-trade-in-images.use-case';

/** `intervalMs`: how often photos past their retention are looked for. Default hourly: retention is counted in days. */
export type TradeInImageSweeperOptions = SweeperOptions;

/**
 * The periodic retention sweep of sellers' trade-in photos (issue 12). Every instance may run
 * one: the store hands each expired record to one sweeper, and deleting a file is idempotent.
 */
export class TradeInImageSweeper extends PeriodicSweeper {
  constructor(expire: Pick<ExpireTradeInImages, 'execute'>, options: TradeInImageSweeperOptions = {}) {
    super(expire, options.intervalMs ?? 3_600_000, options.onError);
  }
}
