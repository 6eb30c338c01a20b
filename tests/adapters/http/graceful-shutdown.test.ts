import { describe, expect, it, vi } from 'vitest';
import { installGracefulShutdown } from '../../../adapters/http';
import { request } from './support/http-request';
import { startTestServer } from './support/test-server';

describe('graceful shutdown', () => {
  it('on the signal, finishes the request in flight, closes the server and exits 0', async () => {
    let releaseSlow: () => void = () => {};
    const server = await startTestServer({
      beforeListen: (app) => {
        app.get('/test-only/slow', async () => {
          await new Promise<void>((resolve) => {
            releaseSlow = resolve;
          });
          return { done: true };
        });
      },
    });
    const exit = vi.fn();
    const uninstall = installGracefulShutdown(server.app, { signals: ['SIGUSR2'], timeoutMs: 5_000, exit });
    try {
      const inFlight = request(server.port, '/test-only/slow');
      await vi.waitFor(() => expect(server.app.server.listening).toBe(true));
      await new Promise((r) => setTimeout(r, 100));

      process.emit('SIGUSR2', 'SIGUSR2');
      await new Promise((r) => setTimeout(r, 100));
      expect(exit).not.toHaveBeenCalled();
      releaseSlow();

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ done: true });
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
      expect(server.app.server.listening).toBe(false);
    } finally {
      uninstall();
      await server.close().catch(() => {});
    }
  });
});
