/** Issue 12: the retention sweep runs at start, then hourly, one pass at a time, and stops cleanly. */
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageSweepReport } from '../../../application/tradein/expire-trade-in-images.use-case';
import { TradeInImageSweeper } from '../../../application/tradein/trade-in-image-sweeper';

const EMPTY: ImageSweepReport = { sites: [], removed: 0, failed: 0 };

/** A sweep whose passes are counted and, while `hold` is set, finish only when released. */
function countingSweep(options: { failFirst?: boolean } = {}) {
  const state = { passes: 0, hold: false, release: () => {} };
  return Object.assign(state, {
    execute: (): TE.TaskEither<never, ImageSweepReport> => () => {
      state.passes++;
      if (options.failFirst && state.passes === 1) return Promise.reject(new Error('database down'));
      if (!state.hold) return Promise.resolve(E.right(EMPTY));
      return new Promise((resolve) => {
        state.release = () => resolve(E.right(EMPTY));
      });
    },
  });
}

describe('TradeInImageSweeper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps at once on start, then every hour by default', async () => {
    const sweep = countingSweep();
    const sweeper = new TradeInImageSweeper(sweep);
    sweeper.start();
    sweeper.start();
    expect(sweep.passes).toBe(1);
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(sweep.passes).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep.passes).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(sweep.passes).toBe(4);
    await sweeper.stop();
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(sweep.passes).toBe(4);
  });

  it('never starts a pass while one is under way, and stop waits for it to finish', async () => {
    const sweep = countingSweep();
    sweep.hold = true;
    const sweeper = new TradeInImageSweeper(sweep, { intervalMs: 1000 });
    sweeper.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep.passes).toBe(1);
    let stopped = false;
    const stopping = sweeper.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    sweep.release();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('reports a failed pass and tries again at the next interval', async () => {
    const sweep = countingSweep({ failFirst: true });
    const errors: unknown[] = [];
    const sweeper = new TradeInImageSweeper(sweep, { intervalMs: 1000, onError: (error) => errors.push(error) });
    sweeper.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toEqual([new Error('database down')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep.passes).toBe(2);
    expect(errors).toHaveLength(1);
    await sweeper.stop();
  });
});
