import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryRunReport } from '../../../application/leads/deliver-pending-leads.use-case';
import { LeadDispatcher } from '../../../application/leads/lead-dispatcher';

/** A pass that reports what it is told and counts its runs. */
function aPass(reports: DeliveryRunReport[] = []) {
  const pass = {
    runs: 0,
    batchSize: 5,
    fail: false,
    execute: () => async () => {
      pass.runs++;
      if (pass.fail) throw new Error('database down');
      return E.right(reports.shift() ?? { claimed: 0, delivered: 0, failed: 0 });
    },
  };
  return pass;
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('LeadDispatcher: the outbox loop (bounded, stoppable, woken by new leads)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass at start, then polls every pollMs when nothing is due', async () => {
    const pass = aPass();
    const dispatcher = new LeadDispatcher(pass, { nextDueAt: async () => null }, { pollMs: 5_000 });
    dispatcher.start();
    await flush();
    expect(pass.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(pass.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass.runs).toBe(2);
    await dispatcher.stop();
  });

  it('wakes at once when notified of a new lead', async () => {
    const pass = aPass();
    const dispatcher = new LeadDispatcher(pass, { nextDueAt: async () => null }, { pollMs: 60_000 });
    dispatcher.start();
    await flush();
    dispatcher.notify();
    await flush();
    expect(pass.runs).toBe(2);
    await dispatcher.stop();
  });

  it('sleeps only until the next delivery is due (a retry after its backoff)', async () => {
    const pass = aPass();
    const dispatcher = new LeadDispatcher(pass, { nextDueAt: async () => new Date(Date.now() + 1_500) }, { pollMs: 60_000 });
    dispatcher.start();
    await flush();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(pass.runs).toBe(2);
    await dispatcher.stop();
  });

  it('goes straight on while passes come back full (a backlog), one pass at a time', async () => {
    const full = { claimed: 5, delivered: 5, failed: 0 };
    const pass = aPass([full, full, full]);
    const dispatcher = new LeadDispatcher(pass, { nextDueAt: async () => null }, { pollMs: 60_000 });
    dispatcher.start();
    await vi.advanceTimersByTimeAsync(0);
    await flush();
    expect(pass.runs).toBe(4);
    await dispatcher.stop();
  });

  it('keeps going after a failed pass, reporting it, after errorDelayMs', async () => {
    const pass = aPass();
    pass.fail = true;
    const errors: unknown[] = [];
    const dispatcher = new LeadDispatcher(pass, { nextDueAt: async () => null }, { errorDelayMs: 2_000, onError: (e) => errors.push(e) });
    dispatcher.start();
    await flush();
    expect(errors).toHaveLength(1);
    pass.fail = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(pass.runs).toBe(2);
    expect(errors).toHaveLength(1);
    await dispatcher.stop();
  });

  it('stops: stop() waits for the pass under way, and no pass runs after it', async () => {
    let finish: () => void = () => {};
    let runs = 0;
    const slow = {
      batchSize: 5,
      execute: () => async () => {
        runs++;
        await new Promise<void>((r) => (finish = r));
        return E.right({ claimed: 1, delivered: 1, failed: 0 });
      },
    };
    const dispatcher = new LeadDispatcher(slow, { nextDueAt: async () => null });
    dispatcher.start();
    await flush();
    let stopped = false;
    const stopping = dispatcher.stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(dispatcher.running).toBe(false);
    dispatcher.notify();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(1);
  });
});
