import type { ReleaseExpiredReservations } from './release-expired-reservations.use-case';

export interface ReservationSweeperOptions {
  /** How often lapsed holds are looked for. Default 60 s: a car shows as available at most a minute late. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * The periodic sweep of lapsed reservations (issue 6: "when the hold expires it shows as
 * available again"). Every instance may run one: releasing is idempotent in the store.
 */
export class ReservationSweeper {
  #timer: ReturnType<typeof setInterval> | null = null;
  #pass: Promise<unknown> | null = null;

  constructor(
    private readonly release: Pick<ReleaseExpiredReservations, 'execute'>,
    private readonly options: ReservationSweeperOptions = {},
  ) {}

  /** Sweeps at once, then every interval. Idempotent. */
  start(): void {
    if (this.#timer) return;
    this.#sweep();
    this.#timer = setInterval(() => this.#sweep(), this.options.intervalMs ?? 60_000);
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
    this.#pass = this.release
      .execute()()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.#pass = null;
      });
  }
}
