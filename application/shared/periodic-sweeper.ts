/** What a sweeper runs: a use case whose `execute()` gives the pass to run. */
export interface SweepTask {
  execute(): () => Promise<unknown>;
}

export interface SweeperOptions {
  /** How often the task runs. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Runs a task at once and then every interval, never two passes at a time; `stop` waits for a
 * pass under way. The background sweeps of the core (lapsed reservations, expired trade-in
 * photos) are each one of these with their own interval.
 */
export class PeriodicSweeper {
  #timer: ReturnType<typeof setInterval> | null = null;
  #pass: Promise<unknown> | null = null;

  constructor(
    private readonly task: SweepTask,
    private readonly intervalMs: number,
    private readonly onError?: (error: unknown) => void,
  ) {}

  /** Sweeps at once, then every interval. Idempotent. */
  start(): void {
    if (this.#timer) return;
    this.#sweep();
    this.#timer = setInterval(() => this.#sweep(), this.intervalMs);
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
    this.#pass = this.task
      .execute()()
      .catch((error: unknown) => this.onError?.(error))
      .finally(() => {
        this.#pass = null;
      });
  }
}
