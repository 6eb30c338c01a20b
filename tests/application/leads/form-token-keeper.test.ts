import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormTokenAnswer } from '../../../application/client/lead-forms-client.port';
import { FormTokenKeeper, REFRESH_BEFORE_EXPIRY_MS, USABLE_MARGIN_MS } from '../../../application/leads/form-token-keeper';

const HOUR = 3_600_000;

/** A server whose clock is `skewMs` away from the browser's: issues tokens usable 3 s after issue, for 2 h. */
function aServer(skewMs = 0) {
  const issued: string[] = [];
  let failing = false;
  return {
    issued,
    fail: (yes: boolean) => void (failing = yes),
    fetchToken: async (): Promise<FormTokenAnswer> => {
      if (failing) throw new Error('offline');
      const at = Date.now() + skewMs;
      const token = `token-${issued.length + 1}`;
      issued.push(token);
      return {
        token,
        issued_at: new Date(at).toISOString(),
        usable_from: new Date(at + 3_000).toISOString(),
        expires_at: new Date(at + 2 * HOUR).toISOString(),
      };
    },
  };
}

describe('FormTokenKeeper: a usable form token for every submission (issue 10)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches a token when the form is shown and hands it over once 3 s have passed', async () => {
    const server = aServer();
    const keeper = new FormTokenKeeper({ fetchToken: server.fetchToken });
    keeper.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.issued).toEqual(['token-1']);
    await expect(keeper.usableToken()).resolves.toBe('token-1');
    // issue 30: a token serves one lead, so the next one is on its way at once.
    expect(server.issued).toEqual(['token-1', 'token-2']);
    keeper.stop();
  });

  it('hands each token out once: the next submission (a lead update, a retry) gets the next token (issue 30)', async () => {
    const server = aServer();
    const keeper = new FormTokenKeeper({ fetchToken: server.fetchToken });
    keeper.start();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(keeper.usableToken()).resolves.toBe('token-1');
    const second = keeper.usableToken();
    await vi.advanceTimersByTimeAsync(3_000 + USABLE_MARGIN_MS);
    await expect(second).resolves.toBe('token-2');
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(keeper.usableToken()).resolves.toBe('token-3');
    keeper.stop();
  });

  it('waits out the rest of the minimum fill time for a quick shopper instead of sending too soon', async () => {
    const server = aServer();
    const keeper = new FormTokenKeeper({ fetchToken: server.fetchToken });
    keeper.start();
    await vi.advanceTimersByTimeAsync(1_000);
    let token: string | null = null;
    void keeper.usableToken().then((t) => (token = t));
    await vi.advanceTimersByTimeAsync(2_000 + USABLE_MARGIN_MS - 1);
    expect(token).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(token).toBe('token-1');
    keeper.stop();
  });

  it("measures from the token's arrival with the server's durations: a browser clock hours off does not matter", async () => {
    for (const skew of [-5 * HOUR, 5 * HOUR]) {
      const server = aServer(skew);
      const keeper = new FormTokenKeeper({ fetchToken: server.fetchToken });
      keeper.start();
      await vi.advanceTimersByTimeAsync(5_000);
      await expect(keeper.usableToken()).resolves.toBe('token-1');
      keeper.stop();
    }
  });

  it('fetches a new token before the current one expires, while the form stays open', async () => {
    const server = aServer();
    const keeper = new FormTokenKeeper({ fetchToken: server.fetchToken });
    keeper.start();
    await vi.advanceTimersByTimeAsync(2 * HOUR - REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(server.issued).toEqual(['token-1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.issued).toEqual(['token-1', 'token-2']);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(keeper.usableToken()).resolves.toBe('token-2');
    // token-3 is fetched as token-2 is handed over, then one each 1 h 55 min of its 2 h.
    await vi.advanceTimersByTimeAsync(6 * HOUR);
    expect(server.issued).toHaveLength(6);
    keeper.stop();
    await vi.advanceTimersByTimeAsync(6 * HOUR);
    expect(server.issued).toHaveLength(6);
  });

  it('fetches a new token on submit when the held one went stale unnoticed (timers paused while the tab slept)', async () => {
    const server = aServer();
    const keeper = new FormTokenKeeper({ fetchToken: server.fetchToken, setTimer: () => null, clearTimer: () => {} });
    keeper.start();
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + 3 * HOUR);
    await expect(keeper.usableToken(async () => {})).resolves.toBe('token-2');
  });

  it('fetches again on submit when the mount fetch failed, and rejects when it still cannot', async () => {
    const server = aServer();
    server.fail(true);
    const keeper = new FormTokenKeeper({ fetchToken: server.fetchToken });
    keeper.start();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(keeper.usableToken()).rejects.toThrow('offline');
    server.fail(false);
    const token = keeper.usableToken();
    await vi.advanceTimersByTimeAsync(3_000 + USABLE_MARGIN_MS);
    await expect(token).resolves.toBe('token-1');
    keeper.stop();
  });

  it('one fetch at a time: a submit during the mount fetch waits for it', async () => {
    let release: (() => void) | undefined;
    const server = aServer();
    const keeper = new FormTokenKeeper({ fetchToken: () => new Promise<void>((r) => (release = r)).then(server.fetchToken) });
    keeper.start();
    const token = keeper.usableToken();
    release?.();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(token).resolves.toBe('token-1');
    expect(server.issued).toHaveLength(1);
    keeper.stop();
  });

  it('after the server refused the token, the next submission gets a new one', async () => {
    const server = aServer();
    const keeper = new FormTokenKeeper({ fetchToken: server.fetchToken });
    keeper.start();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(keeper.usableToken()).resolves.toBe('token-1');
    await vi.advanceTimersByTimeAsync(5_000);
    // token-2 arrived; the server then refuses it (expired while the tab slept, say).
    keeper.discard();
    const next = keeper.usableToken();
    await vi.advanceTimersByTimeAsync(3_000 + USABLE_MARGIN_MS);
    await expect(next).resolves.toBe('token-3');
    keeper.stop();
  });
});
