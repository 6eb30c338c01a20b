import * as E from 'fp-ts/lib/Either.js';
import { systemClock, type Clock } from './clock.port';
import type { DeliverPendingLeads } from './deliver-pending-leads.use-case';
import type { LeadOutbox, OutboxSignal } from './lead-outbox.port';

const MIN_SLEEP_MS = 25;

export interface LeadDispatcherOptions {
  /** Longest sleep between two passes: how soon deliveries queued by another instance are seen. Default 5 s. */
  pollMs?: number;
  /** Sleep after a pass that failed (the database is down). Default 5 s. */
  errorDelayMs?: number;
  /** A pass failed; the loop goes on. */
  onError?: (error: unknown) => void;
  clock?: Clock;
}

/**
 * The outbox loop (issue 6): one pass of DeliverPendingLeads at a time, then sleep until the
 * next delivery is due (at most `pollMs`), straight on when a pass was full, and at once when
 * notified of a new lead. Bounded (one pass, one batch at a time) and stoppable: stop()
 * resolves once the pass under way has recorded its attempts.
 */
export class LeadDispatcher implements OutboxSignal {
  readonly #pollMs: number;
  readonly #errorDelayMs: number;
  readonly #clock: Clock;
  #running = false;
  #notified = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;

  constructor(
    private readonly deliver: Pick<DeliverPendingLeads, 'execute' | 'batchSize'>,
    private readonly outbox: Pick<LeadOutbox, 'nextDueAt'>,
    private readonly options: LeadDispatcherOptions = {},
  ) {
    this.#pollMs = options.pollMs ?? 5_000;
    this.#errorDelayMs = options.errorDelayMs ?? 5_000;
    this.#clock = options.clock ?? systemClock;
  }

  get running(): boolean {
    return this.#running;
  }

  /** Starts the loop (its first pass at once). Idempotent. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  notify(): void {
    this.#notified = true;
    this.#wake?.();
  }

  /** Stops the loop after the pass under way. Idempotent. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wake?.();
    await this.#loop;
  }

  async #run(): Promise<void> {
    while (this.#running) {
      this.#notified = false;
      let delay: number;
      try {
        const report = E.toUnion(await this.deliver.execute()());
        if (report.claimed >= this.deliver.batchSize) delay = 0;
        else {
          const next = await this.outbox.nextDueAt();
          // At least MIN_SLEEP_MS: a clock disagreement between two instances never makes a busy loop.
          delay = next === null ? this.#pollMs : Math.min(this.#pollMs, Math.max(MIN_SLEEP_MS, next.getTime() - this.#clock.now().getTime()));
        }
      } catch (error) {
        this.options.onError?.(error);
        delay = this.#errorDelayMs;
      }
      if (!this.#running) break;
      if (this.#notified || delay === 0) continue;
      await this.#sleep(delay);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#wake = done;
    });
  }
}
