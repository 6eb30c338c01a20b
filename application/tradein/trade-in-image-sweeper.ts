import type { ExpireTradeInImages } from './expire-trade-in-images.use-case';

export interface TradeInImageSweeperOptions {
  /** How often photos past their retention are looked for. Default hourly: retention is counted in days. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The periodic retention sweep of sellers' trade-in photos (issue 12). Every instance may run
 * one: the store hands each expired record to one sweeper, and deleting a file is idempotent.
 */
export class TradeInImageSweeper {
  #timer: ReturnType<typeof setInterval> | null = null;
  #pass: Promise<unknown> | null = null;

  constructor(
    private readonly expire: Pick<ExpireTradeInImages, 'execute'>,
    private readonly options: TradeInImageSweeperOptions = {},
  ) {}

  /** Sweeps at once, then every interval. Idempotent. */
  start(): void {
    if (this.#timer) return;
    this.#sweep();
    this.#timer = setInterval(() => this.#sweep(), this.options.intervalMs ?? 3_600_000);
    this.#timer.unref?.();
  }

  /** Stops; resolves once a sweep under way has finished. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#pass;
  }

  #sweep(): void {
    if (this.#pass) return;
    this.#pass = this.expire
      .execute()()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.#pass = null;
      });
  }
}
