import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  signals?: readonly NodeJS.Signals[];
  /** After this long, in-flight requests are abandoned and the process exits with 1. */
  timeoutMs?: number;
  /** Runs after the server has closed (e.g. close the database). */
  onClosed?: () => Promise<void>;
  /** Defaults to `process.exit`; tests pass their own. */
  exit?: (code: number) => void;
  /**
   * Also shut down when the IPC channel to the parent closes, i.e. the launcher that
   * spawned this process with one (`scripts/start.mjs`) is gone, even killed with
   * SIGKILL, so the server does not live on as an orphan holding the port and the
   * data directory. Default true; without an IPC channel there is nothing to watch.
   */
  stopWithParent?: boolean;
}

/**
 * On the first signal (or the parent's IPC channel closing, see `stopWithParent`),
 * stops accepting connections and lets in-flight requests finish (`app.close()`, idle
 * keep-alive connections closed as they free up), then exits 0; exits 1 when that
 * takes longer than the timeout or fails. Returns a function that removes the listeners.
 */
export function installGracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions = {}): () => void {
  const { signals = ['SIGTERM', 'SIGINT'], timeoutMs = 10_000, onClosed, exit = (code) => process.exit(code), stopWithParent = true } = options;
  let closing = false;

  const onSignal = (signal: NodeJS.Signals | 'parent-disconnected'): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    // A keep-alive connection whose last request finishes after close() began would
    // otherwise hold the server open until its idle timeout.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
    const done = (code: number) => {
      clearTimeout(timer);
      clearInterval(sweeper);
      exit(code);
    };
    app
      .close()
      .then(() => onClosed?.())
      .then(
        () => done(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          done(1);
        },
      );
  };

  for (const signal of signals) process.on(signal, onSignal);
  const onDisconnect = (): void => onSignal('parent-disconnected');
  // `connected` is undefined without an IPC channel, false once it has closed: the
  // parent may have died while this process was still starting.
  const watchParent = stopWithParent && process.connected !== undefined;
  if (watchParent && process.connected) process.on('disconnect', onDisconnect);
  const orphaned = watchParent && !process.connected ? setImmediate(onDisconnect) : undefined;
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
    process.off('disconnect', onDisconnect);
    if (orphaned) clearImmediate(orphaned);
  };
}
