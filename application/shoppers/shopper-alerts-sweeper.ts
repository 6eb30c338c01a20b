import { PeriodicSweeper, type SweeperOptions } from '../shared/periodic-sweeper';
import type { SendShopperAlerts } from './send-shopper-alerts.use-case';

/** How often the alerts pass runs by default: a price drop reaches a watcher within 5 minutes (the daily rule allowing). */
export const DEFAULT_ALERTS_INTERVAL_MS = 5 * 60_000;

/**
 * The periodic alerts pass (issue 14): new stock for saved searches, one digest per shopper a
 * day, and delivery of the queued messages. Every instance may run one: the store's daily rule
 * is checked in the transaction that queues a digest, and each message is claimed for a lease.
 */
export class ShopperAlertsSweeper extends PeriodicSweeper {
  constructor(send: Pick<SendShopperAlerts, 'execute'>, options: SweeperOptions = {}) {
    super(send, options.intervalMs ?? DEFAULT_ALERTS_INTERVAL_MS, options.onError);
  }
}
